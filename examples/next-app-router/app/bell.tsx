'use client';

import { NotificationsBell } from '@childhood-memories/notifications-bell';
import { usePathname, useRouter } from 'next/navigation';

import { useSession } from './session';

/** The bell: a member's notifications, each opening its memory's page. */
export function Bell() {
  const router = useRouter();
  const pathname = usePathname();
  const member = useSession()?.user ?? null;
  return (
    <NotificationsBell
      signedIn={member !== null}
      routeKey={pathname}
      align="end"
      onOpenNotification={(target) => router.push(`/memory/${encodeURIComponent(target.shareableLink)}`)}
    />
  );
}
