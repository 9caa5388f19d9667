import type { NotificationsBellClient } from '@childhood-memories/api-client';
import { useMessages, VisuallyHidden, WidgetRoot } from '@childhood-memories/ui';
import { useEffect, useState, type ComponentType } from 'react';

import type { LoadedBellProps } from './Bell.tsx';

import type { NotificationTarget } from './items.ts';
import { useRouteReady } from './route-ready.ts';
import {
  NOTIFICATIONS_BELL_NAMESPACE,
  notificationsBellMessages,
  type NotificationsBellMessages,
} from './messages.ts';

/** Props of {@link NotificationsBell}. */
export interface NotificationsBellProps {
  /** Called with where a clicked notification leads; the host opens the memory modal there. */
  onOpenNotification?: (target: NotificationTarget) => void;
  /** The host's location (path and query): the first fetch comes 1 s after it changes. */
  routeKey?: string;
  /** False for a visitor: no bell at all (community §6). Default true. */
  signedIn?: boolean;
  /** The API client; defaults to the provider's. */
  client?: NotificationsBellClient;
  /** String overrides for this bell. */
  messages?: Partial<NotificationsBellMessages>;
  /** The BroadcastChannel tabs share their poll on (one per member and site). */
  channelName?: string;
  /** Where the dropdown opens, relative to the bell. Default 'end'. */
  align?: 'start' | 'center' | 'end';
}

/** The bell's outline icon. */
export function BellIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The notifications bell (community §2.2, §2.5, §4): a button with the unseen badge, polled
 * every 30 s, and a dropdown of grouped, resonance and comment notifications. Opening it marks
 * everything seen; clicking a notification marks it read and hands the host its target.
 *
 * First paint costs the host almost nothing: the button shows at once, and the bell's logic
 * (TanStack Query, the dropdown) loads when the browser is idle, or at once when the member
 * points at, focuses or presses the bell (a press then opens it).
 *
 * @example
 * <NotificationsBell routeKey={location.pathname + location.search} onOpenNotification={openMemory} />
 */
export function NotificationsBell(props: NotificationsBellProps) {
  const [wanted, setWanted] = useState<'idle' | 'load' | 'open'>('idle');
  const [focused, setFocused] = useState(false);
  const [Loaded, setLoaded] = useState<ComponentType<LoadedBellProps> | null>(null);
  const t = useMessages(NOTIFICATIONS_BELL_NAMESPACE, notificationsBellMessages, props.messages);
  const signedIn = props.signedIn !== false;
  // The first fetch 1 s after the route changes: the code is here by then at the latest.
  const readyFor = useRouteReady(props.routeKey ?? '', signedIn);
  const needed = wanted !== 'idle' || readyFor !== null;

  // When the browser is idle after first paint, the bell's code starts loading.
  useEffect(() => {
    if (!signedIn || needed) return undefined;
    const view = globalThis.window;
    if (!view) return undefined;
    const load = () => setWanted((now) => (now === 'idle' ? 'load' : now));
    if (typeof view.requestIdleCallback === 'function') {
      const handle = view.requestIdleCallback(load, { timeout: 800 });
      return () => view.cancelIdleCallback(handle);
    }
    const timer = view.setTimeout(load, 200);
    return () => view.clearTimeout(timer);
  }, [signedIn, needed]);

  // The placeholder stays until the code is here (no empty moment, no lost click or focus).
  useEffect(() => {
    if (!needed || Loaded !== null) return undefined;
    let live = true;
    void import('./Bell.tsx').then((module) => {
      if (live) setLoaded(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [needed, Loaded]);

  if (!signedIn) return null;
  if (Loaded !== null) {
    return <Loaded {...props} defaultOpen={wanted === 'open'} focusOnMount={focused} readyFor={readyFor} />;
  }
  return (
    <WidgetRoot className="cm-bell-root">
      <button
        type="button"
        className="cm-bell-button"
        aria-expanded={false}
        // Pointing at the bell fetches its code; it takes over on the press (or when idle).
        onPointerEnter={() => void import('./Bell.tsx').catch(() => undefined)}
        onFocus={() => {
          setFocused(true);
          setWanted((now) => (now === 'idle' ? 'load' : now));
        }}
        onBlur={() => setFocused(false)}
        onClick={() => setWanted('open')}
      >
        <BellIcon />
        <VisuallyHidden>{t.bell}</VisuallyHidden>
      </button>
    </WidgetRoot>
  );
}
