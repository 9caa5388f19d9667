import { NOT_FOUND_TEXTS } from '@childhood-memories/api-client';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { reportReasons, reports } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { route } from '../define.ts';
import { memoryByLink, visibleComment } from './shared.ts';

/** Reports of a memory or a comment, with a listed reason. */
export function registerReportRoutes(app: Hono<AppEnv>): void {
  route(app, 'sendReport', async (c, { viewer, body }) => {
    const { db } = c.get('deps');
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
    await db.insert(reports).values({
      userId: viewer.id,
      memoryId: memory.id,
      commentId,
      reasonId: reason.id,
      remark: reason.isOther ? remark : '',
    });
    return c.body(null, 201);
  });
}
