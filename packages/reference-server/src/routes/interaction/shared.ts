import { NOT_FOUND_TEXTS } from '@childhood-memories/api-client';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable, AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { comments, empathies, feedback, memories, traumaAcks, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { withdraw } from '../../notify.ts';
import { moderationState, openReviewRequests } from '../../moderation/state.ts';
import { canReadByLink, commentNotHiddenFrom, notHiddenFrom } from '../../privacy.ts';
import {
  pageAnswer,
  pageWindow,
  refuse,
  withdrawalOf,
  type RefusalName,
  type UndoneWrite,
} from '@childhood-memories/api-client/domain';

/* What the interaction routes share: reading a memory or comment as the caller may, comments in their wire shape, and deleting what is the caller's own. */

export type MemoryRow = typeof memories.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;

/** The memory behind a shareable link, when the caller may read it; 404 otherwise (never 403: no leak). */
export async function memoryByLink(db: DbOrTx, link: string, viewerId: number | null): Promise<MemoryRow> {
  const [memory] = await db.select().from(memories).where(eq(memories.shareableLink, link));
  if (!memory || !canReadByLink(memory, viewerId)) throw notFound(NOT_FOUND_TEXTS.memory);
  return memory;
}

/**
 * Whether a comment is visible: its memory is readable, a private one only to its author and the
 * memory's owner, and one a moderator hid only to its author.
 */
function commentVisibleTo(comment: CommentRow, memory: MemoryRow, viewerId: number | null): boolean {
  if (!canReadByLink(memory, viewerId) || !notHiddenFrom(comment, viewerId)) return false;
  return !comment.isPrivate || comment.userId === viewerId || memory.userId === viewerId;
}

/** A comment the caller can see, with its memory; 404 otherwise. */
export async function visibleComment(
  db: DbOrTx,
  commentId: number,
  viewerId: number | null,
): Promise<{ comment: CommentRow; memory: MemoryRow }> {
  const [row] = await db
    .select({ comment: comments, memory: memories })
    .from(comments)
    .innerJoin(memories, eq(memories.id, comments.memoryId))
    .where(eq(comments.id, commentId));
  if (!row || !commentVisibleTo(row.comment, row.memory, viewerId)) throw notFound(NOT_FOUND_TEXTS.comment);
  return row;
}

/**
 * Comments in the documented wire shape (with their memory's title, for me-too lists), in the
 * order of `ids`; `moderation` set on the viewer's own hidden comments (null otherwise).
 */
export async function serializeComments(db: DbOrTx, ids: number[], viewerId: number | null) {
  if (ids.length === 0) return [];
  const [rows, empathyCounts, feedbackCounts, traumaCounts, reviewed] = await Promise.all([
    db
      .select({
        comment: comments,
        username: users.username,
        link: memories.shareableLink,
        title: memories.title,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .innerJoin(memories, eq(memories.id, comments.memoryId))
      .where(inArray(comments.id, ids)),
    db
      .select({ id: empathies.commentId, n: count() })
      .from(empathies)
      .where(inArray(empathies.commentId, ids))
      .groupBy(empathies.commentId),
    db
      .select({ id: feedback.commentId, n: count() })
      .from(feedback)
      .where(inArray(feedback.commentId, ids))
      .groupBy(feedback.commentId),
    db
      .select({ id: traumaAcks.commentId, n: count() })
      .from(traumaAcks)
      .where(inArray(traumaAcks.commentId, ids))
      .groupBy(traumaAcks.commentId),
    openReviewRequests(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.comment.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const counts = {
      memory: row.link,
      created_at: row.comment.createdAt.toISOString(),
      count_empathies: empathyCounts.find((e) => e.id === id)?.n ?? 0,
      count_users_given_feedback: feedbackCounts.find((e) => e.id === id)?.n ?? 0,
      count_traumas: traumaCounts.find((e) => e.id === id)?.n ?? 0,
      memory_title: row.title,
      moderation: row.comment.userId === viewerId ? moderationState(row.comment, reviewed.has(id)) : null,
    };
    // The specification's names (community §3 "Comment"): a comment's author is `user`; a
    // private comment is `private_comment_id` / `private_comment_str` by `commented_by`.
    const comment = row.comment.isPrivate
      ? {
          private_comment_id: id,
          private_comment_str: row.comment.content,
          commented_by: { username: row.username },
          ...counts,
        }
      : { id, content: row.comment.content, user: { username: row.username }, ...counts };
    return [comment];
  });
}

/** A table of rows that belong to one member: an `id` and the member's `userId`. */
type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/**
 * Deletes the caller's own row `id` of `table`: 404 with the refusal `missing` when there is none
 * (someone else's row is not theirs to know about), and, for an `undone` kind of write, withdraws
 * what the row had notified (the domain core's `withdrawalOf`, read from the row's memory, comment
 * and tag).
 */
export async function deleteOwned<T extends OwnedTable>(
  db: DbOrTx,
  table: T,
  id: number,
  viewer: Viewer,
  missing: RefusalName,
  undone?: UndoneWrite<number, number>['kind'],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = (await tx
      .delete(table)
      .where(and(eq(table.id, id), eq(table.userId, viewer.id)))
      .returning()) as { memoryId: number; commentId?: number | null; memoryTagId?: number }[];
    if (removed === undefined) throw refuse(missing);
    if (undone === undefined) return;
    const write = {
      kind: undone,
      by: viewer.id,
      memory: removed.memoryId,
      comment_id: removed.commentId ?? null,
      memory_tag_id: removed.memoryTagId ?? 0,
    } as UndoneWrite<number, number>;
    await withdraw(tx, withdrawalOf(write));
  });
}

/** One page of the comments matching `where` (with their memory joined), in `order`, in the wire shape. */
export async function commentPage(
  db: DbOrTx,
  list: 'comments' | 'meTooComments',
  where: SQL | undefined,
  order: SQL,
  page: number | undefined,
  viewerId: number | null,
) {
  const p = pageWindow(list, page);
  // A comment a moderator hid is gone from every list for everyone but its writer.
  const visible = and(where, commentNotHiddenFrom(viewerId));
  const [total] = await db
    .select({ n: count() })
    .from(comments)
    .innerJoin(memories, eq(memories.id, comments.memoryId))
    .where(visible);
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .innerJoin(memories, eq(memories.id, comments.memoryId))
    .where(visible)
    .orderBy(order)
    .limit(p.limit)
    .offset(p.offset);
  const results = await serializeComments(
    db,
    rows.map((r) => r.id),
    viewerId,
  );
  return pageAnswer(list, results, total?.n ?? 0, p.page);
}
