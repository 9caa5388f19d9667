import {
  DEFAULT_MEMORY_TYPE,
  DEFAULT_PRIVACY,
  MEMORY_STATUS,
  eachTagList,
  TAG_CATEGORIES,
  TAG_TEXT_FIELDS,
  type TagCategory,
} from './constants.ts';
import type { MemoryEditorClient } from './clients.ts';
import type { Memory, MemorySavePayload, MemoryTag, TagRef } from './types.ts';

/**
 * A save payload with the defaults of memory-writing §3 (type 3 unhappy, privacy 0 public,
 * status 1), no title, every tag list empty, no photos, warnings or subjects, and the given
 * fields on top. For hosts and tools that build a memory outside the editor (imports, seeds,
 * tests); the `_text` fields are left out, as the editor leaves out empty ones.
 *
 * @example
 * ```ts
 * await client.createMemory(emptySavePayload({ description: 'The summer I was seven.' }));
 * ```
 */
export function emptySavePayload(fields: Partial<MemorySavePayload> = {}): MemorySavePayload {
  return {
    type: DEFAULT_MEMORY_TYPE,
    title: '',
    description: '',
    status: MEMORY_STATUS,
    privacy: DEFAULT_PRIVACY,
    ...eachTagList((): never[] => []),
    sensitive_topics: [],
    image_list: [],
    subjects: [],
    relationship_description: '',
    ...fields,
  };
}

/** The tag lists saved as `{ id, description }` (all but age ranges and People's Actions). */
const DESCRIBED_LISTS = TAG_CATEGORIES.filter(
  (category): category is Exclude<TagCategory, 'age_ranges' | 'persons_actions'> =>
    category !== 'age_ranges' && category !== 'persons_actions',
);

function tagRef(tag: MemoryTag): TagRef {
  return { id: tag.tag_id, description: tag.description };
}

/**
 * The save payload that stores a received memory as it is (memory-writing §3): its texts, type,
 * privacy, every tag list with option ids (null for the member's own words), the person of
 * People's Actions with their actions, content-warning ids, photo ids, subjects and each
 * non-empty `_text` field. `family_members` is left out, so a save built on it keeps the
 * memory's family panel unless the caller sets it. The editor and the tagging wizard both start
 * from it, so a save never drops what the widget does not show.
 *
 * @example
 * ```ts
 * await client.updateMemory(memory.hashId, { ...savePayloadFromMemory(memory), privacy: Privacy.OnlyMe });
 * ```
 */
export function savePayloadFromMemory(memory: Memory): MemorySavePayload {
  const payload = emptySavePayload({
    type: memory.type,
    title: memory.title,
    description: memory.description,
    pattern_title: memory.pattern_title,
    privacy: memory.privacy,
    age_ranges: memory.age_ranges.map((tag) => ({ id: tag.tag_id, name: tag.description })),
    persons_actions: memory.persons_actions.map((entry) => ({
      person_involved: tagRef(entry.person),
      person_action: entry.actions.map(tagRef),
    })),
    sensitive_topics: memory.sensitive_topics.map((warning) => warning.id),
    image_list:
      memory.image_list.length > 0 ? [...memory.image_list] : memory.photos.map((photo) => photo.temp_id),
    subjects: [...memory.subjects],
    relationship_description: memory.relationship_description,
  });
  for (const list of DESCRIBED_LISTS) payload[list] = memory[list].map(tagRef);
  for (const field of Object.values(TAG_TEXT_FIELDS)) {
    if (memory[field].trim() !== '') payload[field] = memory[field];
  }
  return payload;
}

/** What {@link saveMemory} saves: the memory's hashId (null until it exists) and its payload. */
export interface MemorySave {
  hashId: string | null;
  payload: MemorySavePayload;
  /** The create's `Idempotency-Key`: keep it until the create succeeds, so a retry never posts twice. */
  idempotencyKey: string;
  /**
   * A save the member did not make by posting (the tag wizard's, the editor's before tagging):
   * its privacy does not become the member's last used privacy (`?autosave=true`).
   */
  autosave?: boolean | undefined;
  signal?: AbortSignal | undefined;
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Whether a created memory holds what the payload says, in the fields an earlier create with the
 * same key may have held differently (the tag wizard creates the memory before Post, privately,
 * without its photos): texts, privacy, photos and content warnings.
 */
function holdsPayload(memory: Memory, payload: MemorySavePayload): boolean {
  return (
    memory.description === payload.description &&
    memory.title === payload.title &&
    memory.relationship_description === payload.relationship_description &&
    memory.privacy === payload.privacy &&
    sameList(
      memory.photos.map((photo) => photo.temp_id),
      payload.image_list,
    ) &&
    sameList(
      memory.sensitive_topics.map((warning) => warning.id),
      payload.sensitive_topics,
    )
  );
}

/**
 * Saves a memory the one way the editor and the tagging wizard both do: an update once it has a
 * hashId, else a create with the idempotency key. A retried create answers with the memory the
 * first attempt made; when that memory holds something else (the member changed the words since,
 * or the create was the tagging's private one and this is Post, with the chosen privacy and the
 * photos), the payload is sent as an update, so nothing is lost. An update is the whole memory:
 * a pattern title left out is sent empty (the server keeps a missing one).
 *
 * @example
 * ```ts
 * const saved = await saveMemory(client, { hashId: null, payload, idempotencyKey: draft.key });
 * ```
 */
export async function saveMemory(
  client: Pick<MemoryEditorClient, 'createMemory' | 'updateMemory'>,
  { hashId, payload, idempotencyKey, autosave, signal }: MemorySave,
): Promise<Memory> {
  const update = { pattern_title: '', ...payload };
  const options = {
    ...(signal === undefined ? {} : { signal }),
    ...(autosave === true ? { autosave } : {}),
  };
  if (hashId !== null) return client.updateMemory(hashId, update, options);
  const created = await client.createMemory(payload, { ...options, idempotencyKey });
  if (!holdsPayload(created, payload)) return client.updateMemory(created.hashId, update, options);
  return created;
}
