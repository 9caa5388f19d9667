import { and, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';

import type { AppContext, AppEnv, Viewer } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { comments, memories, memoryTags, notifications, users } from '../db/schema.ts';
import { moderationWire } from '../moderation/notify.ts';
import { bumpVersion } from '../notify.ts';
import { commentNotHiddenFrom, memoryNotHiddenFrom } from '../privacy.ts';
import { NotificationEvent, Privacy } from '@childhood-memories/api-client';
import {
  GROUPED_EVENTS,
  GROUPING_WINDOW,
  groupNotifications,
  groupResonanceNotifications,
  pageAnswer,
  pageOf,
  pageWindow,
  unreadRowCount,
  wireNotification,
  type NotificationFacts,
} from '@childhood-memories/api-client/domain';
import { route } from './define.ts';

const originators = alias(users, 'originators');

/**
 * A member's notifications whose memory (and comment) they can still read, newest first: not Only
 * me unless theirs, and not hidden by a moderator unless theirs. A reporter's `report_reviewed`
 * carries nothing of the item, so it stays whatever became of the item.
 */
function visibleTo(viewerId: number) {
  return and(
    eq(notifications.recipientId, viewerId),
    or(
      eq(notifications.eventType, NotificationEvent.ReportReviewed),
      and(
        or(ne(memories.privacy, Privacy.OnlyMe), eq(memories.userId, viewerId)),
        memoryNotHiddenFrom(viewerId),
        or(isNull(comments.id), commentNotHiddenFrom(viewerId)),
      ),
    ),
  );
}

async function loadNotifications(
  db: DbOrTx,
  viewerId: number,
  options: { events?: readonly NotificationEvent[]; limit: number; offset: number },
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
    .leftJoin(originators, eq(originators.id, notifications.originatorId))
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
  only: 'all' | 'unseen',
  events?: readonly NotificationEvent[],
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .innerJoin(memories, eq(memories.id, notifications.memoryId))
    .leftJoin(comments, eq(comments.id, notifications.commentId))
    .where(
      and(
        visibleTo(viewerId),
        only === 'unseen' ? eq(notifications.isSeen, false) : undefined,
        events ? inArray(notifications.eventType, events) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** A loaded row as the domain's rules read it. */
function factsOf(row: Loaded): NotificationFacts {
  const { n } = row;
  return {
    id: n.id,
    event_type: n.eventType as NotificationFacts['event_type'],
    originator: row.originator ?? '',
    created_at: n.createdAt.toISOString(),
    is_read: n.isRead,
    is_seen: n.isSeen,
    memory: row.link,
    memory_title: row.title,
    memory_description: row.description,
    comment_id: n.commentId,
    comment_content: row.comment,
    reaction_option_id: n.reactionOptionId as NotificationFacts['reaction_option_id'],
    feedback_labels: n.feedbackLabels,
    memory_tag_label: row.tagLabel,
  };
}

/**
 * The header's unread number: the bell's rows with an unread notification (api-client's
 * `unreadRowCount`: a group or a 'me too' entry counts once), read from the unread notifications
 * alone, at most a grouping window of them.
 */
async function unreadRows(db: DbOrTx, viewerId: number): Promise<number> {
  const rows = await db
    .select({
      id: notifications.id,
      eventType: notifications.eventType,
      originatorId: notifications.originatorId,
      memoryId: notifications.memoryId,
      commentId: notifications.commentId,
    })
    .from(notifications)
    .innerJoin(memories, eq(memories.id, notifications.memoryId))
    .leftJoin(comments, eq(comments.id, notifications.commentId))
    .where(and(visibleTo(viewerId), eq(notifications.isRead, false)))
    .orderBy(desc(notifications.id))
    .limit(GROUPING_WINDOW);
  // Ids stand for the link and the name: the same memory or member is the same row either way.
  return unreadRowCount(
    rows.map((row) => ({
      id: row.id,
      event_type: row.eventType as NotificationFacts['event_type'],
      originator: String(row.originatorId ?? ''),
      memory: String(row.memoryId),
      comment_id: row.commentId,
      is_read: false,
    })),
  );
}

/** The member's totals every page carries: the badge's unseen and the header's unread rows. */
async function totals(db: DbOrTx, viewerId: number) {
  const [unseen, unread] = await Promise.all([
    countVisible(db, viewerId, 'unseen'),
    unreadRows(db, viewerId),
  ]);
  return { unseen_count: unseen, unread_count: unread };
}

/**
 * Answers 304 when the poll's `If-None-Match` names the member's current notifications
 * version; otherwise sets the ETag. One primary-key read decides, from the database itself, not
 * the process's member cache: with several processes, a write on one must never get a stale 304
 * from another while the change notice is on its way.
 */
async function conditional(c: AppContext, viewer: Viewer, name: string, page = 1): Promise<Response | null> {
  const [row] = await c
    .get('deps')
    .db.select({ version: users.notificationsVersion })
    .from(users)
    .where(eq(users.id, viewer.id));
  const version = row?.version ?? viewer.notificationsVersion;
  // Only parsed values go into the header: a raw query could carry a NUL or a line break.
  const etag = `W/"${name}-${viewer.id}-${version}-${page}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', 'private, no-cache');
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim() === etag)) {
    return c.body(null, 304, { ETag: etag, 'Cache-Control': 'private, no-cache' });
  }
  return null;
}

export function registerNotificationRoutes(app: Hono<AppEnv>): void {
  route(app, 'listNotifications', async (c, { viewer, query }) => {
    const cached = await conditional(c, viewer, 'list', query.page);
    if (cached) return cached;
    const { db } = c.get('deps');
    const p = pageWindow('notifications', query.page);
    const [rows, total, counts] = await Promise.all([
      loadNotifications(db, viewer.id, { limit: p.limit, offset: p.offset }),
      countVisible(db, viewer.id, 'all'),
      totals(db, viewer.id),
    ]);
    return {
      ...pageAnswer(
        'notifications',
        rows.map((row) => moderationWire(wireNotification(factsOf(row)), row.n.moderation)),
        total,
        p.page,
      ),
      ...counts,
    };
  });

  route(app, 'listGroupedNotifications', async (c, { viewer, query }) => {
    const cached = await conditional(c, viewer, 'grouped', query.page);
    if (cached) return cached;
    const { db } = c.get('deps');
    const [rows, counts] = await Promise.all([
      loadNotifications(db, viewer.id, { events: GROUPED_EVENTS, limit: GROUPING_WINDOW, offset: 0 }),
      totals(db, viewer.id),
    ]);
    return {
      ...pageOf('groupedNotifications', groupNotifications(rows.map(factsOf)), query.page),
      ...counts,
    };
  });

  route(app, 'listResonanceNotifications', async (c, { viewer, query }) => {
    const cached = await conditional(c, viewer, 'resonance', query.page);
    if (cached) return cached;
    const { db } = c.get('deps');
    const [rows, counts] = await Promise.all([
      loadNotifications(db, viewer.id, {
        events: [NotificationEvent.NewResonance],
        limit: GROUPING_WINDOW,
        offset: 0,
      }),
      totals(db, viewer.id),
    ]);
    return {
      ...pageOf('resonanceNotifications', groupResonanceNotifications(rows.map(factsOf)), query.page),
      ...counts,
    };
  });

  route(app, 'getUnseenNotificationCount', async (c, { viewer }) => {
    const cached = await conditional(c, viewer, 'unseen');
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

  route(app, 'markAllNotificationsRead', async (c, { viewer, body }) => {
    await c.get('deps').db.transaction(async (tx) => {
      const changed = await tx
        .update(notifications)
        .set({ isRead: true, isSeen: true })
        .where(
          and(
            eq(notifications.recipientId, viewer.id),
            eq(notifications.isRead, false),
            body.up_to === undefined ? undefined : lte(notifications.id, body.up_to),
          ),
        )
        .returning({ id: notifications.id });
      if (changed.length > 0) await bumpVersion(tx, [viewer.id]);
    });
  });
}
