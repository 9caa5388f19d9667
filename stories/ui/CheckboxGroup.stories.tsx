import { CheckboxGroup, type CheckboxGroupProps } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { withWidgetRoot } from './decorators.tsx';

const feelings = [
  { value: 'afraid', label: 'Afraid' },
  { value: 'alone', label: 'Alone' },
  { value: 'angry', label: 'Angry' },
  { value: 'confused', label: 'Confused', description: 'Not knowing what was happening or why.' },
  { value: 'safe', label: 'Safe' },
];

function StatefulGroup(props: Omit<CheckboxGroupProps, 'value' | 'onChange'> & { initial?: string[] }) {
  const { initial = [], ...rest } = props;
  const [value, setValue] = useState(initial);
  return <CheckboxGroup {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'ui/CheckboxGroup',
  component: StatefulGroup,
  decorators: [withWidgetRoot],
  args: { legend: 'Feelings at the time', options: feelings, max: 3 },
} satisfies Meta<typeof StatefulGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Feelings at the time' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Alone' }));
    await expect(canvas.getByRole('checkbox', { name: 'Alone' })).toBeChecked();
  },
};

export const AtMax: Story = {
  args: { initial: ['afraid', 'alone', 'angry'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Confused' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Safe' })).toBeDisabled();
    await expect(canvas.getByText('You can choose up to 3. Uncheck one to choose another.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Afraid' }));
    await expect(canvas.getByRole('checkbox', { name: 'Safe' })).toBeEnabled();
  },
};

export const SingleChoice: Story = {
  args: {
    legend: 'Age at the Time',
    max: 1,
    initial: ['6-9'],
    options: [
      { value: '0-5', label: '0–5' },
      { value: '6-9', label: '6–9' },
      { value: '10-13', label: '10–13' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '0–5' })).toBeDisabled();
    await expect(canvas.getByText('You can choose one. Uncheck it to choose another.')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'Choose what fits. You can change this later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'Choose what fits. You can change this later.',
    );
  },
};

export const Dark: Story = {
  args: { initial: ['afraid', 'alone', 'angry'] },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Safe' })).toBeDisabled();
  },
};
