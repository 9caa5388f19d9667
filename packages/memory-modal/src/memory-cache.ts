import type { Memory } from '@childhood-memories/api-client';
import { memoryQueryKeys } from '@childhood-memories/ui';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The memory's one cache entry (ui's `memoryQueryKeys.memory(hashId)`), reached by the link the
 * modal knows: the link's entry holds only the hashId. Every read and optimistic patch of the
 * modal goes through here, so the editor, the wizard and a host's feed see the same counts.
 */
export function memoryKeyOf(queryClient: QueryClient, shareableLink: string) {
  const hashId = queryClient.getQueryData<string>(memoryQueryKeys.memoryIdByLink(shareableLink));
  return hashId === undefined ? null : memoryQueryKeys.memory(hashId);
}

/** The cached memory a link leads to, if it is in the cache. */
export function cachedMemory(queryClient: QueryClient, shareableLink: string): Memory | undefined {
  const key = memoryKeyOf(queryClient, shareableLink);
  return key === null ? undefined : queryClient.getQueryData<Memory>(key);
}

/** Changes the cached memory a link leads to (nothing when it is not cached). */
export function updateCachedMemory(
  queryClient: QueryClient,
  shareableLink: string,
  patch: (memory: Memory) => Memory,
): void {
  const key = memoryKeyOf(queryClient, shareableLink);
  if (key === null) return;
  queryClient.setQueryData<Memory>(key, (memory) => (memory ? patch(memory) : memory));
}

/** Stores a memory read by its link: the detail under its hashId, the link leading there. */
export function storeMemoryByLink(queryClient: QueryClient, shareableLink: string, memory: Memory): string {
  queryClient.setQueryData(memoryQueryKeys.memory(memory.hashId), memory);
  queryClient.setQueryData(memoryQueryKeys.memoryIdByLink(shareableLink), memory.hashId);
  return memory.hashId;
}
