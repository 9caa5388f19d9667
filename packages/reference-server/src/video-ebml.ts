import { VideoMetadataError } from './video-metadata-error.ts';

/* EBML (WebM, Matroska): see video-metadata.ts for what is voided and why. */

const EBML = {
  header: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  cluster: 0x1f43b675,
  cues: 0x1c53bb6b,
  chapters: 0x1043a770,
  attachments: 0x1941a469,
  tags: 0x1254c367,
  void: 0xec,
  crc32: 0xbf,
} as const;

/** Segment children that end an element of unknown size. */
const SEGMENT_CHILDREN = new Set<number>([
  EBML.seekHead,
  EBML.info,
  EBML.tracks,
  EBML.cluster,
  EBML.cues,
  EBML.chapters,
  EBML.attachments,
  EBML.tags,
]);
/** Segment children voided whole. */
const VOIDED_MASTERS = new Set<number>([EBML.tags, EBML.attachments, EBML.chapters]);
/** Info children voided: title, date, file names, links to other files. */
const VOIDED_INFO = new Set<number>([0x7ba9, 0x4461, 0x7384, 0x3c83bb, 0x3e83bb, 0x3cb923, 0x3eb923]);
/** TrackEntry children voided: the track's name. */
const VOIDED_TRACK = new Set<number>([0x536e]);

interface Element {
  id: number;
  start: number;
  dataStart: number;
  /** End of the element; for an unknown size, where the next sibling level starts. */
  end: number;
}

function readId(buf: Buffer, at: number): { id: number; length: number } {
  const first = buf[at];
  if (first === undefined || first === 0) throw new VideoMetadataError('an element id is not readable');
  const length = Math.clz32(first) - 23;
  if (length > 4 || at + length > buf.length) throw new VideoMetadataError('an element id is not readable');
  let id = 0;
  for (let i = 0; i < length; i += 1) id = id * 256 + (buf[at + i] ?? 0);
  return { id, length };
}

function readSize(buf: Buffer, at: number): { size: number | null; length: number } {
  const first = buf[at];
  if (first === undefined || first === 0) throw new VideoMetadataError('an element size is not readable');
  const length = Math.clz32(first) - 23;
  if (at + length > buf.length) throw new VideoMetadataError('an element size is cut short');
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = buf[at + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { size: allOnes ? null : value, length };
}

/** The children of a master element between `start` and `end` (unknown sizes end at a segment child). */
function readElements(buf: Buffer, start: number, end: number, unknownSizeAllowed: boolean): Element[] {
  const elements: Element[] = [];
  let at = start;
  while (at < end) {
    const { id, length: idLength } = readId(buf, at);
    const { size, length: sizeLength } = readSize(buf, at + idLength);
    const dataStart = at + idLength + sizeLength;
    let elementEnd: number;
    if (size === null) {
      if (!unknownSizeAllowed || (id !== EBML.segment && id !== EBML.cluster))
        throw new VideoMetadataError('an element of unknown size cannot be rewritten');
      elementEnd = id === EBML.segment ? end : unknownClusterEnd(buf, dataStart, end);
    } else {
      elementEnd = dataStart + size;
    }
    if (elementEnd > end) throw new VideoMetadataError('an element overruns its parent');
    elements.push({ id, start: at, dataStart, end: elementEnd });
    at = elementEnd;
  }
  return elements;
}

/** Where a cluster of unknown size (a live recording) ends: at the next segment-level element. */
function unknownClusterEnd(buf: Buffer, start: number, end: number): number {
  let at = start;
  while (at < end) {
    const { id, length: idLength } = readId(buf, at);
    if (SEGMENT_CHILDREN.has(id)) return at;
    const { size, length: sizeLength } = readSize(buf, at + idLength);
    if (size === null) throw new VideoMetadataError('an element of unknown size cannot be rewritten');
    at += idLength + sizeLength + size;
  }
  if (at > end) throw new VideoMetadataError('an element overruns its parent');
  return end;
}

/** Overwrites an element with a Void element of exactly the same length. */
function writeVoid(out: Buffer, element: { start: number; end: number }): void {
  const total = element.end - element.start;
  out.fill(0, element.start, element.end);
  out[element.start] = EBML.void;
  if (total - 2 <= 126) {
    out[element.start + 1] = 0x80 | (total - 2);
  } else {
    // An 8-byte size: 0x01 then seven bytes of the payload length.
    let payload = total - 9;
    out[element.start + 1] = 0x01;
    for (let i = 8; i >= 2; i -= 1) {
      out[element.start + i] = payload % 256;
      payload = Math.floor(payload / 256);
    }
  }
}

export function stripMatroska(buf: Buffer): Buffer {
  const out = Buffer.from(buf);
  const top = readElements(buf, 0, buf.length, true);
  const header = top[0];
  if (!header || header.id !== EBML.header) throw new VideoMetadataError('the file has no EBML header');
  const docType = readElements(buf, header.dataStart, header.end, false).find((e) => e.id === EBML.docType);
  const kind = docType ? buf.toString('latin1', docType.dataStart, docType.end) : '';
  if (kind !== 'webm' && kind !== 'matroska')
    throw new VideoMetadataError('the file is not WebM or Matroska');
  for (const element of top.slice(1)) {
    if (element.id === EBML.void) continue;
    if (element.id !== EBML.segment)
      throw new VideoMetadataError('the file has an unknown top-level element');
    stripSegment(buf, out, element);
  }
  return out;
}

function stripSegment(buf: Buffer, out: Buffer, segment: Element): void {
  const children = readElements(buf, segment.dataStart, segment.end, true);
  /** Voids some children of a master; when any goes, its CRC-32 (now wrong) goes too. */
  const voidChildren = (master: Element, ids: ReadonlySet<number>): void => {
    const inner = readElements(buf, master.dataStart, master.end, false);
    const doomed = inner.filter((element) => ids.has(element.id));
    if (doomed.length === 0) return;
    for (const element of [...doomed, ...inner.filter((element) => element.id === EBML.crc32)])
      writeVoid(out, element);
  };
  for (const element of children) {
    if (VOIDED_MASTERS.has(element.id)) writeVoid(out, element);
    else if (element.id === EBML.info) voidChildren(element, VOIDED_INFO);
    else if (element.id === EBML.tracks) {
      for (const entry of readElements(buf, element.dataStart, element.end, false)) {
        if (entry.id === EBML.trackEntry) voidChildren(entry, VOIDED_TRACK);
      }
    } else if (element.id === EBML.seekHead) {
      // Index entries pointing at what was voided would point at a Void now.
      const seeks = readElements(buf, element.dataStart, element.end, false);
      const stale = seeks.filter((seek) => {
        if (seek.id !== EBML.seek) return false;
        const target = readElements(buf, seek.dataStart, seek.end, false).find((e) => e.id === EBML.seekId);
        if (!target) return false;
        let id = 0;
        for (let i = target.dataStart; i < target.end; i += 1) id = id * 256 + (buf[i] ?? 0);
        return VOIDED_MASTERS.has(id);
      });
      if (stale.length > 0) {
        for (const seek of [...stale, ...seeks.filter((e) => e.id === EBML.crc32)]) writeVoid(out, seek);
      }
    }
  }
}
