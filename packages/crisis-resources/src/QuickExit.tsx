import { Button, cx, useMessages, VisuallyHidden, WidgetRoot } from '@childhood-memories/ui';
import { forwardRef, useId, type HTMLAttributes } from 'react';

import { QUICK_EXIT_DEFAULT_HREF } from './constants.ts';
import { crisisResourcesMessages, type CrisisResourcesMessages } from './messages.ts';
import { exitPage, useQuickExitShortcut, type QuickExitOptions } from './quick-exit.ts';

/**
 * Props of {@link QuickExit}.
 *
 * @example
 * const props: QuickExitProps = { placement: 'fixed', href: 'https://www.google.com/', onExit: () => log('quick exit') };
 */
export interface QuickExitProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, QuickExitOptions {
  /** The neutral page to go to (default: BBC Weather, https://www.bbc.co.uk/weather). */
  href?: string;
  /** Button text (default 'Exit this page'). */
  label?: string;
  /** 'inline' (default) sits where the host places it; 'fixed' pins it to the top-right corner. */
  placement?: 'inline' | 'fixed';
  /** Also leave on Shift pressed three times (default true). */
  shortcut?: boolean;
  /** Overrides of the `crisisResources` strings, winning over the provider's. */
  messages?: Partial<CrisisResourcesMessages>;
}

/**
 * A visible "Exit this page" button, and the Shift ×3 shortcut, that immediately replace the
 * page with a neutral one (no history entry). Before leaving it sets `isQuickExiting()` and
 * dispatches `cm:quick-exit` on `window`, so unsaved-changes guards stay silent.
 *
 * @example
 * <QuickExit placement="fixed" href="https://www.google.com/" />
 */
export const QuickExit = forwardRef<HTMLDivElement, QuickExitProps>(function QuickExit(
  {
    href = QUICK_EXIT_DEFAULT_HREF,
    label,
    placement = 'inline',
    shortcut = true,
    onExit,
    navigate,
    messages: messageOverrides,
    className,
    ...rootProps
  },
  ref,
) {
  const messages = useMessages('crisisResources', crisisResourcesMessages, messageOverrides);
  useQuickExitShortcut({ href, enabled: shortcut, onExit, navigate });
  const hintId = useId();
  const hint = shortcut ? (
    <span id={hintId} className="cm-quick-exit-hint">
      {messages.quickExitHint}
    </span>
  ) : null;
  return (
    <WidgetRoot
      ref={ref}
      className={cx('cm-quick-exit', className)}
      data-placement={placement}
      {...rootProps}
    >
      <Button
        type="button"
        variant="primary"
        className="cm-quick-exit-button"
        aria-describedby={shortcut ? hintId : undefined}
        onClick={() => exitPage(href, { onExit, navigate })}
      >
        {label ?? messages.quickExit}
      </Button>
      {placement === 'fixed' && hint ? <VisuallyHidden>{hint}</VisuallyHidden> : hint}
    </WidgetRoot>
  );
});
