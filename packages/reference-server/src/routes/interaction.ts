import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Hono } from 'hono';

import type { AppContext, AppEnv, Viewer } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  commentHides,
  comments,
  connections,
  empathies,
  feedback,
  feedbackOptions,
  memories,
  memoryTags,
  reactions,
  reportReasons,
  reports,
  resonances,
  saves,
  traumaAcks,
  users,
  votes,
} from '../db/schema.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { bumpNotificationsOfMemory } from '../memories.ts';
import { bumpVersionWhere, EVENTS, notify, withdraw } from '../notify.ts';
import { canReadByLink, listableBy, readableByLink } from '../privacy.ts';
import { paged, paging, route } from './define.ts';

/** Comments per page. */
export const COMMENT_PAGE_SIZE = 20;

type MemoryRow = typeof memories.$inferSelect;
type CommentRow = typeof comments.$inferSelect;

/** The memory behind a shareable link, when the caller may read it; 404 otherwise (never 403: no leak). */
export async function memoryByLink(db: DbOrTx, link: string, viewerId: number | null): Promise<MemoryRow> {
  const [memory] = await db.select().from(memories).where(eq(memories.shareableLink, link));
  if (!memory || !canReadByLink(memory, viewerId)) throw notFound('We could not find that memory.');
  return memory;
}

/** Whether a comment is visible: its memory is readable, and a private one only to its author and the memory's owner. */
function commentVisibleTo(comment: CommentRow, memory: MemoryRow, viewerId: number | null): boolean {
  if (!canReadByLink(memory, viewerId)) return false;
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
  if (!row || !commentVisibleTo(row.comment, row.memory, viewerId))
    throw notFound('We could not find that comment.');
  return row;
}

/** Comments in the documented wire shape (with their memory's title, for me-too lists), in the order of `ids`. */
export async function serializeComments(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, empathyCounts, feedbackCounts, traumaCounts] = await Promise.all([
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

async function oneComment(c: AppContext, id: number) {
  const [comment] = await serializeComments(c.get('deps').db, [id]);
  if (!comment) throw notFound('We could not find that comment.');
  return comment;
}

/** Feedback labels checked against the praise options (case-insensitive), in their canonical words. */
async function canonicalLabels(db: DbOrTx, labels: string[]): Promise<string[]> {
  const options = await db.select({ label: feedbackOptions.label }).from(feedbackOptions);
  const out: string[] = [];
  for (const label of labels) {
    const match = options.find((o) => o.label.toLowerCase() === label.trim().toLowerCase());
    if (!match) throw badRequest(`feedback: "${label.trim()}" is not one of the praise options.`);
    if (!out.includes(match.label)) out.push(match.label);
  }
  return out;
}

async function bumpNotificationsOfComment(tx: DbOrTx, commentId: number): Promise<void> {
  await bumpVersionWhere(tx, sql`select recipient_id from notifications where comment_id = ${commentId}`);
}

/** The caller's own comment (private or not as asked): 404 when invisible, 403 when someone else's. */
async function ownComment(db: DbOrTx, viewer: Viewer, id: number, isPrivate: boolean | null) {
  const { comment, memory } = await visibleComment(db, id, viewer.id);
  if (isPrivate !== null && comment.isPrivate !== isPrivate)
    throw notFound('We could not find that comment.');
  if (comment.userId !== viewer.id) throw forbidden('Only the person who wrote this comment can change it.');
  return { comment, memory };
}

export function registerInteractionRoutes(app: Hono<AppEnv>): void {
  /* ── Status ── */
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
        resonated: tag.mine === null ? 0 : 1,
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

  /* ── Resonance ('me too' on a tag) ── */
  route(app, 'createResonance', async (c, { viewer, query }) => {
    return c.get('deps').db.transaction(async (tx) => {
      const memory = await memoryByLink(tx, query.shareable_link, viewer.id);
      if (memory.userId === viewer.id) throw forbidden('You cannot say "me too" to your own memory.');
      const [tag] = await tx
        .select({ id: memoryTags.id })
        .from(memoryTags)
        .where(and(eq(memoryTags.id, query.memory_tag_id), eq(memoryTags.memoryId, memory.id)));
      if (!tag) throw notFound('We could not find that tag.');
      const [created] = await tx
        .insert(resonances)
        .values({ userId: viewer.id, memoryTagId: tag.id, memoryId: memory.id })
        .onConflictDoNothing()
        .returning({ id: resonances.id });
      if (created) {
        await notify(tx, {
          recipientId: memory.userId,
          originatorId: viewer.id,
          eventType: EVENTS.newResonance,
          memoryId: memory.id,
          memoryTagId: tag.id,
        });
        return { resonance_id: created.id, memory_tag_id: tag.id };
      }
      const [existing] = await tx
        .select({ id: resonances.id })
        .from(resonances)
        .where(and(eq(resonances.userId, viewer.id), eq(resonances.memoryTagId, tag.id)));
      return { resonance_id: existing?.id ?? 0, memory_tag_id: tag.id };
    });
  });

  route(app, 'deleteResonance', async (c, { viewer, query }) => {
    await c.get('deps').db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(resonances)
        .where(and(eq(resonances.id, query.resonance_id), eq(resonances.userId, viewer.id)))
        .returning();
      if (!removed) throw notFound('We could not find that "me too".');
      await withdraw(tx, {
        originatorId: viewer.id,
        eventType: EVENTS.newResonance,
        memoryId: removed.memoryId,
        memoryTagId: removed.memoryTagId,
      });
    });
  });

  /* ── Praise feedback ── */
  route(app, 'createFeedback', async (c, { viewer, query }) => {
    return c.get('deps').db.transaction(async (tx) => {
      const labels = await canonicalLabels(tx, query.feedback);
      let memory: MemoryRow;
      let comment: CommentRow | null = null;
      if (query.comment_id !== undefined) {
        ({ memory, comment } = await visibleComment(tx, query.comment_id, viewer.id));
        if (comment.userId === viewer.id) throw forbidden('You cannot praise your own comment.');
      } else {
        memory = await memoryByLink(tx, query.shareable_link ?? '', viewer.id);
        if (memory.userId === viewer.id) throw forbidden('You cannot praise your own memory.');
      }
      const [created] = await tx
        .insert(feedback)
        .values({ userId: viewer.id, memoryId: memory.id, commentId: comment?.id ?? null, labels })
        .onConflictDoNothing()
        .returning({ id: feedback.id });
      const eventType = EVENTS.feedbackGiven;
      if (!created) {
        // Praise given before: the new labels replace the old ones.
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
        await withdraw(tx, {
          originatorId: viewer.id,
          eventType,
          memoryId: memory.id,
          commentId: comment?.id ?? null,
        });
        await notify(tx, {
          recipientId: comment?.userId ?? memory.userId,
          originatorId: viewer.id,
          eventType,
          memoryId: memory.id,
          commentId: comment?.id ?? null,
          feedbackLabels: labels,
        });
        return { feedback_id: existing?.id ?? 0, labels };
      }
      await notify(tx, {
        recipientId: comment?.userId ?? memory.userId,
        originatorId: viewer.id,
        eventType,
        memoryId: memory.id,
        commentId: comment?.id ?? null,
        feedbackLabels: labels,
      });
      return { feedback_id: created.id, labels };
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
      if (!updated) throw notFound('We could not find that praise.');
      await tx.execute(
        sql`update notifications set feedback_labels = ${JSON.stringify(labels)}::jsonb
            where originator_id = ${viewer.id} and event_type = ${EVENTS.feedbackGiven} and memory_id = ${memory.id}
            and comment_id is not distinct from ${updated.commentId}`,
      );
      await bumpNotificationsOfMemory(tx, memory.id);
      return { feedback_id: updated.id, labels };
    });
  });

  route(app, 'deleteFeedback', async (c, { viewer, query }) => {
    await c.get('deps').db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(feedback)
        .where(and(eq(feedback.id, query.feedback_id), eq(feedback.userId, viewer.id)))
        .returning();
      if (!removed) throw notFound('We could not find that praise.');
      await withdraw(tx, {
        originatorId: viewer.id,
        eventType: EVENTS.feedbackGiven,
        memoryId: removed.memoryId,
        commentId: removed.commentId,
      });
    });
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

  /* ── Comments ── */
  route(app, 'listComments', async (c, { viewer, query }) => {
    const { db } = c.get('deps');
    const viewerId = viewer?.id ?? null;
    const memory = await memoryByLink(db, query.shareable_link, viewerId);
    const p = paging(query.page, COMMENT_PAGE_SIZE);
    const visible = and(
      eq(comments.memoryId, memory.id),
      viewerId === null
        ? eq(comments.isPrivate, false)
        : memory.userId === viewerId
          ? undefined
          : or(eq(comments.isPrivate, false), eq(comments.userId, viewerId)),
      viewerId === null
        ? undefined
        : notExists(
            db
              .select({ one: sql`1` })
              .from(commentHides)
              .where(and(eq(commentHides.commentId, comments.id), eq(commentHides.userId, viewerId))),
          ),
    );
    const [total] = await db.select({ n: count() }).from(comments).where(visible);
    const rows = await db
      .select({ id: comments.id })
      .from(comments)
      .where(visible)
      .orderBy(asc(comments.id))
      .limit(p.limit)
      .offset(p.offset);
    const results = await serializeComments(
      db,
      rows.map((r) => r.id),
    );
    return paged(results, total?.n ?? 0, p.page, COMMENT_PAGE_SIZE);
  });

  const createCommentOf = async (
    c: AppContext,
    viewer: Viewer,
    link: string,
    content: string,
    isPrivate: boolean,
  ) => {
    const id = await c.get('deps').db.transaction(async (tx) => {
      const memory = await memoryByLink(tx, link, viewer.id);
      const [row] = await tx
        .insert(comments)
        .values({ memoryId: memory.id, userId: viewer.id, content, isPrivate })
        .returning({ id: comments.id });
      if (!row) throw new Error('insert returned no row');
      await notify(tx, {
        recipientId: memory.userId,
        originatorId: viewer.id,
        eventType: EVENTS.newComment,
        memoryId: memory.id,
        commentId: row.id,
      });
      return row.id;
    });
    return oneComment(c, id);
  };

  route(app, 'createComment', (c, { viewer, body }) =>
    createCommentOf(c, viewer, body.shareable_link, body.content, false),
  );
  route(app, 'createPrivateComment', (c, { viewer, body }) =>
    createCommentOf(c, viewer, body.shareable_link, body.comment_content, true),
  );

  const updateCommentOf = async (
    c: AppContext,
    viewer: Viewer,
    id: number,
    content: string,
    isPrivate: boolean | null,
  ) => {
    await c.get('deps').db.transaction(async (tx) => {
      await ownComment(tx, viewer, id, isPrivate);
      await tx.update(comments).set({ content, updatedAt: new Date() }).where(eq(comments.id, id));
      await bumpNotificationsOfComment(tx, id);
    });
    return oneComment(c, id);
  };

  route(app, 'updateComment', (c, { viewer, body, params }) =>
    updateCommentOf(c, viewer, params.id, body.content, null),
  );
  route(app, 'updatePrivateComment', (c, { viewer, body }) =>
    updateCommentOf(c, viewer, body.private_comment_id, body.comment_content, true),
  );

  const deleteCommentOf = async (c: AppContext, viewer: Viewer, id: number, isPrivate: boolean | null) => {
    await c.get('deps').db.transaction(async (tx) => {
      await ownComment(tx, viewer, id, isPrivate);
      await bumpNotificationsOfComment(tx, id);
      await tx.delete(comments).where(eq(comments.id, id));
    });
  };

  route(app, 'deleteComment', async (c, { viewer, params }) => {
    await deleteCommentOf(c, viewer, params.id, null);
  });
  route(app, 'deletePrivateComment', async (c, { viewer, query }) => {
    await deleteCommentOf(c, viewer, query.private_comment_id, true);
  });

  route(app, 'hideComment', async (c, { viewer, params }) => {
    const { db } = c.get('deps');
    const { comment } = await visibleComment(db, params.id, viewer.id);
    if (comment.userId === viewer.id)
      throw forbidden('This is your own comment: you can edit or delete it instead.');
    await db.insert(commentHides).values({ userId: viewer.id, commentId: comment.id }).onConflictDoNothing();
  });

  /* ── Empathy ── */
  route(app, 'createEmpathy', async (c, { viewer, body }) => {
    return c.get('deps').db.transaction(async (tx) => {
      let memory: MemoryRow;
      let comment: CommentRow | null = null;
      if (body.comment_id === '') {
        memory = await memoryByLink(tx, body.shareable_link, viewer.id);
      } else {
        ({ memory, comment } = await visibleComment(tx, body.comment_id, viewer.id));
        if (memory.shareableLink !== body.shareable_link) throw notFound('We could not find that comment.');
      }
      const [created] = await tx
        .insert(empathies)
        .values({ userId: viewer.id, memoryId: memory.id, commentId: comment?.id ?? null })
        .onConflictDoNothing()
        .returning({ id: empathies.id });
      if (created) {
        await notify(tx, {
          recipientId: comment?.userId ?? memory.userId,
          originatorId: viewer.id,
          eventType: comment ? EVENTS.empathizedComment : EVENTS.empathizedMemory,
          memoryId: memory.id,
          commentId: comment?.id ?? null,
        });
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
    await c.get('deps').db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(empathies)
        .where(and(eq(empathies.id, body.empathy_id), eq(empathies.userId, viewer.id)))
        .returning();
      if (!removed) throw notFound('We could not find that empathy.');
      await withdraw(tx, {
        originatorId: viewer.id,
        eventType: removed.commentId === null ? EVENTS.empathizedMemory : EVENTS.empathizedComment,
        memoryId: removed.memoryId,
        commentId: removed.commentId,
      });
    });
  });

  /* ── Trauma acknowledgement ('me too' on a comment) ── */
  route(app, 'createTrauma', async (c, { viewer, body }) => {
    const { db } = c.get('deps');
    const { comment, memory } = await visibleComment(db, body.comment_id, viewer.id);
    if (memory.shareableLink !== body.shareable_link) throw notFound('We could not find that comment.');
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
    const [removed] = await c
      .get('deps')
      .db.delete(traumaAcks)
      .where(and(eq(traumaAcks.id, body.trauma_id), eq(traumaAcks.userId, viewer.id)))
      .returning({ id: traumaAcks.id });
    if (!removed) throw notFound('We could not find that "me too".');
  });

  /* ── Save ── */
  route(app, 'createSave', async (c, { viewer, body }) => {
    const { db } = c.get('deps');
    const memory = await memoryByLink(db, body.shareable_link, viewer.id);
    const [row] = await db
      .insert(saves)
      .values({ userId: viewer.id, memoryId: memory.id })
      .onConflictDoUpdate({ target: [saves.userId, saves.memoryId], set: { userId: sql`excluded.user_id` } })
      .returning({ id: saves.id });
    if (!row) throw new Error('insert returned no row');
    return { data: { save_id: row.id } };
  });

  route(app, 'deleteSave', async (c, { viewer, query }) => {
    const [removed] = await c
      .get('deps')
      .db.delete(saves)
      .where(and(eq(saves.id, query.save_id), eq(saves.userId, viewer.id)))
      .returning({ id: saves.id });
    if (!removed) throw notFound('We could not find that saved memory.');
  });

  /* ── Reactions: one per member per memory ── */
  const setReaction = async (tx: DbOrTx, viewer: Viewer, memory: MemoryRow, optionId: number) => {
    const [row] = await tx
      .insert(reactions)
      .values({ userId: viewer.id, memoryId: memory.id, optionId })
      .onConflictDoUpdate({ target: [reactions.userId, reactions.memoryId], set: { optionId } })
      .returning({ id: reactions.id, optionId: reactions.optionId });
    if (!row) throw new Error('upsert returned no row');
    await withdraw(tx, { originatorId: viewer.id, eventType: EVENTS.newReaction, memoryId: memory.id });
    await notify(tx, {
      recipientId: memory.userId,
      originatorId: viewer.id,
      eventType: EVENTS.newReaction,
      memoryId: memory.id,
      reactionOptionId: optionId,
    });
    return { reaction_id: row.id, reaction_option_id: row.optionId };
  };

  route(app, 'createReaction', async (c, { viewer, query }) => {
    return c.get('deps').db.transaction(async (tx) => {
      const memory = await memoryByLink(tx, query.shareable_link, viewer.id);
      return setReaction(tx, viewer, memory, Number(query.reaction_option_id));
    });
  });

  route(app, 'updateReaction', async (c, { viewer, query }) => {
    return c.get('deps').db.transaction(async (tx) => {
      const [row] = await tx
        .select({ reaction: reactions, memory: memories })
        .from(reactions)
        .innerJoin(memories, eq(memories.id, reactions.memoryId))
        .where(and(eq(reactions.id, query.reaction_id), eq(reactions.userId, viewer.id)));
      if (!row || !canReadByLink(row.memory, viewer.id)) throw notFound('We could not find that reaction.');
      return setReaction(tx, viewer, row.memory, Number(query.reaction_option_id));
    });
  });

  route(app, 'deleteReaction', async (c, { viewer, query }) => {
    await c.get('deps').db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(reactions)
        .where(and(eq(reactions.id, query.reaction_id), eq(reactions.userId, viewer.id)))
        .returning();
      if (!removed) throw notFound('We could not find that reaction.');
      await withdraw(tx, {
        originatorId: viewer.id,
        eventType: EVENTS.newReaction,
        memoryId: removed.memoryId,
      });
    });
  });

  /* ── Reports ── */
  route(app, 'sendReport', async (c, { viewer, body }) => {
    const { db } = c.get('deps');
    const memory = await memoryByLink(db, body.memory, viewer.id);
    let commentId: number | null = null;
    if (body.metoo !== null) {
      const { comment, memory: of } = await visibleComment(db, body.metoo, viewer.id);
      if (of.id !== memory.id) throw notFound('We could not find that comment.');
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

  /* ── Votes, me-too comments, connections ── */
  route(app, 'listVotes', async (c, { viewer }) => {
    const rows = await c
      .get('deps')
      .db.select({ id: votes.id, link: memories.shareableLink })
      .from(votes)
      .innerJoin(memories, eq(memories.id, votes.memoryId))
      .where(and(eq(votes.userId, viewer.id), readableByLink(viewer.id)))
      .orderBy(desc(votes.id));
    return rows.map((row) => ({ shareable_link: row.link, vote_id: row.id }));
  });

  route(app, 'listMeTooComments', async (c, { viewer, query }) => {
    const { db } = c.get('deps');
    const viewerId = viewer?.id ?? null;
    const p = paging(query.page, COMMENT_PAGE_SIZE);
    const where = and(
      eq(comments.isPrivate, false),
      exists(
        db
          .select({ one: sql`1` })
          .from(traumaAcks)
          .where(eq(traumaAcks.commentId, comments.id)),
      ),
      query.shareable_link === undefined
        ? listableBy(viewerId)
        : eq(memories.id, (await memoryByLink(db, query.shareable_link, viewerId)).id),
    );
    const [total] = await db
      .select({ n: count() })
      .from(comments)
      .innerJoin(memories, eq(memories.id, comments.memoryId))
      .where(where);
    const rows = await db
      .select({ id: comments.id })
      .from(comments)
      .innerJoin(memories, eq(memories.id, comments.memoryId))
      .where(where)
      .orderBy(desc(comments.id))
      .limit(p.limit)
      .offset(p.offset);
    const results = await serializeComments(
      db,
      rows.map((r) => r.id),
    );
    return paged(results, total?.n ?? 0, p.page, COMMENT_PAGE_SIZE);
  });

  route(app, 'getConnectStatus', async (c, { viewer, query }) => {
    const { db } = c.get('deps');
    const memory = await memoryByLink(db, query.shareable_link, viewer.id);
    const rows = await db
      .select({ link: memories.shareableLink })
      .from(connections)
      .innerJoin(memories, eq(memories.id, connections.memoryId))
      .where(and(eq(connections.userId, viewer.id), eq(connections.linkedMemoryId, memory.id)));
    return {
      shareable_link: memory.shareableLink,
      connected: rows.length > 0,
      linked_memories: rows.map((r) => r.link),
    };
  });
}
