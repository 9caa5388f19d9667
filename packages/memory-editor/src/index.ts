import './styles.css';

export {
  MemoryEditor,
  type MemoryEditorHandle,
  type MemoryEditorLayout,
  type MemoryEditorProps,
  type TaggingSlotContext,
} from './MemoryEditor.tsx';
export type { MemoryEditorMode, MemorySaveKind } from './editor-state.ts';
export { memoryEditorKeys } from './query-keys.ts';
export { MEMORY_EDITOR_NAMESPACE, memoryEditorMessages, type MemoryEditorMessages } from './messages.ts';
// A host forgets a member's draft on a shared device (at logout, say): clearDraft(localStorage, draftScope(username)).
export { clearDraft, draftScope, type DraftStorage } from './drafts.ts';
