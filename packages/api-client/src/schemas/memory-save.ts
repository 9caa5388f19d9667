import * as z from 'zod/mini';
import {
  CONTENT_WARNINGS_MAX,
  DESCRIPTION_MAX,
  DETAILS_TEXT_MAX,
  FAMILY_MEMBER_NAME_MAX,
  FAMILY_MEMBERS_MAX,
  FAMILY_RELATIONS,
  MEMORY_STATUS,
  PATTERN_TITLE_MAX,
  PHOTOS_MAX,
  RELATIONSHIP_DESCRIPTION_MAX,
  SUBJECT_MAX,
  SUBJECTS_MAX,
  TAG_SELECTION_MAX,
  eachTagText,
  TAG_LISTS,
  TAG_TEXT_FIELDS,
  TITLE_MAX,
  MemoryType,
} from '../constants.ts';
import type { MemorySavePayload } from '../types.ts';
import {
  memoryTypeSchema,
  nonBlankTextMax,
  nonEmptyTextSchema,
  privacySchema,
  queryBooleanSchema,
  requestIdSchema,
  textMax,
  withoutNul,
  type ApiSchema,
} from './common.ts';
import { subjectKey, uniqueSubjects } from '../subjects.ts';

/* ───────────── Save payload (request) ───────────── */

/** The plain lists of `{ id, description }` tags (all but age ranges, whose tags carry a `name`). */
const DESCRIBED_LISTS = TAG_LISTS.flatMap((row) =>
  row.list === 'persons_actions' || row.list === 'age_ranges' ? [] : [row.list],
);

/** The lists a happy memory is not asked (memory-writing §4: School and Health), from the one table. */
const NOT_ASKED_OF_HAPPY = TAG_LISTS.filter((row) => !row.happy);

/** A happy memory keeps at most its 10 categories: School and Health, and their texts, are refused. */
function happyCategories(payload: MemorySavePayload, context: z.core.$RefinementCtx<MemorySavePayload>) {
  if (payload.type !== MemoryType.Happy) return;
  for (const row of NOT_ASKED_OF_HAPPY) {
    const texted = row.text !== null && payload[row.text] !== undefined;
    if (payload[row.list].length === 0 && !texted) continue;
    context.addIssue({
      code: 'custom',
      path: [row.list],
      message: 'is not asked of a happy memory (its 10 categories leave out School and Health)',
      input: payload[row.list],
    });
  }
}

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

const subjectSchema = z
  .string()
  .check(
    z.maxLength(SUBJECT_MAX, `must be at most ${SUBJECT_MAX} characters`),
    z.regex(/^\S(?:[\s\S]*\S)?$/, 'must be trimmed and not empty'),
    withoutNul,
  );

export const familyMemberSchema = z.object({
  id: z
    .string()
    .check(z.minLength(1, 'must not be empty'), z.maxLength(64, 'must be at most 64 characters'), withoutNul),
  relation: z.enum(FAMILY_RELATIONS),
  name: z
    .string()
    .check(
      z.maxLength(FAMILY_MEMBER_NAME_MAX, `must be at most ${FAMILY_MEMBER_NAME_MAX} characters`),
      z.regex(/^(?:\S(?:[\s\S]*\S)?)?$/, 'must be trimmed'),
      withoutNul,
    ),
});

const familyMembersSchema = z.array(familyMemberSchema).check(
  z.maxLength(FAMILY_MEMBERS_MAX, `must have at most ${FAMILY_MEMBERS_MAX} family members`),
  z.refine(
    (members) => new Set(members.map((member) => member.id)).size === members.length,
    'must not repeat a family member id',
  ),
  z.meta({ description: 'Each family member once: no two share an `id`.' }),
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
export const memorySavePayloadSchema: ApiSchema<MemorySavePayload, MemorySavePayload> = z
  .object({
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
    // Every other plain list: `{ id, description }` tags, at most its category's selections.
    ...(Object.fromEntries(DESCRIBED_LISTS.map((list) => [list, tagList(TAG_SELECTION_MAX[list])])) as {
      [K in (typeof DESCRIBED_LISTS)[number]]: ReturnType<typeof tagList>;
    }),
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
      z.refine(
        (subjects) => new Set(subjects.map(subjectKey)).size === subjects.length,
        'must not repeat a subject (ignoring case)',
      ),
      z.meta({
        uniqueItems: true,
        description: 'Each person once, ignoring case ("Mum" and "mum" are one).',
      }),
    ),
    // Memory-writing §5: the same bound and non-empty rule as the description, for a reflection
    // written at all ('' is none).
    relationship_description: textMax(RELATIONSHIP_DESCRIPTION_MAX).check(
      z.regex(/^$|\S/, 'must not be only spaces'),
    ),
    ...eachTagText(() => detailsTextSchema),
    family_members: z.optional(familyMembersSchema),
  })
  .check(
    z.superRefine(happyCategories),
    // The same rule as the OpenAPI document states it: a happy memory leaves School and Health out.
    z.meta({
      if: { properties: { type: { const: MemoryType.Happy } } },
      then: {
        properties: Object.fromEntries(
          NOT_ASKED_OF_HAPPY.flatMap((row) => [
            [row.list, { maxItems: 0 }],
            ...(row.text === null ? [] : [[row.text, false]]),
          ]),
        ),
      },
    }),
  );

const TEXT_FIELDS = Object.values(TAG_TEXT_FIELDS);

/**
 * Tidies a save payload the way the specification describes it, without changing what the
 * member wrote: subjects trimmed, emptied and repeated ones (ignoring case) left out; `_text` fields left out
 * when empty; a happy memory's School and Health tags and texts left out (it is not asked them). Create and update apply it before sending; a server may apply it too.
 *
 * @example
 * ```ts
 * normalizeMemorySavePayload({ ...payload, subjects: [' Dad ', 'dad'], feelings_text: '' });
 * // subjects: ['Dad'], no feelings_text
 * ```
 */
export function normalizeMemorySavePayload(payload: MemorySavePayload): MemorySavePayload {
  const result: MemorySavePayload = { ...payload };
  result.subjects = uniqueSubjects(
    (Array.isArray(payload.subjects) ? payload.subjects : []).filter(
      (subject): subject is string => typeof subject === 'string',
    ),
  );
  for (const field of TEXT_FIELDS) {
    const text = result[field];
    if (typeof text !== 'string' || text.trim() === '') delete result[field];
  }
  // A memory turned happy leaves School and Health behind (memory-writing §4), rather than fail its save.
  if (result.type === MemoryType.Happy) {
    for (const row of NOT_ASKED_OF_HAPPY) {
      result[row.list] = [];
      if (row.text !== null) delete result[row.text];
    }
  }
  return result;
}

const memorySaveQueryDefinition = z.object({ autosave: z.optional(queryBooleanSchema) });

/**
 * `?autosave=true` of create and update (ours): a save the member did not make by posting (the
 * tag wizard's saves, the editor's save before tagging). Its privacy does not become the member's
 * last used privacy, and an update marked so changes only the tags, their texts and the family
 * members; every other field stays as stored.
 *
 * @example
 * ```ts
 * memorySaveQuerySchema.parse({ autosave: 'true' }); // { autosave: true }
 * ```
 */
export const memorySaveQuerySchema: ApiSchema<
  { autosave?: boolean | undefined },
  z.input<typeof memorySaveQueryDefinition>
> = memorySaveQueryDefinition;
