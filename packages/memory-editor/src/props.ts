import type {
  Memory,
  MemoryEditorClient,
  MemorySavePayload,
  MemoryType,
} from '@childhood-memories/api-client';
import type { ReactNode } from 'react';

import type { DraftStorage } from './drafts.ts';
import type { MemoryEditorMessages } from './messages.ts';
import type { MemoryEditorMode, MemorySaveKind } from './use-memory-editor.ts';

/** The two layouts of memory-writing §2: the two-step form, or the single page. */
export type MemoryEditorLayout = 'steps' | 'single';

/**
 * What the `renderTagging` slot receives: the memory as saved (null before the first save), the
 * form as a save payload (the tag wizard can create the memory from it), and a way to hand back
 * the memory after tags were saved, so the editor's next save keeps them.
 */
export interface TaggingSlotContext {
  memory: Memory | null;
  draft: MemorySavePayload;
  /**
   * The hashId of the memory once it exists on the server, also when only a restored draft knows
   * it (`memory` is then null): tag it with `{ ...draft, hashId }` so no second memory is created.
   */
  hashId: string | null;
  /** The key of the editor's create call: a wizard that creates the memory must use it too. */
  idempotencyKey: string;
  memoryType: MemoryType | null;
  mode: MemoryEditorMode;
  /** Saves the memory (create or update) without leaving; null when it failed (the member was told). */
  ensureSaved: () => Promise<Memory | null>;
  /** Call with the memory the wizard saved. */
  onTagsSaved: (memory: Memory) => void;
  /** A visitor is looking: the slot should ask to sign in instead of opening anything. */
  visitor: boolean;
}

/** What a host can call on the editor through its ref. */
export interface MemoryEditorHandle {
  /**
   * The in-app navigation guard: resolves true at once when nothing is unsaved (or during a
   * quick exit); otherwise shows 'Leave page?' and resolves true for 'Leave', false for 'Keep writing'.
   */
  confirmNavigateAway: () => Promise<boolean>;
  /** Whether the member has unsaved changes. */
  hasUnsavedChanges: () => boolean;
}

/** Props of {@link MemoryEditor}. */
export interface MemoryEditorProps {
  /** 'create' writes a new memory; 'edit' loads and updates the memory `hashId`. */
  mode: MemoryEditorMode;
  /** The memory to edit (edit mode). */
  hashId?: string;
  /** 'steps' (default): the two-step form; 'single': the single-page layout. */
  layout?: MemoryEditorLayout;
  /** The API client; the `WidgetsProvider`'s by default. */
  client?: MemoryEditorClient;
  /**
   * Who is writing: a stable id of the signed-in member (drafts are kept per member), `null` for a
   * visitor (no access token: fields ask to sign in). Undefined: signed in, drafts in one shared slot.
   */
  memberId?: string | null;
  /** After a successful create (201) or update (202): refresh feeds and go to /home here. */
  onSaved?: (memory: Memory, kind: MemorySaveKind) => void;
  /**
   * Where a saved memory can be read (`/memory/{shareable_link}` on the reference site): the
   * confirmation after Post links there. Without it the confirmation has no link.
   */
  memoryHref?: (memory: Memory) => string;
  /** After a confirmed cancel (the draft and temporary photos are gone): go to /home or / here. */
  onCancel?: () => void;
  /** A visitor tried to write: open sign-in here. */
  onRequireSignIn?: () => void;
  /** Where the tagging entry goes; by default a button that opens the tag wizard (loaded lazily). */
  renderTagging?: (context: TaggingSlotContext) => ReactNode;
  /** Link of the terms of use; default '/terms-of-use'. */
  termsHref?: string;
  /** Link of the privacy policy; default '/privacy-policy'. */
  privacyPolicyHref?: string;
  /** Where drafts are kept; default `window.localStorage`; `null` keeps no drafts at all. */
  storage?: DraftStorage | null;
  /** String overrides (namespace `memoryEditor`). */
  messages?: Partial<MemoryEditorMessages>;
  className?: string;
}
