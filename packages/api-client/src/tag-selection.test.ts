import { describe, expect, it } from 'vitest';

import { OptionType } from './constants.ts';
import {
  ageRefFromSelection,
  isSameTag,
  ownWordsSelection,
  selectionFromAgeRef,
  selectionFromOption,
  selectionFromTagRef,
  selectionId,
  tagRefFromSelection,
  type TagSelection,
} from './tag-selection.ts';

const bullying = {
  id: 16,
  label: 'Bullying',
  group: 'school',
  ui_sort_order: 2,
  optionType: OptionType.School,
};

describe('tag selections', () => {
  it('reads a payload tag with an id as an option, and one without as the member’s own words', () => {
    expect(selectionFromTagRef({ id: 12, description: 'Sadness' })).toEqual({
      label: 'Sadness',
      value: 12,
      optionType: null,
      is_system_tag: true,
    });
    expect(selectionFromTagRef({ id: null, description: 'Like a ghost' })).toEqual({
      label: 'Like a ghost',
      value: 'Like a ghost',
      optionType: null,
      is_system_tag: false,
    });
  });

  it('reads an age range by its name', () => {
    expect(selectionFromAgeRef({ id: 3, name: '6-8 years' })).toEqual({
      label: '6-8 years',
      value: 3,
      optionType: null,
      is_system_tag: true,
    });
    expect(selectionFromAgeRef({ id: null, name: 'Before school' }).is_system_tag).toBe(false);
  });

  it('takes an option’s id, label and School group', () => {
    expect(selectionFromOption(bullying)).toEqual({
      label: 'Bullying',
      value: 16,
      optionType: 'School',
      is_system_tag: true,
    });
  });

  it('keeps the member’s own words as written, with no option id', () => {
    const own = ownWordsSelection('  Alone at night ');
    expect(own).toEqual({
      label: '  Alone at night ',
      value: '  Alone at night ',
      optionType: null,
      is_system_tag: false,
    });
    expect(selectionId(own)).toBeNull();
  });

  it('writes a selection back as the payload tag it came from, key for key', () => {
    for (const ref of [
      { id: 12, description: 'Sadness' },
      { id: null, description: 'Like a ghost' },
      { id: 0, description: 'Zero is an id' },
    ]) {
      expect(JSON.stringify(tagRefFromSelection(selectionFromTagRef(ref)))).toBe(JSON.stringify(ref));
    }
    for (const age of [
      { id: 3, name: '6-8 years' },
      { id: null, name: 'Before school' },
    ]) {
      expect(JSON.stringify(ageRefFromSelection(selectionFromAgeRef(age)))).toBe(JSON.stringify(age));
    }
    expect(tagRefFromSelection(selectionFromOption(bullying))).toEqual({ id: 16, description: 'Bullying' });
  });

  it('sends no id for own words, nor for a selection that carries no numeric id', () => {
    expect(tagRefFromSelection(ownWordsSelection('Alone'))).toEqual({ id: null, description: 'Alone' });
    const stringValue: TagSelection = { label: 'Odd', value: '7', optionType: null, is_system_tag: true };
    expect(tagRefFromSelection(stringValue)).toEqual({ id: null, description: 'Odd' });
    const customWithNumber: TagSelection = { label: '42', value: 42, optionType: null, is_system_tag: false };
    expect(tagRefFromSelection(customWithNumber)).toEqual({ id: null, description: '42' });
  });

  it('finds the same option by id whatever its label', () => {
    const saved = selectionFromTagRef({ id: 16, description: 'bullying (old wording)' });
    expect(isSameTag(saved, selectionFromOption(bullying))).toBe(true);
    expect(
      isSameTag(selectionFromTagRef({ id: 17, description: 'Bullying' }), selectionFromOption(bullying)),
    ).toBe(false);
  });

  it('finds the same own words by their exact text, and never matches own words with an option', () => {
    expect(isSameTag(ownWordsSelection('Alone'), ownWordsSelection('Alone'))).toBe(true);
    expect(isSameTag(ownWordsSelection('Alone'), ownWordsSelection('alone'))).toBe(false);
    expect(isSameTag(ownWordsSelection('Bullying'), selectionFromOption(bullying))).toBe(false);
    expect(isSameTag(selectionFromOption(bullying), ownWordsSelection('Bullying'))).toBe(false);
  });
});
