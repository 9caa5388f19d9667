import { describe, expect, it } from 'vitest';

import { commentSchema, currentUserSchema, memorySchema, notificationPageSchema } from './index.ts';
import { reasonSuggestsRisk, reportReasons } from './reference-data.ts';
import {
  moderationActionPayloadSchema,
  moderationQueueQuerySchema,
  reviewRequestPayloadSchema,
} from './schemas/moderation.ts';
import { memoryWire } from './test-fixtures.ts';

const hidden = { reason: 'hurtful', hidden_at: '2026-11-26T10:00:00Z', review_requested: 0 };

describe('moderation on the wire (ours)', () => {
  it("reads a hidden comment's moderation for its writer, and leaves it out when there is none", () => {
    const wire = {
      id: 7,
      content: 'Me too.',
      user: 'sam',
      memory: 'abc',
      created_at: '2026-11-26T09:00:00Z',
    };
    expect(commentSchema.parse({ ...wire, moderation: hidden }).moderation).toEqual({
      reason: 'hurtful',
      hidden_at: '2026-11-26T10:00:00Z',
      review_requested: false,
    });
    expect('moderation' in commentSchema.parse(wire)).toBe(false);
    expect('moderation' in commentSchema.parse({ ...wire, moderation: null })).toBe(false);
    expect(() => commentSchema.parse({ ...wire, moderation: { ...hidden, reason: 'rude' } })).toThrow();
  });

  it("reads a hidden memory's moderation, and a moderator's flag only when it is set", () => {
    expect(memorySchema.parse({ ...memoryWire, moderation: hidden }).moderation?.reason).toBe('hurtful');
    expect('moderation' in memorySchema.parse(memoryWire)).toBe(false);
    const user = { username: 'river', email: 'river@example.org' };
    expect(currentUserSchema.parse({ ...user, is_moderator: true }).is_moderator).toBe(true);
    expect('is_moderator' in currentUserSchema.parse({ ...user, is_moderator: false })).toBe(false);
  });

  it('keeps the moderation notifications, with their reason or outcome and no originator', () => {
    const page = notificationPageSchema.parse({
      results: [
        {
          id: 1,
          event_type: 'content_hidden',
          originator: '',
          created_at: '2026-11-26T10:00:00Z',
          data: { memory: 'abc', memory_title: 'Summer', comment_id: 7, moderation_reason: 'spam' },
        },
        {
          id: 2,
          event_type: 'report_reviewed',
          originator: '',
          created_at: '2026-11-26T11:00:00Z',
          data: { moderation_outcome: 'action' },
        },
      ],
      count: 2,
      total_pages: 1,
      unseen_count: 2,
    });
    expect(page.results.map((n) => [n.event_type, n.originator])).toEqual([
      ['content_hidden', ''],
      ['report_reviewed', ''],
    ]);
    expect(page.results[0]?.data.moderation_reason).toBe('spam');
    expect(page.results[1]?.data.moderation_outcome).toBe('action');
  });

  it('refuses a hide without a reason, a note past 500 characters and an empty review request', () => {
    const base = { memory: 'abc', comment: null };
    expect(moderationActionPayloadSchema.safeParse({ ...base, action: 'hide' }).success).toBe(false);
    expect(moderationActionPayloadSchema.safeParse({ ...base, action: 'hide', reason: 'spam' }).success).toBe(
      true,
    );
    expect(moderationActionPayloadSchema.safeParse({ ...base, action: 'dismiss' }).success).toBe(true);
    expect(
      moderationActionPayloadSchema.safeParse({ ...base, action: 'restore', note: 'x'.repeat(501) }).success,
    ).toBe(false);
    expect(moderationActionPayloadSchema.safeParse({ ...base, action: 'delete' }).success).toBe(false);
    expect(reviewRequestPayloadSchema.safeParse({ ...base, message: '   ' }).success).toBe(false);
    expect(reviewRequestPayloadSchema.safeParse({ ...base, message: 'x'.repeat(1001) }).success).toBe(false);
    expect(moderationQueueQuerySchema.safeParse({ sort: 'oldest' }).success).toBe(false);
  });

  it('marks the report reasons that say a member may be at risk', () => {
    expect(reportReasons.filter((reason) => reason.suggests_risk).map((reason) => reason.id)).toEqual([
      5, 16,
    ]);
    expect(reasonSuggestsRisk(16)).toBe(true);
    expect(reasonSuggestsRisk(11)).toBe(false);
    expect(reasonSuggestsRisk(999)).toBe(false);
  });
});
