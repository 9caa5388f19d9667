import { isApiError, Privacy, type Memory, type MemoryEditorClient } from '@childhood-memories/api-client';
import { memoryQueryKeys, quietFailure } from '@childhood-memories/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Options of {@link useUnpostedMemory}. */
export interface UnpostedMemoryOptions {
  client: Pick<MemoryEditorClient, 'getMemory' | 'deleteMemory'>;
  /** Create mode: a memory on the server is an unposted one until Post. */
  creating: boolean;
  /** The hashId a restored draft remembers (its tagging created the memory before a reload). */
  restoredHashId: string | null;
  /** The memory as the last save answered it (null after a reload, until it is read again). */
  savedMemory: Memory | null;
  /** The restored memory was read (once per hashId, while rendering). */
  onRestored: (memory: Memory) => void;
  /** The server no longer has it (deleted on another tab or device): Post will create a new one. */
  onGone: () => void;
  /** A memory a late tag save made for a cancelled draft was deleted (forget it if it was taken up). */
  onLateDeleted?: (hashId: string) => void;
}

/** What {@link useUnpostedMemory} gives the editor. */
export interface UnpostedMemory {
  /**
   * The temporary ids of the photos the unposted memory holds on the server (a save before Post
   * keeps exactly these); null while a restored memory is not read yet.
   */
  attached: string[] | null;
  /**
   * Deletes the unposted memory (when one is known), with its photos, and the memory a tag save
   * still in flight creates for this draft once it answers; a failure is only logged
   * (memory-writing §8).
   */
  remove: (hashId: string | null) => void;
}

/**
 * The memory a create-mode draft made on the server before Post (the tag wizard's first tag
 * creates it, Only me): read again after a reload, so its photos come back with fresh addresses,
 * and deleted when the member cancels or deletes the draft, so nothing of an unposted memory stays.
 *
 * @example
 * const unposted = useUnpostedMemory({ client, creating, restoredHashId, savedMemory, onRestored, onGone });
 * unposted.remove(hashId);
 */
export function useUnpostedMemory({
  client,
  creating,
  restoredHashId,
  savedMemory,
  onRestored,
  onGone,
  onLateDeleted,
}: UnpostedMemoryOptions): UnpostedMemory {
  const queryClient = useQueryClient();
  const restored = useQuery({
    queryKey: memoryQueryKeys.memory(restoredHashId ?? ''),
    queryFn: ({ signal }) => client.getMemory(restoredHashId ?? '', { signal }),
    enabled: creating && restoredHashId !== null && savedMemory === null,
    retry: false,
    meta: quietFailure('[memory-editor] memory detail fetch failed'),
  });
  // A mutation, not a bare call: it finishes (and is logged) after the editor unmounts, which
  // is what a confirmed cancel does next.
  const { mutate } = useMutation({
    mutationFn: (hashId: string) => client.deleteMemory(hashId),
    meta: quietFailure('[memory-editor] unposted memory deletion failed'),
    onSuccess: (_nothing, hashId) => {
      queryClient.removeQueries({ queryKey: memoryQueryKeys.memory(hashId), exact: true });
      void queryClient.invalidateQueries({ queryKey: memoryQueryKeys.lists });
    },
  });
  // Laid into the editor once per memory, adjusted while rendering (not copied by an effect): a
  // later answer in the shared cache never brings back a photo the member removed since.
  const [restoredFrom, setRestoredFrom] = useState<string | null>(null);
  const { data, error } = restored;
  if (data?.hashId === restoredHashId && restoredFrom !== data.hashId && savedMemory === null) {
    setRestoredFrom(data.hashId);
    onRestored(data);
  }
  if (isApiError(error) && error.status === 404 && restoredHashId !== null && savedMemory === null) onGone();
  const attached = useMemo(
    () =>
      savedMemory !== null
        ? savedMemory.photos.map((photo) => photo.temp_id)
        : restoredHashId === null
          ? []
          : null,
    [savedMemory, restoredHashId],
  );
  const lateDeleted = useRef(onLateDeleted);
  useEffect(() => {
    lateDeleted.current = onLateDeleted;
  });
  const remove = useCallback(
    (hashId: string | null) => {
      if (hashId !== null) mutate(hashId);
      // A tag save still on its way (the wizard's first tag creates the memory) would leave a
      // private memory behind the cancel: once it answers, that memory goes too. Only an Only me
      // one, never a posted memory.
      const cache = queryClient.getMutationCache();
      const waiting = new Set(cache.findAll({ mutationKey: memoryQueryKeys.tagSaves, status: 'pending' }));
      if (waiting.size === 0) return;
      const stop = cache.subscribe((event) => {
        if (event.type !== 'updated' || !waiting.has(event.mutation)) return;
        const { status, data } = event.mutation.state;
        if (status === 'pending' || status === 'idle') return;
        waiting.delete(event.mutation);
        const saved = data as Memory | null | undefined;
        if (status === 'success' && saved && saved.hashId !== hashId && saved.privacy === Privacy.OnlyMe) {
          mutate(saved.hashId);
          lateDeleted.current?.(saved.hashId);
        }
        if (waiting.size === 0) stop();
      });
    },
    [mutate, queryClient],
  );
  return useMemo(() => ({ attached, remove }), [attached, remove]);
}
