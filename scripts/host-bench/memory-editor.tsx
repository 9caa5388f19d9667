import type { MemoryEditorClient } from '@childhood-memories/api-client';
import { MemoryEditor } from '@childhood-memories/memory-editor';
import '@childhood-memories/memory-editor/styles.css';
import { WidgetsProvider } from '@childhood-memories/ui';
import '@childhood-memories/ui/styles.css';

import { renderHostPage } from './page.tsx';

const never = () => Promise.reject(new Error('not used by the benchmark'));
const client: MemoryEditorClient = {
  createMemory: never,
  updateMemory: never,
  getMemory: never,
  getLastPrivacy: () => Promise.resolve(0),
  listContentWarnings: () => Promise.resolve([]),
  autocompleteHashtags: () => Promise.resolve([]),
  uploadPhoto: never,
  deleteTempPhoto: () => Promise.resolve(),
  listTempPhotos: () => Promise.resolve([]),
};

window.localStorage.clear();
renderHostPage(
  <WidgetsProvider client={client}>
    <MemoryEditor mode="create" memberId="host-bench" />
  </WidgetsProvider>,
);
