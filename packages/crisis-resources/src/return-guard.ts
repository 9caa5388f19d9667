/**
 * What keeps Back from returning to a page after a quick exit.
 *
 * `location.replace` removes only the entry the member left from: every earlier entry of the tab
 * (the editor before the wizard was opened, /home, any page still in the back-forward cache) is
 * one Back away. So a quick exit also marks the tab (`sessionStorage`, which lives as long as the
 * tab and no longer), and every page of the site carries a small guard that reads the mark:
 *
 * - a page loaded by Back, Forward or a reload while the tab is marked hides itself before it is
 *   painted and leaves for the neutral page again (`location.replace`), so what Back shows is the
 *   neutral page, never the member's words;
 * - a page put in the back-forward cache is hidden as it goes in (`pagehide`), and shown again on
 *   its way back out (`pageshow`) only if the tab is not marked; otherwise it leaves again;
 * - a fresh visit (typing the address, a link, a bookmark) clears the mark: the member came back
 *   on purpose.
 *
 * The guard is written once, as {@link guardReturnAfterQuickExit}, and also served as the inline
 * script {@link QUICK_EXIT_RETURN_SCRIPT} for the `<head>` of server-rendered pages, where it runs
 * before anything is painted. The script is the functions' own source text, so they lean on
 * nothing outside themselves and use no syntax a host's bundler would rewrite into helpers.
 *
 * This module is framework-free and carries no `"use client"`: a React Server Component layout
 * may import the script.
 */

/** The `sessionStorage` key that marks a tab after a quick exit; its value is the neutral page. */
export const QUICK_EXIT_MARK_KEY = 'cm:quick-exit';

/** The attribute our guard puts on `<html>` while it hides the page. */
export const QUICK_EXIT_CONCEALED_ATTRIBUTE = 'data-cm-quick-exit-concealed';

// One install per document, whichever copy of this code (the head script, the widgets' bundle, the
// custom elements' bundle) runs first.
const INSTALLED_KEY = '@childhood-memories/quick-exit-return-guard';

/**
 * Installs the guard in this document (once) and, when the tab was marked by a quick exit and this
 * page was reached by Back, Forward or a reload, hides it and leaves for the neutral page at once.
 * Returns `true` when it is leaving. The `<QuickExit>` component calls it when it mounts, and
 * `exitPage` before it leaves; a page that renders its content on the server also puts
 * {@link QUICK_EXIT_RETURN_SCRIPT} at the top of its `<head>`, so the guard runs before the first
 * paint. A client-rendered app may call it first thing in its entry module instead.
 *
 * @example
 * import { guardReturnAfterQuickExit } from '@childhood-memories/crisis-resources/return-guard';
 *
 * if (!guardReturnAfterQuickExit()) createRoot(container).render(<App />);
 */
export function guardReturnAfterQuickExit(): boolean {
  return returnGuard(
    concealPage,
    revealPage,
    QUICK_EXIT_MARK_KEY,
    QUICK_EXIT_CONCEALED_ATTRIBUTE,
    INSTALLED_KEY,
  );
}

/**
 * Hides the whole page at once (the `hidden` attribute, and `display: none` through the CSSOM,
 * which a strict Content-Security-Policy allows and which beats a host's `html { display }`),
 * marked with `attribute` so that only what we hid is shown again. Self-contained: its text is
 * part of the inline script.
 */
function concealPage(attribute: string): void {
  const html = document.documentElement;
  html.setAttribute(attribute, '');
  html.hidden = true;
  html.style.setProperty('display', 'none', 'important');
}

/** Shows again a page {@link concealPage} hid, and nothing else. Self-contained, like it. */
function revealPage(attribute: string): void {
  const html = document.documentElement;
  if (!html.hasAttribute(attribute)) return;
  html.removeAttribute(attribute);
  html.hidden = false;
  html.style.removeProperty('display');
}

/** The body of the guard. Self-contained (its text is the inline script): no outer names but its parameters. */
function returnGuard(
  conceal: (attribute: string) => void,
  reveal: (attribute: string) => void,
  markKey: string,
  concealedAttribute: string,
  installedKey: string,
): boolean {
  if (typeof window === 'undefined' || typeof document === 'undefined') return false;
  const marked = function (): string | null {
    try {
      const href = window.sessionStorage.getItem(markKey);
      return href && /^https?:\/\//i.test(href) ? href : null;
    } catch {
      return null;
    }
  };
  const leave = function (href: string) {
    conceal(concealedAttribute);
    window.location.replace(href);
  };
  const state = window as unknown as Record<string, boolean | undefined>;
  const first = !state[installedKey];
  state[installedKey] = true;
  if (first) {
    window.addEventListener('pagehide', function (event) {
      if (event.persisted) conceal(concealedAttribute);
    });
    window.addEventListener('pageshow', function (event) {
      if (!event.persisted) return;
      const href = marked();
      if (href) leave(href);
      else reveal(concealedAttribute);
    });
  }
  const href = marked();
  if (!href) return false;
  const entries =
    window.performance && performance.getEntriesByType ? performance.getEntriesByType('navigation') : [];
  const type = entries.length > 0 ? (entries[0] as PerformanceNavigationTiming).type : 'navigate';
  if (type === 'back_forward' || type === 'reload') {
    leave(href);
    return true;
  }
  // A fresh visit: the member came back on purpose. Only on the first install in a document: a
  // quick exit later in this same document marks the tab again, and no later install undoes it.
  if (first) {
    try {
      window.sessionStorage.removeItem(markKey);
    } catch {
      // Storage refused: nothing was marked either.
    }
  }
  return false;
}

/**
 * The guard as an inline script, for the top of the `<head>` of every server-rendered page (before
 * the stylesheets), with the page's CSP nonce: after a quick exit it hides a page reached by Back
 * before its first paint and leaves again. It is {@link guardReturnAfterQuickExit}'s own code.
 *
 * @example
 * <head>
 *   <script nonce={nonce} dangerouslySetInnerHTML={{ __html: QUICK_EXIT_RETURN_SCRIPT }} />
 * </head>
 */
export const QUICK_EXIT_RETURN_SCRIPT: string = /* @__PURE__ */ returnScript();

// A call, so that a bundle that never renders the script (a client-rendered app, the custom
// elements' loader) drops it with its text.
function returnScript(): string {
  const args = [concealPage.toString(), revealPage.toString()];
  for (const value of [QUICK_EXIT_MARK_KEY, QUICK_EXIT_CONCEALED_ATTRIBUTE, INSTALLED_KEY])
    args.push(JSON.stringify(value));
  return `(${returnGuard.toString()})(${args.join(',')});`;
}

/**
 * Marks this tab as left by a quick exit (`exitPage` does it before leaving): until the member
 * visits again on purpose, any page of the site reached by Back or Forward leaves for `href`.
 *
 * @example
 * markQuickExit('https://www.bbc.co.uk/weather');
 */
export function markQuickExit(href: string): void {
  try {
    // Absolute, so that the guard on any page of the site leaves for the same place.
    window.sessionStorage.setItem(QUICK_EXIT_MARK_KEY, new URL(href, window.location.href).href);
  } catch {
    // Storage refused (a privacy mode): the exit itself still works.
  }
}

/**
 * Whether this tab is marked by a quick exit (see {@link markQuickExit}).
 *
 * @example
 * if (isTabMarkedByQuickExit()) return null;
 */
export function isTabMarkedByQuickExit(): boolean {
  try {
    return window.sessionStorage.getItem(QUICK_EXIT_MARK_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Hides the page at once and replaces it with `href` (no history entry): the member's words are
 * gone from the screen while the neutral page loads, and the page is hidden if the browser keeps
 * it in its back-forward cache.
 *
 * @example
 * leavePage('https://www.bbc.co.uk/weather');
 */
export function leavePage(href: string): void {
  concealPage(QUICK_EXIT_CONCEALED_ATTRIBUTE);
  window.location.replace(href);
}
