import { useState, type RefObject } from 'react';

import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.ts';

/**
 * Whether an element's content is taller than the element (it scrolls). A scrolling region with
 * no focusable content must itself be focusable, or keyboard users cannot scroll it.
 */
export function useVerticalOverflow(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useIsomorphicLayoutEffect(() => {
    const node = ref.current;
    if (!enabled || !node) return;
    const measure = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return overflowing;
}
