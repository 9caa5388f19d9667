import {
  MODERATION_PAGE_SIZE,
  Privacy,
  type ModerationQueueItem,
  type ModerationQueueSort,
  type Paged,
} from '@childhood-memories/api-client';
import { reasonSuggestsRisk } from '@childhood-memories/api-client/reference-data';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';

import type { DbOrTx } from '../db/client.ts';
import { comments, memories, reportReasons, reports, reviewRequests, users } from '../db/schema.ts';

/*
 * The moderation queue (ours): every memory or comment with open reports or an open review
 * request, one item each, newest report or request first (or most reporters first), 20 a page.
 * Reporters are counted, never named.
 */

/** A page's window of the queue or the audit log (page 1 when none is asked). */
export function moderationWindow(page: number | undefined): { page: number; limit: number; offset: number } {
  const current = page !== undefined && Number.isInteger(page) && page >= 1 ? page : 1;
  return { page: current, limit: MODERATION_PAGE_SIZE, offset: (current - 1) * MODERATION_PAGE_SIZE };
}

/** The `Paged` envelope of a moderation list. */
export function moderationPage<T>(results: T[], total: number, page: number): Paged<T> {
  return { results, count: total, total_pages: Math.ceil(total / MODERATION_PAGE_SIZE), page };
}

/** The open items, grouped: one row per memory or comment, with its reporters and its latest open report or request. */
function openItems(db: DbOrTx) {
  const openReports = db
    .select({
      memoryId: sql<number>`${reports.memoryId}`.as('memory_id'),
      commentId: sql<number | null>`${reports.commentId}`.as('comment_id'),
      reporter: sql<number | null>`${reports.userId}`.as('reporter'),
      at: sql<Date>`${reports.createdAt}`.as('at'),
    })
    .from(reports)
    .where(and(eq(reports.status, 'open'), sql`${reports.memoryId} is not null`));
  const openRequests = db
    .select({
      memoryId: sql<number>`${reviewRequests.memoryId}`.as('memory_id'),
      commentId: sql<number | null>`${reviewRequests.commentId}`.as('comment_id'),
      reporter: sql<number | null>`null::int`.as('reporter'),
      at: sql<Date>`${reviewRequests.createdAt}`.as('at'),
    })
    .from(reviewRequests)
    .where(eq(reviewRequests.status, 'open'));
  const open = unionAll(openReports, openRequests).as('open_items');
  return db
    .select({
      memoryId: open.memoryId,
      commentId: open.commentId,
      reporters: sql<number>`count(distinct ${open.reporter})::int`.as('reporters'),
      lastAt: sql<Date>`max(${open.at})`.as('last_at'),
    })
    .from(open)
    .groupBy(open.memoryId, open.commentId);
}

const commentAuthors = alias(users, 'comment_authors');

/** One page of the queue, in the wire shape. */
export async function moderationQueue(
  db: DbOrTx,
  sort: ModerationQueueSort,
  page: number | undefined,
): Promise<Paged<ModerationQueueItem>> {
  const window = moderationWindow(page);
  const grouped = openItems(db).as('grouped');
  const newest = [desc(grouped.lastAt), desc(grouped.memoryId), sql`${grouped.commentId} desc nulls first`];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(grouped)
      .orderBy(...(sort === 'most_reported' ? [desc(grouped.reporters), ...newest] : newest))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(grouped),
  ]);
  const memoryIds = [...new Set(rows.map((row) => row.memoryId))];
  const commentIds = rows.flatMap((row) => (row.commentId === null ? [] : [row.commentId]));
  if (memoryIds.length === 0) return moderationPage([], total?.n ?? 0, window.page);
  const [memoryRows, commentRows, reportRows, requestRows] = await Promise.all([
    db
      .select({ memory: memories, author: users.username })
      .from(memories)
      .innerJoin(users, eq(users.id, memories.userId))
      .where(inArray(memories.id, memoryIds)),
    commentIds.length === 0
      ? []
      : db
          .select({ comment: comments, author: commentAuthors.username })
          .from(comments)
          .innerJoin(commentAuthors, eq(commentAuthors.id, comments.userId))
          .where(inArray(comments.id, commentIds)),
    db
      .select({
        memoryId: reports.memoryId,
        commentId: reports.commentId,
        userId: reports.userId,
        reasonId: reports.reasonId,
        reason: reportReasons.reason,
        remark: reports.remark,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .leftJoin(reportReasons, eq(reportReasons.id, reports.reasonId))
      .where(and(eq(reports.status, 'open'), inArray(reports.memoryId, memoryIds)))
      .orderBy(desc(reports.createdAt), desc(reports.id)),
    db
      .select()
      .from(reviewRequests)
      .where(and(eq(reviewRequests.status, 'open'), inArray(reviewRequests.memoryId, memoryIds)))
      .orderBy(asc(reviewRequests.id)),
  ]);
  const memoryById = new Map(memoryRows.map((row) => [row.memory.id, row]));
  const commentById = new Map(commentRows.map((row) => [row.comment.id, row]));
  const results = rows.flatMap((row): ModerationQueueItem[] => {
    const found = memoryById.get(row.memoryId);
    if (!found) return [];
    const { memory } = found;
    const commentRow = row.commentId === null ? undefined : commentById.get(row.commentId);
    if (row.commentId !== null && !commentRow) return [];
    const sameItem = (item: { memoryId: number | null; commentId: number | null }) =>
      item.memoryId === row.memoryId && item.commentId === row.commentId;
    const open = reportRows.filter(sameItem);
    const request = requestRows.find(sameItem);
    // An Only-me memory is its writer's alone, even in the queue: the moderator sees that it is there.
    const readable = memory.privacy !== Privacy.OnlyMe;
    const reasons = new Map<number, { reason_id: number; reason: string; count: number }>();
    for (const report of open) {
      const entry = reasons.get(report.reasonId) ?? {
        reason_id: report.reasonId,
        reason: report.reason ?? '',
        count: 0,
      };
      entry.count += 1;
      reasons.set(report.reasonId, entry);
    }
    const hiddenOf = commentRow ? commentRow.comment : memory;
    return [
      {
        key: commentRow ? `comment:${commentRow.comment.id}` : `memory:${memory.shareableLink}`,
        kind: commentRow ? 'comment' : 'memory',
        memory: {
          shareable_link: memory.shareableLink,
          hash_id: memory.hashId,
          author: found.author,
          created: memory.createdAt.toISOString(),
          privacy: memory.privacy,
          readable,
          title: readable ? memory.title : '',
          description: readable ? memory.description : '',
          sensitive_topics: readable ? memory.sensitiveTopics : [],
        },
        comment: commentRow
          ? {
              id: commentRow.comment.id,
              author: commentRow.author,
              content: readable ? commentRow.comment.content : '',
              created_at: commentRow.comment.createdAt.toISOString(),
            }
          : null,
        reporters: row.reporters,
        reasons: [...reasons.values()].sort((a, b) => b.count - a.count || a.reason_id - b.reason_id),
        remarks: open.flatMap((report) => (report.remark === '' ? [] : [report.remark])),
        at_risk: open.some((report) => reasonSuggestsRisk(report.reasonId)),
        first_reported_at: open.length === 0 ? null : (open.at(-1)?.createdAt.toISOString() ?? null),
        last_reported_at: open[0]?.createdAt.toISOString() ?? null,
        hidden:
          hiddenOf.hiddenAt === null
            ? null
            : {
                reason: hiddenOf.hiddenReason ?? 'other',
                note: hiddenOf.hiddenNote,
                hidden_at: hiddenOf.hiddenAt.toISOString(),
              },
        review_request: request
          ? { message: request.message, created_at: request.createdAt.toISOString() }
          : null,
      },
    ];
  });
  return moderationPage(results, total?.n ?? 0, window.page);
}
