import {
  DEFAULT_MEMORY_TYPE,
  MemoryType,
  Privacy,
  type Memory,
  type TagSelection,
} from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import {
  emptyMemoryForm,
  formFromMemory,
  hasContent,
  MEMORY_FLAVOR,
  toSavePayload,
  withTagsOf,
} from './form.ts';
import type { MemoryFormData } from './form-types.ts';

const tag = (value: number, label: string): TagSelection => ({
  label,
  value,
  optionType: null,
  is_system_tag: true,
});
const ownWords = (label: string): TagSelection => ({
  label,
  value: label,
  optionType: null,
  is_system_tag: false,
});

function fullForm(): MemoryFormData {
  return {
    ...emptyMemoryForm(Privacy.PrivateLink),
    title: 'The lake',
    desc: 'We swam until the sun went down. #summer',
    relationship_description: 'I still wait for others to leave first.',
    patternTitle: 'Waiting',
    subjects: [{ description: 'Mum' }, { description: 'My brother' }],
    memoryType: MemoryType.Bittersweet,
    image_list: ['t1', 't2'],
    age: [tag(3, '6-8 years')],
    sibling: [tag(4, 'Older brother')],
    risk_factor: [tag(5, 'Poverty'), ownWords('Moving a lot')],
    chronicEvents: [tag(6, 'Neglect')],
    suddenEvents: [tag(7, 'A move')],
    personsInvolved: { person: tag(8, 'Father'), actions: [tag(9, 'Yelling'), ownWords('Silence')] },
    feelingsAtTheTime: [tag(10, 'Sadness')],
    needs: [tag(11, 'Safety')],
    thoughts: [tag(12, 'It was my fault')],
    impacts: [tag(13, 'Trust')],
    emotions: [tag(14, 'Anxiety')],
    healths: [tag(15, 'Sleep')],
    socialLifes: [{ label: 'Bullying', value: 16, optionType: 'School', is_system_tag: true }],
    sensitive_topics: [2, 5],
    feelings_text: 'Mostly quiet',
    needs_text: '   ',
  };
}

describe('toSavePayload (memory-writing §3)', () => {
  it('maps every field of the form to the save payload', () => {
    expect(toSavePayload(fullForm())).toEqual({
      type: 2,
      description: 'We swam until the sun went down. #summer',
      title: 'The lake',
      pattern_title: 'Waiting',
      age_ranges: [{ id: 3, name: '6-8 years' }],
      persons_actions: [
        {
          person_involved: { id: 8, description: 'Father' },
          person_action: [
            { id: 9, description: 'Yelling' },
            { id: null, description: 'Silence' },
          ],
        },
      ],
      risk_factor: [
        { id: 5, description: 'Poverty' },
        { id: null, description: 'Moving a lot' },
      ],
      sibling: [{ id: 4, description: 'Older brother' }],
      chronic_adverse_events: [{ id: 6, description: 'Neglect' }],
      sudden_adverse_events: [{ id: 7, description: 'A move' }],
      feelings: [{ id: 10, description: 'Sadness' }],
      needs: [{ id: 11, description: 'Safety' }],
      thoughts: [{ id: 12, description: 'It was my fault' }],
      impacts: [{ id: 13, description: 'Trust' }],
      childhood_effects_emotions: [{ id: 14, description: 'Anxiety' }],
      childhood_effects_health: [{ id: 15, description: 'Sleep' }],
      childhood_effects_social: [{ id: 16, description: 'Bullying' }],
      status: 1,
      privacy: 2,
      sensitive_topics: [2, 5],
      image_list: ['t1', 't2'],
      subjects: ['Mum', 'My brother'],
      relationship_description: 'I still wait for others to leave first.',
      feelings_text: 'Mostly quiet',
    });
  });

  it('sends a _text field only when it holds more than white space', () => {
    const payload = toSavePayload(fullForm());
    expect(payload.feelings_text).toBe('Mostly quiet');
    expect('needs_text' in payload).toBe(false);
    expect('age_ranges_text' in payload).toBe(false);
    expect('childhood_effects_social_text' in payload).toBe(false);
  });

  it('defaults an empty form to type 3 (unhappy), status 1, privacy 0 and empty lists', () => {
    const payload = toSavePayload(emptyMemoryForm());
    expect(DEFAULT_MEMORY_TYPE).toBe(3);
    expect(payload.type).toBe(3);
    expect(payload.status).toBe(1);
    expect(payload.privacy).toBe(0);
    expect(payload.persons_actions).toEqual([]);
    expect(payload.subjects).toEqual([]);
    expect(payload.sensitive_topics).toEqual([]);
    expect('pattern_title' in payload).toBe(false);
    expect(Object.keys(payload).filter((key) => key.endsWith('_text'))).toEqual([]);
  });

  it('starts a new form with flavour "memory" and the given privacy', () => {
    expect(MEMORY_FLAVOR).toBe('memory');
    expect(emptyMemoryForm().memoryFlavor).toBe('memory');
    expect(emptyMemoryForm().privacy).toBe(Privacy.Public);
    expect(emptyMemoryForm(Privacy.OnlyMe).privacy).toBe(1);
  });
});

const receivedMemory: Memory = {
  hashId: 'h1',
  shareable_link: 'abc',
  created: '2024-05-01T09:00:00.000Z',
  author: { username: 'ada' },
  is_owner: true,
  title: 'The lake',
  description: 'We swam.',
  pattern_title: 'Waiting',
  relationship_description: 'I wait.',
  type: MemoryType.Happy,
  privacy: Privacy.OnlyMe,
  status: 1,
  total_tags: 3,
  photos: [{ url: 'https://cdn.example/p/one.jpg', temp_id: 't9' }],
  image_list: ['t9'],
  sensitive_topics: [{ id: 4, description: 'Loss' }],
  subjects: ['Grandma'],
  counts: { comments: 0, empathies: 0 },
  reactions: [],
  age_ranges: [{ tag_id: 3, description: '6-8 years', memory_tag_id: 1, slug: 'six' }],
  sibling: [],
  risk_factor: [{ tag_id: null, description: 'Moving a lot', memory_tag_id: 2, slug: null }],
  persons_actions: [
    {
      person: { tag_id: 8, description: 'Father', memory_tag_id: 3, slug: 'father' },
      actions: [{ tag_id: 9, description: 'Yelling', memory_tag_id: 4, slug: 'yelling' }],
    },
  ],
  chronic_adverse_events: [],
  sudden_adverse_events: [],
  feelings: [],
  needs: [],
  thoughts: [],
  impacts: [],
  childhood_effects_emotions: [],
  childhood_effects_health: [],
  childhood_effects_social: [],
  age_ranges_text: '',
  sibling_text: '',
  risk_factor_text: 'We moved every year',
  persons_actions_text: '',
  chronic_adverse_events_text: '',
  sudden_adverse_events_text: '',
  feelings_text: '',
  thoughts_text: '',
  needs_text: '',
  childhood_effects_emotions_text: '',
  childhood_effects_health_text: '',
  childhood_effects_social_text: '',
};

describe('formFromMemory', () => {
  it('keeps every tag of a memory being edited, so saving never drops one', () => {
    const payload = toSavePayload(formFromMemory(receivedMemory));
    expect(payload).toMatchObject({
      type: 1,
      title: 'The lake',
      description: 'We swam.',
      pattern_title: 'Waiting',
      privacy: 1,
      sensitive_topics: [4],
      image_list: ['t9'],
      subjects: ['Grandma'],
      age_ranges: [{ id: 3, name: '6-8 years' }],
      risk_factor: [{ id: null, description: 'Moving a lot' }],
      persons_actions: [
        {
          person_involved: { id: 8, description: 'Father' },
          person_action: [{ id: 9, description: 'Yelling' }],
        },
      ],
      risk_factor_text: 'We moved every year',
    });
  });

  it('shows the saved photos as uploaded entries, without a name taken from their address', () => {
    expect(formFromMemory(receivedMemory).memoryPhoto).toEqual([
      {
        uid: 'saved-t9',
        name: '',
        status: 'done',
        url: 'https://cdn.example/p/one.jpg',
        thumbUrl: 'https://cdn.example/p/one.jpg',
        tempId: 't9',
      },
    ]);
  });

  it('withTagsOf takes the tags of the saved memory and keeps the texts of the form', () => {
    const form = { ...emptyMemoryForm(), desc: 'My newer words' };
    const merged = withTagsOf(form, receivedMemory);
    expect(merged.desc).toBe('My newer words');
    expect(merged.age).toEqual([{ label: '6-8 years', value: 3, optionType: null, is_system_tag: true }]);
    expect(merged.risk_factor_text).toBe('We moved every year');
  });
});

describe('hasContent', () => {
  it('is false for an empty form, even with a privacy chosen', () => {
    expect(hasContent(emptyMemoryForm(Privacy.OnlyMe))).toBe(false);
  });

  it('is true once anything is written or chosen', () => {
    expect(hasContent({ ...emptyMemoryForm(), desc: 'a' })).toBe(true);
    expect(hasContent({ ...emptyMemoryForm(), memoryType: MemoryType.Unhappy })).toBe(true);
    expect(hasContent({ ...emptyMemoryForm(), subjects: [{ description: 'Mum' }] })).toBe(true);
  });

  it('does not count white space alone as content', () => {
    expect(hasContent({ ...emptyMemoryForm(), desc: '   \n ' })).toBe(false);
  });
});
