import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { ChipInput } from './ChipInput.tsx';

function Subjects({
  initial = [],
  maxChips,
  maxChipLength,
}: {
  initial?: string[];
  maxChips?: number;
  maxChipLength?: number;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <ChipInput
      label="Who is this memory about?"
      value={value}
      onChange={setValue}
      placeholder="Mum, Dad…"
      maxChips={maxChips}
      maxChipLength={maxChipLength}
    />
  );
}

function chips() {
  const list = screen.queryByRole('list');
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

describe('ChipInput', () => {
  it('adds a trimmed chip on Enter and clears the input', async () => {
    const user = userEvent.setup();
    render(<Subjects />);
    const input = screen.getByRole('textbox', { name: 'Who is this memory about?' });
    await user.type(input, '  Mum  {Enter}');
    expect(chips()).toEqual(['Mum']);
    expect(input).toHaveValue('');
  });

  it('adds on a comma and on a semicolon', async () => {
    const user = userEvent.setup();
    render(<Subjects />);
    const input = screen.getByRole('textbox', { name: 'Who is this memory about?' });
    await user.type(input, 'Mum,Dad;Gran');
    expect(chips()).toEqual(['Mum', 'Dad']);
    expect(input).toHaveValue('Gran');
  });

  it('splits a pasted list', async () => {
    const user = userEvent.setup();
    render(<Subjects />);
    const input = screen.getByRole('textbox', { name: 'Who is this memory about?' });
    await user.click(input);
    await user.paste('Mum, Dad; Grandma, Teacher');
    expect(chips()).toEqual(['Mum', 'Dad', 'Grandma']);
    expect(input).toHaveValue('Teacher');
  });

  it('does not add an empty entry', async () => {
    const user = userEvent.setup();
    render(<Subjects />);
    await user.type(screen.getByRole('textbox', { name: 'Who is this memory about?' }), '   {Enter},;');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('does not add a case-insensitive duplicate and says so gently', async () => {
    const user = userEvent.setup();
    render(<Subjects initial={['Mum']} />);
    const input = screen.getByRole('textbox', { name: 'Who is this memory about?' });
    await user.type(input, 'mum{Enter}');
    expect(chips()).toEqual(['Mum']);
    expect(screen.getByText('“mum” is already on the list.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('“mum” is already on the list.');
    await user.type(input, 'D');
    expect(screen.queryByText('“mum” is already on the list.')).not.toBeInTheDocument();
  });

  it('removes the last chip on Backspace in the empty input, and not otherwise', async () => {
    const user = userEvent.setup();
    render(<Subjects initial={['Mum', 'Dad']} />);
    const input = screen.getByRole('textbox', { name: 'Who is this memory about?' });
    await user.type(input, 'G{Backspace}');
    expect(chips()).toEqual(['Mum', 'Dad']);
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['Mum']);
    expect(screen.getByText('Dad removed')).toBeInTheDocument();
  });

  it('removes a chip with its "Remove …" button and returns focus to the input', async () => {
    const user = userEvent.setup();
    render(<Subjects initial={['Mum', 'Dad']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Mum' }));
    expect(chips()).toEqual(['Dad']);
    expect(screen.getByRole('textbox', { name: 'Who is this memory about?' })).toHaveFocus();
  });

  it('adds what was typed when the person leaves the field, so nothing is lost', async () => {
    const user = userEvent.setup();
    render(<Subjects />);
    await user.type(screen.getByRole('textbox', { name: 'Who is this memory about?' }), 'Uncle');
    await user.tab();
    expect(chips()).toEqual(['Uncle']);
  });

  it('keeps extra entries in the input with a hint at maxChips', async () => {
    const user = userEvent.setup();
    render(<Subjects initial={['Mum']} maxChips={2} />);
    const input = screen.getByRole('textbox', { name: 'Who is this memory about?' });
    await user.click(input);
    fireEvent.change(input, { target: { value: 'Dad, Gran,' } });
    expect(chips()).toEqual(['Mum', 'Dad']);
    expect(input).toHaveValue('Gran');
    expect(screen.getByText('You can add up to 2.')).toBeInTheDocument();
  });

  it('keeps an entry over maxChipLength in the input with a hint, and adds the others', async () => {
    const user = userEvent.setup();
    render(<Subjects maxChipLength={5} />);
    const input = screen.getByRole('textbox', { name: 'Who is this memory about?' });
    await user.click(input);
    fireEvent.change(input, { target: { value: 'Mum, Grandmother, Dad,' } });
    expect(chips()).toEqual(['Mum', 'Dad']);
    expect(input).toHaveValue('Grandmother');
    expect(screen.getByText('Each entry can be up to 5 characters.')).toBeInTheDocument();
  });

  it('announces additions politely', async () => {
    const user = userEvent.setup();
    render(<Subjects />);
    await user.type(screen.getByRole('textbox', { name: 'Who is this memory about?' }), 'Mum{Enter}');
    expect(screen.getByText('Mum added')).toBeInTheDocument();
  });
});
