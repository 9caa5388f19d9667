import type { Memory, TagWizardClient } from '@childhood-memories/api-client';
import type { ReactNode } from 'react';

import type { TagWizardMemory } from './answers.ts';
import type { TagWizardMessages } from './messages.ts';

/**
 * Props of {@link TagWizard}.
 *
 * @example
 * ```tsx
 * const props: TagWizardProps = { memory, open, onOpenChange: setOpen, initialTab: 4 };
 * ```
 */
export interface TagWizardProps {
  /** The memory to tag: as received (has a hashId), or a draft save payload (the first change creates it). */
  memory: TagWizardMemory;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the wizard (uncontrolled use); focus returns to it on close. */
  trigger?: ReactNode;
  /** The API client; the `WidgetsProvider`'s by default. */
  client?: TagWizardClient;
  /** The `tab` deep link: the number of the category to open on (1-12, the specification's numbers). */
  initialTab?: number | string | null;
  /** After each successful save, with the memory as the server now has it (refresh feeds and details here). */
  onSaved?: (memory: Memory) => void;
  /** Each failed save attempt (retried automatically); by default logged as 'Submission error'. */
  onSaveError?: (error: unknown) => void;
  /**
   * The idempotency key of the create made by the first change of a draft. A host that may create
   * the same memory itself (the memory editor's Post) passes its own key, so the server answers
   * both creates with one memory. Default: a fresh key per create.
   */
  createIdempotencyKey?: string;
  /** Editing an existing post (default: the memory has a hashId); changes the introduction card. */
  isEdit?: boolean;
  /** Whether the viewer wrote the memory (default: `is_owner` of a received memory, else true). */
  isOwner?: boolean;
  /**
   * After the member chooses the one answer of a single-answer question (Age), move on to the
   * next question once the 1.5 s check has shown (default true). A question that allows several
   * answers never moves on by itself, whatever this says: Next does.
   */
  autoAdvance?: boolean;
  /**
   * 'dialog' (default): the specification's modal. 'inline': the same questions in the page,
   * for a host that gives tagging a page of its own (always open; `open` and `trigger` are
   * ignored, and 'Close for now' calls `onOpenChange(false)`).
   */
  presentation?: 'dialog' | 'inline';
  /** String overrides (namespace `tagWizard`). */
  messages?: Partial<TagWizardMessages>;
}
