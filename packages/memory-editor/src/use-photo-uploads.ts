import type { MemoryEditorClient } from '@childhood-memories/api-client';
import { isApiError } from '@childhood-memories/api-client';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';

import { logSilently } from './drafts.ts';
import type { MemoryEditorMessages } from './messages.ts';
import { fitPhotos, photoLabel, uploadErrorText } from './photos.ts';
import { prepareUpload } from './strip-metadata.ts';
import type { MemoryFormData, Photo } from './form-types.ts';

/**
 * What the member is told about the photos, shown next to the uploader: the last problem (read out
 * at once, role="alert") and, separately, the last piece of progress (read out politely,
 * role="status"), so news of an upload never hides an error and the other way round.
 */
export interface PhotoNotices {
  /** The last problem: too many photos, an unreadable file, a failed upload. */
  alert: string | null;
  /** The last progress: starting, finishing, cancelling or removing an upload. */
  status: string | null;
}

/** What {@link usePhotoUploads} gives the view. */
export interface PhotoUploads {
  /** Upload progress per photo uid, 0 to 1, while uploading. */
  progress: Readonly<Record<string, number>>;
  /** Photos whose hidden details could not be removed (not JPEG, PNG or WebP). */
  /** Uploads whose hidden details could not be removed on the device, by kind: a video is cleaned by the server. */
  notCleaned: ReadonlyMap<string, 'video' | 'other'>;
  notices: PhotoNotices;
  addFiles(files: readonly File[]): void;
  /** Cancels an upload in progress, or removes (and deletes the temporary upload of) a photo. */
  remove(uid: string): void;
  /** Deletes every temporary photo of this form (confirmed cancel). */
  deleteAllTemporary(): void;
}

let uidCounter = 0;
function nextUid(): string {
  uidCounter += 1;
  return `photo-${Date.now().toString(36)}-${uidCounter}`;
}

function withoutPhoto(form: MemoryFormData, uid: string): MemoryFormData {
  const photo = form.memoryPhoto.find((entry) => entry.uid === uid);
  return {
    ...form,
    memoryPhoto: form.memoryPhoto.filter((entry) => entry.uid !== uid),
    image_list: photo?.tempId ? form.image_list.filter((id) => id !== photo.tempId) : form.image_list,
    image_data: photo?.url ? form.image_data.filter((url) => url !== photo.url) : form.image_data,
  };
}

/**
 * Photo uploads of the editor: at most 3 (extras dropped with the spec's warning), metadata
 * removed on the device first, progress, cancel, a failed upload removed with the server's text
 * or 'Upload failed, please try again', and removing a photo deletes its temporary upload.
 * The photos themselves live in the form (`memoryPhoto`, `image_list`, `image_data`).
 *
 * @example
 * const photos = usePhotoUploads({ client, form, setForm, t });
 * <input type="file" onChange={(e) => photos.addFiles([...(e.target.files ?? [])])} />
 */
export function usePhotoUploads({
  client,
  form,
  setForm,
  t,
}: {
  client: Pick<MemoryEditorClient, 'uploadPhoto' | 'deleteTempPhoto'>;
  form: MemoryFormData;
  setForm: Dispatch<SetStateAction<MemoryFormData>>;
  t: MemoryEditorMessages;
}): PhotoUploads {
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [notCleaned, setNotCleaned] = useState<ReadonlyMap<string, 'video' | 'other'>>(() => new Map());
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());
  const count = useRef(form.memoryPhoto.length);
  const photosRef = useRef<Photo[]>(form.memoryPhoto);
  useEffect(() => {
    count.current = form.memoryPhoto.length;
    photosRef.current = form.memoryPhoto;
  });

  useEffect(() => {
    const active = controllers.current;
    const urls = previews.current;
    return () => {
      for (const controller of active.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const forget = useCallback((uid: string) => {
    controllers.current.delete(uid);
    const preview = previews.current.get(uid);
    if (preview !== undefined) {
      URL.revokeObjectURL(preview);
      previews.current.delete(uid);
    }
    setProgress((current) => {
      const next = { ...current };
      delete next[uid];
      return next;
    });
  }, []);

  const upload = useCallback(
    async (uid: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(uid, controller);
      try {
        const prepared = await prepareUpload(file);
        if (controller.signal.aborted) return;
        if (prepared === null) {
          setForm((current) => withoutPhoto(current, uid));
          setAlert(t.photoUnreadable(file.name));
          setStatus(null);
          forget(uid);
          return;
        }
        if (!prepared.cleaned) {
          const kind = file.type.startsWith('video/') ? 'video' : 'other';
          setNotCleaned((current) => new Map(current).set(uid, kind));
        }
        const uploaded = await client.uploadPhoto(prepared.file, {
          signal: controller.signal,
          onProgress: (fraction) => setProgress((current) => ({ ...current, [uid]: fraction })),
        });
        setForm((current) => {
          if (!current.memoryPhoto.some((entry) => entry.uid === uid)) return current;
          return {
            ...current,
            memoryPhoto: current.memoryPhoto.map((entry) =>
              entry.uid === uid
                ? {
                    ...entry,
                    status: 'done',
                    url: uploaded.image,
                    thumbUrl: uploaded.image,
                    tempId: uploaded.temp_id,
                  }
                : entry,
            ),
            image_list: [...current.image_list, uploaded.temp_id],
            image_data: [...current.image_data, uploaded.image],
          };
        });
        setStatus(t.photoUploaded(file.name));
        forget(uid);
      } catch (error) {
        const cancelled = controller.signal.aborted || (isApiError(error) && error.code === 'aborted');
        setForm((current) => withoutPhoto(current, uid));
        if (cancelled) {
          setStatus(t.photoCancelled(file.name));
        } else {
          setAlert(uploadErrorText(error, t.photoUploadFailed));
          setStatus(null);
        }
        forget(uid);
      }
    },
    [client, setForm, t, forget],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const { accepted, dropped } = fitPhotos(count.current, files);
      setAlert(dropped > 0 ? t.photoTooMany : null);
      const entries = accepted.map((file) => {
        const uid = nextUid();
        const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : '';
        if (preview !== '') previews.current.set(uid, preview);
        const photo: Photo = {
          uid,
          name: file.name,
          status: 'uploading',
          url: '',
          thumbUrl: preview,
          tempId: null,
        };
        return { photo, file };
      });
      count.current += entries.length;
      if (entries.length === 0) return;
      setForm((current) => ({
        ...current,
        memoryPhoto: [...current.memoryPhoto, ...entries.map((entry) => entry.photo)],
      }));
      setProgress((current) => ({
        ...current,
        ...Object.fromEntries(entries.map((entry) => [entry.photo.uid, 0])),
      }));
      setStatus(entries.map((entry) => t.photoUploading(entry.photo.name)).join('. '));
      for (const entry of entries) void upload(entry.photo.uid, entry.file);
    },
    [setForm, t, upload],
  );

  const remove = useCallback(
    (uid: string) => {
      const photo = photosRef.current.find((entry) => entry.uid === uid);
      if (photo === undefined) return;
      const controller = controllers.current.get(uid);
      if (photo.status === 'uploading' && controller !== undefined) {
        controller.abort();
        return; // the upload's own failure path removes the entry and says it was cancelled
      }
      setForm((current) => withoutPhoto(current, uid));
      setStatus(t.photoRemoved(photoLabel(photo, photosRef.current.indexOf(photo), t.photoAlt)));
      forget(uid);
      // Photos of a saved memory are detached by saving; only temporary uploads are deleted now.
      if (photo.tempId !== null && !uid.startsWith('saved-')) {
        client
          .deleteTempPhoto(photo.tempId)
          .catch((error: unknown) => logSilently('temporary photo deletion', error));
      }
    },
    [client, setForm, t, forget],
  );

  const deleteAllTemporary = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    for (const photo of photosRef.current) {
      if (photo.tempId !== null && !photo.uid.startsWith('saved-')) {
        client
          .deleteTempPhoto(photo.tempId)
          .catch((error: unknown) => logSilently('temporary photo deletion', error));
      }
    }
  }, [client]);

  const notices = useMemo(() => ({ alert, status }), [alert, status]);
  return { progress, notCleaned, notices, addFiles, remove, deleteAllTemporary };
}
