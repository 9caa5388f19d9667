/**
 * What several server processes on one PostgreSQL database share, process by process: the
 * rate-limit windows and the migrations. Runs only in the PostgreSQL pass (this folder is in
 * the `server` project only when DATABASE_URL is set; see vitest.workspace.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client.ts';
import { HttpError } from '../../src/errors.ts';
import { PostgresRateLimiter } from '../../src/rate-limit.ts';
import { seedReferenceData } from '../../src/seed/reference.ts';
import { createScratchDatabase } from '../../src/test-support.ts';

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('test/postgres runs in the PostgreSQL pass: set DATABASE_URL');

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** Rows of a query on `url`, read with a connection of its own. */
async function rows<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Each attempt's outcome: 'ok', or the 429's Retry-After. */
async function outcome(attempt: Promise<void>): Promise<'ok' | number> {
  try {
    await attempt;
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return error.retryAfter ?? -1;
    throw error;
  }
}

describe('rate limits in PostgreSQL, as two processes count them', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let a: PostgresRateLimiter;
  let b: PostgresRateLimiter;

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl);
    const open = () => openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 20 });
    // Two pools: two processes' connections.
    first = await open();
    second = await open();
    a = new PostgresRateLimiter(first.db, SECRET);
    b = new PostgresRateLimiter(second.db, SECRET);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await scratch?.drop();
  });

  it('lets exactly the limit through when both count the same key at once', async () => {
    const rule = { limit: 10, windowSeconds: 600 };
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        outcome((i % 2 ? a : b).hit('login', '203.0.113.7|ada@x.test', rule)),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    const refused = results.filter((r): r is number => r !== 'ok');
    expect(refused).toHaveLength(30);
    for (const retryAfter of refused) {
      expect(retryAfter).toBeGreaterThan(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
    // Another key, and the same key under another rule, count apart.
    await a.hit('login', '203.0.113.8|ada@x.test', rule);
    await b.hit('signup', '203.0.113.7|ada@x.test', rule);
  });

  it('forgets a key reset through the other process, and starts a new window when one ends', async () => {
    const rule = { limit: 2, windowSeconds: 1 };
    await a.hit('reset-me', 'k', rule);
    await b.hit('reset-me', 'k', rule);
    expect(await outcome(a.hit('reset-me', 'k', rule))).toBe(1);
    await b.reset('reset-me', 'k');
    expect(await outcome(a.hit('reset-me', 'k', rule))).toBe('ok');
    await b.hit('reset-me', 'k', rule);
    expect(await outcome(b.hit('reset-me', 'k', rule))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await outcome(b.hit('reset-me', 'k', rule))).toBe('ok');
    expect(await outcome(a.hit('reset-me', 'k', rule))).toBe('ok');
    expect(await outcome(a.hit('reset-me', 'k', rule))).toBe(1);
  });

  it('stores keys as HMACs and sweeps ended windows', async () => {
    const stored = await rows<{ key_hash: string }>(scratch.url, 'select key_hash from rate_limits');
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.key_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row.key_hash).not.toContain('ada');
    }
    await a.hit('short', 'k', { limit: 5, windowSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = stored.length + 1;
    const swept = await b.sweep();
    expect(swept).toBeGreaterThanOrEqual(1);
    const [left] = await rows<{ n: number }>(
      scratch.url,
      'select count(*)::int as n from rate_limits where reset_at <= clock_timestamp()',
    );
    expect(left?.n).toBe(0);
    const [kept] = await rows<{ n: number }>(scratch.url, 'select count(*)::int as n from rate_limits');
    expect(kept?.n).toBe(before - swept);
  });
});

describe('migrations when several processes start together', () => {
  it('run once, under a lock, and every process opens the database', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    // A few tries: without the lock, concurrent CREATE TABLEs and seeding race.
    for (let round = 0; round < 3; round += 1) {
      const scratch = await createScratchDatabase(baseUrl);
      const handles: DatabaseHandle[] = [];
      try {
        const opened = await Promise.allSettled(
          Array.from({ length: 4 }, () =>
            openDatabase({ databaseUrl: scratch.url, dataDir: '', prepare: seedReferenceData }).then((h) => {
              handles.push(h);
              return h;
            }),
          ),
        );
        expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'opened'))).toEqual([
          'opened',
          'opened',
          'opened',
          'opened',
        ]);
        const [applied] = await rows<{ n: number }>(
          scratch.url,
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(applied?.n).toBe(journal.entries.length);
        const [options] = await rows<{ n: number }>(
          scratch.url,
          'select count(*)::int as n from tag_options',
        );
        expect(options?.n).toBeGreaterThan(100);
      } finally {
        for (const handle of handles) await handle.close();
        await scratch.drop();
      }
    }
  });
});
