import { Button, Dialog } from '@childhood-memories/ui';
import { useState } from 'react';
import { Link } from 'react-router';

import { useOptionalSession } from '../session/SessionProvider.tsx';
import { accountMenu, type NavEntry } from './nav.ts';
import { AuthLinks, CrisisLink, NavList } from './nav-parts.tsx';

/** The drawer below the desktop breakpoint: the navigation, then the profile entries. */
export function MobileNav({ entries, member }: { entries: readonly NavEntry[]; member: boolean }) {
  const [open, setOpen] = useState(false);
  const session = useOptionalSession();
  const close = () => setOpen(false);
  return (
    <div className="site-menu-button">
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Menu"
        className="site-drawer"
        trigger={
          <Button variant="ghost" aria-expanded={open}>
            Menu
          </Button>
        }
      >
        <nav aria-label="Main">
          <NavList entries={entries} onNavigate={close} />
        </nav>
        {member ? (
          <nav aria-label="Your account">
            <ul className="site-nav-list">
              {accountMenu(session?.auth.isModerator === true).map((entry) => (
                <li key={entry.to}>
                  <Link to={entry.to} className="site-nav-link" onClick={close}>
                    {entry.label}
                  </Link>
                </li>
              ))}
              <li>
                <Button
                  variant="ghost"
                  className="site-nav-link"
                  onClick={() => {
                    close();
                    void session?.logOut();
                  }}
                >
                  Log out
                </Button>
              </li>
            </ul>
          </nav>
        ) : (
          <AuthLinks onNavigate={close} />
        )}
        <CrisisLink onNavigate={close} />
      </Dialog>
    </div>
  );
}
