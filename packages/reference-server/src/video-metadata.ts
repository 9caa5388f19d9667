/**
 * Removes location and other identifying metadata from videos without re-encoding them: the
 * container is rewritten, the pictures and sound are copied byte for byte.
 *
 * MP4 and MOV (ISO base media): only the boxes that playback needs are kept, by an allow-list
 * at each level (`udta`, `meta`, `uuid` XMP, `©xyz`, `loci`, Apple's `mdta` keys, free space that
 * may hold old metadata, … all go); tracks other than video and sound (timed metadata, GPS
 * subtitles, camera-motion tracks) are dropped and their samples in `mdat` zeroed; creation
 * and modification times are zeroed. Removing boxes before `mdat` moves it, so every chunk
 * offset (`stco`, `co64`) and fragment base offset (`tfhd`) is moved by the bytes removed before
 * it. Inside movie fragments (and after the first one) boxes are blanked in place instead
 * (turned into zero-filled `free` boxes), so offsets relative to a fragment stay valid.
 *
 * WebM and Matroska (EBML): `Tags`, `Attachments` and `Chapters`, the segment's title, date and
 * file names, links to other files and every track's name are overwritten in place with
 * `Void` elements of the same length (as mkvpropedit does), so no position changes; `SeekHead`
 * entries and CRC-32 elements that described them are voided too.
 *
 * What cannot be rewritten with certainty (a compressed movie header, a box or element that
 * overruns its parent, fragments of a non-audio/video track) throws {@link VideoMetadataError}:
 * the upload is then refused rather than stored with its metadata.
 *
 * Not inspected: metadata inside the coded pictures themselves (such as H.264 SEI user data
 * some drones write). Re-encoding would be needed for that.
 */

import { stripMatroska } from './video-ebml.ts';
import { stripIsoMedia } from './video-iso.ts';

export { VideoMetadataError } from './video-metadata-error.ts';

/** Removes identifying metadata from an MP4, MOV or WebM file (see the module comment). */
export function stripVideoMetadata(bytes: Uint8Array, type: 'mp4' | 'mov' | 'webm'): Buffer {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return type === 'webm' ? stripMatroska(buffer) : stripIsoMedia(buffer);
}
