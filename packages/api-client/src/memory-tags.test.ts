import { describe, expect, it } from 'vitest';

import { memoryTagKey, memoryTagOptionIds, resolveMemoryTags } from './memory-tags.ts';
import { newPasswordProblem } from './passwords.ts';
import { canonicalPraiseLabels } from './praise.ts';
import { emptySavePayload } from './save-payload.ts';

const OPTIONS = new Map([
  [103, { list: 'age_ranges', label: '6-8' }],
  [301, { list: 'person', label: 'Mother' }],
  [441, { list: 'person_action', label: 'Ignored my feelings' }],
  [904, { list: 'feelings', label: 'Lonely' }],
  [1202, { list: 'childhood_effects_emotions', label: 'More withdrawn' }],
]);
const known = (id: number) => OPTIONS.get(id);

describe('resolveMemoryTags', () => {
  it('gives options their own labels, keeps custom words trimmed, and each tag once', () => {
    const payload = emptySavePayload({
      age_ranges: [{ id: 103, name: 'whatever the client says' }],
      feelings: [
        { id: 904, description: 'lonely?' },
        { id: 904, description: 'Lonely' },
        { id: null, description: '  Like a ghost ' },
        { id: null, description: 'like a GHOST' },
      ],
      impacts: [{ id: 1202, description: 'x' }],
      persons_actions: [
        {
          person_involved: { id: 301, description: 'Mum' },
          person_action: [
            { id: 441, description: 'x' },
            { id: null, description: 'Sang to me' },
          ],
        },
      ],
    });
    expect(memoryTagOptionIds(payload).sort()).toEqual([103, 1202, 301, 441, 904]);
    const resolved = resolveMemoryTags(payload, known);
    expect(resolved.tags?.map((tag) => [tag.category, tag.optionId, tag.label, tag.personOptionId])).toEqual([
      ['age_ranges', 103, '6-8', null],
      ['feelings', 904, 'Lonely', null],
      ['feelings', null, 'Like a ghost', null],
      ['impacts', 1202, 'More withdrawn', null],
      ['person', 301, 'Mother', null],
      ['person_action', 441, 'Ignored my feelings', 301],
      ['person_action', null, 'Sang to me', 301],
    ]);
  });

  it('refuses an option of another list and a custom tag without words', () => {
    expect(
      resolveMemoryTags(emptySavePayload({ feelings: [{ id: 1202, description: 'x' }] }), known),
    ).toEqual({
      problem: 'feelings: 1202 is not one of its options.',
    });
    expect(
      resolveMemoryTags(emptySavePayload({ needs: [{ id: 999_999, description: 'x' }] }), known),
    ).toEqual({
      problem: 'needs: 999999 is not one of its options.',
    });
    expect(
      resolveMemoryTags(emptySavePayload({ thoughts: [{ id: null, description: '  ' }] }), known),
    ).toEqual({
      problem: 'thoughts: a tag needs its words.',
    });
  });

  it('hangs the actions of a custom person on person 0, and cuts custom words at 200 characters', () => {
    const resolved = resolveMemoryTags(
      emptySavePayload({
        persons_actions: [
          {
            person_involved: { id: null, description: 'My aunt' },
            person_action: [{ id: null, description: 'w'.repeat(250) }],
          },
        ],
      }),
      known,
    );
    expect(resolved.tags?.[1]).toMatchObject({ category: 'person_action', personOptionId: 0 });
    expect(resolved.tags?.[1]?.label).toHaveLength(200);
  });

  it('keys a custom tag by its words without case', () => {
    const key = { category: 'feelings', optionId: null, personOptionId: null };
    expect(memoryTagKey({ ...key, label: 'Like a Ghost' })).toBe(
      memoryTagKey({ ...key, label: 'like a ghost' }),
    );
  });
});

describe('newPasswordProblem', () => {
  it('asks for 8 to 256 characters', () => {
    expect(newPasswordProblem('short')).toBe('Please choose a password of at least 8 characters.');
    expect(newPasswordProblem('x'.repeat(257))).toBe('Please choose a password of at most 256 characters.');
    expect(newPasswordProblem('a-long-password')).toBeNull();
  });
});

describe('canonicalPraiseLabels', () => {
  it('keeps the options’ own words, once, and names the first label that is not one', () => {
    expect(canonicalPraiseLabels(['brave', ' Honest ', 'BRAVE'], ['Brave', 'Honest'])).toEqual({
      labels: ['Brave', 'Honest'],
    });
    expect(canonicalPraiseLabels(['Brave', 'Lovely'], ['Brave'])).toEqual({
      problem: 'feedback: "Lovely" is not one of the praise options.',
    });
  });
});
