import type { NotificationPage } from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import { headerUnread, type BellPage } from './items.ts';

function list<T>(results: T[], unread: number | null): NotificationPage<T> {
  return { results, count: results.length, total_pages: 2, page: 1, unseen_count: 0, unread_count: unread };
}

const event = (id: number, is_read: boolean) => ({
  id,
  event_type: 'new_comment' as const,
  originator: 'ben',
  created_at: `2024-05-0${id}T09:00:00Z`,
  is_read,
  is_seen: true,
  data: { memory: 'kite', comment_id: id },
});

function page(unread: number | null, events = [event(1, false), event(2, true)]): BellPage {
  return { page: 1, grouped: list([], unread), resonance: list([], unread), events: list(events, unread) };
}

describe('the header’s unread number', () => {
  it('is the server’s total, whatever the loaded rows say', () => {
    expect(headerUnread([page(14)], false)).toBe(14);
    expect(headerUnread([page(1, [event(1, true)])], false)).toBe(1);
  });

  it('comes from the freshest page', () => {
    expect(headerUnread([page(9), page(7)], true)).toBe(7);
  });

  it('is unknown while a server without the total has pages left, and counted once all are loaded', () => {
    expect(headerUnread([page(null)], false)).toBeNull();
    expect(headerUnread([page(null)], true)).toBe(1);
  });

  it('is unknown before anything is loaded', () => {
    expect(headerUnread([], true)).toBeNull();
  });
});
