import type { MemoryType, Privacy, ReactionOption, TagCategory } from '../constants.ts';
import type { TagListField, TagTextField } from '../tag-lists.ts';
import type { MemoryAudience } from '../privacy.ts';
import type { ModerationState } from './moderation.ts';

/* Memories as the client returns them, and what a save sends (both specifications' §3). */

/**
 * A photo uploaded but not yet attached to a saved memory.
 *
 * @example
 * ```ts
 * const urls = (await client.listTempPhotos()).map((photo) => photo.image_url);
 * ```
 */
export interface TempPhoto {
  temp_id: string;
  image_url: string;
}

/**
 * The answer to a photo upload: the temporary id to put in `image_list`, and the image URL.
 *
 * @example
 * ```ts
 * const { temp_id, image } = await client.uploadPhoto(file);
 * ```
 */
export interface UploadedPhoto {
  temp_id: string;
  image: string;
}

/**
 * A tag sent in a save payload: an option id and its text, or `id: null` for the member's own words.
 *
 * @example
 * ```ts
 * const tag: TagRef = { id: 12, description: 'Sadness' };
 * ```
 */
export interface TagRef {
  id: number | null;
  description: string;
}

/**
 * An age tag in a save payload (age ranges carry `name`, not `description`).
 *
 * @example
 * ```ts
 * const age: AgeRangeRef = { id: 3, name: '6-8 years' };
 * ```
 */
export interface AgeRangeRef {
  id: number | null;
  name: string;
}

/**
 * The one person of People's Actions and that person's actions, in a save payload.
 *
 * @example
 * ```ts
 * const entry: PersonActionsRef = { person_involved: { id: 1, description: 'Father' }, person_action: [] };
 * ```
 */
export interface PersonActionsRef {
  person_involved: TagRef;
  person_action: TagRef[];
}

/**
 * The tag lists of a save payload, one per row of `TAG_LISTS` (never spelled here): age ranges
 * as {@link AgeRangeRef}, People's Actions as {@link PersonActionsRef}, every other list as
 * {@link TagRef}s, and each list's free-text companion (`feelings_text`), sent only when non-empty.
 *
 * @example
 * ```ts
 * const tags: Pick<SavePayloadTags, 'feelings' | 'feelings_text'> = { feelings: [{ id: 12, description: 'Sadness' }], feelings_text: 'Alone' };
 * ```
 */
export type SavePayloadTags = { age_ranges: AgeRangeRef[]; persons_actions: PersonActionsRef[] } & {
  [List in Exclude<TagListField, 'age_ranges'>]: TagRef[];
} & { [Text in TagTextField]?: string };

/**
 * What a create (`POST /memories/memories-list/`) or update (`PUT …/get-details`) sends
 * (memory-writing §3): the texts, type, privacy, photos and warnings below, and every tag list
 * with its `_text` companion ({@link SavePayloadTags}).
 *
 * @example
 * ```ts
 * const payload: MemorySavePayload = emptySavePayload({ description: 'The summer I was seven…', privacy: Privacy.Public });
 * ```
 */
export interface MemorySavePayload extends SavePayloadTags {
  type: MemoryType;
  description: string;
  title: string;
  /** Not in the specification's payload: sent so the pattern title a member wrote is never lost. */
  pattern_title?: string;
  status: 1;
  privacy: Privacy;
  /** Content warning ids. */
  sensitive_topics: number[];
  /** Temporary photo ids. */
  image_list: string[];
  subjects: string[];
  relationship_description: string;
  /**
   * Not in the specification's payload: the family panel's members. Left out, the server keeps
   * the memory's members as they are (the memory editor does not send them).
   */
  family_members?: FamilyMember[];
}

/**
 * A relationship on a memory's family panel: Father and Mother (the panel's placeholders), and
 * Grandparent, Sibling, Child and Other (the add dialog).
 *
 * @example
 * ```ts
 * const relation: FamilyRelation = 'grandparent';
 * ```
 */
export type FamilyRelation = 'father' | 'mother' | 'grandparent' | 'sibling' | 'child' | 'other';

/**
 * A family member on a memory (ours: the specification shows the panel, not its data). At most
 * `FAMILY_MEMBERS_MAX` (20) per memory; `id` is chosen by the client (1-64 characters, unique on
 * the memory); `name` is optional ('' for none), trimmed, at most `FAMILY_MEMBER_NAME_MAX` (50).
 *
 * @example
 * ```ts
 * const nana: FamilyMember = { id: 'f1', relation: 'grandparent', name: 'Nana' };
 * ```
 */
export interface FamilyMember {
  id: string;
  relation: FamilyRelation;
  name: string;
}

/* ───────────── Memory reading ───────────── */

/**
 * A tag on a received memory. `memory_tag_id` identifies this tag on this memory (what
 * resonance uses); `slug` links to tag search and is null for custom tags (not linked).
 *
 * @example
 * ```ts
 * const href = tag.slug === null ? undefined : `/memories/search/feelings/${tag.slug}`;
 * ```
 */
export interface MemoryTag {
  tag_id: number | null;
  description: string;
  memory_tag_id: number | null;
  slug: string | null;
}

/**
 * The person of People's Actions on a received memory, with that person's actions.
 *
 * @example
 * ```ts
 * const text = `${entry.person.description}: ${entry.actions.map((a) => a.description).join(', ')}`;
 * ```
 */
export interface MemoryPersonActions {
  person: MemoryTag;
  actions: MemoryTag[];
}

/**
 * A photo of a received memory.
 *
 * @example
 * ```ts
 * const srcs = memory.photos.map((photo) => photo.url);
 * ```
 */
export interface MemoryPhoto {
  url: string;
  temp_id: string;
}

/**
 * A content warning on a received memory (`desc` on the wire becomes `description`).
 *
 * @example
 * ```ts
 * const first = memory.sensitive_topics[0]?.description;
 * ```
 */
export interface MemoryContentWarning {
  id: number;
  description: string;
}

/**
 * The count of one reaction on a memory.
 *
 * @example
 * ```ts
 * const loves = memory.reactions.find((r) => r.reaction_option_id === ReactionOption.Love)?.reaction_count ?? 0;
 * ```
 */
export interface ReactionCount {
  reaction_option_id: ReactionOption;
  reaction_count: number;
}

/**
 * The tag lists of a received memory, one per row of `TAG_LISTS` (never spelled here): People's
 * Actions as {@link MemoryPersonActions}, every other list as {@link MemoryTag}s, and each list's
 * free-text companion in the save payload's name, '' when empty.
 *
 * @example
 * ```ts
 * const feelings = (memory: MemoryTagLists) => memory.feelings.map((tag) => tag.description);
 * ```
 */
export type MemoryTagLists = { persons_actions: MemoryPersonActions[] } & {
  [List in TagListField]: MemoryTag[];
} & { [Text in TagTextField]: string };

/**
 * A memory as received (memory-writing §3, community §3). Lists default to empty, texts to ''.
 * The `_text` companions use the save payload's names and hold the text itself (the wire's
 * `[{ description }]` lists and the names `age_range_text` / `person_action_text` are accepted).
 * Subjects are plain strings, as in the save payload.
 *
 * @example
 * ```ts
 * const heading = memory.is_owner ? 'Your Childhood Memory' : `Childhood Memory by ${memory.author.username}`;
 * ```
 */
export interface Memory extends MemoryTagLists {
  hashId: string;
  shareable_link: string;
  /** ISO 8601 date-time: when the memory was first saved (the tag wizard may save it before Post). */
  created: string;
  /**
   * Ours (issue 35): when its writer posted it (ISO 8601), the time a member is shown as 'Posted …';
   * null while it is not posted yet (the tag wizard saved it before Post, and only its writer can
   * read it). `memorySchema` always sets it (to `created` when a server sends none, as a backend
   * without saves before Post would); optional so memories built by hand stay valid. Read it with
   * `memoryPostedAt`.
   */
  posted_at?: string | null;
  author: { username: string };
  is_owner: boolean;
  title: string;
  description: string;
  pattern_title: string;
  relationship_description: string;
  type: MemoryType;
  privacy: Privacy;
  status: number;
  total_tags: number;
  photos: MemoryPhoto[];
  image_list: string[];
  sensitive_topics: MemoryContentWarning[];
  subjects: string[];
  counts: { comments: number; empathies: number };
  reactions: ReactionCount[];
  /**
   * Ours: the family panel's members. `memorySchema` always sets it ([] when the server sends
   * none, and for anyone but the author); optional so memories built by hand stay valid.
   */
  family_members?: FamilyMember[];
  /**
   * Ours: set on the writer's own memory when a moderator hid it (null otherwise; no one else can
   * read a hidden memory). `memorySchema` sets it only when the memory is hidden: absent means not hidden.
   */
  moderation?: ModerationState | null;
}

/**
 * Where a tag search goes: a tag category, except that People's Actions use their own types
 * (`person_involved` for the person, `person_action` for an action).
 *
 * @example
 * ```ts
 * await client.searchByTag({ tag_type: 'person_action', slug: 'yelling' });
 * ```
 */
export type TagType = Exclude<TagCategory, 'persons_actions'> | 'person_involved' | 'person_action';

/**
 * Filters of a memory list; all optional. `persons_involved` and `person_actions` are tag ids.
 *
 * @example
 * ```ts
 * await client.listMemories({ slug: 'sadness', tag_type: 'feelings', page: 2 });
 * ```
 */
export interface MemoryListFilters {
  page?: number;
  slug?: string;
  tag_type?: TagType;
  persons_involved?: number;
  person_actions?: number[];
  /** The member's home feed selection. */
  home?: boolean;
  /** Whether the reader is signed in (the server may widen what it shows). */
  logged_in?: boolean;
  /** Only memories of this username. */
  user?: string;
  /**
   * Ours: only memories that reach this audience (`memoryAudience`). Others' memories are listed
   * only when shared with the community, so `unposted`, `only_me` and `link` list the reader's own.
   */
  audience?: MemoryAudience;
}

/**
 * One entry of the feed: a memory, a comment, a private comment or a 'me too'.
 * `key` is unique and stable across pages (use it as the list key).
 *
 * @example
 * ```ts
 * const memories = feed.results.flatMap((item) => (item.data.memory ? [item.data.memory] : []));
 * ```
 */
export interface FeedItem {
  key: string;
  kind: 'memory' | 'comment' | 'private_comment' | 'me_too';
  data: {
    id: number | null;
    shareable_link: string;
    /** The memory, for memory and me-too items. */
    memory: Memory | null;
    comment_id: number | null;
    private_comment_id: number | null;
    content: string | null;
  };
}

/* ───────────── Interaction ───────────── */

/**
 * The memory-list query as a server reads it (parsed from the URL's strings).
 *
 * @example
 * ```ts
 * const query: MemoryListQuery = { slug: 'sadness', tag_type: 'feelings', page: 2 };
 * ```
 */
export interface MemoryListQuery {
  page?: number | undefined;
  slug?: string | undefined;
  tag_type?: string | undefined;
  persons_involved?: number | undefined;
  person_actions?: number[] | undefined;
  home?: boolean | undefined;
  logged_in?: boolean | undefined;
  user?: string | undefined;
  audience?: MemoryAudience | undefined;
}
