import { useSyncExternalStore } from 'react';

const MOBILE_QUERY = '(max-width: 639.98px)';

// One MediaQueryList, made on first use (never at import: SSR): `matchMedia` on every render of
// every keystroke showed up in the keystroke benchmark.
let mobileQuery: MediaQueryList | null = null;

function mobileQueryList(): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  mobileQuery ??= window.matchMedia(MOBILE_QUERY);
  return mobileQuery;
}

function subscribeMobile(onChange: () => void): () => void {
  const query = mobileQueryList();
  if (query === null) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is phone-sized (false on the server and in the first hydrating render). */
export function useMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => mobileQueryList()?.matches ?? false,
    () => false,
  );
}
