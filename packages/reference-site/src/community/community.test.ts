import { describe, expect, it } from 'vitest';

import { searchedTag } from '../routes/search.tsx';
import { feedMemories } from './feed.ts';
import { hashtagPath, memberPath, memoryPath, tagPath, writePath } from './links.ts';
import { excerptOf } from './MemoryCard.tsx';
import { taggingRequest, withoutTagging } from './tagging.ts';
import { isTagType } from './tag-types.ts';

describe('the site’s addresses', () => {
  it('builds memory deep links from parts (community §2.3), leaving the default tab out', () => {
    expect(memoryPath('ab c')).toBe('/memory/ab%20c');
    expect(memoryPath('x', { tab: 'text' })).toBe('/memory/x');
    expect(memoryPath('x', { tab: 'summary', reaction: 6, resonance: ['fear (of the dark)', 'shame'] })).toBe(
      '/memory/x?tab=summary&reaction=6&resonance=fear+%28of+the+dark%29%2Cshame',
    );
    expect(memoryPath('x', { tab: 'comment', comment: 12, commentEmpathy: 3, feedback: ['Brave'] })).toBe(
      '/memory/x?tab=comment&comment=12&commentEmpathy=3&feedback=Brave',
    );
  });

  it('encodes every search value as one path segment', () => {
    expect(hashtagPath('#Summer')).toBe('/memories/search/hashtag/Summer');
    expect(hashtagPath('a/b')).toBe('/memories/search/hashtag/a%2Fb');
    expect(tagPath('person_action', 'yelling')).toBe('/memories/search/person_action/yelling');
    expect(memberPath('../admin')).toBe('/memories/search/user/..%2Fadmin');
  });

  it('opens the editor, and the wizard on a question', () => {
    expect(writePath()).toBe('/memory/new');
    expect(writePath('h1')).toBe('/memory/h1/edit');
    expect(writePath('h1', { tab: 7 })).toBe('/memory/h1/edit?openTagsModal=true&tab=7');
  });

  it('accepts only known tag types', () => {
    expect(isTagType('feelings')).toBe(true);
    expect(isTagType('person_involved')).toBe(true);
    expect(isTagType('persons_actions')).toBe(false);
    expect(isTagType('constructor')).toBe(false);
    expect(isTagType(undefined)).toBe(false);
  });

  it('reads a typed hashtag as the word it indexes', () => {
    expect(searchedTag(' #Summer ')).toBe('Summer');
    expect(searchedTag('<b>x</b>')).toBe('bxb');
    expect(searchedTag(null)).toBe('');
  });
});

describe('tagging from the address (memory-writing §2)', () => {
  it('maps the tagging routeAction values to the wizard’s question numbers', () => {
    expect(taggingRequest(new URLSearchParams('routeAction=feelings'))).toEqual({ open: true, tab: '7' });
    expect(taggingRequest(new URLSearchParams('routeAction=peoplesactions'))).toEqual({
      open: true,
      tab: '4',
    });
    expect(taggingRequest(new URLSearchParams('routeAction=health'))).toEqual({ open: true, tab: '12' });
    expect(taggingRequest(new URLSearchParams('routeAction=bittersweet'))).toEqual({ open: true, tab: null });
    expect(taggingRequest(new URLSearchParams('openTagsModal=true&tab=3'))).toEqual({ open: true, tab: '3' });
    // `privacy` is the privacy help, not the wizard; nothing else opens it.
    expect(taggingRequest(new URLSearchParams('routeAction=privacy')).open).toBe(false);
    expect(taggingRequest(new URLSearchParams('tab=3')).open).toBe(false);
  });

  it('closing takes the request away and keeps everything else', () => {
    expect(
      withoutTagging(new URLSearchParams('openTagsModal=true&tab=3&hashId=h&isEdit=true')).toString(),
    ).toBe('hashId=h&isEdit=true');
    expect(withoutTagging(new URLSearchParams('routeAction=sudden')).toString()).toBe('');
    expect(withoutTagging(new URLSearchParams('routeAction=login')).toString()).toBe('routeAction=login');
  });
});

describe('cards', () => {
  it('cuts an excerpt at a word and says so', () => {
    expect(excerptOf('short  and\nsweet')).toBe('short and sweet');
    const long = `${'word '.repeat(60)}end`;
    const excerpt = excerptOf(long, 50);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt).not.toMatch(/wor…$/);
  });

  it('a feed page becomes the memories it carries', () => {
    const page = feedMemories({
      count: 2,
      page: 1,
      total_pages: 1,
      results: [
        {
          key: 'a',
          kind: 'comment',
          data: {
            id: 1,
            shareable_link: 'l',
            memory: null,
            comment_id: 1,
            private_comment_id: null,
            content: 'x',
          },
        },
      ],
    });
    expect(page).toEqual({ count: 2, page: 1, total_pages: 1, results: [] });
  });
});
