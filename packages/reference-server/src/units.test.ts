import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractHashtags, tagSlug } from '@childhood-memories/api-client';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import * as reference from '@childhood-memories/api-client/reference-data';
import { parseRange } from './app.ts';
import { hashPassword, verifyPassword } from './auth/passwords.ts';
import { hashToken, safeEqual, signAccessToken, sixDigitCode, verifyAccessToken } from './auth/tokens.ts';
import { loadConfig } from './config.ts';
import { HttpError } from './errors.ts';
import { IMAGE_BYTES_MAX, sniffType, storeUpload, VIDEO_REFUSED } from './media.ts';
import { isMediaKey, LocalMediaStore, readMedia } from './media-store.ts';
import { stripVideoMetadata, VideoMetadataError } from './video-metadata.ts';
import { createRateLimiter, MemoryRateLimiter } from './rate-limit.ts';
import { tagOptionRows } from './seed/reference.ts';

describe('canonical reference data', () => {
  it('has stable, unique ids, each category in its own block', () => {
    const rows = tagOptionRows();
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const blocks: Record<string, [number, number]> = {
      age_ranges: [101, 199],
      sibling: [201, 299],
      person: [301, 399],
      person_action: [401, 599],
      risk_factor: [601, 699],
      chronic_adverse_events: [701, 799],
      sudden_adverse_events: [801, 899],
      feelings: [901, 999],
      needs: [1001, 1099],
      thoughts: [1101, 1199],
      childhood_effects_emotions: [1201, 1299],
      childhood_effects_health: [1301, 1399],
      childhood_effects_social: [1401, 1499],
    };
    for (const row of rows) {
      const [low, high] = blocks[row.category] ?? [0, -1];
      expect(row.id, `${row.category} ${row.label}`).toBeGreaterThanOrEqual(low);
      expect(row.id, `${row.category} ${row.label}`).toBeLessThanOrEqual(high);
    }
  });

  it('lists the twelve wizard categories in the spec’s order and numbers', () => {
    expect(reference.tagCategories.map((c) => [c.number, c.title])).toEqual([
      [1, 'Age'],
      [2, 'Siblings'],
      [4, "People's Actions"],
      [3, 'Risk Factors'],
      [5, 'Challenges'],
      [6, 'Shocks'],
      [7, 'Feelings'],
      [8, 'Needs'],
      [9, 'Thoughts'],
      [10, 'Changes'],
      [11, 'School'],
      [12, 'Health'],
    ]);
  });

  it('offers the five generations and the age bands, with "I don\'t remember"', () => {
    const generations = reference.ageRanges.filter((a) => a.options === 'generation').map((a) => a.name);
    expect(generations).toEqual([
      'Gen Z (born 1997-2012)',
      'Millennial (born 1981-1996)',
      'Gen X (born 1965-1980)',
      'Baby Boomers (born 1946-1964)',
      'Silent Generation (born 1928-1945)',
    ]);
    expect(reference.ageRanges.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Under 3', '3-5', '6-8', '9-12', '13-15', '16-18', "I don't remember"]),
    );
    expect(reference.riskFactors.map((r) => r.description)).toContain("I don't remember");
    expect(reference.healthEffects.map((r) => r.description)).toContain("I don't remember");
  });

  it('marks warm actions for happy memories and hard ones for unhappy memories; bittersweet gets both', () => {
    const forType = (mt: 1 | 2 | 3) =>
      reference.personActions.filter((a) => a.memory_types.includes(mt)).map((a) => a.description);
    expect(forType(1)).toEqual(
      expect.arrayContaining(['Comforted me', 'Played with me', 'Listened to me', 'Was proud of me']),
    );
    expect(forType(1)).not.toContain('Hit me');
    expect(forType(3)).toEqual(
      expect.arrayContaining([
        'Shouted at me',
        'Hit me',
        'Ignored my feelings',
        'Left me alone for long periods',
        'Touched me in ways that were not OK',
      ]),
    );
    expect(forType(3)).not.toContain('Comforted me');
    expect(forType(2)).toEqual(expect.arrayContaining(['Hit me', 'Comforted me']));
  });

  it('groups school effects as School, Adolescence and Other', () => {
    expect(new Set(reference.socialEffects.map((s) => s.optionType))).toEqual(
      new Set(['School', 'Adolescence', 'Other']),
    );
    for (const s of reference.socialEffects) expect(s.options).toBe(s.optionType);
  });

  it('has the content warnings in ui order, reactions 1-6 with 6 empathy, and an Other reason per report type', () => {
    expect(reference.contentWarnings.map((w) => w.description)).toEqual([
      'Physical abuse',
      'Emotional abuse',
      'Sexual abuse',
      'Neglect',
      'Self-harm',
      'Suicide',
      'Substance use',
      'Domestic violence',
      'Death or loss',
      'Bullying',
      'Eating difficulties',
      'Medical trauma',
    ]);
    expect(reference.reactionOptions.map((r) => [r.id, r.key])).toEqual([
      [1, 'compassion'],
      [2, 'like'],
      [3, 'sad'],
      [4, 'love'],
      [5, 'be_strong'],
      [6, 'empathy'],
    ]);
    for (const type of [1, 2] as const) {
      const others = reference.reportReasons.filter((r) => r.type === type && r.is_other);
      expect(others.map((r) => r.reason)).toEqual(['Other']);
    }
    expect(reference.feedbackOptions.map((f) => f.label)).toEqual(
      expect.arrayContaining(['Brave', 'Well written', 'Relatable', 'Helpful', 'Inspiring', 'Honest']),
    );
  });
});

describe('hashtags and slugs', () => {
  it('extracts hashtags as words after #, lower-cased, once each', () => {
    expect(extractHashtags('A #Summer day, #summer again and #sea_side! Not a#tag, not #123.')).toEqual([
      'summer',
      'sea_side',
    ]);
    expect(extractHashtags('Über #Großmutter')).toEqual(['großmutter']);
  });

  it('slugifies labels for tag links', () => {
    expect(tagSlug('Touched me in ways that were not OK')).toBe('touched-me-in-ways-that-were-not-ok');
    expect(tagSlug("I don't remember")).toBe('i-dont-remember');
    expect(tagSlug('Gen Z (born 1997-2012)')).toBe('gen-z-born-1997-2012');
  });
});

describe('photos', () => {
  it('sniffs types by magic bytes', () => {
    const pad = (bytes: number[] | string) =>
      Buffer.concat([
        typeof bytes === 'string' ? Buffer.from(bytes, 'binary') : Buffer.from(bytes),
        Buffer.alloc(16),
      ]);
    expect(sniffType(pad([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffType(pad('\x89PNG\r\n\x1a\n'))).toBe('png');
    expect(sniffType(pad('GIF89a'))).toBe('gif');
    expect(sniffType(pad('RIFF\0\0\0\0WEBP'))).toBe('webp');
    expect(sniffType(pad('\0\0\0\x18ftypheic'))).toBe('heif');
    expect(sniffType(pad('\0\0\0\x18ftypqt  '))).toBe('mov');
    expect(sniffType(pad([0x1a, 0x45, 0xdf, 0xa3]))).toBe('webm');
    expect(sniffType(pad('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  });

  it('only accepts keys it could have made', () => {
    expect(isMediaKey('abcdefghijklmnopqrstuvwx.jpg')).toBe(true);
    expect(isMediaKey('../../etc/passwd')).toBe(false);
    expect(isMediaKey('abcdefghijklmnopqrstuvwx.html')).toBe(false);
  });

  it('streams local files whole or by range, and reads the Range header players send', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-media-'));
    const store = new LocalMediaStore(dir);
    await store.put('abcdefghijklmnopqrstuvwx.mp4', Buffer.from('0123456789'));
    const whole = await store.get('abcdefghijklmnopqrstuvwx.mp4');
    expect(whole).toMatchObject({ status: 200, size: 10 });
    const part = await store.get('abcdefghijklmnopqrstuvwx.mp4', { start: 2, end: 4 });
    expect(part).toMatchObject({ status: 206, start: 2, end: 4, size: 10 });
    const tail = await store.get('abcdefghijklmnopqrstuvwx.mp4', { suffix: 3 });
    expect(tail).toMatchObject({ status: 206, start: 7, end: 9 });
    const text = async (object: typeof part) => {
      if (!object || object.status === 416) return null;
      let out = '';
      for await (const chunk of object.body) out += String(chunk);
      return out;
    };
    expect([await text(whole), await text(part), await text(tail)]).toEqual(['0123456789', '234', '789']);
    expect(await store.get('abcdefghijklmnopqrstuvwx.mp4', { start: 10 })).toEqual({ status: 416, size: 10 });
    expect(await store.get('abcdefghijklmnopqrstuvwy.mp4')).toBeNull();
    await store.ping();
    expect(parseRange('bytes=0-')).toEqual({ start: 0 });
    expect(parseRange('bytes=0-1')).toEqual({ start: 0, end: 1 });
    expect(parseRange('bytes=-500')).toEqual({ suffix: 500 });
    for (const ignored of [undefined, '', 'bytes=5-1', 'bytes=0-1,4-5', 'items=0-1', 'bytes=-', 'bytes=a-b'])
      expect(parseRange(ignored)).toBeNull();
    // A directory it cannot write to does not answer /healthz.
    writeFileSync(path.join(dir, 'not-a-dir'), '');
    await expect(new LocalMediaStore(path.join(dir, 'not-a-dir')).ping()).rejects.toThrow();
  });

  it('strips metadata, keeps a thumbnail, refuses too large photos with 413', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-media-'));
    const store = new LocalMediaStore(dir);
    const input = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#446' } })
      .jpeg()
      .withMetadata({ orientation: 8, exif: { IFD0: { Artist: 'A real name' } } })
      .toBuffer();
    const stored = await storeUpload(store, input);
    const image = await readMedia(store, stored.key);
    const thumb = await readMedia(store, stored.thumbKey ?? '');
    const meta = await sharp(image ?? Buffer.alloc(0)).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([100, 300, undefined, undefined]);
    expect(await sharp(thumb ?? Buffer.alloc(0)).metadata()).toMatchObject({
      width: 192,
      height: 192,
      format: 'webp',
    });
    const file = path.join(dir, stored.key.slice(0, 2), stored.key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file).includes(Buffer.from('A real name'))).toBe(false);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(IMAGE_BYTES_MAX)]);
    await expect(storeUpload(store, big)).rejects.toMatchObject({ status: 413, code: 'too_large' });
    await expect(storeUpload(store, Buffer.from('plain text, not a photo at all'))).rejects.toBeInstanceOf(
      HttpError,
    );
  });
});

/*
 * Video fixtures (test/fixtures) were made with ffmpeg from test patterns and carry what phones
 * and cameras write: location.mp4 (faststart, H.264 + AAC + a subtitle track saying where it was
 * filmed, `udta` with `loci` and a title), location.mov (QuickTime, movie header at the end,
 * Apple's `com.apple.quicktime.location.ISO6709` keys, make and model), location.webm (VP8 with
 * LOCATION and title tags and a track name).
 */
const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '..', 'test', 'fixtures', name));

/** A small reader of ISO boxes, independent of the one under test. */
function isoBoxes(
  bytes: Buffer,
  start = 0,
  end = bytes.length,
): { type: string; start: number; end: number }[] {
  const out: { type: string; start: number; end: number }[] = [];
  for (let at = start; at + 8 <= end;) {
    let size = bytes.readUInt32BE(at);
    if (size === 1) size = Number(bytes.readBigUInt64BE(at + 8));
    if (size === 0) size = end - at;
    out.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at, end: at + size });
    at += size;
  }
  return out;
}

function isoTree(bytes: Buffer, start = 0, end = bytes.length, prefix = ''): string[] {
  return isoBoxes(bytes, start, end).flatMap((box) => {
    const name = `${prefix}${box.type}`;
    const containers = ['moov', 'trak', 'mdia', 'minf', 'stbl', 'udta', 'edts', 'dinf'];
    const inner = containers.includes(box.type) ? isoTree(bytes, box.start + 8, box.end, `${name}/`) : [];
    return [name, ...inner];
  });
}

/** Each track's handler and its samples' bytes, read through stco, stsc and stsz. */
function isoTracks(bytes: Buffer): { handler: string; samples: Buffer[] }[] {
  const find = (start: number, end: number, type: string) =>
    isoBoxes(bytes, start, end).find((b) => b.type === type);
  const moov = find(0, bytes.length, 'moov');
  if (!moov) return [];
  return isoBoxes(bytes, moov.start + 8, moov.end)
    .filter((box) => box.type === 'trak')
    .map((trak) => {
      const mdia = find(trak.start + 8, trak.end, 'mdia');
      const hdlr = mdia && find(mdia.start + 8, mdia.end, 'hdlr');
      const minf = mdia && find(mdia.start + 8, mdia.end, 'minf');
      const stbl = minf && find(minf.start + 8, minf.end, 'stbl');
      const stco = stbl && find(stbl.start + 8, stbl.end, 'stco');
      const stsc = stbl && find(stbl.start + 8, stbl.end, 'stsc');
      const stsz = stbl && find(stbl.start + 8, stbl.end, 'stsz');
      if (!hdlr || !stco || !stsc || !stsz) throw new Error('incomplete track');
      const offsets = Array.from({ length: bytes.readUInt32BE(stco.start + 12) }, (_, i) =>
        bytes.readUInt32BE(stco.start + 16 + i * 4),
      );
      const runs = Array.from({ length: bytes.readUInt32BE(stsc.start + 12) }, (_, i) => ({
        first: bytes.readUInt32BE(stsc.start + 16 + i * 12),
        count: bytes.readUInt32BE(stsc.start + 20 + i * 12),
      }));
      const fixed = bytes.readUInt32BE(stsz.start + 12);
      const sizes = Array.from({ length: bytes.readUInt32BE(stsz.start + 16) }, (_, i) =>
        fixed !== 0 ? fixed : bytes.readUInt32BE(stsz.start + 20 + i * 4),
      );
      const samples: Buffer[] = [];
      offsets.forEach((offset, chunk) => {
        const run = runs.filter((r) => r.first <= chunk + 1).at(-1);
        let at = offset;
        for (let i = 0; i < (run?.count ?? 0); i += 1) {
          const size = sizes[samples.length] ?? 0;
          samples.push(bytes.subarray(at, at + size));
          at += size;
        }
      });
      return { handler: bytes.toString('latin1', hdlr.start + 16, hdlr.start + 20), samples };
    });
}

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

describe('video metadata', () => {
  it.each(['location.mp4', 'location.mov'])(
    '%s: drops location, titles, makes and data tracks, keeps every picture and sound sample',
    (name) => {
      const original = fixture(name);
      expect(has(original, 'loci') || has(original, 'ISO6709')).toBe(true);
      const stripped = stripVideoMetadata(original, name.endsWith('.mov') ? 'mov' : 'mp4');
      const tree = isoTree(stripped);
      expect(tree.filter((box) => /udta|meta|loci|©xyz|uuid|free|wide/.test(box))).toEqual([]);
      for (const text of ['loci', '+48.8584', '48.85837', 'Secret Lane', 'ISO6709', 'iPhone', 'Apple']) {
        expect(has(stripped, text), text).toBe(false);
      }
      // Only pictures and sound remain, each sample byte for byte where the offsets now say.
      const before = isoTracks(original);
      const after = isoTracks(stripped);
      expect(after.map((t) => t.handler)).toEqual(['vide', 'soun']);
      for (const track of after) {
        const source = before.find((t) => t.handler === track.handler);
        expect(track.samples.length).toBeGreaterThan(0);
        expect(track.samples).toEqual(source?.samples);
      }
      // Creation and modification times are gone too.
      const mvhd = isoBoxes(stripped, 8 + (isoBoxes(stripped).find((b) => b.type === 'moov')?.start ?? 0));
      expect(mvhd[0]?.type).toBe('mvhd');
      expect(stripped.readUInt32BE((mvhd[0]?.start ?? 0) + 12)).toBe(0);
    },
  );

  it('removes an XMP box and keeps offsets right when boxes before the media data go', () => {
    const original = fixture('location.mp4');
    const xmp = Buffer.from(
      '<x:xmpmeta><rdf:Description exif:GPSLatitude="48,51.5N" exif:GPSLongitude="2,17.7E"/></x:xmpmeta>',
    );
    const box = Buffer.alloc(24 + xmp.length);
    box.writeUInt32BE(box.length, 0);
    box.write('uuid', 4, 'latin1');
    Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex').copy(box, 8);
    xmp.copy(box, 24);
    const withXmp = Buffer.concat([original, box]);
    const stripped = stripVideoMetadata(withXmp, 'mp4');
    expect(has(stripped, 'GPSLatitude')).toBe(false);
    // The faststart layout moved the media data forward: the samples still line up.
    expect(isoTracks(stripped).map((t) => t.samples)).toEqual(
      isoTracks(original)
        .filter((t) => t.handler === 'vide' || t.handler === 'soun')
        .map((t) => t.samples),
    );
    expect(stripped.length).toBeLessThan(original.length);
  });

  it('webm: voids tags, title and track names in place, and keeps every cluster byte', () => {
    const original = fixture('location.webm');
    for (const text of ['LOCATION', '+48.8584', 'Secret Lane', 'Pixel 8'])
      expect(has(original, text)).toBe(true);
    const stripped = stripVideoMetadata(original, 'webm');
    for (const text of ['LOCATION', '+48.8584', 'Secret Lane', 'Pixel 8']) {
      expect(has(stripped, text), text).toBe(false);
    }
    expect(stripped.length).toBe(original.length);
    const cluster = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
    const clusters = original.indexOf(cluster);
    expect(clusters).toBeGreaterThan(0);
    expect(stripped.subarray(clusters).equals(original.subarray(clusters))).toBe(
      !has(original.subarray(clusters), 'LOCATION'),
    );
    expect(stripped.includes(cluster)).toBe(true);
  });

  it('refuses what it cannot rewrite with certainty, and the upload says so', async () => {
    const mp4 = fixture('location.mp4');
    const moov = isoBoxes(mp4).find((box) => box.type === 'moov');
    expect(() => stripVideoMetadata(mp4.subarray(0, (moov?.start ?? 0) + 200), 'mp4')).toThrow(
      VideoMetadataError,
    );
    const compressed = Buffer.from(mp4);
    compressed.write('cmov', (moov?.start ?? 0) + 12, 'latin1');
    expect(() => stripVideoMetadata(compressed, 'mp4')).toThrow(VideoMetadataError);
    const webm = fixture('location.webm');
    expect(() => stripVideoMetadata(webm.subarray(0, 60), 'webm')).toThrow(VideoMetadataError);
    const store = new LocalMediaStore(mkdtempSync(path.join(os.tmpdir(), 'cm-media-')));
    await expect(storeUpload(store, mp4.subarray(0, (moov?.start ?? 0) + 200))).rejects.toMatchObject({
      status: 400,
      message: VIDEO_REFUSED,
    });
  });
});

describe('auth primitives', () => {
  it('hashes passwords with scrypt and checks them', async () => {
    const hash = await hashPassword('correct horse', 1024);
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
  });

  it('signs short-lived access tokens naming their session, and refuses expired, foreign or altered ones', async () => {
    const secret = 'x'.repeat(40);
    expect(verifyAccessToken(signAccessToken(7, 'session-1', secret, 60), secret)).toMatchObject({
      sub: 7,
      sid: 'session-1',
      typ: 'access',
    });
    expect(verifyAccessToken(signAccessToken(7, 'session-1', secret, -1), secret)).toBeNull();
    expect(verifyAccessToken(signAccessToken(7, 'session-1', 'y'.repeat(40), 60), secret)).toBeNull();
    // Another algorithm, or a payload changed under the same signature, is refused.
    const [, payload, signature] = signAccessToken(7, 'session-1', secret, 60).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyAccessToken(`${none}.${payload}.${signature}`, secret)).toBeNull();
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 8 })).toString('base64url');
    const header = signAccessToken(7, 'session-1', secret, 60).split('.')[0];
    expect(verifyAccessToken(`${header}.${forged}.${signature}`, secret)).toBeNull();
    // A token made by the earlier signer (hono/jwt), without a session, is refused: its holder refreshes.
    const { sign } = await import('hono/jwt');
    const legacy = await sign(
      { sub: 7, typ: 'access', exp: Math.floor(Date.now() / 1000) + 60 },
      secret,
      'HS256',
    );
    expect(verifyAccessToken(legacy, secret)).toBeNull();
  });

  it('compares in constant time, hashes tokens and draws six-digit codes', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(hashToken('t')).toMatch(/^[0-9a-f]{64}$/);
    expect(sixDigitCode()).toMatch(/^\d{6}$/);
  });

  it('limits attempts per window in memory (PGlite) and says when to retry', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    const rule = { limit: 2, windowSeconds: 60 };
    await limiter.hit('b', 'k', rule);
    now = 1;
    await limiter.hit('b', 'k', rule);
    now = 1000;
    await expect(limiter.hit('b', 'k', rule)).rejects.toThrow(
      expect.objectContaining({ status: 429, retryAfter: 59 }),
    );
    // Another key and another rule count apart.
    await limiter.hit('b', 'other', rule);
    await limiter.hit('c', 'k', rule);
    now = 61_000;
    await limiter.hit('b', 'k', rule);
    // A successful log-in forgets its key; ended windows are swept.
    await limiter.hit('b', 'k', rule);
    await limiter.reset('b', 'k');
    await limiter.hit('b', 'k', rule);
    await limiter.hit('b', 'k', rule);
    now = 200_000;
    expect(await limiter.sweep()).toBe(3);
  });

  it('chooses the limiter by database: shared on PostgreSQL, in memory on PGlite, none when off', () => {
    const db = {} as Parameters<typeof createRateLimiter>[0]['db'];
    const options = { enabled: true, secret: 'test-secret-that-is-long-enough-for-hs256-0123456789' };
    expect(createRateLimiter({ kind: 'pglite', db }, options).kind).toBe('memory');
    expect(createRateLimiter({ kind: 'postgres', db }, options).kind).toBe('postgres');
    expect(createRateLimiter({ kind: 'postgres', db }, { ...options, enabled: false }).kind).toBe('off');
  });
});

describe('configuration', () => {
  it('reads the environment, and generates and keeps a JWT secret in DATA_DIR when none is set', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-config-'));
    const config = loadConfig({ DATA_DIR: dir, CORS_ORIGINS: 'https://a.example, https://b.example/' });
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      dataDir: dir,
      seedDemo: false,
      databaseUrl: undefined,
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(
      loadConfig({ DATA_DIR: dir, PORT: '9000', SEED_DEMO: '1', DATABASE_URL: 'postgres://x' }),
    ).toMatchObject({
      port: 9000,
      seedDemo: true,
      databaseUrl: 'postgres://x',
    });
  });

  it('keeps media on disk unless S3_BUCKET names a bucket, and reads the proxy and drain settings', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-config-'));
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      media: { kind: 'local' },
      trustProxy: 0,
      drainTimeoutMs: 10_000,
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        S3_BUCKET: 'cm-media',
        AWS_REGION: 'eu-west-3',
        S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
        S3_FORCE_PATH_STYLE: '1',
        S3_PREFIX: 'site-a/',
        TRUST_PROXY: '2',
        DRAIN_TIMEOUT: '25',
      }),
    ).toMatchObject({
      media: {
        kind: 's3',
        bucket: 'cm-media',
        region: 'eu-west-3',
        endpoint: 'https://account.r2.cloudflarestorage.com',
        forcePathStyle: true,
        prefix: 'site-a/',
      },
      trustProxy: 2,
      drainTimeoutMs: 25_000,
    });
    expect(
      loadConfig({ DATA_DIR: dir, S3_BUCKET: 'b', S3_REGION: 'auto', AWS_REGION: 'x' }).media,
    ).toMatchObject({
      region: 'auto',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
