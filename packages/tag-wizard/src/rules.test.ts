import {
  ownWordsSelection,
  selectionFromOption,
  selectionFromTagRef,
  type TagOption,
} from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import {
  ageHeadingKind,
  ageOptions,
  capitalise,
  filterOptions,
  groupSchool,
  isIDontRemember,
  isOptionDisabled,
  previewDetails,
  sortHealth,
  toggleTag,
} from './rules.ts';

function option(id: number, label: string, extra: Partial<TagOption> = {}): TagOption {
  return { id, label, group: null, ui_sort_order: id, optionType: null, ...extra };
}

const chosen = (id: number, label: string) => selectionFromOption(option(id, label));
const dontRemember = chosen(9, "I don't remember");
const poverty = chosen(1, 'Poverty');
const divorce = chosen(2, 'Parents divorced');

describe("'I don't remember'", () => {
  it('is recognised with any apostrophe and case', () => {
    expect(isIDontRemember("I don't remember")).toBe(true);
    expect(isIDontRemember('I Don’t Remember')).toBe(true);
    expect(isIDontRemember('I remember')).toBe(false);
  });

  it('replaces every other selection when chosen', () => {
    expect(toggleTag([poverty, divorce], dontRemember, true, 15)).toEqual([dontRemember]);
  });

  it('is removed when another option is chosen', () => {
    expect(toggleTag([dontRemember], poverty, true, 15)).toEqual([poverty]);
  });
});

describe('toggleTag', () => {
  it('adds and removes an option', () => {
    expect(toggleTag([], poverty, true, 15)).toEqual([poverty]);
    expect(toggleTag([poverty, divorce], poverty, false, 15)).toEqual([divorce]);
  });

  it('adds nothing past the maximum', () => {
    expect(toggleTag([poverty, divorce], chosen(77, 'Illness'), true, 2)).toEqual([poverty, divorce]);
  });

  it('replaces a single choice (a radio) with the new answer', () => {
    expect(toggleTag([poverty], divorce, true, 1)).toEqual([divorce]);
  });

  it('does not add the same option twice', () => {
    expect(toggleTag([poverty], { ...poverty }, true, 15)).toEqual([poverty]);
  });

  it('tells custom tags (no id) apart by their text', () => {
    const mine = ownWordsSelection('My own words');
    expect(toggleTag([mine], ownWordsSelection('Other words'), true, 15)).toHaveLength(2);
    expect(toggleTag([mine], ownWordsSelection('My own words'), false, 15)).toEqual([]);
  });

  it('removes a saved option by its id, whatever label it was saved with', () => {
    const saved = selectionFromTagRef({ id: 1, description: 'poverty (old wording)' });
    expect(toggleTag([saved, divorce], poverty, false, 15)).toEqual([divorce]);
  });
});

describe('isOptionDisabled', () => {
  it('disables every unchosen option at the maximum, never a chosen one', () => {
    expect(isOptionDisabled([poverty], divorce, 1)).toBe(true);
    expect(isOptionDisabled([poverty], poverty, 1)).toBe(false);
    expect(isOptionDisabled([poverty], divorce, 2)).toBe(false);
  });
});

describe('labels and search', () => {
  it('capitalises the first letter only', () => {
    expect(capitalise('feeling unsafe at home')).toBe('Feeling unsafe at home');
    expect(capitalise('ADHD')).toBe('ADHD');
    expect(capitalise('')).toBe('');
  });

  it('filters by case-insensitive substring', () => {
    const options = [option(1, 'Bullied at school'), option(2, 'Changed schools often'), option(3, 'Lonely')];
    expect(filterOptions(options, 'SCHOOL').map((o) => o.id)).toEqual([1, 2]);
    expect(filterOptions(options, '  ')).toHaveLength(3);
    expect(filterOptions(options, 'zebra')).toEqual([]);
  });
});

describe('Health order', () => {
  it("is alphabetical with 'I don't remember' first", () => {
    const sorted = sortHealth([
      option(1, 'Sleep problems'),
      option(2, "I don't remember"),
      option(3, 'asthma'),
      option(4, 'Headaches'),
    ]);
    expect(sorted.map((o) => o.label)).toEqual(["I don't remember", 'asthma', 'Headaches', 'Sleep problems']);
  });
});

describe('School groups', () => {
  it('groups School, Adolescence, Other, each alphabetical', () => {
    const groups = groupSchool([
      option(1, 'Truancy', { optionType: 'Other' }),
      option(2, 'Struggled with grades', { optionType: 'School' }),
      option(3, 'Early dating', { optionType: 'Adolescence' }),
      option(4, 'Bullied', { optionType: 'School' }),
      option(5, 'Isolation', { optionType: null }),
    ]);
    expect(groups.map((group) => [group.type, group.options.map((o) => o.label)])).toEqual([
      ['School', ['Bullied', 'Struggled with grades']],
      ['Adolescence', ['Early dating']],
      ['Other', ['Isolation', 'Truancy']],
    ]);
  });
});

describe('Age', () => {
  it("filters options whose group is 'generation' out of the age list", () => {
    const options = [
      option(2, '3-5', { group: 'age' }),
      option(1, 'Gen Z (born 1997-2012)', { group: 'generation' }),
      option(3, 'Under 3', { group: 'age', ui_sort_order: 0 }),
    ];
    expect(ageOptions(options).map((o) => o.label)).toEqual(['Under 3', '3-5']);
  });

  it('chooses the heading from the chosen tags', () => {
    expect(ageHeadingKind(['Millennial'])).toBe('generation');
    expect(ageHeadingKind(['Gen X'])).toBe('generation');
    expect(ageHeadingKind(['Baby Boomers'])).toBe('generation');
    expect(ageHeadingKind(['Silent Generation'])).toBe('generation');
    expect(ageHeadingKind(['born 1997-2012'])).toBe('generation');
    expect(ageHeadingKind(['6-8 years old'])).toBe('age');
    expect(ageHeadingKind(['9-12'])).toBe('age');
    expect(ageHeadingKind(['Gen Z (born 1997-2012)', '6-8'])).toBe('ageAndGeneration');
    expect(ageHeadingKind([])).toBe('ageAtTheTime');
    expect(ageHeadingKind(["I don't remember"])).toBe('ageAtTheTime');
  });
});

describe('details preview', () => {
  it('keeps up to 100 characters and adds an ellipsis after', () => {
    expect(previewDetails('a'.repeat(100))).toBe('a'.repeat(100));
    expect(previewDetails('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
  });
});
