import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { DRAFT_AUTOSAVE_MS } from './constants.ts';
import { clearDraft, writeDraft, type DraftStorage, type StoredDraft } from './drafts.ts';

/** Options of {@link useDraftAutosave}. */
export interface DraftAutosaveOptions {
  /** Where drafts go; null when drafts are off or there is no storage (server, private mode). */
  storage: DraftStorage | null;
  scope: string;
  /** Create mode and not submitted: only then is anything saved. */
  active: boolean;
  /** The draft to save, or null when there is nothing worth keeping (the old draft is then deleted). */
  draft: Omit<StoredDraft, 'savedAt'> | null;
}

/** What {@link useDraftAutosave} returns. */
export interface DraftAutosave {
  /** When the draft was last saved, for the quiet 'Draft saved on this device' note; null before. */
  savedAt: Date | null;
  /**
   * Delete the stored draft now; it is saved again only after the next change of what the member
   * wrote (`unchanged`: the content that does not count as a change, by default the current one;
   * a new idempotency key or a forgotten hashId is not a change).
   */
  deleteNow: (unchanged?: DraftContent) => void;
}

/** What the member wrote, as a draft holds it. */
export type DraftContent = Pick<StoredDraft, 'form' | 'step' | 'pendingDescription'>;

function sameContent(a: DraftContent, b: DraftContent): boolean {
  return (
    a.form === b.form &&
    a.step === b.step &&
    (a.pendingDescription ?? null) === (b.pendingDescription ?? null)
  );
}

/** When the draft last reached browser storage: a value outside React that writes update. */
function createSavedAtStore() {
  let savedAt: Date | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => savedAt,
    set(next: Date | null) {
      savedAt = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const notSavedOnServer = () => null;

/**
 * Keeps the create-mode draft on the device (memory-writing §4, §9): saved on each change
 * (after the render is painted, so typing never waits for storage) and checked every 3 seconds
 * (a save that failed is tried again), deleted when the form holds nothing.
 *
 * @example
 * const { savedAt } = useDraftAutosave({ storage, scope, active: mode === 'create', draft });
 */
export function useDraftAutosave({ storage, scope, active, draft }: DraftAutosaveOptions): DraftAutosave {
  const [store] = useState(createSavedAtStore);
  const savedAt = useSyncExternalStore(store.subscribe, store.get, notSavedOnServer);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });
  const written = useRef<Omit<StoredDraft, 'savedAt'> | null>(null);
  // After 'Delete draft now': nothing is saved until the member changes what they wrote.
  const deleted = useRef<DraftContent | null>(null);
  const held = useCallback((current: DraftContent) => {
    if (deleted.current !== null && sameContent(deleted.current, current)) return true;
    deleted.current = null;
    return false;
  }, []);

  useEffect(() => {
    if (!active || storage === null) return;
    if (draft === null) {
      clearDraft(storage, scope);
      written.current = null;
      return;
    }
    if (held(draft)) return;
    if (writeDraft(storage, scope, draft)) {
      written.current = draft;
      store.set(new Date());
    }
  }, [active, storage, scope, draft, store, held]);

  useEffect(() => {
    if (!active || storage === null) return;
    const timer = setInterval(() => {
      const current = latest.current;
      if (current === null || current === written.current || held(current)) return;
      if (writeDraft(storage, scope, current)) {
        written.current = current;
        store.set(new Date());
      }
    }, DRAFT_AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [active, storage, scope, store, held]);

  const deleteNow = useCallback(
    (unchanged?: DraftContent) => {
      if (storage !== null) clearDraft(storage, scope);
      written.current = latest.current;
      deleted.current = unchanged ?? latest.current;
      store.set(null);
    },
    [storage, scope, store],
  );

  return { savedAt: active && storage !== null && draft !== null ? savedAt : null, deleteNow };
}
