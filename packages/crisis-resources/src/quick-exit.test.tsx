import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';

import {
  QUICK_EXIT_DEFAULT_HREF,
  QUICK_EXIT_EVENT,
  QUICK_EXIT_SHIFT_PRESSES,
  QUICK_EXIT_SHIFT_WINDOW_MS,
} from './constants.ts';

// The quick-exit flag lives in the module: each test gets a fresh copy.
async function freshQuickExit() {
  vi.resetModules();
  return import('./quick-exit.ts');
}

let replace: MockInstance<Location['replace']>;
beforeEach(() => {
  replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the constants', () => {
  test('are the event name, the neutral page and Shift three times within one second', () => {
    expect(QUICK_EXIT_EVENT).toBe('cm:quick-exit');
    expect(QUICK_EXIT_DEFAULT_HREF).toBe('https://www.bbc.co.uk/weather');
    expect(QUICK_EXIT_SHIFT_PRESSES).toBe(3);
    expect(QUICK_EXIT_SHIFT_WINDOW_MS).toBe(1000);
  });
});

describe('exitPage', () => {
  test('replaces the page with the given address, leaving no history entry', async () => {
    const { exitPage } = await freshQuickExit();
    exitPage('https://www.google.com/');
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://www.google.com/');
  });

  test('goes to the neutral weather page by default', async () => {
    const { exitPage } = await freshQuickExit();
    exitPage();
    expect(replace).toHaveBeenCalledWith('https://www.bbc.co.uk/weather');
  });

  test('sets the flag, tells guards, calls onExit, then navigates, in that order', async () => {
    const { exitPage, isQuickExiting } = await freshQuickExit();
    expect(isQuickExiting()).toBe(false);
    const steps: string[] = [];
    const onEvent = (event: Event) => {
      steps.push(`event ${JSON.stringify((event as CustomEvent).detail)} exiting=${isQuickExiting()}`);
    };
    window.addEventListener('cm:quick-exit', onEvent);
    exitPage('https://example.org/', {
      onExit: () => steps.push('onExit'),
      navigate: (href) => steps.push(`navigate ${href}`),
    });
    window.removeEventListener('cm:quick-exit', onEvent);
    expect(steps).toEqual([
      'event {"href":"https://example.org/"} exiting=true',
      'onExit',
      'navigate https://example.org/',
    ]);
    expect(isQuickExiting()).toBe(true);
    expect(replace).not.toHaveBeenCalled();
  });

  test('still leaves when onExit throws', async () => {
    const { exitPage } = await freshQuickExit();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    exitPage('https://example.org/', {
      onExit: () => {
        throw new Error('host bug');
      },
    });
    expect(replace).toHaveBeenCalledWith('https://example.org/');
    expect(logged).toHaveBeenCalled();
  });

  test('marks the tab and hides the page before it is replaced, so Back never shows it', async () => {
    const { exitPage } = await freshQuickExit();
    replace.mockImplementation(() => {
      expect(document.documentElement.hidden).toBe(true);
      expect(sessionStorage.getItem('cm:quick-exit')).toBe('https://example.org/');
    });
    exitPage('https://example.org/');
    expect(replace).toHaveBeenCalledTimes(1);
  });

  test('marks the tab but neither hides nor leaves the page when a navigate function is given', async () => {
    const { exitPage } = await freshQuickExit();
    exitPage('https://example.org/', { navigate: () => undefined });
    expect(sessionStorage.getItem('cm:quick-exit')).toBe('https://example.org/');
    expect(document.documentElement.hidden).toBe(false);
  });

  test('keeps guards off on a page restored from the back-forward cache while the tab is marked', async () => {
    const { exitPage, isQuickExiting } = await freshQuickExit();
    exitPage('https://example.org/');
    const pageshow = new Event('pageshow');
    Object.defineProperty(pageshow, 'persisted', { value: true });
    window.dispatchEvent(pageshow);
    // The return guard leaves again: no "Leave page?" on the way.
    expect(isQuickExiting()).toBe(true);
  });

  test('lets guards work again on a page restored from the back-forward cache after a fresh visit cleared the mark', async () => {
    const { exitPage, isQuickExiting } = await freshQuickExit();
    exitPage('https://example.org/');
    expect(isQuickExiting()).toBe(true);
    sessionStorage.removeItem('cm:quick-exit');
    const pageshow = new Event('pageshow');
    Object.defineProperty(pageshow, 'persisted', { value: true });
    window.dispatchEvent(pageshow);
    expect(isQuickExiting()).toBe(false);
  });
});

describe('useQuickExitShortcut', () => {
  test('leaves on Shift pressed three times', async () => {
    const { useQuickExitShortcut, isQuickExiting } = await freshQuickExit();
    const user = userEvent.setup();
    renderHook(() => useQuickExitShortcut({ href: 'https://example.org/' }));
    await user.keyboard('{Shift}{Shift}{Shift}');
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://example.org/');
    expect(isQuickExiting()).toBe(true);
  });

  test('fires cm:quick-exit and onExit before leaving', async () => {
    const { useQuickExitShortcut } = await freshQuickExit();
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const onExit = vi.fn();
    window.addEventListener('cm:quick-exit', onEvent);
    renderHook(() => useQuickExitShortcut({ href: 'https://example.org/', onExit }));
    await user.keyboard('{Shift}{Shift}{Shift}');
    window.removeEventListener('cm:quick-exit', onEvent);
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  test('does nothing on two presses', async () => {
    const { useQuickExitShortcut, isQuickExiting } = await freshQuickExit();
    const user = userEvent.setup();
    renderHook(() => useQuickExitShortcut({ href: 'https://example.org/' }));
    await user.keyboard('{Shift}{Shift}');
    expect(replace).not.toHaveBeenCalled();
    expect(isQuickExiting()).toBe(false);
  });

  test('does nothing when the third press comes more than a second after the first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { useQuickExitShortcut } = await freshQuickExit();
    const user = userEvent.setup();
    renderHook(() => useQuickExitShortcut({ href: 'https://example.org/' }));
    await user.keyboard('{Shift}');
    vi.setSystemTime(Date.now() + 500);
    await user.keyboard('{Shift}');
    vi.setSystemTime(Date.now() + 501);
    await user.keyboard('{Shift}');
    expect(replace).not.toHaveBeenCalled();
  });

  test('leaves when the third press comes exactly one second after the first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { useQuickExitShortcut } = await freshQuickExit();
    const user = userEvent.setup();
    renderHook(() => useQuickExitShortcut({ href: 'https://example.org/' }));
    await user.keyboard('{Shift}');
    vi.setSystemTime(Date.now() + 500);
    await user.keyboard('{Shift}');
    vi.setSystemTime(Date.now() + 500);
    await user.keyboard('{Shift}');
    expect(replace).toHaveBeenCalledTimes(1);
  });

  test('ignores a held Shift’s auto-repeat', async () => {
    const { useQuickExitShortcut } = await freshQuickExit();
    renderHook(() => useQuickExitShortcut({ href: 'https://example.org/' }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', shiftKey: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', shiftKey: true, repeat: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', shiftKey: true, repeat: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', shiftKey: true, repeat: true }));
    expect(replace).not.toHaveBeenCalled();
  });

  test('is not set off by typing capitals', async () => {
    const { useQuickExitShortcut } = await freshQuickExit();
    const user = userEvent.setup();
    render(<textarea aria-label="Your memory" />);
    renderHook(() => useQuickExitShortcut({ href: 'https://example.org/' }));
    await user.click(screen.getByRole('textbox', { name: 'Your memory' }));
    await user.keyboard('{Shift>}I{/Shift} {Shift>}A{/Shift}{Shift>}M{/Shift}');
    expect(screen.getByRole('textbox', { name: 'Your memory' })).toHaveValue('I AM');
    expect(replace).not.toHaveBeenCalled();
  });

  test('works while typing in a text field that stops key events', async () => {
    const { useQuickExitShortcut } = await freshQuickExit();
    const user = userEvent.setup();
    render(<textarea aria-label="Your memory" onKeyDown={(event) => event.stopPropagation()} />);
    renderHook(() => useQuickExitShortcut({ href: 'https://example.org/' }));
    await user.click(screen.getByRole('textbox', { name: 'Your memory' }));
    await user.keyboard('sad{Shift}{Shift}{Shift}');
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://example.org/');
  });

  test('exits once when several components listen', async () => {
    const { useQuickExitShortcut } = await freshQuickExit();
    const user = userEvent.setup();
    renderHook(() => useQuickExitShortcut({ href: 'https://example.org/' }));
    renderHook(() => useQuickExitShortcut({ href: 'https://example.org/' }));
    await user.keyboard('{Shift}{Shift}{Shift}');
    expect(replace).toHaveBeenCalledTimes(1);
  });

  test('does not listen when disabled, nor after unmounting', async () => {
    const { useQuickExitShortcut } = await freshQuickExit();
    const user = userEvent.setup();
    const disabled = renderHook(() => useQuickExitShortcut({ href: 'https://example.org/', enabled: false }));
    await user.keyboard('{Shift}{Shift}{Shift}');
    disabled.unmount();
    const unmounted = renderHook(() => useQuickExitShortcut({ href: 'https://example.org/' }));
    unmounted.unmount();
    await user.keyboard('{Shift}{Shift}{Shift}');
    expect(replace).not.toHaveBeenCalled();
  });

  test('uses the latest href and navigate without losing presses between renders', async () => {
    const { useQuickExitShortcut } = await freshQuickExit();
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { rerender } = renderHook(({ href }) => useQuickExitShortcut({ href, navigate }), {
      initialProps: { href: 'https://example.org/one' },
    });
    await user.keyboard('{Shift}{Shift}');
    rerender({ href: 'https://example.org/two' });
    await user.keyboard('{Shift}');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://example.org/two');
    expect(replace).not.toHaveBeenCalled();
  });
});
