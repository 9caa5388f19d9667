import { RadioGroup, type RadioGroupProps } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { withWidgetRoot } from './decorators.tsx';

/** A single choice is a radio group (list or cards), never checkboxes limited to one. */
const meta = {
  title: 'ui/RadioGroup',
  decorators: [withWidgetRoot],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(
  props: Omit<RadioGroupProps<string>, 'value' | 'onValueChange'> & { initial?: string | null },
) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return <RadioGroup {...rest} value={value} onValueChange={setValue} />;
}

const privacy = [
  { value: '0', label: 'Public', description: 'Anyone can read it, on this site and beyond.' },
  { value: '2', label: 'Private with a link', description: 'Anyone who has the link can read it.' },
  { value: '1', label: 'Only me', description: 'Only you can see it.' },
];

/** A list with one line of explanation under each answer; the arrow keys move and choose. */
export const List: Story = {
  render: () => <Controlled legend="Who can see this memory?" name="privacy" options={privacy} initial="0" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const publicRadio = canvas.getByRole('radio', { name: 'Public' });
    await expect(publicRadio).toBeChecked();
    await expect(publicRadio).toHaveAccessibleDescription('Anyone can read it, on this site and beyond.');
    await userEvent.tab();
    await expect(publicRadio).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Private with a link' })).toBeChecked();
    await expect(publicRadio).not.toBeChecked();
  },
};

/** Cards: a few weighty answers (the memory type); a click anywhere on a card chooses it. */
export const Cards: Story = {
  render: () => (
    <Controlled
      legend="What kind of memory is it?"
      name="type"
      variant="cards"
      options={[
        { value: '1', label: 'Happy' },
        { value: '2', label: 'Bittersweet' },
        { value: '3', label: 'Unhappy' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByText('Bittersweet').closest('.cm-choice');
    await expect(card).not.toBeNull();
    const box = card!.getBoundingClientRect();
    // What a pointer at the far right edge of the card hits (away from the radio and its text).
    const hit = document.elementFromPoint(box.right - 6, box.top + box.height / 2);
    await expect(hit).not.toBeNull();
    await expect(card!.contains(hit)).toBe(true);
    await userEvent.click(hit!);
    await expect(canvas.getByRole('radio', { name: 'Bittersweet' })).toBeChecked();
    await expect(card).toHaveAttribute('data-state', 'checked');
  },
};

/** Nothing chosen yet, with a hint under the question. */
export const NothingChosen: Story = {
  render: () => (
    <Controlled
      legend="What kind of memory is it?"
      description="Choose one to start writing."
      name="type-empty"
      variant="cards"
      options={[
        { value: '1', label: 'Happy' },
        { value: '2', label: 'Bittersweet' },
        { value: '3', label: 'Unhappy' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(
      canvas.getByRole('group', { name: 'What kind of memory is it?' }),
    ).toHaveAccessibleDescription('Choose one to start writing.');
  },
};
