import { describe, expect, it } from 'vitest';

import { subjectKey, uniqueSubjects } from './subjects.ts';

describe('subjects', () => {
  it('compares subjects trimmed and ignoring case', () => {
    expect(subjectKey('  Grandma ')).toBe(subjectKey('grandma'));
    expect(subjectKey('Mum')).not.toBe(subjectKey('Mom'));
  });

  it('keeps the first of each person as written, trimmed, without empty ones', () => {
    expect(uniqueSubjects([' Dad ', 'Mum', 'dad', '', '  ', 'MUM', 'Aunt Ria'])).toEqual([
      'Dad',
      'Mum',
      'Aunt Ria',
    ]);
  });

  it('never changes the list it is given', () => {
    const subjects = ['Dad', 'dad'];
    uniqueSubjects(subjects);
    expect(subjects).toEqual(['Dad', 'dad']);
  });
});
