import { ApiError, emptySavePayload } from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import { createMockBackend } from './backend.ts';
import { kiteMemory } from './fixtures/memories.ts';
import { createMockClient } from './mock-client.ts';

/*
 * No MSW server is started in this file: every answer comes through `createMockClient`'s own
 * fetch, in memory.
 */

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('createMockClient', () => {
  it('answers from the fixture community as Ada, with no network', async () => {
    const client = createMockClient();
    const kite = await client.getMemoryByLink(kiteMemory.shareable_link);
    expect(kite.title).toBe(kiteMemory.title);
    expect((await client.getCurrentUser()).username).toBe('ada');
  });

  it('writes into its backend, which a test can read', async () => {
    const client = createMockClient({ backend: createMockBackend({ seed: 'empty' }) });
    const created = await client.createMemory(
      emptySavePayload({ description: 'The smell of bread. #bread' }),
    );
    expect(client.backend.allMemories().map((memory) => memory.hashId)).toEqual([created.hashId]);
  });

  it('calls as a visitor, who may not write', async () => {
    const error = await rejection(
      createMockClient({ as: null }).createMemory(emptySavePayload({ description: 'x' })),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.status).toBe(401);
  });

  it('fails an endpoint on demand, for some calls or until recovered', async () => {
    const client = createMockClient();
    client.backend.fail('getUnseenNotificationCount', 503, { times: 1 });
    expect((await rejection(client.getUnseenNotificationCount()))?.status).toBe(503);
    await expect(client.getUnseenNotificationCount()).resolves.toBeDefined();

    client.backend.fail('createMemory', 500, { detail: 'The database is resting.' });
    const payload = emptySavePayload({ description: 'Kept safe.' });
    const first = await rejection(client.createMemory(payload));
    expect(first?.status).toBe(500);
    expect(first?.detail).toBe('The database is resting.');
    expect((await rejection(client.createMemory(payload)))?.status).toBe(500);
    client.backend.recover('createMemory');
    await expect(client.createMemory(payload)).resolves.toMatchObject({ description: 'Kept safe.' });
  });

  it('seeds memories of a test’s own', async () => {
    const client = createMockClient({ backend: createMockBackend({ seed: 'empty' }) });
    client.backend.seed({
      memories: [
        { ...kiteMemory, hashId: 'bens-own', shareable_link: 'bens-own', owner: 'ben', title: 'Mine' },
      ],
    });
    expect((await client.getMemoryByLink('bens-own')).title).toBe('Mine');
  });
});
