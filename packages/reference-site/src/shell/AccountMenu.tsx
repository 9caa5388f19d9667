import { Button, Popover } from '@childhood-memories/ui';
import { useState } from 'react';
import { Link } from 'react-router';

import { useSession } from '../session/SessionProvider.tsx';
import { accountMenu } from './nav.ts';

/** The desktop account dropdown: Your Account, Safety Filters, Settings, Contact us (Moderation for moderators), Log out. */
export function AccountMenu({ username }: { username: string | null }) {
  const [open, setOpen] = useState(false);
  const { logOut, auth } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <Popover
      label="Your account"
      open={open}
      onOpenChange={setOpen}
      align="end"
      trigger={
        <Button variant="secondary" className="site-account-trigger">
          {username ? `Account: ${username}` : 'Your account'}
        </Button>
      }
    >
      <ul className="site-menu-list">
        {accountMenu(auth.isModerator).map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="site-menu-link" onClick={() => setOpen(false)}>
              {entry.label}
            </Link>
          </li>
        ))}
        <li>
          <Button
            variant="ghost"
            className="site-menu-link"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void logOut().finally(() => setLeaving(false));
            }}
          >
            Log out
          </Button>
        </li>
      </ul>
    </Popover>
  );
}
