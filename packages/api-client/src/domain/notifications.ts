import { NotificationEvent, NotificationGroup, type ReactionOption } from '../constants.ts';
import type { GroupedNotification, ResonanceNotification } from '../types.ts';

/*
 * Notifications, once (community §3): what each write records and what its undoing withdraws,
 * how a stored notification goes over the wire, how notifications group and in what order a
 * group's labels read. Both backends store `NotificationRecord`s and read `NotificationFacts`
 * (the record joined with its memory, comment and tag as they are now), newest first.
 */

/** What a backend stores for one notification; `M` is its member key, `R` its memory key. */
export interface NotificationRecord<M, R> {
  readonly recipient: M;
  readonly originator: M;
  readonly event_type: NotificationEvent;
  readonly memory: R;
  readonly comment_id: number | null;
  readonly reaction_option_id: ReactionOption | null;
  /** The tag a `new_resonance` is about: it goes when the tag or the resonance goes. */
  readonly memory_tag_id: number | null;
  readonly feedback_labels: readonly string[] | null;
}

/** Which stored notifications an undone action withdraws (every field given must match). */
export interface NotificationMatch<M, R> {
  readonly originator: M;
  readonly event_type: NotificationEvent;
  readonly memory: R;
  /** `null`: only those without a comment; left out: any. */
  readonly comment_id?: number | null;
  readonly memory_tag_id?: number;
}

/** A write that notifies, with the facts it needs. */
export type NotifyingWrite<M, R> =
  | { kind: 'comment'; by: M; memoryWriter: M; memory: R; comment_id: number }
  | { kind: 'memoryEmpathy'; by: M; memoryWriter: M; memory: R }
  | { kind: 'commentEmpathy'; by: M; commentWriter: M; memory: R; comment_id: number }
  | { kind: 'reaction'; by: M; memoryWriter: M; memory: R; option: ReactionOption }
  | { kind: 'resonance'; by: M; memoryWriter: M; memory: R; memory_tag_id: number }
  | { kind: 'memoryPraise'; by: M; memoryWriter: M; memory: R; labels: readonly string[] }
  | {
      kind: 'commentPraise';
      by: M;
      commentWriter: M;
      memory: R;
      comment_id: number;
      labels: readonly string[];
    };

/** An undone write: what it had notified goes. */
export type UndoneWrite<M, R> =
  | { kind: 'empathy'; by: M; memory: R; comment_id: number | null }
  | { kind: 'reaction'; by: M; memory: R }
  | { kind: 'resonance'; by: M; memory: R; memory_tag_id: number }
  | { kind: 'praise'; by: M; memory: R; comment_id: number | null };

/** What a write does to notifications: withdraw first (a changed reaction or praise), then record. */
export interface NotificationChange<M, R> {
  readonly withdraw: NotificationMatch<M, R> | null;
  readonly record: NotificationRecord<M, R> | null;
}

function record<M, R>(
  recipient: M,
  by: M,
  event_type: NotificationEvent,
  memory: R,
  extra: Partial<
    Pick<NotificationRecord<M, R>, 'comment_id' | 'reaction_option_id' | 'memory_tag_id' | 'feedback_labels'>
  > = {},
): NotificationRecord<M, R> | null {
  // Never for a member's own action.
  if (recipient === by) return null;
  return {
    recipient,
    originator: by,
    event_type,
    memory,
    comment_id: extra.comment_id ?? null,
    reaction_option_id: extra.reaction_option_id ?? null,
    memory_tag_id: extra.memory_tag_id ?? null,
    feedback_labels: extra.feedback_labels ?? null,
  };
}

/**
 * What a write notifies: a new comment, empathy, a reaction (changing it withdraws the old one),
 * a 'me too' on a tag, praise (praising again replaces it). Null `record` for one's own memory
 * or comment.
 *
 * @example
 * const change = notificationOf({ kind: 'memoryEmpathy', by: 'bo', memoryWriter: 'ada', memory: link });
 * if (change.withdraw) store.withdraw(change.withdraw);
 * if (change.record) store.add(change.record);
 */
export function notificationOf<M, R>(write: NotifyingWrite<M, R>): NotificationChange<M, R> {
  switch (write.kind) {
    case 'comment':
      return {
        withdraw: null,
        record: record(write.memoryWriter, write.by, NotificationEvent.NewComment, write.memory, {
          comment_id: write.comment_id,
        }),
      };
    case 'memoryEmpathy':
      return {
        withdraw: null,
        record: record(write.memoryWriter, write.by, NotificationEvent.EmpathizedAMemory, write.memory),
      };
    case 'commentEmpathy':
      return {
        withdraw: null,
        record: record(write.commentWriter, write.by, NotificationEvent.EmpathizedAComment, write.memory, {
          comment_id: write.comment_id,
        }),
      };
    case 'reaction':
      return {
        withdraw: { originator: write.by, event_type: NotificationEvent.NewReaction, memory: write.memory },
        record: record(write.memoryWriter, write.by, NotificationEvent.NewReaction, write.memory, {
          reaction_option_id: write.option,
        }),
      };
    case 'resonance':
      return {
        withdraw: null,
        record: record(write.memoryWriter, write.by, NotificationEvent.NewResonance, write.memory, {
          memory_tag_id: write.memory_tag_id,
        }),
      };
    case 'memoryPraise':
    case 'commentPraise': {
      const comment_id = write.kind === 'commentPraise' ? write.comment_id : null;
      const recipient = write.kind === 'commentPraise' ? write.commentWriter : write.memoryWriter;
      return {
        withdraw: {
          originator: write.by,
          event_type: NotificationEvent.FeedbackGiven,
          memory: write.memory,
          comment_id,
        },
        record: record(recipient, write.by, NotificationEvent.FeedbackGiven, write.memory, {
          comment_id,
          feedback_labels: [...write.labels],
        }),
      };
    }
  }
}

/**
 * What undoing a write withdraws.
 *
 * @example
 * store.withdraw(withdrawalOf({ kind: 'reaction', by: 'bo', memory: link }));
 */
export function withdrawalOf<M, R>(undone: UndoneWrite<M, R>): NotificationMatch<M, R> {
  switch (undone.kind) {
    case 'empathy':
      return {
        originator: undone.by,
        event_type:
          undone.comment_id === null
            ? NotificationEvent.EmpathizedAMemory
            : NotificationEvent.EmpathizedAComment,
        memory: undone.memory,
        comment_id: undone.comment_id,
      };
    case 'reaction':
      return { originator: undone.by, event_type: NotificationEvent.NewReaction, memory: undone.memory };
    case 'resonance':
      return {
        originator: undone.by,
        event_type: NotificationEvent.NewResonance,
        memory: undone.memory,
        memory_tag_id: undone.memory_tag_id,
      };
    case 'praise':
      return {
        originator: undone.by,
        event_type: NotificationEvent.FeedbackGiven,
        memory: undone.memory,
        comment_id: undone.comment_id,
      };
  }
}

/**
 * Whether a stored notification is one a match withdraws.
 *
 * @example
 * notifications = notifications.filter((n) => !isWithdrawnBy(n, match));
 */
export function isWithdrawnBy<M, R>(
  notification: Pick<
    NotificationRecord<M, R>,
    'originator' | 'event_type' | 'memory' | 'comment_id' | 'memory_tag_id'
  >,
  match: NotificationMatch<M, R>,
): boolean {
  return (
    notification.originator === match.originator &&
    notification.event_type === match.event_type &&
    notification.memory === match.memory &&
    (match.comment_id === undefined || notification.comment_id === match.comment_id) &&
    (match.memory_tag_id === undefined || notification.memory_tag_id === match.memory_tag_id)
  );
}

/** A stored notification as it reads now: its memory, comment and tag joined in. */
export interface NotificationFacts {
  readonly id: number;
  readonly event_type: NotificationEvent;
  /** The originator's username. */
  readonly originator: string;
  /** ISO 8601. */
  readonly created_at: string;
  readonly is_read: boolean;
  readonly is_seen: boolean;
  /** The memory's shareable link. */
  readonly memory: string;
  readonly memory_title: string;
  readonly memory_description: string;
  readonly comment_id: number | null;
  readonly comment_content: string | null;
  readonly reaction_option_id: ReactionOption | null;
  readonly feedback_labels: readonly string[] | null;
  readonly memory_tag_label: string | null;
}

/**
 * A notification as the wire sends it (community §3 "Notification"): read flags as 0/1 in
 * `status`, and `data` with the fields of its event.
 *
 * @example
 * page.results.map(wireNotification);
 */
export function wireNotification(facts: NotificationFacts) {
  const data: Record<string, unknown> = {
    memory: facts.memory,
    memory_title: facts.memory_title,
    memory_description: facts.memory_description,
  };
  if (facts.comment_id !== null) {
    data.comment_id = facts.comment_id;
    data.comment = String(facts.comment_id);
    if (facts.comment_content !== null) {
      data.comment_content = facts.comment_content;
      if (facts.event_type === NotificationEvent.NewComment) data.content = facts.comment_content;
    }
  }
  if (facts.event_type === NotificationEvent.NewReaction) data.memory_reacted = facts.memory;
  if (facts.reaction_option_id !== null) data.reaction_option_id = facts.reaction_option_id;
  if (facts.feedback_labels !== null) data.feedback_labels = [...facts.feedback_labels];
  if (facts.event_type === NotificationEvent.NewResonance) {
    data.memory_resonated = facts.memory;
    if (facts.memory_tag_label !== null) data.memory_tag_label = facts.memory_tag_label;
  }
  return {
    id: facts.id,
    event_type: facts.event_type,
    originator: facts.originator,
    created_at: facts.created_at,
    status: { is_read: facts.is_read ? 1 : 0, is_seen: facts.is_seen ? 1 : 0 },
    data,
  };
}

/** How many of a member's newest notifications grouping reads. */
export const GROUPING_WINDOW = 1000;

/** The events grouped notifications are made of (comments and 'me too's have lists of their own). */
export const GROUPED_EVENTS: readonly NotificationEvent[] = [
  NotificationEvent.EmpathizedAMemory,
  NotificationEvent.EmpathizedAComment,
  NotificationEvent.NewReaction,
  NotificationEvent.FeedbackGiven,
];

/** What a notification's row in the bell depends on. */
export type NotificationRowFacts = Pick<
  NotificationFacts,
  'id' | 'event_type' | 'originator' | 'memory' | 'comment_id'
>;

/** The group of a notification and what it is grouped by (its memory, or its comment). */
function groupOf(facts: NotificationRowFacts): { group: NotificationGroup; key: string } | null {
  const byMemory = `m:${facts.memory}`;
  const byComment = `c:${facts.comment_id ?? ''}`;
  switch (facts.event_type) {
    case NotificationEvent.EmpathizedAMemory:
      return { group: NotificationGroup.Empathy, key: byMemory };
    case NotificationEvent.EmpathizedAComment:
      return { group: NotificationGroup.EmpathyComments, key: byComment };
    case NotificationEvent.NewReaction:
      return { group: NotificationGroup.Reactions, key: byMemory };
    case NotificationEvent.FeedbackGiven:
      return facts.comment_id === null
        ? { group: NotificationGroup.MemoryFeedback, key: byMemory }
        : { group: NotificationGroup.CommentFeedback, key: byComment };
    default:
      return null;
  }
}

/**
 * The bell's row a notification is shown in: its group ({@link groupNotifications}: empathy,
 * reactions or praise, per memory or comment), its 'me too' entry (per member and memory,
 * {@link groupResonanceNotifications}), or a row of its own (a new comment, a moderation notice).
 *
 * @example
 * const rows = new Set(notifications.map(notificationRowKey)).size;
 */
export function notificationRowKey(facts: NotificationRowFacts): string {
  const of = groupOf(facts);
  if (of !== null) return `${of.group}|${of.key}`;
  if (facts.event_type === NotificationEvent.NewResonance)
    return JSON.stringify(['resonance', facts.originator, facts.memory]);
  return `event|${facts.id}`;
}

/**
 * The unread number the bell's header shows (`unread_count`, ours): how many rows a member sees
 * unread, not how many notifications they hold. A row is unread while any of its notifications is:
 * two members' 'me too' on three tags and one comment are three unread rows, not seven.
 *
 * @example
 * const unread_count = unreadRowCount(notificationsOf(member));
 */
export function unreadRowCount(
  notifications: readonly (NotificationRowFacts & { is_read: boolean })[],
): number {
  const rows = new Set<string>();
  for (const facts of notifications) if (!facts.is_read) rows.add(notificationRowKey(facts));
  return rows.size;
}

/** Each label once, in the order first given. */
function once(labels: Iterable<string>): string[] {
  return [...new Set(labels)];
}

/**
 * Groups a member's notifications (newest first) into the bell's grouped rows: empathy with a
 * memory, with a comment, reactions, and praise of a memory or a comment, each per memory or
 * comment; newest group first. A row is headed by its newest notification; its praise labels
 * read newest praise first, each once; a reactions row carries its newest reaction's option.
 *
 * @example
 * pageOf('groupedNotifications', groupNotifications(newestFirst), page);
 */
export function groupNotifications(newestFirst: readonly NotificationFacts[]): GroupedNotification[] {
  const groups = new Map<string, { group: NotificationGroup; items: NotificationFacts[] }>();
  for (const facts of newestFirst) {
    const of = groupOf(facts);
    if (of === null) continue;
    const id = notificationRowKey(facts);
    const entry = groups.get(id) ?? { group: of.group, items: [] };
    entry.items.push(facts);
    groups.set(id, entry);
  }
  return [...groups.values()].map(({ group, items }) => {
    const newest = items[0] as NotificationFacts;
    return {
      group,
      last_originator: newest.originator,
      others: once(items.map((item) => item.originator)).length - 1,
      description: newest.memory_description,
      memory_title: newest.memory_title,
      shareable_link: newest.memory,
      notification_ids: items.map((item) => item.id),
      feedback_label: once(items.flatMap((item) => item.feedback_labels ?? [])),
      comment_id: newest.comment_id,
      comment_content: newest.comment_content ?? '',
      reaction_option_id: group === NotificationGroup.Reactions ? newest.reaction_option_id : null,
      is_read: items.every((item) => item.is_read),
      is_seen: items.every((item) => item.is_seen),
      created_at: newest.created_at,
    };
  });
}

/**
 * Groups a member's 'me too' notifications (newest first) per member and memory, newest first.
 * Its labels read in the order the member said them, each once ("Lonely, Sad and Scared").
 *
 * @example
 * groupResonanceNotifications(newestFirst)[0]?.resonance_labels; // ['Lonely', 'Sad', 'Scared']
 */
export function groupResonanceNotifications(
  newestFirst: readonly NotificationFacts[],
): ResonanceNotification[] {
  const groups = new Map<string, NotificationFacts[]>();
  for (const facts of newestFirst) {
    if (facts.event_type !== NotificationEvent.NewResonance) continue;
    const id = notificationRowKey(facts);
    groups.set(id, [...(groups.get(id) ?? []), facts]);
  }
  return [...groups.values()].map((items) => {
    const newest = items[0] as NotificationFacts;
    const oldestFirst = [...items].reverse();
    return {
      originator: newest.originator,
      shareable_link: newest.memory,
      resonance_labels: once(
        oldestFirst.flatMap((item) => (item.memory_tag_label ? [item.memory_tag_label] : [])),
      ),
      notif_ids: items.map((item) => item.id),
      memory_description: newest.memory_description,
      memory_title: newest.memory_title,
      is_read: items.every((item) => item.is_read),
      is_seen: items.every((item) => item.is_seen),
      created_at: newest.created_at,
    };
  });
}
