import {
  memoryTagOptionIds,
  resolveMemoryTags,
  TAG_TEXT_FIELDS,
  type MemorySavePayload,
  type ResolvedMemoryTag,
} from '@childhood-memories/api-client';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from './db/client.ts';
import { tagOptions } from './db/schema.ts';
import { badRequest } from './errors.ts';

/** The `_text` companions stored with a memory. */
export const TAG_TEXT_KEYS = Object.values(TAG_TEXT_FIELDS);

/** A tag row of a memory: api-client's resolved tag (`category` is `memory_tags.category`). */
export type TagRow = ResolvedMemoryTag;

/**
 * Turns a payload's tag lists into rows with api-client's `resolveMemoryTags`, looking every
 * option id up in `tag_options`: a refusal is a 400.
 */
export async function payloadTags(tx: DbOrTx, payload: MemorySavePayload): Promise<TagRow[]> {
  const ids = memoryTagOptionIds(payload);
  const options =
    ids.length === 0
      ? []
      : await tx
          .select({ id: tagOptions.id, category: tagOptions.category, label: tagOptions.label })
          .from(tagOptions)
          .where(inArray(tagOptions.id, ids));
  const byId = new Map(options.map((o) => [o.id, { list: o.category, label: o.label }]));
  const resolved = resolveMemoryTags(payload, (id) => byId.get(id));
  if (resolved.problem !== undefined) throw badRequest(resolved.problem);
  return resolved.tags;
}
