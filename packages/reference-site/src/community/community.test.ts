import {
  MemoryType,
  TAG_QUESTIONS,
  type TagOption,
  type TagOptionList,
} from '@childhood-memories/api-client';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { searchedTag } from '../routes/search.tsx';
import { feedMemories } from './feed.ts';
import { hashtagPath, memberPath, memoryPath, tagPath, writePath } from './links.ts';
import { excerptOf } from './MemoryCard.tsx';
import { TAGGING_ACTIONS, taggingRequest, withoutTagging } from './tagging.ts';
import { isTagType, tagLabelOf } from './tag-types.ts';

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

describe('a tag search’s heading (issue 35)', () => {
  const option = (id: number, label: string): TagOption => ({
    id,
    label,
    group: null,
    ui_sort_order: id,
    optionType: null,
  });
  const lists: Partial<Record<TagOptionList, Partial<Record<MemoryType, TagOption[]>>>> = {
    age_ranges: { [MemoryType.Unhappy]: [option(102, '3-5'), option(103, '6-8')] },
    person: { [MemoryType.Unhappy]: [option(305, "Mother's partner")] },
    feelings: { [MemoryType.Unhappy]: [option(904, 'Lonely')], [MemoryType.Happy]: [option(921, 'Joyful')] },
    childhood_effects_health: { [MemoryType.Unhappy]: [option(1301, 'Trouble sleeping')] },
  };
  const asked: string[] = [];
  const client = {
    listTagOptions: (list: TagOptionList, type: MemoryType) => {
      asked.push(`${list}:${type}`);
      return Promise.resolve(lists[list]?.[type] ?? []);
    },
  };

  it('is the tag’s own label from the reference data, not the slug’s words', async () => {
    expect(await tagLabelOf(client, 'age_ranges', '6-8')).toBe('6-8');
    expect(await tagLabelOf(client, 'person_involved', 'mothers-partner')).toBe("Mother's partner");
    // A label offered for happy memories only is found too; `impacts` reads its three lists.
    expect(await tagLabelOf(client, 'feelings', 'joyful')).toBe('Joyful');
    expect(await tagLabelOf(client, 'impacts', 'Trouble-Sleeping')).toBe('Trouble sleeping');
    expect(asked).toContain('childhood_effects_health:1');
  });

  it('is unknown for a slug no option has, and fails when a list cannot be read', async () => {
    expect(await tagLabelOf(client, 'age_ranges', '6-9')).toBeNull();
    await expect(
      tagLabelOf({ listTagOptions: () => Promise.reject(new Error('offline')) }, 'age_ranges', '6-8'),
    ).rejects.toThrow('offline');
  });
});

describe('the README’s tagging addresses (issue 35)', () => {
  const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
  const line = readme.split('\n').find((text) => text.includes('**Tagging from the address**')) ?? '';
  // "`peoplesactions` 3 People's Actions (`tab=4`)": the action, the question number on the screen,
  // its name, and the `tab` it stands for where that differs.
  const entries = [
    ...line.matchAll(/`(\w+)`(?: and `(\w+)`)? (\d+) ([A-Z][\w' ]*?)(?: \(`tab=(\d+)`\))?(?=,| \(`src)/g),
  ];

  it('names every tagging routeAction', () => {
    const named = entries.flatMap((entry) => [entry[1], entry[2]].filter(Boolean));
    expect(named.sort()).toEqual(
      Object.entries(TAGGING_ACTIONS)
        .filter(([, tab]) => tab !== null)
        .map(([action]) => action)
        .sort(),
    );
  });

  it('numbers each question as the wizard shows it, and names the tab it opens', () => {
    for (const [, action, also, shown, title, tab] of entries) {
      const opened = TAG_QUESTIONS.find((question) => question.number === TAGGING_ACTIONS[action ?? '']);
      // The wizard shows questions in TAG_QUESTIONS' order: 'Question 3' is the third.
      expect(TAG_QUESTIONS.indexOf(opened!) + 1, `${action}`).toBe(Number(shown));
      expect(opened?.title, `${action}`).toBe(title);
      expect(opened?.number, `${action}`).toBe(Number(tab ?? shown));
      if (also) expect(TAGGING_ACTIONS[also]).toBe(TAGGING_ACTIONS[action ?? '']);
    }
    expect(line).toContain("`peoplesactions` 3 People's Actions (`tab=4`)");
    expect(line).toContain('`emotionssafety` 4 Risk Factors (`tab=3`)');
  });
});
