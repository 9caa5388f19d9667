/*
 * The page `npm run reserve` measures: the editor in a slot whose width the script changes, in
 * the variant the query string names (`?single`, `?no-drafts`).
 */
import { MemoryEditor } from '@childhood-memories/memory-editor';
import '@childhood-memories/memory-editor/styles.css';
import { WidgetsProvider } from '@childhood-memories/ui';
import '@childhood-memories/ui/styles.css';
import { createRoot } from 'react-dom/client';

import { instantEditorClient } from '../../../scripts/host-bench/clients.ts';

const query = new URLSearchParams(window.location.search);
const slot = document.getElementById('root');
if (slot === null) throw new Error('no #root');
window.localStorage.clear();
createRoot(slot).render(
  <WidgetsProvider client={instantEditorClient()}>
    <MemoryEditor
      mode="create"
      memberId="reserve"
      layout={query.has('single') ? 'single' : 'steps'}
      {...(query.has('no-drafts') ? { storage: null } : {})}
    />
  </WidgetsProvider>,
);
