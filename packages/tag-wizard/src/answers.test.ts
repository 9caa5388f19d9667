import { MemoryType, type TagSelection } from '@childhood-memories/api-client';
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

/** An option as the member chose it: the spec's form selection. */
const option = (value: number, label: string): TagSelection => ({
  label,
  value,
  optionType: null,
  is_system_tag: true,
});

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
    expect(answers.lists.age_ranges).toEqual([option(103, '6-8')]);
    expect(answers.lists.feelings).toEqual([option(907, 'Scared')]);
    expect(answers.persons).toEqual([{ person: option(302, 'Father'), actions: [option(401, 'Yelled')] }]);
    expect(answers.texts.feelings_text).toBe('I hid under the stairs.');
  });
});

describe('the save payload', () => {
  it('keeps everything the wizard does not change and sends each list', () => {
    const memory = receivedMemory({ impacts: [receivedTag(5, 'Kept')] });
    const answers = answersFromMemory(memory);
    answers.lists.age_ranges = [option(103, '6-8')];
    answers.lists.feelings = [option(907, 'Scared')];
    answers.persons = [{ person: option(302, 'Father'), actions: [option(401, 'Yelled')] }];
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
    answers.lists.age_ranges = [option(103, '6-8')];
    const payload = buildSavePayload(memoryBase(receivedMemory()), answers);
    const draft = { ...payload, hashId: null };
    expect(answersFromMemory(draft).lists.age_ranges).toEqual([option(103, '6-8')]);
    expect(buildSavePayload(memoryBase(draft), answersFromMemory(draft))).toEqual(payload);
  });

  it("keeps the member's own words as they wrote them, with no id, key for key", () => {
    const memory = receivedMemory({
      age_ranges: [receivedTag(null, 'Before school')],
      feelings: [receivedTag(907, 'Scared'), receivedTag(null, 'Like a ghost')],
      persons_actions: [
        { person: receivedTag(null, 'My coach'), actions: [receivedTag(null, 'Ignored me')] },
      ],
    });
    const answers = answersFromMemory(memory);
    expect(answers.lists.feelings[1]).toEqual({
      label: 'Like a ghost',
      value: 'Like a ghost',
      optionType: null,
      is_system_tag: false,
    });
    const payload = buildSavePayload(memoryBase(memory), answers);
    expect(JSON.stringify(payload.age_ranges)).toBe('[{"id":null,"name":"Before school"}]');
    expect(JSON.stringify(payload.feelings)).toBe(
      '[{"id":907,"description":"Scared"},{"id":null,"description":"Like a ghost"}]',
    );
    expect(JSON.stringify(payload.persons_actions)).toBe(
      '[{"person_involved":{"id":null,"description":"My coach"},"person_action":[{"id":null,"description":"Ignored me"}]}]',
    );
  });
});

describe('progress', () => {
  it('is worth 10 points per answered category, by selection or text', () => {
    const answers = emptyAnswers();
    expect(progressOf(MemoryType.Unhappy, answers)).toBe(0);
    answers.lists.age_ranges = [option(103, '6-8')];
    answers.texts.feelings_text = 'I hid';
    answers.persons = [{ person: option(302, 'Father'), actions: [] }];
    expect(progressOf(MemoryType.Unhappy, answers)).toBe(30);
    expect(isAnswered(category('feelings'), answers)).toBe(true);
    expect(isAnswered(category('needs'), answers)).toBe(false);
  });

  it('is capped at 100, and a happy memory counts its ten categories only', () => {
    const answers = emptyAnswers();
    for (const list of Object.keys(answers.lists) as (keyof typeof answers.lists)[]) {
      answers.lists[list] = [option(1, 'x')];
    }
    answers.persons = [{ person: option(302, 'Father'), actions: [] }];
    expect(progressOf(MemoryType.Unhappy, answers)).toBe(100);
    expect(progressOf(MemoryType.Happy, answers)).toBe(100);

    const schoolAndHealthOnly = emptyAnswers();
    schoolAndHealthOnly.lists.childhood_effects_social = [option(1, 'x')];
    schoolAndHealthOnly.lists.childhood_effects_health = [option(2, 'y')];
    expect(progressOf(MemoryType.Happy, schoolAndHealthOnly)).toBe(0);
    expect(progressOf(MemoryType.Unhappy, schoolAndHealthOnly)).toBe(20);
  });
});

describe('Reset All', () => {
  it('clears the selections and the text of one category', () => {
    const answers = emptyAnswers();
    answers.lists.feelings = [option(907, 'Scared')];
    answers.texts.feelings_text = 'I hid';
    answers.lists.needs = [option(1001, 'Safety')];
    const reset = resetCategory(category('feelings'), answers);
    expect(reset.lists.feelings).toEqual([]);
    expect(reset.texts.feelings_text).toBe('');
    expect(reset.lists.needs).toHaveLength(1);
    const person = resetCategory(category('peoplesActions'), {
      ...answers,
      persons: [{ person: option(1, 'Father'), actions: [] }],
    });
    expect(person.persons).toEqual([]);
  });
});
