import { describe, expect, it } from 'vitest';

import { DETAIL_HASHTAG_LENGTH_MIN, HASHTAG_LENGTH_MIN } from './constants.ts';
import { hashtagAt, insertHashtag } from './hashtags.ts';

describe('hashtag trigger (memory-writing §5)', () => {
  it('needs more than 2 characters in the memory text and more than 1 in detail fields', () => {
    expect(HASHTAG_LENGTH_MIN).toBe(2);
    expect(DETAIL_HASHTAG_LENGTH_MIN).toBe(1);
  });

  it('does not trigger for "#a" in the memory text but does for "#ab"', () => {
    expect(hashtagAt('I miss #a', 9, HASHTAG_LENGTH_MIN)).toBeNull();
    expect(hashtagAt('I miss #ab', 10, HASHTAG_LENGTH_MIN)).toEqual({ query: '#ab', start: 7, end: 10 });
  });

  it('triggers for "#a" in a detail field', () => {
    expect(hashtagAt('#a', 2, DETAIL_HASHTAG_LENGTH_MIN)).toEqual({ query: '#a', start: 0, end: 2 });
    expect(hashtagAt('#', 1, DETAIL_HASHTAG_LENGTH_MIN)).toBeNull();
  });

  it('only looks at the word at the caret', () => {
    expect(hashtagAt('#summer at the lake', 19, HASHTAG_LENGTH_MIN)).toBeNull();
    expect(hashtagAt('#summer at the lake', 7, HASHTAG_LENGTH_MIN)).toEqual({
      query: '#summer',
      start: 0,
      end: 7,
    });
  });

  it('does not trigger in the middle of a word or for a # inside a word', () => {
    expect(hashtagAt('#summer', 4, HASHTAG_LENGTH_MIN)).toBeNull();
    expect(hashtagAt('me#too', 6, HASHTAG_LENGTH_MIN)).toBeNull();
  });

  it('works after a line break', () => {
    expect(hashtagAt('First line\n#gran', 16, HASHTAG_LENGTH_MIN)).toEqual({
      query: '#gran',
      start: 11,
      end: 16,
    });
  });
});

describe('insertHashtag', () => {
  it('replaces the typed word at the caret and adds one space', () => {
    const range = { query: '#gra', start: 7, end: 11 };
    expect(insertHashtag('I miss #gra', range, '#grandma')).toEqual({ text: 'I miss #grandma ', caret: 16 });
  });

  it('keeps the text after the caret and does not double a space', () => {
    const range = { query: '#gra', start: 0, end: 4 };
    expect(insertHashtag('#gra and me', range, 'grandma')).toEqual({ text: '#grandma and me', caret: 9 });
  });
});
