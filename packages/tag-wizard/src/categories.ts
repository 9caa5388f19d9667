import {
  MemoryType,
  TAG_QUESTIONS,
  TAG_SELECTION_MAX,
  TAG_TEXT_FIELDS,
  type TagCategory,
  type TagOptionList,
  type TagQuestion,
  type TagQuestionKey,
  type TagTextField,
} from '@childhood-memories/api-client';

/** The tag lists of the save payload the wizard asks, each one plain list (all but People's Actions). */
export type PlainTagList = Exclude<TagCategory, 'persons_actions' | 'impacts'>;

/** A category of the wizard, named as the product names it (api-client's question keys). */
export type CategoryKey = TagQuestionKey;

/** How one category is asked, stored and counted. */
export interface CategoryDefinition {
  key: CategoryKey;
  /** The specification's number of the category, which is also the `tab` deep-link value. */
  number: number;
  /** The save payload's list (`persons_actions` holds the person and that person's actions). */
  list: PlainTagList | 'persons_actions';
  /** The free-text companion of the list. */
  textField: TagTextField;
  /** The reference-data list the options come from (People's Actions: the actions; the person is `person`). */
  options: TagOptionList;
  /** Maximum selections (for People's Actions: the actions; the person is limited to one). */
  max: number;
}

/** A category from its question (key, number and list); the rest follows from api-client's tables. */
function category({ key, number, list }: TagQuestion): CategoryDefinition {
  const options = list === 'persons_actions' ? 'person_action' : list;
  return { key, number, list, textField: TAG_TEXT_FIELDS[list], options, max: TAG_SELECTION_MAX[options] };
}

/**
 * The twelve categories in the wizard's order, with the specification's numbers
 * (memory-writing §2): Age (1), Siblings (2), People's Actions (4), Risk Factors (3),
 * Challenges (5), Shocks (6), Feelings (7), Needs (8), Thoughts (9), Changes (10),
 * School (11), Health (12).
 *
 * @example
 * ```ts
 * const numbers = CATEGORIES.map((category) => category.number); // [1, 2, 4, 3, 5, …]
 * ```
 */
export const CATEGORIES: readonly CategoryDefinition[] = TAG_QUESTIONS.map(category);

const HAPPY_CATEGORIES = CATEGORIES.filter((_, index) => TAG_QUESTIONS[index]?.happy === true);

/**
 * The categories a memory of this type is asked: the first ten for happy memories, all
 * twelve otherwise.
 *
 * @example
 * ```ts
 * categoriesFor(MemoryType.Happy).length; // 10
 * ```
 */
export function categoriesFor(type: MemoryType): readonly CategoryDefinition[] {
  return type === MemoryType.Happy ? HAPPY_CATEGORIES : CATEGORIES;
}

/** The category a `tab` deep link names, if this memory type shows it. */
export function categoryForTab(
  type: MemoryType,
  tab: number | string | null | undefined,
): CategoryDefinition | null {
  if (tab === null || tab === undefined || tab === '') return null;
  const number = typeof tab === 'number' ? tab : Number(tab);
  if (!Number.isInteger(number)) return null;
  return categoriesFor(type).find((category) => category.number === number) ?? null;
}

/** The categories before and after `key` in the wizard's order for this memory type. */
export function neighbours(
  type: MemoryType,
  key: CategoryKey,
): { previous: CategoryDefinition | null; next: CategoryDefinition | null } {
  const list = categoriesFor(type);
  const index = list.findIndex((category) => category.key === key);
  return { previous: index > 0 ? (list[index - 1] ?? null) : null, next: list[index + 1] ?? null };
}

/**
 * Whether choosing an answer of this question moves on to the next question once the 1.5 s check
 * has shown (memory-writing §4): only where that choice answers it, a question with one answer
 * (Age). A question that allows several answers (Siblings, Risk Factors, Feelings, People's
 * Actions: up to 15) stays however many are ticked, since moving on while a member is still
 * choosing is a change of context on input (WCAG 2.2, 3.2.2); Next moves on from any question.
 * People's Actions' person (one) is not this question's answer but the start of it: its actions
 * follow on the same question.
 *
 * @example
 * ```ts
 * movesOnAfterChoice(CATEGORIES[0]); // true (Age)
 * ```
 */
export function movesOnAfterChoice(category: CategoryDefinition): boolean {
  return category.max === 1;
}
