import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';

import {
  guardReturnAfterQuickExit,
  isTabMarkedByQuickExit,
  leavePage,
  markQuickExit,
  QUICK_EXIT_CONCEALED_ATTRIBUTE,
  QUICK_EXIT_MARK_KEY,
  QUICK_EXIT_RETURN_SCRIPT,
} from './return-guard.ts';

const INSTALLED_KEY = '@childhood-memories/quick-exit-return-guard';
type Listener = (event: Event) => void;

let replace: MockInstance<Location['replace']>;
let listeners: Map<string, Listener[]>;

/** How the browser says this document was reached. */
function reachedBy(type: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
}

/** A page-transition event as the browser fires it on leaving or on restoring from the cache. */
function fire(name: 'pagehide' | 'pageshow', persisted: boolean) {
  const event = new Event(name);
  Object.defineProperty(event, 'persisted', { value: persisted });
  for (const listener of listeners.get(name) ?? []) listener(event);
}

const html = () => document.documentElement;
const concealed = () => html().hidden && html().style.getPropertyValue('display') === 'none';

beforeEach(() => {
  replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
  // Each test is a new document: no guard installed yet, and its listeners kept here.
  delete (window as unknown as Record<string, unknown>)[INSTALLED_KEY];
  listeners = new Map();
  vi.spyOn(window, 'addEventListener').mockImplementation((name: string, listener: unknown) => {
    listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener]);
  });
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  html().hidden = false;
  html().removeAttribute(QUICK_EXIT_CONCEALED_ATTRIBUTE);
  html().style.removeProperty('display');
  sessionStorage.clear();
});

describe('markQuickExit', () => {
  test('marks the tab with the neutral page, made absolute', () => {
    expect(isTabMarkedByQuickExit()).toBe(false);
    markQuickExit('/somewhere-calm');
    expect(sessionStorage.getItem(QUICK_EXIT_MARK_KEY)).toBe(new URL('/somewhere-calm', location.href).href);
    expect(isTabMarkedByQuickExit()).toBe(true);
  });
});

describe('leavePage', () => {
  test('hides the page at once and replaces it, no history entry', () => {
    leavePage('https://www.bbc.co.uk/weather');
    expect(concealed()).toBe(true);
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://www.bbc.co.uk/weather');
  });
});

describe('guardReturnAfterQuickExit', () => {
  test('does nothing to an unmarked tab, whatever brought the page', () => {
    reachedBy('back_forward');
    expect(guardReturnAfterQuickExit()).toBe(false);
    expect(concealed()).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  test.each(['back_forward', 'reload'] as const)(
    'after a quick exit, a page reached by %s is hidden and leaves for the neutral page again',
    (type) => {
      markQuickExit('https://www.bbc.co.uk/weather');
      reachedBy(type);
      expect(guardReturnAfterQuickExit()).toBe(true);
      expect(concealed()).toBe(true);
      expect(replace).toHaveBeenCalledExactlyOnceWith('https://www.bbc.co.uk/weather');
      // Still marked: every further Back leaves too.
      expect(isTabMarkedByQuickExit()).toBe(true);
    },
  );

  test('a fresh visit (typed address, link, bookmark) clears the mark and shows the page', () => {
    markQuickExit('https://www.bbc.co.uk/weather');
    reachedBy('navigate');
    expect(guardReturnAfterQuickExit()).toBe(false);
    expect(concealed()).toBe(false);
    expect(replace).not.toHaveBeenCalled();
    expect(isTabMarkedByQuickExit()).toBe(false);
  });

  test('a second install in the same document keeps a mark made since (a quick exit on this page)', () => {
    reachedBy('navigate');
    guardReturnAfterQuickExit();
    markQuickExit('https://www.bbc.co.uk/weather');
    expect(guardReturnAfterQuickExit()).toBe(false);
    expect(isTabMarkedByQuickExit()).toBe(true);
    // And it listens once, not twice.
    expect(listeners.get('pageshow')).toHaveLength(1);
    expect(listeners.get('pagehide')).toHaveLength(1);
  });

  test('ignores a mark that is not a web address', () => {
    sessionStorage.setItem(QUICK_EXIT_MARK_KEY, 'javascript:alert(1)');
    reachedBy('back_forward');
    expect(guardReturnAfterQuickExit()).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  test('hides a page as it goes into the back-forward cache, and shows it again on return when the tab is not marked', () => {
    reachedBy('navigate');
    guardReturnAfterQuickExit();
    fire('pagehide', true);
    expect(concealed()).toBe(true);
    fire('pageshow', true);
    expect(concealed()).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  test('a page restored from the back-forward cache after a quick exit stays hidden and leaves again', () => {
    reachedBy('navigate');
    guardReturnAfterQuickExit();
    fire('pagehide', true);
    markQuickExit('https://www.bbc.co.uk/weather'); // the exit, on another page of the tab
    fire('pageshow', true);
    expect(concealed()).toBe(true);
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://www.bbc.co.uk/weather');
  });

  test('a page left for good (not cached) is not hidden, and a host’s own hidden page is left alone', () => {
    reachedBy('navigate');
    guardReturnAfterQuickExit();
    fire('pagehide', false);
    expect(concealed()).toBe(false);
    html().hidden = true;
    fire('pageshow', true);
    expect(html().hidden).toBe(true);
  });
});

describe('QUICK_EXIT_RETURN_SCRIPT', () => {
  test('is the guard itself, runnable as an inline script with nothing else loaded', () => {
    markQuickExit('https://www.bbc.co.uk/weather');
    reachedBy('back_forward');
    new Function(QUICK_EXIT_RETURN_SCRIPT)();
    expect(concealed()).toBe(true);
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://www.bbc.co.uk/weather');
    expect(listeners.get('pageshow')).toHaveLength(1);
  });

  test('clears the mark on a fresh visit, as the function does', () => {
    markQuickExit('https://www.bbc.co.uk/weather');
    reachedBy('navigate');
    new Function(QUICK_EXIT_RETURN_SCRIPT)();
    expect(isTabMarkedByQuickExit()).toBe(false);
    expect(concealed()).toBe(false);
  });
});
