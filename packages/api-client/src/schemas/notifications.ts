import * as z from 'zod/mini';

import {
  ModerationOutcome,
  NOTIFICATION_IDS_MAX,
  NotificationEvent,
  NotificationGroup,
} from '../constants.ts';
import type {
  GroupedNotification,
  Notification,
  NotificationData,
  PagedAnswer,
  ResonanceNotification,
} from '../types.ts';
import {
  flagSchema,
  idSchema,
  labelListSchema,
  looseCountSchema,
  looseIdSchema,
  looseTextSchema,
  pagedShape,
  reactionOptionSchema,
  requestIdSchema,
  usernameSchema,
  type ApiSchema,
} from './common.ts';
import { moderationReasonSchema } from './moderation.ts';

const EVENTS: readonly string[] = Object.values(NotificationEvent);

/**
 * Whether a string is one of the six notification event types.
 *
 * @example
 * ```ts
 * isNotificationEvent('new_comment'); // true
 * ```
 */
export function isNotificationEvent(value: string): value is NotificationEvent {
  return EVENTS.includes(value);
}

/** `is_read` / `is_seen` sent flat, or nested in `status` as the specification shows (0 means not yet). */
const readFlagsShape = {
  is_read: z.optional(flagSchema),
  is_seen: z.optional(flagSchema),
  status: z.optional(
    z.object({ is_read: z._default(flagSchema, false), is_seen: z._default(flagSchema, false) }),
  ),
};

type ReadFlags = {
  is_read?: boolean | undefined;
  is_seen?: boolean | undefined;
  status?: { is_read: boolean; is_seen: boolean } | undefined;
};

function readFlags(value: ReadFlags) {
  return {
    is_read: value.is_read ?? value.status?.is_read ?? false,
    is_seen: value.is_seen ?? value.status?.is_seen ?? false,
  };
}

const notificationDataSchema = z.pipe(
  z.object({
    memory: z.optional(z.string()),
    comment_id: z.optional(idSchema),
    saved_memory: z.optional(z.string()),
    memory_reacted: z.optional(z.string()),
    reaction_option_id: z.optional(reactionOptionSchema),
    comment: z.optional(z.string()),
    feedback_labels: z.optional(labelListSchema),
    memory_resonated: z.optional(z.string()),
    memory_tag_label: z.optional(z.string()),
    memory_description: z.optional(z.string()),
    memory_title: z.optional(z.string()),
    comment_content: z.optional(z.string()),
    content: z.optional(z.string()),
    moderation_reason: z.optional(moderationReasonSchema),
    moderation_outcome: z.optional(z.enum([ModerationOutcome.Action, ModerationOutcome.Reviewed])),
  }),
  z.transform((data): NotificationData => {
    const result: NotificationData = {};
    for (const [key, value] of Object.entries(data)) {
      if (value !== undefined) Object.assign(result, { [key]: value });
    }
    return result;
  }),
);

/**
 * One notification, `status.is_read` / `status.is_seen` flattened to booleans. `event_type` is
 * any string here; lists leave out the types this client does not know.
 *
 * @example
 * ```ts
 * notificationSchema.parse({ id: 1, event_type: 'new_comment', originator: 'sam', created_at: '…', status: { is_read: 0, is_seen: 1 }, data: { memory: 'abc' } });
 * ```
 */
export const notificationSchema: ApiSchema<Omit<Notification, 'event_type'> & { event_type: string }> =
  z.pipe(
    z.object({
      id: idSchema,
      event_type: z.string(),
      originator: usernameSchema,
      created_at: z.string(),
      ...readFlagsShape,
      data: z._default(notificationDataSchema, () => ({})),
    }),
    z.transform((notification) => ({
      id: notification.id,
      event_type: notification.event_type,
      originator: notification.originator,
      created_at: notification.created_at,
      ...readFlags(notification),
      data: notification.data,
    })),
  );

/** A count the server may leave out: null when it did (unknown, not 0). */
const optionalCountSchema = z._default(z.nullable(z.int().check(z.nonnegative())), null);

/** The member's counts over all their notifications, sent with every page. */
function withUnseenCount<Item extends z.ZodMiniType>(item: Item) {
  return z.object({ ...pagedShape(item), unseen_count: looseCountSchema, unread_count: optionalCountSchema });
}

const notificationPageDefinition = z.pipe(
  withUnseenCount(notificationSchema),
  z.transform((page) => ({
    ...page,
    results: page.results.filter((notification): notification is Notification =>
      isNotificationEvent(notification.event_type),
    ),
  })),
);

/**
 * A page of notifications with `unseen_count` and `unread_count` (the member's totals); notifications
 * of unknown event types are left out.
 *
 * @example
 * ```ts
 * const page = notificationPageSchema.parse(json);
 * ```
 */
export const notificationPageSchema: ApiSchema<
  PagedAnswer<Notification> & { unseen_count: number; unread_count: number | null },
  z.input<typeof notificationPageDefinition>
> = notificationPageDefinition;

const groupedNotificationDefinition = z.pipe(
  z.object({
    group: z.enum([
      NotificationGroup.Empathy,
      NotificationGroup.MemoryFeedback,
      NotificationGroup.CommentFeedback,
      NotificationGroup.EmpathyComments,
      NotificationGroup.Reactions,
    ]),
    last_originator: usernameSchema,
    others: looseCountSchema,
    description: looseTextSchema,
    memory_title: looseTextSchema,
    shareable_link: z.string(),
    notification_ids: z.array(idSchema),
    feedback_label: z._default(labelListSchema, () => []),
    comment_id: looseIdSchema,
    comment_content: looseTextSchema,
    reaction_option_id: z._default(z.nullable(reactionOptionSchema), null),
    ...readFlagsShape,
    created_at: z.string(),
  }),
  z.transform((notification): GroupedNotification => ({
    group: notification.group,
    last_originator: notification.last_originator,
    others: notification.others,
    description: notification.description,
    memory_title: notification.memory_title,
    shareable_link: notification.shareable_link,
    notification_ids: notification.notification_ids,
    feedback_label: notification.feedback_label,
    comment_id: notification.comment_id,
    comment_content: notification.comment_content,
    reaction_option_id: notification.reaction_option_id,
    ...readFlags(notification),
    created_at: notification.created_at,
  })),
);

/**
 * One grouped notification; `group` is one of the five group keys.
 *
 * @example
 * ```ts
 * groupedNotificationSchema.parse({ group: 'reactions', last_originator: 'sam', others: 2, notification_ids: [4, 5, 6], … });
 * ```
 */
export const groupedNotificationSchema: ApiSchema<
  GroupedNotification,
  z.input<typeof groupedNotificationDefinition>
> = groupedNotificationDefinition;

/**
 * A page of grouped notifications with `unseen_count` and `unread_count`.
 *
 * @example
 * ```ts
 * const page = groupedNotificationPageSchema.parse(json);
 * ```
 */
export const groupedNotificationPageSchema: ApiSchema<
  PagedAnswer<GroupedNotification> & { unseen_count: number; unread_count: number | null },
  PagedAnswer<z.input<typeof groupedNotificationSchema>> & {
    unseen_count?: number | null | undefined;
    unread_count?: number | null | undefined;
  }
> = withUnseenCount(groupedNotificationSchema);

const resonanceNotificationDefinition = z.pipe(
  z.object({
    originator: usernameSchema,
    shareable_link: z.string(),
    resonance_labels: labelListSchema,
    notif_ids: z.array(idSchema),
    memory_description: looseTextSchema,
    memory_title: looseTextSchema,
    ...readFlagsShape,
    created_at: z.string(),
  }),
  z.transform((notification): ResonanceNotification => ({
    originator: notification.originator,
    shareable_link: notification.shareable_link,
    resonance_labels: notification.resonance_labels,
    notif_ids: notification.notif_ids,
    memory_description: notification.memory_description,
    memory_title: notification.memory_title,
    ...readFlags(notification),
    created_at: notification.created_at,
  })),
);

/**
 * One resonance ('me too' on tags) notification.
 *
 * @example
 * ```ts
 * resonanceNotificationSchema.parse({ originator: 'sam', shareable_link: 'abc', resonance_labels: ['sadness'], notif_ids: [9], … });
 * ```
 */
export const resonanceNotificationSchema: ApiSchema<
  ResonanceNotification,
  z.input<typeof resonanceNotificationDefinition>
> = resonanceNotificationDefinition;

/**
 * A page of resonance notifications with `unseen_count` and `unread_count`.
 *
 * @example
 * ```ts
 * const page = resonanceNotificationPageSchema.parse(json);
 * ```
 */
export const resonanceNotificationPageSchema: ApiSchema<
  PagedAnswer<ResonanceNotification> & { unseen_count: number; unread_count: number | null },
  PagedAnswer<z.input<typeof resonanceNotificationSchema>> & {
    unseen_count?: number | null | undefined;
    unread_count?: number | null | undefined;
  }
> = withUnseenCount(resonanceNotificationSchema);

const unseenCountDefinition = z.object({
  unseen_count: z.int().check(z.nonnegative()),
});

/**
 * The unseen notification count (the bell badge).
 *
 * @example
 * ```ts
 * unseenCountSchema.parse({ unseen_count: 3 });
 * ```
 */
export const unseenCountSchema: ApiSchema<
  { unseen_count: number },
  z.input<typeof unseenCountDefinition>
> = unseenCountDefinition;

/**
 * Body of marking notifications read: the ids of one notification, one group or one resonance entry.
 *
 * @example
 * ```ts
 * markNotificationsReadPayloadSchema.parse({ notification_ids: [4, 5, 6] });
 * ```
 */
export const markNotificationsReadPayloadSchema: ApiSchema<
  { notification_ids: number[] },
  { notification_ids: number[] }
> = z.object({
  notification_ids: z
    .array(requestIdSchema)
    .check(
      z.minLength(1, 'must name at least one notification'),
      z.maxLength(NOTIFICATION_IDS_MAX, `must name at most ${NOTIFICATION_IDS_MAX} notifications`),
    ),
});

/**
 * Body of marking all notifications read ('Mark all as read', ours): every notification of the
 * member up to `up_to`, the newest id the member was shown, so one that arrives meanwhile stays
 * unread; without it, every one.
 *
 * @example
 * ```ts
 * markAllNotificationsReadPayloadSchema.parse({ up_to: 42 });
 * ```
 */
export const markAllNotificationsReadPayloadSchema: ApiSchema<
  { up_to?: number | undefined },
  { up_to?: number | undefined }
> = z.object({ up_to: z.optional(requestIdSchema) });
