/*
 * `@childhood-memories/api-client/domain`: the product's rules as pure functions, for backends.
 * The reference server and the test kit's mock backend are storage plus these functions, so the
 * same request gets the same answer from both (HOUSE_STYLE "Rules live once"). A partner building
 * their own backend in TypeScript may use them too. Widgets never need them.
 */
export { invalid, REFUSALS, Refusal, refuse, refusedRequest } from './refusals.ts';
export type { RefusalCode, RefusalName, RequestIssue } from './refusals.ts';
export {
  isNotified,
  mayChangeComment,
  mayChangeMemory,
  mayHideComment,
  mayPraise,
  mayResonate,
} from './access.ts';
export { PAGE_SIZES, pageAnswer, pageOf, pageWindow } from './paging.ts';
export type { PagedList } from './paging.ts';
export {
  GROUPED_EVENTS,
  GROUPING_WINDOW,
  groupNotifications,
  groupResonanceNotifications,
  isWithdrawnBy,
  notificationOf,
  notificationRowKey,
  unreadRowCount,
  wireNotification,
  withdrawalOf,
} from './notifications.ts';
export type {
  NotificationChange,
  NotificationFacts,
  NotificationMatch,
  NotificationRecord,
  NotificationRowFacts,
  NotifyingWrite,
  UndoneWrite,
} from './notifications.ts';
export { allowedMethods, methodNotAllowed } from './methods.ts';
export type { MethodNotAllowed } from './methods.ts';
export { EMAIL_CODE_ATTEMPTS, emailChangeOutcome } from './account.ts';
export { IDEMPOTENCY_KEY_MAX, idempotencyKeyOf } from './create-once.ts';
export { postedAtAfterSave } from './posting.ts';
