import { createContext, useContext, useState, type RefObject } from 'react';

import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.ts';

/** The nearest `WidgetRoot` element, so portalled layers can carry its theme to `document.body`. */
export const WidgetRootContext = createContext<RefObject<HTMLElement | null> | null>(null);
WidgetRootContext.displayName = 'WidgetRootContext';

/**
 * The `data-theme` ('light' | 'dark' | …) in force where the calling component sits: read from
 * the nearest `WidgetRoot` or its ancestors. A portalled layer sets it on its own `.cm-root`,
 * because in `document.body` it no longer has the host's `data-theme` ancestor.
 */
export function useInheritedTheme(): string | undefined {
  const rootRef = useContext(WidgetRootContext);
  const [theme, setTheme] = useState<string | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    const themed = rootRef?.current?.closest('[data-theme]');
    setTheme(themed?.getAttribute('data-theme') ?? undefined);
  }, [rootRef]);
  return theme;
}
