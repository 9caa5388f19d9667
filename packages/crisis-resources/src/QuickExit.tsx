import {
  cx,
  ExitLink,
  registerQuickExit,
  trackQuickExitElement,
  useMessages,
  useQuickExitCovered,
  useTouchOnly,
  WidgetRoot,
} from '@childhood-memories/ui';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, useEffect, useId, useLayoutEffect, useRef, type HTMLAttributes } from 'react';

import { QUICK_EXIT_DEFAULT_HREF } from './constants.ts';
import { crisisResourcesMessages, type CrisisResourcesMessages } from './messages.ts';
import { exitPage, useQuickExitShortcut, type QuickExitOptions } from './quick-exit.ts';
import { guardReturnAfterQuickExit } from '@childhood-memories/crisis-resources/return-guard';

const useLayoutEffectInBrowser = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Where a {@link QuickExit} sits: in the page's flow, or fixed to the top or bottom corner on the
 * inline end.
 *
 * @example
 * const placement: QuickExitPlacement = 'fixed-bottom';
 */
export type QuickExitPlacement = 'inline' | 'fixed' | 'fixed-bottom';

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
  /**
   * 'inline' (default) sits where the host places it; 'fixed' pins it to the top corner on the
   * inline end (top right in left-to-right pages), above everything, whatever scrolls;
   * 'fixed-bottom' pins it to the bottom corner on the inline end, for pages whose header keeps
   * its own controls in the top corner. Move a fixed exit with `--cm-quick-exit-inset-block` and
   * `--cm-quick-exit-inset-inline` (e.g. below a sticky header).
   */
  placement?: QuickExitPlacement;
  /** Also leave on Shift pressed three times (default true). */
  shortcut?: boolean;
  /** Overrides of the `crisisResources` strings, winning over the provider's. */
  messages?: Partial<CrisisResourcesMessages>;
}

/**
 * A visible "Exit this page" button, and the Shift ×3 shortcut, that immediately replace the
 * page with a neutral one (no history entry). Before leaving it sets `isQuickExiting()` and
 * dispatches `cm:quick-exit` on `window`, so unsaved-changes guards stay silent.
 * Like GOV.UK's 'Exit this page', it is a link styled in its own warning colour (`--cm-exit`),
 * so it also leaves before the page's script has loaded, and the hint 'or press Shift 3 times'
 * is always shown with it.
 *
 * While it is on the page, every dialog of ours (the memory modal, the tag wizard, the editor's
 * dialogs, any ui `Dialog`) carries the same exit at its top, first in its focus order and above
 * its overlay: a modal dialog dims this button and keeps Tab away from it. A `fixed` exit steps
 * aside meanwhile, so there is one exit on screen and the dialog's close button stays uncovered.
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
  const t = useMessages('crisisResources', crisisResourcesMessages, messageOverrides);
  useQuickExitShortcut({ href, enabled: shortcut, onExit, navigate });
  // Back after a quick exit never shows this page again (see return-guard.ts). A server-rendered
  // page also runs the guard from its <head>, before the first paint.
  useEffect(() => {
    guardReturnAfterQuickExit();
  }, []);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const composedRef = useComposedRefs(ref, rootRef);
  // Toasts, the bell's panel and popovers keep clear of this exit and its hint.
  useLayoutEffectInBrowser(() => (rootRef.current ? trackQuickExitElement(rootRef.current) : undefined), []);
  const hintId = useId();
  const covered = useQuickExitCovered();
  // A device used by touch alone has no Shift key: the hint is neither shown nor said there.
  const touchOnly = useTouchOnly();
  const hint = shortcut && !touchOnly ? t.quickExitHint : undefined;
  const text = label ?? t.quickExit;
  // The latest way out for the dialogs, without registering again on every render.
  const latest = useRef({ onExit, navigate });
  useEffect(() => {
    latest.current = { onExit, navigate };
  });
  useEffect(
    () =>
      registerQuickExit({
        href,
        label: text,
        hint,
        exit: () => exitPage(href, latest.current),
      }),
    [href, text, hint],
  );
  return (
    <WidgetRoot
      ref={composedRef}
      className={cx('cm-quick-exit', className)}
      data-placement={placement}
      data-covered={covered ? '' : undefined}
      {...rootProps}
    >
      {/* With script, leave without a history entry; without it, the link still leaves. */}
      <ExitLink
        href={href}
        onExit={() => exitPage(href, { onExit, navigate })}
        describedBy={hint ? hintId : undefined}
        className="cm-quick-exit-button"
      >
        {text}
      </ExitLink>
      {hint ? (
        <span id={hintId} className="cm-quick-exit-hint">
          {hint}
        </span>
      ) : null}
    </WidgetRoot>
  );
});
