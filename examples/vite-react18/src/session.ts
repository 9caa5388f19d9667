// The host's own session, as small as it can be for an example: the tokens the API gave at
// sign-in, kept for this tab. Your site has its own (a cookie, a refresh timer); the widgets only
// ever ask it for the current access token.
import type { AuthSession } from '@childhood-memories/api-client';
import { useMemo, useSyncExternalStore } from 'react';

const KEY = 'example-session';
const listeners = new Set<() => void>();

/** The session of this tab, or null for a visitor. */
export function readSession(): AuthSession | null {
  return parse(sessionStorage.getItem(KEY));
}

export function writeSession(session: AuthSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
  for (const listener of listeners) listener();
}

function parse(raw: string | null): AuthSession | null {
  try {
    return raw === null ? null : (JSON.parse(raw) as AuthSession);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering when it changes (a visitor, null, on a server). */
export function useSession(): AuthSession | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => sessionStorage.getItem(KEY),
    () => null,
  );
  return useMemo(() => parse(raw), [raw]);
}
