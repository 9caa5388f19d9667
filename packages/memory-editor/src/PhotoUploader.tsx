import { PHOTOS_MAX } from '@childhood-memories/api-client';
import { Button, IconButton, ProgressBar } from '@childhood-memories/ui';
import { Suspense, useId, useRef } from 'react';

import { PHOTO_ACCEPT } from './constants.ts';
import { LazyPhotoGuidance } from './lazy-quiz-help.tsx';
import { photoLabel } from './photos.ts';
import type { MemoryEditorMessages } from './messages.ts';
import type { PhotoUploads } from './use-photo-uploads.ts';
import type { Photo } from './form-types.ts';

/**
 * The photo step: the photo guidance of memory-writing §5 before choosing, the note that hidden
 * details are removed on the device, the chosen photos with progress and cancel/remove, the
 * messages of §8, and Next / Skip.
 *
 * @example
 * <PhotoUploader photos={form.memoryPhoto} uploads={uploads} t={t} onNext={reveal} onSkip={reveal} />
 */
export function PhotoUploader({
  photos,
  uploads,
  t,
  showStepButtons,
  onDone,
  readOnly = false,
  onRequireSignIn,
}: {
  photos: readonly Photo[];
  uploads: PhotoUploads;
  t: MemoryEditorMessages;
  showStepButtons: boolean;
  onDone: () => void;
  readOnly?: boolean;
  onRequireSignIn?: (() => void) | undefined;
}) {
  const inputId = useId();
  const headingId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const full = photos.length >= PHOTOS_MAX;

  return (
    <section className="cm-memory-editor-photos" aria-labelledby={headingId}>
      <h3 id={headingId} className="cm-memory-editor-section-title">
        {t.photosTitle}
      </h3>
      <details className="cm-memory-editor-guidance" open={photos.length === 0}>
        <summary>{t.photoGuidanceToggle}</summary>
        <Suspense fallback={null}>
          <LazyPhotoGuidance headingLevel={4} />
        </Suspense>
      </details>
      <p className="cm-memory-editor-hint">{t.photosMetadataNotice}</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        className="cm-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          uploads.addFiles(files);
        }}
      />
      <div className="cm-memory-editor-photo-actions">
        <Button
          type="button"
          variant="secondary"
          disabled={full}
          onClick={() => {
            if (readOnly) {
              onRequireSignIn?.();
              return;
            }
            input.current?.click();
          }}
        >
          {t.addPhotos}
        </Button>
        <span className="cm-memory-editor-hint">{t.photosCount(photos.length, PHOTOS_MAX)}</span>
      </div>
      {photos.length > 0 ? (
        <ul className="cm-memory-editor-photo-list">
          {photos.map((photo, index) => {
            const fraction = uploads.progress[photo.uid] ?? 0;
            const uploading = photo.status === 'uploading';
            const name = photoLabel(photo, index, t.photoAlt);
            return (
              <li
                key={photo.uid}
                className="cm-memory-editor-photo"
                data-state={uploading ? 'uploading' : 'done'}
              >
                {photo.thumbUrl !== '' ? (
                  <img
                    src={photo.thumbUrl}
                    // 'Photo n' already stands next to it when the photo has no file name.
                    alt={name === t.photoAlt(index + 1) ? '' : t.photoAlt(index + 1)}
                    className="cm-memory-editor-thumb"
                  />
                ) : (
                  <span className="cm-memory-editor-thumb" aria-hidden="true" />
                )}
                <div className="cm-memory-editor-photo-body">
                  <span className="cm-memory-editor-photo-name">{name}</span>
                  {uploading ? (
                    <ProgressBar
                      value={Math.round(fraction * 100)}
                      label={t.photoUploading(name)}
                      hideLabel
                    />
                  ) : null}
                  {uploads.notCleaned.has(photo.uid) ? (
                    <p className="cm-memory-editor-hint" data-tone="warning">
                      {uploads.notCleaned.get(photo.uid) === 'video'
                        ? t.videoCleanedOnServer(name)
                        : t.photoNotCleaned(name)}
                    </p>
                  ) : null}
                </div>
                <IconButton
                  label={uploading ? t.photoCancel(name) : t.photoRemove(name)}
                  variant="ghost"
                  size="sm"
                  onClick={() => uploads.remove(photo.uid)}
                >
                  ×
                </IconButton>
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* Two live regions that are always there: a region's role changing along with its text
          is not announced reliably, so errors and progress each keep their own. */}
      <p role="alert" className="cm-memory-editor-notice" data-tone="error">
        {uploads.notices.alert ?? ''}
      </p>
      <p role="status" className="cm-memory-editor-notice" data-tone="info">
        {uploads.notices.status ?? null}
      </p>
      {showStepButtons ? (
        <div className="cm-memory-editor-row">
          <Button type="button" variant="secondary" onClick={onDone}>
            {t.photoNext}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t.photoSkip}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
