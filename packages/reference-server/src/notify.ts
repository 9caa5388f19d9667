import {
  notificationOf,
  type NotificationMatch,
  type NotificationRecord,
  type NotifyingWrite,
} from '@childhood-memories/api-client/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';

import type { DbOrTx } from './db/client.ts';
import { notifications, users } from './db/schema.ts';
import { memberChanged } from './members.ts';

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

/** Records a notification (the domain's `notificationOf` decides whom, and never for one's own action). */
async function record(tx: DbOrTx, input: NotificationRecord<number, number>): Promise<void> {
  await tx.insert(notifications).values({
    recipientId: input.recipient,
    originatorId: input.originator,
    eventType: input.event_type,
    memoryId: input.memory,
    commentId: input.comment_id,
    reactionOptionId: input.reaction_option_id,
    memoryTagId: input.memory_tag_id,
    feedbackLabels: input.feedback_labels === null ? null : [...input.feedback_labels],
  });
  await bumpVersion(tx, [input.recipient]);
}

/** Withdraws the notifications of an undone or replaced action (empathy removed, reaction changed, …). */
export async function withdraw(tx: DbOrTx, match: NotificationMatch<number, number>): Promise<void> {
  const conditions = [
    eq(notifications.originatorId, match.originator),
    eq(notifications.eventType, match.event_type),
    eq(notifications.memoryId, match.memory),
  ];
  if (match.comment_id !== undefined) {
    conditions.push(
      match.comment_id === null
        ? sql`${notifications.commentId} is null`
        : eq(notifications.commentId, match.comment_id),
    );
  }
  if (match.memory_tag_id !== undefined) conditions.push(eq(notifications.memoryTagId, match.memory_tag_id));
  const removed = await tx
    .delete(notifications)
    .where(and(...conditions))
    .returning({ recipientId: notifications.recipientId });
  await bumpVersion(
    tx,
    removed.map((r) => r.recipientId),
  );
}

/**
 * What a write does to notifications, as the domain core says (`notificationOf`): members and
 * memories by id.
 */
export async function notifyOf(tx: DbOrTx, write: NotifyingWrite<number, number>): Promise<void> {
  const change = notificationOf(write);
  if (change.withdraw !== null) await withdraw(tx, change.withdraw);
  if (change.record !== null) await record(tx, change.record);
}
