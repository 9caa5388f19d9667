import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { Button } from './Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Dialog } from './Dialog.tsx';
import { WidgetRoot } from './WidgetRoot.tsx';
import { WidgetsProvider } from './WidgetsProvider.tsx';

function GuidelinesDialog() {
  return (
    <Dialog
      title="Community Guidelines"
      description="Please read these before you post."
      trigger={<Button variant="secondary">View Guidelines</Button>}
      footer={<Button>Understood</Button>}
    >
      <p>Be kind.</p>
      <a href="#more">More about kindness</a>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger with the keyboard, named by its title and described', async () => {
    const user = userEvent.setup();
    render(<GuidelinesDialog />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'View Guidelines' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Community Guidelines' });
    expect(dialog).toHaveAccessibleDescription('Please read these before you post.');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(within(dialog).getByText('Be kind.')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<GuidelinesDialog />);
    const trigger = screen.getByRole('button', { name: 'View Guidelines' });
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("closes with its 'Close' button and gives focus back to the trigger", async () => {
    const user = userEvent.setup();
    render(<GuidelinesDialog />);
    const trigger = screen.getByRole('button', { name: 'View Guidelines' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('gives focus back to what had it when the host opens and closes it without a trigger', async () => {
    function HostControlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Write your memory</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Your memory">
            <p>Text</p>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<HostControlled />);
    const opener = screen.getByRole('button', { name: 'Write your memory' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Your memory' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<GuidelinesDialog />);
    await user.click(screen.getByRole('button', { name: 'View Guidelines' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 6; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('portals into the provider portalContainer, inside a .cm-root', async () => {
    const user = userEvent.setup();
    const container = document.createElement('div');
    container.setAttribute('data-testid', 'host-layer');
    document.body.append(container);
    render(
      <WidgetsProvider portalContainer={container}>
        <GuidelinesDialog />
      </WidgetsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'View Guidelines' }));
    const dialog = screen.getByRole('dialog', { name: 'Community Guidelines' });
    expect(container).toContainElement(dialog);
    expect(dialog.closest('.cm-root')).not.toBeNull();
    container.remove();
  });

  it('carries the theme of the widget that opened it into the portal', async () => {
    const user = userEvent.setup();
    render(
      <div data-theme="dark">
        <WidgetRoot>
          <GuidelinesDialog />
        </WidgetRoot>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'View Guidelines' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.closest('.cm-root')).toHaveAttribute('data-theme', 'dark');
  });

  it('is controllable and reports close requests', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Memory Writing Support">
        <p>Take your time.</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Memory Writing Support' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('puts headerStart (a back button) in the header, outside the heading', () => {
    render(
      <Dialog open title="Comments" headerStart={<Button>Back</Button>}>
        <p>Take your time.</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Comments' });
    const back = within(dialog).getByRole('button', { name: 'Back' });
    expect(within(dialog).getByRole('heading', { name: 'Comments' })).not.toContainElement(back);
  });

  it('focuses initialFocusRef when it opens', async () => {
    const user = userEvent.setup();
    function WithInitialFocus() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Dialog
          title="Add more details"
          initialFocusRef={ref}
          trigger={<Button>Add more details</Button>}
          footer={
            <>
              <Button variant="secondary">Cancel</Button>
              <Button ref={ref}>Save</Button>
            </>
          }
        />
      );
    }
    render(<WithInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Add more details' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('takes a closeLabel and a hidden description', async () => {
    const user = userEvent.setup();
    render(
      <Dialog
        title="Tag Your Childhood Trauma"
        description="Answer at your own pace."
        hideDescription
        closeLabel="Close the wizard"
        trigger={<Button>Tag</Button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Tag' }));
    expect(screen.getByRole('button', { name: 'Close the wizard' })).toBeInTheDocument();
    expect(screen.getByText('Answer at your own pace.')).toHaveClass('cm-visually-hidden');
  });

  it('sets its maximum width from the width prop (600 by default)', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dialog title="Default" trigger={<Button>Open default</Button>} />
        <Dialog title="Wide" width={660} trigger={<Button>Open wide</Button>} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open default' }));
    // The default comes from the stylesheet: no style attribute, which a strict CSP would refuse.
    expect(screen.getByRole('dialog', { name: 'Default' })).not.toHaveAttribute('style');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open wide' }));
    expect(screen.getByRole('dialog', { name: 'Wide' }).style.getPropertyValue('--cm-dialog-width')).toBe(
      '660px',
    );
  });

  it('renders in place with any width and no style attribute, which a strict CSP would refuse', () => {
    const html = renderToString(
      <WidgetsProvider>
        <Dialog inline defaultOpen width={660} title="A kite on the hill">
          <p>It climbed over the trees.</p>
        </Dialog>
      </WidgetsProvider>,
    );
    expect(html).toContain('It climbed over the trees.');
    expect(html).not.toContain('style=');
  });

  it('renders in place when inline: sent by the server, hydrated without a mismatch, then modal', async () => {
    const page = (
      <WidgetsProvider>
        <p>The page under the dialog</p>
        <Dialog inline defaultOpen title="A kite on the hill">
          <p>We flew it every Sunday.</p>
          <button type="button">Respond</button>
        </Dialog>
      </WidgetsProvider>
    );
    const html = renderToString(page);
    // The server sends the dialog itself, not an empty portal.
    expect(html).toContain('We flew it every Sunday.');
    expect(html).toContain('role="dialog"');
    // Nothing a strict Content-Security-Policy refuses in server HTML.
    expect(html).not.toContain('style=');
    expect(renderToString(<Dialog defaultOpen title="Portalled" />)).not.toContain('role="dialog"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverDialog = container.querySelector('[role="dialog"]');
    const recoverable = vi.fn();
    const root = hydrateRoot(container, page, { onRecoverableError: recoverable });
    const dialog = await screen.findByRole('dialog', { name: 'A kite on the hill' });
    // Hydrated, not replaced: the element the server sent is the dialog.
    expect(dialog).toBe(serverDialog);
    expect(recoverable).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    expect(container.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByText('The page under the dialog')).toHaveAttribute('aria-hidden', 'true');
    expect(dialog.closest('.cm-layer')).toHaveAttribute('data-inline');

    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('The page under the dialog')).toBeVisible();
    act(() => root.unmount());
    container.remove();
  });
});

function LeaveDialog({ onConfirm }: { onConfirm: () => void | Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Cancel memory</Button>}
      title="Leave page?"
      description="You have unsaved changes. Are you sure you want to leave?"
      cancelLabel="Keep writing"
      confirmLabel="Leave"
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('starts with focus on the safe cancel button', async () => {
    const user = userEvent.setup();
    render(<LeaveDialog onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cancel memory' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave page?' });
    expect(dialog).toHaveAccessibleDescription('You have unsaved changes. Are you sure you want to leave?');
    expect(within(dialog).getByRole('button', { name: 'Keep writing' })).toHaveFocus();
  });

  it('cancels without confirming and restores focus', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<LeaveDialog onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Cancel memory' });
    await user.click(trigger);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('confirms, then closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<LeaveDialog onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel memory' }));
    const leave = screen.getByRole('button', { name: 'Leave' });
    expect(leave).toHaveAttribute('data-variant', 'danger');
    await user.click(leave);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows progress while an async confirm runs and cannot be dismissed meanwhile', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LeaveDialog onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel memory' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('button', { name: 'Leave' })).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Leave page?' })).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when the confirm action fails, so the person can try again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error('offline')));
    render(<LeaveDialog onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel memory' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Leave' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('dialog', { name: 'Leave page?' })).toBeInTheDocument();
  });

  it('paints the confirm button primary in the default tone', async () => {
    const user = userEvent.setup();
    function Default() {
      const [open, setOpen] = useState(false);
      return (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={<Button>Reset</Button>}
          title="Reset All?"
          description="Your choices in this category will be cleared."
          cancelLabel="Cancel"
          confirmLabel="Reset All"
          onConfirm={() => {}}
        />
      );
    }
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: 'Reset All' })).toHaveAttribute('data-variant', 'primary');
  });
});
