import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;
const onClient = () => true;
const onServerOrHydrating = () => false;

/**
 * `false` on the server and while React hydrates server-rendered markup, `true` afterwards and in
 * a client-only mount: what reads the browser (storage, media queries) waits for it, so the
 * hydrated frame is the server's frame.
 *
 * @example
 * const hydrated = useHydrated();
 * const draft = hydrated ? readDraft(localStorage) : null;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, onClient, onServerOrHydrating);
}
