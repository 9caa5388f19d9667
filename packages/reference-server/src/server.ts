import { serve, type ServerType } from '@hono/node-server';
import { and, isNull, lt } from 'drizzle-orm';
import type { Server } from 'node:http';
import path from 'node:path';

import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import type { AppDeps } from './context.ts';
import { openDatabase } from './db/client.ts';
import { photos } from './db/schema.ts';
import { LocalMediaStore, type MediaStore, S3MediaStore } from './media-store.ts';
import { LogMailer, type Mailer, SmtpMailer } from './mailer.ts';
import { MemberCache } from './members.ts';
import { createRateLimiter } from './rate-limit.ts';
import { ReadCache } from './read-cache.ts';
import { SessionRevocations } from './sessions.ts';
import { applyModeratorEmails } from './moderation/role.ts';
import { seedDemoContent } from './seed/demo.ts';
import { seedReferenceData } from './seed/reference.ts';

/** The media store the configuration names: `DATA_DIR/media`, or an S3-compatible bucket. */
export function createMediaStore(config: ServerConfig): MediaStore {
  if (config.media.kind === 's3') return new S3MediaStore(config.media);
  return new LocalMediaStore(path.join(config.dataDir, 'media'));
}

/** Opens the database (migrations run), seeds reference data (and demo content when asked). */
export async function createDeps(
  config: ServerConfig,
  overrides: {
    media?: MediaStore;
    mailer?: Mailer;
    pgliteInMemory?: boolean;
    clock?: () => number;
  } = {},
): Promise<AppDeps> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteInMemory: overrides.pgliteInMemory ?? false,
    // Under the migration lock: processes starting together seed one after the other.
    prepare: seedReferenceData,
  });
  const sessions = new SessionRevocations(database.changes, config.accessTokenTtl);
  await sessions.load(database.db);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    media: overrides.media ?? createMediaStore(config),
    mailer:
      overrides.mailer ??
      (config.smtpUrl ? new SmtpMailer(config.smtpUrl, process.env.SMTP_FROM) : new LogMailer()),
    limiter: createRateLimiter(database, {
      enabled: config.rateLimits,
      secret: config.jwtSecret,
      clock: overrides.clock,
    }),
    members: new MemberCache(database.db, database.changes),
    sessions,
    reads: new ReadCache(database.changes),
    clock: overrides.clock ?? Date.now,
    draining: false,
  };
  if (config.seedDemo) await seedDemoContent(deps);
  // After the demo seed: MODERATOR_EMAILS may name a demo member.
  await applyModeratorEmails(deps.db, config.moderatorEmails);
  return deps;
}

/** Removes temporary photos that were never attached to a memory within the configured time. */
export async function expireTempPhotos(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.tempPhotoTtl * 1000);
  const expired = await deps.db
    .delete(photos)
    .where(and(isNull(photos.memoryId), lt(photos.createdAt, cutoff)))
    .returning({ key: photos.storageKey, thumbKey: photos.thumbKey });
  for (const photo of expired) {
    await deps.media.delete(photo.key);
    if (photo.thumbKey) await deps.media.delete(photo.thumbKey);
  }
  return expired.length;
}

export interface RunningServer {
  url: string;
  deps: AppDeps;
  close(): Promise<void>;
}

/** Starts the HTTP server on `config.host:config.port` (port 0 picks a free one). */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const deps = await createDeps(config);
  const app = createApp(deps);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => resolve(s));
  });
  const http = server as Server;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const report = (what: string) => (error: unknown) =>
    console.error(`${what} failed:`, error instanceof Error ? error.message : String(error));
  const sweeps = [
    setInterval(() => expireTempPhotos(deps).catch(report('temporary photo sweep')), 60 * 60 * 1000),
    setInterval(() => deps.limiter.sweep().catch(report('rate-limit sweep')), 10 * 60 * 1000),
  ];
  for (const sweep of sweeps) sweep.unref();
  await expireTempPhotos(deps);
  return {
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    deps,
    // Drains: no new connection is taken, idle ones close, requests in flight finish (for
    // `drainTimeoutMs` at most, then their connections are cut), and only then the database closes.
    close: async () => {
      deps.draining = true;
      for (const sweep of sweeps) clearInterval(sweep);
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeIdleConnections();
      const deadline = setTimeout(() => http.closeAllConnections(), config.drainTimeoutMs);
      await closed;
      clearTimeout(deadline);
      await deps.database.close();
    },
  };
}
