import './styles.css';

export {
  MemoryEditor,
  type MemoryEditorHandle,
  type MemoryEditorLayout,
  type MemoryEditorProps,
  type TaggingSlotContext,
} from './MemoryEditor.tsx';
export { memoryEditorKeys } from './query-keys.ts';
export {
  useMemoryEditor,
  type MemoryEditorMode,
  type MemoryEditorState,
  type MemorySaveKind,
  type UseMemoryEditorOptions,
} from './use-memory-editor.ts';
export { MEMORY_EDITOR_NAMESPACE, memoryEditorMessages, type MemoryEditorMessages } from './messages.ts';
export {
  DESCRIPTION_ROWS,
  DRAFT_AUTOSAVE_MS,
  FORM_STEPS,
  MODAL_EDITOR_ROWS,
  PHOTO_ACCEPT,
} from './constants.ts';
export { emptyMemoryForm, formFromMemory, hasContent, MEMORY_FLAVOR, toSavePayload } from './form.ts';
export {
  canPost,
  isConfirmableText,
  validateMemoryForm,
  type FieldProblem,
  type MemoryFormProblems,
} from './validation.ts';
export {
  clearDraft,
  draftKey,
  draftScope,
  readDraft,
  writeDraft,
  type DraftStorage,
  type MemoryDraft,
} from './drafts.ts';
export {
  detectImageFormat,
  prepareUpload,
  stripImageMetadata,
  type CleanableFormat,
  type StripResult,
} from './strip-metadata.ts';
export { sortContentWarnings, warningsToggleLabel } from './content-warnings.ts';
