import './styles.css';

export {
  answersFromMemory,
  buildSavePayload,
  progressOf,
  type MemoryDraft,
  type TagAnswers,
  type TagWizardMemory,
} from './answers.ts';
export { AutosaveQueue, type AutosaveQueueOptions, type SaveState } from './autosave.ts';
export {
  CATEGORIES,
  categoriesFor,
  type CategoryDefinition,
  type CategoryKey,
  type OptionSource,
} from './categories.ts';
export { SELECTION_MAX } from './constants.ts';
export { TAG_WIZARD_NAMESPACE, tagWizardMessages, type TagWizardMessages } from './messages.ts';
export { TagWizard, type TagWizardProps } from './TagWizard.tsx';
