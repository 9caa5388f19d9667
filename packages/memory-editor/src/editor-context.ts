import type { MemoryEditorClient, MemoryType } from '@childhood-memories/api-client';
import { createContext, useContext, type ReactNode, type RefObject } from 'react';

import type { MemoryEditorMessages } from './messages.ts';
import type { MemoryEditorLayout, TaggingSlotContext } from './props.ts';
import type { MemoryEditorState } from './use-memory-editor.ts';
import type { MemoryFormProblems } from './validation.ts';

/** The walk through the form that is the view's own, not the memory's (see `useEditorFlow`). */
export interface EditorFlow {
  /** The photo step is behind the member: content warnings and tags show. */
  photoStepDone: boolean;
  /** End the photo step; with `focusTags`, focus moves to the tags heading that appears. */
  finishPhotoStep: (focusTags?: boolean) => void;
  warningsOpen: boolean;
  setWarningsOpen: (open: boolean) => void;
  /** The title field blinks once after a type was chosen. */
  blink: boolean;
  chooseType: (type: MemoryType) => void;
  /** 'Need help?': the memory or the relationship guidance in a dialog. */
  help: 'memory' | 'relationship' | null;
  setHelp: (help: 'memory' | 'relationship' | null) => void;
  /** Cancel: asks first when something is unsaved. */
  cancelOpen: boolean;
  setCancelOpen: (open: boolean) => void;
  requestCancel: () => void;
  /** 'Delete draft' was used (the note stays across the two steps). */
  draftDeleted: boolean;
  setDraftDeleted: (deleted: boolean) => void;
}

/** The elements focus or scrolling goes to. */
export interface EditorTargets {
  type: RefObject<HTMLFieldSetElement | null>;
  heading: RefObject<HTMLHeadingElement | null>;
  tagsHeading: RefObject<HTMLHeadingElement | null>;
  /** The privacy question ('Change who can read it' next to Post brings the member back to it). */
  privacy: RefObject<HTMLFieldSetElement | null>;
}

/** What every part of the editor reads (the Liveblocks Composer way: parts, one context). */
export interface MemoryEditorContextValue {
  editor: MemoryEditorState;
  flow: EditorFlow;
  targets: EditorTargets;
  t: MemoryEditorMessages;
  client: MemoryEditorClient;
  /** The base of the ids inside this editor. */
  ids: string;
  editing: boolean;
  layout: MemoryEditorLayout;
  mobile: boolean;
  problems: MemoryFormProblems;
  /**
   * Whether drafts are kept on this device. The server cannot know whether the browser has
   * storage and assumes it (nearly every browser does), as the browser does while hydrating, so
   * the first frames match; a browser without storage drops the drafts box once hydrated.
   * `storage={null}` means no drafts, on the server too.
   */
  draftsKept: boolean;
  termsHref: string;
  privacyPolicyHref: string;
  renderTagging: ((context: TaggingSlotContext) => ReactNode) | undefined;
  onRequireSignIn: (() => void) | undefined;
  onCancel: (() => void) | undefined;
}

export const MemoryEditorContext = createContext<MemoryEditorContextValue | null>(null);

/** The editor's context; its parts only render inside `MemoryEditor`. */
export function useEditorContext(): MemoryEditorContextValue {
  const context = useContext(MemoryEditorContext);
  if (context === null) throw new Error('A memory editor part rendered outside MemoryEditor.');
  return context;
}
