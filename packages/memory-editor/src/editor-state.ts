import type {
  ContentWarningOption,
  Memory,
  MemoryEditorClient,
  MemorySavePayload,
} from '@childhood-memories/api-client';
import type { ToastOptions } from '@childhood-memories/ui';
import type { Dispatch, SetStateAction } from 'react';

import type { DraftStorage } from './drafts.ts';
import type { MemoryEditorMessages } from './messages.ts';
import type { PhotoUploads } from './use-photo-uploads.ts';
import type { MemoryFormData } from './form-types.ts';

/** Create a new memory, or edit the one with `hashId`. */
export type MemoryEditorMode = 'create' | 'edit';

/** How a save ended, for `onSaved`. */
export type MemorySaveKind = 'created' | 'updated';

/** Options of {@link useMemoryEditor}. */
export interface UseMemoryEditorOptions {
  mode: MemoryEditorMode;
  hashId?: string | undefined;
  client: MemoryEditorClient;
  /** null for a visitor (no access token). */
  memberId: string | null | undefined;
  storage: DraftStorage | null;
  t: MemoryEditorMessages;
  onSaved?: ((memory: Memory, kind: MemorySaveKind) => void) | undefined;
  /** A save starts (a post, or the tagging entry's save). */
  onSaving?: (() => void) | undefined;
}

/** Everything the editor's views read and do. */
export interface MemoryEditorState {
  /** False on the server and while hydrating (the server's frame), true once in the browser. */
  hydrated: boolean;
  form: MemoryFormData;
  setForm: Dispatch<SetStateAction<MemoryFormData>>;
  update: (patch: Partial<MemoryFormData>) => void;
  step: number;
  setStep: (step: number) => void;
  /** Edit mode: the memory is loading, or could not be loaded. */
  loading: boolean;
  loadError: boolean;
  retryLoad: () => void;
  /** The memory as saved on the server (edit mode, or after the tagging entry saved it). */
  savedMemory: Memory | null;
  /**
   * The hashId of the memory once it exists on the server (known from `savedMemory`, or from a
   * restored draft: the tag wizard created it before a reload). Saves update it.
   */
  savedHashId: string | null;
  /** The single-page description editor's words while it is open (null when closed). */
  pendingDescription: string | null;
  /** Open (a string) or close (null) the description editor with these words. */
  setPendingDescription: (text: string | null) => void;
  /** The memory had content warnings when it was loaded (for 'Edit Content Warnings'). */
  hadWarnings: boolean;
  contentWarnings: ContentWarningOption[];
  contentWarningsFailed: boolean;
  photos: PhotoUploads;
  saving: boolean;
  /** The last save failed (everything written is kept); false again once a save starts. */
  saveFailed: boolean;
  canPost: boolean;
  /** Post (create or update); resolves to the saved memory, or null when it failed. */
  post: () => Promise<Memory | null>;
  /** Save without leaving (the tagging entry needs a saved memory); null when it failed. */
  ensureSaved: () => Promise<Memory | null>;
  /**
   * What the tag wizard saves from while the memory is not posted: the form, Only me and with
   * only the photos the memory already holds (Post sends the chosen privacy and every photo). In
   * edit mode, the form as it is.
   */
  taggingDraft: MemorySavePayload;
  /** Lay the tags the wizard saved over the form. */
  applyTags: (memory: Memory) => void;
  /** Unsaved changes worth a leave warning (the description editor's unconfirmed words count). */
  dirty: boolean;
  /** The create call's idempotency key (the tag wizard's first create uses it too). */
  idempotencyKey: string;
  /**
   * Confirmed cancel: delete temporary photos, clear the draft, reset the form; in create mode
   * the memory the tagging made before Post is deleted too.
   */
  discard: () => void;
  visitor: boolean;
  draftsOff: boolean;
  setDraftsOff: (off: boolean) => void;
  deleteDraftNow: () => void;
  draftSavedAt: Date | null;
  draftRestored: boolean;
  /** Bumped when the form is reset or loaded, so uncontrolled parts can start over. */
  formVersion: number;
}

/**
 * The toast after Post or Save (memory-writing §8): the spec's words for a create or an update,
 * succeeded or failed; toasts last 3 s.
 *
 * @example
 * toast(saveOutcomeToast(t, false, true)); // 'Your Memory Added Successfully!'
 */
export function saveOutcomeToast(
  t: MemoryEditorMessages,
  updating: boolean,
  succeeded: boolean,
): ToastOptions {
  if (succeeded)
    return updating
      ? { tone: 'success', title: t.updateSuccessTitle, description: t.updateSuccessText }
      : { tone: 'success', title: t.createSuccessTitle, description: t.createSuccessText };
  return updating
    ? { tone: 'error', title: t.updateFailedTitle, description: t.updateFailedText }
    : { tone: 'error', title: t.createFailedTitle, description: t.createFailedText };
}
