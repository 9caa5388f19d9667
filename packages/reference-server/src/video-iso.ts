import { VideoMetadataError } from './video-metadata-error.ts';

/* ISO base media (MP4, MOV): see video-metadata.ts for what is kept and why. */

interface Box {
  type: string;
  start: number;
  /** Header length (8, or 16 with a 64-bit size; a `uuid` box's 16-byte user type counts too). */
  header: number;
  end: number;
  /** How the size was written: 'normal' (32-bit), 'large' (64-bit) or 'eof' (0: to the end of the file). */
  sizeKind: 'normal' | 'large' | 'eof';
}

/** Boxes kept at each level; everything else is removed (or blanked inside fragments). */
const KEEP: Record<string, ReadonlySet<string>> = {
  file: new Set(['ftyp', 'styp', 'moov', 'mdat', 'moof', 'sidx', 'ssix']),
  moov: new Set(['mvhd', 'trak', 'mvex', 'iods']),
  trak: new Set(['tkhd', 'tref', 'trgr', 'edts', 'mdia', 'tapt']),
  mdia: new Set(['mdhd', 'hdlr', 'minf', 'elng']),
  minf: new Set(['vmhd', 'smhd', 'hmhd', 'nmhd', 'sthd', 'gmhd', 'hdlr', 'dinf', 'stbl']),
  moof: new Set(['mfhd', 'traf', 'pssh']),
  traf: new Set(['tfhd', 'tfdt', 'trun', 'sbgp', 'sgpd', 'subs', 'saiz', 'saio', 'senc']),
};
/** Containers walked into; the others kept are copied whole (`stbl` is walked to patch offsets). */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'moof', 'traf']);
/** Boxes that start the fragmented part of a file: past the first, nothing may move. */
const FRAGMENT_BOXES = new Set(['moof', 'sidx', 'ssix', 'styp']);
/** Track handlers kept: pictures and sound. */
const KEPT_HANDLERS = new Set(['vide', 'soun']);

function readBoxes(buf: Buffer, start: number, end: number, topLevel: boolean): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at < end) {
    if (end - at < 8) {
      // A few stray bytes after the last box of a file are not a box; anywhere else they are damage.
      if (topLevel) break;
      throw new VideoMetadataError('a box header is cut short');
    }
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    let sizeKind: Box['sizeKind'] = 'normal';
    if (size === 1) {
      if (end - at < 16) throw new VideoMetadataError('a 64-bit box size is cut short');
      const large = buf.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) throw new VideoMetadataError(`the box ${type} overruns its container`);
      size = Number(large);
      header = 16;
      sizeKind = 'large';
    } else if (size === 0) {
      if (!topLevel) throw new VideoMetadataError(`the box ${type} has no size`);
      size = end - at;
      sizeKind = 'eof';
    }
    if (type === 'uuid') header += 16;
    if (size < header || at + size > end)
      throw new VideoMetadataError(`the box ${type} overruns its container`);
    boxes.push({ type, start: at, header, end: at + size, sizeKind });
    at += size;
  }
  return boxes;
}

function child(buf: Buffer, parent: Box, type: string): Box | undefined {
  return readBoxes(buf, parent.start + parent.header, parent.end, false).find((box) => box.type === type);
}

/** A full box's payload start (after version and flags). */
function fullBoxBody(box: Box): number {
  return box.start + box.header + 4;
}

function checkRange(buf: Buffer, box: Box, from: number, length: number): void {
  if (from < box.start + box.header || from + length > box.end || from + length > buf.length) {
    throw new VideoMetadataError(`the box ${box.type} is shorter than its entries`);
  }
}

/** The handler type of a track (`vide`, `soun`, `meta`, `text`, `sbtl`, …). */
function handlerOf(buf: Buffer, trak: Box): string {
  const mdia = child(buf, trak, 'mdia');
  const hdlr = mdia && child(buf, mdia, 'hdlr');
  if (!hdlr) throw new VideoMetadataError('a track has no handler');
  const at = fullBoxBody(hdlr) + 4;
  checkRange(buf, hdlr, at, 4);
  return buf.toString('latin1', at, at + 4);
}

function trackIdOf(buf: Buffer, trak: Box): number {
  const tkhd = child(buf, trak, 'tkhd');
  if (!tkhd) throw new VideoMetadataError('a track has no header');
  const version = buf[tkhd.start + tkhd.header] ?? 0;
  const at = fullBoxBody(tkhd) + (version === 1 ? 16 : 8);
  checkRange(buf, tkhd, at, 4);
  return buf.readUInt32BE(at);
}

/** The byte ranges of a track's samples, from its sample table (chunk offsets, sample-to-chunk, sizes). */
function sampleRanges(buf: Buffer, trak: Box): [number, number][] {
  const stbl = (() => {
    const mdia = child(buf, trak, 'mdia');
    const minf = mdia && child(buf, mdia, 'minf');
    return minf && child(buf, minf, 'stbl');
  })();
  if (!stbl) return [];
  const boxes = readBoxes(buf, stbl.start + stbl.header, stbl.end, false);
  const find = (type: string) => boxes.find((box) => box.type === type);
  const offsets: number[] = [];
  const stco = find('stco');
  const co64 = find('co64');
  if (stco) {
    const count = readCount(buf, stco, 4);
    for (let i = 0; i < count; i += 1) offsets.push(buf.readUInt32BE(fullBoxBody(stco) + 4 + i * 4));
  } else if (co64) {
    const count = readCount(buf, co64, 8);
    for (let i = 0; i < count; i += 1)
      offsets.push(Number(buf.readBigUInt64BE(fullBoxBody(co64) + 4 + i * 8)));
  }
  const sizes: number[] = [];
  const stsz = find('stsz');
  const stz2 = find('stz2');
  if (stsz) {
    const body = fullBoxBody(stsz);
    checkRange(buf, stsz, body, 8);
    const fixed = buf.readUInt32BE(body);
    const count = buf.readUInt32BE(body + 4);
    if (fixed !== 0) for (let i = 0; i < count; i += 1) sizes.push(fixed);
    else {
      checkRange(buf, stsz, body + 8, count * 4);
      for (let i = 0; i < count; i += 1) sizes.push(buf.readUInt32BE(body + 8 + i * 4));
    }
  } else if (stz2) {
    const body = fullBoxBody(stz2);
    checkRange(buf, stz2, body, 8);
    const bits = buf[body + 3] ?? 0;
    const count = buf.readUInt32BE(body + 4);
    checkRange(buf, stz2, body + 8, Math.ceil((count * bits) / 8));
    for (let i = 0; i < count; i += 1) {
      if (bits === 16) sizes.push(buf.readUInt16BE(body + 8 + i * 2));
      else if (bits === 8) sizes.push(buf[body + 8 + i] ?? 0);
      else if (bits === 4) sizes.push(((buf[body + 8 + (i >> 1)] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f);
      else throw new VideoMetadataError('a sample size table is not readable');
    }
  }
  const stsc = find('stsc');
  const runs: { firstChunk: number; samples: number }[] = [];
  if (stsc) {
    const count = readCount(buf, stsc, 12);
    for (let i = 0; i < count; i += 1) {
      const at = fullBoxBody(stsc) + 4 + i * 12;
      runs.push({ firstChunk: buf.readUInt32BE(at), samples: buf.readUInt32BE(at + 4) });
    }
  }
  const ranges: [number, number][] = [];
  let sample = 0;
  let run = -1;
  for (let chunk = 0; chunk < offsets.length; chunk += 1) {
    // Runs are sorted by their first chunk (1-based); each lasts until the next one starts.
    while (run + 1 < runs.length && (runs[run + 1]?.firstChunk ?? Infinity) <= chunk + 1) run += 1;
    const samplesInChunk = runs[run]?.samples ?? 0;
    let length = 0;
    for (let i = 0; i < samplesInChunk && sample < sizes.length; i += 1) {
      length += sizes[sample] ?? 0;
      sample += 1;
    }
    const offset = offsets[chunk] ?? 0;
    if (offset + length > buf.length) throw new VideoMetadataError('a chunk lies past the end of the file');
    if (length > 0) ranges.push([offset, offset + length]);
  }
  return ranges;
}

/** The entry count of a table box, checked against its length (`entrySize` bytes per entry). */
function readCount(buf: Buffer, box: Box, entrySize: number): number {
  const body = fullBoxBody(box);
  checkRange(buf, box, body, 4);
  const count = buf.readUInt32BE(body);
  checkRange(buf, box, body + 4, count * entrySize);
  return count;
}

interface IsoPlan {
  /** Byte ranges taken out of the file. */
  removed: [number, number][];
  /** Boxes overwritten in place with zero-filled `free` boxes. */
  blanked: Box[];
  /** Containers whose size field shrinks, by how much. */
  shrunk: Map<Box, number>;
  /** Chunk offset tables and fragment headers whose absolute offsets move. */
  offsetTables: Box[];
  fragmentHeaders: Box[];
  /** Creation and modification times to zero (`mvhd`, `tkhd`, `mdhd`). */
  timed: Box[];
  /** Sample bytes of dropped tracks, zeroed. */
  zeroed: [number, number][];
}

export function stripIsoMedia(buf: Buffer): Buffer {
  const top = readBoxes(buf, 0, buf.length, true);
  const moovs = top.filter((box) => box.type === 'moov');
  if (moovs.length !== 1) throw new VideoMetadataError('a video needs exactly one movie header');
  const moov = moovs[0] as Box;
  const firstFragment = top.find((box) => FRAGMENT_BOXES.has(box.type))?.start ?? Number.POSITIVE_INFINITY;
  const fragmented = top.some((box) => box.type === 'moof');
  const plan: IsoPlan = {
    removed: [],
    blanked: [],
    shrunk: new Map(),
    offsetTables: [],
    fragmentHeaders: [],
    timed: [],
    zeroed: [],
  };

  /** Removes a box (or blanks it where nothing may move), crediting its ancestors. */
  const drop = (box: Box, ancestors: Box[]) => {
    if (box.start >= firstFragment || ancestors.some((a) => a.type === 'moof')) {
      plan.blanked.push(box);
      return;
    }
    plan.removed.push([box.start, box.end]);
    for (const ancestor of ancestors)
      plan.shrunk.set(ancestor, (plan.shrunk.get(ancestor) ?? 0) + box.end - box.start);
  };

  const tracks = readBoxes(buf, moov.start + moov.header, moov.end, false).filter(
    (box) => box.type === 'trak',
  );
  const dropped = tracks.filter((trak) => !KEPT_HANDLERS.has(handlerOf(buf, trak)));
  if (dropped.length === tracks.length) throw new VideoMetadataError('the video has no picture or sound');
  if (fragmented && dropped.length > 0) {
    throw new VideoMetadataError('a fragmented video with a data track cannot be rewritten here');
  }
  const droppedIds = new Set(dropped.map((trak) => trackIdOf(buf, trak)));
  const droppedStarts = new Set(dropped.map((trak) => trak.start));

  const walk = (box: Box, ancestors: Box[]) => {
    if (box.type === 'mvhd' || box.type === 'tkhd' || box.type === 'mdhd') plan.timed.push(box);
    if (box.type === 'stco' || box.type === 'co64') plan.offsetTables.push(box);
    if (box.type === 'tfhd') plan.fragmentHeaders.push(box);
    if (!CONTAINERS.has(box.type)) return;
    const keep = KEEP[box.type];
    const path = [...ancestors, box];
    for (const inner of readBoxes(buf, box.start + box.header, box.end, false)) {
      // A compressed movie header hides every box behind zlib: nothing in it can be checked.
      if (inner.type === 'cmov') throw new VideoMetadataError('a compressed movie header cannot be read');
      const unwanted =
        (keep !== undefined && !keep.has(inner.type)) ||
        (inner.type === 'trak' && droppedStarts.has(inner.start)) ||
        (inner.type === 'tref' && droppedIds.size > 0);
      if (unwanted) drop(inner, path);
      else walk(inner, path);
    }
  };

  for (const box of top) {
    if (!(KEEP.file as ReadonlySet<string>).has(box.type)) drop(box, []);
    else walk(box, []);
  }
  for (const trak of dropped) plan.zeroed.push(...sampleRanges(buf, trak));
  return writeIsoMedia(buf, plan);
}

function writeIsoMedia(buf: Buffer, plan: IsoPlan): Buffer {
  const out = Buffer.from(buf);
  const removed = [...plan.removed].sort((a, b) => a[0] - b[0]);
  const shift = (offset: number): number => {
    let before = 0;
    for (const [start, end] of removed) {
      if (offset >= end) before += end - start;
      else if (offset >= start) throw new VideoMetadataError('a chunk offset points into removed metadata');
      else break;
    }
    return offset - before;
  };
  for (const table of plan.offsetTables) {
    const wide = table.type === 'co64';
    const count = readCount(buf, table, wide ? 8 : 4);
    for (let i = 0; i < count; i += 1) {
      const at = fullBoxBody(table) + 4 + i * (wide ? 8 : 4);
      if (wide) out.writeBigUInt64BE(BigInt(shift(Number(buf.readBigUInt64BE(at)))), at);
      else out.writeUInt32BE(shift(buf.readUInt32BE(at)), at);
    }
  }
  for (const tfhd of plan.fragmentHeaders) {
    const flags = buf.readUInt32BE(tfhd.start + tfhd.header) & 0xffffff;
    if (flags & 0x1) {
      const at = fullBoxBody(tfhd) + 4;
      checkRange(buf, tfhd, at, 8);
      out.writeBigUInt64BE(BigInt(shift(Number(buf.readBigUInt64BE(at)))), at);
    }
  }
  for (const box of plan.timed) {
    const body = box.start + box.header;
    const version = buf[body] ?? 0;
    const length = version === 1 ? 16 : 8;
    checkRange(buf, box, body + 4, length);
    out.fill(0, body + 4, body + 4 + length);
  }
  for (const [start, end] of plan.zeroed) out.fill(0, start, end);
  for (const [box, less] of plan.shrunk) {
    if (box.sizeKind === 'large') out.writeBigUInt64BE(BigInt(box.end - box.start - less), box.start + 8);
    else if (box.sizeKind === 'normal') out.writeUInt32BE(box.end - box.start - less, box.start);
  }
  for (const box of plan.blanked) {
    const typeAt = box.start + 4;
    out.write('free', typeAt, 'latin1');
    out.fill(0, box.sizeKind === 'large' ? box.start + 16 : box.start + 8, box.end);
  }
  const parts: Buffer[] = [];
  let at = 0;
  for (const [start, end] of removed) {
    parts.push(out.subarray(at, start));
    at = end;
  }
  parts.push(out.subarray(at));
  return Buffer.concat(parts);
}
