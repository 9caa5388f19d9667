import {
  DESCRIPTION_MAX,
  PATTERN_TITLE_MAX,
  RELATIONSHIP_DESCRIPTION_MAX,
  TITLE_MAX,
} from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import { emptyMemoryForm } from './form.ts';
import { canPost, isConfirmableText, validateMemoryForm } from './validation.ts';

const withText = { ...emptyMemoryForm(), desc: 'A memory.' };

describe('validation bounds (memory-writing §5)', () => {
  it('uses the limits of the specification', () => {
    expect([TITLE_MAX, DESCRIPTION_MAX, PATTERN_TITLE_MAX, RELATIONSHIP_DESCRIPTION_MAX]).toEqual([
      100, 5000, 100, 5000,
    ]);
  });

  it('accepts a title of 100 characters and refuses 101', () => {
    expect(validateMemoryForm({ ...withText, title: 'a'.repeat(100) }).title).toBeNull();
    expect(validateMemoryForm({ ...withText, title: 'a'.repeat(101) }).title).toEqual({
      kind: 'too_long',
      max: 100,
    });
  });

  it('accepts a description of 5000 characters and refuses 5001', () => {
    expect(validateMemoryForm({ ...withText, desc: 'a'.repeat(5000) }).desc).toBeNull();
    expect(validateMemoryForm({ ...withText, desc: 'a'.repeat(5001) }).desc).toEqual({
      kind: 'too_long',
      max: 5000,
    });
  });

  it('needs a description that is not blank after trimming', () => {
    expect(validateMemoryForm({ ...withText, desc: '' }).desc).toEqual({ kind: 'required' });
    expect(validateMemoryForm({ ...withText, desc: ' \n\t ' }).desc).toEqual({ kind: 'required' });
  });

  it('bounds the pattern title at 100 and the relationship description at 5000', () => {
    expect(validateMemoryForm({ ...withText, patternTitle: 'a'.repeat(101) }).patternTitle).toEqual({
      kind: 'too_long',
      max: 100,
    });
    expect(
      validateMemoryForm({ ...withText, relationship_description: 'a'.repeat(5000) })
        .relationship_description,
    ).toBeNull();
    expect(
      validateMemoryForm({ ...withText, relationship_description: 'a'.repeat(5001) })
        .relationship_description,
    ).toEqual({
      kind: 'too_long',
      max: 5000,
    });
  });

  it('refuses a relationship description of only white space, and accepts none at all', () => {
    expect(
      validateMemoryForm({ ...withText, relationship_description: '   ' }).relationship_description,
    ).toEqual({
      kind: 'required',
    });
    expect(validateMemoryForm(withText).relationship_description).toBeNull();
  });

  it('confirms the modal editor (Done/Save) only with non-blank text within the limit', () => {
    expect(isConfirmableText('', DESCRIPTION_MAX)).toBe(false);
    expect(isConfirmableText('   ', DESCRIPTION_MAX)).toBe(false);
    expect(isConfirmableText('a', DESCRIPTION_MAX)).toBe(true);
    expect(isConfirmableText('a'.repeat(5001), DESCRIPTION_MAX)).toBe(false);
  });
});

describe('canPost (community §5)', () => {
  it('is disabled when the description is empty', () => {
    expect(canPost(emptyMemoryForm(), false)).toBe(false);
  });

  it('is disabled while saving', () => {
    expect(canPost(withText, true)).toBe(false);
  });

  it('is enabled with a description and nothing over its limit', () => {
    expect(canPost(withText, false)).toBe(true);
  });

  it('is disabled while a field is over its limit, so nothing is cut off', () => {
    expect(canPost({ ...withText, title: 'a'.repeat(101) }, false)).toBe(false);
  });
});
