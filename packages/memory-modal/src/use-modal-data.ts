import {
  isApiError,
  type CurrentUser,
  type Memory,
  type MemoryModalClient,
  type SafetyPreferences,
} from '@childhood-memories/api-client';
import { memoryQueryKeys, quietFailure } from '@childhood-memories/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { modalQueryKeys } from './query-keys.ts';

/** What the modal calls: the memory modal's calls, plus who is reading and their safety filters. */
export type MemoryModalApi = MemoryModalClient &
  Partial<{
    getCurrentUser: () => Promise<CurrentUser>;
    getSafetyPreferences: () => Promise<SafetyPreferences>;
  }>;

/** The reader: a signed-in member's username, or null for a visitor. */
export type Viewer = { username: string } | null;

/**
 * The reader. A host that knows passes `viewer` (null for a visitor); otherwise the client's
 * `getCurrentUser` decides, and any failure (no token, 401) means a visitor.
 */
export function useViewer(
  client: MemoryModalApi,
  viewer: Viewer | undefined,
): { viewer: Viewer; pending: boolean } {
  const known = viewer !== undefined;
  const query = useQuery({
    queryKey: modalQueryKeys.viewer,
    queryFn: async (): Promise<Viewer> => {
      if (!client.getCurrentUser) return null;
      try {
        const me = await client.getCurrentUser();
        return { username: me.username };
      } catch {
        return null;
      }
    },
    enabled: !known,
    staleTime: 5 * 60_000,
  });
  if (known) return { viewer, pending: false };
  return { viewer: query.data ?? null, pending: query.isPending };
}

function retryLoad(count: number, error: unknown): boolean {
  return !(isApiError(error) && (error.status === 404 || error.status === 403)) && count < 1;
}

/**
 * The memory by its shareable link; a memory the host already has is shown at once. The memory
 * has one cache entry, under its hashId (`memoryQueryKeys.memory`), shared with the editor, the
 * wizard and the host: the link's own entry holds only the hashId it leads to. Fetching by link
 * writes the memory there; the modal reads and patches that one entry.
 */
export function useMemory(
  client: MemoryModalApi,
  shareableLink: string,
  initial: Memory | undefined,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const seeded = initial !== undefined && initial.shareable_link === shareableLink ? initial : undefined;
  const byLink = useQuery({
    queryKey: memoryQueryKeys.memoryIdByLink(shareableLink),
    queryFn: async ({ signal }) => {
      const memory = await client.getMemoryByLink(shareableLink, { signal });
      queryClient.setQueryData(memoryQueryKeys.memory(memory.hashId), memory);
      return memory.hashId;
    },
    initialData: seeded?.hashId,
    enabled: enabled && shareableLink !== '',
    // "Synced on window focus" (community §3): a fetch by link refreshes the one entry.
    refetchOnWindowFocus: true,
    retry: retryLoad,
  });
  const hashId = byLink.data;
  const memory = useQuery({
    queryKey: memoryQueryKeys.memory(hashId ?? ''),
    // Read by link, whoever reads: a 'private with a link' memory is readable only that way.
    queryFn: ({ signal }) => client.getMemoryByLink(shareableLink, { signal }),
    initialData: seeded !== undefined && seeded.hashId === hashId ? seeded : undefined,
    enabled: enabled && hashId !== undefined,
    // Fresh from the link's fetch; refetched when a write settles (invalidation) or the link's
    // entry refetches, never twice on opening.
    staleTime: Infinity,
    retry: retryLoad,
  });
  const failed = memory.data === undefined && (byLink.isError || memory.isError);
  return {
    data: memory.data,
    isError: failed,
    error: byLink.error ?? memory.error,
    refetch: () => (hashId === undefined || byLink.isError ? byLink.refetch() : memory.refetch()),
  };
}

/** Whether a failed memory load means "not there or not yours to read" rather than a network hiccup. */
export function isNotVisible(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

/** The signed-in reader's interaction status: empathy, reaction, save and the 'me too' per tag. */
export function useInteractionStatus(client: MemoryModalApi, shareableLink: string, enabled: boolean) {
  return useQuery({
    queryKey: memoryQueryKeys.interactionStatus(shareableLink),
    queryFn: ({ signal }) => client.getInteractionStatus(shareableLink, { signal }),
    enabled: enabled && shareableLink !== '',
    refetchOnWindowFocus: true,
  });
}

const NO_FILTERS: SafetyPreferences = { hidden_content_warning_ids: [], shown_content_warning_ids: [] };

/**
 * The reader's safety filters: the content warnings they hide, and those they see without a notice. Visitors have none. While they
 * load, covered content stays covered.
 */
export function useSafetyPreferences(
  client: MemoryModalApi,
  signedIn: boolean,
): SafetyPreferences | undefined {
  const query = useQuery({
    queryKey: modalQueryKeys.safetyPreferences,
    queryFn: (): Promise<SafetyPreferences> =>
      client.getSafetyPreferences ? client.getSafetyPreferences() : Promise.resolve(NO_FILTERS),
    meta: quietFailure('[memory-modal] Loading the safety filters failed; the default filters apply.'),
    enabled: signedIn,
    staleTime: 60_000,
  });
  // A failed load applies no filters of the reader's own (§8): warned content keeps its notice.
  return query.isError ? NO_FILTERS : query.data;
}
