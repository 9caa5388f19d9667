import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

/** The claims of an access token. */
export interface AccessClaims {
  sub: number;
  typ: 'access';
  iat: number;
  exp: number;
}

/** Issues a short-lived HS256 access token for a member. */
export async function signAccessToken(userId: number, secret: string, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return sign(
    { sub: userId, typ: 'access', iat: now, exp: now + ttlSeconds, jti: randomToken(9) },
    secret,
    'HS256',
  );
}

/** The member id of a valid, unexpired access token, or null. */
export async function verifyAccessToken(token: string, secret: string): Promise<number | null> {
  try {
    const payload = await verify(token, secret, 'HS256');
    if (payload.typ !== 'access' || typeof payload.sub !== 'number') return null;
    return payload.sub;
  } catch {
    return null;
  }
}

/** A random URL-safe token of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a token: what the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A six-digit code for e-mail confirmation, uniformly drawn. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
