import { QuickExit } from '@childhood-memories/crisis-resources';
import { NotificationsBell } from '@childhood-memories/notifications-bell';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { memoryPath } from '../community/links.ts';

import { RouteActionOverlays } from '../overlays/RouteActionOverlays.tsx';
import { useOptionalSession } from '../session/SessionProvider.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { LogoutFlash } from './LogoutFlash.tsx';
import { MobileNav } from './MobileNav.tsx';
import { MEMBER_NAV, VISITOR_NAV } from './nav.ts';
import { AuthLinks, CrisisLink, NavList } from './nav-parts.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';

/**
 * The page shell (community §2.2): a top bar with the quick exit, a left navigation on desktop
 * (≥ 1024 px), a drawer below that, the page, and a right column with the account menu.
 */
export function Shell({ children }: { children: ReactNode }) {
  const session = useOptionalSession();
  const member = session?.auth.isAuthenticated === true;
  const entries = member ? MEMBER_NAV : VISITOR_NAV;
  return (
    <div className="cm-root site">
      <a className="site-skip" href="#main">
        Skip to content
      </a>
      <header className="site-topbar">
        <MobileNav entries={entries} member={member} />
        <Link to={member ? '/home' : '/'} className="site-brand">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Childhood Memories</span>
        </Link>
        <div className="site-topbar-end">
          {member ? <Bell /> : null}
          <QuickExit placement="inline" />
        </div>
      </header>
      <div className="site-columns">
        <nav className="site-sidenav" aria-label="Main">
          <NavList entries={entries} />
        </nav>
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <aside className="site-aside" aria-label="Account and support">
          {member ? <AccountMenu username={session?.auth.username ?? null} /> : <AuthLinks />}
          <CrisisLink />
        </aside>
      </div>
      <footer className="site-footer">
        <nav aria-label="About this site">
          <ul>
            <li>
              <Link to="/guide">How to use the site</Link>
            </li>
            <li>
              <Link to="/childhood-trauma-empathy-guide">Empathy guide</Link>
            </li>
            <li>
              <Link to="/terms-of-use">Terms of use</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact us</Link>
            </li>
          </ul>
        </nav>
        <p>
          This community is not a crisis or emergency service. If you are in danger, call your local emergency
          number.
        </p>
      </footer>
      <RouteActionOverlays />
      <OfflineNotice />
      <LogoutFlash />
    </div>
  );
}

/**
 * The notification bell, at the right end of the top bar: above the right column on a desktop
 * and in reach on a phone, where the column is folded away (one bell, one poll). A notification
 * opens its memory on the tab and highlight it names (community §2.3).
 */
function Bell() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <NotificationsBell
      routeKey={`${location.pathname}${location.search}`}
      onOpenNotification={({ shareableLink, ...link }) => void navigate(memoryPath(shareableLink, link))}
    />
  );
}
