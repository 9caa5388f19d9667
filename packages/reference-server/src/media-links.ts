import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';

import type { DbOrTx } from './db/client.ts';
import { photos } from './db/schema.ts';

/**
 * Signed, expiring media links. A photo of an "Only me" memory must not stay reachable by
 * someone who once saw its link (the memory was public yesterday, or a link was forwarded):
 * links are only handed out by routes that already checked who may read the memory, they stop
 * working after one to two hours, and at once when the memory's privacy changes: each photo's
 * link version (`photos.link_version`, moved on by every privacy change of its memory) is part
 * of what is signed, and a link is checked against the version the database holds now. Links
 * are stable within a clock hour and a version, so browsers and the widgets' query caches can
 * reuse them.
 */
const HOUR_SECONDS = 3600;

const signingKeys = new Map<string, Buffer>();

/** A key for media links only, derived from the server secret (never the secret itself). */
function signingKey(secret: string): Buffer {
  let key = signingKeys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('childhood-memories media links v1').digest();
    signingKeys.set(secret, key);
  }
  return key;
}

function signature(secret: string, key: string, expires: number, version: number): string {
  return createHmac('sha256', signingKey(secret))
    .update(`${key}\n${expires}\n${version}`)
    .digest('base64url');
}

/** When a link made at `nowMs` expires (seconds): the end of the next clock hour. */
export function mediaLinkExpiry(nowMs: number): number {
  return (Math.floor(nowMs / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
}

/** The signed URL of a stored file, for its photo's current link version. */
export function signedMediaUrl(
  origin: string,
  key: string,
  version: number,
  secret: string,
  nowMs: number,
): string {
  const expires = mediaLinkExpiry(nowMs);
  return `${origin}/media/${key}?expires=${expires}&signature=${signature(secret, key, expires, version)}`;
}

/**
 * Whether a link is worth a database look-up: signed, well formed and not expired. Returns its
 * expiry (seconds since the epoch), or `null`.
 */
export function unexpiredMediaLink(
  expiresParam: string | undefined,
  signatureParam: string | undefined,
  nowMs: number,
): number | null {
  if (!expiresParam || !signatureParam || !/^\d{1,12}$/.test(expiresParam)) return null;
  const expires = Number(expiresParam);
  return expires - Math.floor(nowMs / 1000) > 0 ? expires : null;
}

/**
 * Checks a media link against the photo's current link version. Returns the seconds it stays
 * valid, or `null` when it is unsigned, tampered with, expired or made for an earlier version
 * (the caller answers 404 without saying which).
 */
export function verifyMediaLink(
  key: string,
  expiresParam: string | undefined,
  signatureParam: string | undefined,
  version: number,
  secret: string,
  nowMs: number,
): number | null {
  const expires = unexpiredMediaLink(expiresParam, signatureParam, nowMs);
  if (expires === null || !signatureParam) return null;
  const remaining = expires - Math.floor(nowMs / 1000);
  const expected = Buffer.from(signature(secret, key, expires, version));
  const given = Buffer.from(signatureParam);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return remaining;
}

/**
 * The link version of the photo a stored file belongs to (its picture or its thumbnail), or
 * `null` when no photo holds it any more (removed, or its memory deleted).
 */
export async function currentLinkVersion(db: DbOrTx, key: string): Promise<number | null> {
  const [row] = await db
    .select({ version: photos.linkVersion })
    .from(photos)
    .where(or(eq(photos.storageKey, key), eq(photos.thumbKey, key)))
    .limit(1);
  return row?.version ?? null;
}

/**
 * Moves on the link version of every photo of a memory: every link handed out before stops
 * answering (called when the memory's privacy changes, inside the write's transaction).
 */
export async function renewMediaLinks(tx: DbOrTx, memoryId: number): Promise<void> {
  await tx
    .update(photos)
    .set({ linkVersion: sql`${photos.linkVersion} + 1` })
    .where(eq(photos.memoryId, memoryId));
}
