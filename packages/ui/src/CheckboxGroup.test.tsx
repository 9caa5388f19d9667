import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Checkbox } from './Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const feelings = [
  { value: 'afraid', label: 'Afraid' },
  { value: 'alone', label: 'Alone' },
  { value: 'angry', label: 'Angry' },
  { value: 'ashamed', label: 'Ashamed', disabled: true },
];

function Feelings({ max, initial = [] }: { max?: number; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <CheckboxGroup
      legend="Feelings at the time"
      value={value}
      onChange={setValue}
      options={feelings}
      max={max}
    />
  );
}

describe('Checkbox', () => {
  it('is labelled, toggles from its label, and reports a boolean', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Don't show this again" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: "Don't show this again" });
    expect(checkbox).not.toBeChecked();
    await user.click(screen.getByText("Don't show this again"));
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('links its description', () => {
    render(<Checkbox label="Public" description="Anyone can read it." />);
    expect(screen.getByRole('checkbox', { name: 'Public' })).toHaveAccessibleDescription(
      'Anyone can read it.',
    );
  });

  it('can be disabled', () => {
    render(<Checkbox label="Public" disabled />);
    expect(screen.getByRole('checkbox', { name: 'Public' })).toBeDisabled();
  });
});

describe('CheckboxGroup', () => {
  it('is a group named by its legend', () => {
    render(<Feelings />);
    expect(screen.getByRole('group', { name: 'Feelings at the time' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });

  it('adds and removes values in the order chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CheckboxGroup legend="Feelings" value={['alone']} onChange={onChange} options={feelings} />);
    await user.click(screen.getByRole('checkbox', { name: 'Afraid' }));
    expect(onChange).toHaveBeenLastCalledWith(['alone', 'afraid']);
    await user.click(screen.getByRole('checkbox', { name: 'Alone' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('at max disables every unchecked option and says why', async () => {
    const user = userEvent.setup();
    render(<Feelings max={2} />);
    await user.click(screen.getByRole('checkbox', { name: 'Afraid' }));
    expect(screen.getByRole('checkbox', { name: 'Angry' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Alone' }));
    expect(screen.getByRole('checkbox', { name: 'Afraid' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Alone' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Angry' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Feelings at the time' })).toHaveAccessibleDescription(
      'You can choose up to 2. Uncheck one to choose another.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Alone' }));
    expect(screen.getByRole('checkbox', { name: 'Angry' })).toBeEnabled();
  });

  it('with max 1 (age) disables the others once one is chosen', async () => {
    const user = userEvent.setup();
    render(<Feelings max={1} />);
    await user.click(screen.getByRole('checkbox', { name: 'Angry' }));
    expect(screen.getByRole('checkbox', { name: 'Afraid' })).toBeDisabled();
    expect(screen.getByText('You can choose one. Uncheck it to choose another.')).toBeInTheDocument();
  });

  it('keeps an option disabled by itself disabled', () => {
    render(<Feelings />);
    expect(screen.getByRole('checkbox', { name: 'Ashamed' })).toBeDisabled();
  });
});
