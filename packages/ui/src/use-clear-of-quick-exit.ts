import { quickExitAvoidance } from './quick-exit-registry.ts';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.ts';

/** The custom property a floating layer's stylesheet turns into `translate`. */
const AVOID_PROPERTY = '--cm-avoid-exit';

/**
 * Keeps a floating layer (the toast list) off the quick exit a person sees: measured where the
 * stylesheet puts it, then moved down below the exit (or up above one at the bottom) just enough,
 * through a custom property set in the CSSOM, which a strict Content-Security-Policy allows. It
 * measures again whenever the layer's size changes (a toast comes or goes), the window is resized
 * or anything scrolls (an exit in the page's flow moves with it). Takes the element itself (from
 * a callback ref): a portalled layer mounts a render after its owner.
 */
export function useClearOfQuickExit(element: HTMLElement | null): void {
  useIsomorphicLayoutEffect(() => {
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return undefined;
    let frame = 0;
    const place = () => {
      frame = 0;
      element.style.removeProperty(AVOID_PROPERTY);
      const box = element.getBoundingClientRect();
      if (box.height === 0) return;
      const shift = quickExitAvoidance(box, element.ownerDocument.documentElement.clientHeight);
      if (shift !== 0) element.style.setProperty(AVOID_PROPERTY, `${shift}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = view.requestAnimationFrame(place);
    };
    place();
    // Delivered after layout and before paint: a new toast never shows on the exit for a frame.
    const resized = typeof view.ResizeObserver === 'function' ? new view.ResizeObserver(place) : null;
    resized?.observe(element);
    view.addEventListener('resize', schedule);
    view.addEventListener('scroll', schedule, { capture: true, passive: true });
    return () => {
      resized?.disconnect();
      view.removeEventListener('resize', schedule);
      view.removeEventListener('scroll', schedule, { capture: true });
      if (frame !== 0) view.cancelAnimationFrame(frame);
    };
  }, [element]);
}
