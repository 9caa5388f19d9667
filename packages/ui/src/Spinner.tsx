import { forwardRef, type HTMLAttributes } from 'react';

import { cx } from './cx.ts';
import { uiMessages, UI_MESSAGES_NAMESPACE } from './messages.ts';
import { useMessages } from './use-messages.ts';

/** Props of {@link Spinner}. */
export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** What is loading, read by screen readers. Defaults to the ui message `loading` ('Loading…'). */
  label?: string;
  /** Visual size; the spinner follows the font size otherwise. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A calm loading indicator with `role="status"`, so its label is announced politely.
 * The rotation stops under `prefers-reduced-motion: reduce`.
 *
 * @example
 * {isLoading ? <Spinner label="Loading resources…" /> : <ResourceList />}
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label, size = 'md', className, ...props },
  ref,
) {
  const t = useMessages(UI_MESSAGES_NAMESPACE, uiMessages);
  return (
    <span {...props} ref={ref} role="status" className={cx('cm-spinner', className)} data-size={size}>
      <span className="cm-spinner-icon" aria-hidden="true" />
      <span className="cm-visually-hidden">{label ?? t.loading}</span>
    </span>
  );
});
