import { useSyncExternalStore } from 'react';

/**
 * A quick exit on the page, as it lends itself to our dialogs: where it goes, what it says, and
 * how it leaves (the crisis-resources `QuickExit` registers one, with its `exitPage`).
 *
 * @example
 * const link: QuickExitLink = { href: 'https://www.bbc.co.uk/weather', label: 'Exit this page', exit: leave };
 */
export interface QuickExitLink {
  /** The neutral page; also the link's `href`, so it leaves even if a script fails. */
  href: string;
  /** The button's words ('Exit this page'). */
  label: string;
  /** How to leave by keyboard ('or press Shift 3 times'), when the shortcut is on. */
  hint?: string | undefined;
  /** Leaves the page: bypasses every leave guard, no history entry. */
  exit: () => void;
}

interface Registry {
  links: readonly QuickExitLink[];
  /** Dialogs open right now that carry the exit themselves. */
  covering: number;
  listeners: Set<() => void>;
  /** The exits' elements (each with its hint), oldest first: the page's and each open dialog's. */
  elements?: Element[];
}

// One registry per page, shared by every copy of this package on it: a partner's React bundle and
// the custom elements' bundle (each with its own ui) still see each other's quick exit.
const REGISTRY_KEY = Symbol.for('@childhood-memories/quick-exit-registry');

function registry(): Registry & { elements: Element[] } {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  holder[REGISTRY_KEY] ??= { links: [], covering: 0, listeners: new Set() };
  // A registry made by an older copy of this package on the same page has no `elements` yet.
  holder[REGISTRY_KEY].elements ??= [];
  return holder[REGISTRY_KEY] as Registry & { elements: Element[] };
}

function notify(store: Registry): void {
  for (const listener of [...store.listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  const store = registry();
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}

/**
 * Tells our dialogs that the page has a quick exit: while it is registered, every `Dialog` (and
 * so `ConfirmDialog`, the memory modal, the tag wizard, the editor's dialogs) shows the same
 * exit at its top, inside its own focus order and above its overlay, since a modal dialog dims
 * and traps focus away from the page's own button. Returns the function that unregisters it.
 * The newest registration is the one shown. Call it from an effect, never while rendering.
 *
 * @example
 * useEffect(() => registerQuickExit({ href, label: 'Exit this page', exit: () => exitPage(href) }), [href]);
 */
export function registerQuickExit(link: QuickExitLink): () => void {
  const store = registry();
  store.links = [...store.links, link];
  notify(store);
  return () => {
    store.links = store.links.filter((registered) => registered !== link);
    notify(store);
  };
}

function newestLink(): QuickExitLink | null {
  return registry().links.at(-1) ?? null;
}

/**
 * The quick exit registered on the page (the newest), or null; null while server rendering.
 *
 * @example
 * const exit = useQuickExitLink();
 * return exit ? <a href={exit.href} onClick={(event) => { event.preventDefault(); exit.exit(); }}>{exit.label}</a> : null;
 */
export function useQuickExitLink(): QuickExitLink | null {
  return useSyncExternalStore(subscribe, newestLink, () => null);
}

/**
 * Marks that a dialog showing its own exit is open, until the returned function is called. A
 * quick exit fixed to the screen's corner steps aside meanwhile: one exit on screen, never two,
 * and none covering the dialog's own close button.
 *
 * @example
 * useLayoutEffect(() => coverQuickExit(), []);
 */
export function coverQuickExit(): () => void {
  const store = registry();
  store.covering += 1;
  notify(store);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    store.covering -= 1;
    notify(store);
  };
}

function isCovered(): boolean {
  return registry().covering > 0;
}

/**
 * Whether one of our dialogs is open and carrying the exit itself (see {@link coverQuickExit}).
 *
 * @example
 * const covered = useQuickExitCovered();
 * return <div data-covered={covered ? '' : undefined}>…</div>;
 */
export function useQuickExitCovered(): boolean {
  return useSyncExternalStore(subscribe, isCovered, () => false);
}

/**
 * Tells our floating layers where an exit is on screen, until the returned function is called:
 * toasts, the bell's panel and popovers move out of its way, so nothing ever lands on the way out.
 * The page's `QuickExit` and the exit each open dialog carries register their element (the
 * button with its hint).
 *
 * @example
 * useLayoutEffect(() => (ref.current ? trackQuickExitElement(ref.current) : undefined), []);
 */
export function trackQuickExitElement(element: Element): () => void {
  const store = registry();
  store.elements = [...store.elements, element];
  return () => {
    store.elements = store.elements.filter((tracked) => tracked !== element);
  };
}

/**
 * Where the exit a person sees is, in viewport pixels: the newest registered exit that is on the
 * page and drawn (a dialog's exit while a dialog is open; the page's otherwise; a fixed exit that
 * stepped aside is not drawn). Null when there is none, and while server rendering.
 *
 * @example
 * const exit = visibleQuickExitRect();
 * if (exit && overlaps(panel.getBoundingClientRect(), exit)) movePanelBelow(exit.bottom);
 */
export function visibleQuickExitRect(): DOMRect | null {
  if (typeof document === 'undefined') return null;
  const { elements } = registry();
  for (let index = elements.length - 1; index >= 0; index -= 1) {
    const element = elements[index];
    if (!element?.isConnected) continue;
    // A fixed exit that stepped aside for a dialog is hidden (`visibility`), yet keeps its box.
    if (
      typeof element.checkVisibility === 'function' &&
      !element.checkVisibility({ visibilityProperty: true })
    )
      continue;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) return rect;
  }
  return null;
}

/** How far a floating layer keeps from the exit, in pixels. */
const QUICK_EXIT_CLEARANCE = 8;

/**
 * How far a box must move down (positive) or up (negative) to clear the visible exit by
 * {@link QUICK_EXIT_CLEARANCE}, or 0 when it does not touch it: whichever way keeps the box on the
 * screen, and the shorter way when both do (a toast at the top of a phone goes below the exit in
 * the top bar; one at the bottom goes above an exit fixed to the bottom corner).
 *
 * @example
 * panel.style.setProperty('--cm-avoid-exit', `${quickExitAvoidance(panel.getBoundingClientRect())}px`);
 */
export function quickExitAvoidance(box: DOMRect, viewportHeight?: number): number {
  const exit = visibleQuickExitRect();
  if (!exit) return 0;
  const gap = QUICK_EXIT_CLEARANCE;
  const apart =
    box.right <= exit.left - gap ||
    box.left >= exit.right + gap ||
    box.bottom <= exit.top - gap ||
    box.top >= exit.bottom + gap;
  if (apart) return 0;
  const height = viewportHeight ?? document.documentElement.clientHeight;
  const down = Math.ceil(exit.bottom + gap - box.top);
  const up = -Math.ceil(box.bottom - (exit.top - gap));
  const downFits = box.bottom + down <= height;
  const upFits = box.top + up >= 0;
  if (downFits !== upFits) return downFits ? down : up;
  return Math.abs(up) < Math.abs(down) ? up : down;
}
