import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import type { AppDeps } from './context.ts';
import { LogMailer } from './mailer.ts';
import { createDeps, createMediaStore } from './server.ts';

/** A server for tests: PGlite in memory, or a fresh PostgreSQL database when `DATABASE_URL` is set. */
export interface TestServer {
  deps: AppDeps;
  mailer: LogMailer;
  baseUrl: string;
  /** A `fetch` that calls the app in-process (what `createHttpClient` is given). */
  fetch: typeof fetch;
  /**
   * Moves the server's clock (media links are signed against it). The clock stands still
   * otherwise, so links made in one test compare equal across an hour boundary.
   */
  advanceClock(ms: number): void;
  /** Empties every table but the reference data, and restarts ids. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The base URL tests use; requests never leave the process. */
export const TEST_BASE_URL = 'http://api.test';

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-server-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    corsOrigins: ['https://partner.example'],
    dataDir,
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    seedDemo: false,
    smtpUrl: undefined,
    accessTokenTtl: 900,
    refreshTokenTtl: 3600,
    scryptCost: 1024,
    tempPhotoTtl: 3600,
    rateLimits: false,
    publicSiteUrl: 'https://site.test',
    publicApiUrl: undefined,
    media: { kind: 'local' },
    drainTimeoutMs: 10_000,
    trustProxy: 0,
    moderatorEmails: [],
    ...overrides,
  };
}

/** Creates a throwaway PostgreSQL database next to `DATABASE_URL`'s and returns its URL. */
export async function createScratchDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cm_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export async function createTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const config = testConfig(overrides);
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  if (scratch) config.databaseUrl = scratch.url;
  const mailer = new LogMailer({ quiet: true });
  let now = Date.now();
  const deps = await createDeps(config, {
    mailer,
    media: createMediaStore(config),
    pgliteInMemory: true,
    clock: () => now,
  });
  const app = createApp(deps);
  return {
    deps,
    mailer,
    baseUrl: TEST_BASE_URL,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      app.fetch(new Request(input, init))) as typeof fetch,
    advanceClock: (ms) => {
      now += ms;
    },
    reset: async () => {
      await deps.db.execute(sql`truncate users, support_messages, rate_limits restart identity cascade`);
      // Ids start again at 1: members cached from the last test are someone else now.
      deps.members.clear();
      deps.reads.clear();
      mailer.sent.length = 0;
      now = Date.now();
    },
    close: async () => {
      await deps.database.close();
      await scratch?.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's server: started before its tests (PGlite in memory, or a scratch PostgreSQL
 * database when `DATABASE_URL` is set), closed after them. The returned object stands for it
 * from the first test on.
 *
 * @example
 * const server = serverForThisFile();
 * it('answers', async () => expect((await server.fetch(`${TEST_BASE_URL}/healthz`)).status).toBe(200));
 */
export function serverForThisFile(overrides: Partial<ServerConfig> = {}): TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await createTestServer(overrides);
  }, 180_000);
  afterAll(async () => {
    await running?.close();
  });
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (running === undefined) throw new Error('The test server starts in beforeAll: use it in a test.');
      return Reflect.get(running, key) as unknown;
    },
  });
}

/**
 * A second server on the same PostgreSQL database in this process, as a second instance behind a
 * load balancer would be (PGlite has one process by construction). test/postgres starts real
 * processes.
 */
export async function createSiblingServer(
  first: TestServer,
): Promise<{ deps: AppDeps; fetch: typeof fetch; close(): Promise<void> }> {
  if (first.deps.database.kind !== 'postgres') throw new Error('a sibling server needs PostgreSQL');
  const deps = await createDeps(first.deps.config, {
    mailer: new LogMailer({ quiet: true }),
    media: createMediaStore(first.deps.config),
    clock: first.deps.clock,
  });
  const app = createApp(deps);
  return {
    deps,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      app.fetch(new Request(input, init))) as typeof fetch,
    close: () => deps.database.close(),
  };
}
