/**
 * Removes hidden metadata (EXIF with GPS, XMP, IPTC, comments, text chunks) from JPEG, PNG and
 * WebP files in the browser, by dropping those segments and copying every other byte as it is:
 * the picture is never decoded or re-encoded, so it is exactly the picture the member chose.
 * A JPEG's orientation is kept (as a minimal EXIF block holding only that tag) so the photo is
 * not shown sideways.
 */

/** The formats whose metadata can be removed here. */
export type CleanableFormat = 'jpeg' | 'png' | 'webp';

/**
 * The result of {@link stripImageMetadata}: `cleaned` (the new bytes, metadata gone),
 * `unsupported` (not JPEG, PNG or WebP: left as it is) or `invalid` (it claims to be one of
 * those but could not be read safely, so it must not be uploaded).
 */
export type StripResult =
  | { kind: 'cleaned'; format: CleanableFormat; bytes: Uint8Array; removedBytes: number }
  | { kind: 'unsupported' }
  | { kind: 'invalid'; format: CleanableFormat };

/**
 * The format of `bytes` from its signature (never from the file name or MIME type).
 *
 * @example
 * detectImageFormat(new Uint8Array([0xff, 0xd8, 0xff])); // 'jpeg'
 */
export function detectImageFormat(bytes: Uint8Array): CleanableFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  let text = '';
  for (let index = start; index < start + length && index < bytes.length; index += 1) {
    text += String.fromCharCode(bytes[index] ?? 0);
  }
  return text;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/* ───────────── JPEG ───────────── */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const ORIENTATION_TAG = 0x0112;

function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

function keepsSegment(marker: number, bytes: Uint8Array, payloadStart: number): boolean {
  if (marker === APP0 || marker === APP14) return true; // JFIF / Adobe colour transform
  if (marker === APP2) return ascii(bytes, payloadStart, 12) === 'ICC_PROFILE\0'; // colour profile only
  if (marker >= APP0 && marker <= 0xef) return false; // EXIF, XMP, IPTC, maker data…
  if (marker === 0xfe) return false; // comments
  return true;
}

/** The EXIF orientation (1-8) in an APP1 payload, or null. */
function readOrientation(bytes: Uint8Array, start: number, end: number): number | null {
  if (ascii(bytes, start, 6) !== 'Exif\0\0') return null;
  const tiff = start + 6;
  const order = ascii(bytes, tiff, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) =>
    at + 2 > end
      ? -1
      : little
        ? (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8)
        : ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
  const u32 = (at: number) =>
    at + 4 > end
      ? -1
      : little
        ? ((bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16)) +
          (bytes[at + 3] ?? 0) * 0x1000000
        : (bytes[at] ?? 0) * 0x1000000 +
          (((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
  const ifd = u32(tiff + 4);
  if (ifd < 0) return null;
  const count = u16(tiff + ifd);
  for (let entry = 0; entry < count; entry += 1) {
    const at = tiff + ifd + 2 + entry * 12;
    if (u16(at) === ORIENTATION_TAG) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment holding a big-endian TIFF with one entry: the orientation. */
function orientationSegment(orientation: number): Uint8Array {
  return new Uint8Array([
    0xff,
    APP1,
    0x00,
    34, // marker, length (2 + 6 + 26)
    0x45,
    0x78,
    0x69,
    0x66,
    0x00,
    0x00, // 'Exif\0\0'
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // 'MM', 42, IFD0 at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00, // SHORT orientation
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
}

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let orientationAt: number | null = null;
  let pos = 2;
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) return null;
    let markerAt = pos;
    while (bytes[markerAt + 1] === 0xff) markerAt += 1; // fill bytes
    const marker = bytes[markerAt + 1];
    if (marker === undefined) return null;
    if (marker === EOI) {
      parts.push(bytes.subarray(markerAt, markerAt + 2));
      return assembleJpeg(parts, orientation, orientationAt); // anything after the image is dropped
    }
    if (marker === SOI) return null;
    if (isStandalone(marker)) {
      parts.push(bytes.subarray(markerAt, markerAt + 2));
      pos = markerAt + 2;
      continue;
    }
    const length = ((bytes[markerAt + 2] ?? 0) << 8) | (bytes[markerAt + 3] ?? 0);
    const end = markerAt + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (keepsSegment(marker, bytes, markerAt + 4)) {
      parts.push(bytes.subarray(markerAt, end));
    } else if (marker === APP1) {
      orientation ??= readOrientation(bytes, markerAt + 4, end);
      orientationAt ??= parts.length;
    }
    pos = end;
    if (marker === SOS) {
      // Entropy-coded data: runs to the next marker that is not a stuffed 0xFF00 or a restart.
      let scan = pos;
      while (scan < bytes.length) {
        if (bytes[scan] === 0xff) {
          const next = bytes[scan + 1];
          if (next === undefined) return null;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        scan += 1;
      }
      if (scan >= bytes.length) return null;
      parts.push(bytes.subarray(pos, scan));
      pos = scan;
    }
  }
  return null;
}

function assembleJpeg(
  parts: Uint8Array[],
  orientation: number | null,
  orientationAt: number | null,
): Uint8Array {
  if (orientation !== null && orientation !== 1 && orientationAt !== null) {
    parts.splice(orientationAt, 0, orientationSegment(orientation));
  }
  return concat(parts);
}

/* ───────────── PNG ───────────── */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Chunks that carry text, EXIF (with GPS), XMP (in iTXt) or a timestamp. */
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME', 'dSIG']);

function stripPng(bytes: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let pos = 8;
  while (pos + 12 <= bytes.length) {
    const length =
      (bytes[pos] ?? 0) * 0x1000000 +
      (((bytes[pos + 1] ?? 0) << 16) | ((bytes[pos + 2] ?? 0) << 8) | (bytes[pos + 3] ?? 0));
    const type = ascii(bytes, pos + 4, 4);
    const end = pos + 12 + length;
    if (end > bytes.length) return null;
    if (!PNG_METADATA_CHUNKS.has(type)) parts.push(bytes.subarray(pos, end));
    pos = end;
    if (type === 'IEND') return concat(parts); // anything after the image is dropped
  }
  return null;
}

/* ───────────── WebP ───────────── */

const WEBP_EXIF_FLAG = 0x08;
const WEBP_XMP_FLAG = 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array | null {
  const riffSize =
    ((bytes[4] ?? 0) | ((bytes[5] ?? 0) << 8) | ((bytes[6] ?? 0) << 16)) + (bytes[7] ?? 0) * 0x1000000;
  const riffEnd = 8 + riffSize;
  if (riffEnd > bytes.length || riffSize < 4) return null;
  const parts: Uint8Array[] = [];
  let pos = 12;
  while (pos < riffEnd) {
    if (pos + 8 > riffEnd) return null;
    const fourcc = ascii(bytes, pos, 4);
    const size =
      ((bytes[pos + 4] ?? 0) | ((bytes[pos + 5] ?? 0) << 8) | ((bytes[pos + 6] ?? 0) << 16)) +
      (bytes[pos + 7] ?? 0) * 0x1000000;
    const end = pos + 8 + size + (size % 2);
    if (pos + 8 + size > riffEnd) return null;
    if (fourcc === 'VP8X') {
      const chunk = bytes.slice(pos, Math.min(end, riffEnd));
      chunk[8] = (chunk[8] ?? 0) & ~(WEBP_EXIF_FLAG | WEBP_XMP_FLAG);
      parts.push(chunk);
    } else if (fourcc !== 'EXIF' && fourcc !== 'XMP ') {
      parts.push(bytes.subarray(pos, Math.min(end, riffEnd)));
    }
    pos = end;
  }
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 4), 0);
  const size = body.length + 4;
  header.set([size & 0xff, (size >>> 8) & 0xff, (size >>> 16) & 0xff, (size >>> 24) & 0xff], 4);
  header.set(bytes.subarray(8, 12), 8);
  return concat([header, body]);
}

/**
 * Removes the metadata of a JPEG, PNG or WebP image (see the module comment). Bytes of any
 * other format are reported `unsupported` and left alone.
 *
 * @example
 * const result = stripImageMetadata(new Uint8Array(await file.arrayBuffer()));
 * if (result.kind === 'cleaned') upload(new Blob([result.bytes], { type: file.type }));
 */
export function stripImageMetadata(bytes: Uint8Array): StripResult {
  const format = detectImageFormat(bytes);
  if (format === null) return { kind: 'unsupported' };
  const cleaned =
    format === 'jpeg' ? stripJpeg(bytes) : format === 'png' ? stripPng(bytes) : stripWebp(bytes);
  if (cleaned === null) return { kind: 'invalid', format };
  return { kind: 'cleaned', format, bytes: cleaned, removedBytes: bytes.length - cleaned.length };
}

const EXTENSIONS: Record<CleanableFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/**
 * The file to upload for a chosen file: metadata removed and a neutral name (`photo.jpg`), so
 * neither the picture's details nor its file name say where or who. `null` when the file claims
 * to be a JPEG, PNG or WebP but cannot be read safely.
 *
 * @example
 * const prepared = await prepareUpload(file);
 * if (prepared) await client.uploadPhoto(prepared.file);
 */
export async function prepareUpload(file: File): Promise<{ file: File; cleaned: boolean } | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const result = stripImageMetadata(bytes);
  if (result.kind === 'invalid') return null;
  if (result.kind === 'unsupported') return { file, cleaned: false };
  const type = result.format === 'jpeg' ? 'image/jpeg' : `image/${result.format}`;
  const copy = new Uint8Array(result.bytes.length);
  copy.set(result.bytes);
  return { file: new File([copy], `photo.${EXTENSIONS[result.format]}`, { type }), cleaned: true };
}
