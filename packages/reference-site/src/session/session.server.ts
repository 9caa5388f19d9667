import { createHttpClient, isApiError } from '@childhood-memories/api-client';

import type { SiteConfig } from '../config.server.ts';
import {
  clearedSessionCookies,
  cookieAttributes,
  parseCookies,
  sessionCookies,
  sessionFromCookies,
} from './cookies.ts';

/** The auth state of community §3, as the server read it from the request's cookies. */
export interface AuthState {
  isAuthenticated: boolean;
  /** Always true once the server has answered: nothing renders before the state is known. */
  initialized: true;
  /** Whether the member has passed onboarding (true for visitors and by default). */
  hasOnboarding: boolean;
  username: string | null;
  /** Ours: the member may open /moderation (the server's word, `is_moderator`; it checks again on every call). */
  isModerator: boolean;
}

export const VISITOR: AuthState = {
  isAuthenticated: false,
  initialized: true,
  hasOnboarding: true,
  username: null,
  isModerator: false,
};

/**
 * What the request's session comes to (community §4 "Session"): a visitor, a member, a member
 * whose access token was refreshed (the page reloads with the new cookies), or a member whose
 * session ended (logged out and sent to /).
 */
export type SessionOutcome =
  | { kind: 'visitor' }
  | { kind: 'member'; auth: AuthState }
  | { kind: 'refreshed'; setCookies: string[] }
  | { kind: 'ended'; setCookies: string[] };

function unauthorized(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * Checks the access token with `/verify-token`; on failure tries `/refresh-token`. A server
 * that cannot be reached is not a failed check: the member stays signed in as far as the page
 * can tell, and the widgets show their own calm errors.
 */
export async function resolveSession(request: Request, config: SiteConfig): Promise<SessionOutcome> {
  const stored = sessionFromCookies(parseCookies(request.headers.get('cookie')));
  const attributes = cookieAttributes(new URL(request.url).hostname, config.cookieDomain);
  if (stored.access === null && stored.refresh === null) return { kind: 'visitor' };
  const end = (): SessionOutcome => ({ kind: 'ended', setCookies: clearedSessionCookies(attributes) });

  const client = createHttpClient({ baseUrl: config.apiInternalUrl, getAccessToken: () => stored.access });
  if (stored.access !== null) {
    try {
      await client.verifyToken(stored.access);
      const user = await client.getCurrentUser().catch((error: unknown) => {
        if (unauthorized(error)) throw error;
        return null;
      });
      return {
        kind: 'member',
        auth: {
          isAuthenticated: true,
          initialized: true,
          hasOnboarding: user?.has_passed_onboarding ?? true,
          username: user?.username ?? stored.username,
          isModerator: user?.is_moderator === true,
        },
      };
    } catch (error) {
      if (!unauthorized(error)) return unreachable(stored.username);
    }
  }
  if (stored.refresh === null) return end();
  try {
    const tokens = await client.refreshToken(stored.refresh);
    return {
      kind: 'refreshed',
      setCookies: sessionCookies({ ...tokens, username: stored.username ?? '' }, attributes),
    };
  } catch (error) {
    return unauthorized(error) || (isApiError(error) && error.status === 400)
      ? end()
      : unreachable(stored.username);
  }
}

function unreachable(username: string | null): SessionOutcome {
  return {
    kind: 'member',
    auth: { isAuthenticated: true, initialized: true, hasOnboarding: true, username, isModerator: false },
  };
}

/**
 * The API as this request's reader: their access token from the cookies, or a visitor. A token
 * the API no longer accepts reads as a visitor (the root loader refreshes or ends the session
 * in parallel), so a page never fails on it.
 */
export async function asReader<T>(
  request: Request,
  config: SiteConfig,
  read: (client: ReturnType<typeof createHttpClient>) => Promise<T>,
): Promise<T> {
  const stored = sessionFromCookies(parseCookies(request.headers.get('cookie')));
  const clientFor = (token: string | null) =>
    createHttpClient({ baseUrl: config.apiInternalUrl, getAccessToken: () => token });
  if (stored.access === null) return read(clientFor(null));
  try {
    return await read(clientFor(stored.access));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return read(clientFor(null));
    throw error;
  }
}
