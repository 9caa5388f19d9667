/*
 * The page the tag wizard benchmark drives: the real wizard from this package's sources, in
 * production React, on an unhappy draft, with a client that answers at once from memory (the
 * network is not what is measured) and 300 options in Feelings.
 */
import { emptySavePayload, type TagOption, type TagWizardClient } from '@childhood-memories/api-client';
import { WidgetsProvider } from '@childhood-memories/ui';
import '@childhood-memories/ui/styles.css';
import { createRoot } from 'react-dom/client';

import { TagWizard, type MemoryDraft } from '../src/index.ts';
import '../src/styles.css';

const OPTION_COUNT = 300;
const words = ['scared', 'lonely', 'hopeful', 'numb', 'curious', 'angry', 'calm', 'tired', 'small', 'brave'];
const feelings: TagOption[] = Array.from({ length: OPTION_COUNT }, (_, index) => ({
  id: 5000 + index,
  label: `${words[index % words.length]} feeling ${index + 1}`,
  group: null,
  ui_sort_order: index,
  optionType: null,
}));

const none = () => Promise.resolve<TagOption[]>([]);
const never = () => Promise.reject(new Error('not used by the benchmark'));
const client: TagWizardClient = {
  listTagOptions: (list) => (list === 'feelings' ? Promise.resolve(feelings) : none()),
  getMemory: never,
  createMemory: never,
  updateMemory: never,
  autocompleteHashtags: () => Promise.resolve([]),
};

const draft: MemoryDraft = {
  ...emptySavePayload({ title: 'Bench', description: 'A memory to tag.' }),
  hashId: null,
};

window.localStorage.clear();
window.localStorage.setItem('hideIntroductionScreen', 'true');
const container = document.getElementById('root');
if (container === null) throw new Error('no #root');
createRoot(container).render(
  <WidgetsProvider client={client}>
    <TagWizard memory={draft} defaultOpen autoAdvance={false} />
  </WidgetsProvider>,
);
