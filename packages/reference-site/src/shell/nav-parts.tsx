import { buttonVariants } from '@childhood-memories/ui';
import { Link, NavLink, useLocation } from 'react-router';

import type { NavEntry } from './nav.ts';
import { withRouteAction } from './route-action.ts';

/** The links of the main navigation, current page marked with `aria-current`. */
export function NavList({ entries, onNavigate }: { entries: readonly NavEntry[]; onNavigate?: () => void }) {
  return (
    <ul className="site-nav-list">
      {entries.map((entry) => (
        <li key={entry.to}>
          <NavLink to={entry.to} end className="site-nav-link" onClick={onNavigate}>
            {entry.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Sign Up and Login, opening their overlays on the current page (a push: Back closes them). */
export function AuthLinks({ onNavigate }: { onNavigate?: () => void }) {
  const location = useLocation();
  return (
    <div className="site-auth-links">
      <Link
        to={withRouteAction(location, 'signup')}
        state={{ overlay: true }}
        className={buttonVariants({ variant: 'primary' })}
        onClick={onNavigate}
      >
        Sign Up
      </Link>
      <Link
        to={withRouteAction(location, 'login')}
        state={{ overlay: true }}
        className={buttonVariants({ variant: 'secondary' })}
        onClick={onNavigate}
      >
        Login
      </Link>
    </div>
  );
}

/** The crisis lines, one step away from every page. */
export function CrisisLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <p className="site-crisis-link">
      In crisis or need to talk now?{' '}
      <Link to="/safety#crisis-lines" onClick={onNavigate}>
        Find a crisis line
      </Link>
    </p>
  );
}
