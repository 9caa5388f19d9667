'use client';

// The host's own session, as small as it can be for an example: the tokens the API gave at
// sign-in, kept for this tab. The server renders every page as a visitor sees it, and the page
// becomes the member's right after hydration (useSyncExternalStore's server snapshot), so what the
// server sent and what hydration renders match. Your site has its own session (a cookie, a
// refresh timer); the widgets only ever ask it for the current access token.
import type { AuthSession } from '@childhood-memories/api-client';
import { useMemo, useSyncExternalStore } from 'react';

const KEY = 'example-session';
const listeners = new Set<() => void>();

function stored(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
}

function parse(raw: string | null): AuthSession | null {
  try {
    return raw === null ? null : (JSON.parse(raw) as AuthSession);
  } catch {
    return null;
  }
}

/** The session of this tab, or null for a visitor (and on the server). */
export function readSession(): AuthSession | null {
  return parse(stored());
}

export function writeSession(session: AuthSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering when it changes; null on the server and during hydration. */
export function useSession(): AuthSession | null {
  const raw = useSyncExternalStore(subscribe, stored, () => null);
  return useMemo(() => parse(raw), [raw]);
}
