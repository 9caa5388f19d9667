import { startTransition, useEffect, useState, type ReactNode } from 'react';

import { useHydrated } from './use-hydrated.ts';

/** Props of {@link TimeSliced}. */
export interface TimeSlicedProps {
  /** The frame shown until the children are ready: the widget's root at the height it reserves. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Renders a widget's first frame without blocking the host page: mounted on the client, the
 * `fallback` commits at once and the `children` follow in a transition, which React renders in
 * slices that yield to the browser every few milliseconds (a host's clicks, typing and painting
 * go first), then commits in one piece. On the server and while hydrating server-rendered markup
 * the children render at once, so the server's frame is the first frame and hydration matches it.
 *
 * The fallback should reserve the children's height, so nothing below the widget moves.
 *
 * @example
 * <TimeSliced fallback={<WidgetRoot className="cm-memory-editor" data-state="starting" />}>
 *   <MemoryEditorBody {...props} />
 * </TimeSliced>
 */
export function TimeSliced({ fallback, children }: TimeSlicedProps) {
  // Latched at the first render: hydration renders the children; a client mount starts sliced.
  const hydrated = useHydrated();
  const [ready, setReady] = useState(!hydrated);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready ? children : fallback;
}
