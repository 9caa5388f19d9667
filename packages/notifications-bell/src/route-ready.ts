import { useEffect, useState } from 'react';

import { FIRST_FETCH_DELAY_MS } from './constants.ts';

/**
 * 1 s after each change of the host's route, its key (null until the first second has passed):
 * when the poll may start, and when it polls again (community §7).
 */
export function useRouteReady(routeKey: string, enabled: boolean): string | null {
  const [readyFor, setReadyFor] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(() => setReadyFor(routeKey), FIRST_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [routeKey, enabled]);
  return readyFor;
}
