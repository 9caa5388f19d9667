import type { Context } from 'hono';

import type { ServerConfig } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Mailer } from './mailer.ts';
import type { MediaStore } from './media-store.ts';
import type { MemberCache } from './members.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { ReadCache } from './read-cache.ts';
import type { SessionRevocations } from './sessions.ts';

/** What every route needs, created once per server. */
export interface AppDeps {
  config: ServerConfig;
  database: DatabaseHandle;
  db: Database;
  media: MediaStore;
  mailer: Mailer;
  /** Attempts on the routes that guess secrets: shared by every process on PostgreSQL. */
  limiter: RateLimiter;
  /** Members behind tokens, in memory (invalidated by the change feed). */
  members: MemberCache;
  /** Sessions ended before their access tokens expired. */
  sessions: SessionRevocations;
  /** The JSON of the hottest reads (feed, memory detail), until the next write. */
  reads: ReadCache;
  /** Milliseconds since the epoch; media links are signed and checked against it. */
  clock: () => number;
  /** True once SIGTERM arrived: `/healthz` answers 503 while requests in flight finish. */
  draining: boolean;
}

/** The signed-in member making the request. */
export interface Viewer {
  id: number;
  username: string;
  notificationsVersion: number;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    viewer: Viewer | null;
    /** The session (refresh-token family) of the request's access token. */
    session: string | null;
  };
}

export type AppContext = Context<AppEnv>;
