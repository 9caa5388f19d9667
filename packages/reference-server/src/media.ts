import { PHOTO_BYTES_MAX, VIDEO_BYTES_MAX } from '@childhood-memories/api-client';
import sharp from 'sharp';

import { badRequest, tooLarge } from './errors.ts';
import type { MediaStore } from './media-store.ts';
import { randomToken } from './auth/tokens.ts';
import { stripVideoMetadata, VideoMetadataError } from './video-metadata.ts';

/** Largest photo accepted, in bytes (api-client's `PHOTO_BYTES_MAX`, which the mocks hold too). */
export const IMAGE_BYTES_MAX = PHOTO_BYTES_MAX;
/**
 * What a member reads when a video's hidden details cannot be removed with certainty (the
 * editor shows the server's text): the video is refused, never stored with them.
 */
export const VIDEO_REFUSED =
  'We could not remove hidden details such as the location from this video, so it was not uploaded. Please try another video, or a photo.';

/** Largest video accepted, in bytes (its metadata removed, its pictures and sound untouched). */
export { VIDEO_BYTES_MAX };
/** Longest side of a stored photo, in pixels. */
export const IMAGE_SIDE_MAX = 2048;
/** Side of the square thumbnail: twice the 96 px read view, for sharp screens. */
export const THUMBNAIL_SIDE = 192;
/** Decoded pixels a photo may have: guards against decompression bombs. */
export const IMAGE_PIXELS_MAX = 60_000_000;

/** The content type served for each extension this server writes. */
export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** What the bytes are, decided by their magic numbers, never by the file name or the sent type. */
export type SniffedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif' | 'avif' | 'tiff' | 'mp4' | 'mov' | 'webm';

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** Reads the magic bytes of a file. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return 'tiff';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'heif';
    if (brand === 'qt  ') return 'mov';
    return 'mp4';
  }
  return null;
}

/** A stored photo or video and its thumbnail. */
export interface StoredMedia {
  key: string;
  thumbKey: string | null;
  contentType: string;
  size: number;
}

const VIDEO_EXTENSION: Record<'mp4' | 'mov' | 'webm', string> = { mp4: 'mp4', mov: 'mov', webm: 'webm' };

/**
 * Checks an upload by content and stores it. Photos are decoded and re-encoded with sharp:
 * EXIF, GPS and every other metadata block are dropped, the orientation is applied to the
 * pixels, the size is capped, and a square thumbnail is made. Videos keep their pictures and
 * sound byte for byte; their container is rewritten without location and other identifying
 * metadata (`stripVideoMetadata`), or the upload is refused when that cannot be done with
 * certainty.
 */
export async function storeUpload(store: MediaStore, bytes: Buffer): Promise<StoredMedia> {
  const type = sniffType(bytes);
  if (type === null) {
    throw badRequest(
      'This file type is not supported. Please choose a photo (JPEG, PNG, WebP, GIF) or a video.',
    );
  }
  if (type === 'mp4' || type === 'mov' || type === 'webm') {
    if (bytes.length > VIDEO_BYTES_MAX)
      throw tooLarge('This video is too large. Please choose one under 50 MB.');
    let stripped: Buffer;
    try {
      stripped = stripVideoMetadata(bytes, type);
    } catch (error) {
      if (!(error instanceof VideoMetadataError)) throw error;
      // Never stored with its metadata: for this community a location is a risk, not a detail.
      throw badRequest(VIDEO_REFUSED);
    }
    const key = `${randomToken(18)}.${VIDEO_EXTENSION[type]}`;
    const contentType = MEDIA_CONTENT_TYPES[VIDEO_EXTENSION[type]] ?? 'video/mp4';
    await store.put(key, stripped, contentType);
    return {
      key,
      thumbKey: null,
      contentType,
      size: stripped.length,
    };
  }
  if (bytes.length > IMAGE_BYTES_MAX)
    throw tooLarge('This photo is too large. Please choose one under 10 MB.');
  const animated = type === 'gif' || type === 'webp';
  let image: Buffer;
  let thumb: Buffer;
  let extension: 'jpg' | 'png' | 'webp';
  try {
    const input = () => sharp(bytes, { limitInputPixels: IMAGE_PIXELS_MAX, animated, failOn: 'error' });
    const meta = await input().metadata();
    const hasAlpha = meta.hasAlpha === true;
    const isAnimated = (meta.pages ?? 1) > 1;
    const resized = input()
      .rotate()
      .resize({ width: IMAGE_SIDE_MAX, height: IMAGE_SIDE_MAX, fit: 'inside', withoutEnlargement: true });
    if (isAnimated || type === 'webp' || type === 'gif') {
      extension = 'webp';
      image = await resized.webp({ quality: 82 }).toBuffer();
    } else if (hasAlpha || type === 'png') {
      extension = 'png';
      image = await resized.png({ compressionLevel: 9 }).toBuffer();
    } else {
      extension = 'jpg';
      image = await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    }
    thumb = await sharp(bytes, { limitInputPixels: IMAGE_PIXELS_MAX, failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw badRequest('This photo could not be read. Please try another one.');
  }
  const key = `${randomToken(18)}.${extension}`;
  const thumbKey = `${randomToken(18)}.webp`;
  const contentType = MEDIA_CONTENT_TYPES[extension] ?? 'image/jpeg';
  await Promise.all([store.put(key, image, contentType), store.put(thumbKey, thumb, 'image/webp')]);
  return { key, thumbKey, contentType, size: image.length };
}
