import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Button } from './Button.tsx';
import { TOAST_DURATION_MS } from './constants.ts';
import { Toaster, ToastProvider, useToast, type ToastOptions } from './Toast.tsx';
import { WidgetRoot } from './WidgetRoot.tsx';
import { WidgetsProvider } from './WidgetsProvider.tsx';

function Notify(options: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Notify</Button>;
}

describe('useToast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lasts the spec’s 3 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('shows a success toast, announces it politely, and removes it after 3 s', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <WidgetsProvider>
        <Notify
          tone="success"
          title="Post Updated Successfully"
          description="Your changes have been saved!"
        />
      </WidgetsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));

    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region).toHaveTextContent('Post Updated Successfully'));
    // The fake clock also moves with real time (`shouldAdvanceTime`), which a loaded machine
    // spends freely: each check is placed from the moment the toast was seen, a second clear of
    // the 3 s on either side of it.
    const shown = Date.now();
    const until = (ms: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(Math.max(0, shown + ms - Date.now()));
      });
    expect(region).toHaveTextContent('Your changes have been saved!');

    await until(100);
    const announcement = screen.getByRole('status');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent('Notification Success: Post Updated Successfully');

    await until(TOAST_DURATION_MS - 1000);
    expect(region).toHaveTextContent('Post Updated Successfully');

    await until(TOAST_DURATION_MS + 1000);
    expect(region).not.toHaveTextContent('Post Updated Successfully');
  });

  it('announces errors assertively', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <WidgetsProvider>
        <Notify
          tone="error"
          title="Memory Submission Failed"
          description="There was an error entering your post. Please try again later."
        />
      </WidgetsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await screen.findByRole('region', { name: 'Notifications (F8)' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    const announcement = screen.getByRole('status');
    expect(announcement).toHaveAttribute('aria-live', 'assertive');
    expect(announcement).toHaveTextContent('Notification Error: Memory Submission Failed');
  });

  it('honours a custom duration', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <WidgetsProvider>
        <Notify tone="info" title="Saved as a draft" duration={6000} />
      </WidgetsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(region).toHaveTextContent('Saved as a draft');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(region).not.toHaveTextContent('Saved as a draft');
  });

  it('can be closed with its Close button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <WidgetsProvider>
        <Notify tone="info" title="Link copied" />
      </WidgetsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(region).not.toHaveTextContent('Link copied');
  });

  it('works with ToastProvider and Toaster without WidgetsProvider, carrying the theme', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <div data-theme="dark">
          <WidgetRoot>
            <Notify tone="success" title="Your Memory Added Successfully!" />
          </WidgetRoot>
        </div>
        <Toaster />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const title = await screen.findByText('Your Memory Added Successfully!', { selector: '.cm-toast-title' });
    expect(title.closest('.cm-root')).toHaveAttribute('data-theme', 'dark');
  });

  it('renders no toast area (and loads no Radix Toast) until the first toast', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <WidgetsProvider>
        <Notify tone="info" title="Link copied" />
      </WidgetsProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    expect(document.querySelector('.cm-toast-viewport')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toHaveTextContent(
      'Link copied',
    );
  });

  it('shows nothing and warns once without a provider', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Notify tone="info" title="Hello" />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('WidgetsProvider');
    warn.mockRestore();
  });
});
