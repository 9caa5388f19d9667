import type { Memory } from '@childhood-memories/api-client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

const ROOT = 'childhood-memories';

/**
 * The TanStack Query keys every widget shares, so a memory saved by one widget is what every
 * other widget on the page shows. A host that keeps its own feed or memory lists in the
 * provider's cache under `memoryQueryKeys.lists` sees them refresh after each save without any
 * wiring.
 *
 * @example
 * useInfiniteQuery({ queryKey: [...memoryQueryKeys.lists, 'home'], queryFn: … });
 * queryClient.invalidateQueries({ queryKey: memoryQueryKeys.memory(hashId) });
 */
export const memoryQueryKeys = {
  /** Everything of ours in the cache. */
  all: [ROOT] as const,
  /**
   * A memory's detail: its one cache entry, under its hashId (the memory's canonical id). Every
   * widget reads and patches this entry, so an optimistic count shows everywhere at once.
   */
  memory: (hashId: string) => [ROOT, 'memory', hashId] as const,
  /**
   * Where a shareable link leads: the memory's hashId (a string), not a copy of the memory. A
   * widget that only knows the link (the memory modal) fetches by link, writes the detail under
   * `memory(hashId)` and keeps only the hashId here.
   */
  memoryIdByLink: (shareableLink: string) => [ROOT, 'memory-id-by-link', shareableLink] as const,
  /** The reader's interaction status of a memory (empathy, reaction, resonances). */
  interactionStatus: (shareableLink: string) => [ROOT, 'interaction-status', shareableLink] as const,
  /** The prefix of every feed and memory list (the home feed, a member's memories, searches). */
  lists: [ROOT, 'memory-lists'] as const,
  /** Hashtag suggestions for a typed word. */
  autocomplete: (query: string) => [ROOT, 'autocomplete', query] as const,
  /**
   * The mutation key prefix of the tag wizard's saves (one session's saves add its id): the
   * editor waits on them when a draft is cancelled, so a create still in flight is deleted too.
   */
  tagSaves: [ROOT, 'tag-wizard-save'] as const,
};

/**
 * After a memory was saved (created, edited or tagged): the memory's one cache entry becomes the
 * server's answer (and its link leads to it), and the interaction status and every feed or list are refetched
 * (memory-writing §4: "the memory detail is refetched, the interaction status refreshed, and
 * the feed or memory list updated").
 *
 * @example
 * const saved = await client.updateMemory(hashId, payload);
 * syncSavedMemory(queryClient, saved);
 */
export function syncSavedMemory(queryClient: QueryClient, memory: Memory): void {
  queryClient.setQueryData(memoryQueryKeys.memory(memory.hashId), memory);
  if (memory.shareable_link !== '') {
    queryClient.setQueryData(memoryQueryKeys.memoryIdByLink(memory.shareable_link), memory.hashId);
    void queryClient.invalidateQueries({
      queryKey: memoryQueryKeys.interactionStatus(memory.shareable_link),
    });
  }
  void queryClient.invalidateQueries({ queryKey: memoryQueryKeys.lists });
}

/**
 * {@link syncSavedMemory} bound to the provider's query cache.
 *
 * @example
 * const onMemorySaved = useSyncSavedMemory();
 * onMemorySaved(await client.createMemory(payload));
 */
export function useSyncSavedMemory(): (memory: Memory) => void {
  const queryClient = useQueryClient();
  return useCallback((memory: Memory) => syncSavedMemory(queryClient, memory), [queryClient]);
}
