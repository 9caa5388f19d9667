import { forwardRef, type ReactNode } from 'react';

import { Button, type ButtonProps } from './Button.tsx';
import { cx } from './cx.ts';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** The accessible name (`aria-label`), required: the icon alone says nothing to a screen reader. */
  label: string;
  /** The icon; hidden from assistive technology. */
  children: ReactNode;
}

/**
 * A square button showing only an icon, at least 32 px (WCAG 2.2 target size).
 *
 * @example
 * <IconButton label="Remove Mum" variant="ghost" size="sm" onClick={remove}>
 *   <CloseIcon />
 * </IconButton>
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, className, variant = 'ghost', ...props },
  ref,
) {
  return (
    <Button
      {...props}
      ref={ref}
      variant={variant}
      aria-label={label}
      className={cx('cm-icon-button', className)}
    >
      <span className="cm-icon-button-icon" aria-hidden="true">
        {children}
      </span>
    </Button>
  );
});
