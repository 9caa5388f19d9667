import { describe, expect, it } from 'vitest';

import { DEFAULT_MEMORY_TYPE, DEFAULT_PRIVACY, MEMORY_STATUS } from './constants.ts';
import { emptySavePayload } from './save-payload.ts';
import { memorySavePayloadSchema } from './schemas/memory-save.ts';

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
