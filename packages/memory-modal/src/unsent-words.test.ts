import { draftScope, draftsOffKey } from '@childhood-memories/ui';
import { describe, expect, it, vi } from 'vitest';

import {
  createUnsentWordsStore,
  hasUnsentWords,
  NO_UNSENT_WORDS,
  parseUnsentWords,
  unsentWordsKey,
  type WordsStorage,
} from './unsent-words.ts';

function memoryStorage(): WordsStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const LINK = 'kite-on-the-hill-3f9a';

describe('unsent words, kept per memory', () => {
  it('are written to session storage per member and memory, and read back by a new store (a reopening)', () => {
    const words = memoryStorage();
    const first = createUnsentWordsStore({ username: 'cleo', words, settings: null });
    first.update(LINK, (unsent) => ({ ...unsent, comment: 'Half a thought' }));
    first.update('another-memory', (unsent) => ({ ...unsent, message: 'For the other one' }));
    const key = unsentWordsKey(draftScope('cleo'), LINK);
    // The key does not spell out who wrote.
    expect(key).not.toContain('cleo');
    expect(JSON.parse(words.map.get(key) ?? '{}')).toMatchObject({ comment: 'Half a thought' });

    const again = createUnsentWordsStore({ username: 'cleo', words, settings: null });
    expect(again.read(LINK).comment).toBe('Half a thought');
    expect(again.read('another-memory').message).toBe('For the other one');
    // Another member on the same device reads none of them.
    expect(createUnsentWordsStore({ username: 'ben', words, settings: null }).read(LINK)).toBe(
      NO_UNSENT_WORDS,
    );
  });

  it('forget what was sent: an empty entry leaves nothing on the device', () => {
    const words = memoryStorage();
    const store = createUnsentWordsStore({ username: 'cleo', words, settings: null });
    store.update(LINK, (unsent) => ({ ...unsent, comment: 'Sent soon' }));
    store.update(LINK, (unsent) => ({ ...unsent, comment: '' }));
    expect(words.map.size).toBe(0);
  });

  it('with "Don\'t keep drafts on this device", live only in the page, and what the device held goes', () => {
    const words = memoryStorage();
    createUnsentWordsStore({ username: 'cleo', words, settings: null }).update(LINK, (unsent) => ({
      ...unsent,
      comment: 'Kept before the choice',
    }));
    const settings = { getItem: (key: string) => (key === draftsOffKey(draftScope('cleo')) ? '1' : null) };
    const store = createUnsentWordsStore({ username: 'cleo', words, settings });
    expect(store.keptOnDevice()).toBe(false);
    // Not read back from the device either.
    expect(store.read(LINK)).toBe(NO_UNSENT_WORDS);
    store.update(LINK, (unsent) => ({ ...unsent, comment: 'Only here' }));
    expect(store.read(LINK).comment).toBe('Only here');
    expect([...words.map.values()].join()).not.toContain('Only here');
    expect(words.map.size).toBe(0);
    store.discard(LINK);
    expect(store.read(LINK)).toBe(NO_UNSENT_WORDS);
  });

  it('stay in the page when storage refuses them, with one log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const words: WordsStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createUnsentWordsStore({ username: 'cleo', words, settings: null });
    store.update(LINK, (unsent) => ({ ...unsent, message: 'Still here' }));
    expect(store.read(LINK).message).toBe('Still here');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('tell their subscribers of each change', () => {
    const store = createUnsentWordsStore({ username: 'cleo', words: null, settings: null });
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.update(LINK, (unsent) => ({ ...unsent, comment: 'a' }));
    stop();
    store.update(LINK, (unsent) => ({ ...unsent, comment: 'ab' }));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('read a tampered entry as far as it is well formed', () => {
    expect(parseUnsentWords('not json')).toBe(NO_UNSENT_WORDS);
    expect(parseUnsentWords('[1,2]')).toBe(NO_UNSENT_WORDS);
    expect(
      parseUnsentWords(
        JSON.stringify({
          comment: 4,
          message: 'ok',
          edits: { 'comment:1': { text: 'x', original: 'y' }, bad: { text: 1 } },
          reports: { memory: { reasonId: 'x', remark: 'r' } },
          praise: { memory: ['Brave', 3] },
          reviews: { memory: 'Please look again.', 'comment:2': 7 },
        }),
      ),
    ).toEqual({
      comment: '',
      message: 'ok',
      edits: { 'comment:1': { text: 'x', original: 'y' } },
      reports: { memory: { reasonId: null, remark: 'r' } },
      praise: { memory: ['Brave'] },
      reviews: { memory: 'Please look again.' },
    });
  });
});

describe('hasUnsentWords: what closing would lose', () => {
  it('counts words typed, a changed edit and a report’s words; not blanks, an unchanged edit or praise choices', () => {
    expect(hasUnsentWords(NO_UNSENT_WORDS)).toBe(false);
    expect(hasUnsentWords({ ...NO_UNSENT_WORDS, comment: '   ' })).toBe(false);
    expect(hasUnsentWords({ ...NO_UNSENT_WORDS, comment: 'Hi' })).toBe(true);
    expect(hasUnsentWords({ ...NO_UNSENT_WORDS, message: 'Hi' })).toBe(true);
    expect(hasUnsentWords({ ...NO_UNSENT_WORDS, edits: { c: { text: 'same ', original: 'same' } } })).toBe(
      false,
    );
    expect(hasUnsentWords({ ...NO_UNSENT_WORDS, edits: { c: { text: 'new', original: 'old' } } })).toBe(true);
    expect(hasUnsentWords({ ...NO_UNSENT_WORDS, reports: { memory: { reasonId: 3, remark: 'x' } } })).toBe(
      true,
    );
    expect(hasUnsentWords({ ...NO_UNSENT_WORDS, praise: { memory: ['Brave'] } })).toBe(false);
  });

  it('counts the words of a request for a review, not an open form left blank', () => {
    expect(hasUnsentWords({ ...NO_UNSENT_WORDS, reviews: { 'comment:4': '  ' } })).toBe(false);
    expect(hasUnsentWords({ ...NO_UNSENT_WORDS, reviews: { 'comment:4': 'I was sharing my story.' } })).toBe(
      true,
    );
  });
});
