/*
 * What only the reference server can show: its media (re-encoding, signed links, content
 * sniffing, videos), a sibling process on PostgreSQL, the refresh cookie's origins, rate limits
 * and its OpenAPI document. The API's contract itself (every answer shape, status, bound and
 * privacy rule) is tests/contract/cases.ts, run here by tests/contract/server.contract.test.ts
 * and on the mock backend by tests/contract/mocks.contract.test.ts.
 */
import { createHttpClient, endpoints, type HttpClient } from '@childhood-memories/api-client';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';

import { expectApiError, payload, signUpMember } from '../../../tests/contract/cases.ts';
import { createRateLimiter, NoRateLimiter } from './rate-limit.ts';
import { createSiblingServer, serverForThisFile, TEST_BASE_URL } from './test-support.ts';

const server = serverForThisFile();

beforeEach(async () => {
  await server.reset();
});

function clientWith(token: string | null): HttpClient {
  return createHttpClient({ baseUrl: TEST_BASE_URL, getAccessToken: () => token, fetch: server.fetch });
}

const member = (name: string) => signUpMember(clientWith, name);

async function photoWithExif(): Promise<Blob> {
  const jpeg = await sharp({
    create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 80, b: 60 } },
  })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Home address 1 Secret Lane' } } })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

/** A video made with ffmpeg that carries a location (see units.test.ts). */
function fixture(name: string): Buffer {
  return readFileSync(path.join(import.meta.dirname, '..', 'test', 'fixtures', name));
}

async function fetchBytes(
  url: string,
): Promise<{ status: number; type: string | null; nosniff: string | null; bytes: Buffer }> {
  const response = await server.fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    nosniff: response.headers.get('x-content-type-options'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('photos', () => {
  it('re-encodes uploads without metadata and applies orientation', async () => {
    const ada = await member('ada');
    const uploaded = await ada.client.uploadPhoto(await photoWithExif());
    const stored = await fetchBytes(uploaded.image);
    expect(stored.status).toBe(200);
    expect(stored.type).toBe('image/jpeg');
    expect(stored.nosniff).toBe('nosniff');
    const meta = await sharp(stored.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(stored.bytes.includes(Buffer.from('Secret Lane'))).toBe(false);
  });

  it('serves photos only through signed links that expire', async () => {
    const ada = await member('ada');
    const uploaded = await ada.client.uploadPhoto(await photoWithExif());
    const link = new URL(uploaded.image);
    expect(link.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
    const served = await server.fetch(uploaded.image);
    const maxAge = Number(/max-age=(\d+)/.exec(served.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(3600);
    expect(maxAge).toBeLessThanOrEqual(7200);

    const unsigned = new URL(link.pathname, link.origin).href;
    expect((await fetchBytes(unsigned)).status).toBe(404);
    const tampered = new URL(link);
    tampered.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await fetchBytes(tampered.href)).status).toBe(404);
    const otherFile = await ada.client.uploadPhoto(await photoWithExif());
    const swapped = new URL(otherFile.image);
    swapped.searchParams.set('signature', link.searchParams.get('signature') ?? '');
    expect((await fetchBytes(swapped.href)).status).toBe(404);

    server.advanceClock(2 * 3600 * 1000);
    expect((await fetchBytes(uploaded.image)).status).toBe(404);
    const [fresh] = await ada.client.listTempPhotos();
    expect(fresh?.image_url).not.toBe(uploaded.image);
    expect((await fetchBytes(fresh?.image_url ?? '')).status).toBe(200);
  });

  it('decides the type by content, not by name, and refuses what is not a photo or video', async () => {
    const ada = await member('ada');
    const disguised = new Blob(['<html><script>alert(1)</script></html>'.repeat(4)], { type: 'image/png' });
    const error = await expectApiError(ada.client.uploadPhoto(disguised), 400);
    expect(error.detail).toMatch(/not supported/);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const named = await ada.client.uploadPhoto(new Blob([new Uint8Array(png)], { type: 'image/jpeg' }));
    expect((await fetchBytes(named.image)).type).toBe('image/png');
    const video = fixture('location.mov');
    const stored = await ada.client.uploadPhoto(new Blob([new Uint8Array(video)], { type: 'image/jpeg' }));
    expect((await fetchBytes(stored.image)).type).toBe('video/quicktime');
  });

  it('stores videos without their location, and refuses one it cannot clean with a sentence the member reads', async () => {
    const ada = await member('ada');
    for (const [name, type] of [
      ['location.mp4', 'video/mp4'],
      ['location.mov', 'video/quicktime'],
      ['location.webm', 'video/webm'],
    ] as const) {
      const original = fixture(name);
      const uploaded = await ada.client.uploadPhoto(new Blob([new Uint8Array(original)], { type }));
      const served = await fetchBytes(uploaded.image);
      expect(served.type).toBe(type);
      for (const text of ['+48.8584', '48.85837', 'Secret Lane', 'ISO6709', 'iPhone', 'Pixel 8']) {
        expect(served.bytes.includes(Buffer.from(text)), `${name}: ${text}`).toBe(false);
      }
      expect(served.bytes.length).toBeGreaterThan(original.length / 2);
    }
    // A video whose container cannot be rewritten with certainty is never stored.
    const broken = fixture('location.mp4').subarray(0, 600);
    const error = await expectApiError(ada.client.uploadPhoto(new Blob([new Uint8Array(broken)])), 400);
    expect(error.detail).toBe(
      'We could not remove hidden details such as the location from this video, so it was not uploaded. Please try another video, or a photo.',
    );
    expect(await ada.client.listTempPhotos()).toHaveLength(3);
  });
});

describe('notification polling across changes', () => {
  it.runIf(process.env.DATABASE_URL)(
    'sees changes and log-outs made through another server process on the same database',
    async () => {
      const sibling = await createSiblingServer(server);
      try {
        // Both cache members: only the change feed can tell one of the other's writes.
        expect(sibling.deps.database.changes.reliable).toBe(true);
        expect(server.deps.database.changes.reliable).toBe(true);
        const ada = await member('ada');
        const bo = await member('bo');
        const memory = await ada.client.createMemory(payload());
        const url = `${TEST_BASE_URL}${endpoints.getUnseenNotificationCount.path}`;
        const headers = { authorization: `Bearer ${ada.session.access}` };
        const first = await sibling.fetch(url, { headers });
        const etag = first.headers.get('etag') ?? '';
        expect((await sibling.fetch(url, { headers: { ...headers, 'if-none-match': etag } })).status).toBe(
          304,
        );
        // Written through this process, polled through the other one.
        await bo.client.createEmpathy({ shareable_link: memory.shareable_link });
        await expect
          .poll(
            async () => (await sibling.fetch(url, { headers: { ...headers, 'if-none-match': etag } })).status,
          )
          .toBe(200);
        // The feed and a memory's detail, cached there, follow a write here.
        const feedThere = async () =>
          (
            (await (await sibling.fetch(`${TEST_BASE_URL}${endpoints.getFeed.path}`)).json()) as {
              count: number;
            }
          ).count;
        expect(await feedThere()).toBe(1);
        await ada.client.createMemory(payload({ title: 'Another' }));
        await expect.poll(feedThere).toBe(2);
        const detailThere = async () =>
          (
            (await (
              await sibling.fetch(
                `${TEST_BASE_URL}${endpoints.getMemoryByLink.path.replace('{shareable_link}', memory.shareable_link)}`,
              )
            ).json()) as { counts: { comments: number } }
          ).counts.comments;
        expect(await detailThere()).toBe(0);
        await bo.client.createComment({ shareable_link: memory.shareable_link, content: 'Thank you.' });
        await expect.poll(detailThere).toBe(1);
        // A log-out here ends the access token there too.
        expect((await sibling.fetch(url, { headers })).status).toBe(200);
        await ada.client.logOut();
        await expect.poll(async () => (await sibling.fetch(url, { headers })).status).toBe(401);
      } finally {
        await sibling.close();
      }
    },
  );
});

describe('auth and account', () => {
  it('does not log out by the refresh cookie alone from another site', async () => {
    const ada = await member('ada');
    const logOutWith = (refresh: string, origin?: string) =>
      server.fetch(`${TEST_BASE_URL}${endpoints.logOut.path}`, {
        method: 'POST',
        headers: {
          cookie: `refresh_token=${encodeURIComponent(refresh)}`,
          ...(origin === undefined ? {} : { origin }),
        },
      });
    // What a page on another site can make a browser send: the cookie, no token, its own origin.
    expect((await logOutWith(ada.session.refresh, 'https://evil.example')).status).toBe(403);
    expect((await logOutWith(ada.session.refresh, 'null')).status).toBe(403);
    expect((await logOutWith(ada.session.refresh)).status).toBe(403);
    expect((await ada.client.getCurrentUser()).username).toBe('ada');
    const rotated = await clientWith(null).refreshToken(ada.session.refresh);
    // From the site itself, or a partner it lists, the cookie is enough.
    expect((await logOutWith(rotated.refresh ?? '', 'https://site.test')).status).toBe(204);
    await expectApiError(clientWith(null).refreshToken(rotated.refresh ?? ''), 401);
    await expectApiError(clientWith(rotated.access).getCurrentUser(), 401);
    const again = await clientWith(null).logIn({ email: ada.email, password: ada.password });
    expect((await logOutWith(again.refresh, 'https://partner.example')).status).toBe(204);
    await expectApiError(clientWith(null).refreshToken(again.refresh), 401);
  });

  it('rate-limits log-in with 429 and Retry-After', async () => {
    const ada = await member('ada');
    // The limiter this database gets: shared in PostgreSQL there, in memory on PGlite.
    server.deps.limiter = createRateLimiter(server.deps.database, {
      enabled: true,
      secret: server.deps.config.jwtSecret,
    });
    expect(server.deps.limiter.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'memory');
    try {
      const visitor = clientWith(null);
      for (let i = 0; i < 10; i += 1)
        await expectApiError(visitor.logIn({ email: ada.email, password: 'wrong-password' }), 401);
      const limited = await expectApiError(visitor.logIn({ email: ada.email, password: ada.password }), 429);
      expect(limited.retryAfter).toBeGreaterThan(0);
      for (let i = 0; i < 10; i += 1) await ada.client.verifyPassword(ada.password);
      await expectApiError(ada.client.verifyPassword(ada.password), 429);
      // Behind one proxy, the address is the one it appended: a client's own entries to the left
      // of it cannot buy a fresh window per guess.
      server.deps.config.trustProxy = 1;
      const signUp = (i: number, forwarded: string) =>
        server.fetch(`${TEST_BASE_URL}${endpoints.signUp.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
          body: JSON.stringify({
            username: `guest${i}`,
            email: `guest${i}@example.com`,
            password: 'password-1',
          }),
        });
      for (let i = 0; i < 10; i += 1) expect((await signUp(i, `10.9.9.${i}, 198.51.100.7`)).status).toBe(201);
      const spoofed = await signUp(10, '10.9.9.99, 198.51.100.7');
      expect(spoofed.status).toBe(429);
      expect(Number(spoofed.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect((await signUp(11, '198.51.100.8')).status).toBe(201);
    } finally {
      server.deps.limiter = new NoRateLimiter();
      server.deps.config.trustProxy = 0;
    }
  });
});

describe('the whole table', () => {
  it('serves /healthz and an OpenAPI document with every endpoint', async () => {
    const health = await server.fetch(`${TEST_BASE_URL}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ok',
      database: { kind: server.deps.database.kind, status: 'ok' },
      media: { kind: 'local', status: 'ok' },
    });
    // Once SIGTERM arrived, the load balancer is told to send nothing more.
    server.deps.draining = true;
    try {
      const draining = await server.fetch(`${TEST_BASE_URL}/healthz`);
      expect([draining.status, ((await draining.json()) as { status: string }).status]).toEqual([
        503,
        'draining',
      ]);
    } finally {
      server.deps.draining = false;
    }
    const doc = (await (await server.fetch(`${TEST_BASE_URL}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(endpoints).sort());
    // Partners read the bounds there too: a path id is a whole number from 1 to 2 147 483 647.
    const hide = doc.paths[endpoints.hideComment.path]?.get as unknown as {
      parameters: { name: string; schema: { pattern?: string; allOf?: { pattern?: string }[] } }[];
    };
    const id = hide.parameters.find((p) => p.name === 'id')?.schema;
    const patterns = [id?.pattern, ...(id?.allOf ?? []).map((part) => part.pattern)].filter(
      (pattern): pattern is string => pattern !== undefined,
    );
    expect(patterns.length).toBeGreaterThan(0);
    const accepted = (value: string) => patterns.every((pattern) => new RegExp(pattern).test(value));
    expect(['1', '42', '2147483647'].map(accepted)).toEqual([true, true, true]);
    expect(['0', '-1', '01', '2147483648', '9999999999', '1.5'].map(accepted)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
