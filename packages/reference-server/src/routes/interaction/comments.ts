import { NOT_FOUND_TEXTS } from '@childhood-memories/api-client';
import { mayChangeComment, mayHideComment } from '@childhood-memories/api-client/domain';
import { and, asc, eq, notExists, or, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppContext, AppEnv, Viewer } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { commentHides, comments } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { bumpVersionWhere, notifyOf } from '../../notify.ts';
import { route } from '../define.ts';
import { commentPage, memoryByLink, serializeComments, visibleComment } from './shared.ts';

async function oneComment(c: AppContext, id: number) {
  const [comment] = await serializeComments(c.get('deps').db, [id], c.get('viewer')?.id ?? null);
  if (!comment) throw notFound(NOT_FOUND_TEXTS.comment);
  return comment;
}

async function bumpNotificationsOfComment(tx: DbOrTx, commentId: number): Promise<void> {
  await bumpVersionWhere(tx, sql`select recipient_id from notifications where comment_id = ${commentId}`);
}

/** The caller's own comment (private or not as asked): 404 when invisible, 403 when someone else's. */
async function ownComment(db: DbOrTx, viewer: Viewer, id: number, isPrivate: boolean | null) {
  const { comment, memory } = await visibleComment(db, id, viewer.id);
  if (isPrivate !== null && comment.isPrivate !== isPrivate) throw notFound(NOT_FOUND_TEXTS.comment);
  mayChangeComment(comment.userId === viewer.id);
  return { comment, memory };
}

/** Comments, public and private: list, write, change, delete, hide. */
export function registerCommentRoutes(app: Hono<AppEnv>): void {
  route(app, 'listComments', async (c, { viewer, query }) => {
    const { db } = c.get('deps');
    const viewerId = viewer?.id ?? null;
    const memory = await memoryByLink(db, query.shareable_link, viewerId);
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
    return commentPage(db, 'comments', visible, asc(comments.id), query.page, viewerId);
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
      await notifyOf(tx, {
        kind: 'comment',
        by: viewer.id,
        memoryWriter: memory.userId,
        memory: memory.id,
        comment_id: row.id,
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
    mayHideComment(comment.userId === viewer.id);
    await db.insert(commentHides).values({ userId: viewer.id, commentId: comment.id }).onConflictDoNothing();
  });
}
