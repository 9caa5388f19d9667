import { CrisisResources, type CrisisResourcesProps } from '@childhood-memories/crisis-resources';
import crisisCss from '@childhood-memories/crisis-resources/styles.css';
import uiCss from '@childhood-memories/ui/styles.css';

import { widgetModule } from '../mount.tsx';

/** `<cm-crisis-resources>`'s code: loaded when the first one connects. */
export const { mount } = widgetModule([uiCss, crisisCss], (props) => (
  <CrisisResources {...(props as CrisisResourcesProps)} />
));
