import { describe, expect, it } from 'vitest';

describe('@childhood-memories/tag-wizard', () => {
  it('exports exactly its public API', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'SELECTION_MAX',
      'TAG_WIZARD_NAMESPACE',
      'TagWizard',
      'tagWizardMessages',
    ]);
    // Importing the whole entry (React, Radix, TanStack Query) is slow on a loaded machine.
  }, 60_000);
});
