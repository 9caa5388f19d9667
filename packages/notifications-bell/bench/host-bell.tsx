/*
 * The host page with the bell: the real bell from this package's sources, in production React,
 * with a client that answers at once from memory (the network is not what is measured). The
 * client goes in as a prop, as a host with only the bell embeds it: no WidgetsProvider (and so
 * no toast area) is needed.
 */
import type { NotificationsBellClient } from '@childhood-memories/api-client';
import '@childhood-memories/ui/styles.css';
import { createRoot } from 'react-dom/client';

import { NotificationsBell } from '../src/index.ts';
import '../src/styles.css';
import { HostPage } from './host.tsx';

const empty = { results: [], count: 0, total_pages: 0, page: 1, unseen_count: 3 };
const client: NotificationsBellClient = {
  listNotifications: () => Promise.resolve(empty),
  listGroupedNotifications: () => Promise.resolve(empty),
  listResonanceNotifications: () => Promise.resolve(empty),
  getUnseenNotificationCount: () => Promise.resolve(3),
  markAllNotificationsSeen: () => Promise.resolve(),
  markNotificationsRead: () => Promise.resolve(),
};

const container = document.getElementById('root');
if (container === null) throw new Error('no #root');
createRoot(container).render(<HostPage bell={<NotificationsBell client={client} routeKey="/home" />} />);
