import type { ModerationReason, ModerationState } from '@childhood-memories/api-client';
import { and, eq, inArray, isNull } from 'drizzle-orm';

import type { DbOrTx } from '../db/client.ts';
import { reviewRequests } from '../db/schema.ts';

/** What a memory or comment row carries of a moderator's hide. */
export interface HiddenColumns {
  hiddenAt: Date | null;
  hiddenReason: ModerationReason | null;
}

/**
 * The writer's view of their item (`moderation` on their own memory or comment): the reason, when,
 * and whether their request for a review is open; null when it is not hidden. Only the writer's
 * answers carry it: callers pass null for everyone else.
 */
export function moderationState(row: HiddenColumns, reviewRequested: boolean): ModerationState | null {
  if (row.hiddenAt === null) return null;
  return {
    reason: row.hiddenReason ?? 'other',
    hidden_at: row.hiddenAt.toISOString(),
    review_requested: reviewRequested,
  };
}

/** The comments among `ids` with an open review request. */
export async function openReviewRequests(db: DbOrTx, commentIds: number[]): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: reviewRequests.commentId })
    .from(reviewRequests)
    .where(and(inArray(reviewRequests.commentId, commentIds), eq(reviewRequests.status, 'open')));
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
}

/** The memories among `ids` with an open review request of the memory itself (not of a comment). */
export async function openMemoryReviewRequests(db: DbOrTx, memoryIds: number[]): Promise<Set<number>> {
  if (memoryIds.length === 0) return new Set();
  const rows = await db
    .select({ id: reviewRequests.memoryId })
    .from(reviewRequests)
    .where(
      and(
        inArray(reviewRequests.memoryId, memoryIds),
        isNull(reviewRequests.commentId),
        eq(reviewRequests.status, 'open'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
