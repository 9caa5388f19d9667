import {
  isApiError,
  type CurrentUser,
  type InteractionStatus,
  type Memory,
  type MemoryModalClient,
  type ReactionOption,
  type ResonanceEntry,
  type SafetyPreferences,
} from '@childhood-memories/api-client';
import { memoryQueryKeys, quietFailure } from '@childhood-memories/ui';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

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

/** The memory by its shareable link; a memory the host already has is shown at once. */
export function useMemory(
  client: MemoryModalApi,
  shareableLink: string,
  initial: Memory | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: memoryQueryKeys.memoryByLink(shareableLink),
    queryFn: ({ signal }) => client.getMemoryByLink(shareableLink, { signal }),
    initialData: initial,
    enabled: enabled && shareableLink !== '',
    // "Synced on window focus" (community §3).
    refetchOnWindowFocus: true,
    retry: (count, error) =>
      !(isApiError(error) && (error.status === 404 || error.status === 403)) && count < 1,
  });
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

/* ───────────── Optimistic cache edits ───────────── */

function nonNegative(count: number): number {
  return Math.max(0, count);
}

function snapshot(queryClient: QueryClient, shareableLink: string) {
  return {
    memory: queryClient.getQueryData<Memory>(memoryQueryKeys.memoryByLink(shareableLink)),
    status: queryClient.getQueryData<InteractionStatus>(memoryQueryKeys.interactionStatus(shareableLink)),
  };
}

type Snapshot = ReturnType<typeof snapshot>;

function restore(queryClient: QueryClient, shareableLink: string, saved: Snapshot | undefined) {
  if (!saved) return;
  queryClient.setQueryData(memoryQueryKeys.memoryByLink(shareableLink), saved.memory);
  queryClient.setQueryData(memoryQueryKeys.interactionStatus(shareableLink), saved.status);
}

function patchMemory(queryClient: QueryClient, shareableLink: string, patch: (memory: Memory) => Memory) {
  queryClient.setQueryData<Memory>(memoryQueryKeys.memoryByLink(shareableLink), (memory) =>
    memory ? patch(memory) : memory,
  );
}

function emptyStatus(shareableLink: string): InteractionStatus {
  return {
    shareable_link: shareableLink,
    empathy_id: null,
    reaction_id: null,
    reaction_option_id: null,
    save_id: null,
    feedback_ids: [],
    resonances: [],
  };
}

function patchStatus(
  queryClient: QueryClient,
  shareableLink: string,
  patch: (status: InteractionStatus) => InteractionStatus,
) {
  queryClient.setQueryData<InteractionStatus>(memoryQueryKeys.interactionStatus(shareableLink), (status) =>
    patch(status ?? emptyStatus(shareableLink)),
  );
}

function withReactionCount(memory: Memory, option: ReactionOption, delta: number): Memory {
  const found = memory.reactions.some((reaction) => reaction.reaction_option_id === option);
  const reactions = found
    ? memory.reactions.map((reaction) =>
        reaction.reaction_option_id === option
          ? { ...reaction, reaction_count: nonNegative(reaction.reaction_count + delta) }
          : reaction,
      )
    : [...memory.reactions, { reaction_option_id: option, reaction_count: nonNegative(delta) }];
  return { ...memory, reactions };
}

/** The current reaction count of an option (looked up by id, so a leading extra entry never shifts it). */
export function reactionCount(memory: Memory, option: number): number {
  return memory.reactions.find((reaction) => reaction.reaction_option_id === option)?.reaction_count ?? 0;
}

/* ───────────── Toggles (community §4) ───────────── */

/**
 * The id to undo with: the one shown when the member clicked, or, when that was still the
 * placeholder of a create on its way (-1), the id that create brought back. Calls of one toggle
 * run in order (one mutation scope), so the create has finished by then.
 */
function confirmedId(clicked: number | null, created: number | null): number | null {
  if (clicked !== null && clicked > 0) return clicked;
  return created !== null && created > 0 ? created : null;
}

/**
 * One reaction per member: none → new, another → update, the same again → delete. Counts move at
 * once and never below 0; a failure restores both caches and is only logged (§8). Clicks are
 * queued in order (one mutation scope per memory), and each call reads the reaction id the
 * previous one stored.
 */
export function useReactionToggle(client: MemoryModalApi, shareableLink: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: quietFailure('[memory-modal] A reaction failed; the previous state was restored.'),
    scope: { id: `reaction:${shareableLink}` },
    mutationFn: async ({ option, previous }: { option: ReactionOption; previous: ReactionOption | null }) => {
      const reactionId =
        queryClient.getQueryData<InteractionStatus>(memoryQueryKeys.interactionStatus(shareableLink))
          ?.reaction_id ?? null;
      if (previous === null || reactionId === null) {
        const created = await client.createReaction({
          shareable_link: shareableLink,
          reaction_option_id: option,
        });
        return { reactionId: created.reaction_id, option: option as ReactionOption | null };
      }
      if (previous === option) {
        await client.deleteReaction(reactionId);
        return { reactionId: null, option: null };
      }
      await client.updateReaction({ reaction_id: reactionId, reaction_option_id: option });
      return { reactionId, option: option as ReactionOption | null };
    },
    onMutate: async ({ option, previous }) => {
      await queryClient.cancelQueries({ queryKey: memoryQueryKeys.interactionStatus(shareableLink) });
      const saved = snapshot(queryClient, shareableLink);
      const next = previous === option ? null : option;
      patchMemory(queryClient, shareableLink, (memory) => {
        let updated = memory;
        if (previous !== null) updated = withReactionCount(updated, previous, -1);
        if (next !== null) updated = withReactionCount(updated, next, +1);
        return updated;
      });
      patchStatus(queryClient, shareableLink, (status) => ({ ...status, reaction_option_id: next }));
      return saved;
    },
    // Only the id: the shown option is the member's latest click (a later queued click may differ).
    onSuccess: ({ reactionId }) => {
      patchStatus(queryClient, shareableLink, (status) => ({ ...status, reaction_id: reactionId }));
    },
    onError: (error, _variables, saved) => {
      restore(queryClient, shareableLink, saved);
    },
  });
}

/** Support (empathy) on the memory: create and store `empathy_id`, or delete with it. */
export function useEmpathyToggle(client: MemoryModalApi, shareableLink: string) {
  const queryClient = useQueryClient();
  const created = useRef<number | null>(null);
  return useMutation({
    meta: quietFailure('[memory-modal] Support failed; the previous state was restored.'),
    scope: { id: `empathy:${shareableLink}` },
    mutationFn: async ({ empathize, id }: { empathize: boolean; id: number | null }) => {
      if (empathize) {
        const { empathy_id } = await client.createEmpathy({ shareable_link: shareableLink });
        created.current = empathy_id;
        return empathy_id;
      }
      const empathyId = confirmedId(id, created.current);
      if (empathyId !== null) await client.deleteEmpathy(empathyId);
      return null;
    },
    onMutate: async ({ empathize }) => {
      await queryClient.cancelQueries({ queryKey: memoryQueryKeys.interactionStatus(shareableLink) });
      const saved = snapshot(queryClient, shareableLink);
      patchMemory(queryClient, shareableLink, (memory) => ({
        ...memory,
        counts: { ...memory.counts, empathies: nonNegative(memory.counts.empathies + (empathize ? 1 : -1)) },
      }));
      // A placeholder id (-1) marks "empathized, id on its way" until the answer brings the real one.
      patchStatus(queryClient, shareableLink, (status) => ({
        ...status,
        empathy_id: empathize ? (status.empathy_id ?? -1) : null,
      }));
      return saved;
    },
    // The real id replaces the placeholder, unless a later click already took the empathy back.
    onSuccess: (empathyId) => {
      patchStatus(queryClient, shareableLink, (status) => ({
        ...status,
        empathy_id: status.empathy_id === null ? null : empathyId,
      }));
    },
    onError: (error, _variables, saved) => {
      restore(queryClient, shareableLink, saved);
    },
  });
}

/** Save or unsave the memory (`save_id` kept to undo it). */
export function useSaveToggle(client: MemoryModalApi, shareableLink: string) {
  const queryClient = useQueryClient();
  const created = useRef<number | null>(null);
  return useMutation({
    meta: quietFailure('[memory-modal] Saving the memory failed; the previous state was restored.'),
    scope: { id: `save:${shareableLink}` },
    mutationFn: async ({ save, id }: { save: boolean; id: number | null }) => {
      if (save) {
        const { save_id } = await client.createSave(shareableLink);
        created.current = save_id;
        return save_id;
      }
      const saveId = confirmedId(id, created.current);
      if (saveId !== null) await client.deleteSave(saveId);
      return null;
    },
    onMutate: async ({ save }) => {
      await queryClient.cancelQueries({ queryKey: memoryQueryKeys.interactionStatus(shareableLink) });
      const saved = snapshot(queryClient, shareableLink);
      patchStatus(queryClient, shareableLink, (status) => ({
        ...status,
        save_id: save ? (status.save_id ?? -1) : null,
      }));
      return saved;
    },
    onSuccess: (saveId) => {
      patchStatus(queryClient, shareableLink, (status) => ({
        ...status,
        save_id: status.save_id === null ? null : saveId,
      }));
    },
    onError: (error, _variables, saved) => {
      restore(queryClient, shareableLink, saved);
    },
  });
}

function withResonance(
  status: InteractionStatus,
  memoryTagId: number,
  patch: (entry: ResonanceEntry) => ResonanceEntry,
): InteractionStatus {
  const found = status.resonances.some((entry) => entry.memory_tag_id === memoryTagId);
  const base: ResonanceEntry = {
    memory_tag_id: memoryTagId,
    resonated: 0,
    count_resonances: 0,
    resonance_id: null,
  };
  return {
    ...status,
    resonances: found
      ? status.resonances.map((entry) => (entry.memory_tag_id === memoryTagId ? patch(entry) : entry))
      : [...status.resonances, patch(base)],
  };
}

/** 'Me too' on one tag: unresonated → count +1 and a new resonance; resonated → count −1 and a delete. */
export function useResonanceToggle(client: MemoryModalApi, shareableLink: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: quietFailure("[memory-modal] A 'me too' failed; the previous state was restored."),
    scope: { id: `resonance:${shareableLink}` },
    mutationFn: async ({ memoryTagId, resonate }: { memoryTagId: number; resonate: boolean }) => {
      if (resonate) {
        const created = await client.createResonance({
          memory_tag_id: memoryTagId,
          shareable_link: shareableLink,
        });
        return created.resonance_id;
      }
      const status = queryClient.getQueryData<InteractionStatus>(
        memoryQueryKeys.interactionStatus(shareableLink),
      );
      const resonanceId =
        status?.resonances.find((entry) => entry.memory_tag_id === memoryTagId)?.resonance_id ?? null;
      if (resonanceId !== null && resonanceId > 0) await client.deleteResonance(resonanceId);
      return null;
    },
    onMutate: async ({ memoryTagId, resonate }) => {
      await queryClient.cancelQueries({ queryKey: memoryQueryKeys.interactionStatus(shareableLink) });
      const saved = snapshot(queryClient, shareableLink);
      patchStatus(queryClient, shareableLink, (status) =>
        withResonance(status, memoryTagId, (entry) => ({
          ...entry,
          resonated: resonate ? 1 : 0,
          count_resonances: nonNegative(entry.count_resonances + (resonate ? 1 : -1)),
          // The id stays until the delete is done: the call needs it.
          resonance_id: resonate ? (entry.resonance_id ?? -1) : entry.resonance_id,
        })),
      );
      return saved;
    },
    onSuccess: (resonanceId, { memoryTagId }) => {
      patchStatus(queryClient, shareableLink, (status) =>
        withResonance(status, memoryTagId, (entry) => ({ ...entry, resonance_id: resonanceId })),
      );
    },
    onError: (error, _variables, saved) => {
      restore(queryClient, shareableLink, saved);
    },
  });
}
