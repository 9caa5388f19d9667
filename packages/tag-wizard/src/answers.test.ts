import { MemoryType } from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import {
  answersFromMemory,
  buildSavePayload,
  emptyAnswers,
  isAnswered,
  memoryBase,
  progressOf,
  resetCategory,
} from './answers.ts';
import { CATEGORIES } from './categories.ts';
import { receivedMemory, receivedTag } from './test-support.ts';

function category(key: string) {
  const found = CATEGORIES.find((c) => c.key === key);
  if (!found) throw new Error(key);
  return found;
}

describe('answers of a memory', () => {
  it('are read from a received memory', () => {
    const answers = answersFromMemory(
      receivedMemory({
        age_ranges: [receivedTag(103, '6-8')],
        feelings: [receivedTag(907, 'Scared')],
        persons_actions: [{ person: receivedTag(302, 'Father'), actions: [receivedTag(401, 'Yelled')] }],
        feelings_text: 'I hid under the stairs.',
      }),
    );
    expect(answers.lists.age_ranges).toEqual([{ id: 103, label: '6-8' }]);
    expect(answers.lists.feelings).toEqual([{ id: 907, label: 'Scared' }]);
    expect(answers.persons).toEqual([
      { person: { id: 302, label: 'Father' }, actions: [{ id: 401, label: 'Yelled' }] },
    ]);
    expect(answers.texts.feelings_text).toBe('I hid under the stairs.');
  });
});

describe('the save payload', () => {
  it('keeps everything the wizard does not change and sends each list', () => {
    const memory = receivedMemory({ impacts: [receivedTag(5, 'Kept')] });
    const answers = answersFromMemory(memory);
    answers.lists.age_ranges = [{ id: 103, label: '6-8' }];
    answers.lists.feelings = [{ id: 907, label: 'Scared' }];
    answers.persons = [{ person: { id: 302, label: 'Father' }, actions: [{ id: 401, label: 'Yelled' }] }];
    answers.texts.needs_text = 'To be safe';

    const payload = buildSavePayload(memoryBase(memory), answers);

    expect(payload).toMatchObject({
      type: 3,
      title: 'The summer I was seven',
      description: 'We stayed at my grandmother’s house.',
      status: 1,
      privacy: 0,
      sensitive_topics: [4],
      image_list: ['tmp-1'],
      subjects: ['My father'],
      impacts: [{ id: 5, description: 'Kept' }],
      age_ranges: [{ id: 103, name: '6-8' }],
      feelings: [{ id: 907, description: 'Scared' }],
      persons_actions: [
        {
          person_involved: { id: 302, description: 'Father' },
          person_action: [{ id: 401, description: 'Yelled' }],
        },
      ],
      needs_text: 'To be safe',
    });
  });

  it('sends a _text field only when it is not empty', () => {
    const answers = emptyAnswers();
    answers.texts.feelings_text = '   ';
    const payload = buildSavePayload(memoryBase(receivedMemory()), answers);
    expect(payload).not.toHaveProperty('feelings_text');
    expect(payload).not.toHaveProperty('needs_text');
  });

  it('round-trips a draft payload', () => {
    const answers = emptyAnswers();
    answers.lists.age_ranges = [{ id: 103, label: '6-8' }];
    const payload = buildSavePayload(memoryBase(receivedMemory()), answers);
    const draft = { ...payload, hashId: null };
    expect(answersFromMemory(draft).lists.age_ranges).toEqual([{ id: 103, label: '6-8' }]);
    expect(buildSavePayload(memoryBase(draft), answersFromMemory(draft))).toEqual(payload);
  });
});

describe('progress', () => {
  it('is worth 10 points per answered category, by selection or text', () => {
    const answers = emptyAnswers();
    expect(progressOf(MemoryType.Unhappy, answers)).toBe(0);
    answers.lists.age_ranges = [{ id: 103, label: '6-8' }];
    answers.texts.feelings_text = 'I hid';
    answers.persons = [{ person: { id: 302, label: 'Father' }, actions: [] }];
    expect(progressOf(MemoryType.Unhappy, answers)).toBe(30);
    expect(isAnswered(category('feelings'), answers)).toBe(true);
    expect(isAnswered(category('needs'), answers)).toBe(false);
  });

  it('is capped at 100, and a happy memory counts its ten categories only', () => {
    const answers = emptyAnswers();
    for (const list of Object.keys(answers.lists) as (keyof typeof answers.lists)[]) {
      answers.lists[list] = [{ id: 1, label: 'x' }];
    }
    answers.persons = [{ person: { id: 302, label: 'Father' }, actions: [] }];
    expect(progressOf(MemoryType.Unhappy, answers)).toBe(100);
    expect(progressOf(MemoryType.Happy, answers)).toBe(100);

    const schoolAndHealthOnly = emptyAnswers();
    schoolAndHealthOnly.lists.childhood_effects_social = [{ id: 1, label: 'x' }];
    schoolAndHealthOnly.lists.childhood_effects_health = [{ id: 2, label: 'y' }];
    expect(progressOf(MemoryType.Happy, schoolAndHealthOnly)).toBe(0);
    expect(progressOf(MemoryType.Unhappy, schoolAndHealthOnly)).toBe(20);
  });
});

describe('Reset All', () => {
  it('clears the selections and the text of one category', () => {
    const answers = emptyAnswers();
    answers.lists.feelings = [{ id: 907, label: 'Scared' }];
    answers.texts.feelings_text = 'I hid';
    answers.lists.needs = [{ id: 1001, label: 'Safety' }];
    const reset = resetCategory(category('feelings'), answers);
    expect(reset.lists.feelings).toEqual([]);
    expect(reset.texts.feelings_text).toBe('');
    expect(reset.lists.needs).toHaveLength(1);
    const person = resetCategory(category('peoplesActions'), {
      ...answers,
      persons: [{ person: { id: 1, label: 'Father' }, actions: [] }],
    });
    expect(person.persons).toEqual([]);
  });
});
