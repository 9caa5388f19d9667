import { newIdempotencyKey, type Memory, type TagWizardClient } from '@childhood-memories/api-client';
import { syncSavedMemory } from '@childhood-memories/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import {
  answersFromMemory,
  buildSavePayload,
  hashIdOf,
  memoryBase,
  type TagAnswers,
  type TagWizardMemory,
} from './answers.ts';
import { AutosaveQueue, type SaveState } from './autosave.ts';

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
}

/** What the wizard's views need from the session. */
export interface TagWizardSession {
  answers: TagAnswers;
  /** Apply a change to the answers and save it at once. */
  change: (update: (answers: TagAnswers) => TagAnswers) => void;
  saveState: SaveState;
  /** Grows by one after each successful save (drives the green check). */
  savedCount: number;
  /** The memory's hashId once it exists on the server. */
  hashId: string | null;
  /** Try a waiting save now. */
  retryNow: () => void;
  /** Resolves once nothing waits to be saved. */
  settled: () => Promise<void>;
}

function logSubmissionError(error: unknown) {
  // The specification logs a failed tag autosave as 'Submission error' and shows no message.
  console.error('Submission error', error);
}

/**
 * The tagging session of one memory: the member's answers and their autosave. Each change is
 * applied at once and saved through an {@link AutosaveQueue} (create while the memory has no
 * hashId, update afterwards; one request at a time; retried with back-off on failure).
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
}: TagWizardSessionOptions): TagWizardSession {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState(() => answersFromMemory(memory));
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [savedCount, setSavedCount] = useState(0);
  const [hashId, setHashId] = useState(() => hashIdOf(memory));
  const answersRef = useRef(answers);
  const baseRef = useRef(memoryBase(memory));
  const callbacks = useRef({ onSaved, onSaveError, client, createIdempotencyKey, queryClient });
  callbacks.current = { onSaved, onSaveError, client, createIdempotencyKey, queryClient };

  const [queue, setQueue] = useState(() => createQueue(hashIdOf(memory)));

  function createQueue(initialHashId: string | null) {
    return new AutosaveQueue({
      hashId: initialHashId,
      create: (payload, idempotencyKey) => callbacks.current.client.createMemory(payload, { idempotencyKey }),
      update: (id, payload) => callbacks.current.client.updateMemory(id, payload),
      onStateChange: setSaveState,
      onSaved: (saved) => {
        setHashId(saved.hashId);
        setSavedCount((count) => count + 1);
        // The detail, the interaction status and every feed or list on the page follow the save.
        syncSavedMemory(callbacks.current.queryClient, saved);
        callbacks.current.onSaved?.(saved);
      },
      createIdempotencyKey: () => callbacks.current.createIdempotencyKey ?? newIdempotencyKey(),
      onError: (error) => (callbacks.current.onSaveError ?? logSubmissionError)(error),
    });
  }

  // The text, photos and privacy the editor holds may change while the wizard is open: every
  // save sends the latest of them.
  baseRef.current = memoryBase(memory);

  // A different memory given to the same wizard: start over from its stored answers, unless
  // this session still has choices waiting to be saved (they are never dropped).
  const propHashId = hashIdOf(memory);
  const [trackedHashId, setTrackedHashId] = useState(propHashId);
  if (propHashId !== trackedHashId) {
    setTrackedHashId(propHashId);
    if (propHashId !== null && propHashId !== queue.memoryHashId && !queue.busy) {
      queue.dispose();
      setAnswers(answersFromMemory(memory));
      setHashId(propHashId);
      setSaveState('idle');
      setQueue(createQueue(propHashId));
    }
  }
  useEffect(() => {
    answersRef.current = answers;
  }, [answers]);

  useEffect(() => {
    const retry = () => queue.retryNow();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [queue]);

  const change = useCallback(
    (update: (answers: TagAnswers) => TagAnswers) => {
      if (readOnly) return;
      const next = update(answersRef.current);
      answersRef.current = next;
      setAnswers(next);
      queue.push(buildSavePayload(baseRef.current, next));
    },
    [queue, readOnly],
  );

  const retryNow = useCallback(() => queue.retryNow(), [queue]);
  const settled = useCallback(() => queue.settled(), [queue]);

  return { answers, change, saveState, savedCount, hashId, retryNow, settled };
}
