import { CUSTOM_TAG_MAX, TAG_LIST_SOURCES, type TagListField } from './constants.ts';
import type { MemorySavePayload } from './types.ts';

/*
 * How a save payload's tags become a memory's tags, once: the reference server stores the
 * result as rows and the mocks keep it in memory, so both refuse, relabel and merge the same
 * tags, and count the same `total_tags`.
 */

/** Where a resolved tag belongs: a plain tag list, or People's Actions' person and actions. */
export type MemoryTagCategory = TagListField | 'person' | 'person_action';

/** A payload's tag as a memory keeps it. */
export interface ResolvedMemoryTag {
  readonly category: MemoryTagCategory;
  /** The option id, or null for a custom tag (the member's own words). */
  readonly optionId: number | null;
  /** The option's own label (whatever the payload said), or the custom tag's trimmed words. */
  readonly label: string;
  /** An action's person: that person's option id, or 0 for a custom person; null for other tags. */
  readonly personOptionId: number | null;
  /** Its place in its list (an action's: among its person's actions). */
  readonly position: number;
}

/** The tags of a payload, or why they were refused (a 400's `detail`). */
export type MemoryTagsResolution =
  | { readonly tags: ResolvedMemoryTag[]; readonly problem?: undefined }
  | { readonly tags?: undefined; readonly problem: string };

/** What a backend knows of an option id: the option list it belongs to and its label. */
export interface KnownTagOption {
  readonly list: string;
  readonly label: string;
}

type TagPayload = Pick<MemorySavePayload, TagListField | 'persons_actions'>;

const LIST_FIELDS = Object.keys(TAG_LIST_SOURCES) as TagListField[];

/**
 * Every option id a payload's tags name (what a backend looks up before
 * {@link resolveMemoryTags}).
 *
 * @example
 * memoryTagOptionIds(emptySavePayload({ feelings: [{ id: 904, description: 'Lonely' }] })); // [904]
 */
export function memoryTagOptionIds(payload: TagPayload): number[] {
  const ids = new Set<number>();
  for (const field of LIST_FIELDS) for (const tag of payload[field]) if (tag.id !== null) ids.add(tag.id);
  for (const entry of payload.persons_actions) {
    if (entry.person_involved.id !== null) ids.add(entry.person_involved.id);
    for (const action of entry.person_action) if (action.id !== null) ids.add(action.id);
  }
  return [...ids];
}

/**
 * What makes two tags of a memory the same tag: its category, its option (or its words, without
 * case, for a custom tag) and, for an action, its person. A save keeps each once, and an edit
 * keeps the tags (and their 'me too's) whose key stays.
 *
 * @example
 * memoryTagKey({ category: 'feelings', optionId: null, label: 'Like a ghost', personOptionId: null });
 * // 'feelings|text:like a ghost|'
 */
export function memoryTagKey(tag: {
  readonly category: string;
  readonly optionId: number | null;
  readonly label: string;
  readonly personOptionId: number | null;
}): string {
  return `${tag.category}|${tag.optionId ?? `text:${tag.label.toLowerCase()}`}|${tag.personOptionId ?? ''}`;
}

/**
 * Resolves a payload's tags: an option id must be one of its list's options (see
 * `TAG_LIST_SOURCES`) and takes the option's own label; a custom tag (no id) needs words, kept
 * trimmed and at most `CUSTOM_TAG_MAX` characters; a tag given twice is kept once. Plain lists
 * come first, in `TAG_LIST_SOURCES` order, then each person followed by their actions.
 *
 * @example
 * const known = (id: number) => (id === 904 ? { list: 'feelings', label: 'Lonely' } : undefined);
 * resolveMemoryTags(emptySavePayload({ feelings: [{ id: 904, description: 'lonely?' }] }), known);
 * // { tags: [{ category: 'feelings', optionId: 904, label: 'Lonely', personOptionId: null, position: 0 }] }
 */
export function resolveMemoryTags(
  payload: TagPayload,
  optionOf: (id: number) => KnownTagOption | undefined,
): MemoryTagsResolution {
  const tags: ResolvedMemoryTag[] = [];
  const seen = new Set<string>();
  const push = (tag: ResolvedMemoryTag) => {
    const key = memoryTagKey(tag);
    if (seen.has(key)) return;
    seen.add(key);
    tags.push(tag);
  };
  const resolve = (
    field: string,
    lists: readonly string[],
    tag: { id: number | null; description?: string; name?: string },
  ): { optionId: number | null; label: string } | string => {
    if (tag.id === null) {
      const label = (tag.description ?? tag.name ?? '').trim();
      if (label === '') return `${field}: a tag needs its words.`;
      return { optionId: null, label: label.slice(0, CUSTOM_TAG_MAX) };
    }
    const option = optionOf(tag.id);
    if (!option || !lists.includes(option.list)) return `${field}: ${tag.id} is not one of its options.`;
    return { optionId: tag.id, label: option.label };
  };
  for (const field of LIST_FIELDS) {
    for (const [position, tag] of payload[field].entries()) {
      const resolved = resolve(field, TAG_LIST_SOURCES[field], tag);
      if (typeof resolved === 'string') return { problem: resolved };
      push({ category: field, ...resolved, personOptionId: null, position });
    }
  }
  for (const [position, entry] of payload.persons_actions.entries()) {
    const person = resolve('persons_actions', ['person'], entry.person_involved);
    if (typeof person === 'string') return { problem: person };
    push({ category: 'person', ...person, personOptionId: null, position });
    for (const [actionPosition, action] of entry.person_action.entries()) {
      const resolved = resolve('persons_actions', ['person_action'], action);
      if (typeof resolved === 'string') return { problem: resolved };
      // Custom persons have no id: their actions hang on person 0.
      push({
        category: 'person_action',
        ...resolved,
        personOptionId: person.optionId ?? 0,
        position: actionPosition,
      });
    }
  }
  return { tags };
}
