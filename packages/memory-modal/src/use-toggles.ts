import type {
  Comment,
  CommentStatus,
  InteractionStatus,
  Memory,
  ReactionOption,
  ResonanceEntry,
} from '@childhood-memories/api-client';
import { memoryQueryKeys } from '@childhood-memories/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

import { updateCachedComment } from './comments-cache.ts';
import { memoryKeyOf, updateCachedMemory } from './memory-cache.ts';
import { modalQueryKeys } from './query-keys.ts';
import { useQueuedToggle, type Held, type ToggleGroup, type ToggleRules } from './toggle-queue.ts';
import type { MemoryModalApi } from './use-modal-data.ts';

/*
 * The member's toggles (community §4): Support, the reaction, save, 'me too' per tag, and
 * empathy and the trauma acknowledgement on a comment. Each click shows at once and is sent in
 * order against what the server holds by then (toggle-queue.ts); the screen ends on the
 * server's state.
 */

function nonNegative(count: number): number {
  return Math.max(0, count);
}

const on = (value: boolean) => (value ? 1 : 0);

/** The id shown while a create is on its way: a flag reads "on", no call may use it. */
const PLACEHOLDER_ID = -1;

function heldId(id: number | null | undefined): number | null {
  return id !== null && id !== undefined && id > 0 ? id : null;
}

/** The id a shown 'on' carries: the server's once it holds it, the placeholder until then; off: null. */
function shownId(shown: boolean, server: Held<boolean>): number | null {
  if (!shown) return null;
  return server.value ? (server.id ?? PLACEHOLDER_ID) : PLACEHOLDER_ID;
}

/** The memory's entries: its detail (reached by link), the member's status, the feeds' counts. */
function memoryGroup(queryClient: QueryClient, link: string): ToggleGroup {
  const keys = () => {
    const memoryKey = memoryKeyOf(queryClient, link);
    return [
      memoryQueryKeys.memoryIdByLink(link),
      memoryQueryKeys.interactionStatus(link),
      ...(memoryKey ? [memoryKey] : []),
    ];
  };
  return {
    key: `memory:${link}`,
    cancel: async () => {
      await Promise.all(keys().map((queryKey) => queryClient.cancelQueries({ queryKey })));
    },
    reconcile: async () => {
      const memoryKey = memoryKeyOf(queryClient, link);
      await Promise.all([
        memoryKey ? queryClient.invalidateQueries({ queryKey: memoryKey }) : undefined,
        queryClient.invalidateQueries({ queryKey: memoryQueryKeys.interactionStatus(link) }),
        // A host's feed cards show these counts too.
        queryClient.invalidateQueries({ queryKey: memoryQueryKeys.lists }),
      ]);
    },
  };
}

function emptyStatus(link: string): InteractionStatus {
  return {
    shareable_link: link,
    empathy_id: null,
    reaction_id: null,
    reaction_option_id: null,
    save_id: null,
    feedback_ids: [],
    resonances: [],
  };
}

function readStatus(queryClient: QueryClient, link: string): InteractionStatus | undefined {
  return queryClient.getQueryData<InteractionStatus>(memoryQueryKeys.interactionStatus(link));
}

function patchStatus(
  queryClient: QueryClient,
  link: string,
  patch: (status: InteractionStatus) => InteractionStatus,
): void {
  queryClient.setQueryData<InteractionStatus>(memoryQueryKeys.interactionStatus(link), (status) =>
    patch(status ?? emptyStatus(link)),
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

/**
 * One reaction per member: none → new, another → update, the same again → delete. `toggle(option)`
 * is one click on that option.
 */
export function useReactionToggle(client: MemoryModalApi, link: string) {
  const queryClient = useQueryClient();
  return useQueuedToggle<ReactionOption | null, ReactionOption>({
    scope: `reaction:${link}`,
    entity: () => `reaction:${link}`,
    groups: [memoryGroup(queryClient, link)],
    failure: '[memory-modal] A reaction failed; the previous state was restored.',
    read: () => {
      const status = readStatus(queryClient, link);
      return { value: status?.reaction_option_id ?? null, id: heldId(status?.reaction_id) };
    },
    wish: (shown, option) => (shown === option ? null : option),
    count: (_option, from, to) =>
      updateCachedMemory(queryClient, link, (memory) => {
        let updated = memory;
        if (from !== null) updated = withReactionCount(updated, from, -1);
        if (to !== null) updated = withReactionCount(updated, to, +1);
        return updated;
      }),
    paint: (_option, shown, server) =>
      patchStatus(queryClient, link, (status) => ({
        ...status,
        reaction_option_id: shown,
        reaction_id: shown === null ? null : (server.id ?? PLACEHOLDER_ID),
      })),
    send: async (_option, server, wanted): Promise<Held<ReactionOption | null>> => {
      if (wanted === null) {
        if (server.id !== null) await client.deleteReaction(server.id);
        return { value: null, id: null };
      }
      if (server.value === null || server.id === null) {
        const created = await client.createReaction({ shareable_link: link, reaction_option_id: wanted });
        return { value: wanted, id: created.reaction_id };
      }
      await client.updateReaction({ reaction_id: server.id, reaction_option_id: wanted });
      return { value: wanted, id: server.id };
    },
  });
}

/**
 * The rules of a toggle the member's status of the memory holds by an id (Support's `empathy_id`,
 * Save's `save_id`): on creates and keeps the id, off deletes with it.
 */
function statusIdRules(
  queryClient: QueryClient,
  link: string,
  {
    field,
    failure,
    count,
    create,
    remove,
  }: {
    field: 'empathy_id' | 'save_id';
    failure: string;
    count: (from: boolean, to: boolean) => void;
    create: () => Promise<number>;
    remove: (id: number) => Promise<unknown>;
  },
): ToggleRules<boolean, null> {
  const kind = field === 'empathy_id' ? 'empathy' : 'save';
  return {
    scope: `${kind}:${link}`,
    entity: () => `${kind}:${link}`,
    groups: [memoryGroup(queryClient, link)],
    failure,
    read: () => {
      const id = readStatus(queryClient, link)?.[field] ?? null;
      return { value: id !== null, id: heldId(id) };
    },
    wish: (shown) => !shown,
    count: (_input, from, to) => count(from, to),
    paint: (_input, shown, server) =>
      patchStatus(queryClient, link, (status) => ({ ...status, [field]: shownId(shown, server) })),
    send: async (_input, server, wanted) => {
      if (wanted) return { value: true, id: await create() };
      if (server.id !== null) await remove(server.id);
      return { value: false, id: null };
    },
  };
}

/** Support (empathy) on the memory: create and keep its `empathy_id`, or delete with it. */
export function useEmpathyToggle(client: MemoryModalApi, link: string) {
  const queryClient = useQueryClient();
  return useQueuedToggle(
    statusIdRules(queryClient, link, {
      field: 'empathy_id',
      failure: '[memory-modal] Support failed; the previous state was restored.',
      count: (from, to) =>
        updateCachedMemory(queryClient, link, (memory) => ({
          ...memory,
          counts: { ...memory.counts, empathies: nonNegative(memory.counts.empathies + on(to) - on(from)) },
        })),
      create: async () => (await client.createEmpathy({ shareable_link: link })).empathy_id,
      remove: (id) => client.deleteEmpathy(id),
    }),
  );
}

/** Save or unsave the memory (`save_id` kept to undo it). */
export function useSaveToggle(client: MemoryModalApi, link: string) {
  const queryClient = useQueryClient();
  return useQueuedToggle(
    statusIdRules(queryClient, link, {
      field: 'save_id',
      failure: '[memory-modal] Saving the memory failed; the previous state was restored.',
      count: () => undefined,
      create: async () => (await client.createSave(link)).save_id,
      remove: (id) => client.deleteSave(id),
    }),
  );
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

/** 'Me too' on one tag: `toggle(memoryTagId)`; on → count +1 and a new resonance, off → −1 and a delete. */
export function useResonanceToggle(client: MemoryModalApi, link: string) {
  const queryClient = useQueryClient();
  return useQueuedToggle<boolean, number>({
    scope: `resonance:${link}`,
    entity: (memoryTagId) => `resonance:${link}:${memoryTagId}`,
    groups: [memoryGroup(queryClient, link)],
    failure: "[memory-modal] A 'me too' failed; the previous state was restored.",
    read: (memoryTagId) => {
      const entry = readStatus(queryClient, link)?.resonances.find(
        (item) => item.memory_tag_id === memoryTagId,
      );
      return { value: entry?.resonated === 1, id: heldId(entry?.resonance_id) };
    },
    wish: (shown) => !shown,
    count: (memoryTagId, from, to) =>
      patchStatus(queryClient, link, (status) =>
        withResonance(status, memoryTagId, (entry) => ({
          ...entry,
          count_resonances: nonNegative(entry.count_resonances + on(to) - on(from)),
        })),
      ),
    paint: (memoryTagId, shown, server) =>
      patchStatus(queryClient, link, (status) =>
        withResonance(status, memoryTagId, (entry) => ({
          ...entry,
          resonated: shown ? 1 : 0,
          resonance_id: shownId(shown, server),
        })),
      ),
    send: async (memoryTagId, server, wanted) => {
      if (wanted) {
        const created = await client.createResonance({ memory_tag_id: memoryTagId, shareable_link: link });
        return { value: true, id: created.resonance_id };
      }
      if (server.id !== null) await client.deleteResonance(server.id);
      return { value: false, id: null };
    },
  });
}

/** A comment's entries: its status for this member, and the list holding its counts. */
function commentGroups(queryClient: QueryClient, link: string, commentId: number): ToggleGroup[] {
  const statusKey = modalQueryKeys.commentStatus(commentId);
  const listKey = modalQueryKeys.comments(link);
  return [
    {
      key: `comment-status:${commentId}`,
      cancel: () => queryClient.cancelQueries({ queryKey: statusKey }),
      reconcile: () => queryClient.invalidateQueries({ queryKey: statusKey }),
    },
    {
      key: `comments:${link}`,
      cancel: () => queryClient.cancelQueries({ queryKey: listKey }),
      reconcile: () => queryClient.invalidateQueries({ queryKey: listKey }),
    },
  ];
}

/**
 * Empathy or the trauma acknowledgement on a comment: `toggle(null)` is one click; the count on
 * the comment moves at once and never below 0.
 */
export function useCommentToggle(
  client: MemoryModalApi,
  link: string,
  comment: Pick<Comment, 'id' | 'is_private'>,
  kind: 'empathy' | 'trauma',
) {
  const queryClient = useQueryClient();
  const statusKey = modalQueryKeys.commentStatus(comment.id);
  const field = kind === 'empathy' ? 'count_empathies' : 'count_traumas';
  const entity = `comment-${kind}:${comment.id}`;
  return useQueuedToggle<boolean, null>({
    scope: entity,
    entity: () => entity,
    groups: commentGroups(queryClient, link, comment.id),
    failure: `[memory-modal] ${kind === 'empathy' ? 'Empathy on a comment' : 'A trauma acknowledgement'} failed; the previous state was restored.`,
    read: () => {
      const status = queryClient.getQueryData<CommentStatus>(statusKey);
      return kind === 'empathy'
        ? { value: status?.empathy.empathized ?? false, id: heldId(status?.empathy.empathy_id) }
        : { value: status?.trauma.trauma_acknowledged ?? false, id: heldId(status?.trauma.trauma_id) };
    },
    wish: (shown) => !shown,
    count: (_input, from, to) =>
      updateCachedComment(queryClient, link, comment, (item) => ({
        ...item,
        [field]: nonNegative(item[field] + on(to) - on(from)),
      })),
    paint: (_input, shown, server) =>
      queryClient.setQueryData<CommentStatus>(statusKey, (status) => {
        if (!status) return status;
        const id = shownId(shown, server);
        return kind === 'empathy'
          ? { ...status, empathy: { empathized: shown, empathy_id: id } }
          : { ...status, trauma: { trauma_acknowledged: shown, trauma_id: id } };
      }),
    send: async (_input, server, wanted) => {
      if (kind === 'empathy') {
        if (wanted) {
          const created = await client.createEmpathy({ shareable_link: link, comment_id: comment.id });
          return { value: true, id: created.empathy_id };
        }
        if (server.id !== null) await client.deleteEmpathy(server.id);
        return { value: false, id: null };
      }
      if (wanted) {
        const created = await client.createTrauma({ shareable_link: link, comment_id: comment.id });
        return { value: true, id: created.trauma_id };
      }
      if (server.id !== null) await client.deleteTrauma(server.id);
      return { value: false, id: null };
    },
  });
}
