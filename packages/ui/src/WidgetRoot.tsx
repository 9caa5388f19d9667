import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, useRef, type HTMLAttributes } from 'react';

import { cx } from './cx.ts';
import { WidgetRootContext } from './widget-root-context.ts';

/** Props of {@link WidgetRoot}: those of a `div`. */
export type WidgetRootProps = HTMLAttributes<HTMLDivElement>;

/**
 * The outermost element of every widget: a `div.cm-root` that declares the design tokens
 * (`--cm-accent`, `--cm-background`, …) and the font, so the widget looks the same on any page
 * and a host can theme it with one rule: `.cm-root { --cm-accent: #6d28d9; }`.
 *
 * @example
 * <WidgetRoot className="cm-crisis-resources" aria-labelledby={titleId}>
 *   …
 * </WidgetRoot>
 */
export const WidgetRoot = forwardRef<HTMLDivElement, WidgetRootProps>(function WidgetRoot(
  { className, ...props },
  forwardedRef,
) {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const setRef = useComposedRefs(rootRef, forwardedRef);
  return (
    <WidgetRootContext.Provider value={rootRef}>
      <div {...props} ref={setRef} className={cx('cm-root', className)} />
    </WidgetRootContext.Provider>
  );
});
