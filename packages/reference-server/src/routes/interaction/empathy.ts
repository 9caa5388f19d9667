import { NOT_FOUND_TEXTS } from '@childhood-memories/api-client';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { empathies, traumaAcks } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { notifyOf } from '../../notify.ts';
import { route } from '../define.ts';
import { deleteOwned, memoryByLink, visibleComment, type MemoryRow, type CommentRow } from './shared.ts';

/** Empathy on a memory or comment, and 'me too' on a comment (a trauma acknowledgement). */
export function registerEmpathyRoutes(app: Hono<AppEnv>): void {
  route(app, 'createEmpathy', async (c, { viewer, body }) => {
    return c.get('deps').db.transaction(async (tx) => {
      let memory: MemoryRow;
      let comment: CommentRow | null = null;
      if (body.comment_id === '') {
        memory = await memoryByLink(tx, body.shareable_link, viewer.id);
      } else {
        ({ memory, comment } = await visibleComment(tx, body.comment_id, viewer.id));
        if (memory.shareableLink !== body.shareable_link) throw notFound(NOT_FOUND_TEXTS.comment);
      }
      const [created] = await tx
        .insert(empathies)
        .values({ userId: viewer.id, memoryId: memory.id, commentId: comment?.id ?? null })
        .onConflictDoNothing()
        .returning({ id: empathies.id });
      if (created) {
        await notifyOf(
          tx,
          comment
            ? {
                kind: 'commentEmpathy',
                by: viewer.id,
                commentWriter: comment.userId,
                memory: memory.id,
                comment_id: comment.id,
              }
            : { kind: 'memoryEmpathy', by: viewer.id, memoryWriter: memory.userId, memory: memory.id },
        );
        return { data: { empathy_id: created.id } };
      }
      const [existing] = await tx
        .select({ id: empathies.id })
        .from(empathies)
        .where(
          and(
            eq(empathies.userId, viewer.id),
            comment
              ? eq(empathies.commentId, comment.id)
              : and(eq(empathies.memoryId, memory.id), isNull(empathies.commentId)),
          ),
        );
      return { data: { empathy_id: existing?.id ?? 0 } };
    });
  });

  route(app, 'deleteEmpathy', async (c, { viewer, body }) => {
    await deleteOwned(c.get('deps').db, empathies, body.empathy_id, viewer, 'empathyNotFound', 'empathy');
  });

  route(app, 'createTrauma', async (c, { viewer, body }) => {
    const { db } = c.get('deps');
    const { comment, memory } = await visibleComment(db, body.comment_id, viewer.id);
    if (memory.shareableLink !== body.shareable_link) throw notFound(NOT_FOUND_TEXTS.comment);
    // One statement whether or not the member already said "me too": a conflict touches the
    // existing row so `returning` gives its id.
    const [row] = await db
      .insert(traumaAcks)
      .values({ userId: viewer.id, commentId: comment.id })
      .onConflictDoUpdate({
        target: [traumaAcks.userId, traumaAcks.commentId],
        set: { userId: sql`excluded.user_id` },
      })
      .returning({ id: traumaAcks.id });
    if (!row) throw new Error('insert returned no row');
    return { data: { trauma_id: row.id } };
  });

  route(app, 'deleteTrauma', async (c, { viewer, body }) => {
    await deleteOwned(c.get('deps').db, traumaAcks, body.trauma_id, viewer, 'meTooNotFound');
  });
}
