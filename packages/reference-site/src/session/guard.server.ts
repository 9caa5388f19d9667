import { redirect } from 'react-router';

import { loginAddress } from '../shell/route-action.ts';
import { parseCookies, sessionFromCookies } from './cookies.ts';

/** Whether the request carries session cookies (the root loader has already checked them with the API). */
export function hasSession(request: Request): boolean {
  const stored = sessionFromCookies(parseCookies(request.headers.get('cookie')));
  return stored.access !== null || stored.refresh !== null;
}

/**
 * The answer that asks a visitor to log in on / and brings them back to this address afterwards
 * (`loginAddress`; the marker of an ended session goes along).
 */
export function loginRedirect(request: Request): Response {
  return redirect(loginAddress(new URL(request.url)));
}

/**
 * For pages only a member may open (community §6: authorization comes from the access token in
 * the cookies; the root loader has already checked it with the API). A visitor is asked to log
 * in, and comes back here afterwards.
 */
export function requireMember(request: Request): null {
  if (hasSession(request)) return null;
  throw loginRedirect(request);
}

/** For the visitor landing: a member goes to /home. */
export function redirectMember(request: Request): null {
  const url = new URL(request.url);
  if (hasSession(request)) throw redirect(`/home${url.search}`);
  return null;
}
