import {
  NotificationEvent,
  type ModerationOutcome,
  type ModerationReason,
} from '@childhood-memories/api-client';
import type { wireNotification } from '@childhood-memories/api-client/domain';

import type { DbOrTx } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { bumpVersion } from '../notify.ts';

/*
 * The four moderation notifications (ours): the writer of a hidden item is told it was hidden,
 * restored, or kept hidden after a review; a reporter that their report was looked at. Raw events
 * only (never grouped), stored without an originator: a moderator's name is never shown to members.
 */

/** The moderation events. */
export const MODERATION_EVENTS: readonly NotificationEvent[] = [
  NotificationEvent.ContentHidden,
  NotificationEvent.ContentRestored,
  NotificationEvent.ReviewKeptHidden,
  NotificationEvent.ReportReviewed,
];

/** One moderation notification to record. */
export interface ModerationNotice {
  recipient: number;
  event: NotificationEvent;
  memoryId: number;
  commentId: number | null;
  /** The reason (content_hidden, review_kept_hidden) or the outcome (report_reviewed). */
  moderation: ModerationReason | ModerationOutcome | null;
}

/** Records moderation notifications and bumps their recipients' notification versions. */
export async function recordModerationNotices(tx: DbOrTx, notices: ModerationNotice[]): Promise<void> {
  if (notices.length === 0) return;
  await tx.insert(notifications).values(
    notices.map((notice) => ({
      recipientId: notice.recipient,
      originatorId: null,
      eventType: notice.event,
      memoryId: notice.memoryId,
      // A reporter's notification names nothing of the item they reported.
      commentId: notice.event === NotificationEvent.ReportReviewed ? null : notice.commentId,
      moderation: notice.moderation,
    })),
  );
  await bumpVersion(
    tx,
    notices.map((notice) => notice.recipient),
  );
}

type Wire = ReturnType<typeof wireNotification>;

/**
 * A stored notification on the wire, with what a moderation event adds: no originator, the
 * reason for the writer, and for a reporter the outcome alone (`data: { moderation_outcome }`).
 */
export function moderationWire(wire: Wire, moderation: string | null): Wire {
  if (!MODERATION_EVENTS.includes(wire.event_type)) return wire;
  if (wire.event_type === NotificationEvent.ReportReviewed)
    return { ...wire, originator: '', data: { moderation_outcome: moderation } };
  const data: Record<string, unknown> = { ...wire.data };
  if (moderation !== null && wire.event_type !== NotificationEvent.ContentRestored)
    data.moderation_reason = moderation;
  return { ...wire, originator: '', data };
}
