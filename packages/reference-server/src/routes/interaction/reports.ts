import { NOT_FOUND_TEXTS } from '@childhood-memories/api-client';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { reportReasons, reports } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { RATE_RULES } from '../../rate-limit.ts';
import { route } from '../define.ts';
import { memoryByLink, visibleComment } from './shared.ts';

/**
 * Reports of a memory or a comment, with a listed reason. One open report per member per item: a
 * repeat answers 201 as the first did and stores nothing (the member learns nothing about what
 * is stored). A member may send `REPORTS_PER_HOUR` an hour; past that, 429 with `Retry-After`.
 */
export function registerReportRoutes(app: Hono<AppEnv>): void {
  route(app, 'sendReport', async (c, { viewer, body }) => {
    const { db, limiter } = c.get('deps');
    await limiter.hit('report', String(viewer.id), RATE_RULES.report);
    const memory = await memoryByLink(db, body.memory, viewer.id);
    let commentId: number | null = null;
    if (body.metoo !== null) {
      const { comment, memory: of } = await visibleComment(db, body.metoo, viewer.id);
      if (of.id !== memory.id) throw notFound(NOT_FOUND_TEXTS.comment);
      commentId = comment.id;
    }
    const [reason] = await db.select().from(reportReasons).where(eq(reportReasons.id, body.reason));
    const type = commentId === null ? 1 : 2;
    if (!reason || reason.type !== type) throw badRequest('reason: please choose one of the listed reasons.');
    const remark = body.remark?.trim() ?? '';
    if (reason.isOther && remark === '') throw badRequest('remark: please tell us a little more.');
    await db
      .insert(reports)
      .values({
        userId: viewer.id,
        memoryId: memory.id,
        commentId,
        reasonId: reason.id,
        remark: reason.isOther ? remark : '',
      })
      // The partial unique indexes of open reports: a repeat is a conflict, and stores nothing.
      .onConflictDoNothing();
    return c.body(null, 201);
  });
}
