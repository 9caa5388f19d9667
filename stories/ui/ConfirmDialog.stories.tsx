import { Button, ConfirmDialog, type ConfirmDialogProps } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { withWidgetRoot } from './decorators.tsx';

function ControlledConfirm(
  props: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & { initiallyOpen?: boolean },
) {
  const { initiallyOpen = false, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return <ConfirmDialog {...rest} open={open} onOpenChange={setOpen} />;
}

const meta = {
  title: 'ui/ConfirmDialog',
  component: ControlledConfirm,
  decorators: [withWidgetRoot],
  args: {
    trigger: <Button variant="secondary">Cancel</Button>,
    title: 'Leave page?',
    description: 'You have unsaved changes. Are you sure you want to leave?',
    cancelLabel: 'Keep writing',
    confirmLabel: 'Leave',
    tone: 'danger',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ControlledConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CancelIsTheSafeDefault: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Leave page?' });
    const keepWriting = within(dialog).getByRole('button', { name: 'Keep writing' });
    await waitFor(() => expect(keepWriting).toHaveFocus());
    // A hurried Enter keeps the person writing.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    const body = within(document.body);
    const leave = await body.findByRole('button', { name: 'Leave' });
    await expect(leave).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(leave);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CancelMemory: Story = {
  args: {
    initiallyOpen: true,
    title: 'Cancel this memory?',
    description:
      'Are you sure you wish to cancel? This action cannot be undone, and any unsaved changes or progress will be lost.',
    cancelLabel: 'Keep writing',
    confirmLabel: 'Cancel memory',
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Cancel this memory?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you wish to cancel? This action cannot be undone, and any unsaved changes or progress will be lost.',
    );
  },
};

export const Pending: Story = {
  args: { initiallyOpen: true, onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    const body = within(document.body);
    const leave = await body.findByRole('button', { name: 'Leave' });
    await userEvent.click(leave);
    await expect(leave).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Leave page?' })).toBeInTheDocument();
  },
};

export const DefaultTone: Story = {
  args: {
    initiallyOpen: true,
    tone: 'default',
    title: 'Reset All?',
    description: 'Your choices and text in this category will be cleared.',
    cancelLabel: 'Cancel',
    confirmLabel: 'Reset All',
  },
  play: async () => {
    const confirm = await within(document.body).findByRole('button', { name: 'Reset All' });
    await expect(confirm).toHaveAttribute('data-variant', 'primary');
  },
};

export const Dark: Story = {
  args: { initiallyOpen: true },
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Leave page?' });
    await expect(dialog.closest('.cm-root')).toHaveAttribute('data-theme', 'dark');
  },
};
