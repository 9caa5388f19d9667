import { useSyncExternalStore } from 'react';

/**
 * No input that can hover: a phone or a tablet used by touch alone, so no Shift key to press
 * three times. (A laptop with a touch screen, or a tablet with a trackpad, can hover.)
 */
const TOUCH_ONLY_QUERY = '(any-hover: none)';

function query(): MediaQueryList | null {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? null
    : window.matchMedia(TOUCH_ONLY_QUERY);
}

function subscribe(listener: () => void): () => void {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

const isTouchOnly = () => query()?.matches ?? false;
const onServer = () => false;

/**
 * Whether the device is used by touch alone ({@link TOUCH_ONLY_QUERY}), kept up to date; `false`
 * on the server and while hydrating. The quick exit's keyboard hint ('or press Shift 3 times') is
 * not said there: a phone has no Shift key. The stylesheets hide it by the same query before the
 * script runs.
 *
 * @example
 * const touchOnly = useTouchOnly();
 * return touchOnly ? null : <span id={hintId}>{hint}</span>;
 */
export function useTouchOnly(): boolean {
  return useSyncExternalStore(subscribe, isTouchOnly, onServer);
}
