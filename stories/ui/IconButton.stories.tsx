import { IconButton } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { withWidgetRoot } from './decorators.tsx';

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2 0 3.5 1.1 4.4 2.6h2C13.9 6.1 15.4 5 17.4 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

const meta = {
  title: 'ui/IconButton',
  component: IconButton,
  decorators: [withWidgetRoot],
  args: { label: 'Send empathy', children: <HeartIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send empathy' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};

export const VariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      <IconButton {...args} label="Ghost small" size="sm" />
      <IconButton {...args} label="Ghost medium" />
      <IconButton {...args} label="Secondary" variant="secondary" />
      <IconButton {...args} label="Primary" variant="primary" />
      <IconButton {...args} label="Danger large" variant="danger" size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Danger large' })).toHaveAttribute('data-size', 'lg');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send empathy' })).toBeDisabled();
  },
};

export const Dark: Story = {
  ...VariantsAndSizes,
  globals: { theme: 'dark' },
};
