import { createHttpClient } from '@childhood-memories/api-client';
import { NotificationsBell, type NotificationsBellProps } from '@childhood-memories/notifications-bell';
import bellCss from '@childhood-memories/notifications-bell/styles.css';
import uiCss from '@childhood-memories/ui/styles.css';

import { widgetModule } from '../mount.tsx';

/** `<cm-notifications-bell>`'s code: loaded when the first one connects. */
export const { mount } = widgetModule(
  [uiCss, bellCss],
  (props) => <NotificationsBell {...(props as NotificationsBellProps)} />,
  createHttpClient,
);
