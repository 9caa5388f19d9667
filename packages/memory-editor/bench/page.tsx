/*
 * The page the keystroke benchmark types into: the real editor from this package's sources, in
 * production React, with a client that answers at once from memory (the network is not what is
 * measured) and the browser's real localStorage (the draft written on each change is).
 */
import { WidgetsProvider } from '@childhood-memories/ui';
import '@childhood-memories/ui/styles.css';
import { createRoot } from 'react-dom/client';

import { instantEditorClient } from '../../../scripts/host-bench/clients.ts';
import { MemoryEditor } from '../src/index.ts';

const client = instantEditorClient(['#summer', '#sunday', '#school']);

window.localStorage.clear();
const container = document.getElementById('root');
if (container === null) throw new Error('no #root');
createRoot(container).render(
  <WidgetsProvider client={client}>
    <MemoryEditor mode="create" memberId="bench" />
  </WidgetsProvider>,
);
