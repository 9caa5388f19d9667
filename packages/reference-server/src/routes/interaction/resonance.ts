import { NOT_FOUND_TEXTS } from '@childhood-memories/api-client';
import { mayResonate } from '@childhood-memories/api-client/domain';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { memoryTags, resonances } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { notifyOf } from '../../notify.ts';
import { route } from '../define.ts';
import { deleteOwned, memoryByLink } from './shared.ts';

/** 'Me too' on a memory's tag. */
export function registerResonanceRoutes(app: Hono<AppEnv>): void {
  route(app, 'createResonance', async (c, { viewer, query }) => {
    return c.get('deps').db.transaction(async (tx) => {
      const memory = await memoryByLink(tx, query.shareable_link, viewer.id);
      mayResonate(memory.userId === viewer.id);
      const [tag] = await tx
        .select({ id: memoryTags.id })
        .from(memoryTags)
        .where(and(eq(memoryTags.id, query.memory_tag_id), eq(memoryTags.memoryId, memory.id)));
      if (!tag) throw notFound(NOT_FOUND_TEXTS.tag);
      const [created] = await tx
        .insert(resonances)
        .values({ userId: viewer.id, memoryTagId: tag.id, memoryId: memory.id })
        .onConflictDoNothing()
        .returning({ id: resonances.id });
      if (created) {
        await notifyOf(tx, {
          kind: 'resonance',
          by: viewer.id,
          memoryWriter: memory.userId,
          memory: memory.id,
          memory_tag_id: tag.id,
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
    await deleteOwned(c.get('deps').db, resonances, query.resonance_id, viewer, 'meTooNotFound', 'resonance');
  });
}
