import { forwardRef, type HTMLAttributes } from 'react';

import { cx } from './cx.ts';

/** Props of {@link VisuallyHidden}: those of a `span`. */
export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/**
 * Text for screen readers only: hidden from sight, still read aloud and still part of
 * accessible names.
 *
 * @example
 * <button type="button"><HeartIcon /><VisuallyHidden>Send empathy</VisuallyHidden></button>
 */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { className, ...props },
  ref,
) {
  return <span {...props} ref={ref} className={cx('cm-visually-hidden', className)} />;
});
