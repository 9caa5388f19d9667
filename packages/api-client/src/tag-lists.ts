import type { TagType } from './types/memory.ts';

/*
 * A memory's tag lists, once: the one table (`TAG_LISTS`) and every list of lists drawn from it
 * (memory-writing §2, §3, §5). Nothing else spells the 13 lists by hand.
 */

/**
 * The one table of a memory's 13 tag lists, in the save payload's order (memory-writing §3). Each
 * row: the list; its field in the editor's form data (`form`, memory-writing §3's names such as
 * `feelingsAtTheTime`); its free-text companion (`text`, in the payload's name) and that
 * companion's name on the wire (`wireText`: the specification sends `age_range_text` and
 * `person_action_text`); the option lists its ids come from; the wizard's question number
 * (`question`, memory-writing §2; `impacts` has no question), the question's key as the widgets
 * name it (`step`, the key of its strings), its name (`title`, the default every widget's
 * `categoryNames` starts from) and its place in the wizard's order (`position`: People's Actions,
 * question 4, is asked third); and whether a happy memory is asked it (memory-writing §4: happy
 * memories are capped at 10, School and Health left out). Every other list of lists
 * (`TAG_CATEGORIES`, `TAG_TEXT_FIELDS`, `TAG_LIST_SOURCES`, `TAG_QUESTIONS`, the schemas, both
 * backends' storage and wire mapping, the editor's form) is iterated from it.
 *
 * @example
 * ```ts
 * TAG_LISTS.filter((row) => !row.happy).map((row) => row.list); // ['childhood_effects_health', 'childhood_effects_social']
 * ```
 */
export const TAG_LISTS = [
  {
    list: 'age_ranges',
    form: 'age',
    step: 'age',
    title: 'Age',
    position: 1,
    text: 'age_ranges_text',
    wireText: 'age_range_text',
    options: ['age_ranges'],
    question: 1,
    happy: true,
  },
  {
    list: 'sibling',
    form: 'sibling',
    step: 'siblings',
    title: 'Siblings',
    position: 2,
    text: 'sibling_text',
    wireText: 'sibling_text',
    options: ['sibling'],
    question: 2,
    happy: true,
  },
  {
    list: 'risk_factor',
    form: 'risk_factor',
    step: 'riskFactors',
    title: 'Risk Factors',
    position: 4,
    text: 'risk_factor_text',
    wireText: 'risk_factor_text',
    options: ['risk_factor'],
    question: 3,
    happy: true,
  },
  {
    list: 'persons_actions',
    form: 'personsInvolved',
    step: 'peoplesActions',
    title: "People's Actions",
    position: 3,
    text: 'persons_actions_text',
    wireText: 'person_action_text',
    options: ['person', 'person_action'],
    question: 4,
    happy: true,
  },
  {
    list: 'chronic_adverse_events',
    form: 'chronicEvents',
    step: 'challenges',
    title: 'Challenges',
    position: 5,
    text: 'chronic_adverse_events_text',
    wireText: 'chronic_adverse_events_text',
    options: ['chronic_adverse_events'],
    question: 5,
    happy: true,
  },
  {
    list: 'sudden_adverse_events',
    form: 'suddenEvents',
    step: 'shocks',
    title: 'Shocks',
    position: 6,
    text: 'sudden_adverse_events_text',
    wireText: 'sudden_adverse_events_text',
    options: ['sudden_adverse_events'],
    question: 6,
    happy: true,
  },
  {
    list: 'feelings',
    form: 'feelingsAtTheTime',
    step: 'feelings',
    title: 'Feelings',
    position: 7,
    text: 'feelings_text',
    wireText: 'feelings_text',
    options: ['feelings'],
    question: 7,
    happy: true,
  },
  {
    list: 'needs',
    form: 'needs',
    step: 'needs',
    title: 'Needs',
    position: 8,
    text: 'needs_text',
    wireText: 'needs_text',
    options: ['needs'],
    question: 8,
    happy: true,
  },
  {
    list: 'thoughts',
    form: 'thoughts',
    step: 'thoughts',
    title: 'Thoughts',
    position: 9,
    text: 'thoughts_text',
    wireText: 'thoughts_text',
    options: ['thoughts'],
    question: 9,
    happy: true,
  },
  {
    list: 'impacts',
    form: 'impacts',
    step: null,
    title: null,
    position: null,
    text: null,
    wireText: null,
    options: ['childhood_effects_emotions', 'childhood_effects_health', 'childhood_effects_social'],
    question: null,
    happy: true,
  },
  {
    list: 'childhood_effects_emotions',
    form: 'emotions',
    step: 'changes',
    title: 'Changes',
    position: 10,
    text: 'childhood_effects_emotions_text',
    wireText: 'childhood_effects_emotions_text',
    options: ['childhood_effects_emotions'],
    question: 10,
    happy: true,
  },
  {
    list: 'childhood_effects_health',
    form: 'healths',
    step: 'health',
    title: 'Health',
    position: 12,
    text: 'childhood_effects_health_text',
    wireText: 'childhood_effects_health_text',
    options: ['childhood_effects_health'],
    question: 12,
    happy: false,
  },
  {
    list: 'childhood_effects_social',
    form: 'socialLifes',
    step: 'school',
    title: 'School',
    position: 11,
    text: 'childhood_effects_social_text',
    wireText: 'childhood_effects_social_text',
    options: ['childhood_effects_social'],
    question: 11,
    happy: false,
  },
] as const;

/** One row of {@link TAG_LISTS}. @example `const row: TagListRow = TAG_LISTS[0];` */
export type TagListRow = (typeof TAG_LISTS)[number];

type QuestionRow = Exclude<TagListRow, { question: null }>;

/**
 * A tagging question: its key (`step`), the specification's number (also the wizard's `tab`
 * deep-link value), the save payload's list it fills, and whether a happy memory is asked it.
 */
export interface TagQuestion {
  key: QuestionRow['step'];
  /** The question's name in English (memory-writing §2): 'Age', 'School'. */
  title: string;
  number: QuestionRow['question'];
  list: QuestionRow['list'];
  happy: boolean;
}

/**
 * The twelve tagging questions in the wizard's order (memory-writing §2), from {@link TAG_LISTS}:
 * what the wizard asks and the memory modal's summary reads, in the same order.
 *
 * @example
 * ```ts
 * TAG_QUESTIONS.map((question) => question.number); // [1, 2, 4, 3, 5, 6, 7, 8, 9, 10, 11, 12]
 * ```
 */
export const TAG_QUESTIONS: readonly TagQuestion[] = TAG_LISTS.filter(
  (row): row is QuestionRow => row.question !== null,
)
  .sort((a, b) => a.position - b.position)
  .map((row) => ({
    key: row.step,
    title: row.title,
    number: row.question,
    list: row.list,
    happy: row.happy,
  }));
/** The key of a tagging question, as the widgets name it. @example `const key: TagQuestionKey = 'school';` */
export type TagQuestionKey = TagQuestion['key'];

/**
 * The list fields of a memory that hold tags, in the save payload's names (from {@link TAG_LISTS}).
 *
 * @example
 * ```ts
 * for (const category of TAG_CATEGORIES) console.info(category, memory[category].length);
 * ```
 */
export const TAG_CATEGORIES: readonly TagListRow['list'][] = TAG_LISTS.map((row) => row.list);
/** One of the tag list field names of a memory. @example `const category: TagCategory = 'feelings';` */
export type TagCategory = TagListRow['list'];

/**
 * The tag types of tag search (`/memories/search/{tagType}/{slug}`, `?tag_type=`), from the one
 * table: every plain list, and People's Actions as its person (`person_involved`) and actions.
 *
 * @example
 * ```ts
 * TAG_TYPES.includes('person_action'); // true
 * ```
 */
export const TAG_TYPES = TAG_LISTS.flatMap((row) =>
  row.list === 'persons_actions' ? (['person_involved', 'person_action'] as const) : [row.list],
) as unknown as readonly [TagType, ...TagType[]];

/**
 * The reference-data lists of tag options, named after the save payload's lists they fill: every
 * category the tagging wizard asks (all but `impacts`), with People's Actions as its two lists,
 * `person` (the one person) and `person_action` (that person's actions).
 *
 * @example
 * ```ts
 * const feelings = await client.listTagOptions('feelings', MemoryType.Unhappy);
 * ```
 */
export const TAG_OPTION_LISTS = [
  'age_ranges',
  'person',
  'person_action',
  'sibling',
  'risk_factor',
  'chronic_adverse_events',
  'sudden_adverse_events',
  'feelings',
  'needs',
  'thoughts',
  'childhood_effects_emotions',
  'childhood_effects_health',
  'childhood_effects_social',
] as const satisfies readonly (
  Exclude<TagCategory, 'persons_actions' | 'impacts'> | 'person' | 'person_action'
)[];
/** One reference-data list of tag options. @example `const list: TagOptionList = 'person_action';` */
export type TagOptionList = (typeof TAG_OPTION_LISTS)[number];

/**
 * The plain tag lists of a save payload (every tag category but People's Actions), each with the
 * option lists its ids may come from: an id from another list is refused. `impacts` has no wizard
 * step of its own and draws on the three lists of changes after the experience.
 *
 * @example
 * ```ts
 * TAG_LIST_SOURCES.impacts; // ['childhood_effects_emotions', 'childhood_effects_health', 'childhood_effects_social']
 * ```
 */
type PlainListRow = Exclude<TagListRow, { list: 'persons_actions' }>;
export const TAG_LIST_SOURCES = Object.fromEntries(
  TAG_LISTS.filter((row): row is PlainListRow => row.list !== 'persons_actions').map((row) => [
    row.list,
    row.options,
  ]),
) as { readonly [R in PlainListRow as R['list']]: R['options'] };
/** One plain tag list of a save payload (a key of {@link TAG_LIST_SOURCES}). @example `const list: TagListField = 'impacts';` */
export type TagListField = keyof typeof TAG_LIST_SOURCES;

/**
 * The option lists a tag search's slug is looked up in (`/memories/search/{tag_type}/{slug}`): the
 * person of People's Actions in `person`, an action in `person_action`, a plain list in its
 * sources ({@link TAG_LIST_SOURCES}); empty for a tag type there is not.
 *
 * @example
 * ```ts
 * tagSearchOptionLists('person_involved'); // ['person']
 * ```
 */
export function tagSearchOptionLists(tagType: string): readonly TagOptionList[] {
  if (tagType === 'person_involved') return ['person'];
  if (tagType === 'person_action') return ['person_action'];
  return Object.hasOwn(TAG_LIST_SOURCES, tagType) ? TAG_LIST_SOURCES[tagType as TagListField] : [];
}

/**
 * The option lists asked without a memory type (memory-writing §5: age ranges and the person
 * list take `?dis=false&ist=true` only; every other list adds `&mt=`).
 *
 * @example
 * ```ts
 * UNTYPED_TAG_OPTION_LISTS.includes('age_ranges'); // true
 * ```
 */
export const UNTYPED_TAG_OPTION_LISTS: readonly TagOptionList[] = ['age_ranges', 'person'];

/**
 * Maximum selections per tagging category (memory-writing §5). `person` is the one person of
 * People's Actions and `person_action` that person's actions. `impacts` has no wizard step and
 * no limit in the specification; it gets the common 15.
 *
 * @example
 * ```ts
 * const full = selected.length >= TAG_SELECTION_MAX.feelings;
 * ```
 */
export const TAG_SELECTION_MAX = {
  age_ranges: 1,
  sibling: 15,
  risk_factor: 15,
  person: 1,
  person_action: 15,
  chronic_adverse_events: 15,
  sudden_adverse_events: 10,
  feelings: 15,
  needs: 15,
  thoughts: 15,
  impacts: 15,
  childhood_effects_emotions: 15,
  childhood_effects_health: 15,
  childhood_effects_social: 15,
} as const;

/**
 * The free-text companion of each tag category, in the save payload's names
 * (memory-writing §3). `impacts` has none.
 *
 * @example
 * ```ts
 * const text = memory[TAG_TEXT_FIELDS.feelings];
 * ```
 */
type TextRow = Extract<TagListRow, { text: string }>;
export const TAG_TEXT_FIELDS = Object.fromEntries(
  TAG_LISTS.filter((row): row is TextRow => row.text !== null).map((row) => [row.list, row.text]),
) as { readonly [R in TextRow as R['list']]: R['text'] };
/** One of the free-text companion field names, such as `feelings_text`. @example `const field: TagTextField = TAG_TEXT_FIELDS.needs;` */
export type TagTextField = TextRow['text'];

/** A plain tag list (every list but People's Actions). */
type PlainList = Exclude<TagListRow['list'], 'persons_actions'>;

/**
 * One entry per tag list of the table, keyed by the list (a schema's fields, an empty payload's
 * lists): the way code that needs every list writes it, never by spelling the 13 names.
 *
 * @example
 * ```ts
 * eachTagList(() => []); // { age_ranges: [], sibling: [], … }
 * ```
 */
export function eachTagList<V>(value: (list: TagListRow['list']) => V): { [K in TagListRow['list']]: V } {
  return Object.fromEntries(TAG_LISTS.map((row) => [row.list, value(row.list)])) as {
    [K in TagListRow['list']]: V;
  };
}

/**
 * One entry per plain tag list (all but People's Actions), keyed by the list.
 *
 * @example
 * ```ts
 * eachPlainTagList((list) => memory[list].length);
 * ```
 */
export function eachPlainTagList<V>(value: (list: PlainList) => V): { [K in PlainList]: V } {
  return Object.fromEntries(
    TAG_LISTS.flatMap((row) => (row.list === 'persons_actions' ? [] : [[row.list, value(row.list)]])),
  ) as { [K in PlainList]: V };
}

/**
 * One entry per free-text companion, keyed by its name in the save payload (`feelings_text`).
 *
 * @example
 * ```ts
 * eachTagText((row) => memory[row.text]);
 * ```
 */
export function eachTagText<V>(value: (row: TextRow) => V): { [K in TagTextField]: V } {
  return Object.fromEntries(
    TAG_LISTS.flatMap((row) => (row.text === null ? [] : [[row.text, value(row)]])),
  ) as { [K in TagTextField]: V };
}

/** A companion's name on the wire where the specification spells it otherwise (`age_range_text`). */
type WireTextAlias = Exclude<NonNullable<TagListRow['wireText']>, TagTextField>;

/**
 * One entry per companion the wire names otherwise than the save payload (`age_range_text`,
 * `person_action_text`), keyed by that wire name.
 *
 * @example
 * ```ts
 * eachWireTextAlias(() => wireTextSchema);
 * ```
 */
export function eachWireTextAlias<V>(value: (alias: WireTextAlias) => V): { [K in WireTextAlias]: V } {
  return Object.fromEntries(
    TAG_LISTS.flatMap((row) =>
      row.text === null || row.wireText === row.text
        ? []
        : [[row.wireText, value(row.wireText as WireTextAlias)]],
    ),
  ) as { [K in WireTextAlias]: V };
}
