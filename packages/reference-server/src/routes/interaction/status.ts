import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import {
  empathies,
  feedback,
  memoryTags,
  reactions,
  resonances,
  saves,
  traumaAcks,
} from '../../db/schema.ts';
import { route } from '../define.ts';
import { memoryByLink, visibleComment } from './shared.ts';

/** What the caller has already given a memory or a comment (community §7). */
export function registerStatusRoutes(app: Hono<AppEnv>): void {
  route(app, 'getInteractionStatus', async (c, { viewer, params }) => {
    const { db } = c.get('deps');
    const memory = await memoryByLink(db, params.shareable_link, viewer.id);
    const [empathy] = await db
      .select({ id: empathies.id })
      .from(empathies)
      .where(
        and(eq(empathies.userId, viewer.id), eq(empathies.memoryId, memory.id), isNull(empathies.commentId)),
      );
    const [reaction] = await db
      .select({ id: reactions.id, optionId: reactions.optionId })
      .from(reactions)
      .where(and(eq(reactions.userId, viewer.id), eq(reactions.memoryId, memory.id)));
    const [save] = await db
      .select({ id: saves.id })
      .from(saves)
      .where(and(eq(saves.userId, viewer.id), eq(saves.memoryId, memory.id)));
    const given = await db
      .select({ id: feedback.id })
      .from(feedback)
      .where(
        and(eq(feedback.userId, viewer.id), eq(feedback.memoryId, memory.id), isNull(feedback.commentId)),
      );
    // A join, not correlated subqueries: Drizzle writes columns without their table inside a
    // single-table subquery, so `resonances.memory_tag_id = memory_tags.id` collapsed into
    // `memory_tag_id = id` (both of resonances). The unique (member, tag) index makes `max`
    // the member's one resonance.
    const tags = await db
      .select({
        id: memoryTags.id,
        total: sql<number>`count(${resonances.id})::int`,
        mine: sql<
          number | null
        >`max(case when ${resonances.userId} = ${viewer.id} then ${resonances.id} end)`,
      })
      .from(memoryTags)
      .leftJoin(resonances, eq(resonances.memoryTagId, memoryTags.id))
      .where(eq(memoryTags.memoryId, memory.id))
      .groupBy(memoryTags.id)
      .orderBy(asc(memoryTags.id));
    return {
      shareable_link: memory.shareableLink,
      empathy_id: empathy?.id ?? null,
      reaction_id: reaction?.id ?? null,
      reaction_option_id: reaction?.optionId ?? null,
      save_id: save?.id ?? null,
      feedback_ids: given.map((f) => f.id),
      resonances: tags.map((tag) => ({
        memory_tag_id: tag.id,
        resonated: tag.mine === null ? (0 as const) : (1 as const),
        count_resonances: Number(tag.total),
        resonance_id: tag.mine,
      })),
    };
  });

  route(app, 'getCommentStatus', async (c, { viewer, params }) => {
    const { db } = c.get('deps');
    const { comment } = await visibleComment(db, params.id, viewer.id);
    const [empathy] = await db
      .select({ id: empathies.id })
      .from(empathies)
      .where(and(eq(empathies.userId, viewer.id), eq(empathies.commentId, comment.id)));
    const [given] = await db
      .select({ id: feedback.id })
      .from(feedback)
      .where(and(eq(feedback.userId, viewer.id), eq(feedback.commentId, comment.id)));
    const [trauma] = await db
      .select({ id: traumaAcks.id })
      .from(traumaAcks)
      .where(and(eq(traumaAcks.userId, viewer.id), eq(traumaAcks.commentId, comment.id)));
    return {
      comment_id: comment.id,
      empathy: { empathized: empathy !== undefined, empathy_id: empathy?.id ?? null },
      feedback: { feedback_given: given !== undefined },
      trauma: { trauma_acknowledged: trauma !== undefined, trauma_id: trauma?.id ?? null },
    };
  });
}
