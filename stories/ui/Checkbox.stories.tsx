import { Checkbox } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { withWidgetRoot } from './decorators.tsx';

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  decorators: [withWidgetRoot],
  args: { label: "Don't show this again", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: "Don't show this again" });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText("Don't show this again"));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Add Content Warnings (Recommended)',
    description: 'Readers can choose whether to open memories with these topics.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Readers can choose whether to open memories with these topics.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'I understand that sharing a memory can bring up strong feelings, and that I can stop at any time and come back later.',
  },
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { defaultChecked: true, description: 'Shown in the dark theme.' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};
