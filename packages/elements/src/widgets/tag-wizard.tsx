import { createHttpClient } from '@childhood-memories/api-client';
import { TagWizard, type TagWizardProps } from '@childhood-memories/tag-wizard';
import tagWizardCss from '@childhood-memories/tag-wizard/styles.css';
import uiCss from '@childhood-memories/ui/styles.css';

import { widgetModule } from '../mount.tsx';
import { labelledTrigger } from '../trigger.tsx';

/** `<cm-tag-wizard>`'s code: loaded when the first one connects. Nothing shows until it has a `memory`. */
export const { mount } = widgetModule(
  [uiCss, tagWizardCss],
  ({ triggerLabel, ...props }) =>
    props.memory === undefined ? null : (
      <TagWizard {...(props as unknown as TagWizardProps)} trigger={labelledTrigger(triggerLabel)} />
    ),
  createHttpClient,
);
