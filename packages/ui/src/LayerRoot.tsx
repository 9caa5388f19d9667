import { forwardRef, type HTMLAttributes } from 'react';

import { WidgetRoot } from './WidgetRoot.tsx';
import { useInheritedTheme } from './widget-root-context.ts';

/**
 * The `.cm-root` around a portalled layer (dialog, popover, toast viewport): tokens apply in
 * `document.body`, and the theme of the widget that opened the layer comes along.
 */
export const LayerRoot = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function LayerRoot(props, ref) {
    const theme = useInheritedTheme();
    return <WidgetRoot data-theme={theme} {...props} ref={ref} />;
  },
);
