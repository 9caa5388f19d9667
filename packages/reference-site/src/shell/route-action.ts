/** The overlays a `routeAction` query parameter opens on the current path (community §2.1, memory-writing §2). */
export const ROUTE_ACTIONS = [
  'signup',
  'login',
  'forgot-password',
  'reset-password',
  'warning',
  'warning2',
  'privacy',
  'step1',
  'step2',
] as const;

export type RouteAction = (typeof ROUTE_ACTIONS)[number];

export const ROUTE_ACTION_PARAM = 'routeAction';

export function isRouteAction(value: string | null): value is RouteAction {
  return value !== null && (ROUTE_ACTIONS as readonly string[]).includes(value);
}

/** The same place with a different overlay (or none): path, other query parameters and hash kept. */
export function withRouteAction(
  location: { pathname: string; search: string; hash: string },
  action: RouteAction | null,
  extra: Record<string, string | null> = {},
): string {
  const params = new URLSearchParams(location.search);
  if (action === null) params.delete(ROUTE_ACTION_PARAM);
  else params.set(ROUTE_ACTION_PARAM, action);
  for (const [key, value] of Object.entries(extra)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/** Where a login overlay sends the member afterwards: a path on this site (see `safeNext`). */
export const NEXT_PARAM = 'next';

/**
 * The marker that a member's session ended (logged out elsewhere, or the refresh refused): the
 * login overlay then says gently that they were signed out, and nothing more.
 */
export const SIGNED_OUT_PARAM = 'signedOut';

/** Longer than any address of this site; a longer `next` is not one we wrote. */
const NEXT_MAX_LENGTH = 2048;
// A base of our own to resolve against: whatever resolves elsewhere is not a path of this site.
const SAME_SITE = 'https://same-site.invalid';

// C0 and C1 control characters; spaces in a path we wrote arrive as %20 or +.
function isControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/**
 * A path inside this site to go to after logging in, or null: never another origin, whatever
 * the browser would make of it. Only an address that starts with one `/` and holds no
 * backslash, whitespace or control character is taken (browsers read `/\host` as `//host` and
 * drop tabs and line breaks, so `/\t/host` would become `//host`), and it must resolve to this
 * site. The answer is the resolved path, query and hash, so what the router receives is what
 * was checked.
 */
export function safeNext(value: string | null): string | null {
  if (value === null || value.length > NEXT_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\s]/.test(value) || [...value].some(isControl)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a visitor logs in before a page that needs a member, and comes back to it afterwards:
 * / with the login overlay and `next` (the page, without the overlay's own parameters). The
 * marker of an ended session goes along, so the overlay still says why.
 */
export function loginAddress(from: { pathname: string; search: string }): string {
  const params = new URLSearchParams(from.search);
  const signedOut = params.has(SIGNED_OUT_PARAM);
  params.delete(SIGNED_OUT_PARAM);
  params.delete(NEXT_PARAM);
  if (params.get(ROUTE_ACTION_PARAM) === 'login') params.delete(ROUTE_ACTION_PARAM);
  const rest = params.toString();
  const query = new URLSearchParams({
    [ROUTE_ACTION_PARAM]: 'login',
    [NEXT_PARAM]: `${from.pathname}${rest ? `?${rest}` : ''}`,
  });
  if (signedOut) query.set(SIGNED_OUT_PARAM, '1');
  return `/?${query.toString()}`;
}

/**
 * The same address with the login overlay and the marker that the session ended: where a
 * member whose session ended goes. A page open to visitors then shows with the overlay over
 * it; one that needs a member sends on to `loginAddress`, which keeps the marker.
 */
export function signedOutAddress(location: { pathname: string; search: string; hash: string }): string {
  return withRouteAction(location, 'login', { [SIGNED_OUT_PARAM]: '1' });
}
