import { describe, expect, it } from 'vitest';

import { mayChangeComment, mayChangeMemory, mayHideComment, mayPraise, mayResonate } from './access.ts';
import { Refusal } from './refusals.ts';

function refusalOf(rule: () => void): { status: number; code: string; detail: string } | null {
  try {
    rule();
    return null;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { status: error.status, code: error.code, detail: error.message };
  }
}

describe('who may do what', () => {
  it('lets only a memory’s writer change it, and only a comment’s writer change that', () => {
    expect(refusalOf(() => mayChangeMemory(true))).toBeNull();
    expect(refusalOf(() => mayChangeMemory(false))).toEqual({
      status: 403,
      code: 'forbidden',
      detail: 'Only the person who wrote this memory can change it.',
    });
    expect(refusalOf(() => mayChangeComment(true))).toBeNull();
    expect(refusalOf(() => mayChangeComment(false))?.detail).toBe(
      'Only the person who wrote this comment can change it.',
    );
  });

  it('keeps hiding, "me too" and praise for what someone else wrote', () => {
    expect(refusalOf(() => mayHideComment(false))).toBeNull();
    expect(refusalOf(() => mayHideComment(true))?.detail).toBe(
      'This is your own comment: you can edit or delete it instead.',
    );
    expect(refusalOf(() => mayResonate(false))).toBeNull();
    expect(refusalOf(() => mayResonate(true))?.detail).toBe('You cannot say "me too" to your own memory.');
    expect(refusalOf(() => mayPraise('memory', false))).toBeNull();
    expect(refusalOf(() => mayPraise('memory', true))?.detail).toBe('You cannot praise your own memory.');
    expect(refusalOf(() => mayPraise('comment', true))).toEqual({
      status: 403,
      code: 'forbidden',
      detail: 'You cannot praise your own comment.',
    });
  });
});
