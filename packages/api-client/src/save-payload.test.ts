import { describe, expect, it, vi } from 'vitest';

import type { CreateMemoryOptions } from './clients.ts';

import { DEFAULT_MEMORY_TYPE, DEFAULT_PRIVACY, MEMORY_STATUS } from './constants.ts';
import { emptySavePayload, saveMemory, savePayloadFromMemory } from './save-payload.ts';
import { memorySavePayloadSchema } from './schemas/memory-save.ts';
import { memory } from './test-fixtures.ts';
import type { Memory, MemorySavePayload } from './types.ts';

describe('emptySavePayload', () => {
  it('has the defaults of §3 and every list empty', () => {
    const payload = emptySavePayload();
    expect(payload).toMatchObject({
      type: DEFAULT_MEMORY_TYPE,
      privacy: DEFAULT_PRIVACY,
      status: MEMORY_STATUS,
      title: '',
      relationship_description: '',
    });
    const lists = Object.entries(payload).filter(([, value]) => Array.isArray(value));
    // 13 tag lists, warnings, photos and subjects.
    expect(lists.length).toBe(16);
    for (const [, value] of lists) expect(value).toEqual([]);
    expect(Object.keys(payload).some((key) => key.endsWith('_text'))).toBe(false);
  });

  it('puts the given fields on top, and is valid once it has a description', () => {
    const payload = emptySavePayload({ description: 'The summer I was seven.', privacy: 2 });
    expect(payload.description).toBe('The summer I was seven.');
    expect(payload.privacy).toBe(2);
    expect(memorySavePayloadSchema.safeParse(payload).success).toBe(true);
    expect(emptySavePayload().feelings).not.toBe(emptySavePayload().feelings);
  });
});

describe('savePayloadFromMemory', () => {
  const tagged = {
    ...memory,
    age_ranges: [{ tag_id: 2, description: '6-8 years', memory_tag_id: 40, slug: '6-8-years' }],
    needs: [{ tag_id: null, description: 'A hug', memory_tag_id: 41, slug: 'a-hug' }],
    impacts: [{ tag_id: 70, description: 'Trust', memory_tag_id: 42, slug: 'trust' }],
    pattern_title: 'Looking for calm',
    family_members: [{ id: 'f1', relation: 'mother' as const, name: 'Mum' }],
  };

  it('stores the memory as it is: texts, type, privacy, warnings, photos and subjects', () => {
    const payload = savePayloadFromMemory(tagged);
    expect(payload).toMatchObject({
      type: 2,
      privacy: 0,
      status: MEMORY_STATUS,
      title: 'Summer by the lake',
      description: 'The summer I was seven, we stayed by the lake.',
      pattern_title: 'Looking for calm',
      relationship_description: 'I still look for calm water.',
      sensitive_topics: [3],
      image_list: ['t1'],
      subjects: ['My grandmother'],
    });
    expect(memorySavePayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("keeps every tag with its option id, the member's own words with id null, ages by name", () => {
    const payload = savePayloadFromMemory(tagged);
    expect(payload.age_ranges).toEqual([{ id: 2, name: '6-8 years' }]);
    expect(payload.feelings).toEqual([{ id: 12, description: 'Safe' }]);
    expect(payload.needs).toEqual([{ id: null, description: 'A hug' }]);
    expect(payload.impacts).toEqual([{ id: 70, description: 'Trust' }]);
    expect(payload.persons_actions).toEqual([
      {
        person_involved: { id: 1, description: 'Grandmother' },
        person_action: [{ id: 7, description: 'Comforting' }],
      },
    ]);
  });

  it('sends each non-empty _text field and leaves the family panel to the server', () => {
    const payload = savePayloadFromMemory(tagged);
    expect(payload.age_ranges_text).toBe('Around seven.');
    expect(payload.feelings_text).toBe('I felt held.');
    expect(
      Object.keys(payload)
        .filter((key) => key.endsWith('_text'))
        .sort(),
    ).toEqual(['age_ranges_text', 'feelings_text']);
    expect('family_members' in payload).toBe(false);
  });

  it('takes the photo ids from the photos when the memory lists none', () => {
    const payload = savePayloadFromMemory({
      ...memory,
      image_list: [],
      photos: [{ url: 'https://cdn.test/p/2.jpg', temp_id: 't2' }],
    });
    expect(payload.image_list).toEqual(['t2']);
  });
});

describe('saveMemory', () => {
  function fakeClient(created: Memory = memory) {
    return {
      createMemory: vi.fn((_payload: MemorySavePayload, _options?: CreateMemoryOptions) =>
        Promise.resolve(created),
      ),
      updateMemory: vi.fn((hashId: string, payload: MemorySavePayload) =>
        Promise.resolve({ ...memory, hashId, description: payload.description }),
      ),
    };
  }
  const payload = emptySavePayload({
    description: memory.description,
    title: memory.title,
    relationship_description: memory.relationship_description,
    image_list: ['t1'],
    sensitive_topics: [3],
  });

  it('creates with the idempotency key while the memory has no hashId', async () => {
    const client = fakeClient();
    const saved = await saveMemory(client, { hashId: null, payload, idempotencyKey: 'key-1' });
    expect(saved).toBe(memory);
    expect(client.createMemory).toHaveBeenCalledWith(payload, { idempotencyKey: 'key-1' });
    expect(client.updateMemory).not.toHaveBeenCalled();
  });

  it('updates once it has a hashId, sending an emptied pattern title as empty', async () => {
    const client = fakeClient();
    await saveMemory(client, { hashId: 'h1', payload, idempotencyKey: 'key-1' });
    expect(client.createMemory).not.toHaveBeenCalled();
    expect(client.updateMemory).toHaveBeenCalledWith('h1', { ...payload, pattern_title: '' }, {});
  });

  it('sends the newer words as an update when a retried create answers with the first memory', async () => {
    const client = fakeClient({ ...memory, hashId: 'first', description: 'What I wrote first.' });
    const saved = await saveMemory(client, { hashId: null, payload, idempotencyKey: 'key-1' });
    expect(client.updateMemory).toHaveBeenCalledWith('first', { ...payload, pattern_title: '' }, {});
    expect(saved.description).toBe(memory.description);
  });

  it('sends Post as an update when the create is answered with the private memory the tagging made', async () => {
    // The tag wizard created the memory before Post with the same key: Only me, no photo yet.
    const client = fakeClient({ ...memory, hashId: 'tagged', privacy: 1, photos: [], image_list: [] });
    await saveMemory(client, { hashId: null, payload, idempotencyKey: 'key-1' });
    expect(client.updateMemory).toHaveBeenCalledWith('tagged', { ...payload, pattern_title: '' }, {});
  });

  it('marks an autosave on the create and on the update, and nothing else', async () => {
    const client = fakeClient({ ...memory, hashId: 'first', description: 'Older words.' });
    await saveMemory(client, { hashId: null, payload, idempotencyKey: 'key-1', autosave: true });
    expect(client.createMemory).toHaveBeenCalledWith(payload, { idempotencyKey: 'key-1', autosave: true });
    expect(client.updateMemory).toHaveBeenCalledWith(
      'first',
      { ...payload, pattern_title: '' },
      { autosave: true },
    );
    await saveMemory(client, { hashId: 'h1', payload, idempotencyKey: 'key-1', autosave: false });
    expect(client.updateMemory).toHaveBeenLastCalledWith('h1', { ...payload, pattern_title: '' }, {});
  });
});
