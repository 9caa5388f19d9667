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

/** A path inside this site to go to after logging in, or null (never another origin). */
export function safeNext(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
