/**
 * The session cookies of community §3: `access_token`, `refresh_token` and `username`, kept for
 * 365 days, Secure with SameSite None, except on localhost or a host starting with 192 (a
 * developer's machine or a home network), where they are Strict and not Secure: a browser drops
 * a Secure cookie sent over plain http. 127.0.0.1 and ::1 count as localhost.
 *
 * The tokens are readable by the page's script on purpose: the browser sends them to the API as
 * a bearer token from another origin. The README's threat model says what closes that door.
 */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const USERNAME_COOKIE = 'username';
export const SESSION_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE, USERNAME_COOKIE] as const;

/** Cookies live 365 days (community §9). */
export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The one key of session storage that survives a logout (community §3). */
export const KEPT_SESSION_KEYS = ['privacy_accepted'] as const;

export interface CookieAttributes {
  secure: boolean;
  sameSite: 'None' | 'Strict';
  domain?: string;
}

/** Whether a host is a developer's or a home network's: Strict, not Secure. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '127.0.0.1' || host === '::1' || host.startsWith('192');
}

/** The attributes the session cookies carry on a host; `domain` from the site's configuration. */
export function cookieAttributes(hostname: string, domain?: string): CookieAttributes {
  const local = isLocalHost(hostname);
  return {
    secure: !local,
    sameSite: local ? 'Strict' : 'None',
    ...(domain && !local ? { domain } : {}),
  };
}

/** One `Set-Cookie` (or `document.cookie`) value; a max age of 0 deletes the cookie. */
export function serializeCookie(
  name: string,
  value: string,
  attributes: CookieAttributes,
  maxAgeSeconds: number = COOKIE_MAX_AGE_SECONDS,
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`];
  if (maxAgeSeconds > 0) parts.push(`Expires=${new Date(Date.now() + maxAgeSeconds * 1000).toUTCString()}`);
  else parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  parts.push(`SameSite=${attributes.sameSite}`);
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Reads a `Cookie` header (or `document.cookie`) into a map; malformed pairs are skipped. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    const raw = pair.slice(index + 1).trim();
    try {
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(raw));
    } catch {
      // A value that is not valid percent-encoding is not ours.
    }
  }
  return cookies;
}

/** What the session cookies hold, if anything. */
export interface StoredSession {
  access: string | null;
  refresh: string | null;
  username: string | null;
}

export function sessionFromCookies(cookies: Map<string, string>): StoredSession {
  const read = (name: string) => {
    const value = cookies.get(name);
    return value === undefined || value === '' ? null : value;
  };
  return { access: read(ACCESS_COOKIE), refresh: read(REFRESH_COOKIE), username: read(USERNAME_COOKIE) };
}

/** The `Set-Cookie` values that store a session. */
export function sessionCookies(
  session: { access: string; refresh: string; username: string },
  attributes: CookieAttributes,
): string[] {
  return [
    serializeCookie(ACCESS_COOKIE, session.access, attributes),
    serializeCookie(REFRESH_COOKIE, session.refresh, attributes),
    serializeCookie(USERNAME_COOKIE, session.username, attributes),
  ];
}

/** The `Set-Cookie` values that delete the session. */
export function clearedSessionCookies(attributes: CookieAttributes): string[] {
  return SESSION_COOKIES.map((name) => serializeCookie(name, '', attributes, 0));
}
