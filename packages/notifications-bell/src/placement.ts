import { quickExitAvoidance } from '@childhood-memories/ui';
import { useEffect, useLayoutEffect, type RefObject } from 'react';

import { DROPDOWN_HEIGHT_MAX, VIEWPORT_MARGIN } from './constants.ts';

const useLayoutEffectInBrowser = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The dropdown's height when the screen leaves it less room under the bell (it scrolls inside). */
const HEIGHT_MIN = 160;

/**
 * Keeps the open dropdown inside the screen, wherever the host put the bell: the panel opens
 * under the bell on the side `align` names, then is moved sideways just enough to keep
 * `VIEWPORT_MARGIN` (12 px) from both edges of the viewport, is never wider than the viewport
 * less those margins, and never taller than the room under the bell (at most 500 px). It never
 * lands on the quick exit: where the exit (or its hint) would be under the panel, the panel moves
 * down below it, or stops short above an exit at the bottom of the screen. Measured before paint
 * when it opens, and again when the window is resized.
 *
 * The shifts are custom properties (`--cm-bell-shift`, `--cm-bell-shift-y`) the stylesheet turns
 * into `translate`; set through the CSSOM, which a strict Content-Security-Policy allows (the
 * panel is never server-rendered).
 */
export function useDropdownPlacement(panelRef: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffectInBrowser(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    const view = panel.ownerDocument.defaultView;
    if (!view) return undefined;
    const place = () => placePanel(panel);
    place();
    view.addEventListener('resize', place);
    return () => view.removeEventListener('resize', place);
  }, [open, panelRef]);
}

function placePanel(panel: HTMLElement): void {
  const root = panel.ownerDocument.documentElement;
  const width = root.clientWidth;
  const height = root.clientHeight;
  // Measured where the stylesheet puts it, before any shift of ours.
  panel.style.removeProperty('--cm-bell-shift');
  panel.style.removeProperty('--cm-bell-shift-y');
  panel.style.maxWidth = `${Math.max(0, width - 2 * VIEWPORT_MARGIN)}px`;
  const box = panel.getBoundingClientRect();
  let shift = 0;
  if (box.left < VIEWPORT_MARGIN) shift = VIEWPORT_MARGIN - box.left;
  else if (box.right > width - VIEWPORT_MARGIN) shift = width - VIEWPORT_MARGIN - box.right;
  shift = Math.round(shift);
  panel.style.setProperty('--cm-bell-shift', `${shift}px`);
  // Where it now stands, for the quick exit's sake: below an exit beside the bell, above one at the bottom.
  const avoid = quickExitAvoidance(new DOMRect(box.x + shift, box.y, box.width, box.height), height);
  const down = Math.max(0, avoid);
  if (down > 0) panel.style.setProperty('--cm-bell-shift-y', `${down}px`);
  const room = height - box.top - down - VIEWPORT_MARGIN - Math.max(0, -avoid);
  panel.style.maxHeight = `${Math.min(DROPDOWN_HEIGHT_MAX, Math.max(HEIGHT_MIN, Math.floor(room)))}px`;
}
