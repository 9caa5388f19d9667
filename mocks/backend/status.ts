/** Votes and what a member reads of their interactions and notifications: status, counts, pages, grouping (the domain core's), read and seen flags. */
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
  type NotificationFacts,
} from '@childhood-memories/api-client/domain';
import { type StoredNotification } from '../store/notifications.ts';
import { type MockMember } from '../fixtures/members.ts';
import { type MockPage, type MockResonanceNotification, type StoredMemory, type Vote } from './model.ts';
import { InteractionRules } from './interactions.ts';

/** A notification as it reads now, with what a moderation notification adds (ours). */
export interface MockNotificationFacts extends NotificationFacts {
  readonly moderation_reason: ModerationReason | null;
  readonly moderation_outcome: ModerationOutcome | null;
}

export abstract class StatusRules extends InteractionRules {
  /** Reaction counts per option 1-6 of a memory (zeros included). */
  reactionCounts(
    memory: StoredMemory,
  ): { reaction_option_id: 1 | 2 | 3 | 4 | 5 | 6; reaction_count: number }[] {
    const options = [1, 2, 3, 4, 5, 6] as const;
    return options.map((option) => ({
      reaction_option_id: option,
      reaction_count: this.reactions.filter(
        (row) => row.memory === memory.shareable_link && row.option === option,
      ).length,
    }));
  }

  /** Resonance counts and the viewer's own resonance per memory tag. */
  resonanceEntries(
    viewer: MockMember | null,
    memory: StoredMemory,
  ): { memory_tag_id: number; resonated: 0 | 1; count_resonances: number; resonance_id: number | null }[] {
    return this.memoryTagIds(memory).map((memoryTagId) => {
      const rows = this.resonances.filter(
        (row) => row.memory === memory.shareable_link && row.memory_tag_id === memoryTagId,
      );
      const mine = viewer === null ? undefined : rows.find((row) => row.member === viewer.username);
      return {
        memory_tag_id: memoryTagId,
        resonated: mine === undefined ? 0 : 1,
        count_resonances: rows.length,
        resonance_id: mine?.id ?? null,
      };
    });
  }

  /** The member's interaction with a memory. */
  interactionStatus(
    viewer: MockMember | null,
    link: string,
  ): {
    shareable_link: string;
    empathy_id: number | null;
    reaction_id: number | null;
    reaction_option_id: 1 | 2 | 3 | 4 | 5 | 6 | null;
    save_id: number | null;
    feedback_ids: number[];
    resonances: ReturnType<StatusRules['resonanceEntries']>;
  } {
    const memory = this.memoryByLink(viewer, link);
    const name = viewer?.username;
    const empathy = this.empathies.find(
      (row) => row.member === name && row.memory === link && row.comment_id === null,
    );
    const reaction = this.reactions.find((row) => row.member === name && row.memory === link);
    const save = this.saves.find((row) => row.member === name && row.memory === link);
    return {
      shareable_link: link,
      empathy_id: empathy?.id ?? null,
      reaction_id: reaction?.id ?? null,
      reaction_option_id: reaction?.option ?? null,
      save_id: save?.id ?? null,
      feedback_ids: this.feedback
        .filter((row) => row.member === name && row.memory === link && row.comment_id === null)
        .map((row) => row.id),
      resonances: this.resonanceEntries(viewer, memory),
    };
  }

  /** The member's votes. */
  votesOf(viewer: MockMember | null): { shareable_link: string; vote_id: number }[] {
    const state = this.state(viewer);
    return this.votes
      .filter((row) => row.member === state.username)
      .map((row) => ({ shareable_link: row.memory, vote_id: row.id }));
  }

  /** Vote for a memory (idempotent). */
  createVote(viewer: MockMember | null, link: string): { shareable_link: string; vote_id: number } {
    const state = this.state(viewer);
    this.memoryByLink(viewer, link);
    const existing = this.votes.find((row) => row.member === state.username && row.memory === link);
    if (existing !== undefined) return { shareable_link: link, vote_id: existing.id };
    const vote: Vote = { id: this.id(), member: state.username, memory: link };
    this.votes.push(vote);
    return { shareable_link: link, vote_id: vote.id };
  }

  /** Remove a vote. */
  deleteVote(viewer: MockMember | null, voteId: number): void {
    this.removeOwn('votes', voteId, viewer, 'voteNotFound');
  }

  /** Whether the member's memories share tags with this one (the mock's notion of connected). */
  connectStatus(
    viewer: MockMember | null,
    link: string,
  ): { shareable_link: string; connected: boolean; linked_memories: string[] } {
    const state = this.state(viewer);
    const memory = this.memoryByLink(viewer, link);
    const ids = new Set(
      this.memoryTags(memory)
        .map((tag) => tag.tag_id)
        .filter((id) => id !== null),
    );
    const linked = this.memories
      .filter(
        (candidate) =>
          candidate.owner === state.username &&
          candidate.shareable_link !== link &&
          this.memoryTags(candidate).some((tag) => tag.tag_id !== null && ids.has(tag.tag_id)),
      )
      .map((candidate) => candidate.shareable_link);
    return { shareable_link: link, connected: linked.length > 0, linked_memories: linked };
  }

  /**
   * The ETag of one of the member's notification answers (`name`: list, grouped, resonance,
   * unseen; and its page): it changes whenever any notification changes.
   */
  notificationVersion(viewer: MockMember | null, name = 'list', page = 1): string {
    const state = this.state(viewer);
    return `W/"${name}-${this.generation}-${state.username}-${this.notifications.version}-${page}"`;
  }

  /**
   * The member's notifications whose memory they can still read, newest first: never one about a
   * memory or a comment a moderator hid from them (its writer keeps theirs). A reporter's
   * `report_reviewed` names nothing, so it stays.
   */
  notificationsOf(viewer: MockMember | null): StoredNotification[] {
    const state = this.state(viewer);
    return this.notifications.of(state.username, (row) => {
      if (row.event_type === NotificationEvent.ReportReviewed) return true;
      const memory = this.memories.find((candidate) => candidate.shareable_link === row.memory);
      if (memory === undefined || !this.canSee(viewer, memory)) return false;
      const comment =
        row.comment_id === null
          ? undefined
          : this.comments.find((candidate) => candidate.id === row.comment_id);
      return comment?.moderation == null || comment.author === state.username;
    });
  }

  /** A stored notification as it reads now: its memory, comment and tag joined in (as the server joins them). */
  protected facts(row: StoredNotification): MockNotificationFacts {
    const memory = this.memories.find((candidate) => candidate.shareable_link === row.memory);
    const comment = this.comments.find((candidate) => candidate.id === row.comment_id);
    const tag =
      memory === undefined || row.memory_tag_id === null
        ? undefined
        : this.memoryTags(memory).find((candidate) => candidate.memory_tag_id === row.memory_tag_id);
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
  protected factsOf(viewer: MockMember | null): MockNotificationFacts[] {
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

  /** How many notifications the member has not read (the dropdown's header: all of them, not a page's). */
  unreadCount(viewer: MockMember | null): number {
    return this.notificationsOf(viewer).filter((n) => !n.is_read).length;
  }

  /** Mark every notification of the member seen (opening the bell). */
  markAllSeen(viewer: MockMember | null): void {
    this.notifications.mark(this.notificationsOf(viewer), { is_seen: true });
  }

  /** Mark notifications read (and seen); ids that are not the member's are left alone, as on the server. */
  markRead(viewer: MockMember | null, ids: readonly number[]): void {
    const targets = this.notificationsOf(viewer).filter((notification) => ids.includes(notification.id));
    this.notifications.mark(targets, { is_read: true, is_seen: true });
  }
}
