import { redirect } from 'react-router';

import { parseCookies, sessionFromCookies } from './cookies.ts';

function hasSession(request: Request): boolean {
  const stored = sessionFromCookies(parseCookies(request.headers.get('cookie')));
  return stored.access !== null || stored.refresh !== null;
}

/**
 * For pages only a member may open (community §6: authorization comes from the access token in
 * the cookies; the root loader has already checked it with the API). A visitor is asked to log
 * in, and comes back here afterwards.
 */
export function requireMember(request: Request): null {
  if (hasSession(request)) return null;
  const url = new URL(request.url);
  const next = `${url.pathname}${url.search}`;
  throw redirect(`/?routeAction=login&next=${encodeURIComponent(next)}`);
}

/** For the visitor landing: a member goes to /home. */
export function redirectMember(request: Request): null {
  const url = new URL(request.url);
  if (hasSession(request)) throw redirect(`/home${url.search}`);
  return null;
}
