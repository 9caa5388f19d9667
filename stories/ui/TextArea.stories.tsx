import { DETAILS_LENGTH_MAX, TextArea } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { textOfLength, withWidgetRoot } from './decorators.tsx';

const meta = {
  title: 'ui/TextArea',
  component: TextArea,
  decorators: [withWidgetRoot],
  args: { label: 'Description', maxLength: 5000, minRows: 6, maxRows: 18 },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('rows', '6');
    await expect(within(canvasElement).queryByText(/\/5000$/)).not.toBeInTheDocument();
  },
};

export const DescriptionCounterHidden: Story = {
  name: 'Description counter hidden (4000 of 5000)',
  args: { defaultValue: textOfLength(4000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('4000/5000')).not.toBeInTheDocument();
  },
};

export const DescriptionCounterVisible: Story = {
  name: 'Description counter visible (4001 of 5000)',
  args: { defaultValue: textOfLength(4001) },
  play: async ({ canvasElement }) => {
    const counter = within(canvasElement).getByText('4001/5000');
    await expect(counter).toBeVisible();
    await expect(counter.parentElement).toHaveAttribute('data-state', 'normal');
  },
};

export const DescriptionCounterDanger: Story = {
  name: 'Description counter red (4501 of 5000)',
  args: { defaultValue: textOfLength(4501) },
  play: async ({ canvasElement }) => {
    const counter = within(canvasElement).getByText('4501/5000');
    await expect(counter.parentElement).toHaveAttribute('data-state', 'danger');
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    // Grows up to maxRows, then scrolls.
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
  },
};

export const DetailsEmpty: Story = {
  name: 'Details counter hidden (empty)',
  args: {
    label: 'Add more details',
    placeholder: 'Describe your experience (optional)',
    maxLength: DETAILS_LENGTH_MAX,
    counter: 'details',
    minRows: 4,
    maxRows: 10,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/\/500$/)).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add more details' }), 'I');
    await expect(canvas.getByText('1/500')).toBeVisible();
  },
};

export const DetailsVisible: Story = {
  name: 'Details counter visible (450 of 500)',
  args: { ...DetailsEmpty.args, defaultValue: textOfLength(450) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('450/500').parentElement).toHaveAttribute(
      'data-state',
      'normal',
    );
  },
};

export const DetailsDanger: Story = {
  name: 'Details counter red (451 of 500)',
  args: { ...DetailsEmpty.args, defaultValue: textOfLength(451) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('451/500').parentElement).toHaveAttribute(
      'data-state',
      'danger',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Please write a few words before you continue.', description: 'Take your time.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'Take your time. Please write a few words before you continue.',
    );
  },
};

export const Dark: Story = {
  args: { defaultValue: textOfLength(4501), error: 'Please write a few words before you continue.' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4501/5000')).toBeVisible();
  },
};
