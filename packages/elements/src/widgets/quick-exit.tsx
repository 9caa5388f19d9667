import { QuickExit, type QuickExitProps } from '@childhood-memories/crisis-resources';
import crisisCss from '@childhood-memories/crisis-resources/styles.css';
import uiCss from '@childhood-memories/ui/styles.css';

import { widgetModule } from '../mount.tsx';

/** `<cm-quick-exit>`'s code: loaded when the first one connects. */
export const { mount } = widgetModule([uiCss, crisisCss], (props) => (
  <QuickExit {...(props as QuickExitProps)} />
));
