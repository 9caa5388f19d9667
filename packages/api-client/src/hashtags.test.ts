import { describe, expect, it } from 'vitest';

import { extractHashtags, hashtagFromLabel, hashtagsOfMemory, splitHashtags, tagSlug } from './hashtags.ts';

describe('hashtagFromLabel (community §5)', () => {
  // Labels of the reference data (reference-data.ts), and the rule each shows.
  it.each([
    ['Only child', '#OnlyChild'], // words split on spaces, each capitalised
    ['Older brother', '#OlderBrother'],
    ['Half-brother', '#HalfBrother'], // hyphens split words
    ['Adopted or foster sibling', '#AdoptedOrFosterSibling'],
    ["I don't remember", '#IDontRemember'], // apostrophe removed; 'I' is all caps, kept
    ['I don’t remember', '#IDontRemember'], // the typographic apostrophe too
    ['Gen Z (born 1997-2012)', '#GenZ'], // '(born …)' removed, 'Z' kept
    ['Baby Boomers (born 1946-1964)', '#BabyBoomers'],
    ['Silent Generation (born 1928-1945)', '#SilentGeneration'],
    ['3-5', '#35'],
    ['Under 3', '#Under3'],
    ['Shouted at me', '#ShoutedAtMe'],
    ['Put me down or humiliated me', '#PutMeDownOrHumiliatedMe'],
    ['Made me responsible for their feelings', '#MadeMeResponsibleForTheirFeelings'],
    ['Foster or adoptive parent', '#FosterOrAdoptiveParent'],
  ])('%s → %s', (label, hashtag) => {
    expect(hashtagFromLabel(label)).toBe(hashtag);
  });

  it('splits on slashes and commas, and keeps all-caps words', () => {
    expect(hashtagFromLabel('Drugs/alcohol, ADHD')).toBe('#DrugsAlcoholADHD');
    expect(hashtagFromLabel('LOUD voices')).toBe('#LOUDVoices');
  });

  it('capitalises each word and lowers the rest of it', () => {
    expect(hashtagFromLabel('sHOUTED at me')).toBe('#ShoutedAtMe');
  });

  it('keeps a trailing parenthetical with digits, words of one without', () => {
    expect(hashtagFromLabel('Early years (0-5)')).toBe('#EarlyYears(0-5)');
    expect(hashtagFromLabel('Moved house (3 times)')).toBe('#MovedHouse(3 times)');
    expect(hashtagFromLabel('Parent (step)')).toBe('#ParentStep');
  });
});

describe('splitHashtags (community §5)', () => {
  it('splits hashtags (# and word characters) from the text around them, losing nothing', () => {
    const text = 'Summers at #grandmas house, #happy_days! Not this: a#b or # alone.';
    const segments = splitHashtags(text);
    expect(segments.filter((s) => s.kind === 'hashtag').map((s) => s.text)).toEqual([
      '#grandmas',
      '#happy_days',
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('gives the tag without its #, and plain text when there is none', () => {
    expect(splitHashtags('#kite')).toEqual([{ kind: 'hashtag', text: '#kite', tag: 'kite' }]);
    expect(splitHashtags('no tags')).toEqual([{ kind: 'text', text: 'no tags' }]);
    expect(splitHashtags('')).toEqual([]);
  });
});

describe('one hashtag rule for the widgets, the server and the mocks', () => {
  const text = 'Summers at the #lake with #Großmutter, #café #1 C#7 &#39; ##double #Lake #_under';

  it('links every script, never a number, a word with # inside, an entity or ##', () => {
    const linked = splitHashtags(text)
      .filter((segment) => segment.kind === 'hashtag')
      .map((segment) => segment.tag);
    expect(linked).toEqual(['lake', 'Großmutter', 'café', 'Lake', '_under']);
  });

  it('stores and searches exactly what it links: lower case, each once', () => {
    expect(extractHashtags(text)).toEqual(['lake', 'großmutter', 'café', '_under']);
    expect(extractHashtags('#Kite', 'flying the #kite', '#picnic')).toEqual(['kite', 'picnic']);
  });

  it('takes at most 64 characters', () => {
    expect(extractHashtags(`#${'a'.repeat(70)}`)).toEqual(['a'.repeat(64)]);
  });

  it('makes tag slugs without accents or apostrophes', () => {
    expect(tagSlug("Mother's partner")).toBe('mothers-partner');
    expect(tagSlug('Éducation (école)')).toBe('education-ecole');
  });
});

describe('hashtagsOfMemory', () => {
  it('finds a memory by the hashtags of its title, description and relationship description', () => {
    expect(
      hashtagsOfMemory({
        title: 'By the #Sea',
        description: 'Sand in #summer',
        relationship_description: 'I still go #quiet, #sea',
      }),
    ).toEqual(['sea', 'summer', 'quiet']);
  });
});
