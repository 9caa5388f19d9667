import { WidgetsProvider } from '@childhood-memories/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';

import { QuickExit } from './QuickExit.tsx';
import { isQuickExiting } from './quick-exit.ts';

let replace: MockInstance<Location['replace']>;
beforeEach(() => {
  replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('QuickExit', () => {
  test('shows "Exit this page" with the shortcut as its description, with no provider', () => {
    render(<QuickExit />);
    expect(screen.getByRole('link', { name: 'Exit this page' })).toHaveAccessibleDescription(
      'or press Shift 3 times',
    );
    expect(screen.getByText('or press Shift 3 times')).toBeVisible();
  });

  test('replaces the page with the neutral weather page on click', async () => {
    const user = userEvent.setup();
    render(<QuickExit />);
    await user.click(screen.getByRole('link', { name: 'Exit this page' }));
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://www.bbc.co.uk/weather');
    expect(isQuickExiting()).toBe(true);
  });

  test('goes to the host’s page, telling guards and calling onExit first', async () => {
    const user = userEvent.setup();
    const steps: string[] = [];
    const onQuickExit = (event: Event) =>
      steps.push(`event ${(event as CustomEvent<{ href: string }>).detail.href}`);
    window.addEventListener('cm:quick-exit', onQuickExit);
    replace.mockImplementation((href) => steps.push(`replace ${String(href)}`));
    render(<QuickExit href="https://www.google.com/" onExit={() => steps.push('onExit')} />);
    await user.click(screen.getByRole('link', { name: 'Exit this page' }));
    window.removeEventListener('cm:quick-exit', onQuickExit);
    expect(steps).toEqual(['event https://www.google.com/', 'onExit', 'replace https://www.google.com/']);
  });

  test('leaves on Shift pressed three times, also from a text field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <textarea aria-label="Your memory" />
        <QuickExit href="https://www.google.com/" />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Your memory' }));
    await user.keyboard('{Shift}{Shift}{Shift}');
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://www.google.com/');
  });

  test('without the shortcut, ignores Shift and shows no hint', async () => {
    const user = userEvent.setup();
    render(<QuickExit shortcut={false} />);
    await user.keyboard('{Shift}{Shift}{Shift}');
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Exit this page' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText('or press Shift 3 times')).not.toBeInTheDocument();
  });

  test('uses a navigate function instead of location.replace where one is given', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(<QuickExit href="https://example.org/" navigate={navigate} />);
    await user.click(screen.getByRole('link', { name: 'Exit this page' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://example.org/');
    expect(replace).not.toHaveBeenCalled();
  });

  test('takes its label from the label prop, the messages prop or the provider', () => {
    const { unmount } = render(<QuickExit label="Leave now" />);
    expect(screen.getByRole('link', { name: 'Leave now' })).toBeInTheDocument();
    unmount();
    render(
      <WidgetsProvider
        messages={{ crisisResources: { quickExit: 'Leave quickly', quickExitHint: 'or Shift ×3' } }}
      >
        <QuickExit />
        <QuickExit messages={{ quickExit: 'Go to weather' }} />
      </WidgetsProvider>,
    );
    expect(screen.getByRole('link', { name: 'Leave quickly' })).toHaveAccessibleDescription('or Shift ×3');
    expect(screen.getByRole('link', { name: 'Go to weather' })).toBeInTheDocument();
  });

  test('shows the hint with the fixed button too', () => {
    render(<QuickExit placement="fixed" />);
    expect(screen.getByRole('link', { name: 'Exit this page' })).toHaveAccessibleDescription(
      'or press Shift 3 times',
    );
    expect(screen.getByText('or press Shift 3 times')).toBeVisible();
  });

  test('is a real link to the neutral page, so it leaves before script runs, and sends no referrer', () => {
    render(<QuickExit href="https://www.google.com/" />);
    const link = screen.getByRole('link', { name: 'Exit this page' });
    expect(link).toHaveAttribute('href', 'https://www.google.com/');
    expect(link).toHaveAttribute('rel', 'nofollow noreferrer');
  });
});
