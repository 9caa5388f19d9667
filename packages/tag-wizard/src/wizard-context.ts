import type { FamilyMember, MemoryType, TagWizardClient } from '@childhood-memories/api-client';
import { createContext, useContext, type RefObject } from 'react';

import type { TagAnswers } from './answers.ts';
import type { CategoryKey } from './categories.ts';
import type { TagWizardMessages } from './messages.ts';
import type { YourGuideAnswers } from './storage.ts';
import type { SaveState } from './use-tag-wizard-session.ts';

/** What the wizard shows: the introduction, the list of questions, one question, the guide or a break. */
export type WizardView =
  | { kind: 'intro' }
  | { kind: 'list' }
  | { kind: 'category'; key: CategoryKey }
  | { kind: 'guide' }
  | { kind: 'break' };

/**
 * What every part of the wizard reads, the way Liveblocks' Composer parts read `useComposer()`:
 * the strings, the client, the memory's answers and their save state, the view and the ways to
 * move between views. Set once by the wizard's root; nothing of it is passed from part to part.
 */
export interface TagWizardScope {
  t: TagWizardMessages;
  client: TagWizardClient;
  memoryType: MemoryType;
  answers: TagAnswers;
  /** Progress in points, 0 to 100. */
  progress: number;
  /** Editing a memory rather than tagging a new post (the introduction's words). */
  isEdit: boolean;
  /** The viewer did not write the memory: the answers are shown, nothing can change (memory-writing §6). */
  readOnly: boolean;
  saveState: SaveState;
  /** Whether the green check shows (for 1.5 s after a save). */
  showCheck: boolean;
  retryNow: () => void;
  /**
   * Applies and saves a change to a question. `moveOn`: the change chose the one answer of a
   * single-answer question, so the wizard moves on after the check (`movesOnAfterChoice`); every
   * other change stays on the question.
   */
  change: (update: (answers: TagAnswers) => TagAnswers, options?: { moveOn?: boolean }) => void;
  /** Saves the family members with the memory; never moves on. */
  changeFamily: (members: FamilyMember[]) => void;
  view: WizardView;
  go: (view: WizardView) => void;
  /** How many breaks were taken (each shows another grounding tip). */
  breaks: number;
  takeBreak: () => void;
  /** 'Close for now' from a break: the page then says nothing was lost. */
  closeForBreak: () => void;
  /** The guide's answers stored on this device, read at each opening. */
  guide: YourGuideAnswers;
  hideIntroduction: boolean;
  setHideIntroduction: (hide: boolean) => void;
  /** Each view's heading, focused when the view changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The end of a question, scrolled to before moving on after a saved change. */
  footerRef: RefObject<HTMLDivElement | null>;
}

export const TagWizardContext = createContext<TagWizardScope | null>(null);

/** The open wizard's strings, client, answers, save state and views. */
export function useTagWizard(): TagWizardScope {
  const scope = useContext(TagWizardContext);
  if (scope === null) throw new Error('[tag-wizard] useTagWizard() is read inside <TagWizard> only.');
  return scope;
}
