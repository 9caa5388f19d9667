import {
  isSameTag,
  OptionType,
  selectionId,
  type TagOption,
  type TagSelection,
} from '@childhood-memories/api-client';

import { DETAILS_PREVIEW_MAX } from './constants.ts';

const I_DONT_REMEMBER = "i don't remember";

/**
 * Whether an option stands for 'I don't remember' (any apostrophe, any case).
 *
 * @example
 * ```ts
 * isIDontRemember('I Don’t Remember'); // true
 * ```
 */
export function isIDontRemember(label: string): boolean {
  return (
    label
      .replace(/[’‘`´]/g, "'")
      .trim()
      .toLowerCase() === I_DONT_REMEMBER
  );
}

/** Whether `tag` is among `selected` (api-client's `isSameTag`: options by id, own words by text). */
export function isChosen(selected: readonly TagSelection[], tag: TagSelection): boolean {
  return selected.some((candidate) => isSameTag(candidate, tag));
}

/**
 * A chosen tag's key in a list (a React key, a radio's value): its option id, or its words for
 * the member's own words, so two tags that are the same tag share it.
 *
 * @example
 * ```ts
 * tagKey(ownWordsSelection('Alone')); // 'text:Alone'
 * ```
 */
export function tagKey(tag: TagSelection): string {
  const id = selectionId(tag);
  return id === null ? `text:${tag.label}` : `id:${id}`;
}

/**
 * The selection after the member ticks or unticks `tag`, with the rules of memory-writing §4
 * and §5: 'I don't remember' replaces every other choice, choosing another removes it, and
 * nothing is added past `max` (at the maximum the other options are disabled anyway).
 *
 * @example
 * ```ts
 * const poverty = selectionFromOption({ id: 1, label: 'Poverty', optionType: null });
 * const forgot = selectionFromOption({ id: 9, label: "I don't remember", optionType: null });
 * toggleTag([poverty], forgot, true, 15); // [forgot]
 * ```
 */
export function toggleTag(
  selected: readonly TagSelection[],
  tag: TagSelection,
  checked: boolean,
  max: number,
): TagSelection[] {
  if (!checked) return selected.filter((candidate) => !isSameTag(candidate, tag));
  if (isChosen(selected, tag)) return [...selected];
  // A single choice (a radio): the new answer replaces the old one.
  if (max === 1) return [tag];
  if (isIDontRemember(tag.label)) return [tag];
  const others = selected.filter((candidate) => !isIDontRemember(candidate.label));
  if (others.length >= max) return others;
  return [...others, tag];
}

/**
 * Whether an option is disabled: at the maximum every option not chosen is.
 *
 * @example
 * ```ts
 * isOptionDisabled([ownWordsSelection('6-8')], ownWordsSelection('9-12'), 1); // true
 * ```
 */
export function isOptionDisabled(selected: readonly TagSelection[], tag: TagSelection, max: number): boolean {
  return selected.length >= max && !isChosen(selected, tag);
}

/**
 * An option label with its first letter capitalised, as the wizard shows every label.
 *
 * @example
 * ```ts
 * capitalise('feeling unsafe at home'); // 'Feeling unsafe at home'
 * ```
 */
export function capitalise(label: string): string {
  const first = label.charAt(0);
  return first.toLocaleUpperCase('en') + label.slice(1);
}

/** Lower-cased search text, computed once per option. */
export function searchKey(label: string): string {
  return label.toLocaleLowerCase('en');
}

/**
 * The options whose label contains the query, case-insensitively (an empty query keeps all).
 *
 * @example
 * ```ts
 * filterOptions(options, 'SCHOOL'); // every option with 'school' in its label
 * ```
 */
export function filterOptions<T extends { label: string }>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase('en');
  if (needle === '') return [...options];
  return options.filter((option) => searchKey(option.label).includes(needle));
}

const byLabel = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Options in the server's order (`ui_sort_order`, then id). */
export function sortBySortOrder(options: readonly TagOption[]): TagOption[] {
  return [...options].sort((a, b) => a.ui_sort_order - b.ui_sort_order || a.id - b.id);
}

/**
 * Health options: alphabetical, with 'I don't remember' first (memory-writing §2).
 *
 * @example
 * ```ts
 * sortHealth(options).map((o) => o.label); // ["I don't remember", 'Asthma', 'Headaches', …]
 * ```
 */
export function sortHealth(options: readonly TagOption[]): TagOption[] {
  return [...options].sort((a, b) => {
    const aFirst = isIDontRemember(a.label);
    const bFirst = isIDontRemember(b.label);
    if (aFirst !== bFirst) return aFirst ? -1 : 1;
    return byLabel.compare(a.label, b.label);
  });
}

/** The School groups in the order they are shown. */
export const SCHOOL_GROUPS: readonly OptionType[] = [
  OptionType.School,
  OptionType.Adolescence,
  OptionType.Other,
];

/** One group of School options. */
export interface SchoolGroup {
  type: OptionType;
  options: TagOption[];
}

/**
 * School options grouped School, Adolescence, Other, each alphabetical; an option without a
 * known group counts as Other. Empty groups are left out.
 *
 * @example
 * ```ts
 * groupSchool(options).map((group) => group.type); // ['School', 'Adolescence', 'Other']
 * ```
 */
export function groupSchool(options: readonly TagOption[]): SchoolGroup[] {
  return SCHOOL_GROUPS.map((type) => ({
    type,
    options: options
      .filter((option) => (option.optionType ?? OptionType.Other) === type)
      .sort((a, b) => byLabel.compare(a.label, b.label)),
  })).filter((group) => group.options.length > 0);
}

/**
 * The age list: options whose group is 'generation' are filtered out (memory-writing §2).
 *
 * @example
 * ```ts
 * ageOptions(options).some((o) => o.group === 'generation'); // false
 * ```
 */
export function ageOptions(options: readonly TagOption[]): TagOption[] {
  return sortBySortOrder(options.filter((option) => option.group?.trim().toLowerCase() !== 'generation'));
}

/** Which heading the Age step gets. */
export type AgeHeadingKind = 'generation' | 'age' | 'ageAndGeneration' | 'ageAtTheTime';

const GENERATION_NAME =
  /\b(gen(eration)?\s*[zx]|millennials?|baby\s*boomers?|boomers?|silent\s+generation)\b/i;
const BIRTH_YEAR = /\b(19|20)\d{2}\b/;
const AGE_WORD =
  /\b(ages?|aged|years?|yrs?|old|months?|under|over|toddler|infant|baby|child|teens?|teenager)\b|\b\d{1,2}\b/i;

/**
 * The Age step's heading from the chosen age tags (memory-writing §2): tags matching
 * generation patterns (Gen Z, Millennial, Gen X, Baby Boomers, Silent Generation, by name or
 * birth years) give 'Generation'; age-like words give 'Age'; both give 'Age and Generation';
 * otherwise 'Age at the Time'.
 *
 * @example
 * ```ts
 * ageHeadingKind(['Millennial (born 1981-1996)', '6-8']); // 'ageAndGeneration'
 * ```
 */
export function ageHeadingKind(labels: readonly string[]): AgeHeadingKind {
  let generation = false;
  let age = false;
  for (const label of labels) {
    if (GENERATION_NAME.test(label) || BIRTH_YEAR.test(label)) generation = true;
    else if (AGE_WORD.test(label)) age = true;
  }
  if (generation && age) return 'ageAndGeneration';
  if (generation) return 'generation';
  if (age) return 'age';
  return 'ageAtTheTime';
}

/**
 * A details text as previewed: at most 100 characters, then an ellipsis.
 *
 * @example
 * ```ts
 * previewDetails('x'.repeat(120)); // 'xxx…x…' (100 characters and '…')
 * ```
 */
export function previewDetails(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= DETAILS_PREVIEW_MAX) return trimmed;
  return `${trimmed.slice(0, DETAILS_PREVIEW_MAX).trimEnd()}…`;
}
