import { describe, expect, it } from 'vitest';

describe('@childhood-memories/memory-editor exports', () => {
  it('exports exactly these runtime values', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'AUTOCOMPLETE_DEBOUNCE_MS',
      'DESCRIPTION_ROWS',
      'DETAIL_HASHTAG_MIN_LENGTH',
      'DRAFT_AUTOSAVE_MS',
      'FORM_STEPS',
      'HASHTAG_MIN_LENGTH',
      'HashtagTextArea',
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
      'hashtagAt',
      'insertHashtag',
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
