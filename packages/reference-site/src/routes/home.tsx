import { buttonVariants } from '@childhood-memories/ui';
import { Link, useLocation, type LoaderFunctionArgs } from 'react-router';

import { requireMember } from '../session/guard.server.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { PageTitle } from '../shell/PageTitle.tsx';
import { withRouteAction } from '../shell/route-action.ts';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Home',
  description:
    'Your place in the community: what you can do next, and the support that is always within reach.',
});

export function loader({ request }: LoaderFunctionArgs) {
  return requireMember(request);
}

export default function Home() {
  const { auth } = useSession();
  const location = useLocation();
  return (
    <>
      <PageTitle back={false}>{auth.username ? `Welcome, ${auth.username}` : 'Welcome'}</PageTitle>
      <div className="site-prose">
        <p className="site-lead">This is your space. Take your time; nothing here has to happen today.</p>
        <ul className="site-cards">
          <li className="site-card">
            <h2>Before you write</h2>
            <p>Ideas for starting, and what to do if a memory feels heavy.</p>
            <Link
              to={withRouteAction(location, 'step1')}
              state={{ overlay: true }}
              className={buttonVariants({ variant: 'secondary' })}
            >
              Memory writing tips
            </Link>
          </li>
          <li className="site-card">
            <h2>Choose what you see</h2>
            <p>
              Decide which content warnings you want to be told about, and which memories to keep out of
              sight.
            </p>
            <Link to="/safety-filters" className={buttonVariants({ variant: 'secondary' })}>
              Safety Filters
            </Link>
          </li>
          <li className="site-card">
            <h2>Responding to others</h2>
            <p>What helps when someone shares a memory, and what to avoid.</p>
            <Link to="/childhood-trauma-empathy-guide" className={buttonVariants({ variant: 'secondary' })}>
              Empathy guide
            </Link>
          </li>
          <li className="site-card">
            <h2>Safety reminders</h2>
            <p>Read again the reminders we share before a first memory.</p>
            <Link
              to={withRouteAction(location, 'warning')}
              state={{ overlay: true }}
              className={buttonVariants({ variant: 'secondary' })}
            >
              Read the reminders
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}
