import {
  ModerationAction,
  ModerationOutcome,
  NOT_FOUND_TEXTS,
  NotificationEvent,
  type ModerationActionPayload,
  type ModerationLogEntry,
  type ModerationReason,
  type ReviewRequestPayload,
} from '@childhood-memories/api-client';
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';

import type { Viewer } from '../context.ts';
import type { Database, DbOrTx, Tx } from '../db/client.ts';
import {
  comments,
  memories,
  moderationLog,
  reports,
  reviewRequests,
  type ReportStatus,
} from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { isUniqueViolation } from '../memory-write.ts';
import { bumpVersionWhere } from '../notify.ts';
import { memoryByLink } from '../routes/interaction/shared.ts';
import { recordModerationNotices, type ModerationNotice } from './notify.ts';
import { moderationPage, moderationWindow } from './queue.ts';
import { MODERATION_REFUSALS, requireModerator } from './role.ts';

type LogRow = typeof moderationLog.$inferSelect;

/** An audit-log row on the wire. */
export function logEntry(row: LogRow): ModerationLogEntry {
  return {
    id: row.id,
    action: row.action,
    moderator: row.moderator,
    kind: row.kind,
    memory: row.memoryLink,
    memory_title: row.memoryTitle,
    comment: row.commentId,
    reason: row.reason,
    note: row.note,
    reports_closed: row.reportsClosed,
    created_at: row.createdAt.toISOString(),
  };
}

/** The reported item an action names: a memory, or one of its comments, whatever its privacy or state. */
async function itemOf(tx: Tx, payload: { memory: string; comment: number | null }) {
  const [memory] = await tx.select().from(memories).where(eq(memories.shareableLink, payload.memory));
  if (!memory) throw notFound(NOT_FOUND_TEXTS.memory);
  if (payload.comment === null) return { memory, comment: null };
  const [comment] = await tx
    .select()
    .from(comments)
    .where(and(eq(comments.id, payload.comment), eq(comments.memoryId, memory.id)));
  if (!comment) throw notFound(NOT_FOUND_TEXTS.comment);
  return { memory, comment };
}

type Item = Awaited<ReturnType<typeof itemOf>>;

/** The rows of a table that concern the item (the memory itself, or one comment). */
function sameItem(table: typeof reports | typeof reviewRequests, item: Item): SQL {
  return and(
    eq(table.memoryId, item.memory.id),
    item.comment === null ? isNull(table.commentId) : eq(table.commentId, item.comment.id),
  ) as SQL;
}

/** Closes the item's open reports; answers their reporters, each once. */
async function closeReports(tx: Tx, item: Item, status: Exclude<ReportStatus, 'open'>) {
  const closed = await tx
    .update(reports)
    .set({ status, closedAt: new Date() })
    .where(and(sameItem(reports, item), eq(reports.status, 'open')))
    .returning({ userId: reports.userId });
  return { closed: closed.length, reporters: [...new Set(closed.map((row) => row.userId))] };
}

/** Closes the item's open review request; answers whether there was one. */
async function closeReviewRequest(tx: Tx, item: Item): Promise<boolean> {
  const closed = await tx
    .update(reviewRequests)
    .set({ status: 'closed', closedAt: new Date() })
    .where(and(sameItem(reviewRequests, item), eq(reviewRequests.status, 'open')))
    .returning({ id: reviewRequests.id });
  return closed.length > 0;
}

/** Hides or shows the item again, only from the state it must be in; answers whether it changed. */
async function setHidden(
  tx: Tx,
  item: Item,
  hide: { reason: ModerationReason; note: string; by: number } | null,
) {
  const values = hide
    ? { hiddenAt: new Date(), hiddenReason: hide.reason, hiddenNote: hide.note, hiddenBy: hide.by }
    : { hiddenAt: null, hiddenReason: null, hiddenNote: '', hiddenBy: null };
  const changed = item.comment
    ? await tx
        .update(comments)
        .set(values)
        .where(
          and(
            eq(comments.id, item.comment.id),
            hide ? isNull(comments.hiddenAt) : isNotNull(comments.hiddenAt),
          ),
        )
        .returning({ id: comments.id })
    : await tx
        .update(memories)
        .set(values)
        .where(
          and(
            eq(memories.id, item.memory.id),
            hide ? isNull(memories.hiddenAt) : isNotNull(memories.hiddenAt),
          ),
        )
        .returning({ id: memories.id });
  if (changed.length === 0) return false;
  // Everyone notified about the item sees their lists and counts change: their next poll answers 200.
  await bumpVersionWhere(
    tx,
    item.comment
      ? sql`select recipient_id from notifications where comment_id = ${item.comment.id}`
      : sql`select recipient_id from notifications where memory_id = ${item.memory.id}`,
  );
  return true;
}

/**
 * A moderator's action on a memory or a comment (hide, restore, dismiss), in one transaction:
 * the item's state, its reports and review request, the notifications of its writer and
 * reporters, and the audit entry the answer is.
 */
export async function moderate(db: Database, viewer: Viewer, payload: ModerationActionPayload) {
  return db.transaction(async (tx) => {
    await requireModerator(tx, viewer.id);
    const item = await itemOf(tx, payload);
    const target = item.comment ?? item.memory;
    if (target.userId === viewer.id) throw forbidden(MODERATION_REFUSALS.ownContent);
    const note = payload.note?.trim() ?? '';
    const notices: ModerationNotice[] = [];
    const notice = (
      recipient: number,
      event: NotificationEvent,
      moderation: ModerationNotice['moderation'],
    ) =>
      notices.push({
        recipient,
        event,
        memoryId: item.memory.id,
        commentId: item.comment?.id ?? null,
        moderation,
      });
    let reportsClosed = { closed: 0, reporters: [] as number[] };
    let outcome: ModerationOutcome = ModerationOutcome.Reviewed;
    let reason: ModerationReason | null = null;
    if (payload.action === ModerationAction.Hide) {
      reason = payload.reason ?? 'other';
      if (!(await setHidden(tx, item, { reason, note, by: viewer.id })))
        throw conflict(MODERATION_REFUSALS.alreadyHidden);
      reportsClosed = await closeReports(tx, item, 'actioned');
      outcome = ModerationOutcome.Action;
      notice(target.userId, NotificationEvent.ContentHidden, reason);
    } else if (payload.action === ModerationAction.Restore) {
      if (!(await setHidden(tx, item, null))) throw conflict(MODERATION_REFUSALS.notHidden);
      await closeReviewRequest(tx, item);
      reportsClosed = await closeReports(tx, item, 'reviewed');
      notice(target.userId, NotificationEvent.ContentRestored, null);
    } else {
      reportsClosed = await closeReports(tx, item, 'reviewed');
      const keptHidden = target.hiddenAt !== null && (await closeReviewRequest(tx, item));
      if (reportsClosed.closed === 0 && !keptHidden) throw conflict(MODERATION_REFUSALS.nothingOpen);
      if (keptHidden) {
        reason = target.hiddenReason;
        notice(target.userId, NotificationEvent.ReviewKeptHidden, target.hiddenReason);
      }
    }
    // Never for one's own report: a moderator who reported it knows what they did.
    for (const reporter of reportsClosed.reporters)
      if (reporter !== viewer.id) notice(reporter, NotificationEvent.ReportReviewed, outcome);
    await recordModerationNotices(tx, notices);
    const [row] = await tx
      .insert(moderationLog)
      .values({
        moderatorId: viewer.id,
        moderator: viewer.username,
        action: payload.action,
        kind: item.comment ? 'comment' : 'memory',
        memoryId: item.memory.id,
        memoryLink: item.memory.shareableLink,
        memoryTitle: item.memory.title,
        commentId: item.comment?.id ?? null,
        reason,
        note,
        reportsClosed: reportsClosed.closed,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return logEntry(row);
  });
}

/** One page of the audit log, newest first. */
export async function moderationLogPage(db: DbOrTx, page: number | undefined) {
  const window = moderationWindow(page);
  const [rows, [total]] = await Promise.all([
    db.select().from(moderationLog).orderBy(desc(moderationLog.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(moderationLog),
  ]);
  return moderationPage(rows.map(logEntry), total?.n ?? 0, window.page);
}

/**
 * The writer's one request that moderators look again at their hidden memory or comment. Anyone
 * else, and an item that is not hidden, get the usual not-found answer: nothing is revealed.
 */
export async function requestReview(
  db: Database,
  viewer: Viewer,
  payload: ReviewRequestPayload,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      const memory = await memoryByLink(tx, payload.memory, viewer.id);
      let commentId: number | null = null;
      if (payload.comment === null) {
        if (memory.userId !== viewer.id || memory.hiddenAt === null) throw notFound(NOT_FOUND_TEXTS.memory);
      } else {
        const [comment] = await tx
          .select()
          .from(comments)
          .where(and(eq(comments.id, payload.comment), eq(comments.memoryId, memory.id)));
        if (!comment || comment.userId !== viewer.id || comment.hiddenAt === null)
          throw notFound(NOT_FOUND_TEXTS.comment);
        commentId = comment.id;
      }
      const item = {
        memory,
        comment: commentId === null ? null : ({ id: commentId } as Item['comment']),
      } as Item;
      const [open] = await tx
        .select({ id: reviewRequests.id })
        .from(reviewRequests)
        .where(and(sameItem(reviewRequests, item), eq(reviewRequests.status, 'open')));
      if (open) throw conflict(MODERATION_REFUSALS.reviewOpen);
      await tx
        .insert(reviewRequests)
        .values({ memoryId: memory.id, commentId, userId: viewer.id, message: payload.message.trim() });
    })
    .catch((error: unknown) => {
      // Two requests at once: the unique index lets one in.
      if (isUniqueViolation(error)) throw conflict(MODERATION_REFUSALS.reviewOpen);
      throw error;
    });
}
