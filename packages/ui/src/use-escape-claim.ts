import { useEffect, useRef, type RefObject } from 'react';

/**
 * Lets a control inside a Radix layer (dialog, popover) keep an Escape press for itself: while
 * `claims()` is true and the control has focus, Escape is marked handled before the layer sees
 * it, so the layer stays open and the control's own `onKeyDown` does the work (empty a search,
 * close a suggestion list). Radix listens for Escape on the document in the capture phase and
 * leaves an event that is already `defaultPrevented` alone; this listens on the window, which
 * comes first. `stopPropagation` in React cannot do this: React's handlers run after Radix's.
 *
 * @example
 * useEscapeClaim(inputRef, () => inputRef.current?.value !== '');
 */
export function useEscapeClaim(
  ref: RefObject<HTMLElement | null>,
  claims: (event: KeyboardEvent) => boolean,
): void {
  const latest = useRef(claims);
  useEffect(() => {
    latest.current = claims;
  });
  useEffect(() => {
    const element = ref.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return;
    const claimEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== element || event.isComposing) return;
      if (latest.current(event)) event.preventDefault();
    };
    view.addEventListener('keydown', claimEscape, true);
    return () => view.removeEventListener('keydown', claimEscape, true);
  }, [ref]);
}
