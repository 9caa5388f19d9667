import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** The claims of an access token. */
export interface AccessClaims {
  /** The member. */
  sub: number;
  /** The session: the refresh-token family this token was issued for. Log-out revokes it. */
  sid: string;
  /** This token's own id. */
  jti: string;
  typ: 'access';
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function hmac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/**
 * Issues a short-lived HS256 access token for a member's session. Signed with node:crypto
 * directly: every request verifies one, so it stays synchronous and allocation-light.
 */
export function signAccessToken(
  userId: number,
  sid: string,
  secret: string,
  ttlSeconds: number,
  nowMs = Date.now(),
): string {
  const iat = Math.floor(nowMs / 1000);
  const claims: AccessClaims = {
    sub: userId,
    sid,
    jti: randomToken(9),
    typ: 'access',
    iat,
    exp: iat + ttlSeconds,
  };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${hmac(secret, body).toString('base64url')}`;
}

/** The claims of a valid, unexpired access token, or null (bad signature, other algorithm, no session). */
export function verifyAccessToken(token: string, secret: string, nowMs = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = hmac(secret, `${header}.${payload}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Partial<AccessClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
  } catch {
    return null;
  }
  if (
    claims.typ !== 'access' ||
    typeof claims.sub !== 'number' ||
    typeof claims.sid !== 'string' ||
    typeof claims.exp !== 'number' ||
    claims.exp * 1000 <= nowMs
  )
    return null;
  return claims as AccessClaims;
}

/** Tokens verified lately: every request of a session carries the same one. */
const verified = new Map<string, { secret: string; claims: AccessClaims }>();
const VERIFIED_MAX = 10_000;

/**
 * {@link verifyAccessToken} remembering the tokens it has verified (the signature of a token
 * that polls every 30 seconds need not be computed every time). Expiry is checked on every call.
 */
export function verifyAccessTokenCached(
  token: string,
  secret: string,
  nowMs = Date.now(),
): AccessClaims | null {
  const known = verified.get(token);
  if (known && known.secret === secret) return known.claims.exp * 1000 > nowMs ? known.claims : null;
  const claims = verifyAccessToken(token, secret, nowMs);
  if (claims) {
    if (verified.size >= VERIFIED_MAX) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { secret, claims });
  }
  return claims;
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
