import './styles.css';

export { backFrom, listedTabs, type DeepLinks, type TabKey } from './tabs.ts';
export {
  COMMENT_HIGHLIGHT_MS,
  DEEP_LINK_SCROLL_DELAY_MS,
  EMPATHY_HINT_KEY,
  MODAL_WIDTH,
  TAG_HIGHLIGHT_MS,
} from './constants.ts';
export { MEMORY_MODAL_NAMESPACE, memoryModalMessages, type MemoryModalMessages } from './messages.ts';
export { MemoryModal, type MemoryModalProps } from './MemoryModal.tsx';
export type { TagHref } from './TagSummary.tsx';
export type { MemoryModalApi, Viewer } from './use-modal-data.ts';
