import { eq, sql } from 'drizzle-orm';

import type { Viewer } from './context.ts';
import { type ChangeFeed, changeFeedOf, type Database, type DbOrTx, idMessages } from './db/client.ts';
import { users } from './db/schema.ts';

/** How long a cached member is trusted without hearing of a change (a safety net only). */
export const MEMBER_CACHE_TTL_MS = 60_000;
/** Members kept in memory at once. */
export const MEMBER_CACHE_MAX = 50_000;

const PREFIX = 'm:';

/**
 * The signed-in member behind each request (id, username, notifications version), kept in
 * memory so that checking a token and answering a notification poll with 304 need no query.
 * Every write that changes a member's row publishes it on the change feed
 * ({@link memberChanged}); the entry is dropped after the commit here and, through NOTIFY, in
 * every other process. A load that raced a change is not kept.
 */
export class MemberCache {
  readonly #feed: ChangeFeed;
  readonly #now: () => number;
  readonly #entries = new Map<number, { viewer: Viewer | null; loadedAt: number }>();
  /** Bumped on every invalidation: a load that started before one is not stored. */
  #sequence = 0;
  readonly #byId;

  constructor(db: Database, feed: ChangeFeed, now: () => number = Date.now) {
    this.#feed = feed;
    this.#now = now;
    this.#byId = db
      .select({ id: users.id, username: users.username, notificationsVersion: users.notificationsVersion })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('member_by_id');
    feed.subscribe((message) => {
      if (message === 'reset') this.clear();
      else if (message.startsWith(PREFIX))
        this.invalidate(message.slice(PREFIX.length).split(',').map(Number));
    });
  }

  /** The member, or null when the account no longer exists. */
  async get(id: number): Promise<Viewer | null> {
    const hit = this.#entries.get(id);
    if (hit && this.#now() - hit.loadedAt < MEMBER_CACHE_TTL_MS) return hit.viewer;
    const sequence = this.#sequence;
    const loadedAt = this.#now();
    const [row] = await this.#byId.execute({ id });
    const viewer = row ?? null;
    if (sequence === this.#sequence && this.#feed.reliable) {
      this.#entries.delete(id);
      if (this.#entries.size >= MEMBER_CACHE_MAX) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(id, { viewer, loadedAt });
    }
    return viewer;
  }

  invalidate(ids: readonly number[]): void {
    this.#sequence += 1;
    for (const id of ids) this.#entries.delete(id);
  }

  clear(): void {
    this.#sequence += 1;
    this.#entries.clear();
  }
}

/**
 * Tells every cache that these members' rows changed in `tx` (a notifications version bump,
 * an account deletion): after the commit here, and through NOTIFY elsewhere.
 */
export async function memberChanged(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  const feed = changeFeedOf(tx);
  if (!feed || ids.length === 0) return;
  for (const message of idMessages(PREFIX, [...new Set(ids)])) await feed.publish(tx, message);
}
