import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

import * as schema from './schema.ts';

/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, or the database itself where a function works with either. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** What changed, told to every server process on this database (see {@link ChangeFeed}). */
  changes: ChangeFeed;
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A message of the change feed, or `reset` when messages may have been lost. */
export type ChangeListener = (message: string) => void;

/**
 * Tells the in-memory caches of every server process what a write changed. A message published
 * inside a transaction reaches this process's listeners once the transaction has committed
 * (never before: a cache refilled between the write and the commit would keep the old row), and
 * other processes through PostgreSQL's NOTIFY, which is delivered on commit too. PGlite has one
 * process by construction, so there it is local only.
 */
export interface ChangeFeed {
  publish(dbOrTx: DbOrTx, message: string): Promise<void>;
  subscribe(listener: ChangeListener): void;
  /** False while changes from other processes could be missed (the LISTEN connection is down). */
  readonly reliable: boolean;
}

/** The channel of the change feed on PostgreSQL. */
export const CHANGES_CHANNEL = 'cm_changes';
/** NOTIFY payloads must stay under 8000 bytes. */
const PAYLOAD_MAX = 7000;

const afterCommit = new WeakMap<object, (() => void)[]>();
const feeds = new WeakMap<object, ChangeFeed>();

/** The change feed of a database or of one of its transactions (undefined for a bare Drizzle instance). */
export function changeFeedOf(dbOrTx: DbOrTx): ChangeFeed | undefined {
  return feeds.get(dbOrTx);
}

/**
 * Makes `db.transaction` run its after-commit hooks once it has committed, and registers each
 * transaction with the feed, so code that only holds `tx` can publish a change.
 */
function trackTransactions(db: Database, feed: ChangeFeed): void {
  const original = db.transaction.bind(db);
  const tracked = async <T>(
    fn: (tx: Tx) => Promise<T>,
    config?: Parameters<Database['transaction']>[1],
  ): Promise<T> => {
    const hooks: (() => void)[] = [];
    const result = await original(async (tx) => {
      afterCommit.set(tx, hooks);
      feeds.set(tx, feed);
      return fn(tx);
    }, config);
    for (const hook of hooks) hook();
    return result;
  };
  Object.defineProperty(db, 'transaction', { value: tracked });
  feeds.set(db, feed);
}

class LocalFeed implements ChangeFeed {
  readonly #listeners: ChangeListener[] = [];
  reliable = true;

  /** Runs `deliver` after the commit of `dbOrTx`'s transaction, or now outside one. */
  deliverAfterCommit(dbOrTx: DbOrTx, message: string): void {
    const deliver = () => this.emit(message);
    const hooks = afterCommit.get(dbOrTx);
    if (hooks) hooks.push(deliver);
    else deliver();
  }

  emit(message: string): void {
    for (const listener of this.#listeners) {
      try {
        listener(message);
      } catch (error) {
        console.error('change listener failed:', error instanceof Error ? error.message : String(error));
      }
    }
  }

  async publish(dbOrTx: DbOrTx, message: string): Promise<void> {
    this.deliverAfterCommit(dbOrTx, message);
  }

  subscribe(listener: ChangeListener): void {
    this.#listeners.push(listener);
  }
}

/** The feed over PostgreSQL: local delivery after commit, and NOTIFY / LISTEN between processes. */
class PostgresFeed extends LocalFeed {
  readonly #connectionString: string;
  #client: pg.Client | null = null;
  #closing = false;
  #retry: NodeJS.Timeout | null = null;

  constructor(connectionString: string) {
    super();
    this.#connectionString = connectionString;
    this.reliable = false;
  }

  override async publish(dbOrTx: DbOrTx, message: string): Promise<void> {
    this.deliverAfterCommit(dbOrTx, message);
    // Inside a transaction, NOTIFY is sent on commit and dropped on rollback.
    await dbOrTx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${message})`);
  }

  async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#connectionString });
    const lost = () => {
      if (this.#client !== client) return;
      this.#client = null;
      this.reliable = false;
      this.emit('reset');
      client.end().catch(() => undefined);
      if (this.#closing) return;
      this.#retry = setTimeout(() => {
        this.listen().catch(() => undefined);
      }, 1000);
      this.#retry.unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (notification) => {
      if (notification.channel === CHANGES_CHANNEL && notification.payload) this.emit(notification.payload);
    });
    this.#client = client;
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      lost();
      throw error;
    }
    // Anything cached while nobody listened may be stale.
    this.emit('reset');
    this.reliable = true;
  }

  async close(): Promise<void> {
    this.#closing = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    this.reliable = false;
    await client?.end().catch(() => undefined);
  }
}

/** Splits a list of ids into messages `prefix` + comma-joined ids, each small enough for NOTIFY. */
export function idMessages(prefix: string, ids: readonly (number | string)[]): string[] {
  const messages: string[] = [];
  let current: string[] = [];
  let length = prefix.length;
  for (const id of ids) {
    const text = String(id);
    if (current.length > 0 && length + text.length + 1 > PAYLOAD_MAX) {
      messages.push(prefix + current.join(','));
      current = [];
      length = prefix.length;
    }
    current.push(text);
    length += text.length + 1;
  }
  if (current.length > 0) messages.push(prefix + current.join(','));
  return messages;
}

/** The SQL migrations shared by both drivers (generated by drizzle-kit from `schema.ts`). */
export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'drizzle',
);

/**
 * The advisory lock that processes starting together take around the migrations and the
 * reference data (an arbitrary constant: "cm migrations").
 */
export const MIGRATION_LOCK_ID = 0x636d_6d69_6772;

/**
 * Runs `fn` while holding {@link MIGRATION_LOCK_ID} on a connection of its own, so that of
 * several processes starting at once on one database, one migrates and the others wait, then
 * find nothing left to do. The lock is a session lock: a process killed while holding it
 * releases it with its connection.
 */
export async function withMigrationLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/**
 * Claims a PGlite folder for this process (`DATA_DIR/pglite.pid`): PGlite serves one process, and
 * a tool opened beside a running server (`npm run moderator`) would corrupt it. With `refuseHeld`,
 * a claim of another live process is refused; a claim left by a process that is gone (killed) is
 * taken over. A server always takes the claim (`refuseHeld` false): a stale file whose id a new,
 * unrelated process happens to have must never keep a server from starting. Answers the release.
 */
export function claimPgliteFolder(dataDir: string, refuseHeld: boolean): () => void {
  const file = path.join(dataDir, 'pglite.pid');
  let holder = Number.NaN;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    // Nobody holds it.
  }
  if (refuseHeld && Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
    throw new Error(
      `The database in ${dataDir} is open in process ${holder} (a running server?). PGlite serves one process: stop it first (if no server runs, remove ${file}).`,
    );
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as { code?: string }).code === 'EPERM';
  }
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite in `dataDir/pglite`
 * (`memory://` for an in-memory PGlite), then runs the migrations and `prepare` (the reference
 * data), on PostgreSQL under the migration lock.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteInMemory?: boolean;
  /** PGlite: refuse a folder another live process claimed (tools); a server takes the claim. */
  refuseHeldPglite?: boolean;
  poolSize?: number;
  prepare?: (db: Database) => Promise<void>;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', (error) => console.error('database pool error:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await withMigrationLock(pool, async () => {
      await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
      await options.prepare?.(db);
    });
    const changes = new PostgresFeed(options.databaseUrl);
    trackTransactions(db, changes);
    await changes.listen();
    return {
      db,
      kind: 'postgres',
      changes,
      ping: async () => {
        await pool.query('select 1');
      },
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  let release = () => {};
  if (options.pgliteInMemory) {
    client = new PGlite();
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    release = claimPgliteFolder(options.dataDir, options.refuseHeldPglite ?? false);
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const changes = new LocalFeed();
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    trackTransactions(db, changes);
    await options.prepare?.(db);
  } catch (error) {
    release();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    changes,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}
