import { describe, expect, it } from 'vitest';

describe('@childhood-memories/notifications-bell', () => {
  it('exports exactly its public API', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'BADGE_MAX',
      'DROPDOWN_HEIGHT_MAX',
      'FIRST_FETCH_DELAY_MS',
      'NOTIFICATIONS_BELL_NAMESPACE',
      'NotificationsBell',
      'POLL_INTERVAL_MS',
      'SNIPPET_WORDS',
      'bellItems',
      'labelList',
      'notificationsBellMessages',
      'snippet',
      'targetOf',
    ]);
  }, 60_000);
});
