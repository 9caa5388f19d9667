import { Dialog, SearchField } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { withWidgetRoot } from './decorators.tsx';

const meta = {
  title: 'ui/SearchField',
  component: SearchField,
  decorators: [withWidgetRoot],
  args: { label: 'Search options', placeholder: 'Search', onChange: fn(), onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search options' });
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(input, 'school{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('school');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'fear' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search options' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'lonely' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search options' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** Inside a dialog, Escape first empties a filled search; only Escape in an empty one closes the dialog. */
export const InsideADialog: Story = {
  args: { defaultValue: 'lonely', label: 'Search feelings' },
  render: (args) => (
    <Dialog title="Feelings" defaultOpen>
      <SearchField {...args} />
    </Dialog>
  ),
  play: async () => {
    const body = within(document.body);
    const input = await body.findByRole('searchbox', { name: 'Search feelings' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(body.getByRole('dialog', { name: 'Feelings' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Feelings' })).not.toBeInTheDocument());
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Search feelings', placeholder: 'Search feelings' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search feelings' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'Type part of a word, for example “sch”.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveAccessibleDescription(
      'Type part of a word, for example “sch”.',
    );
  },
};

export const Dark: Story = {
  args: { defaultValue: 'fear' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};
