/**
 * A tag the member chose, as the editor's form and the tagging wizard hold it (memory-writing §3,
 * "Form selection"), and its conversions to and from the save payload: one shape and one set of
 * rules, so a tag chosen in the wizard and a tag in the editor's draft are the same value.
 */
import type { OptionType } from './constants.ts';
import type { AgeRangeRef, TagOption, TagRef } from './types.ts';

/**
 * A chosen tag (memory-writing §3, "Form selection: {label, value, optionType, is_system_tag}"):
 * an option (`is_system_tag: true`, `value` its id) or the member's own words
 * (`is_system_tag: false`, `value` the words). `label` is the text the member sees or wrote;
 * `optionType` is the School group of a School option, null otherwise.
 *
 * @example
 * ```ts
 * const sadness: TagSelection = { label: 'Sadness', value: 12, optionType: null, is_system_tag: true };
 * const own: TagSelection = { label: 'Like a ghost', value: 'Like a ghost', optionType: null, is_system_tag: false };
 * ```
 */
export interface TagSelection {
  label: string;
  value: number | string;
  optionType: OptionType | null;
  is_system_tag: boolean;
}

/**
 * The option id of a selection, or null for the member's own words (or a selection that does
 * not carry a numeric option id).
 *
 * @example
 * ```ts
 * selectionId(selectionFromOption(option)); // option.id
 * selectionId(ownWordsSelection('Like a ghost')); // null
 * ```
 */
export function selectionId(selection: TagSelection): number | null {
  return selection.is_system_tag && typeof selection.value === 'number' ? selection.value : null;
}

/**
 * The member's own words as a selection (a custom tag: no option id).
 *
 * @example
 * ```ts
 * ownWordsSelection('Like a ghost');
 * // { label: 'Like a ghost', value: 'Like a ghost', optionType: null, is_system_tag: false }
 * ```
 */
export function ownWordsSelection(text: string): TagSelection {
  return { label: text, value: text, optionType: null, is_system_tag: false };
}

/**
 * A reference-data option as a selection: its id, its label and its School group.
 *
 * @example
 * ```ts
 * selectionFromOption({ id: 16, label: 'Bullying', group: 'school', ui_sort_order: 1, optionType: 'School' });
 * // { label: 'Bullying', value: 16, optionType: 'School', is_system_tag: true }
 * ```
 */
export function selectionFromOption(option: Pick<TagOption, 'id' | 'label' | 'optionType'>): TagSelection {
  return { label: option.label, value: option.id, optionType: option.optionType, is_system_tag: true };
}

/**
 * A save payload's tag as a selection: an option when it has an id, the member's own words when
 * its id is null. The payload does not say an option's School group, so `optionType` is null.
 *
 * @example
 * ```ts
 * selectionFromTagRef({ id: 12, description: 'Sadness' });
 * // { label: 'Sadness', value: 12, optionType: null, is_system_tag: true }
 * ```
 */
export function selectionFromTagRef(tag: TagRef): TagSelection {
  return tag.id === null
    ? ownWordsSelection(tag.description)
    : { label: tag.description, value: tag.id, optionType: null, is_system_tag: true };
}

/**
 * A save payload's age range (`{ id, name }`) as a selection.
 *
 * @example
 * ```ts
 * selectionFromAgeRef({ id: 3, name: '6-8 years' });
 * // { label: '6-8 years', value: 3, optionType: null, is_system_tag: true }
 * ```
 */
export function selectionFromAgeRef(age: AgeRangeRef): TagSelection {
  return selectionFromTagRef({ id: age.id, description: age.name });
}

/**
 * A selection as a save payload's tag: the option id (null for the member's own words) and the
 * text as the member sees or wrote it.
 *
 * @example
 * ```ts
 * tagRefFromSelection(ownWordsSelection('Like a ghost')); // { id: null, description: 'Like a ghost' }
 * ```
 */
export function tagRefFromSelection(selection: TagSelection): TagRef {
  return { id: selectionId(selection), description: selection.label };
}

/**
 * A selection as a save payload's age range (`{ id, name }`).
 *
 * @example
 * ```ts
 * ageRefFromSelection(selectionFromAgeRef({ id: 3, name: '6-8 years' })); // { id: 3, name: '6-8 years' }
 * ```
 */
export function ageRefFromSelection(selection: TagSelection): AgeRangeRef {
  return { id: selectionId(selection), name: selection.label };
}

/**
 * Whether two selections are the same tag: options by id (whatever their labels), the member's
 * own words by their exact text; an option is never the same as own words.
 *
 * @example
 * ```ts
 * isSameTag(selectionFromTagRef({ id: 12, description: 'Sadness' }), selectionFromOption(sadnessOption)); // true
 * isSameTag(ownWordsSelection('Alone'), ownWordsSelection('alone')); // false
 * ```
 */
export function isSameTag(a: TagSelection, b: TagSelection): boolean {
  const idA = selectionId(a);
  const idB = selectionId(b);
  return idA !== null || idB !== null ? idA === idB : a.label === b.label;
}
