import './styles.css';

export type { MemoryDraft, TagWizardMemory } from './answers.ts';
export { SELECTION_MAX } from './constants.ts';
export { TAG_WIZARD_NAMESPACE, tagWizardMessages, type TagWizardMessages } from './messages.ts';
export { TagWizard, type TagWizardProps } from './TagWizard.tsx';
