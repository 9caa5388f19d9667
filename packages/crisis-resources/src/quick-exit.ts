import { useEffect, useRef } from 'react';

import {
  QUICK_EXIT_DEFAULT_HREF,
  QUICK_EXIT_EVENT,
  QUICK_EXIT_SHIFT_PRESSES,
  QUICK_EXIT_SHIFT_WINDOW_MS,
} from './constants.ts';
import {
  guardReturnAfterQuickExit,
  isTabMarkedByQuickExit,
  leavePage,
  markQuickExit,
} from '@childhood-memories/crisis-resources/return-guard';

let quickExiting = false;

/**
 * True from the moment a quick exit starts. An unsaved-changes guard (a `beforeunload` handler,
 * a route-change confirmation) must return early when it is true: the person is leaving for
 * their safety and must never be asked "Are you sure?".
 *
 * @example
 * window.addEventListener('beforeunload', (event) => {
 *   if (isQuickExiting() || !hasUnsavedChanges()) return;
 *   event.preventDefault();
 * });
 */
export function isQuickExiting(): boolean {
  return quickExiting;
}

/**
 * The `detail` of the `cm:quick-exit` event.
 *
 * @example
 * window.addEventListener('cm:quick-exit', (event) => {
 *   const { href } = (event as CustomEvent<QuickExitDetail>).detail;
 * });
 */
export interface QuickExitDetail {
  href: string;
}

/**
 * Options shared by {@link exitPage}, {@link useQuickExitShortcut} and `QuickExit`.
 *
 * @example
 * exitPage('https://www.bbc.co.uk/weather', { onExit: () => analytics.flush() });
 */
export interface QuickExitOptions {
  /** Called just before navigating; never awaited. */
  onExit?: () => void;
  /**
   * Replaces the page. By default the page is hidden at once and replaced through
   * `window.location.replace`, which leaves no history entry. Stories and tests pass their own to
   * stay on the page (it is then neither hidden nor left; the tab is still marked).
   */
  navigate?: (href: string) => void;
}

/**
 * Leaves the page at once for `href` (default: a neutral weather page) without a history entry.
 * In order: `isQuickExiting()` becomes true, the tab is marked so that Back never shows the site
 * again (see `guardReturnAfterQuickExit`), `cm:quick-exit` is dispatched on `window` (detail
 * `{ href }`) so editors can drop their leave prompts, `onExit` runs, then the page is hidden and
 * replaced (`window.location.replace(href)`). Nothing is cleared or saved on the way out.
 *
 * @example
 * <button type="button" onClick={() => exitPage('https://www.google.com/')}>Leave</button>
 */
export function exitPage(href: string = QUICK_EXIT_DEFAULT_HREF, options: QuickExitOptions = {}): void {
  quickExiting = true;
  // The guard first (it clears the mark of an earlier exit on a fresh visit), then the mark.
  guardReturnAfterQuickExit();
  markQuickExit(href);
  // Restored from the back-forward cache after the member came back on purpose (the mark is
  // gone): guards work again. While the tab is marked the guard leaves again instead.
  window.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted && !isTabMarkedByQuickExit()) quickExiting = false;
    },
    { once: true },
  );
  window.dispatchEvent(new CustomEvent<QuickExitDetail>(QUICK_EXIT_EVENT, { detail: { href } }));
  try {
    options.onExit?.();
  } catch (error) {
    // A host callback must never stop the exit.
    console.error(error);
  }
  (options.navigate ?? leavePage)(href);
}

/**
 * Options of {@link useQuickExitShortcut}.
 *
 * @example
 * useQuickExitShortcut({ href: 'https://www.google.com/', enabled: !isPrinting });
 */
export interface UseQuickExitShortcutOptions extends QuickExitOptions {
  /** Where to go (default: a neutral weather page). */
  href?: string;
  /** Listen for the shortcut (default true). */
  enabled?: boolean;
}

// Several QuickExit buttons on one page each listen; one key press must exit only once.
const handledKeydowns = new WeakSet<KeyboardEvent>();

/**
 * Listens for the quick-exit shortcut: Shift pressed three times within one second, with no
 * other key in between (so typing capitals never triggers it) and auto-repeat ignored. Works
 * while focus is in a text field: the listener runs on `window` in the capture phase.
 *
 * @example
 * function Layout({ children }: { children: ReactNode }) {
 *   useQuickExitShortcut({ href: 'https://www.bbc.co.uk/weather' });
 *   return children;
 * }
 */
export function useQuickExitShortcut({
  href = QUICK_EXIT_DEFAULT_HREF,
  enabled = true,
  onExit,
  navigate,
}: UseQuickExitShortcutOptions = {}): void {
  // The latest options, without re-subscribing (and losing presses) on every render.
  const latest = useRef({ href, onExit, navigate });
  useEffect(() => {
    latest.current = { href, onExit, navigate };
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let presses: number[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Shift') {
        presses = [];
        return;
      }
      if (event.repeat) return;
      const now = Date.now();
      presses = [...presses, now].filter((time) => now - time <= QUICK_EXIT_SHIFT_WINDOW_MS);
      if (presses.length < QUICK_EXIT_SHIFT_PRESSES) return;
      presses = [];
      if (handledKeydowns.has(event)) return;
      handledKeydowns.add(event);
      const { href: target, ...options } = latest.current;
      exitPage(target, options);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [enabled]);
}
