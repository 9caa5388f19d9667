import { Button, Dialog, DialogClose } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { textOfLength, withWidgetRoot } from './decorators.tsx';

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  decorators: [withWidgetRoot],
  args: {
    title: 'Community Guidelines',
    description: 'A few agreements that keep this a safe place to share.',
    trigger: <Button variant="secondary">View Guidelines</Button>,
    children: (
      <ul>
        <li>Be gentle with yourself and with others.</li>
        <li>Share only what you are ready to share.</li>
        <li>Stop whenever you feel overwhelmed; your words will wait.</li>
      </ul>
    ),
    footer: (
      <DialogClose>
        <Button>Understood</Button>
      </DialogClose>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'View Guidelines' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Community Guidelines' });
    await expect(dialog).toHaveAccessibleDescription(
      'A few agreements that keep this a safe place to share.',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Community Guidelines' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    // Tokens apply in the portal: the dialog sits inside a .cm-root.
    await expect(dialog.closest('.cm-root')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Understood' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * A modal on a page with a strict Content-Security-Policy: no `<style>` element is added, the
 * page behind is hidden from assistive technology and does not scroll, Tab stays inside, and a
 * press on the overlay closes it and gives focus back.
 */
export const ModalWithoutInjectedStyles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const styles = document.querySelectorAll('style').length;
    const trigger = canvas.getByRole('button', { name: 'View Guidelines' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Community Guidelines' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(document.querySelectorAll('style').length).toBe(styles);
    await expect(document.body.style.overflow).toBe('hidden');
    await expect(canvasElement.closest('[aria-hidden="true"]')).not.toBeNull();
    // Tab from the last control comes back to the first: focus never reaches the page behind.
    const controls = within(dialog).getAllByRole('button');
    (controls.at(-1) as HTMLElement).focus();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const overlay = dialog.parentElement?.querySelector('.cm-dialog-overlay');
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(document.body.style.overflow).toBe('');
    await expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull();
  },
};

export const LongContentScrolls: Story = {
  args: {
    defaultOpen: true,
    title: 'Memory Writing Support',
    description: undefined,
    children: <p style={{ whiteSpace: 'pre-wrap' }}>{textOfLength(6000)}</p>,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Memory Writing Support' });
    const box = dialog.getBoundingClientRect();
    // The dialog never grows past the window; its body scrolls instead.
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getByRole('button', { name: 'Understood' })).toBeVisible();
  },
};

/**
 * At 390 px the title and the footer stay on screen while the long body scrolls between them,
 * and the body shows a shadow where more text waits.
 */
export const StickyFooter390: Story = {
  args: {
    defaultOpen: true,
    title: 'Memory Writing Support',
    description: undefined,
    children: <p style={{ whiteSpace: 'pre-wrap' }}>{textOfLength(6000)}</p>,
  },
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Memory Writing Support' });
    const scroller = dialog.querySelector<HTMLElement>('.cm-dialog-body');
    await expect(scroller).not.toBeNull();
    await waitFor(() => expect(scroller!.scrollHeight).toBeGreaterThan(scroller!.clientHeight));
    // The scroll cue: the body's background carries the edge shadows.
    await expect(getComputedStyle(scroller!).backgroundImage).toContain('linear-gradient');
    scroller!.scrollTop = scroller!.scrollHeight;
    const footerButton = within(dialog).getByRole('button', { name: 'Understood' });
    const title = within(dialog).getByRole('heading', { name: 'Memory Writing Support' });
    await waitFor(() => {
      const button = footerButton.getBoundingClientRect();
      expect(button.bottom).toBeLessThanOrEqual(window.innerHeight);
      expect(button.top).toBeGreaterThanOrEqual(0);
      expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    });
    await expect(footerButton).toBeVisible();
  },
};

export const HiddenDescription: Story = {
  args: { defaultOpen: true, hideDescription: true, width: 480 },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Community Guidelines' });
    await expect(dialog).toHaveAccessibleDescription(
      'A few agreements that keep this a safe place to share.',
    );
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(480);
  },
};

export const Dark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Community Guidelines' });
    await expect(dialog.closest('.cm-root')).toHaveAttribute('data-theme', 'dark');
  },
};
