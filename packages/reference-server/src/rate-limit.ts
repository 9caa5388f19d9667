import { REPORTS_PER_HOUR } from '@childhood-memories/api-client';
import { createHmac } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';

import type { Database } from './db/client.ts';
import { rateLimits } from './db/schema.ts';
import { HttpError } from './errors.ts';

/** A rule: at most `limit` attempts per `windowSeconds` for one key. */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** The limits on the routes that guess secrets or create accounts. */
export const RATE_RULES = {
  login: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { limit: 50, windowSeconds: 15 * 60 },
  signup: { limit: 10, windowSeconds: 60 * 60 },
  verifyPassword: { limit: 10, windowSeconds: 15 * 60 },
  passwordReset: { limit: 5, windowSeconds: 60 * 60 },
  emailCode: { limit: 10, windowSeconds: 60 * 60 },
  /** Reports per member: one reporting in bulk is slowed like a guesser (moderation, ours). */
  report: { limit: REPORTS_PER_HOUR, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/**
 * Counts attempts per rule and key in fixed windows; over the limit, `hit` throws 429 with
 * `Retry-After`. {@link MemoryRateLimiter} serves one process (PGlite);
 * {@link PostgresRateLimiter} counts across every process on the same PostgreSQL database.
 */
export interface RateLimiter {
  readonly kind: 'off' | 'memory' | 'postgres';
  /** Counts one attempt; rejects with 429 and `Retry-After` once the rule's limit is passed. */
  hit(bucket: string, key: string, rule: RateRule): Promise<void>;
  /** Forgets a key, e.g. after a successful log-in. */
  reset(bucket: string, key: string): Promise<void>;
  /** Removes windows that have ended; answers how many. */
  sweep(): Promise<number>;
}

function rateLimited(retryAfter: number): HttpError {
  return new HttpError('rate_limited', 'Too many attempts. Please wait a little and try again.', {
    retryAfter: Math.max(1, retryAfter),
  });
}

/** No limits (`RATE_LIMITS=0`: scripts only). */
export class NoRateLimiter implements RateLimiter {
  readonly kind = 'off';
  async hit(): Promise<void> {}
  async reset(): Promise<void> {}
  async sweep(): Promise<number> {
    return 0;
  }
}

/** Fixed-window counters in this process's memory: PGlite has one process by construction. */
export class MemoryRateLimiter implements RateLimiter {
  readonly kind = 'memory';
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #clock: () => number;

  constructor(clock: () => number = Date.now) {
    this.#clock = clock;
  }

  async hit(bucket: string, key: string, rule: RateRule): Promise<void> {
    const now = this.#clock();
    const id = `${bucket}\u0000${key}`;
    let window = this.#windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      this.#windows.set(id, window);
    }
    window.count += 1;
    if (window.count > rule.limit) throw rateLimited(Math.ceil((window.resetAt - now) / 1000));
    if (this.#windows.size > 50_000) await this.sweep();
  }

  async reset(bucket: string, key: string): Promise<void> {
    this.#windows.delete(`${bucket}\u0000${key}`);
  }

  async sweep(): Promise<number> {
    const now = this.#clock();
    let removed = 0;
    for (const [id, window] of this.#windows)
      if (window.resetAt <= now) {
        this.#windows.delete(id);
        removed += 1;
      }
    return removed;
  }
}

/**
 * Fixed-window counters in the `rate_limits` table, shared by every process on the database.
 * One statement per attempt: an upsert that starts a new window when the old one has ended,
 * or adds one, and answers the count and the window's end, so two processes counting the same
 * key at once cannot both see the last free attempt. Windows are timed by the database's
 * clock, the one clock every process shares. Keys (addresses, e-mail addresses, member ids)
 * are stored as HMACs under a key derived from the server secret, never as themselves.
 */
export class PostgresRateLimiter implements RateLimiter {
  readonly kind = 'postgres';
  readonly #db: Database;
  readonly #hashKey: Buffer;

  constructor(db: Database, secret: string) {
    this.#db = db;
    this.#hashKey = createHmac('sha256', secret).update('childhood-memories rate limits v1').digest();
  }

  #hash(key: string): string {
    return createHmac('sha256', this.#hashKey).update(key).digest('base64url');
  }

  async hit(bucket: string, key: string, rule: RateRule): Promise<void> {
    const window = sql`clock_timestamp() + make_interval(secs => ${rule.windowSeconds})`;
    const ended = sql`${rateLimits.resetAt} <= clock_timestamp()`;
    const [row] = await this.#db
      .insert(rateLimits)
      .values({ bucket, keyHash: this.#hash(key), count: 1, resetAt: window })
      .onConflictDoUpdate({
        target: [rateLimits.bucket, rateLimits.keyHash],
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        count: rateLimits.count,
        retryAfter: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - clock_timestamp()))::int`,
      });
    if (row && row.count > rule.limit) throw rateLimited(row.retryAfter);
  }

  async reset(bucket: string, key: string): Promise<void> {
    await this.#db
      .delete(rateLimits)
      .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.keyHash, this.#hash(key))));
  }

  async sweep(): Promise<number> {
    const removed = await this.#db
      .delete(rateLimits)
      .where(lte(rateLimits.resetAt, sql`clock_timestamp()`))
      .returning({ bucket: rateLimits.bucket });
    return removed.length;
  }
}

/** The limiter for a database: shared on PostgreSQL, in memory on PGlite, none when turned off. */
export function createRateLimiter(
  database: { kind: 'pglite' | 'postgres'; db: Database },
  options: { enabled: boolean; secret: string; clock?: () => number },
): RateLimiter {
  if (!options.enabled) return new NoRateLimiter();
  return database.kind === 'postgres'
    ? new PostgresRateLimiter(database.db, options.secret)
    : new MemoryRateLimiter(options.clock);
}
