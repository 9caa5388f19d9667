import { MemoryEditor } from '@childhood-memories/memory-editor';
import '@childhood-memories/memory-editor/styles.css';
import { WidgetsProvider } from '@childhood-memories/ui';
import '@childhood-memories/ui/styles.css';

import { instantEditorClient } from './clients.ts';
import { renderHostPage } from './page.tsx';

const client = instantEditorClient();

window.localStorage.clear();
renderHostPage(
  <WidgetsProvider client={client}>
    <MemoryEditor mode="create" memberId="host-bench" />
  </WidgetsProvider>,
);
