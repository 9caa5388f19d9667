/** The notifications as a member reads them: only what they can still read, as it reads now, paged and grouped (the domain core's), with their read and seen flags. */
import {
  NotificationEvent,
  type GroupedNotification,
  type ModerationOutcome,
  type ModerationReason,
} from '@childhood-memories/api-client';
import {
  groupNotifications,
  groupResonanceNotifications,
  pageOf,
  unreadRowCount,
  type NotificationFacts,
} from '@childhood-memories/api-client/domain';
import { type StoredNotification } from '../store/notifications.ts';
import { type MockMember } from '../fixtures/members.ts';
import { type StoreContext } from './context.ts';
import { type MockPage, type MockResonanceNotification } from './model.ts';

/** A notification as it reads now, with what a moderation notification adds (ours). */
export interface MockNotificationFacts extends NotificationFacts {
  readonly moderation_reason: ModerationReason | null;
  readonly moderation_outcome: ModerationOutcome | null;
}

/** A member's notifications, read through the shared core (the rows are the notification store's). */
export class Inbox {
  constructor(private readonly ctx: StoreContext) {}

  /**
   * The ETag of one of the member's notification answers (`name`: list, grouped, resonance,
   * unseen; and its page): it changes whenever any notification changes.
   */
  notificationVersion(viewer: MockMember | null, name = 'list', page = 1): string {
    const state = this.ctx.state(viewer);
    return `W/"${name}-${this.ctx.generation()}-${state.username}-${this.ctx.notifications().version}-${page}"`;
  }

  /**
   * The member's notifications whose memory they can still read, newest first: never one about a
   * memory or a comment a moderator hid from them (its writer keeps theirs). A reporter's
   * `report_reviewed` names nothing, so it stays.
   */
  notificationsOf(viewer: MockMember | null): StoredNotification[] {
    const state = this.ctx.state(viewer);
    return this.ctx.notifications().of(state.username, (row) => {
      if (row.event_type === NotificationEvent.ReportReviewed) return true;
      const memory = this.ctx.memories().find((candidate) => candidate.shareable_link === row.memory);
      if (memory === undefined || !this.ctx.canSee(viewer, memory)) return false;
      const comment =
        row.comment_id === null
          ? undefined
          : this.ctx.comments().find((candidate) => candidate.id === row.comment_id);
      return comment?.moderation == null || comment.author === state.username;
    });
  }

  /** A stored notification as it reads now: its memory, comment and tag joined in (as the server joins them). */
  private facts(row: StoredNotification): MockNotificationFacts {
    const memory = this.ctx.memories().find((candidate) => candidate.shareable_link === row.memory);
    const comment = this.ctx.comments().find((candidate) => candidate.id === row.comment_id);
    const tag =
      memory === undefined || row.memory_tag_id === null
        ? undefined
        : this.ctx.memoryTags(memory).find((candidate) => candidate.memory_tag_id === row.memory_tag_id);
    return {
      id: row.id,
      event_type: row.event_type,
      originator: row.originator,
      created_at: row.created_at,
      is_read: row.is_read,
      is_seen: row.is_seen,
      memory: row.memory,
      memory_title: memory?.title ?? '',
      memory_description: memory?.description ?? '',
      comment_id: row.comment_id,
      comment_content: comment?.content ?? null,
      reaction_option_id: row.reaction_option_id,
      feedback_labels: row.feedback_labels,
      memory_tag_label: tag?.description ?? null,
      moderation_reason: row.moderation_reason ?? null,
      moderation_outcome: row.moderation_outcome ?? null,
    };
  }

  /** The member's notifications as they read, newest first. */
  private factsOf(viewer: MockMember | null): MockNotificationFacts[] {
    return this.notificationsOf(viewer).map((row) => this.facts(row));
  }

  /** The member's notifications as they read, paged. */
  notificationPage(viewer: MockMember | null, page?: number): MockPage<MockNotificationFacts> {
    return pageOf('notifications', this.factsOf(viewer), page);
  }

  /** Grouped notifications (the domain core's grouping), paged. */
  groupedNotificationPage(viewer: MockMember | null, page?: number): MockPage<GroupedNotification> {
    return pageOf('groupedNotifications', groupNotifications(this.factsOf(viewer)), page);
  }

  /** 'Me too' notifications per member and memory (the domain core's grouping), paged. */
  resonanceNotificationPage(viewer: MockMember | null, page?: number): MockPage<MockResonanceNotification> {
    return pageOf('resonanceNotifications', groupResonanceNotifications(this.factsOf(viewer)), page);
  }

  /** How many notifications the member has not seen. */
  unseenCount(viewer: MockMember | null): number {
    return this.notificationsOf(viewer).filter((n) => !n.is_seen).length;
  }

  /**
   * The dropdown header's unread number: the rows the member sees unread, a group or a 'me too'
   * entry once (api-client's `unreadRowCount`), over all their notifications, not a page's.
   */
  unreadCount(viewer: MockMember | null): number {
    return unreadRowCount(this.factsOf(viewer));
  }

  /** Mark every notification of the member seen (opening the bell). */
  markAllSeen(viewer: MockMember | null): void {
    this.ctx.notifications().mark(this.notificationsOf(viewer), { is_seen: true });
  }

  /** Mark notifications read (and seen); ids that are not the member's are left alone, as on the server. */
  markRead(viewer: MockMember | null, ids: readonly number[]): void {
    const targets = this.notificationsOf(viewer).filter((notification) => ids.includes(notification.id));
    this.ctx.notifications().mark(targets, { is_read: true, is_seen: true });
  }

  /** 'Mark all as read': every notification of the member up to `upTo` (all without it) read and seen. */
  markAllRead(viewer: MockMember | null, upTo?: number): void {
    const targets = this.notificationsOf(viewer).filter(
      (notification) => !notification.is_read && (upTo === undefined || notification.id <= upTo),
    );
    this.ctx.notifications().mark(targets, { is_read: true, is_seen: true });
  }
}
