import { createHash } from 'node:crypto';
import type { Hono } from 'hono';

import type { AppEnv } from '../context.ts';
import { moderate, moderationLogPage, requestReview } from '../moderation/actions.ts';
import { moderationQueue } from '../moderation/queue.ts';
import { requireModerator } from '../moderation/role.ts';
import { route } from './define.ts';

/**
 * The moderation routes (ours, issue 31): the queue, the actions and the audit log for
 * moderators (a member gets 403), and the writer's request for a review of their hidden item.
 */
export function registerModerationRoutes(app: Hono<AppEnv>): void {
  route(app, 'listModerationQueue', async (c, { viewer, query }) => {
    const { db } = c.get('deps');
    await requireModerator(db, viewer.id);
    const sort = query.sort ?? 'newest';
    const page = await moderationQueue(db, sort, query.page);
    // The ETag is the page's own digest: any report, request, action or edit of a reported item
    // that changes what the page shows changes it, on any process, with no version to keep.
    const json = JSON.stringify(page);
    const digest = createHash('sha256').update(json).digest('base64url').slice(0, 27);
    const etag = `W/"moderation-${sort}-${page.page}-${digest}"`;
    const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
    const match = c.req.header('if-none-match');
    if (match?.split(',').some((tag) => tag.trim() === etag)) return c.body(null, 304, headers);
    return c.body(json, 200, { ...headers, 'Content-Type': 'application/json' });
  });

  route(app, 'moderate', async (c, { viewer, body }) => moderate(c.get('deps').db, viewer, body));

  route(app, 'listModerationLog', async (c, { viewer, query }) => {
    const { db } = c.get('deps');
    await requireModerator(db, viewer.id);
    return moderationLogPage(db, query.page);
  });

  route(app, 'requestReview', async (c, { viewer, body }) => {
    await requestReview(c.get('deps').db, viewer, body);
  });
}
