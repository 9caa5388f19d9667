import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { comments, connections, memories, saves, traumaAcks, votes } from '../../db/schema.ts';
import { listableBy, readableByLink } from '../../privacy.ts';
import { route } from '../define.ts';
import { commentPage, deleteOwned, memoryByLink } from './shared.ts';

/** Saved memories, votes, the me-too comments and connected memories. */
export function registerSaveAndVoteRoutes(app: Hono<AppEnv>): void {
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
    await deleteOwned(c.get('deps').db, saves, query.save_id, viewer, 'saveNotFound');
  });

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
    return commentPage(db, 'meTooComments', where, desc(comments.id), query.page, viewerId);
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
