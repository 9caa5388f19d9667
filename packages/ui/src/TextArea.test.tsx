import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { TextArea } from './TextArea.tsx';
import { TextField } from './TextField.tsx';

function Description({
  initial,
  counter,
}: {
  initial: string;
  counter?: 'description' | 'details' | 'none';
}) {
  const [value, setValue] = useState(initial);
  return (
    <TextArea
      label="Description"
      maxLength={counter === 'details' ? 500 : 5000}
      counter={counter}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

/** The visible `n/max` counter, as a person sees it, or null when there is none. */
function counterText() {
  return screen.queryByText(/^\d+\/\d+$/)?.textContent ?? null;
}

describe('TextArea counter, description rule (5000)', () => {
  it('is hidden at exactly 4000 characters', () => {
    render(<Description initial={'a'.repeat(4000)} />);
    expect(counterText()).toBeNull();
    expect(screen.queryByText('4000 of 5000 characters')).not.toBeInTheDocument();
  });

  it('shows n/max at 4001', () => {
    render(<Description initial={'a'.repeat(4001)} />);
    expect(counterText()).toBe('4001/5000');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      '4001 of 5000 characters',
    );
  });

  it('is not red at 4500 and red at 4501', () => {
    const { unmount } = render(<Description initial={'a'.repeat(4500)} />);
    expect(screen.getByText('4500 of 5000 characters').parentElement).toHaveAttribute('data-state', 'normal');
    unmount();
    render(<Description initial={'a'.repeat(4501)} />);
    expect(screen.getByText('4501 of 5000 characters').parentElement).toHaveAttribute('data-state', 'danger');
  });

  it('appears while typing across the threshold and announces it once', async () => {
    const user = userEvent.setup();
    render(<Description initial={'a'.repeat(3999)} />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    await user.click(textarea);
    await user.keyboard('b');
    expect(counterText()).toBeNull();
    await user.keyboard('c');
    expect(counterText()).toBe('4001/5000');
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent('4001 of 5000 characters');
    await user.keyboard('d');
    // Not re-announced on every keystroke.
    expect(live).toHaveTextContent('4001 of 5000 characters');
  });

  it('announces again when turning red, and goes quiet when the text shrinks', () => {
    render(<Description initial={'a'.repeat(4500)} />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    const live = screen.getByRole('status');
    fireEvent.change(textarea, { target: { value: 'a'.repeat(4501) } });
    expect(live).toHaveTextContent('4501 of 5000 characters');
    fireEvent.change(textarea, { target: { value: 'a'.repeat(10) } });
    expect(live).toHaveTextContent('');
    expect(counterText()).toBeNull();
  });

  it('stops input at maxLength', () => {
    render(<Description initial="" />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxLength', '5000');
  });
});

describe('TextArea counter, details rule (500)', () => {
  it('is hidden when empty and shows from 1 character', async () => {
    const user = userEvent.setup();
    render(<Description initial="" counter="details" />);
    expect(counterText()).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'a');
    expect(counterText()).toBe('1/500');
  });

  it('is not red at 450 and red at 451', () => {
    const { unmount } = render(<Description initial={'a'.repeat(450)} counter="details" />);
    expect(screen.getByText('450 of 500 characters').parentElement).toHaveAttribute('data-state', 'normal');
    unmount();
    render(<Description initial={'a'.repeat(451)} counter="details" />);
    expect(screen.getByText('451 of 500 characters').parentElement).toHaveAttribute('data-state', 'danger');
  });
});

describe('TextArea', () => {
  it('counts uncontrolled text too', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Add more details" maxLength={500} counter="details" defaultValue="ab" />);
    expect(counterText()).toBe('2/500');
    await user.type(screen.getByRole('textbox', { name: 'Add more details' }), 'c');
    expect(counterText()).toBe('3/500');
  });

  it('has no counter with counter="none"', () => {
    render(<Description initial={'a'.repeat(4999)} counter="none" />);
    expect(counterText()).toBeNull();
  });

  it('shows an error linked to the field and marks it invalid', () => {
    render(
      <TextArea label="Description" error="Please write something first." description="Take your time." />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Take your time. Please write something first.');
    expect(screen.getByText('Please write something first.')).toBeVisible();
  });

  it('uses minRows as its starting height in rows', () => {
    render(<TextArea label="Description" minRows={6} maxRows={18} />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '6');
  });

  it('passes native props and events through', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TextArea label="Description" placeholder="Describe your experience (optional)" onChange={onChange} />,
    );
    const textarea = screen.getByPlaceholderText('Describe your experience (optional)');
    await user.type(textarea, 'hi');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps the label for screen readers only with hideLabel', () => {
    render(<TextArea label="Description" hideLabel />);
    expect(screen.getByText('Description')).toHaveClass('cm-visually-hidden');
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
  });

  it('takes an override of the spoken count', () => {
    render(
      <TextArea
        label="Description"
        maxLength={10}
        counter="details"
        defaultValue="abc"
        messages={{ characterCount: (n, max) => `${n} von ${max} Zeichen` }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      '3 von 10 Zeichen',
    );
  });
});

describe('TextField', () => {
  it('is a labelled input with a description-rule counter by default', () => {
    render(<TextField label="Title" maxLength={100} defaultValue={'a'.repeat(81)} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAttribute('maxLength', '100');
    expect(counterText()).toBe('81/100');
  });

  it('hides the counter at exactly 80 %', () => {
    render(<TextField label="Title" maxLength={100} defaultValue={'a'.repeat(80)} />);
    expect(counterText()).toBeNull();
  });

  it('shows an error linked to the input', () => {
    render(<TextField label="Specify" error="Please tell us a little more." />);
    const input = screen.getByRole('textbox', { name: 'Specify' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please tell us a little more.');
  });

  it('is controlled through value and onChange', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="Pattern title" value={value} onChange={(event) => setValue(event.target.value)} />
          <p>You typed: {value}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'Pattern title' }), 'Pleaser');
    expect(screen.getByText('You typed: Pleaser')).toBeInTheDocument();
  });
});
