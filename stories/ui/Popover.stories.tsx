import { Button, Popover } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { withWidgetRoot } from './decorators.tsx';

const meta = {
  title: 'ui/Popover',
  component: Popover,
  decorators: [withWidgetRoot],
  args: {
    label: 'What is resonance?',
    trigger: <Button variant="link">What is this?</Button>,
    children: <p style={{ margin: 0 }}>A quiet “me too” on one detail of someone’s memory.</p>,
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What is this?' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const content = await body.findByRole('dialog', { name: 'What is resonance?' });
    await expect(content).toHaveTextContent('A quiet “me too” on one detail of someone’s memory.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const content = await within(document.body).findByRole('dialog', { name: 'What is resonance?' });
    await expect(content.closest('.cm-root')).not.toBeNull();
  },
};

export const Dark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
  play: async () => {
    const content = await within(document.body).findByRole('dialog', { name: 'What is resonance?' });
    await expect(content.closest('.cm-root')).toHaveAttribute('data-theme', 'dark');
  },
};
