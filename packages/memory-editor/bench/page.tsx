/*
 * The page the keystroke benchmark types into: the real editor from this package's sources, in
 * production React, with a client that answers at once from memory (the network is not what is
 * measured) and the browser's real localStorage (the draft written on each change is).
 */
import type { MemoryEditorClient } from '@childhood-memories/api-client';
import { WidgetsProvider } from '@childhood-memories/ui';
import '@childhood-memories/ui/styles.css';
import { createRoot } from 'react-dom/client';

import { MemoryEditor } from '../src/index.ts';

const never = () => Promise.reject(new Error('not used by the benchmark'));

const client: MemoryEditorClient = {
  createMemory: never,
  updateMemory: never,
  getMemory: never,
  getLastPrivacy: () => Promise.resolve(0),
  listContentWarnings: () => Promise.resolve([]),
  autocompleteHashtags: () => Promise.resolve(['#summer', '#sunday', '#school']),
  uploadPhoto: never,
  deleteTempPhoto: () => Promise.resolve(),
  listTempPhotos: () => Promise.resolve([]),
};

window.localStorage.clear();
const container = document.getElementById('root');
if (container === null) throw new Error('no #root');
createRoot(container).render(
  <WidgetsProvider client={client}>
    <MemoryEditor mode="create" memberId="bench" />
  </WidgetsProvider>,
);
