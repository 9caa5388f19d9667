import {
  isApiError,
  newIdempotencyKey,
  saveMemory,
  type Memory,
  type MemorySavePayload,
  type TagWizardClient,
} from '@childhood-memories/api-client';
import { memoryQueryKeys, syncSavedMemory } from '@childhood-memories/ui';
import { onlineManager, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';

import {
  answersFromMemory,
  buildSavePayload,
  hashIdOf,
  memoryBase,
  type TagAnswers,
  type TagWizardMemory,
} from './answers.ts';
import { AUTOSAVE_RETRY_DELAYS_MS } from './constants.ts';

/** What the inline save state shows: nothing yet, 'Saving…', 'Saved', or 'Not saved yet — retrying'. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'retrying';

/** Options of {@link useTagWizardSession}. */
export interface TagWizardSessionOptions {
  memory: TagWizardMemory;
  client: TagWizardClient;
  onSaved?: ((memory: Memory) => void) | undefined;
  onSaveError?: ((error: unknown) => void) | undefined;
  /** The key of the create made by the first change of a draft (see `TagWizardProps`). */
  createIdempotencyKey?: string | undefined;
  /** Only the owner tags a memory (memory-writing §6): changes are refused otherwise. */
  readOnly?: boolean | undefined;
  /** Waits between attempts; default `AUTOSAVE_RETRY_DELAYS_MS`, the last repeats. */
  retryDelaysMs?: readonly number[] | undefined;
}

/** What the wizard's views need from the session. */
export interface TagWizardSession {
  answers: TagAnswers;
  /** Apply a change to the answers and save it at once. */
  change: (update: (answers: TagAnswers) => TagAnswers) => void;
  saveState: SaveState;
  /** Grows by one after each successful save with nothing newer waiting (drives the green check). */
  savedCount: number;
  /** Try a save waiting for its next attempt now. */
  retryNow: () => void;
}

function logSubmissionError(error: unknown) {
  // The specification logs a failed tag autosave as 'Submission error' and shows no message.
  console.error('Submission error', error);
}

/** The wait before attempt `failureCount + 1`: the back-off table, at least the server's Retry-After. */
export function autosaveRetryDelay(
  failureCount: number,
  error: unknown,
  delays: readonly number[] = AUTOSAVE_RETRY_DELAYS_MS,
): number {
  const backOff = delays[Math.min(failureCount, delays.length - 1)] ?? 0;
  const retryAfterMs = isApiError(error) && error.retryAfter !== undefined ? error.retryAfter * 1000 : 0;
  return Math.max(backOff, retryAfterMs);
}

/** The newest answers as a payload, numbered so a save knows whether the server has them. */
interface Pending {
  version: number;
  payload: MemorySavePayload;
}

/**
 * The tagging session of one memory: the member's answers and their autosave, which TanStack
 * Query runs. Each change is applied at once and saved by a mutation in the session's `scope`, so
 * saves never overlap or reorder; every attempt sends the newest answers, so the last choice wins
 * and a change made during a save rides on the next one. A failed save keeps the answers and is
 * retried (`retry`, `retryDelay`: 1 s, 2 s, 4 s … then every 30 s, at least the server's
 * Retry-After) until it goes through, paused while the device is offline and resumed when it comes
 * back (`onlineManager`). A new change or `retryNow` tries a waiting save at once. A create keeps
 * its idempotency key until it succeeds, so a retried create never makes two memories.
 *
 * @example
 * ```ts
 * const session = useTagWizardSession({ memory, client, onSaved });
 * session.change((answers) => ({ ...answers, texts: { ...answers.texts, feelings_text: 'I hid' } }));
 * ```
 */
export function useTagWizardSession({
  memory,
  client,
  onSaved,
  onSaveError,
  createIdempotencyKey,
  readOnly = false,
  retryDelaysMs = AUTOSAVE_RETRY_DELAYS_MS,
}: TagWizardSessionOptions): TagWizardSession {
  const queryClient = useQueryClient();
  const sessionId = useId();
  const [answers, setAnswers] = useState(() => answersFromMemory(memory));
  const [savedCount, setSavedCount] = useState(0);
  const answersRef = useRef(answers);
  const pending = useRef<Pending>({ version: 0, payload: memoryBase(memory) });
  const sentVersion = useRef(0);
  // The memory's hashId once it exists on the server: state for rendering, a ref for the saves.
  const [savedHashId, setSavedHashId] = useState(() => hashIdOf(memory));
  const hashIdRef = useRef(savedHashId);
  const createKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const latest = useRef({ onSaved, onSaveError, client, createIdempotencyKey, retryDelaysMs });
  useEffect(() => {
    latest.current = { onSaved, onSaveError, client, createIdempotencyKey, retryDelaysMs };
  });

  const mutationKey = useMemo(() => [...memoryQueryKeys.tagSaves, sessionId] as const, [sessionId]);
  const { mutate } = useMutation({
    mutationKey,
    // One queue per memory, not per mounted wizard: a save still retrying after the wizard closed
    // runs before the saves of the wizard opened again on the same memory, never after them.
    scope: { id: `childhood-memories:tag-wizard:${savedHashId ?? sessionId}` },
    // A memory that is gone (404: deleted with its draft) cannot be saved by trying again.
    retry: (_failureCount, error) =>
      !(isApiError(error) && (error.code === 'aborted' || error.status === 404)),
    retryDelay: (failureCount, error) =>
      autosaveRetryDelay(failureCount, error, latest.current.retryDelaysMs),
    mutationFn: async (): Promise<Memory | null> => {
      const { version, payload } = pending.current;
      // An earlier attempt already sent these answers (or newer ones): nothing to do.
      if (version <= sentVersion.current) return null;
      inFlight.current = true;
      try {
        if (hashIdRef.current === null) {
          createKey.current ??= latest.current.createIdempotencyKey ?? newIdempotencyKey();
        }
        // A tag save is never the member's choice of privacy: it is sent as an autosave, so it
        // does not become their last used privacy (a memory tagged before Post is Only me).
        const saved = await saveMemory(latest.current.client, {
          hashId: hashIdRef.current,
          payload,
          idempotencyKey: createKey.current ?? '',
          autosave: true,
        });
        hashIdRef.current = saved.hashId;
        setSavedHashId(saved.hashId);
        createKey.current = null;
        sentVersion.current = Math.max(sentVersion.current, version);
        return saved;
      } catch (error) {
        (latest.current.onSaveError ?? logSubmissionError)(error);
        throw error;
      } finally {
        inFlight.current = false;
      }
    },
    onSuccess: (saved) => {
      if (saved === null || sentVersion.current < pending.current.version) return;
      setSavedCount((count) => count + 1);
      // The detail, the interaction status and every feed or list on the page follow the save.
      syncSavedMemory(queryClient, saved);
      latest.current.onSaved?.(saved);
    },
  });

  const saves = useMutationState({
    filters: { mutationKey },
    select: (mutation) => ({
      status: mutation.state.status,
      failures: mutation.state.failureCount,
      paused: mutation.state.isPaused,
    }),
  });
  const waiting = saves.filter((save) => save.status === 'pending');
  // Offline, a save waits for the network (TanStack pauses it): not saved yet, as after a failure.
  const offline = !onlineManager.isOnline();
  const saveState: SaveState = waiting.some((save) => save.failures > 0 || (save.paused && offline))
    ? 'retrying'
    : waiting.length > 0
      ? 'saving'
      : saves.some((save) => save.status === 'success')
        ? 'saved'
        : 'idle';

  /** Start a save now; a save waiting out its back-off gives way to it (its next attempt would find nothing new). */
  const saveNow = useCallback(() => {
    if (inFlight.current) {
      mutate();
      return;
    }
    const cache = queryClient.getMutationCache();
    const backingOff = cache
      .findAll({ mutationKey, status: 'pending' })
      .filter((mutation) => mutation.state.failureCount > 0);
    for (const mutation of backingOff) cache.remove(mutation);
    mutate();
  }, [mutate, queryClient, mutationKey]);

  // The text, photos and privacy the editor holds may change while the wizard is open: every
  // save sends the latest of them.
  const base = memoryBase(memory);
  const baseRef = useRef(base);
  useEffect(() => {
    baseRef.current = base;
  });

  // A different memory given to the same wizard: start over from its stored answers, unless this
  // session still has choices waiting to be saved (they are never dropped). A host that gives a
  // draft again after a memory (the editor's unposted memory was deleted with its draft, or was
  // posted) starts a new memory: the next change creates it, never updates the one that is gone.
  const propHashId = hashIdOf(memory);
  const [trackedHashId, setTrackedHashId] = useState(propHashId);
  // (A new memory waits until no save is pending, so a save in flight never lands on the new one.)
  if (propHashId !== trackedHashId && !(propHashId === null && waiting.length > 0)) {
    setTrackedHashId(propHashId);
    if (propHashId === null) {
      setSavedHashId(null);
      setAnswers(answersFromMemory(memory));
    } else if (propHashId !== null && propHashId !== savedHashId && waiting.length === 0) {
      setSavedHashId(propHashId);
      setAnswers(answersFromMemory(memory));
    }
  }
  useEffect(() => {
    hashIdRef.current = savedHashId;
  }, [savedHashId]);
  useEffect(() => {
    answersRef.current = answers;
  }, [answers]);

  const change = useCallback(
    (update: (answers: TagAnswers) => TagAnswers) => {
      if (readOnly) return;
      const next = update(answersRef.current);
      answersRef.current = next;
      setAnswers(next);
      pending.current = {
        version: pending.current.version + 1,
        payload: buildSavePayload(baseRef.current, next),
      };
      saveNow();
    },
    [readOnly, saveNow],
  );

  return { answers, change, saveState, savedCount, retryNow: saveNow };
}
