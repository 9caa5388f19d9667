import { ApiError, PHOTOS_MAX } from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import { memoryEditorMessages } from './messages.ts';
import { fitPhotos, uploadErrorText } from './photos.ts';

describe('photo rules (memory-writing §5, §8)', () => {
  it('allows at most 3 photos', () => {
    expect(PHOTOS_MAX).toBe(3);
    expect(fitPhotos(0, ['a', 'b', 'c', 'd', 'e'])).toEqual({ accepted: ['a', 'b', 'c'], dropped: 2 });
    expect(fitPhotos(2, ['a', 'b'])).toEqual({ accepted: ['a'], dropped: 1 });
    expect(fitPhotos(3, ['a'])).toEqual({ accepted: [], dropped: 1 });
    expect(fitPhotos(1, ['a'])).toEqual({ accepted: ['a'], dropped: 0 });
  });

  it('shows the server text of a failed upload, else the default', () => {
    const fallback = memoryEditorMessages.photoUploadFailed;
    expect(fallback).toBe('Upload failed, please try again');
    expect(
      uploadErrorText(
        new ApiError('x', { status: 400, code: 'invalid_request', detail: 'This file type is not allowed.' }),
        fallback,
      ),
    ).toBe('This file type is not allowed.');
    expect(uploadErrorText(new ApiError('x', { status: 500, code: 'server_error' }), fallback)).toBe(
      fallback,
    );
    expect(uploadErrorText(new Error('boom'), fallback)).toBe(fallback);
  });

  it('words the too-many warning as the specification does', () => {
    expect(memoryEditorMessages.photoTooMany).toBe('You can only upload up to 3 photos');
  });
});
