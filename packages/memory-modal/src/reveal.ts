import { createContext, type RefObject } from 'react';

/**
 * What stays stuck at the top of the modal's scrolling body (the tab strip), so a deep link's
 * target lands below it. Set by the modal's body; null elsewhere.
 */
export const StuckTopContext = createContext<RefObject<HTMLElement | null> | null>(null);

/** Room kept between a revealed target and what covers the scroller's top or bottom, in px (its highlight ring is 5 px). */
export const REVEAL_GAP_PX = 12;

/**
 * How far to scroll (the change of `scrollTop`) so a target lands whole in the part of a scroller
 * nothing covers: centred in it when it fits there, else with its top just below what covers the
 * scroller's top. Positions are in px from the top of the scroller's visible area.
 *
 * @example
 * revealDelta({ targetTop: 900, targetHeight: 120, viewHeight: 600, coveredTop: 90 }); // 555
 */
export function revealDelta({
  targetTop,
  targetHeight,
  viewHeight,
  coveredTop,
  gap = REVEAL_GAP_PX,
}: {
  targetTop: number;
  targetHeight: number;
  viewHeight: number;
  coveredTop: number;
  gap?: number;
}): number {
  const roomTop = coveredTop + gap;
  const room = viewHeight - coveredTop - 2 * gap;
  const landAt = targetHeight <= room ? roomTop + (room - targetHeight) / 2 : roomTop;
  return targetTop - landAt;
}

/** The nearest ancestor that scrolls vertically and has something to scroll. */
function scrollParent(node: HTMLElement): HTMLElement | null {
  const view = node.ownerDocument.defaultView;
  if (!view) return null;
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = view.getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight)
      return parent;
  }
  return null;
}

/** The height a sticky element covers at its scroller's top once stuck (0 when it does not stick). */
function coveredBy(stuck: HTMLElement | null, scroller: HTMLElement): number {
  const view = scroller.ownerDocument.defaultView;
  if (!stuck || !view || !scroller.contains(stuck)) return 0;
  const style = view.getComputedStyle(stuck);
  if (style.position !== 'sticky') return 0;
  const inset = Number.parseFloat(style.top) || 0;
  return Math.max(0, inset + stuck.getBoundingClientRect().height);
}

/**
 * Scrolls a deep link's target into the modal's view, whole and below the stuck tab strip, by
 * scrolling only its own scroller (the dialog's body): the dialog, its header and the page stay
 * where they are. Where there is no scroller (everything fits) nothing moves.
 */
export function revealTarget(node: HTMLElement, stuck: HTMLElement | null, smooth: boolean): void {
  const scroller = scrollParent(node);
  if (!scroller) {
    // In a dialog with nothing to scroll, it is in view already; a part on its own (outside any
    // dialog) uses the browser's reveal.
    if (node.closest('[role="dialog"]') === null)
      node.scrollIntoView?.({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
    return;
  }
  const view = scroller.getBoundingClientRect();
  const target = node.getBoundingClientRect();
  const delta = revealDelta({
    targetTop: target.top - (view.top + scroller.clientTop),
    targetHeight: target.height,
    viewHeight: scroller.clientHeight,
    coveredTop: coveredBy(stuck, scroller),
  });
  scroller.scrollTo({ top: scroller.scrollTop + delta, behavior: smooth ? 'smooth' : 'auto' });
}
