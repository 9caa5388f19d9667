import type { DraftStorage } from './drafts.ts';

export { setupMockApi, testClient } from '../../../mocks/node.ts';

/** Draft storage in a map, so a test can look inside and a remount can read it back. */
export function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
