import type {
  GroupedNotification,
  Notification,
  NotificationPage,
  ResonanceNotification,
} from '@childhood-memories/api-client';

import { EMPATHY_REACTION, RESONANCE_LABELS_SHOWN, SNIPPET_WORDS } from './constants.ts';

/**
 * Where a notification leads: what the host needs to open the memory modal on the matching tab
 * with the spec's deep-link parameters (community §2.3). The bell never imports the modal.
 */
export interface NotificationTarget {
  shareableLink: string;
  /** The memory modal's tab key ('feedbackComment': a comment's praise, with `comment` and `feedback`). */
  tab: 'text' | 'summary' | 'comment' | 'feedback' | 'feedbackComment';
  reaction?: number;
  comment?: number;
  commentEmpathy?: number;
  /** Praise labels (notification mode). */
  feedback?: string[];
  /** Tag labels, lowercase, parentheses kept. */
  resonance?: string[];
}

/** One row of the dropdown, whichever list it came from. */
export type BellItem =
  | {
      kind: 'group';
      key: string;
      created_at: string;
      is_read: boolean;
      ids: number[];
      group: GroupedNotification;
    }
  | {
      kind: 'resonance';
      key: string;
      created_at: string;
      is_read: boolean;
      ids: number[];
      resonance: ResonanceNotification;
    }
  | { kind: 'event'; key: string; created_at: string; is_read: boolean; ids: number[]; event: Notification };

/** One page of the dropdown: the three lists the server keeps, fetched together. */
export interface BellPage {
  page: number;
  grouped: NotificationPage<GroupedNotification>;
  resonance: NotificationPage<ResonanceNotification>;
  events: NotificationPage<Notification>;
}

/**
 * Cuts a memory title or comment snippet to its first 10 words when it has whitespace
 * (community §5), with an ellipsis when something was cut.
 *
 * @example
 * snippet('one two three four five six seven eight nine ten eleven'); // 'one two … ten…'
 */
export function snippet(text: string, words = SNIPPET_WORDS): string {
  const trimmed = text.trim();
  if (!/\s/.test(trimmed)) return trimmed;
  const parts = trimmed.split(/\s+/);
  return parts.length <= words ? parts.join(' ') : `${parts.slice(0, words).join(' ')}…`;
}

/**
 * Up to 3 labels, then 'and N more' (community §5).
 *
 * @example
 * labelList(['Fear', 'Shame', 'Lonely', 'Scared'], (n) => `and ${n} more`); // 'Fear, Shame, Lonely and 1 more'
 */
export function labelList(labels: readonly string[], andMore: (count: number) => string): string {
  const shown = labels.slice(0, RESONANCE_LABELS_SHOWN);
  const more = labels.length - shown.length;
  return more > 0 ? `${shown.join(', ')} ${andMore(more)}` : shown.join(', ');
}

/** The grouped events (everything but new comments and resonance, which have their own rows). */
const GROUPED_EVENTS = new Set([
  'emphatized_a_memory',
  'emphatized_a_comment',
  'new_reaction',
  'feedback_given',
  'new_resonance',
]);

/**
 * The rows of the loaded pages: grouped notifications, resonance notifications and the raw
 * events no group covers (new comments), newest first, each once even when pages overlap
 * (community §4: "pages append or merge without duplicates").
 */
export function bellItems(pages: readonly BellPage[]): BellItem[] {
  const byKey = new Map<string, BellItem>();
  for (const page of pages) {
    for (const group of page.grouped.results) {
      const key = `group:${group.group}:${group.shareable_link}:${group.comment_id ?? ''}`;
      byKey.set(key, {
        kind: 'group',
        key,
        created_at: group.created_at,
        is_read: group.is_read,
        ids: group.notification_ids,
        group,
      });
    }
    for (const resonance of page.resonance.results) {
      const key = `resonance:${resonance.originator}:${resonance.shareable_link}`;
      byKey.set(key, {
        kind: 'resonance',
        key,
        created_at: resonance.created_at,
        is_read: resonance.is_read,
        ids: resonance.notif_ids,
        resonance,
      });
    }
    for (const event of page.events.results) {
      if (GROUPED_EVENTS.has(event.event_type)) continue;
      const key = `event:${event.id}`;
      byKey.set(key, {
        kind: 'event',
        key,
        created_at: event.created_at,
        is_read: event.is_read,
        ids: [event.id],
        event,
      });
    }
  }
  return [...byKey.values()].sort((a, b) =>
    a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
  );
}

/**
 * The dropdown header's unread number: the server's total over all the member's notifications
 * (`unread_count`, from the freshest loaded page), never a count of the rows loaded so far. A
 * server that sends no total leaves it unknown (null) until every page is loaded; then the
 * loaded rows are all there is, and their unread ones are counted.
 */
export function headerUnread(pages: readonly BellPage[], complete: boolean): number | null {
  const last = pages[pages.length - 1];
  if (last === undefined) return null;
  const total = last.events.unread_count ?? last.grouped.unread_count ?? last.resonance.unread_count;
  if (total !== null) return total;
  return complete ? bellItems(pages).filter((item) => !item.is_read).length : null;
}

/** Whether any of the three lists has a page after the last loaded one. */
export function hasPreviousPage(last: BellPage | undefined): boolean {
  if (!last) return false;
  return [last.grouped, last.resonance, last.events].some((list) => last.page < list.total_pages);
}

/**
 * Where a row leads (the event-type → tab mapping of the README): empathy and reactions to the
 * text (empathy highlighting the shared Support, a reaction highlighting its option), praise of
 * a memory to Praise with its labels, praise of a comment to that comment's praise with its
 * labels, empathy with a comment and new comments to that comment, 'me too' to the tag summary
 * with the labels; a moderated memory to its text, a moderated comment to that comment. A
 * reporter's answer (`report_reviewed`) leads nowhere: `null`, a row that only marks itself read.
 *
 * @example
 * const target = targetOf(item);
 * if (target) openMemory(target.shareableLink, target);
 */
export function targetOf(item: BellItem): NotificationTarget | null {
  if (item.kind === 'resonance') {
    return {
      shareableLink: item.resonance.shareable_link,
      tab: 'summary',
      resonance: item.resonance.resonance_labels.map((label) => label.trim().toLowerCase()),
    };
  }
  if (item.kind === 'group') {
    const { group } = item;
    const link = group.shareable_link;
    switch (group.group) {
      case 'empathy':
        return { shareableLink: link, tab: 'text', reaction: EMPATHY_REACTION };
      case 'reactions':
        // The newest reaction's option, highlighted in the modal (community §2.3 `reaction`).
        return group.reaction_option_id === null
          ? { shareableLink: link, tab: 'text' }
          : { shareableLink: link, tab: 'text', reaction: group.reaction_option_id };
      case 'memory_feedback':
        return { shareableLink: link, tab: 'feedback', feedback: group.feedback_label };
      case 'comment_feedback':
        // 'praised your comment': that comment's praise, with the labels received.
        return group.comment_id === null
          ? { shareableLink: link, tab: 'comment' }
          : {
              shareableLink: link,
              tab: 'feedbackComment',
              comment: group.comment_id,
              feedback: group.feedback_label,
            };
      case 'empathy_comments':
        return group.comment_id === null
          ? { shareableLink: link, tab: 'comment' }
          : { shareableLink: link, tab: 'comment', commentEmpathy: group.comment_id };
    }
  }
  const { event } = item;
  const data = event.data;
  const link = data.memory ?? data.memory_reacted ?? data.memory_resonated ?? data.saved_memory ?? '';
  const commentId = data.comment_id;
  switch (event.event_type) {
    case 'new_comment':
      return commentId === undefined
        ? { shareableLink: link, tab: 'comment' }
        : { shareableLink: link, tab: 'comment', comment: commentId };
    case 'emphatized_a_comment':
      return commentId === undefined
        ? { shareableLink: link, tab: 'comment' }
        : { shareableLink: link, tab: 'comment', commentEmpathy: commentId };
    case 'emphatized_a_memory':
      return { shareableLink: link, tab: 'text', reaction: EMPATHY_REACTION };
    case 'new_reaction':
      return data.reaction_option_id === undefined
        ? { shareableLink: link, tab: 'text' }
        : { shareableLink: link, tab: 'text', reaction: data.reaction_option_id };
    case 'new_resonance':
      return {
        shareableLink: link,
        tab: 'summary',
        ...(data.memory_tag_label ? { resonance: [data.memory_tag_label.trim().toLowerCase()] } : {}),
      };
    case 'feedback_given':
      return commentId === undefined
        ? { shareableLink: link, tab: 'feedback', feedback: data.feedback_labels ?? [] }
        : {
            shareableLink: link,
            tab: 'feedbackComment',
            comment: commentId,
            feedback: data.feedback_labels ?? [],
          };
    case 'content_hidden':
    case 'content_restored':
    case 'review_kept_hidden':
      // Nothing to open without its memory's link; a comment opens highlighted among the comments.
      if (link === '') return null;
      return commentId === undefined
        ? { shareableLink: link, tab: 'text' }
        : { shareableLink: link, tab: 'comment', comment: commentId };
    case 'report_reviewed':
      return null;
  }
}
