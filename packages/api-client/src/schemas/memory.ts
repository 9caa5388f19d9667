import * as z from 'zod/mini';

import {
  type Privacy,
  CONTENT_WARNINGS_MAX,
  DEFAULT_MEMORY_TYPE,
  DEFAULT_PRIVACY,
  DESCRIPTION_MAX,
  DETAILS_TEXT_MAX,
  FAMILY_MEMBER_NAME_MAX,
  FAMILY_MEMBERS_MAX,
  FAMILY_RELATIONS,
  ID_MAX,
  LIST_FILTER_IDS_MAX,
  MEMORY_STATUS,
  PATTERN_TITLE_MAX,
  PHOTOS_MAX,
  RELATIONSHIP_DESCRIPTION_MAX,
  SUBJECT_MAX,
  SUBJECTS_MAX,
  TAG_SELECTION_MAX,
  TAG_TEXT_FIELDS,
  TITLE_MAX,
} from '../constants.ts';
import type {
  FeedItem,
  Memory,
  MemoryListQuery,
  PagedAnswer,
  MemoryContentWarning,
  MemoryPersonActions,
  MemoryPhoto,
  MemorySavePayload,
  MemoryTag,
  ReactionCount,
  TempPhoto,
  UploadedPhoto,
} from '../types.ts';
import {
  flagSchema,
  idSchema,
  looseCountSchema,
  looseIdSchema,
  looseTextSchema,
  memoryTypeSchema,
  nonBlankTextMax,
  nonEmptyTextSchema,
  pagedSchema,
  privacySchema,
  queryBooleanSchema,
  queryIdSchema,
  queryPageSchema,
  reactionOptionSchema,
  requestIdSchema,
  tempIdSchema,
  textMax,
  usernameRefSchema,
  withoutNul,
  type ApiSchema,
} from './common.ts';

/* ───────────── Save payload (request) ───────────── */

const tagRefSchema = z.object({
  id: z.nullable(requestIdSchema),
  description: nonEmptyTextSchema,
});

const ageRangeRefSchema = z.object({
  id: z.nullable(requestIdSchema),
  name: nonEmptyTextSchema,
});

function tagList(max: number) {
  return z.array(tagRefSchema).check(z.maxLength(max, `must have at most ${max} selections`));
}

const detailsTextSchema = z.optional(
  z
    .string()
    .check(
      z.maxLength(DETAILS_TEXT_MAX, `must be at most ${DETAILS_TEXT_MAX} characters`),
      z.minLength(1, 'is sent only when not empty'),
      withoutNul,
    ),
);

const subjectSchema = z.string().check(
  z.maxLength(SUBJECT_MAX, `must be at most ${SUBJECT_MAX} characters`),
  z.refine((value) => value.length > 0 && value === value.trim(), 'must be trimmed and not empty'),
  withoutNul,
);

const familyMemberSchema = z.object({
  id: z
    .string()
    .check(z.minLength(1, 'must not be empty'), z.maxLength(64, 'must be at most 64 characters'), withoutNul),
  relation: z.enum(FAMILY_RELATIONS),
  name: z.string().check(
    z.maxLength(FAMILY_MEMBER_NAME_MAX, `must be at most ${FAMILY_MEMBER_NAME_MAX} characters`),
    z.refine((value) => value === value.trim(), 'must be trimmed'),
    withoutNul,
  ),
});

const familyMembersSchema = z.array(familyMemberSchema).check(
  z.maxLength(FAMILY_MEMBERS_MAX, `must have at most ${FAMILY_MEMBERS_MAX} family members`),
  z.refine(
    (members) => new Set(members.map((member) => member.id)).size === members.length,
    'must not repeat a family member id',
  ),
);

/**
 * The memory save payload of create and update (memory-writing §3), with the specification's
 * bounds: description 1-5000 visible characters, title 100, pattern title 100, relationship
 * description 5000, photos 3, each category's maximum selections, details texts 500 and sent only
 * when non-empty, status always 1, subjects trimmed and unique; and ours, `family_members`
 * (optional; at most 20, names trimmed and at most 50 characters, ids unique).
 *
 * @example
 * ```ts
 * const result = memorySavePayloadSchema.safeParse(body);
 * if (!result.success) return c.json({ detail: 'Please check the memory.' }, 400);
 * ```
 */
export const memorySavePayloadSchema: ApiSchema<MemorySavePayload, MemorySavePayload> = z.object({
  type: memoryTypeSchema,
  description: nonBlankTextMax(DESCRIPTION_MAX),
  title: textMax(TITLE_MAX),
  pattern_title: z.optional(textMax(PATTERN_TITLE_MAX)),
  age_ranges: z
    .array(ageRangeRefSchema)
    .check(
      z.maxLength(
        TAG_SELECTION_MAX.age_ranges,
        `must have at most ${TAG_SELECTION_MAX.age_ranges} selection`,
      ),
    ),
  persons_actions: z
    .array(
      z.object({
        person_involved: tagRefSchema,
        person_action: tagList(TAG_SELECTION_MAX.person_action),
      }),
    )
    .check(z.maxLength(TAG_SELECTION_MAX.person, `must have at most ${TAG_SELECTION_MAX.person} person`)),
  risk_factor: tagList(TAG_SELECTION_MAX.risk_factor),
  sibling: tagList(TAG_SELECTION_MAX.sibling),
  chronic_adverse_events: tagList(TAG_SELECTION_MAX.chronic_adverse_events),
  sudden_adverse_events: tagList(TAG_SELECTION_MAX.sudden_adverse_events),
  feelings: tagList(TAG_SELECTION_MAX.feelings),
  needs: tagList(TAG_SELECTION_MAX.needs),
  thoughts: tagList(TAG_SELECTION_MAX.thoughts),
  impacts: tagList(TAG_SELECTION_MAX.impacts),
  childhood_effects_emotions: tagList(TAG_SELECTION_MAX.childhood_effects_emotions),
  childhood_effects_health: tagList(TAG_SELECTION_MAX.childhood_effects_health),
  childhood_effects_social: tagList(TAG_SELECTION_MAX.childhood_effects_social),
  status: z.literal(MEMORY_STATUS),
  privacy: privacySchema,
  sensitive_topics: z
    .array(requestIdSchema)
    .check(z.maxLength(CONTENT_WARNINGS_MAX, `must have at most ${CONTENT_WARNINGS_MAX} content warnings`)),
  image_list: z
    .array(nonEmptyTextSchema)
    .check(z.maxLength(PHOTOS_MAX, `must have at most ${PHOTOS_MAX} photos`)),
  subjects: z.array(subjectSchema).check(
    z.maxLength(SUBJECTS_MAX, `must have at most ${SUBJECTS_MAX} subjects`),
    z.refine((subjects) => new Set(subjects).size === subjects.length, 'must not repeat a subject'),
  ),
  relationship_description: textMax(RELATIONSHIP_DESCRIPTION_MAX),
  age_ranges_text: detailsTextSchema,
  sibling_text: detailsTextSchema,
  risk_factor_text: detailsTextSchema,
  persons_actions_text: detailsTextSchema,
  chronic_adverse_events_text: detailsTextSchema,
  sudden_adverse_events_text: detailsTextSchema,
  feelings_text: detailsTextSchema,
  thoughts_text: detailsTextSchema,
  needs_text: detailsTextSchema,
  childhood_effects_emotions_text: detailsTextSchema,
  childhood_effects_health_text: detailsTextSchema,
  childhood_effects_social_text: detailsTextSchema,
  family_members: z.optional(familyMembersSchema),
});

const TEXT_FIELDS = Object.values(TAG_TEXT_FIELDS);

/**
 * Tidies a save payload the way the specification describes it, without changing what the
 * member wrote: subjects trimmed, emptied and repeated ones left out; `_text` fields left out
 * when empty. Create and update apply it before sending; a server may apply it too.
 *
 * @example
 * ```ts
 * normalizeMemorySavePayload({ ...payload, subjects: [' Dad ', 'Dad'], feelings_text: '' });
 * // subjects: ['Dad'], no feelings_text
 * ```
 */
export function normalizeMemorySavePayload(payload: MemorySavePayload): MemorySavePayload {
  const result: MemorySavePayload = { ...payload };
  const subjects: string[] = [];
  for (const subject of Array.isArray(payload.subjects) ? payload.subjects : []) {
    if (typeof subject !== 'string') continue;
    const trimmed = subject.trim();
    if (trimmed !== '' && !subjects.includes(trimmed)) subjects.push(trimmed);
  }
  result.subjects = subjects;
  for (const field of TEXT_FIELDS) {
    const text = result[field];
    if (typeof text !== 'string' || text.trim() === '') delete result[field];
  }
  return result;
}

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
      age_ranges: memoryTagListSchema,
      sibling: memoryTagListSchema,
      risk_factor: memoryTagListSchema,
      persons_actions: z._default(z.array(personActionsSchema), () => []),
      chronic_adverse_events: memoryTagListSchema,
      sudden_adverse_events: memoryTagListSchema,
      feelings: memoryTagListSchema,
      needs: memoryTagListSchema,
      thoughts: memoryTagListSchema,
      impacts: memoryTagListSchema,
      childhood_effects_emotions: memoryTagListSchema,
      childhood_effects_health: memoryTagListSchema,
      childhood_effects_social: memoryTagListSchema,
      age_ranges_text: wireTextSchema,
      age_range_text: wireTextSchema,
      sibling_text: wireTextSchema,
      risk_factor_text: wireTextSchema,
      persons_actions_text: wireTextSchema,
      person_action_text: wireTextSchema,
      chronic_adverse_events_text: wireTextSchema,
      sudden_adverse_events_text: wireTextSchema,
      feelings_text: wireTextSchema,
      thoughts_text: wireTextSchema,
      needs_text: wireTextSchema,
      childhood_effects_emotions_text: wireTextSchema,
      childhood_effects_health_text: wireTextSchema,
      childhood_effects_social_text: wireTextSchema,
      family_members: z._default(z.array(familyMemberSchema), () => []),
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
    age_ranges: m.age_ranges,
    sibling: m.sibling,
    risk_factor: m.risk_factor,
    persons_actions: m.persons_actions,
    chronic_adverse_events: m.chronic_adverse_events,
    sudden_adverse_events: m.sudden_adverse_events,
    feelings: m.feelings,
    needs: m.needs,
    thoughts: m.thoughts,
    impacts: m.impacts,
    childhood_effects_emotions: m.childhood_effects_emotions,
    childhood_effects_health: m.childhood_effects_health,
    childhood_effects_social: m.childhood_effects_social,
    age_ranges_text: textOf(m.age_ranges_text, m.age_range_text),
    sibling_text: textOf(m.sibling_text),
    risk_factor_text: textOf(m.risk_factor_text),
    persons_actions_text: textOf(m.persons_actions_text, m.person_action_text),
    chronic_adverse_events_text: textOf(m.chronic_adverse_events_text),
    sudden_adverse_events_text: textOf(m.sudden_adverse_events_text),
    feelings_text: textOf(m.feelings_text),
    thoughts_text: textOf(m.thoughts_text),
    needs_text: textOf(m.needs_text),
    childhood_effects_emotions_text: textOf(m.childhood_effects_emotions_text),
    childhood_effects_health_text: textOf(m.childhood_effects_health_text),
    childhood_effects_social_text: textOf(m.childhood_effects_social_text),
    family_members: m.family_members,
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

const memoryPageDefinition = pagedSchema(memorySchema);

/**
 * A page of memories (lists and searches).
 *
 * @example
 * ```ts
 * const page = memoryPageSchema.parse(json);
 * ```
 */
export const memoryPageSchema: ApiSchema<
  PagedAnswer<Memory>,
  z.input<typeof memoryPageDefinition>
> = memoryPageDefinition;

const feedItemDefinition = z.pipe(
  z.object({
    key: z.string(),
    kind: z.enum(['memory', 'comment', 'private_comment', 'me_too']),
    data: z.object({
      id: looseIdSchema,
      shareable_link: z.string(),
      memory: z._default(z.nullable(memorySchema), null),
      comment_id: looseIdSchema,
      private_comment_id: looseIdSchema,
      content: z._default(z.nullable(z.string()), null),
    }),
  }),
  z.transform((item): FeedItem => ({
    key: item.key,
    kind: item.kind,
    data: {
      id: item.data.id,
      shareable_link: item.data.shareable_link,
      memory: item.data.memory,
      comment_id: item.data.comment_id,
      private_comment_id: item.data.private_comment_id,
      content: item.data.content,
    },
  })),
);

/**
 * One feed entry: `{ key, kind, data }`, with the memory in `data.memory` for memory and
 * me-too items. Missing data fields become null.
 *
 * @example
 * ```ts
 * feedItemSchema.parse({ key: 'memory-12', kind: 'memory', data: { shareable_link: 'abc', memory } });
 * ```
 */
export const feedItemSchema: ApiSchema<FeedItem, z.input<typeof feedItemDefinition>> = feedItemDefinition;

const feedPageDefinition = pagedSchema(feedItemSchema);

/**
 * A page of the feed.
 *
 * @example
 * ```ts
 * const feed = feedPageSchema.parse(json);
 * ```
 */
export const feedPageSchema: ApiSchema<
  PagedAnswer<FeedItem>,
  z.input<typeof feedPageDefinition>
> = feedPageDefinition;

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

const uploadedPhotoDefinition = z.pipe(
  z.object({ temp_id: tempIdSchema, image: z.string() }),
  z.transform((photo): UploadedPhoto => ({ temp_id: photo.temp_id, image: photo.image })),
);

/**
 * The photo upload answer. A server that refuses a photo answers `{ error }` (the client turns it
 * into an `ApiError` whose `detail` is that text), so a successful answer has both fields.
 *
 * @example
 * ```ts
 * uploadedPhotoSchema.parse({ temp_id: 'a1b2', image: 'https://cdn.example.org/t/a1b2.jpg' });
 * ```
 */
export const uploadedPhotoSchema: ApiSchema<
  UploadedPhoto,
  z.input<typeof uploadedPhotoDefinition>
> = uploadedPhotoDefinition;

const tempPhotoDefinition = z.pipe(
  z.object({ temp_id: tempIdSchema, image_url: z.string() }),
  z.transform((photo): TempPhoto => ({ temp_id: photo.temp_id, image_url: photo.image_url })),
);

/**
 * One entry of the temporary photo list.
 *
 * @example
 * ```ts
 * tempPhotoSchema.parse({ temp_id: 'a1b2', image_url: 'https://cdn.example.org/t/a1b2.jpg' });
 * ```
 */
export const tempPhotoSchema: ApiSchema<TempPhoto, z.input<typeof tempPhotoDefinition>> = tempPhotoDefinition;

const tempPhotoListDefinition = z.array(tempPhotoSchema);

/**
 * The temporary photo list answer.
 *
 * @example
 * ```ts
 * const photos = tempPhotoListSchema.parse(json);
 * ```
 */
export const tempPhotoListSchema: ApiSchema<
  TempPhoto[],
  z.input<typeof tempPhotoListDefinition>
> = tempPhotoListDefinition;

const tempPhotoQueryDefinition = z.object({ temp_id: nonEmptyTextSchema });

/**
 * `?temp_id=` of the temporary photo deletion.
 *
 * @example
 * ```ts
 * tempPhotoQuerySchema.parse({ temp_id: 'a1b2' });
 * ```
 */
export const tempPhotoQuerySchema: ApiSchema<
  { temp_id: string },
  z.input<typeof tempPhotoQueryDefinition>
> = tempPhotoQueryDefinition;

const memoryListQueryDefinition = z.object({
  page: z.optional(queryPageSchema),
  slug: z.optional(nonEmptyTextSchema),
  tag_type: z.optional(nonEmptyTextSchema),
  persons_involved: z.optional(queryIdSchema),
  person_actions: z.optional(
    z.pipe(
      z.string().check(
        z.regex(/^[1-9]\d*(,[1-9]\d*)*$/, 'must be comma-joined ids'),
        z.refine(
          (value) => value.split(',').every((id) => id.length <= 10 && Number(id) <= ID_MAX),
          `must be ids of at most ${ID_MAX}`,
        ),
        z.refine(
          (value) => value.split(',').length <= LIST_FILTER_IDS_MAX,
          `must have at most ${LIST_FILTER_IDS_MAX} ids`,
        ),
      ),
      z.transform((value: string) => value.split(',').map(Number)),
    ),
  ),
  home: z.optional(queryBooleanSchema),
  logged_in: z.optional(queryBooleanSchema),
  user: z.optional(nonEmptyTextSchema),
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
