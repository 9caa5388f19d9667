import * as z from 'zod/mini';

import { MEMORY_AUDIENCES } from '../privacy.ts';
import { moderationStateSchema } from './moderation.ts';
import {
  type Privacy,
  DEFAULT_MEMORY_TYPE,
  DEFAULT_PRIVACY,
  eachPlainTagList,
  eachTagText,
  eachWireTextAlias,
  ID_MAX,
  LIST_FILTER_IDS_MAX,
  MEMORY_STATUS,
} from '../constants.ts';
import type {
  Memory,
  MemoryListQuery,
  MemoryContentWarning,
  MemoryPersonActions,
  MemoryPhoto,
  MemoryTag,
  ReactionCount,
} from '../types.ts';
import {
  flagSchema,
  idSchema,
  looseCountSchema,
  looseIdSchema,
  looseTextSchema,
  memoryTypeSchema,
  nonEmptyTextSchema,
  privacySchema,
  queryBooleanSchema,
  queryIdSchema,
  queryPageSchema,
  reactionOptionSchema,
  tagTypeSchema,
  tempIdSchema,
  upToPattern,
  usernameRefSchema,
  type ApiSchema,
} from './common.ts';
import { familyMemberSchema } from './memory-save.ts';

/* ───────────── Memory as received (response) ───────────── */

const memoryTagDefinition = z.pipe(
  z.object({
    tag_id: looseIdSchema,
    description: z.string(),
    memory_tag_id: looseIdSchema,
    slug: z._default(z.nullable(z.string()), null),
  }),
  z.transform((tag): MemoryTag => ({
    tag_id: tag.tag_id,
    description: tag.description,
    memory_tag_id: tag.memory_tag_id,
    slug: tag.slug,
  })),
);

/**
 * A tag on a received memory: `{ tag_id, description }`, plus `memory_tag_id` (what resonance
 * refers to) and `slug` (tag search links; null for custom tags), both null when left out.
 *
 * @example
 * ```ts
 * memoryTagSchema.parse({ tag_id: 4, description: 'Sadness' });
 * // { tag_id: 4, description: 'Sadness', memory_tag_id: null, slug: null }
 * ```
 */
export const memoryTagSchema: ApiSchema<MemoryTag, z.input<typeof memoryTagDefinition>> = memoryTagDefinition;

const memoryTagListSchema = z._default(z.array(memoryTagSchema), () => []);

const personActionsSchema = z.pipe(
  z.object({
    person: memoryTagSchema,
    actions: memoryTagListSchema,
  }),
  z.transform((entry): MemoryPersonActions => ({ person: entry.person, actions: entry.actions })),
);

/** A `_text` companion as the wire may send it: text, `[{ description }]` (first item), or null. */
const wireTextSchema = z.optional(
  z.nullable(z.union([z.string(), z.array(z.object({ description: z.nullable(z.string()) }))])),
);

type WireText = string | { description: string | null }[] | null | undefined;

function textOf(...candidates: WireText[]): string {
  for (const value of candidates) {
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && value.length > 0) return value[0]?.description ?? '';
  }
  return '';
}

const photoSchema = z.pipe(
  z.object({ url: z.string(), temp_id: tempIdSchema }),
  z.transform((photo): MemoryPhoto => ({ url: photo.url, temp_id: photo.temp_id })),
);

const memoryContentWarningSchema = z.pipe(
  z.object({ id: idSchema, description: z.optional(z.string()), desc: z.optional(z.string()) }),
  z.transform((warning): MemoryContentWarning => ({
    id: warning.id,
    description: warning.description ?? warning.desc ?? '',
  })),
);

const subjectEntrySchema = z.pipe(
  z.union([z.string(), z.object({ description: z.string() })]),
  z.transform((subject: string | { description: string }) =>
    typeof subject === 'string' ? subject : subject.description,
  ),
);

const reactionCountSchema = z.pipe(
  z.object({ reaction_option_id: reactionOptionSchema, reaction_count: looseCountSchema }),
  z.transform((reaction): ReactionCount => ({
    reaction_option_id: reaction.reaction_option_id,
    reaction_count: reaction.reaction_count,
  })),
);

const memoryDefinition = z.pipe(
  z
    .object({
      hashId: z.optional(z.string()),
      hash_id: z.optional(z.string()),
      shareable_link: z.string(),
      created: z.optional(z.string()),
      created_at: z.optional(z.string()),
      posted_at: z.optional(z.nullable(z.string())),
      author: z.optional(usernameRefSchema),
      owner: z.optional(usernameRefSchema),
      username: z.optional(z.string()),
      is_owner: z._default(flagSchema, false),
      title: looseTextSchema,
      description: looseTextSchema,
      pattern_title: looseTextSchema,
      relationship_description: looseTextSchema,
      type: z._default(memoryTypeSchema, DEFAULT_MEMORY_TYPE),
      privacy: z._default(privacySchema, DEFAULT_PRIVACY),
      status: z._default(z.int(), MEMORY_STATUS),
      total_tags: looseCountSchema,
      photos: z._default(z.array(photoSchema), () => []),
      image_list: z._default(z.array(tempIdSchema), () => []),
      sensitive_topics: z._default(z.array(memoryContentWarningSchema), () => []),
      subjects: z._default(z.array(subjectEntrySchema), () => []),
      counts: z._default(z.object({ comments: looseCountSchema, empathies: looseCountSchema }), () => ({
        comments: 0,
        empathies: 0,
      })),
      reactions: z._default(z.array(reactionCountSchema), () => []),
      ...eachPlainTagList(() => memoryTagListSchema),
      persons_actions: z._default(z.array(personActionsSchema), () => []),
      // Each companion under the payload's name and, where the specification sends another, that too.
      ...eachTagText(() => wireTextSchema),
      ...eachWireTextAlias(() => wireTextSchema),
      family_members: z._default(z.array(familyMemberSchema), () => []),
      moderation: z.optional(moderationStateSchema),
    })
    .check(
      z.refine((memory) => (memory.hashId ?? memory.hash_id) !== undefined, {
        message: 'a memory needs its hashId',
        path: ['hashId'],
      }),
      z.refine((memory) => (memory.author ?? memory.owner ?? memory.username) !== undefined, {
        message: 'a memory needs its author',
        path: ['author'],
      }),
      z.refine((memory) => (memory.created ?? memory.created_at) !== undefined, {
        message: 'a memory needs its creation time',
        path: ['created'],
      }),
    ),
  z.transform((m): Memory => ({
    hashId: m.hashId ?? m.hash_id ?? '',
    shareable_link: m.shareable_link,
    created: m.created ?? m.created_at ?? '',
    // A server that sends no posted time has no saves before Post: it was posted when created.
    posted_at: m.posted_at === undefined ? (m.created ?? m.created_at ?? '') : m.posted_at,
    author: m.author ?? m.owner ?? { username: m.username ?? '' },
    is_owner: m.is_owner,
    title: m.title,
    description: m.description,
    pattern_title: m.pattern_title,
    relationship_description: m.relationship_description,
    type: m.type,
    privacy: m.privacy,
    status: m.status,
    total_tags: m.total_tags,
    photos: m.photos,
    image_list: m.image_list,
    sensitive_topics: m.sensitive_topics,
    subjects: m.subjects,
    counts: m.counts,
    reactions: m.reactions,
    ...eachPlainTagList((list) => m[list]),
    persons_actions: m.persons_actions,
    ...eachTagText((row) => textOf(m[row.text], m[row.wireText])),
    family_members: m.family_members,
    // Only on the writer's own hidden memory: everything else keeps its shape.
    ...(m.moderation == null ? {} : { moderation: m.moderation }),
  })),
);

/**
 * A memory as received, normalised to {@link Memory}. Accepted variants: `hash_id` for `hashId`;
 * `author`, `owner` or `username` (a string or `{ username }`) for the author; `created_at` for
 * `created`; `desc` in content warnings; subjects as strings or `{ description }`; `_text`
 * companions as text or `[{ description }]`, also under `age_range_text` and `person_action_text`.
 * Missing lists become [], missing texts '', a missing type 3 and a missing privacy 0.
 *
 * @example
 * ```ts
 * const memory = memorySchema.parse(json);
 * memory.feelings_text; // the first `[{ description }]`, or ''
 * ```
 */
export const memorySchema: ApiSchema<Memory, z.input<typeof memoryDefinition>> = memoryDefinition;

const autocompleteDefinition = z.array(z.string());

/**
 * The hashtag autocomplete answer: a list of hashtag strings.
 *
 * @example
 * ```ts
 * autocompleteSchema.parse(['#Summer', '#SummerCamp']);
 * ```
 */
export const autocompleteSchema: ApiSchema<
  string[],
  z.input<typeof autocompleteDefinition>
> = autocompleteDefinition;

const autocompleteQueryDefinition = z.object({ q: nonEmptyTextSchema });

/**
 * `?q=` of the hashtag autocomplete.
 *
 * @example
 * ```ts
 * autocompleteQuerySchema.parse({ q: '#sum' });
 * ```
 */
export const autocompleteQuerySchema: ApiSchema<
  { q: string },
  z.input<typeof autocompleteQueryDefinition>
> = autocompleteQueryDefinition;

const lastPrivacyDefinition = z.object({ privacy: privacySchema });

/**
 * The last privacy the member chose, prefilled for a new memory.
 *
 * @example
 * ```ts
 * lastPrivacySchema.parse({ privacy: 2 });
 * ```
 */
export const lastPrivacySchema: ApiSchema<
  { privacy: Privacy },
  z.input<typeof lastPrivacyDefinition>
> = lastPrivacyDefinition;

/** One id of at most `ID_MAX`, as a pattern to repeat (the bounds stay visible in the OpenAPI document). */
const ONE_ID = upToPattern(ID_MAX).source.slice(1, -1);

const memoryListQueryDefinition = z.object({
  page: z.optional(queryPageSchema),
  slug: z.optional(nonEmptyTextSchema),
  tag_type: z.optional(tagTypeSchema),
  persons_involved: z.optional(queryIdSchema),
  person_actions: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.regex(/^[1-9]\d*(,[1-9]\d*)*$/, 'must be comma-joined ids'),
          z.regex(
            new RegExp(`^${ONE_ID}(?:,${ONE_ID}){0,${LIST_FILTER_IDS_MAX - 1}}$`),
            `must be at most ${LIST_FILTER_IDS_MAX} ids of at most ${ID_MAX}`,
          ),
        ),
      z.transform((value: string) => value.split(',').map(Number)),
    ),
  ),
  home: z.optional(queryBooleanSchema),
  logged_in: z.optional(queryBooleanSchema),
  user: z.optional(nonEmptyTextSchema),
  audience: z.optional(z.enum(MEMORY_AUDIENCES)),
});

/**
 * The filters of a memory list in the query string; `person_actions` is comma-joined ids.
 *
 * @example
 * ```ts
 * memoryListQuerySchema.parse({ slug: 'sadness', tag_type: 'feelings', page: '2' });
 * ```
 */
export const memoryListQuerySchema: ApiSchema<
  MemoryListQuery,
  z.input<typeof memoryListQueryDefinition>
> = memoryListQueryDefinition;
