import { PHOTOS_MAX } from '@childhood-memories/api-client';

/**
 * Which of the chosen files fit: at most 3 photos in all (memory-writing §5); the rest are
 * dropped and the member is told ('You can only upload up to 3 photos').
 *
 * @example
 * const { accepted, dropped } = fitPhotos(2, files); // one accepted, the rest dropped
 */
export function fitPhotos<T>(current: number, chosen: readonly T[]): { accepted: T[]; dropped: number } {
  const room = Math.max(0, PHOTOS_MAX - current);
  const accepted = chosen.slice(0, room);
  return { accepted, dropped: chosen.length - accepted.length };
}

/**
 * The text shown when an upload fails: the server's own words when it gave them, else `fallback`
 * ('Upload failed, please try again').
 *
 * @example
 * uploadErrorText(error, t.photoUploadFailed);
 */
export function uploadErrorText(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'detail' in error) {
    const detail = (error as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail.trim() !== '') return detail;
  }
  return fallback;
}

/**
 * What a photo is called on screen and in its button labels: the name of a file the member just
 * chose, else a neutral 'Photo n' (photos already on the server have no name worth showing; their
 * address can be a long signed or data URL).
 *
 * @example
 * photoLabel({ name: '' }, 0, t.photoAlt); // 'Photo 1'
 */
export function photoLabel(photo: { name: string }, index: number, numbered: (n: number) => string): string {
  return photo.name.trim() !== '' ? photo.name : numbered(index + 1);
}
