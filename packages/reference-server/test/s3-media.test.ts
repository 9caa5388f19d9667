/**
 * The S3 media store against an S3-compatible server (s3rver: the one `.ci/run` starts, or one
 * started here), alone and behind the server's routes: what reaches the bucket, how it is
 * streamed out, and that the bucket never decides who sees a photo.
 */
import { createHttpClient, Privacy, type HttpClient } from '@childhood-memories/api-client';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { expectApiError, payload, signUpMember } from '../../../tests/contract/cases.ts';
import { readMedia, S3MediaStore, S3_PART_BYTES } from '../src/media-store.ts';
import { createTestServer, TEST_BASE_URL, type TestServer } from '../src/test-support.ts';
import { createTestBucket, type TestBucket } from './s3-support.ts';

let bucket: TestBucket;
let server: TestServer;

beforeAll(async () => {
  bucket = await createTestBucket();
  server = await createTestServer({ media: { kind: 's3', ...bucket.settings } });
}, 180_000);
afterAll(async () => {
  await server?.close();
  await bucket?.close();
});
beforeEach(async () => {
  await server.reset();
});

/** The S3 requests a store sends, by command name. */
function countRequests(store: S3MediaStore): string[] {
  const sent: string[] = [];
  store.client.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push(context.commandName ?? '?');
      return next(args);
    },
    { step: 'initialize', name: `count-${Math.random()}` },
  );
  return sent;
}

async function collect(body: Readable): Promise<{ bytes: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

async function objectBytes(key: string): Promise<Buffer | null> {
  try {
    const answer = await bucket.client.send(
      new GetObjectCommand({ Bucket: bucket.settings.bucket, Key: `${bucket.settings.prefix}${key}` }),
    );
    return Buffer.from(await answer.Body!.transformToByteArray());
  } catch {
    return null;
  }
}

describe('S3MediaStore', () => {
  it('puts, streams whole files and ranges, answers 416 past the end, and deletes', async () => {
    const store = new S3MediaStore(bucket.settings);
    const sent = countRequests(store);
    const small = Buffer.from('a small photo, as bytes');
    await store.put('abcdefghijklmnopqrstuvwx.jpg', small, 'image/jpeg');
    // One PUT under the key's prefix, with the type the server decided.
    expect(sent).toEqual(['PutObjectCommand']);
    const head = await bucket.client.send(
      new HeadObjectCommand({ Bucket: bucket.settings.bucket, Key: 'media/abcdefghijklmnopqrstuvwx.jpg' }),
    );
    expect([head.ContentType, head.ContentLength]).toEqual(['image/jpeg', small.length]);
    expect(await readMedia(store, 'abcdefghijklmnopqrstuvwx.jpg')).toEqual(small);
    const part = await store.get('abcdefghijklmnopqrstuvwx.jpg', { start: 2, end: 6 });
    expect(part).toMatchObject({ status: 206, start: 2, end: 6, size: small.length });
    if (part?.status !== 206) throw new Error('expected a range');
    expect((await collect(part.body)).bytes.toString()).toBe('small');
    const tail = await store.get('abcdefghijklmnopqrstuvwx.jpg', { suffix: 5 });
    if (tail?.status !== 206) throw new Error('expected a range');
    expect((await collect(tail.body)).bytes.toString()).toBe('bytes');
    expect(await store.get('abcdefghijklmnopqrstuvwx.jpg', { start: 500 })).toEqual({
      status: 416,
      size: small.length,
    });
    await store.delete('abcdefghijklmnopqrstuvwx.jpg');
    expect(await store.get('abcdefghijklmnopqrstuvwx.jpg')).toBeNull();
    expect(await store.get('neverstoredneverstored.png')).toBeNull();
    // Keys are checked here too: nothing outside the media namespace is ever asked for.
    await expect(store.get('../../secret')).rejects.toThrow('invalid media key');
    await store.ping();
  });

  it('sends a large video in parts and streams it back without holding it whole', async () => {
    const store = new S3MediaStore(bucket.settings);
    const sent = countRequests(store);
    const video = Buffer.alloc(2 * S3_PART_BYTES + 1234);
    for (let i = 0; i < video.length; i += 4096) video[i] = i % 251;
    await store.put('largevideolargevideo.mp4', video, 'video/mp4');
    expect(sent.filter((c) => c === 'UploadPartCommand')).toHaveLength(3);
    expect(sent.filter((c) => c !== 'UploadPartCommand').sort()).toEqual([
      'CompleteMultipartUploadCommand',
      'CreateMultipartUploadCommand',
    ]);
    const file = await store.get('largevideolargevideo.mp4');
    if (file?.status !== 200) throw new Error('expected the whole file');
    expect(file.size).toBe(video.length);
    const read = await collect(file.body);
    expect(read.bytes.equals(video)).toBe(true);
    // It arrived as a stream of many chunks, not one buffer.
    expect(read.chunks).toBeGreaterThan(10);
    await store.delete('largevideolargevideo.mp4');
  });

  it('reports an unreachable store, for /healthz', async () => {
    const gone = new S3MediaStore({ ...bucket.settings, endpoint: 'http://127.0.0.1:9' }, { maxAttempts: 1 });
    await expect(gone.ping()).rejects.toThrow();
    const missing = new S3MediaStore({ ...bucket.settings, bucket: 'no-such-bucket-here' });
    await expect(missing.ping()).rejects.toThrow();
  });
});

describe('the server on S3', () => {
  function clientWith(token: string | null): HttpClient {
    return createHttpClient({ baseUrl: TEST_BASE_URL, getAccessToken: () => token, fetch: server.fetch });
  }
  const member = (name: string) => signUpMember(clientWith, name);
  const keyOf = (url: string) => new URL(url).pathname.replace('/media/', '');

  it('says at /healthz that the database and the bucket answer', async () => {
    const health = await server.fetch(`${TEST_BASE_URL}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ok',
      database: { kind: server.deps.database.kind, status: 'ok' },
      media: { kind: 's3', status: 'ok' },
    });
    const real = server.deps.media;
    server.deps.media = new S3MediaStore({ ...bucket.settings, bucket: 'no-such-bucket-here' });
    try {
      const down = await server.fetch(`${TEST_BASE_URL}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({
        status: 'unavailable',
        media: { kind: 's3', status: 'unavailable' },
      });
    } finally {
      server.deps.media = real;
    }
  });

  it('uploads photos already stripped of their metadata, and serves them only through its signed links', async () => {
    const ada = await member('ada');
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c85' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Home address 1 Secret Lane' } } })
      .toBuffer();
    const uploaded = await ada.client.uploadPhoto(new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }));
    // What the bucket holds was re-encoded here first: no EXIF, no address, orientation applied.
    const inBucket = await objectBytes(keyOf(uploaded.image));
    expect(inBucket).not.toBeNull();
    expect(inBucket!.includes(Buffer.from('Secret Lane'))).toBe(false);
    const meta = await sharp(inBucket!).metadata();
    expect([meta.exif, meta.width, meta.height]).toEqual([undefined, 20, 40]);
    // And its thumbnail, made here too: two objects per photo.
    const listed = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.settings.bucket }));
    expect((listed.Contents ?? []).map((o) => o.Key?.replace(/^media\/[\w-]+/, ''))).toEqual(
      expect.arrayContaining(['.jpg', '.webp']),
    );
    const served = await server.fetch(uploaded.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-length')).toBe(String(inBucket!.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(inBucket!)).toBe(true);

    // The memory becomes Only me: the link ends at once though the object is still in the bucket.
    const memory = await ada.client.createMemory(payload({ image_list: [uploaded.temp_id] }));
    const bo = await member('bo');
    const seen = await bo.client.getMemoryByLink(memory.shareable_link);
    const link = seen.photos?.[0]?.url ?? '';
    expect((await server.fetch(link)).status).toBe(200);
    await ada.client.updateMemory(
      memory.hashId,
      payload({ image_list: [uploaded.temp_id], privacy: Privacy.OnlyMe }),
    );
    expect((await server.fetch(link)).status).toBe(404);
    expect(await objectBytes(keyOf(link))).not.toBeNull();
    await expectApiError(bo.client.getMemoryByLink(memory.shareable_link), 404);
  });

  it('streams a video by ranges, as players ask for it, and removes objects with their photo', async () => {
    const ada = await member('ada');
    const original = readFileSync(path.join(import.meta.dirname, 'fixtures', 'location.mp4'));
    const uploaded = await ada.client.uploadPhoto(
      new Blob([new Uint8Array(original)], { type: 'video/mp4' }),
    );
    const stored = await objectBytes(keyOf(uploaded.image));
    expect(stored).not.toBeNull();
    const whole = await server.fetch(uploaded.image);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(stored!)).toBe(true);
    const head = await server.fetch(uploaded.image, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(stored!.length)]);
    const first = await server.fetch(uploaded.image, { headers: { range: 'bytes=0-1' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-1/${stored!.length}`);
    expect(Buffer.from(await first.arrayBuffer()).equals(stored!.subarray(0, 2))).toBe(true);
    const rest = await server.fetch(uploaded.image, { headers: { range: 'bytes=100-' } });
    expect(rest.status).toBe(206);
    expect(Buffer.from(await rest.arrayBuffer()).equals(stored!.subarray(100))).toBe(true);
    const past = await server.fetch(uploaded.image, { headers: { range: `bytes=${stored!.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${stored!.length}`);
    // A range on a link that does not verify is still 404: the range never reaches the store.
    const unsigned = uploaded.image.replace(/\?.*$/, '');
    expect((await server.fetch(unsigned, { headers: { range: 'bytes=0-1' } })).status).toBe(404);

    await ada.client.deleteTempPhoto(uploaded.temp_id);
    expect(await objectBytes(keyOf(uploaded.image))).toBeNull();
    expect((await server.fetch(uploaded.image)).status).toBe(404);
  });
});
