import { createHttpClient, type AuthSession, type HttpClient } from '@childhood-memories/api-client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import type { PublicConfig } from '../config.server.ts';
import {
  ACCESS_COOKIE,
  clearedSessionCookies,
  cookieAttributes,
  KEPT_SESSION_KEYS,
  parseCookies,
  REFRESH_COOKIE,
  sessionCookies,
  USERNAME_COOKIE,
} from './cookies.ts';
import { signedOutAddress } from '../shell/route-action.ts';
import type { AuthState } from './session.server.ts';

/** The message the next page shows once, after the session ends on purpose. */
export type Flash = 'logged-out' | 'account-deleted';

export const FLASH_MESSAGES: Record<Flash, string> = {
  'logged-out': 'You have successfully logged out.',
  'account-deleted': 'Your account has been deleted. We wish you well.',
};

export interface Session {
  auth: AuthState;
  client: HttpClient;
  /** Stores a new session's cookies; the caller then navigates, which reloads the root's state. */
  signIn: (session: AuthSession) => void;
  /** Logs out (community §4): the API call, cookies and session storage cleared, to / with a message. */
  logOut: () => Promise<void>;
  /** Forgets the session in this browser (cookies, session storage) and goes to / with a message. */
  forget: (flash: Flash) => void;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The session, or null where the page could not load it (an error before the root loader answered). */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookies(document.cookie).get(name) || null;
}

function writeCookies(values: string[]) {
  for (const value of values) document.cookie = value;
}

function clearSessionStorage() {
  try {
    const kept = KEPT_SESSION_KEYS.map((key) => [key, sessionStorage.getItem(key)] as const);
    sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode, blocked cookies): nothing to clear.
  }
}

/**
 * The API client of the browser: the token read from the cookie before each call. On a 401 the
 * refresh token is tried once: on success the page reloads with the new cookies (community §4),
 * otherwise the session is forgotten and the member is asked to log in again, gently, on the
 * page they were on when it is open to visitors and on / otherwise (`signedOutAddress`).
 */
function createSessionClient(config: PublicConfig): HttpClient {
  let refreshing: Promise<void> | null = null;
  const attributes = () => cookieAttributes(window.location.hostname, config.cookieDomain);
  const client = createHttpClient({
    baseUrl: config.apiBaseUrl,
    getAccessToken: () => readCookie(ACCESS_COOKIE),
    onUnauthorized: () => {
      const refresh = readCookie(REFRESH_COOKIE);
      if (refresh === null || refreshing !== null) return;
      refreshing = client
        .refreshToken(refresh)
        .then(
          (tokens) => {
            writeCookies(
              sessionCookies({ ...tokens, username: readCookie(USERNAME_COOKIE) ?? '' }, attributes()),
            );
            window.location.reload();
          },
          () => {
            writeCookies(clearedSessionCookies(attributes()));
            clearSessionStorage();
            // The same page loads again as a visitor's, with the login overlay and the word that
            // they were signed out (the root loader's way; a page that needs a member sends on
            // to / with `next`). Replaced, so Back does not return to the member's page.
            window.location.replace(signedOutAddress(window.location));
          },
        )
        .finally(() => {
          refreshing = null;
        });
    },
  });
  return client;
}

/**
 * The member's session in the browser: the API client every widget receives (its token read
 * from the cookie before each call), sign in and log out. When the API answers 401 during a
 * visit, the refresh token is tried once; on success the page reloads (community §4), otherwise
 * the member is logged out and asked to log in again (see `createSessionClient`).
 */
export function SessionProvider({
  auth,
  config,
  children,
}: {
  auth: AuthState;
  config: PublicConfig;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const attributes = useCallback(
    () => cookieAttributes(window.location.hostname, config.cookieDomain),
    [config.cookieDomain],
  );

  const endSession = useCallback(
    (flash: Flash | null) => {
      writeCookies(clearedSessionCookies(attributes()));
      clearSessionStorage();
      void navigate('/', { replace: flash === null, state: flash === null ? null : { flash } });
    },
    [attributes, navigate],
  );

  const [client] = useState(() => createSessionClient(config));

  const signIn = useCallback(
    (session: AuthSession) => {
      writeCookies(
        sessionCookies(
          { access: session.access, refresh: session.refresh, username: session.user.username },
          attributes(),
        ),
      );
    },
    [attributes],
  );

  const logOut = useCallback(async () => {
    try {
      await client.logOut();
    } catch (error) {
      // The member still leaves: their browser forgets the session whatever the server says.
      console.warn('Logout call failed', error);
    }
    endSession('logged-out');
  }, [client, endSession]);

  const value = useMemo<Session>(
    () => ({ auth, client, signIn, logOut, forget: endSession }),
    [auth, client, signIn, logOut, endSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
