import type { MemoryType } from '@childhood-memories/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

import { TITLE_BLINK_MS } from './constants.ts';
import type { EditorFlow, EditorTargets } from './editor-context.ts';
import type { MemoryEditorMode, MemoryEditorState } from './use-memory-editor.ts';

/**
 * The view's own walk through the form: the photo step, the warnings panel, the title's blink
 * after a type is chosen, the help and cancel dialogs. Each reset of the form (after a post, a
 * confirmed cancel, a restored draft) starts the walk over, adjusted while rendering (React's
 * "adjusting state when a prop changes"), not copied by an effect.
 */
export function useEditorFlow(
  editor: MemoryEditorState,
  mode: MemoryEditorMode,
  onCancel: (() => void) | undefined,
  targets: EditorTargets,
): EditorFlow {
  const [photoStepDone, setPhotoStepDone] = useState(false);
  const [warningsOpen, setWarningsOpen] = useState(false);
  const [blinks, setBlinks] = useState(0);
  const [help, setHelp] = useState<'memory' | 'relationship' | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [draftDeleted, setDraftDeleted] = useState(false);
  const focusTagsNext = useRef(false);

  const [flowVersion, setFlowVersion] = useState(editor.formVersion);
  if (flowVersion !== editor.formVersion) {
    setFlowVersion(editor.formVersion);
    if (mode !== 'edit') {
      setPhotoStepDone(editor.form.memoryPhoto.length > 0 || editor.draftRestored);
      setWarningsOpen(false);
    }
  }

  // The tags heading appears with the render that ends the photo step; focus follows it there.
  useEffect(() => {
    if (!focusTagsNext.current || !photoStepDone) return;
    focusTagsNext.current = false;
    targets.tagsHeading.current?.focus();
  }, [photoStepDone, targets]);

  useEffect(() => {
    if (blinks === 0) return;
    const timer = setTimeout(() => setBlinks(0), TITLE_BLINK_MS);
    return () => clearTimeout(timer);
  }, [blinks]);

  const { update } = editor;
  const chooseType = useCallback(
    (memoryType: MemoryType) => {
      update({ memoryType });
      setBlinks((value) => value + 1);
    },
    [update],
  );

  return {
    photoStepDone,
    finishPhotoStep: (focusTags = false) => {
      focusTagsNext.current = focusTags;
      setPhotoStepDone(true);
    },
    warningsOpen,
    setWarningsOpen,
    blink: blinks > 0,
    chooseType,
    help,
    setHelp,
    cancelOpen,
    setCancelOpen,
    requestCancel: () => {
      if (editor.dirty) setCancelOpen(true);
      else onCancel?.();
    },
    draftDeleted,
    setDraftDeleted,
  };
}
