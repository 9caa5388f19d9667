import { ChipInput, type ChipInputProps } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { withWidgetRoot } from './decorators.tsx';

function StatefulChips(props: Omit<ChipInputProps, 'value' | 'onChange'> & { initial?: string[] }) {
  const { initial = [], ...rest } = props;
  const [value, setValue] = useState(initial);
  return <ChipInput {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'ui/ChipInput',
  component: StatefulChips,
  decorators: [withWidgetRoot],
  args: {
    label: 'Who is this memory about?',
    placeholder: 'Mum, Dad, a teacher…',
    description: 'Press Enter or type a comma after each person.',
  },
} satisfies Meta<typeof StatefulChips>;

export default meta;
type Story = StoryObj<typeof meta>;

function chipTexts(canvasElement: HTMLElement) {
  const list = within(canvasElement).queryByRole('list');
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Who is this memory about?' });
    await userEvent.type(input, 'Mum{Enter}Dad,Grandma;');
    await expect(chipTexts(canvasElement)).toEqual(['Mum', 'Dad', 'Grandma']);
    await expect(input).toHaveValue('');
  },
};

export const WithChips: Story = {
  args: { initial: ['Mum', 'Dad', 'My older brother'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Dad' }));
    await expect(chipTexts(canvasElement)).toEqual(['Mum', 'My older brother']);
    const input = canvas.getByRole('textbox', { name: 'Who is this memory about?' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(chipTexts(canvasElement)).toEqual(['Mum']);
  },
};

export const DuplicateHint: Story = {
  args: { initial: ['Mum'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Who is this memory about?' });
    await userEvent.type(input, 'mum{Enter}');
    await expect(chipTexts(canvasElement)).toEqual(['Mum']);
    await expect(canvas.getByText('“mum” is already on the list.')).toBeVisible();
  },
};

export const AtMaxChips: Story = {
  args: { initial: ['Mum', 'Dad'], maxChips: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Who is this memory about?' });
    await userEvent.type(input, 'Grandma{Enter}');
    await expect(chipTexts(canvasElement)).toEqual(['Mum', 'Dad']);
    await expect(input).toHaveValue('Grandma');
    await expect(canvas.getByText('You can add up to 2.')).toBeVisible();
  },
};

/** An entry longer than `maxChipLength` stays in the field with a hint; the others are added. */
export const EntryTooLong: Story = {
  args: { maxChipLength: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Who is this memory about?' });
    await userEvent.type(input, 'Mum, The neighbour from across the road,');
    await expect(chipTexts(canvasElement)).toEqual(['Mum']);
    await expect(input).toHaveValue('The neighbour from across the road');
    await expect(canvas.getByText('Each entry can be up to 20 characters.')).toBeVisible();
  },
};

export const LongChips: Story = {
  args: {
    initial: [
      'The neighbour who looked after us on weekends when our parents were working late',
      'Aunt Rosemary',
      'The music teacher at primary school',
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <StatefulChips {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(chipTexts(canvasElement)).toHaveLength(3);
  },
};

export const Disabled: Story = {
  args: { initial: ['Mum'], disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Who is this memory about?' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Mum' })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { initial: ['Mum', 'Dad'] },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('textbox', { name: 'Who is this memory about?' }),
      'dad{Enter}',
    );
    await expect(within(canvasElement).getByText('“dad” is already on the list.')).toBeVisible();
  },
};
