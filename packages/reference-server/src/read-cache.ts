import type { ChangeFeed, Database } from './db/client.ts';

/** How long a cached answer is served without hearing of a write (a safety net only). */
export const READ_CACHE_TTL_MS = 30_000;
/** Answers kept in memory at once. */
export const READ_CACHE_MAX = 1000;

/** The change-feed message of "something was written". */
const WRITTEN = 'w';

/**
 * The JSON of the hottest read answers (the feed, a memory's detail), kept per viewer, page and
 * link. Any committed write anywhere starts a new epoch, in this process at once and in the
 * others through the change feed (NOTIFY on PostgreSQL): an answer is only served in the epoch
 * it was read in, and a read that started before a write never serves after it. Reads of the
 * same key at once share one query. While the feed is unreliable nothing is kept.
 */
export class ReadCache {
  readonly #feed: ChangeFeed;
  readonly #now: () => number;
  readonly #entries = new Map<string, { epoch: number; at: number; json: Uint8Array }>();
  readonly #loading = new Map<string, Promise<Uint8Array>>();
  #epoch = 0;

  constructor(feed: ChangeFeed, now: () => number = Date.now) {
    this.#feed = feed;
    this.#now = now;
    feed.subscribe((message) => {
      if (message === WRITTEN || message === 'reset') this.#startEpoch();
    });
  }

  /**
   * The cached JSON for `key` (UTF-8, ready to send), or `load`'s answer serialised (and kept,
   * when still current).
   */
  async json(key: string, load: () => Promise<unknown>): Promise<Uint8Array> {
    const epoch = this.#epoch;
    const hit = this.#entries.get(key);
    if (hit && hit.epoch === epoch && this.#now() - hit.at < READ_CACHE_TTL_MS) return hit.json;
    const shared = `${epoch}\u0000${key}`;
    const pending = this.#loading.get(shared);
    if (pending) return pending;
    const loading = (async () => {
      const at = this.#now();
      const json = Buffer.from(JSON.stringify(await load()));
      if (epoch === this.#epoch && this.#feed.reliable) {
        this.#entries.delete(key);
        if (this.#entries.size >= READ_CACHE_MAX) {
          const oldest = this.#entries.keys().next();
          if (!oldest.done) this.#entries.delete(oldest.value);
        }
        this.#entries.set(key, { epoch, at, json });
      }
      return json;
    })();
    this.#loading.set(shared, loading);
    try {
      return await loading;
    } finally {
      this.#loading.delete(shared);
    }
  }

  /** A write has committed: here at once, and in every other process through the feed. */
  async written(db: Database): Promise<void> {
    this.#startEpoch();
    try {
      await this.#feed.publish(db, WRITTEN);
    } catch (error) {
      // The write itself is done; the other processes' answers age out with the TTL.
      console.error('could not announce a write:', error instanceof Error ? error.message : String(error));
    }
  }

  /** Forgets every answer (tests that empty the database behind the server's back). */
  clear(): void {
    this.#startEpoch();
  }

  #startEpoch(): void {
    this.#epoch += 1;
    this.#entries.clear();
  }
}
