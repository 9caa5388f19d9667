import { emptySavePayload, type TagWizardClient } from '@childhood-memories/api-client';
import { TagWizard } from '@childhood-memories/tag-wizard';
import '@childhood-memories/tag-wizard/styles.css';
import { Button, WidgetsProvider } from '@childhood-memories/ui';
import '@childhood-memories/ui/styles.css';

import { renderHostPage } from './page.tsx';

const never = () => Promise.reject(new Error('not used by the benchmark'));
const client: TagWizardClient = {
  listTagOptions: () => Promise.resolve([]),
  getMemory: never,
  createMemory: never,
  updateMemory: never,
  autocompleteHashtags: () => Promise.resolve([]),
};

// Closed: what the host page pays for is the trigger.
renderHostPage(
  <WidgetsProvider client={client}>
    <TagWizard
      memory={{ ...emptySavePayload({ description: 'A memory to tag.' }), hashId: null }}
      trigger={<Button variant="secondary">Tag this memory</Button>}
    />
  </WidgetsProvider>,
);
