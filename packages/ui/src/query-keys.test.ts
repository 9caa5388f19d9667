import type { Memory } from '@childhood-memories/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { memoryQueryKeys, syncSavedMemory } from './query-keys.ts';

const saved = {
  hashId: 'hKite7Qm2',
  shareable_link: 'kite-on-the-hill-3f9a',
  title: 'The kite on the hill',
  counts: { comments: 1, empathies: 2 },
} as Memory;

describe('one cache entry per memory', () => {
  it('keeps a saved memory once, under its hashId; its link leads there', () => {
    const queryClient = new QueryClient();
    syncSavedMemory(queryClient, saved);
    const copies = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => (query.state.data as Partial<Memory> | undefined)?.hashId === saved.hashId);
    expect(copies.map((query) => query.queryKey)).toEqual([memoryQueryKeys.memory(saved.hashId)]);
    expect(queryClient.getQueryData(memoryQueryKeys.memoryIdByLink(saved.shareable_link))).toBe(saved.hashId);
  });

  it('refreshes the member’s status of the memory and every list', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(memoryQueryKeys.interactionStatus(saved.shareable_link), { empathy_id: null });
    queryClient.setQueryData([...memoryQueryKeys.lists, 'home'], []);
    syncSavedMemory(queryClient, saved);
    expect(
      queryClient.getQueryState(memoryQueryKeys.interactionStatus(saved.shareable_link))?.isInvalidated,
    ).toBe(true);
    expect(queryClient.getQueryState([...memoryQueryKeys.lists, 'home'])?.isInvalidated).toBe(true);
  });
});
