import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring media links. A photo of an "Only me" memory must not stay reachable by
 * someone who once saw its link (the memory was public yesterday, or a link was forwarded):
 * links are only handed out by routes that already checked who may read the memory, and
 * they stop working after one to two hours. Links are stable within a clock hour, so
 * browsers and the widgets' query caches can reuse them.
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

function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', signingKey(secret)).update(`${key}\n${expires}`).digest('base64url');
}

/** When a link made at `nowMs` expires (seconds): the end of the next clock hour. */
export function mediaLinkExpiry(nowMs: number): number {
  return (Math.floor(nowMs / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
}

/** The signed URL of a stored file. */
export function signedMediaUrl(origin: string, key: string, secret: string, nowMs: number): string {
  const expires = mediaLinkExpiry(nowMs);
  return `${origin}/media/${key}?expires=${expires}&signature=${signature(secret, key, expires)}`;
}

/**
 * Checks a media link. Returns the seconds it stays valid, or `null` when it is unsigned,
 * tampered with or expired (the caller answers 404 without saying which).
 */
export function verifyMediaLink(
  key: string,
  expiresParam: string | undefined,
  signatureParam: string | undefined,
  secret: string,
  nowMs: number,
): number | null {
  if (!expiresParam || !signatureParam || !/^\d{1,12}$/.test(expiresParam)) return null;
  const expires = Number(expiresParam);
  const remaining = expires - Math.floor(nowMs / 1000);
  if (remaining <= 0) return null;
  const expected = Buffer.from(signature(secret, key, expires));
  const given = Buffer.from(signatureParam);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return remaining;
}
