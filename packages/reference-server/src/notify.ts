import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';

import type { DbOrTx } from './db/client.ts';
import { notifications, users } from './db/schema.ts';
import { memberChanged } from './members.ts';

/** The six notification events (the api-client's `NotificationEvent`, spelled as the wire spells them). */
export const EVENTS = {
  newComment: 'new_comment',
  empathizedMemory: 'emphatized_a_memory',
  empathizedComment: 'emphatized_a_comment',
  newReaction: 'new_reaction',
  newResonance: 'new_resonance',
  feedbackGiven: 'feedback_given',
} as const;

export type EventType = (typeof EVENTS)[keyof typeof EVENTS];

export interface NotifyInput {
  recipientId: number;
  originatorId: number;
  eventType: EventType;
  memoryId: number;
  commentId?: number | null;
  reactionOptionId?: number | null;
  memoryTagId?: number | null;
  feedbackLabels?: string[] | null;
}

/**
 * Marks members' notifications as changed, so their next poll answers 200 with a new ETag.
 * Every bump goes through here or {@link bumpVersionWhere}: they tell the member caches.
 */
export async function bumpVersion(tx: DbOrTx, userIds: number[]): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await tx
    .update(users)
    .set({ notificationsVersion: sql`${users.notificationsVersion} + 1` })
    .where(inArray(users.id, unique));
  await memberChanged(tx, unique);
}

/** {@link bumpVersion} for the members a subquery names (`select recipient_id from …`). */
export async function bumpVersionWhere(tx: DbOrTx, memberIds: SQL): Promise<void> {
  const changed = await tx
    .update(users)
    .set({ notificationsVersion: sql`${users.notificationsVersion} + 1` })
    .where(sql`${users.id} in (${memberIds})`)
    .returning({ id: users.id });
  await memberChanged(
    tx,
    changed.map((row) => row.id),
  );
}

/** Records a notification, never for a member's own action. */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<void> {
  if (input.recipientId === input.originatorId) return;
  await tx.insert(notifications).values({
    recipientId: input.recipientId,
    originatorId: input.originatorId,
    eventType: input.eventType,
    memoryId: input.memoryId,
    commentId: input.commentId ?? null,
    reactionOptionId: input.reactionOptionId ?? null,
    memoryTagId: input.memoryTagId ?? null,
    feedbackLabels: input.feedbackLabels ?? null,
  });
  await bumpVersion(tx, [input.recipientId]);
}

/** Withdraws the notifications of an undone action (empathy removed, reaction changed, …). */
export async function withdraw(
  tx: DbOrTx,
  match: {
    originatorId: number;
    eventType: EventType;
    memoryId: number;
    commentId?: number | null;
    memoryTagId?: number | null;
  },
): Promise<void> {
  const conditions = [
    eq(notifications.originatorId, match.originatorId),
    eq(notifications.eventType, match.eventType),
    eq(notifications.memoryId, match.memoryId),
  ];
  if (match.commentId !== undefined) {
    conditions.push(
      match.commentId === null
        ? sql`${notifications.commentId} is null`
        : eq(notifications.commentId, match.commentId),
    );
  }
  if (match.memoryTagId !== undefined && match.memoryTagId !== null) {
    conditions.push(eq(notifications.memoryTagId, match.memoryTagId));
  }
  const removed = await tx
    .delete(notifications)
    .where(and(...conditions))
    .returning({ recipientId: notifications.recipientId });
  await bumpVersion(
    tx,
    removed.map((r) => r.recipientId),
  );
}
