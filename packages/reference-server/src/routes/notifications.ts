import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';

import type { AppContext, AppEnv, Viewer } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { comments, memories, memoryTags, notifications, users } from '../db/schema.ts';
import { bumpVersion, EVENTS } from '../notify.ts';
import { Privacy } from '@childhood-memories/api-client';
import { paged, paging, route } from './define.ts';

/** Notifications (or groups) per page. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** How far back grouping looks: the newest notifications of a member. */
export const GROUPING_WINDOW = 1000;

const originators = alias(users, 'originators');

/** A member's notifications whose memory they can still read, newest first. */
function visibleTo(viewerId: number) {
  return and(
    eq(notifications.recipientId, viewerId),
    or(ne(memories.privacy, Privacy.OnlyMe), eq(memories.userId, viewerId)),
  );
}

async function loadNotifications(
  db: DbOrTx,
  viewerId: number,
  options: { events?: string[]; limit: number; offset: number },
) {
  return db
    .select({
      n: notifications,
      originator: originators.username,
      link: memories.shareableLink,
      title: memories.title,
      description: memories.description,
      comment: comments.content,
      tagLabel: memoryTags.label,
    })
    .from(notifications)
    .innerJoin(memories, eq(memories.id, notifications.memoryId))
    .innerJoin(originators, eq(originators.id, notifications.originatorId))
    .leftJoin(comments, eq(comments.id, notifications.commentId))
    .leftJoin(memoryTags, eq(memoryTags.id, notifications.memoryTagId))
    .where(
      and(visibleTo(viewerId), options.events ? inArray(notifications.eventType, options.events) : undefined),
    )
    .orderBy(desc(notifications.id))
    .limit(options.limit)
    .offset(options.offset);
}

type Loaded = Awaited<ReturnType<typeof loadNotifications>>[number];

async function countVisible(
  db: DbOrTx,
  viewerId: number,
  only: 'all' | 'unseen' | 'unread',
  events?: string[],
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .innerJoin(memories, eq(memories.id, notifications.memoryId))
    .where(
      and(
        visibleTo(viewerId),
        only === 'unseen' ? eq(notifications.isSeen, false) : undefined,
        only === 'unread' ? eq(notifications.isRead, false) : undefined,
        events ? inArray(notifications.eventType, events) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

function wire(row: Loaded) {
  const { n } = row;
  const data: Record<string, unknown> = {
    memory: row.link,
    memory_title: row.title,
    memory_description: row.description,
  };
  if (n.commentId !== null) {
    data.comment_id = n.commentId;
    if (row.comment !== null) data.comment_content = row.comment;
  }
  if (n.eventType === EVENTS.newReaction) data.memory_reacted = row.link;
  if (n.reactionOptionId !== null) data.reaction_option_id = n.reactionOptionId;
  if (n.feedbackLabels !== null) data.feedback_labels = n.feedbackLabels;
  if (n.eventType === EVENTS.newResonance) {
    data.memory_resonated = row.link;
    if (row.tagLabel !== null) data.memory_tag_label = row.tagLabel;
  }
  return {
    id: n.id,
    event_type: n.eventType,
    originator: row.originator,
    created_at: n.createdAt.toISOString(),
    // As the specification shows it (community §3 "Notification"): 0 means not yet.
    status: { is_read: n.isRead ? 1 : 0, is_seen: n.isSeen ? 1 : 0 },
    data,
  };
}

/** The member's totals every page carries: the badge's unseen and the header's unread. */
async function totals(db: DbOrTx, viewerId: number) {
  const [unseen, unread] = await Promise.all([
    countVisible(db, viewerId, 'unseen'),
    countVisible(db, viewerId, 'unread'),
  ]);
  return { unseen_count: unseen, unread_count: unread };
}

/**
 * Answers 304 when the poll's `If-None-Match` names the member's current notifications
 * version; otherwise sets the ETag. One primary-key read (done by the auth step) decides.
 */
function conditional(c: AppContext, viewer: Viewer, name: string, page = 1): Response | null {
  // Only parsed values go into the header: a raw query could carry a NUL or a line break.
  const etag = `W/"${name}-${viewer.id}-${viewer.notificationsVersion}-${page}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', 'private, no-cache');
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim() === etag)) {
    return c.body(null, 304, { ETag: etag, 'Cache-Control': 'private, no-cache' });
  }
  return null;
}

const GROUP_OF: Record<string, (row: Loaded) => { group: string; key: string } | null> = {
  [EVENTS.empathizedMemory]: (row) => ({ group: 'empathy', key: `m${row.n.memoryId}` }),
  [EVENTS.empathizedComment]: (row) => ({ group: 'empathy_comments', key: `c${row.n.commentId}` }),
  [EVENTS.newReaction]: (row) => ({ group: 'reactions', key: `m${row.n.memoryId}` }),
  [EVENTS.feedbackGiven]: (row) =>
    row.n.commentId === null
      ? { group: 'memory_feedback', key: `m${row.n.memoryId}` }
      : { group: 'comment_feedback', key: `c${row.n.commentId}` },
};

export function registerNotificationRoutes(app: Hono<AppEnv>): void {
  route(app, 'listNotifications', async (c, { viewer, query }) => {
    const cached = conditional(c, viewer, 'list', query.page);
    if (cached) return cached;
    const { db } = c.get('deps');
    const p = paging(query.page, NOTIFICATION_PAGE_SIZE);
    const [rows, total, counts] = await Promise.all([
      loadNotifications(db, viewer.id, { limit: p.limit, offset: p.offset }),
      countVisible(db, viewer.id, 'all'),
      totals(db, viewer.id),
    ]);
    return { ...paged(rows.map(wire), total, p.page, NOTIFICATION_PAGE_SIZE), ...counts };
  });

  route(app, 'listGroupedNotifications', async (c, { viewer, query }) => {
    const cached = conditional(c, viewer, 'grouped', query.page);
    if (cached) return cached;
    const { db } = c.get('deps');
    const events = Object.keys(GROUP_OF);
    const [rows, counts] = await Promise.all([
      loadNotifications(db, viewer.id, { events, limit: GROUPING_WINDOW, offset: 0 }),
      totals(db, viewer.id),
    ]);
    const groups = new Map<string, { rows: Loaded[]; group: string }>();
    for (const row of rows) {
      const of = GROUP_OF[row.n.eventType]?.(row);
      if (!of) continue;
      const id = `${of.group}:${of.key}`;
      const entry = groups.get(id) ?? { rows: [], group: of.group };
      entry.rows.push(row);
      groups.set(id, entry);
    }
    const all = [...groups.values()].map(({ rows: members, group }) => {
      const newest = members[0] as Loaded;
      const people = new Set(members.map((m) => m.originator));
      const labels = [...new Set(members.flatMap((m) => m.n.feedbackLabels ?? []))];
      return {
        group,
        last_originator: newest.originator,
        others: people.size - 1,
        description: newest.description,
        memory_title: newest.title,
        shareable_link: newest.link,
        notification_ids: members.map((m) => m.n.id),
        feedback_label: labels,
        comment_id: newest.n.commentId,
        comment_content: newest.comment ?? '',
        reaction_option_id: group === 'reactions' ? newest.n.reactionOptionId : null,
        is_read: members.every((m) => m.n.isRead),
        is_seen: members.every((m) => m.n.isSeen),
        created_at: newest.n.createdAt.toISOString(),
      };
    });
    const p = paging(query.page, NOTIFICATION_PAGE_SIZE);
    return {
      ...paged(all.slice(p.offset, p.offset + p.limit), all.length, p.page, NOTIFICATION_PAGE_SIZE),
      ...counts,
    };
  });

  route(app, 'listResonanceNotifications', async (c, { viewer, query }) => {
    const cached = conditional(c, viewer, 'resonance', query.page);
    if (cached) return cached;
    const { db } = c.get('deps');
    const [rows, counts] = await Promise.all([
      loadNotifications(db, viewer.id, { events: [EVENTS.newResonance], limit: GROUPING_WINDOW, offset: 0 }),
      totals(db, viewer.id),
    ]);
    const groups = new Map<string, Loaded[]>();
    for (const row of rows) {
      const id = `${row.n.originatorId}:${row.n.memoryId}`;
      groups.set(id, [...(groups.get(id) ?? []), row]);
    }
    const all = [...groups.values()].map((members) => {
      const newest = members[0] as Loaded;
      return {
        originator: newest.originator,
        shareable_link: newest.link,
        resonance_labels: [...new Set(members.flatMap((m) => (m.tagLabel ? [m.tagLabel] : [])))],
        notif_ids: members.map((m) => m.n.id),
        memory_description: newest.description,
        memory_title: newest.title,
        is_read: members.every((m) => m.n.isRead),
        is_seen: members.every((m) => m.n.isSeen),
        created_at: newest.n.createdAt.toISOString(),
      };
    });
    const p = paging(query.page, NOTIFICATION_PAGE_SIZE);
    return {
      ...paged(all.slice(p.offset, p.offset + p.limit), all.length, p.page, NOTIFICATION_PAGE_SIZE),
      ...counts,
    };
  });

  route(app, 'getUnseenNotificationCount', async (c, { viewer }) => {
    const cached = conditional(c, viewer, 'unseen');
    if (cached) return cached;
    return { unseen_count: await countVisible(c.get('deps').db, viewer.id, 'unseen') };
  });

  route(app, 'markAllNotificationsSeen', async (c, { viewer }) => {
    await c.get('deps').db.transaction(async (tx) => {
      const changed = await tx
        .update(notifications)
        .set({ isSeen: true })
        .where(and(eq(notifications.recipientId, viewer.id), eq(notifications.isSeen, false)))
        .returning({ id: notifications.id });
      if (changed.length > 0) await bumpVersion(tx, [viewer.id]);
    });
  });

  route(app, 'markNotificationsRead', async (c, { viewer, body }) => {
    await c.get('deps').db.transaction(async (tx) => {
      const changed = await tx
        .update(notifications)
        .set({ isRead: true, isSeen: true })
        .where(
          and(eq(notifications.recipientId, viewer.id), inArray(notifications.id, body.notification_ids)),
        )
        .returning({ id: notifications.id });
      if (changed.length > 0) await bumpVersion(tx, [viewer.id]);
    });
  });
}
