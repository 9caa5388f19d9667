import { createHttpClient } from '@childhood-memories/api-client';
import { MemoryModal, type MemoryModalProps } from '@childhood-memories/memory-modal';
import memoryModalCss from '@childhood-memories/memory-modal/styles.css';
import uiCss from '@childhood-memories/ui/styles.css';

import { widgetModule } from '../mount.tsx';
import { labelledTrigger } from '../trigger.tsx';

/** `<cm-memory-modal>`'s code: loaded when the first one connects. */
export const { mount } = widgetModule(
  [uiCss, memoryModalCss],
  ({ triggerLabel, ...props }) =>
    props.shareableLink === undefined && props.memory === undefined ? null : (
      <MemoryModal {...(props as MemoryModalProps)} trigger={labelledTrigger(triggerLabel)} />
    ),
  createHttpClient,
);
