import type {
  ModerationOutcome,
  ModerationReason,
  NotificationEvent,
  NotificationGroup,
  ReactionOption,
} from '../constants.ts';
import type { Paged } from './common.ts';

/* Notifications as the bell reads them (community §3). */

/**
 * What a notification points at; every field is optional and present only for its event.
 *
 * @example
 * ```ts
 * const title = notification.data.memory_title ?? '';
 * ```
 */
export interface NotificationData {
  memory?: string;
  comment_id?: number;
  saved_memory?: string;
  memory_reacted?: string;
  reaction_option_id?: ReactionOption;
  comment?: string;
  feedback_labels?: string[];
  memory_resonated?: string;
  memory_tag_label?: string;
  memory_description?: string;
  memory_title?: string;
  comment_content?: string;
  content?: string;
  /** Ours: why a moderator hid the writer's item (`content_hidden`, `review_kept_hidden`). */
  moderation_reason?: ModerationReason;
  /** Ours: all a reporter learns (`report_reviewed`). */
  moderation_outcome?: ModerationOutcome;
}

/**
 * One notification (community §3); `status.is_read` / `status.is_seen` (0 means not yet)
 * become the booleans `is_read` / `is_seen`. Unknown event types are left out of lists.
 *
 * @example
 * ```ts
 * const unread = page.results.filter((n) => !n.is_read).length;
 * ```
 */
export interface Notification {
  id: number;
  event_type: NotificationEvent;
  /** Username of the member who caused it. */
  originator: string;
  created_at: string;
  is_read: boolean;
  is_seen: boolean;
  data: NotificationData;
}

/**
 * A group of similar notifications ("Sam and 3 others empathized…").
 *
 * @example
 * ```ts
 * const who = n.others > 0 ? `${n.last_originator} and ${n.others} others` : n.last_originator;
 * ```
 */
export interface GroupedNotification {
  group: NotificationGroup;
  last_originator: string;
  /** How many other people. */
  others: number;
  description: string;
  memory_title: string;
  shareable_link: string;
  notification_ids: number[];
  feedback_label: string[];
  comment_id: number | null;
  comment_content: string;
  /**
   * Ours: in the `reactions` group, the option of the newest reaction (1-6), so the row can open
   * the memory with that reaction highlighted (community §2.3 `reaction`); null in the others.
   */
  reaction_option_id: ReactionOption | null;
  is_read: boolean;
  is_seen: boolean;
  created_at: string;
}

/**
 * 'Me too' on tags of a memory, grouped per member and memory.
 *
 * @example
 * ```ts
 * const labels = n.resonance_labels.slice(0, 3);
 * ```
 */
export interface ResonanceNotification {
  originator: string;
  shareable_link: string;
  resonance_labels: string[];
  notif_ids: number[];
  memory_description: string;
  memory_title: string;
  is_read: boolean;
  is_seen: boolean;
  created_at: string;
}

/**
 * A page of notifications with the member's counts over all their notifications, not only this
 * page's: `unseen_count` (the bell badge) and `unread_count` (the dropdown's header). A server
 * that does not send `unread_count` (the specification shows none) gives `null`: the total is
 * then unknown.
 *
 * @example
 * ```ts
 * const badge = page.unseen_count;
 * const header = page.unread_count === null ? '' : `${page.unread_count} unread`;
 * ```
 */
export type NotificationPage<T> = Paged<T> & { unseen_count: number; unread_count: number | null };

/* ───────────── Account and session ───────────── */
