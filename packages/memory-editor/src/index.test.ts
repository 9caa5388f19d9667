import { describe, expect, it } from 'vitest';

describe('@childhood-memories/memory-editor exports', () => {
  it('exports exactly these runtime values', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'MEMORY_EDITOR_NAMESPACE',
      'MemoryEditor',
      'clearDraft',
      'draftScope',
      'memoryEditorKeys',
      'memoryEditorMessages',
    ]);
    // Importing the whole entry (React, Radix, TanStack Query) is slow on a loaded machine.
  }, 60_000);
});
