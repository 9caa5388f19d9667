/*
 * Clients that answer at once from memory, for pages that measure a widget's own cost (the
 * network is not what is measured): `bench:host` and the editor's keystroke benchmark.
 */
import type { MemoryEditorClient } from '@childhood-memories/api-client';

const never = () => Promise.reject(new Error('not used by the benchmark'));

/** The memory editor's calls: last privacy 0, no warnings, no temporary photos; saves are refused. */
export function instantEditorClient(hashtags: string[] = []): MemoryEditorClient {
  return {
    createMemory: never,
    updateMemory: never,
    getMemory: never,
    deleteMemory: never,
    getLastPrivacy: () => Promise.resolve(0),
    listContentWarnings: () => Promise.resolve([]),
    autocompleteHashtags: () => Promise.resolve(hashtags),
    uploadPhoto: never,
    deleteTempPhoto: () => Promise.resolve(),
    listTempPhotos: () => Promise.resolve([]),
  };
}
