import type { Notification } from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import { bellItems, targetOf } from './items.ts';

const moderationEvent = (over: Partial<Notification>): Notification => ({
  id: 40,
  event_type: 'content_hidden',
  // A moderator is never named to members: the server sends ''.
  originator: '',
  created_at: '2024-05-04T10:00:00Z',
  is_read: false,
  is_seen: false,
  data: { memory: 'kite', memory_title: 'The kite on the hill', moderation_reason: 'hurtful' },
  ...over,
});

const targetOfEvent = (over: Partial<Notification>) =>
  targetOf({
    kind: 'event',
    key: 'k',
    created_at: '',
    is_read: false,
    ids: [40],
    event: moderationEvent(over),
  });

describe('targetOf: the moderation notifications (ours)', () => {
  it('leads a hidden, restored or kept-hidden memory to its text', () => {
    for (const event_type of ['content_hidden', 'content_restored', 'review_kept_hidden'] as const) {
      expect(targetOfEvent({ event_type })).toEqual({ shareableLink: 'kite', tab: 'text' });
    }
  });

  it('leads a hidden, restored or kept-hidden comment to that comment among the comments', () => {
    for (const event_type of ['content_hidden', 'content_restored', 'review_kept_hidden'] as const) {
      expect(
        targetOfEvent({
          event_type,
          data: { memory: 'kite', memory_title: 'The kite', comment_id: 12, comment_content: 'Hm.' },
        }),
      ).toEqual({ shareableLink: 'kite', tab: 'comment', comment: 12 });
    }
  });

  it("leads a reporter's answer nowhere, whatever the outcome", () => {
    expect(
      targetOfEvent({ event_type: 'report_reviewed', data: { moderation_outcome: 'action' } }),
    ).toBeNull();
    expect(
      targetOfEvent({ event_type: 'report_reviewed', data: { moderation_outcome: 'reviewed' } }),
    ).toBeNull();
  });

  it('leads nowhere rather than to an empty link when the memory is not named', () => {
    expect(targetOfEvent({ event_type: 'content_restored', data: {} })).toBeNull();
  });

  it('keeps the moderation events as rows of their own (raw events, never grouped)', () => {
    const events = [
      moderationEvent({ id: 1, event_type: 'content_hidden' }),
      moderationEvent({ id: 2, event_type: 'report_reviewed', data: { moderation_outcome: 'action' } }),
    ];
    const empty = { results: [], count: 0, total_pages: 1, page: 1, unseen_count: 0, unread_count: 0 };
    const rows = bellItems([
      {
        page: 1,
        grouped: empty,
        resonance: empty,
        events: { ...empty, results: events, count: 2 },
      },
    ]);
    expect(rows.map((row) => row.key)).toEqual(['event:1', 'event:2']);
  });
});
