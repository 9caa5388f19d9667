import { useId, useRef, type MouseEvent, type ReactNode } from 'react';

import { buttonVariants } from './Button.tsx';
import { cx } from './cx.ts';
import { coverQuickExit, trackQuickExitElement, useQuickExitLink } from './quick-exit-registry.ts';
import { useTouchOnly } from './touch-only.ts';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.ts';

/** Props of {@link ExitLink}. */
export interface ExitLinkProps {
  /** The neutral page: the link's address, so it leaves even before (or without) script. */
  href: string;
  /** Leaves with script (no history entry, leave guards silenced): `exitPage` or a registered exit. */
  onExit: () => void;
  /** The id of the keyboard hint that describes it. */
  describedBy?: string | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * The quick exit's link, in the `exit` button look: the page's `QuickExit` and the exit our
 * dialogs carry are this one element. A click leaves through `onExit`; without script the link
 * itself leaves.
 *
 * @example
 * <ExitLink href="https://www.bbc.co.uk/weather" onExit={() => exitPage()}>Exit this page</ExitLink>
 */
export function ExitLink({ href, onExit, describedBy, className, children }: ExitLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onExit();
  };
  return (
    <a
      href={href}
      rel="nofollow noreferrer"
      className={cx(buttonVariants({ variant: 'exit' }), className)}
      data-variant="exit"
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

/**
 * The page's quick exit, carried at the top of an open dialog (when the page has one): a modal
 * dialog dims the page's own button and keeps Tab inside itself, so it brings the way out along,
 * first in its focus order and above its overlay. A link, like GOV.UK's 'Exit this page', so it
 * is never the dialog's first focus (Radix focuses the first non-link) and leaves even when a
 * script fails. While it shows, a quick exit fixed to the screen's corner steps aside.
 */
export function DialogExit() {
  const link = useQuickExitLink();
  if (link === null) return null;
  return <DialogExitRow {...link} />;
}

function DialogExitRow({
  href,
  label,
  hint,
  exit,
}: {
  href: string;
  label: string;
  hint?: string | undefined;
  exit: () => void;
}) {
  const hintId = useId();
  const rowRef = useRef<HTMLDivElement | null>(null);
  useIsomorphicLayoutEffect(() => coverQuickExit(), []);
  // Toasts and panels opened over the dialog keep clear of this exit.
  useIsomorphicLayoutEffect(() => (rowRef.current ? trackQuickExitElement(rowRef.current) : undefined), []);
  // A phone has no Shift key: the hint is neither shown nor said there.
  const shownHint = useTouchOnly() ? undefined : hint;
  return (
    <div ref={rowRef} className="cm-dialog-exit">
      {shownHint ? (
        <span id={hintId} className="cm-dialog-exit-hint">
          {shownHint}
        </span>
      ) : null}
      <ExitLink
        href={href}
        onExit={exit}
        describedBy={shownHint ? hintId : undefined}
        className="cm-dialog-exit-button"
      >
        {label}
      </ExitLink>
    </div>
  );
}
