import type { NotificationsBellClient } from '@childhood-memories/api-client';
import { NotificationsBell } from '@childhood-memories/notifications-bell';
import '@childhood-memories/notifications-bell/styles.css';
import '@childhood-memories/ui/styles.css';

import { renderHostPage } from './page.tsx';

const empty = { results: [], count: 0, total_pages: 0, page: 1, unseen_count: 3, unread_count: 3 };
const client: NotificationsBellClient = {
  listNotifications: () => Promise.resolve(empty),
  listGroupedNotifications: () => Promise.resolve(empty),
  listResonanceNotifications: () => Promise.resolve(empty),
  getUnseenNotificationCount: () => Promise.resolve(3),
  markAllNotificationsSeen: () => Promise.resolve(),
  markNotificationsRead: () => Promise.resolve(),
  markAllNotificationsRead: () => Promise.resolve(),
};

renderHostPage(<NotificationsBell client={client} routeKey="/home" />);
