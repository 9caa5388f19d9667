/**
 * Query keys of this package, so a host can invalidate them. The memory itself is under the
 * shared `memoryQueryKeys.memory(hashId)` of `@childhood-memories/ui`.
 */
export const memoryEditorKeys = {
  all: ['memory-editor'] as const,
  lastPrivacy: ['memory-editor', 'last-privacy'] as const,
  contentWarnings: ['memory-editor', 'content-warnings'] as const,
  tempPhotos: ['memory-editor', 'temp-photos'] as const,
};
