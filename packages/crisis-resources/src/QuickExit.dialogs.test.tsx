import { Button, ConfirmDialog, Dialog, WidgetsProvider } from '@childhood-memories/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { QuickExit } from './QuickExit.tsx';
import { isQuickExiting } from './quick-exit.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function WritingSupport({ onConfirm = () => undefined }: { onConfirm?: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Dialog
      title="Memory Writing Support"
      trigger={<Button variant="secondary">Need Support?</Button>}
      footer={<Button onClick={() => setConfirming(true)}>Cancel the memory</Button>}
    >
      <label>
        Your words <textarea />
      </label>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel?"
        description="Are you sure you wish to cancel?"
        cancelLabel="Keep writing"
        confirmLabel="Cancel"
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}

describe('the quick exit inside our dialogs', () => {
  test('an open dialog carries the page’s exit, and one click leaves without closing the dialog first', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const onExit = vi.fn();
    render(
      <>
        <QuickExit navigate={navigate} onExit={onExit} href="https://www.google.com/" />
        <WritingSupport />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Need Support?' }));
    const dialog = screen.getByRole('dialog', { name: 'Memory Writing Support' });
    const exit = within(dialog).getByRole('link', { name: 'Exit this page' });
    expect(exit).toHaveAttribute('href', 'https://www.google.com/');
    expect(exit).toHaveAccessibleDescription('or press Shift 3 times');
    await user.click(exit);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://www.google.com/');
    expect(onExit).toHaveBeenCalledOnce();
    expect(isQuickExiting()).toBe(true);
  });

  test('the exit is in the dialog’s own focus order: first, never focused on opening, Enter leaves', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <>
        <QuickExit navigate={navigate} />
        <WritingSupport />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Need Support?' }));
    const dialog = screen.getByRole('dialog');
    // Opening focuses the first field, never the exit (a hurried Enter must not leave).
    const exit = within(dialog).getByRole('link', { name: 'Exit this page' });
    expect(exit).not.toHaveFocus();
    expect(dialog.contains(document.activeElement)).toBe(true);
    // One Shift+Tab back from where focus starts, and Tab from the last element loops to it.
    await user.tab({ shift: true });
    expect(exit).toHaveFocus();
    within(dialog).getByRole('button', { name: 'Cancel the memory' }).focus();
    await user.tab();
    expect(exit).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://www.bbc.co.uk/weather');
  });

  test('a question opened over a dialog carries it too', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <>
        <QuickExit navigate={navigate} />
        <WritingSupport />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Need Support?' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the memory' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel?' });
    expect(screen.getByRole('button', { name: 'Keep writing' })).toHaveFocus();
    await user.click(within(question).getByRole('link', { name: 'Exit this page' }));
    expect(navigate).toHaveBeenCalledOnce();
  });

  test('without a quick exit on the page a dialog shows none', async () => {
    const user = userEvent.setup();
    render(<WritingSupport />);
    await user.click(screen.getByRole('button', { name: 'Need Support?' }));
    expect(within(screen.getByRole('dialog')).queryByRole('link')).not.toBeInTheDocument();
  });

  test('the dialog’s exit follows the page’s: the host’s words, no hint without the shortcut, gone with it', async () => {
    const user = userEvent.setup();
    function Page() {
      const [exitShown, setExitShown] = useState(true);
      return (
        <WidgetsProvider messages={{ crisisResources: { quickExit: 'Leave now' } }}>
          {exitShown ? <QuickExit navigate={() => undefined} shortcut={false} /> : null}
          <Button onClick={() => setExitShown(false)}>Remove exit</Button>
          <Dialog open title="Guidelines">
            <Button onClick={() => setExitShown(false)}>Remove the exit</Button>
          </Dialog>
        </WidgetsProvider>
      );
    }
    render(<Page />);
    const dialog = screen.getByRole('dialog');
    const exit = within(dialog).getByRole('link', { name: 'Leave now' });
    expect(exit).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Remove the exit' }));
    expect(within(dialog).queryByRole('link', { name: 'Leave now' })).not.toBeInTheDocument();
  });

  test('a fixed exit steps aside while a dialog carries it, and comes back when the dialog closes', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <QuickExit placement="fixed" navigate={() => undefined} />
        <WritingSupport />
      </>,
    );
    const fixed = container.querySelector('[data-placement="fixed"]');
    expect(fixed).not.toHaveAttribute('data-covered');
    await user.click(screen.getByRole('button', { name: 'Need Support?' }));
    expect(fixed).toHaveAttribute('data-covered');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fixed).not.toHaveAttribute('data-covered');
  });
});
