import { describe, expect, it } from 'vitest';

import { detectImageFormat, prepareUpload, stripImageMetadata } from './strip-metadata.ts';

const bytesOf = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const segment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  (payload.length + 2) >> 8,
  (payload.length + 2) & 0xff,
  ...payload,
];

/** A little-endian EXIF block: IFD0 with Orientation 6 and a GPS IFD pointer; the GPS IFD holds a latitude ref 'N'. */
function exifWithGps(): number[] {
  const tiff = [
    0x49,
    0x49,
    0x2a,
    0x00,
    0x08,
    0x00,
    0x00,
    0x00, // 'II', 42, IFD0 at 8
    0x02,
    0x00, // two entries
    0x12,
    0x01,
    0x03,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    0x06,
    0x00,
    0x00,
    0x00, // Orientation = 6
    0x25,
    0x88,
    0x04,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    0x26,
    0x00,
    0x00,
    0x00, // GPS IFD at 38
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
    0x01,
    0x00, // GPS IFD: one entry
    0x01,
    0x00,
    0x02,
    0x00,
    0x02,
    0x00,
    0x00,
    0x00,
    0x4e,
    0x00,
    0x00,
    0x00, // GPSLatitudeRef 'N'
    0x00,
    0x00,
    0x00,
    0x00,
    ...bytesOf('GPS 51.5007 N -0.1246 W'),
  ];
  return [...bytesOf('Exif\0\0'), ...tiff];
}

const JFIF = segment(0xe0, [...bytesOf('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const ICC = segment(0xe2, [...bytesOf('ICC_PROFILE\0'), 1, 1, 9, 9, 9]);
const XMP = segment(
  0xe1,
  bytesOf('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>51,30N</exif:GPSLatitude></x:xmpmeta>'),
);
const COMMENT = segment(0xfe, bytesOf('Taken at 12 Elm Street'));
const IPTC = segment(0xed, bytesOf('Photoshop 3.0\0 city: Leeds'));
const DQT = segment(0xdb, [0x00, ...Array.from({ length: 64 }, (_, i) => i + 1)]);
const SOF0 = segment(0xc0, [0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]);
const DHT = segment(0xc4, [0x00, 1, ...Array.from({ length: 15 }, () => 0), 0x00]);
const SOS = segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]);
// Entropy-coded data with a stuffed 0xFF00 and a restart marker, which must pass through untouched.
const SCAN = [0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78, 0x9a];
const EOI = [0xff, 0xd9];

function jpegWithGps(): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    0xff,
    0xd8,
    ...JFIF,
    ...segment(0xe1, exifWithGps()),
    ...XMP,
    ...ICC,
    ...IPTC,
    ...COMMENT,
    ...DQT,
    ...SOF0,
    ...DHT,
    ...SOS,
    ...SCAN,
    ...EOI,
    ...bytesOf('trailing Exif GPS thumbnail'),
  ]);
}

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('stripImageMetadata: JPEG', () => {
  it('removes EXIF with GPS, XMP, IPTC and comments', () => {
    const result = stripImageMetadata(jpegWithGps());
    expect(result.kind).toBe('cleaned');
    if (result.kind !== 'cleaned') return;
    const out = text(result.bytes);
    expect(out).not.toContain('GPS');
    expect(out).not.toContain('xmpmeta');
    expect(out).not.toContain('Elm Street');
    expect(out).not.toContain('Leeds');
    expect(out).not.toContain('trailing');
    // The GPS IFD pointer tag (0x8825, little-endian 25 88) is gone.
    expect(out).not.toContain('\x25\x88');
  });

  it('leaves the picture byte for byte as it was (no re-encoding)', () => {
    const result = stripImageMetadata(jpegWithGps());
    if (result.kind !== 'cleaned') throw new Error('not cleaned');
    const picture = [...DQT, ...SOF0, ...DHT, ...SOS, ...SCAN, ...EOI];
    expect(Array.from(result.bytes.slice(result.bytes.length - picture.length))).toEqual(picture);
    expect(Array.from(result.bytes.slice(0, 2 + JFIF.length))).toEqual([0xff, 0xd8, ...JFIF]);
  });

  it('keeps the colour profile and the orientation, nothing else of the EXIF block', () => {
    const result = stripImageMetadata(jpegWithGps());
    if (result.kind !== 'cleaned') throw new Error('not cleaned');
    const out = text(result.bytes);
    expect(out).toContain('ICC_PROFILE');
    const exifAt = out.indexOf('Exif\0\0');
    expect(exifAt).toBeGreaterThan(0);
    // A big-endian TIFF with one entry: orientation (0x0112) SHORT = 6.
    expect(Array.from(result.bytes.slice(exifAt + 6, exifAt + 6 + 26))).toEqual([
      0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00,
      0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    ]);
  });

  it('reports a truncated JPEG as invalid, so it is never uploaded uncleaned', () => {
    const truncated = jpegWithGps().slice(0, 40);
    expect(stripImageMetadata(truncated)).toEqual({ kind: 'invalid', format: 'jpeg' });
  });
});

function pngChunk(type: string, data: number[]): number[] {
  const length = data.length;
  // The CRC is copied as is; this function only needs a well-formed layout.
  return [
    length >>> 24,
    (length >>> 16) & 0xff,
    (length >>> 8) & 0xff,
    length & 0xff,
    ...bytesOf(type),
    ...data,
    1,
    2,
    3,
    4,
  ];
}

describe('stripImageMetadata: PNG', () => {
  it('removes eXIf, text (XMP lives in iTXt) and time chunks and keeps image chunks byte for byte', () => {
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const ihdr = pngChunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    const idat = pngChunk('IDAT', [0x78, 0x9c, 0x63, 0x60, 0x00]);
    const iend = pngChunk('IEND', []);
    const png = new Uint8Array([
      ...signature,
      ...ihdr,
      ...pngChunk('eXIf', bytesOf('MM GPS 51N')),
      ...pngChunk('iTXt', bytesOf('XML:com.adobe.xmp GPSLatitude')),
      ...pngChunk('tEXt', bytesOf('Comment Elm Street')),
      ...pngChunk('tIME', [7, 232, 5, 1, 9, 0, 0]),
      ...idat,
      ...iend,
    ]);
    const result = stripImageMetadata(png);
    if (result.kind !== 'cleaned') throw new Error('not cleaned');
    expect(Array.from(result.bytes)).toEqual([...signature, ...ihdr, ...idat, ...iend]);
  });
});

function riffChunk(fourcc: string, data: number[]): number[] {
  const size = data.length;
  return [...bytesOf(fourcc), size & 0xff, (size >> 8) & 0xff, 0, 0, ...data, ...(size % 2 === 1 ? [0] : [])];
}

describe('stripImageMetadata: WebP', () => {
  it('removes EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size', () => {
    const vp8x = riffChunk('VP8X', [0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const image = riffChunk('VP8L', [0x2f, 0, 0, 0, 0x10, 0x07]);
    const body = [
      ...bytesOf('WEBP'),
      ...vp8x,
      ...image,
      ...riffChunk('EXIF', bytesOf('GPS 51N')),
      ...riffChunk('XMP ', bytesOf('<x:xmpmeta/>')),
    ];
    const webp = new Uint8Array([...bytesOf('RIFF'), body.length & 0xff, body.length >> 8, 0, 0, ...body]);
    const result = stripImageMetadata(webp);
    if (result.kind !== 'cleaned') throw new Error('not cleaned');
    const expectedBody = [
      ...bytesOf('WEBP'),
      ...riffChunk('VP8X', [0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      ...image,
    ];
    expect(Array.from(result.bytes)).toEqual([
      ...bytesOf('RIFF'),
      expectedBody.length,
      0,
      0,
      0,
      ...expectedBody,
    ]);
  });
});

describe('detectImageFormat and prepareUpload', () => {
  it('recognises formats by their bytes and leaves other files alone', () => {
    expect(detectImageFormat(jpegWithGps())).toBe('jpeg');
    expect(stripImageMetadata(new Uint8Array(bytesOf('....ftypmp42')))).toEqual({ kind: 'unsupported' });
  });

  it('uploads a cleaned copy under a neutral name', async () => {
    const file = new File([jpegWithGps()], 'IMG_2024_grandmas_house.jpg', { type: 'image/jpeg' });
    const prepared = await prepareUpload(file);
    expect(prepared?.cleaned).toBe(true);
    expect(prepared?.file.name).toBe('photo.jpg');
    expect(prepared?.file.type).toBe('image/jpeg');
    const out = new Uint8Array(await (prepared?.file ?? file).arrayBuffer());
    expect(text(out)).not.toContain('GPS');
  });

  it('refuses a broken JPEG instead of uploading it with its metadata', async () => {
    const file = new File([jpegWithGps().slice(0, 40)], 'a.jpg', { type: 'image/jpeg' });
    expect(await prepareUpload(file)).toBeNull();
  });

  it('passes a video through unchanged and says it was not cleaned', async () => {
    const file = new File([new Uint8Array(bytesOf('....ftypmp42'))], 'clip.mp4', { type: 'video/mp4' });
    const prepared = await prepareUpload(file);
    expect(prepared).toEqual({ file, cleaned: false });
  });
});
