import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';

import { cx } from './cx.ts';

/**
 * The class names of a button look, for elements that must not be a `<button>` (a link that
 * looks like a button). Gives `cm-button cm-button-<variant> cm-button-<size>`.
 *
 * @example
 * <a href="/memory/new" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>Write a memory</a>
 */
export const buttonVariants = cva('cm-button', {
  variants: {
    variant: {
      primary: 'cm-button-primary',
      secondary: 'cm-button-secondary',
      ghost: 'cm-button-ghost',
      danger: 'cm-button-danger',
      link: 'cm-button-link',
      exit: 'cm-button-exit',
    },
    size: {
      sm: 'cm-button-sm',
      md: 'cm-button-md',
      lg: 'cm-button-lg',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

/**
 * The looks of a button. 'exit' is the quick exit's own (GOV.UK's 'Exit this page': its own
 * warning colour `--cm-exit`, strong underlined text, a darker edge below), kept for leaving.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link' | 'exit';
/** The sizes of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}: native button props plus the look and a loading state. */
export interface ButtonProps
  extends
    ButtonHTMLAttributes<HTMLButtonElement>,
    Omit<VariantProps<typeof buttonVariants>, 'variant' | 'size'> {
  /** Default 'primary'. */
  variant?: ButtonVariant;
  /** Default 'md'. */
  size?: ButtonSize;
  /**
   * Work in progress: shows a spinner, sets `aria-busy` and `aria-disabled`, and ignores
   * clicks and form submission. The button keeps focus (a disabled button would drop it).
   */
  loading?: boolean;
}

/**
 * A button. `type` defaults to `"button"` so it never submits a form by accident.
 * State is exposed as `data-variant`, `data-size` and `data-state` ('idle' | 'loading' | 'disabled').
 *
 * @example
 * <Button variant="secondary" onClick={onCancel}>Keep writing</Button>
 * <Button type="submit" loading={isSaving}>Post</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    className,
    type = 'button',
    onClick,
    children,
    ...props
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const state = loading ? 'loading' : props.disabled ? 'disabled' : 'idle';
  return (
    <button
      {...props}
      ref={ref}
      type={type}
      className={cx(buttonVariants({ variant, size }), className)}
      data-variant={variant}
      data-size={size}
      data-state={state}
      aria-busy={loading || undefined}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? <span className="cm-button-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
