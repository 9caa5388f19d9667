import { sql } from 'drizzle-orm';

import { type ChangeFeed, changeFeedOf, type Database, type DbOrTx, idMessages } from './db/client.ts';

const PREFIX = 's:';

/**
 * Sessions (refresh-token families) ended before their access tokens expired: log-out, a
 * password change or reset, a reused refresh token. An access token names its session (`sid`),
 * so one list ends every access token of a session at once. Entries live as long as the
 * longest access token could, and are rebuilt from `refresh_tokens` on start; other processes
 * hear of new ones through the change feed.
 */
export class SessionRevocations {
  readonly #until = new Map<string, number>();
  readonly #accessTokenTtlMs: number;
  readonly #now: () => number;

  constructor(feed: ChangeFeed, accessTokenTtlSeconds: number, now: () => number = Date.now) {
    this.#accessTokenTtlMs = accessTokenTtlSeconds * 1000;
    this.#now = now;
    feed.subscribe((message) => {
      if (!message.startsWith(PREFIX)) return;
      const [until, sids] = message.slice(PREFIX.length).split(':', 2);
      for (const sid of (sids ?? '').split(',')) if (sid) this.#add(sid, Number(until));
    });
  }

  /** Loads the sessions ended within an access token's lifetime (on start). */
  async load(db: Database): Promise<void> {
    const ttl = Math.ceil(this.#accessTokenTtlMs / 1000);
    const result = await db.execute(
      sql`select family, max(revoked_at) as revoked_at from refresh_tokens group by family
          having bool_and(revoked_at is not null) and max(revoked_at) > now() - make_interval(secs => ${ttl})`,
    );
    // Both drivers answer `{ rows }`.
    const rows = (result as unknown as { rows: { family: string; revoked_at: string | Date }[] }).rows;
    for (const row of rows) {
      this.#add(row.family, new Date(row.revoked_at).getTime() + this.#accessTokenTtlMs);
    }
  }

  isRevoked(sid: string): boolean {
    const until = this.#until.get(sid);
    if (until === undefined) return false;
    if (until > this.#now()) return true;
    this.#until.delete(sid);
    return false;
  }

  /** Ends these sessions' access tokens once `tx` commits, in every process. */
  async revoke(tx: DbOrTx, sids: readonly string[]): Promise<void> {
    const unique = [...new Set(sids)];
    if (unique.length === 0) return;
    const feed = changeFeedOf(tx);
    const until = this.#now() + this.#accessTokenTtlMs;
    if (!feed) {
      for (const sid of unique) this.#add(sid, until);
      return;
    }
    for (const message of idMessages(`${PREFIX}${until}:`, unique)) await feed.publish(tx, message);
  }

  #add(sid: string, until: number): void {
    if (!Number.isFinite(until) || until <= this.#now()) return;
    this.#until.set(sid, Math.max(until, this.#until.get(sid) ?? 0));
    if (this.#until.size > 10_000) {
      const now = this.#now();
      for (const [key, value] of this.#until) if (value <= now) this.#until.delete(key);
    }
  }
}
