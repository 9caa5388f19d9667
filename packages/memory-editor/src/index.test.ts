import { describe, expect, it } from 'vitest';

describe('@childhood-memories/memory-editor exports', () => {
  it('exports exactly these runtime values', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'DESCRIPTION_ROWS',
      'DRAFT_AUTOSAVE_MS',
      'FORM_STEPS',
      'MEMORY_EDITOR_NAMESPACE',
      'MEMORY_FLAVOR',
      'MODAL_EDITOR_ROWS',
      'MemoryEditor',
      'PHOTO_ACCEPT',
      'canPost',
      'clearDraft',
      'detectImageFormat',
      'draftKey',
      'draftScope',
      'emptyMemoryForm',
      'formFromMemory',
      'hasContent',
      'isConfirmableText',
      'memoryEditorKeys',
      'memoryEditorMessages',
      'prepareUpload',
      'readDraft',
      'sortContentWarnings',
      'stripImageMetadata',
      'toSavePayload',
      'useMemoryEditor',
      'validateMemoryForm',
      'warningsToggleLabel',
      'writeDraft',
    ]);
  });
});
