import { describe, expect, it } from 'vitest';

import { addChips, CHIP_SEPARATORS, splitByLength } from './chips.ts';

describe('addChips (spec: memory-writing §5 "Subjects")', () => {
  it('splits on commas and semicolons, the spec’s separators', () => {
    expect(CHIP_SEPARATORS).toEqual([',', ';']);
    expect(addChips([], 'Mum,Dad;Grandma')).toEqual(['Mum', 'Dad', 'Grandma']);
  });

  it('trims each entry', () => {
    expect(addChips([], '  Mum  ')).toEqual(['Mum']);
  });

  it('leaves out empty entries', () => {
    expect(addChips(['Mum'], ' , ;  ;')).toEqual(['Mum']);
    expect(addChips([], '')).toEqual([]);
  });

  it('leaves out case-insensitive duplicates of existing chips and of each other', () => {
    expect(addChips(['Mum'], 'mum, Dad, DAD')).toEqual(['Mum', 'Dad']);
  });

  it('never changes the array it is given', () => {
    const existing = ['Mum'];
    const result = addChips(existing, 'Dad');
    expect(existing).toEqual(['Mum']);
    expect(result).not.toBe(existing);
  });
});

describe('splitByLength', () => {
  it('separates the entries longer than the maximum, trimmed', () => {
    expect(splitByLength(' Mum , Grandmother; Dad', 5)).toEqual({
      fitting: 'Mum, Dad',
      tooLong: ['Grandmother'],
    });
  });

  it('lets everything through without a maximum', () => {
    expect(splitByLength('Mum, Grandmother', undefined)).toEqual({
      fitting: 'Mum, Grandmother',
      tooLong: [],
    });
  });
});
