import type { ModerationAction, ModerationReason, Privacy } from '../constants.ts';

/* Moderation (ours: the specification stops at the report, community §7/§8). */

/**
 * What the writer of a hidden memory or comment is told about it, on their own item only (null
 * for everyone else, and when it is not hidden): the reason's key, when, and whether their
 * request for a review is open.
 *
 * @example
 * ```ts
 * if (comment.moderation) showHiddenNotice(comment.moderation.reason);
 * ```
 */
export interface ModerationState {
  reason: ModerationReason;
  /** ISO 8601 date-time. */
  hidden_at: string;
  review_requested: boolean;
}

/**
 * The reported memory of a queue item (the memory around a reported comment). A memory its writer
 * has made Only me since is not `readable`: its title and description are then empty.
 *
 * @example
 * ```ts
 * const heading = item.memory.readable ? item.memory.title : 'Made private by its writer';
 * ```
 */
export interface ModerationQueueMemory {
  shareable_link: string;
  hash_id: string;
  author: string;
  /** ISO 8601 date-time. */
  created: string;
  privacy: Privacy;
  readable: boolean;
  title: string;
  description: string;
  /** Content warning ids the writer set. */
  sensitive_topics: number[];
}

/**
 * The reported comment of a queue item.
 *
 * @example
 * ```ts
 * const quote = item.comment?.content ?? '';
 * ```
 */
export interface ModerationQueueComment {
  id: number;
  author: string;
  content: string;
  /** ISO 8601 date-time. */
  created_at: string;
}

/**
 * The open reports of one reason on a queue item.
 *
 * @example
 * ```ts
 * const line = `${reason.reason} (${reason.count})`;
 * ```
 */
export interface ModerationReasonCount {
  reason_id: number;
  reason: string;
  count: number;
}

/**
 * One item of the moderation queue: a reported (or hidden and appealed) memory or comment with
 * its open reports, never the reporters' names.
 *
 * @example
 * ```ts
 * const urgent = page.results.filter((item) => item.at_risk);
 * ```
 */
export interface ModerationQueueItem {
  /** `memory:{shareable_link}` or `comment:{id}`. */
  key: string;
  kind: 'memory' | 'comment';
  memory: ModerationQueueMemory;
  comment: ModerationQueueComment | null;
  /** Distinct members with an open report on it. */
  reporters: number;
  /** Open reports by reason, most reported first. */
  reasons: ModerationReasonCount[];
  /** The 'Other' remarks of open reports, newest first. */
  remarks: string[];
  /** An open report's reason says a member may be at risk. */
  at_risk: boolean;
  first_reported_at: string | null;
  last_reported_at: string | null;
  hidden: { reason: ModerationReason; note: string; hidden_at: string } | null;
  /** The writer's open request for a review of their hidden item. */
  review_request: { message: string; created_at: string } | null;
}

/**
 * One entry of the moderation audit log: who did what to which item, why and when. Kept when the
 * item is deleted (the link and title are a snapshot).
 *
 * @example
 * ```ts
 * const line = `${entry.moderator} ${entry.action} ${entry.kind} on “${entry.memory_title}”`;
 * ```
 */
export interface ModerationLogEntry {
  id: number;
  action: ModerationAction;
  moderator: string;
  kind: 'memory' | 'comment';
  /** The memory's shareable link. */
  memory: string;
  memory_title: string;
  comment: number | null;
  /**
   * A hide's reason; on a dismiss, the reason the item stays hidden when the dismiss answered its
   * writer's request for a review (kept hidden), null when it only closed reports.
   */
  reason: ModerationReason | null;
  note: string;
  reports_closed: number;
  /** ISO 8601 date-time. */
  created_at: string;
}

/**
 * A moderator's action on a memory (`comment: null`) or on one of its comments. `reason` is
 * required to hide; `note` (at most 500 characters) is kept in the audit log for moderators only.
 *
 * @example
 * ```ts
 * const payload: ModerationActionPayload = { action: 'hide', memory: link, comment: 12, reason: 'hurtful' };
 * ```
 */
export interface ModerationActionPayload {
  action: ModerationAction;
  memory: string;
  comment: number | null;
  reason?: ModerationReason;
  note?: string;
}

/**
 * The writer's one request that moderators look again at their hidden memory or comment.
 *
 * @example
 * ```ts
 * await client.requestReview({ memory: link, comment: 12, message: 'I was sharing my own story.' });
 * ```
 */
export interface ReviewRequestPayload {
  memory: string;
  comment: number | null;
  message: string;
}

/**
 * Which queue order a moderator reads: newest report first (the default), or most reporters first.
 *
 * @example
 * ```ts
 * await client.listModerationQueue({ sort: 'most_reported' });
 * ```
 */
export type ModerationQueueSort = 'newest' | 'most_reported';
