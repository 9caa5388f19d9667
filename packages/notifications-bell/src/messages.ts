/**
 * Every user-visible and screen-reader string of the bell, namespace `notificationsBell`. Where
 * the specification quotes a text (community §2.5, §8) the default is that exact text; the rest
 * are ours. Functions take the names, counts and titles they mention; counts go through
 * `Intl.PluralRules` in the provider's locale (`plural` is 'one' | 'other' | …).
 */

/** The messages namespace of this package (`<WidgetsProvider messages={{ notificationsBell: … }}>`). */
export const NOTIFICATIONS_BELL_NAMESPACE = 'notificationsBell';

type Plural = Intl.LDMLPluralRule;

const quoted = (text: string) => (text === '' ? '' : ` “${text}”`);

/**
 * The default strings of the bell.
 *
 * @example
 * <NotificationsBell messages={{ empty: 'Nothing new yet' }} />
 */
export const notificationsBellMessages = {
  bell: 'Notifications',
  /** The bell's accessible name, with the unseen count. */
  badge: (count: number) => (count === 0 ? 'Notifications' : `Notifications, ${count} unseen`),
  title: 'Notifications',
  empty: "You don't have any notification yet",
  loading: 'Loading your notifications…',
  loadFailed: 'We could not load your notifications. Please try again.',
  retry: 'Try again',
  seePrevious: 'See previous notifications',
  unread: 'Unread',
  /** The header's number: unread rows, each row once however many notifications it holds (ours). */
  unreadCount: (count: number) => (count === 0 ? 'All read' : `${count} unread`),
  /** Ours: the header's button that reads every notification shown and every older one. */
  markAllRead: 'Mark all as read',
  /** Ours: said politely once 'Mark all as read' is pressed. */
  markedAllRead: 'All your notifications are marked as read.',
  newArrivals: (count: number, plural: Plural) =>
    `You have ${count} new ${plural === 'one' ? 'notification' : 'notifications'}.`,
  /** '{last_originator} and {others} others', or the one name. */
  people: (last: string, others: number, plural: Plural) =>
    others <= 0 ? last : `${last} and ${others} ${plural === 'one' ? 'other' : 'others'}`,
  groups: {
    empathy: (who: string, title: string) => `${who} empathized with your memory${quoted(title)}`,
    memory_feedback: (who: string, title: string) => `${who} praised your memory${quoted(title)}`,
    comment_feedback: (who: string, snippet: string) => `${who} praised your comment${quoted(snippet)}`,
    empathy_comments: (who: string, snippet: string) =>
      `${who} empathized with your comment${quoted(snippet)}`,
    reactions: (who: string, title: string) => `${who} reacted to your memory${quoted(title)}`,
  },
  praiseLabels: (labels: string) => `Praise: ${labels}`,
  resonance: (who: string, labels: string, title: string) =>
    `${who} said "me too" to ${labels} in${quoted(title) || ' your memory'}`,
  andMore: (count: number) => `and ${count} more`,
  events: {
    new_comment: (who: string, title: string) => `${who} commented on your memory${quoted(title)}`,
    emphatized_a_memory: (who: string, title: string) => `${who} empathized with your memory${quoted(title)}`,
    emphatized_a_comment: (who: string, snippet: string) =>
      `${who} empathized with your comment${quoted(snippet)}`,
    new_reaction: (who: string, title: string) => `${who} reacted to your memory${quoted(title)}`,
    new_resonance: (who: string, title: string) => `${who} said "me too" to your memory${quoted(title)}`,
    feedback_given: (who: string, title: string) => `${who} praised your memory${quoted(title)}`,
  },
  untitled: 'your memory',
  /**
   * Ours (moderation): what the writer of a moderated memory or comment, and a reporter, are told.
   * No one's name: a moderator is never named to members. Each takes the memory's title (cut to
   * 10 words; '' when it has none).
   */
  moderation: {
    content_hidden: {
      memory: (title: string) => `A moderator hid your memory${quoted(title)}`,
      comment: (title: string) => `A moderator hid your comment on${quoted(title) || ' a memory'}`,
    },
    content_restored: {
      memory: (title: string) => `Your memory${quoted(title)} can be seen again`,
      comment: (title: string) => `Your comment on${quoted(title) || ' a memory'} can be seen again`,
    },
    review_kept_hidden: {
      memory: (title: string) => `A moderator looked again and kept your memory${quoted(title)} hidden`,
      comment: (title: string) =>
        `A moderator looked again and kept your comment on${quoted(title) || ' a memory'} hidden`,
    },
  },
  /** Ours: all a reporter learns; a report with no outcome sent reads as 'reviewed'. */
  reportReviewed: {
    action: 'Thank you for your report. A moderator looked at it and took action.',
    reviewed: 'Thank you for your report. A moderator looked at it.',
  },
  /** Ours: the hint of a row that opens nothing (a reporter's answer) while it is unread. */
  nothingToOpen: 'Nothing to open. Pressing marks it as read.',
  /** Ours: said politely once such a row is marked read. */
  markedRead: 'Marked as read.',
};

/** The strings of {@link notificationsBellMessages}, every one overridable. */
export type NotificationsBellMessages = typeof notificationsBellMessages;
