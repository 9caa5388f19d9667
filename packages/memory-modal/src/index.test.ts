import { describe, expect, it } from 'vitest';

describe('@childhood-memories/memory-modal', () => {
  it('exports exactly its public API', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'COMMENT_HIGHLIGHT_MS',
      'DEEP_LINK_SCROLL_DELAY_MS',
      'EMPATHY_HINT_KEY',
      'MEMORY_MODAL_NAMESPACE',
      'MODAL_WIDTH',
      'MemoryModal',
      'TAG_HIGHLIGHT_MS',
      'backFrom',
      'listedTabs',
      'memoryModalMessages',
    ]);
  }, 60_000);
});
