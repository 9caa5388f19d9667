import { useId, type MouseEvent } from 'react';

import { buttonVariants } from './Button.tsx';
import { cx } from './cx.ts';
import { coverQuickExit, useQuickExitLink } from './quick-exit-registry.ts';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.ts';

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
  return <DialogExitLink {...link} />;
}

function DialogExitLink({
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
  useIsomorphicLayoutEffect(() => coverQuickExit(), []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    exit();
  };
  return (
    <div className="cm-dialog-exit">
      {hint ? (
        <span id={hintId} className="cm-dialog-exit-hint">
          {hint}
        </span>
      ) : null}
      <a
        href={href}
        rel="nofollow noreferrer"
        className={cx(buttonVariants({ variant: 'exit' }), 'cm-dialog-exit-button')}
        data-variant="exit"
        aria-describedby={hint ? hintId : undefined}
        onClick={onClick}
      >
        {label}
      </a>
    </div>
  );
}
