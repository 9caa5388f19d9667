import { NOT_FOUND_TEXTS, type ReactionOption } from '@childhood-memories/api-client';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv, Viewer } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { memories, reactions } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { notifyOf } from '../../notify.ts';
import { canReadByLink } from '../../privacy.ts';
import { route } from '../define.ts';
import { deleteOwned, memoryByLink, type MemoryRow } from './shared.ts';

/** Reactions: one per member per memory. */
export function registerReactionRoutes(app: Hono<AppEnv>): void {
  const setReaction = async (tx: DbOrTx, viewer: Viewer, memory: MemoryRow, optionId: ReactionOption) => {
    const [row] = await tx
      .insert(reactions)
      .values({ userId: viewer.id, memoryId: memory.id, optionId })
      .onConflictDoUpdate({ target: [reactions.userId, reactions.memoryId], set: { optionId } })
      .returning({ id: reactions.id, optionId: reactions.optionId });
    if (!row) throw new Error('upsert returned no row');
    await notifyOf(tx, {
      kind: 'reaction',
      by: viewer.id,
      memoryWriter: memory.userId,
      memory: memory.id,
      option: optionId,
    });
    return { reaction_id: row.id, reaction_option_id: row.optionId };
  };

  route(app, 'createReaction', async (c, { viewer, query }) => {
    return c.get('deps').db.transaction(async (tx) => {
      const memory = await memoryByLink(tx, query.shareable_link, viewer.id);
      return setReaction(tx, viewer, memory, query.reaction_option_id);
    });
  });

  route(app, 'updateReaction', async (c, { viewer, query }) => {
    return c.get('deps').db.transaction(async (tx) => {
      const [row] = await tx
        .select({ reaction: reactions, memory: memories })
        .from(reactions)
        .innerJoin(memories, eq(memories.id, reactions.memoryId))
        .where(and(eq(reactions.id, query.reaction_id), eq(reactions.userId, viewer.id)));
      if (!row || !canReadByLink(row.memory, viewer.id)) throw notFound(NOT_FOUND_TEXTS.reaction);
      return setReaction(tx, viewer, row.memory, query.reaction_option_id);
    });
  });

  route(app, 'deleteReaction', async (c, { viewer, query }) => {
    await deleteOwned(c.get('deps').db, reactions, query.reaction_id, viewer, 'reactionNotFound', 'reaction');
  });
}
