import { MemoryType, type TagTextField } from '@childhood-memories/api-client';

import { HAPPY_CATEGORY_COUNT, SELECTION_MAX } from './constants.ts';

/** The tag lists of the save payload that hold one plain list each (all but People's Actions). */
export type PlainTagList =
  | 'age_ranges'
  | 'sibling'
  | 'risk_factor'
  | 'chronic_adverse_events'
  | 'sudden_adverse_events'
  | 'feelings'
  | 'needs'
  | 'thoughts'
  | 'childhood_effects_emotions'
  | 'childhood_effects_health'
  | 'childhood_effects_social';

/** Which reference-data list a category's options come from (the client method is in the README). */
export type OptionSource =
  | 'ageRanges'
  | 'siblings'
  | 'persons'
  | 'personActions'
  | 'riskFactors'
  | 'chronicEvents'
  | 'suddenEvents'
  | 'feelings'
  | 'needs'
  | 'thoughts'
  | 'emotions'
  | 'healthEffects'
  | 'socialEffects';

/** A category of the wizard, named as the product names it. */
export type CategoryKey =
  | 'age'
  | 'siblings'
  | 'peoplesActions'
  | 'riskFactors'
  | 'challenges'
  | 'shocks'
  | 'feelings'
  | 'needs'
  | 'thoughts'
  | 'changes'
  | 'school'
  | 'health';

/** How one category is asked, stored and counted. */
export interface CategoryDefinition {
  key: CategoryKey;
  /** The specification's number of the category, which is also the `tab` deep-link value. */
  number: number;
  /** The save payload's list (`persons_actions` holds the person and that person's actions). */
  list: PlainTagList | 'persons_actions';
  /** The free-text companion of the list. */
  textField: TagTextField;
  /** The reference-data list the options come from. */
  source: OptionSource;
  /** Maximum selections (for People's Actions: the actions; the person is limited to one). */
  max: number;
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
export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    key: 'age',
    number: 1,
    list: 'age_ranges',
    textField: 'age_ranges_text',
    source: 'ageRanges',
    max: SELECTION_MAX.age,
  },
  {
    key: 'siblings',
    number: 2,
    list: 'sibling',
    textField: 'sibling_text',
    source: 'siblings',
    max: SELECTION_MAX.siblings,
  },
  {
    key: 'peoplesActions',
    number: 4,
    list: 'persons_actions',
    textField: 'persons_actions_text',
    source: 'personActions',
    max: SELECTION_MAX.personActions,
  },
  {
    key: 'riskFactors',
    number: 3,
    list: 'risk_factor',
    textField: 'risk_factor_text',
    source: 'riskFactors',
    max: SELECTION_MAX.riskFactors,
  },
  {
    key: 'challenges',
    number: 5,
    list: 'chronic_adverse_events',
    textField: 'chronic_adverse_events_text',
    source: 'chronicEvents',
    max: SELECTION_MAX.challenges,
  },
  {
    key: 'shocks',
    number: 6,
    list: 'sudden_adverse_events',
    textField: 'sudden_adverse_events_text',
    source: 'suddenEvents',
    max: SELECTION_MAX.shocks,
  },
  {
    key: 'feelings',
    number: 7,
    list: 'feelings',
    textField: 'feelings_text',
    source: 'feelings',
    max: SELECTION_MAX.feelings,
  },
  {
    key: 'needs',
    number: 8,
    list: 'needs',
    textField: 'needs_text',
    source: 'needs',
    max: SELECTION_MAX.needs,
  },
  {
    key: 'thoughts',
    number: 9,
    list: 'thoughts',
    textField: 'thoughts_text',
    source: 'thoughts',
    max: SELECTION_MAX.thoughts,
  },
  {
    key: 'changes',
    number: 10,
    list: 'childhood_effects_emotions',
    textField: 'childhood_effects_emotions_text',
    source: 'emotions',
    max: SELECTION_MAX.changes,
  },
  {
    key: 'school',
    number: 11,
    list: 'childhood_effects_social',
    textField: 'childhood_effects_social_text',
    source: 'socialEffects',
    max: SELECTION_MAX.school,
  },
  {
    key: 'health',
    number: 12,
    list: 'childhood_effects_health',
    textField: 'childhood_effects_health_text',
    source: 'healthEffects',
    max: SELECTION_MAX.health,
  },
];

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
  return type === MemoryType.Happy ? CATEGORIES.slice(0, HAPPY_CATEGORY_COUNT) : CATEGORIES;
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
