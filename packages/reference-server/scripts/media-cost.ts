/**
 * What the media store costs per upload: the same photos and videos uploaded one after another
 * to a server storing on local disk and to one storing in an S3-compatible bucket (s3rver, on
 * this machine), printing the time per upload and the S3 requests and bytes each one makes.
 * PGlite, 127.0.0.1 only, bounded; prints, asserts nothing.
 *
 *   npm run bench:media -w @childhood-memories/reference-server      # MEDIA_UPLOADS (default 20)
 */
import { endpoints } from '@childhood-memories/api-client';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

import { LocalMediaStore, S3MediaStore } from '../src/media-store.ts';
import { createTestBucket } from '../test/s3-support.ts';
import { exited, freePort, packageRoot, serverEnv, signUp, spawnEntry, waitForHealth } from './lib.ts';

const UPLOADS = Number(process.env.MEDIA_UPLOADS ?? 20);

// A phone-sized photo (12 MP would mostly measure sharp; 3 MP is what the editor sends after
// its own resize) and the 3 videos of the test fixtures.
const photo = await sharp({
  create: {
    width: 2000,
    height: 1500,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 85 })
  .toBuffer();
const video = readFileSync(path.join(packageRoot, 'test', 'fixtures', 'location.mp4'));

async function uploadTimes(base: string, token: string, bytes: Buffer, type: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < UPLOADS; i += 1) {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(bytes)], { type }), 'upload');
    const started = performance.now();
    const response = await fetch(`${base}${endpoints.uploadPhoto.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    const { temp_id: tempId } = (await response.json()) as { temp_id: string };
    times.push(performance.now() - started);
    // Keep under the 30 temporary photos a member may hold.
    await fetch(`${base}${endpoints.deleteTempPhoto.path}?temp_id=${tempId}`, {
      method: endpoints.deleteTempPhoto.method,
      headers: { authorization: `Bearer ${token}` },
    });
  }
  return times.sort((x, y) => x - y);
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;
const rows: string[] = [];
const bucket = await createTestBucket();
try {
  for (const store of ['local', 's3'] as const) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawnEntry('src/main.ts', {
      ...serverEnv(port),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cm-media-cost-')),
      DATABASE_URL: '',
      ...(store === 's3' ? bucket.env : {}),
    });
    try {
      await waitForHealth(base);
      const token = await signUp(base, `uploader${store}`);
      const photos = await uploadTimes(base, token, photo, 'image/jpeg');
      const videos = await uploadTimes(base, token, video, 'video/mp4');
      rows.push(
        `| ${store} | photo (${(photo.length / 1e6).toFixed(1)} MB in) | ${median(photos).toFixed(1)} | ${(photos.at(-1) ?? 0).toFixed(1)} |`,
        `| ${store} | video (${(video.length / 1e3).toFixed(0)} kB) | ${median(videos).toFixed(1)} | ${(videos.at(-1) ?? 0).toFixed(1)} |`,
      );
    } finally {
      server.kill('SIGTERM');
      await exited(server);
    }
  }
  // A 40 MB video's bytes, straight into each store (no HTTP, no stripping): S3's multipart upload.
  const big = Buffer.alloc(40 * 1024 * 1024, 7);
  const stores = [
    ['local', new LocalMediaStore(mkdtempSync(path.join(os.tmpdir(), 'cm-media-cost-')))],
    ['s3', new S3MediaStore(bucket.settings)],
  ] as const;
  for (const [name, store] of stores) {
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      await store.put(`bigvideobigvideo${i}.mp4`, big, 'video/mp4');
      times.push(performance.now() - started);
      await store.delete(`bigvideobigvideo${i}.mp4`);
    }
    times.sort((x, y) => x - y);
    rows.push(
      `| ${name} | 40 MB video, store only (5 times) | ${median(times).toFixed(1)} | ${(times.at(-1) ?? 0).toFixed(1)} |`,
    );
  }
} finally {
  await bucket.close();
}
console.info(`\n${UPLOADS} uploads each, one after another\n`);
console.info('| store | upload | median ms | slowest ms |');
console.info('| --- | --- | ---: | ---: |');
for (const row of rows) console.info(row);
console.info(
  '\nS3 requests per upload: a photo 2 PUTs (picture and thumbnail, sent together); a video up to 8 MiB 1 PUT; ' +
    'larger, 1 + parts (8 MiB each, 2 at a time) + 1 (a 50 MB video: 9). Each removal 1 DELETE (2 for a photo); ' +
    'each view 1 GET (or HEAD + GET for a suffix range).',
);
