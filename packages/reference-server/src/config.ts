import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { S3Settings } from './media-store.ts';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Partner origins allowed to call with credentials. Empty: no cross-origin access. */
  corsOrigins: string[];
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in `dataDir/pglite`. `memory://` keeps PGlite in memory. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  /** Lifetime of an access token in seconds. */
  accessTokenTtl: number;
  /** Lifetime of a refresh token in seconds. */
  refreshTokenTtl: number;
  /** scrypt cost parameter N (a power of two). Lower only in tests. */
  scryptCost: number;
  /** Temporary photos never attached to a memory are removed after this many seconds. */
  tempPhotoTtl: number;
  /** Whether rate limits apply (always in production; tests may turn them off per app). */
  rateLimits: boolean;
  /** Where the reset link in the password e-mail points. */
  publicSiteUrl: string;
  /** The base URL under which media files are served (defaults to this server). */
  publicApiUrl: string | undefined;
  /** Where photos and videos are kept: `DATA_DIR/media`, or an S3-compatible bucket (`S3_BUCKET`). */
  media: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /** How long SIGTERM waits for requests in flight before closing their connections, in ms. */
  drainTimeoutMs: number;
  /**
   * How many proxies in front of this server append to `X-Forwarded-For` (`TRUST_PROXY`; 0: the
   * header is ignored). The client is the entry that many places from the right: entries further
   * left were written by the client itself and prove nothing.
   */
  trustProxy: number;
  /**
   * E-mail addresses (lower case) made moderators at start and at sign-up (`MODERATOR_EMAILS`,
   * comma-separated, any case). Nobody is made a moderator through the API.
   */
  moderatorEmails: string[];
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageRoot, '..', '..');

/** The default data directory: `.data/` at the repository root (git-ignored). */
export const DEFAULT_DATA_DIR = path.join(repoRoot, '.data');

function readInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

/**
 * The JWT secret: `JWT_SECRET` when set, otherwise one generated on first start and kept in
 * `DATA_DIR/jwt-secret` (mode 0600). Never a hard-coded default.
 */
export function resolveJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return fromEnv;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `MODERATOR_EMAILS`: a comma-separated list, compared without case. */
export function parseModeratorEmails(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** Reads the environment (`process.env` by default) into a {@link ServerConfig}. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
  const port = readInt(env.PORT, 8000, 'PORT');
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: resolveJwtSecret(dataDir, env.JWT_SECRET),
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    smtpUrl: env.SMTP_URL || undefined,
    accessTokenTtl: readInt(env.ACCESS_TOKEN_TTL, 15 * 60, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtl: readInt(env.REFRESH_TOKEN_TTL, 365 * 24 * 60 * 60, 'REFRESH_TOKEN_TTL'),
    scryptCost: readInt(env.SCRYPT_COST, 1 << 15, 'SCRYPT_COST'),
    tempPhotoTtl: readInt(env.TEMP_PHOTO_TTL, 24 * 60 * 60, 'TEMP_PHOTO_TTL'),
    rateLimits: env.RATE_LIMITS !== '0',
    publicSiteUrl: (env.PUBLIC_SITE_URL || 'http://localhost:5173').replace(/\/$/, ''),
    publicApiUrl: env.PUBLIC_API_URL ? env.PUBLIC_API_URL.replace(/\/$/, '') : undefined,
    media: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
          prefix: env.S3_PREFIX ?? '',
        }
      : { kind: 'local' },
    drainTimeoutMs: readInt(env.DRAIN_TIMEOUT, 10, 'DRAIN_TIMEOUT') * 1000,
    trustProxy: readInt(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    moderatorEmails: parseModeratorEmails(env.MODERATOR_EMAILS),
  };
}
