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
}

// One registry per page, shared by every copy of this package on it: a partner's React bundle and
// the custom elements' bundle (each with its own ui) still see each other's quick exit.
const REGISTRY_KEY = Symbol.for('@childhood-memories/quick-exit-registry');

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  holder[REGISTRY_KEY] ??= { links: [], covering: 0, listeners: new Set() };
  return holder[REGISTRY_KEY];
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
