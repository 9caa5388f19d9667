import { useContext, useEffect, useState, type RefObject } from 'react';

import { DEEP_LINK_SCROLL_DELAY_MS } from './constants.ts';
import { revealTarget, StuckTopContext } from './reveal.ts';

/**
 * A deep link's "scroll to it, then highlight it" (community §2.3): `ready` says the target is
 * on screen; `DEEP_LINK_SCROLL_DELAY_MS` (700 ms) later it is scrolled into view (smoothly unless
 * reduced motion is asked for), whole and below the modal's stuck tab strip, by scrolling the
 * modal's body only, and highlighted for `highlightMs`. Returns whether the highlight shows now.
 * Runs once per `targetKey`.
 *
 * @example
 * const highlighted = useDeepLinkFocus(ref, comment?.id ?? null, loaded, COMMENT_HIGHLIGHT_MS);
 */
export function useDeepLinkFocus(
  ref: RefObject<HTMLElement | null>,
  targetKey: string | number | null,
  ready: boolean,
  highlightMs: number,
): boolean {
  const [highlighted, setHighlighted] = useState(false);
  const stuckTop = useContext(StuckTopContext);
  useEffect(() => {
    if (targetKey === null || !ready) return undefined;
    let clear: ReturnType<typeof setTimeout> | undefined;
    const scroll = setTimeout(() => {
      const node = ref.current;
      if (node) {
        const reduce = node.ownerDocument.defaultView?.matchMedia?.(
          '(prefers-reduced-motion: reduce)',
        ).matches;
        revealTarget(node, stuckTop?.current ?? null, reduce !== true);
      }
      setHighlighted(true);
      clear = setTimeout(() => setHighlighted(false), highlightMs);
    }, DEEP_LINK_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(scroll);
      if (clear !== undefined) clearTimeout(clear);
    };
  }, [ref, targetKey, ready, highlightMs, stuckTop]);
  return highlighted;
}
