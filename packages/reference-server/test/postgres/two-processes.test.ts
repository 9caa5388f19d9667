/**
 * Two server processes on one PostgreSQL database and one S3-compatible bucket, behind a small
 * round-robin proxy, as a self-hoster runs them: a scripted community session goes through
 * both, and what one process did must hold on the other. Part of the PostgreSQL pass (see
 * vitest.workspace.ts); the processes are real (`src/main.ts`), started together on a fresh
 * database.
 */
import { createHttpClient, endpoints, Privacy, type HttpClient } from '@childhood-memories/api-client';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectApiError, payload } from '../../../../tests/contract/cases.ts';
import { exited, freePort, spawnEntry, waitForHealth } from '../../scripts/lib.ts';
import { MIGRATIONS_FOLDER } from '../../src/db/client.ts';
import { createScratchDatabase } from '../../src/test-support.ts';
import { createTestBucket, type TestBucket } from '../s3-support.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.ts';

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('test/postgres runs in the PostgreSQL pass: set DATABASE_URL');

interface Process {
  url: string;
  child: ChildProcess;
}

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let bucket: TestBucket;
let proxy: RoundRobinProxy;
let a: Process;
let b: Process;

beforeAll(async () => {
  scratch = await createScratchDatabase(baseUrl);
  bucket = await createTestBucket();
  const ports = [await freePort(), await freePort()];
  const start = (port: number): Process => ({
    url: `http://127.0.0.1:${port}`,
    child: spawnEntry('src/main.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cm-two-')),
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'two-processes-secret-that-is-long-enough-0123456789',
      SCRYPT_COST: '1024',
      RATE_LIMITS: '1',
      TRUST_PROXY: '1',
      DRAIN_TIMEOUT: '3',
      SEED_DEMO: '0',
      ...bucket.env,
    }),
  });
  // Started together on an empty database: one migrates, the other waits for the lock.
  [a, b] = ports.map(start) as [Process, Process];
  await Promise.all([waitForHealth(a.url, 120_000), waitForHealth(b.url, 120_000)]);
  proxy = await startRoundRobinProxy([a.url, b.url]);
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  for (const p of [a, b]) {
    p?.child.kill('SIGTERM');
    if (p) await exited(p.child);
  }
  await bucket?.close();
  await scratch?.drop();
});

/** An api-client on `base`, calling as the client at `address`. */
function clientAt(base: string, address: string, token: string | null = null): HttpClient {
  const viaProxy = base === proxy.url;
  return createHttpClient({
    baseUrl: base,
    getAccessToken: () => token,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      // Through the proxy, it appends the address; straight to a process, we are the proxy.
      headers.set(viaProxy ? 'x-test-client' : 'x-forwarded-for', address);
      return fetch(input, { ...init, headers });
    },
  });
}

async function signUp(base: string, address: string, name: string) {
  const session = await clientAt(base, address).signUp({
    username: name,
    email: `${name}@example.com`,
    password: `${name}-password-1`,
  });
  return { session, email: `${name}@example.com`, password: `${name}-password-1` };
}

/** The same path on another process (media links name the proxy's origin, or A's). */
function on(process: Process, url: string): string {
  const parsed = new URL(url);
  return `${process.url}${parsed.pathname}${parsed.search}`;
}

describe('two server processes on one PostgreSQL database', () => {
  it('start together on an empty database: migrations run once, and both answer for the database and the bucket', async () => {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
    for (const p of [a, b]) {
      const health = await fetch(`${p.url}/healthz`);
      expect(await health.json()).toEqual({
        status: 'ok',
        database: { kind: 'postgres', status: 'ok' },
        media: { kind: 's3', status: 'ok' },
      });
    }
  });

  it('counts sign-up and log-in attempts across both processes', async () => {
    const before = proxy.served.length;
    for (let i = 0; i < 10; i += 1) await signUp(proxy.url, '198.51.100.10', `many${i}`);
    // Five went to each: alone, each process would have let five more through.
    expect(proxy.served.slice(before).filter((p) => p === 0)).toHaveLength(5);
    const refused = await expectApiError(signUp(proxy.url, '198.51.100.10', 'many10'), 429);
    expect(refused.retryAfter).toBeGreaterThan(3500);
    // Straight to either process, the same address is still over its limit.
    await expectApiError(signUp(a.url, '198.51.100.10', 'many11'), 429);
    await expectApiError(signUp(b.url, '198.51.100.10', 'many12'), 429);
    // A client's own X-Forwarded-For entries do not make it someone else.
    await expectApiError(
      createHttpClient({
        baseUrl: proxy.url,
        getAccessToken: () => null,
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set('x-forwarded-for', '192.0.2.99');
          headers.set('x-test-client', '198.51.100.10');
          return fetch(input, { ...init, headers });
        },
      }).signUp({ username: 'spoofer', email: 'spoofer@example.com', password: 'spoofer-password-1' }),
      429,
    );

    const ada = await signUp(proxy.url, '198.51.100.11', 'ada');
    const guesser = clientAt(proxy.url, '203.0.113.20');
    for (let i = 0; i < 10; i += 1)
      await expectApiError(guesser.logIn({ email: ada.email, password: `wrong-${i}` }), 401);
    // The right password, now: still refused, on both.
    await expectApiError(guesser.logIn({ email: ada.email, password: ada.password }), 429);
    await expectApiError(
      clientAt(a.url, '203.0.113.20').logIn({ email: ada.email, password: ada.password }),
      429,
    );
    await expectApiError(
      clientAt(b.url, '203.0.113.20').logIn({ email: ada.email, password: ada.password }),
      429,
    );
    // Ada from her own address is not locked out.
    await clientAt(proxy.url, '198.51.100.11').logIn({ email: ada.email, password: ada.password });
  });

  it('refuses on one process a session ended on the other, and catches a stolen refresh token across both', async () => {
    const bo = await signUp(proxy.url, '198.51.100.12', 'bo');
    const onA = await clientAt(a.url, '198.51.100.12').logIn({ email: bo.email, password: bo.password });
    expect((await clientAt(b.url, '198.51.100.12', onA.access).getCurrentUser()).username).toBe('bo');
    await clientAt(a.url, '198.51.100.12', onA.access).logOut();
    await expect
      .poll(
        async () =>
          (
            await fetch(`${b.url}${endpoints.getCurrentUser.path}`, {
              headers: { authorization: `Bearer ${onA.access}` },
            })
          ).status,
        { timeout: 2000, interval: 10 },
      )
      .toBe(401);

    // Rotation: a refresh on B spends the token that A issued; the spent one, used again on A,
    // is theft, and ends the whole session on both.
    const first = await clientAt(a.url, '198.51.100.12').logIn({ email: bo.email, password: bo.password });
    const rotated = await clientAt(b.url, '198.51.100.12').refreshToken(first.refresh);
    expect(rotated.refresh).not.toBe(first.refresh);
    await expectApiError(clientAt(a.url, '198.51.100.12').refreshToken(first.refresh), 401);
    await expectApiError(clientAt(b.url, '198.51.100.12').refreshToken(rotated.refresh), 401);
    for (const p of [a, b])
      await expect
        .poll(
          async () =>
            (
              await fetch(`${p.url}${endpoints.getCurrentUser.path}`, {
                headers: { authorization: `Bearer ${rotated.access}` },
              })
            ).status,
          { timeout: 2000, interval: 10 },
        )
        .toBe(401);
  });

  it('serves from one process the photo uploaded through the other, and ends its links on both when the memory turns Only me', async () => {
    const cy = await signUp(proxy.url, '198.51.100.13', 'cy');
    const reader = await signUp(proxy.url, '198.51.100.14', 'reader');
    const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#48a' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Cy at 1 Secret Lane' } } })
      .toBuffer();
    const writerOnA = clientAt(a.url, '198.51.100.13', cy.session.access);
    const uploaded = await writerOnA.uploadPhoto(new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }));
    const fromB = await fetch(on(b, uploaded.image));
    expect(fromB.status).toBe(200);
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.includes(Buffer.from('Secret Lane'))).toBe(false);
    expect(Buffer.from(await (await fetch(on(a, uploaded.image))).arrayBuffer()).equals(bytes)).toBe(true);

    const memory = await writerOnA.createMemory(
      payload({ title: 'Two rooms', image_list: [uploaded.temp_id] }),
    );
    const readerOnB = clientAt(b.url, '198.51.100.14', reader.session.access);
    const seen = await readerOnB.getMemoryByLink(memory.shareable_link);
    const link = seen.photos?.[0]?.url ?? '';
    expect((await fetch(on(b, link))).status).toBe(200);
    await writerOnA.updateMemory(
      memory.hashId,
      payload({ title: 'Two rooms', image_list: [uploaded.temp_id], privacy: Privacy.OnlyMe }),
    );
    // The link version is read from the database on every request: ended on both at once.
    expect((await fetch(on(b, link))).status).toBe(404);
    expect((await fetch(on(a, link))).status).toBe(404);
    // B's cached copy of the memory goes with the change feed.
    await expect
      .poll(
        async () =>
          (
            await fetch(
              `${b.url}${endpoints.getMemoryByLink.path.replace('{shareable_link}', memory.shareable_link)}`,
            )
          ).status,
        {
          timeout: 2000,
          interval: 10,
        },
      )
      .toBe(404);
    await expectApiError(readerOnB.getMemoryByLink(memory.shareable_link), 404);
  });

  it('sees on one process a write made on the other at once: the poll never answers a stale 304', async () => {
    const di = await signUp(proxy.url, '198.51.100.15', 'di');
    const friends = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => signUp(proxy.url, `198.51.100.${20 + i}`, `friend${i}`)),
    );
    const memory = await clientAt(a.url, '198.51.100.15', di.session.access).createMemory(payload());
    const poll = `${b.url}${endpoints.getUnseenNotificationCount.path}`;
    const headers = { authorization: `Bearer ${di.session.access}` };
    for (const [i, friend] of friends.entries()) {
      const before = await fetch(poll, { headers });
      const etag = before.headers.get('etag') ?? '';
      expect((await fetch(poll, { headers: { ...headers, 'if-none-match': etag } })).status).toBe(304);
      await clientAt(a.url, `198.51.100.${20 + i}`, friend.session.access).createEmpathy({
        shareable_link: memory.shareable_link,
      });
      // The very next poll on B, the moment A answered: B reads the version from the database,
      // not from its member cache that A's change notice has yet to reach.
      const after = await fetch(poll, { headers: { ...headers, 'if-none-match': etag } });
      expect(after.status).toBe(200);
      expect(((await after.json()) as { unseen_count: number }).unseen_count).toBe(i + 1);
    }
  });

  it('drains on SIGTERM: a request in flight is answered, a stuck one is cut at the deadline, and it exits 0', async () => {
    const eve = await signUp(proxy.url, '198.51.100.16', 'eve');
    const body = Buffer.from(JSON.stringify(payload({ title: 'Written while the server stops' })));
    // A create whose body arrives in two halves, with SIGTERM in between.
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        `${a.url}${endpoints.createMemory.path}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(body.length),
            authorization: `Bearer ${eve.session.access}`,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.subarray(0, 20));
      setTimeout(() => {
        a.child.kill('SIGTERM');
        setTimeout(() => request.end(body.subarray(20)), 500);
      }, 300);
    });
    const exitA = new Promise<number | null>((resolve) => a.child.once('exit', (code) => resolve(code)));
    const result = await answered;
    expect(result.status).toBe(201);
    expect(await exitA).toBe(0);
    const created = JSON.parse(result.text) as { shareable_link: string };
    expect(
      (
        await fetch(
          `${b.url}${endpoints.getMemoryByLink.path.replace('{shareable_link}', created.shareable_link)}`,
        )
      ).status,
    ).toBe(200);

    // A client that never finishes its body does not keep B from stopping: cut at DRAIN_TIMEOUT (3 s).
    const stuck = http.request(`${b.url}${endpoints.createMemory.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': '1000',
        authorization: `Bearer ${eve.session.access}`,
      },
    });
    stuck.on('error', () => undefined);
    stuck.write('{"title":');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopping = Date.now();
    const exitB = new Promise<number | null>((resolve) => b.child.once('exit', (code) => resolve(code)));
    b.child.kill('SIGTERM');
    expect(await exitB).toBe(0);
    const took = Date.now() - stopping;
    expect(took).toBeGreaterThanOrEqual(2500);
    expect(took).toBeLessThan(8000);
  }, 60_000);
});
