import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Button, buttonVariants } from './Button.tsx';
import { IconButton } from './IconButton.tsx';
import { Spinner } from './Spinner.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { WidgetsProvider } from './WidgetsProvider.tsx';

describe('Button', () => {
  it('is a primary, medium, non-submitting button by default', () => {
    render(<Button>Post</Button>);
    const button = screen.getByRole('button', { name: 'Post' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'md');
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button).toHaveClass('cm-button', 'cm-button-primary', 'cm-button-md');
  });

  it.each(['primary', 'secondary', 'ghost', 'danger', 'link'] as const)(
    'renders the %s variant',
    (variant) => {
      render(<Button variant={variant}>Keep writing</Button>);
      const button = screen.getByRole('button', { name: 'Keep writing' });
      expect(button).toHaveAttribute('data-variant', variant);
      expect(button).toHaveClass(`cm-button-${variant}`);
    },
  );

  it.each(['sm', 'md', 'lg'] as const)('renders the %s size', (size) => {
    render(<Button size={size}>Leave</Button>);
    expect(screen.getByRole('button', { name: 'Leave' })).toHaveAttribute('data-size', size);
  });

  it('calls onClick when pressed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continue</Button>);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, announced as unavailable, keeps its name and ignores presses', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Post
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Post' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading does not submit its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Memory" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Post
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when disabled cannot be pressed and says so in data-state', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Post
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Post' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-state', 'disabled');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Back</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Back' }));
  });

  it('adds a consumer class after its own', () => {
    render(<Button className="host-button">Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveClass('cm-button', 'host-button');
  });
});

describe('buttonVariants', () => {
  it('gives a link the classes of a button look', () => {
    expect(buttonVariants({ variant: 'secondary' })).toBe('cm-button cm-button-secondary cm-button-md');
    expect(buttonVariants()).toBe('cm-button cm-button-primary cm-button-md');
    expect(buttonVariants({ variant: 'danger', size: 'lg' })).toBe('cm-button cm-button-danger cm-button-lg');
  });
});

describe('IconButton', () => {
  it('is named by its label and hides the icon', () => {
    render(
      <IconButton label="Remove Mum">
        <svg data-testid="icon" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Remove Mum' });
    expect(button).toHaveAttribute('aria-label', 'Remove Mum');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveAttribute('data-variant', 'ghost');
  });

  it('takes the button variants and sizes', () => {
    render(
      <IconButton label="Close" variant="secondary" size="lg">
        ×
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('data-variant', 'secondary');
    expect(button).toHaveAttribute('data-size', 'lg');
  });
});

describe('Spinner', () => {
  it("is a status named 'Loading…' by default", () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('takes its own label', () => {
    render(<Spinner label="Loading resources…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading resources…');
  });

  it('reads its default label from the provider messages', () => {
    render(
      <WidgetsProvider messages={{ ui: { loading: 'Einen Moment…' } }}>
        <Spinner />
      </WidgetsProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment…');
  });
});

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name', () => {
    render(
      <button type="button">
        <span aria-hidden="true">♥</span>
        <VisuallyHidden>Send empathy</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Send empathy' })).toBeInTheDocument();
    expect(screen.getByText('Send empathy')).toHaveClass('cm-visually-hidden');
  });
});
