import { createHttpClient } from '@childhood-memories/api-client';
import { guardReturnAfterQuickExit } from '@childhood-memories/crisis-resources/return-guard';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Our stylesheets: ui first, then each widget the page shows (the editor opens the tag wizard and
// the writing help, which have stylesheets of their own). Order does not matter.
import '@childhood-memories/ui/styles.css';
import '@childhood-memories/crisis-resources/styles.css';
import '@childhood-memories/quiz-help/styles.css';
import '@childhood-memories/tag-wizard/styles.css';
import '@childhood-memories/memory-editor/styles.css';
import '@childhood-memories/memory-modal/styles.css';
import '@childhood-memories/notifications-bell/styles.css';
import './site.css';

import { App } from './App.tsx';
import { readSession } from './session.ts';

// One client for the page: the API's address, and the member's token, read on every request.
const client = createHttpClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? 'http://localhost:8000',
  getAccessToken: () => readSession()?.access ?? null,
});

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
// After a quick exit, Back never shows this app again: a page reached by Back leaves at once,
// before anything is drawn.
if (!guardReturnAfterQuickExit()) {
  createRoot(root).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
}
