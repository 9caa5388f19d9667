import { canonicalPraiseLabels, NotificationEvent, NOT_FOUND_TEXTS } from '@childhood-memories/api-client';
import { mayPraise } from '@childhood-memories/api-client/domain';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { feedback, feedbackOptions } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { bumpNotificationsOfMemory } from '../../memory-write.ts';
import { notifyOf } from '../../notify.ts';
import { route } from '../define.ts';
import { deleteOwned, memoryByLink, visibleComment, type MemoryRow, type CommentRow } from './shared.ts';

/** Feedback labels checked against the praise options with api-client's `canonicalPraiseLabels`. */
async function canonicalLabels(db: DbOrTx, labels: string[]): Promise<string[]> {
  const options = await db.select({ label: feedbackOptions.label }).from(feedbackOptions);
  const canonical = canonicalPraiseLabels(
    labels,
    options.map((option) => option.label),
  );
  if (canonical.problem !== undefined) throw badRequest(canonical.problem);
  return canonical.labels;
}

/** Praise on a memory or a comment: labels from the praise options, one praise per member. */
export function registerFeedbackRoutes(app: Hono<AppEnv>): void {
  route(app, 'createFeedback', async (c, { viewer, query }) => {
    return c.get('deps').db.transaction(async (tx) => {
      const labels = await canonicalLabels(tx, query.feedback);
      let memory: MemoryRow;
      let comment: CommentRow | null = null;
      if (query.comment_id !== undefined) {
        ({ memory, comment } = await visibleComment(tx, query.comment_id, viewer.id));
        mayPraise('comment', comment.userId === viewer.id);
      } else {
        memory = await memoryByLink(tx, query.shareable_link ?? '', viewer.id);
        mayPraise('memory', memory.userId === viewer.id);
      }
      const [created] = await tx
        .insert(feedback)
        .values({ userId: viewer.id, memoryId: memory.id, commentId: comment?.id ?? null, labels })
        .onConflictDoNothing()
        .returning({ id: feedback.id });
      let feedbackId = created?.id ?? 0;
      if (!created) {
        // Praise given before: the new labels replace the old ones, and so does its notification.
        const [existing] = await tx
          .update(feedback)
          .set({ labels })
          .where(
            and(
              eq(feedback.userId, viewer.id),
              comment
                ? eq(feedback.commentId, comment.id)
                : and(eq(feedback.memoryId, memory.id), isNull(feedback.commentId)),
            ),
          )
          .returning({ id: feedback.id });
        feedbackId = existing?.id ?? 0;
      }
      await notifyOf(
        tx,
        comment
          ? {
              kind: 'commentPraise',
              by: viewer.id,
              commentWriter: comment.userId,
              memory: memory.id,
              comment_id: comment.id,
              labels,
            }
          : { kind: 'memoryPraise', by: viewer.id, memoryWriter: memory.userId, memory: memory.id, labels },
      );
      return { feedback_id: feedbackId, labels };
    });
  });

  route(app, 'updateFeedback', async (c, { viewer, query }) => {
    return c.get('deps').db.transaction(async (tx) => {
      const labels = await canonicalLabels(tx, query.feedback);
      const memory = await memoryByLink(tx, query.shareable_link, viewer.id);
      const [updated] = await tx
        .update(feedback)
        .set({ labels })
        .where(
          and(
            eq(feedback.id, query.feedback_id),
            eq(feedback.userId, viewer.id),
            eq(feedback.memoryId, memory.id),
          ),
        )
        .returning();
      if (!updated) throw notFound(NOT_FOUND_TEXTS.praise);
      await tx.execute(
        sql`update notifications set feedback_labels = ${JSON.stringify(labels)}::jsonb
            where originator_id = ${viewer.id} and event_type = ${NotificationEvent.FeedbackGiven} and memory_id = ${memory.id}
            and comment_id is not distinct from ${updated.commentId}`,
      );
      await bumpNotificationsOfMemory(tx, memory.id);
      return { feedback_id: updated.id, labels };
    });
  });

  route(app, 'deleteFeedback', async (c, { viewer, query }) => {
    await deleteOwned(c.get('deps').db, feedback, query.feedback_id, viewer, 'praiseNotFound', 'praise');
  });

  route(app, 'getUserFeedback', async (c, { viewer, query }) => {
    const { db } = c.get('deps');
    let condition: SQL;
    if (query.comment_id !== undefined) {
      const { comment } = await visibleComment(db, query.comment_id, viewer.id);
      condition = eq(feedback.commentId, comment.id);
    } else {
      const memory = await memoryByLink(db, query.shareable_link ?? '', viewer.id);
      condition = eq(feedback.memoryId, memory.id);
    }
    const rows = await db
      .select()
      .from(feedback)
      .where(and(eq(feedback.userId, viewer.id), condition))
      .orderBy(asc(feedback.id));
    return {
      feedback_list: rows.map((row) => ({
        feedback_id: row.id,
        labels: row.labels,
        comment_id: row.commentId,
      })),
    };
  });
}
