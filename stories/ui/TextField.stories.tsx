import { TextField } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { textOfLength, withWidgetRoot } from './decorators.tsx';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  decorators: [withWidgetRoot],
  args: { label: 'Title', maxLength: 100, placeholder: 'Give your memory a title (optional)' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'The blue bicycle');
    await expect(input).toHaveValue('The blue bicycle');
    await expect(canvas.queryByText(/^\d+\/100$/)).not.toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: { description: 'A few words are enough. You can leave it empty.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'A few words are enough. You can leave it empty.',
    );
  },
};

export const CounterVisible: Story = {
  args: { defaultValue: textOfLength(81) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('81/100')).toBeVisible();
  },
};

export const CounterDanger: Story = {
  args: { defaultValue: textOfLength(95) },
  play: async ({ canvasElement }) => {
    const counter = within(canvasElement).getByText('95/100');
    await expect(counter.parentElement).toHaveAttribute('data-state', 'danger');
  },
};

export const WithError: Story = {
  args: { label: 'Please specify', maxLength: 250, error: 'Please tell us a little more.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Please specify' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please tell us a little more.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Summer at the lake' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Title' })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { defaultValue: textOfLength(95), description: 'A few words are enough.' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('95/100')).toBeVisible();
  },
};
