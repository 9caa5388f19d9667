import { LoveStyleWritingTips, MemoryWritingTips, PrivacyAndControl } from '@childhood-memories/quiz-help';
import { Button, Dialog } from '@childhood-memories/ui';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { useOptionalSession } from '../session/SessionProvider.tsx';
import {
  isRouteAction,
  NEXT_PARAM,
  ROUTE_ACTION_PARAM,
  safeNext,
  SIGNED_OUT_PARAM,
  withRouteAction,
  type RouteAction,
} from '../shell/route-action.ts';
import { ForgotPasswordForm, LogInForm, ResetPasswordForm, SignUpForm } from './AuthForms.tsx';

const TITLES: Record<RouteAction, string> = {
  signup: 'Join the community',
  login: 'Welcome back',
  'forgot-password': 'Forgot your password?',
  'reset-password': 'Choose a new password',
  warning: 'Before you begin',
  warning2: 'If it becomes too much',
  privacy: 'Privacy & Control',
  step1: 'Memory Writing Tips',
  step2: 'Love Style Writing Tips',
};

/**
 * Said in the login overlay when the member's session ended (logged out on another device, or
 * the refresh refused): that they were signed out, and nothing more, for whoever else can see
 * the screen.
 */
export const SIGNED_OUT_NOTICE = 'You were signed out. Please log in again to carry on.';

/** The overlays' own parameters, dropped with the overlay. */
const OVERLAY_PARAMS = { token: null, [NEXT_PARAM]: null, [SIGNED_OUT_PARAM]: null };

const VISITOR_ONLY: readonly RouteAction[] = ['signup', 'login', 'forgot-password', 'reset-password'];

/**
 * The overlays a `routeAction` opens on the current path. Opening one pushes a history entry
 * (links carry `state.overlay`), so the browser's Back closes it; moving between steps replaces;
 * closing goes back when the overlay was pushed here, and otherwise replaces the address without
 * `routeAction` (a link opened from outside).
 */
export function RouteActionOverlays() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useOptionalSession();
  const raw = params.get(ROUTE_ACTION_PARAM);
  const action = isRouteAction(raw) ? raw : null;
  const member = session?.auth.isAuthenticated === true;
  const pushed = (location.state as { overlay?: boolean } | null)?.overlay === true;

  const close = () => {
    if (pushed) void navigate(-1);
    else void navigate(withRouteAction(location, null, OVERLAY_PARAMS), { replace: true });
  };
  // The signed-out notice has been read once the member moves on to another step.
  const step = (next: RouteAction) =>
    void navigate(withRouteAction(location, next, { token: null, [SIGNED_OUT_PARAM]: null }), {
      replace: true,
      state: location.state,
    });

  // A member who follows a Sign Up or Login link is already where it leads.
  const stale = member && action !== null && VISITOR_ONLY.includes(action) && action !== 'reset-password';
  useEffect(() => {
    if (stale) void navigate(withRouteAction(location, null, OVERLAY_PARAMS), { replace: true });
  }, [stale, navigate, location]);
  if (action === null || session === null || stale) return null;

  const signedOut = action === 'login' && params.has(SIGNED_OUT_PARAM);

  const afterSignIn = () => {
    // Back where they were going: `next` when it is a path of this site, else this page.
    const next = safeNext(params.get(NEXT_PARAM));
    const here = location.pathname === '/' ? '/home' : location.pathname;
    const stay = withRouteAction({ ...location, pathname: here }, null, OVERLAY_PARAMS);
    void navigate(next ?? stay, { replace: true });
  };

  let body: ReactNode;
  switch (action) {
    case 'signup':
      body = (
        <SignUpForm
          onLogIn={() => step('login')}
          onDone={() => void navigate('/home?routeAction=warning', { replace: true })}
        />
      );
      break;
    case 'login':
      body = (
        <LogInForm
          onSignUp={() => step('signup')}
          onForgot={() => step('forgot-password')}
          onDone={afterSignIn}
        />
      );
      break;
    case 'forgot-password':
      body = <ForgotPasswordForm onLogIn={() => step('login')} />;
      break;
    case 'reset-password':
      body = <ResetPasswordForm token={params.get('token')} onLogIn={() => step('login')} />;
      break;
    case 'warning':
      body = (
        <div className="site-reminder">
          <p>Before you write, a few things we want every member to know.</p>
          <ul>
            <li>
              Everything here is voluntary. You choose what to share, when, and how much, and you can stop at
              any time.
            </li>
            <li>
              This community is not therapy. If you can, we recommend working with a therapist, especially
              when you write about painful memories.
            </li>
            <li>Nobody else sees what you write until you press Post.</li>
            <li>
              Each memory has its own privacy setting, shown right above Post: Public (anyone can read it),
              Private with a link, or Only me. Your first memory starts as Public and later ones as the
              setting you last chose; you can change it before you post, and at any time after.
            </li>
          </ul>
          <div className="site-form-actions">
            <Button onClick={() => step('warning2')}>Continue</Button>
          </div>
        </div>
      );
      break;
    case 'warning2':
      body = (
        <div className="site-reminder">
          <p>Writing about childhood can bring feelings back. That is normal, and you are in charge.</p>
          <ul>
            <li>
              If you feel overwhelmed, stop. Your words are kept as a draft and will be there when you come
              back.
            </li>
            <li>
              Try a grounding exercise on the <Link to="/safety">Safety page</Link>: name five things you can
              see, and take a few slow breaths.
            </li>
            <li>
              If you are in crisis, please reach out now:{' '}
              <Link to="/safety#crisis-lines">find a crisis line</Link>.
            </li>
            <li>The Quick Exit button at the top of every page leaves this site at once.</li>
          </ul>
          <div className="site-form-actions">
            <Button
              onClick={() => {
                if (member && session.auth.hasOnboarding === false)
                  void session.client.setOnboardingStatus(true).catch((error: unknown) => {
                    console.warn('Could not save onboarding status', error);
                  });
                close();
              }}
            >
              I understand
            </Button>
          </div>
        </div>
      );
      break;
    case 'privacy':
      body = <PrivacyAndControl />;
      break;
    case 'step1':
      body = <MemoryWritingTips />;
      break;
    case 'step2':
      body = <LoveStyleWritingTips />;
      break;
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={TITLES[action]}
      description={signedOut ? SIGNED_OUT_NOTICE : undefined}
      width={action === 'signup' || action === 'login' ? 480 : 560}
    >
      {body}
    </Dialog>
  );
}
