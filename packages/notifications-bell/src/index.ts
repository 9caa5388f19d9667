import './styles.css';

export {
  BADGE_MAX,
  DROPDOWN_HEIGHT_MAX,
  FIRST_FETCH_DELAY_MS,
  POLL_INTERVAL_MS,
  SNIPPET_WORDS,
} from './constants.ts';
export { bellItems, labelList, snippet, targetOf, type BellItem, type NotificationTarget } from './items.ts';
export {
  NOTIFICATIONS_BELL_NAMESPACE,
  notificationsBellMessages,
  type NotificationsBellMessages,
} from './messages.ts';
export { NotificationsBell, type NotificationsBellProps } from './NotificationsBell.tsx';
