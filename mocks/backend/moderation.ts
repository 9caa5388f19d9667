/**
 * Moderation (ours, issue 31), as the reference server does it: the moderator role, the queue of
 * reported (or hidden and appealed) memories and comments, hide, restore and dismiss with their
 * notifications and audit log, and the writer's one request for a review.
 */
import {
  MODERATION_PAGE_SIZE,
  ModerationAction,
  ModerationOutcome,
  NotificationEvent,
  Privacy,
  type ModerationActionPayload,
  type ModerationLogEntry,
  type ModerationQueueItem,
  type ModerationQueueSort,
  type ModerationReason,
  type Paged,
  type ReviewRequestPayload,
} from '@childhood-memories/api-client';
import { invalid, Refusal, refuse } from '@childhood-memories/api-client/domain';
import { reasonSuggestsRisk, reportReasons } from '@childhood-memories/api-client/reference-data';
import { type ModerationRecord } from '../store/notifications.ts';
import { type MockMember } from '../fixtures/members.ts';
import {
  type MemberState,
  type ModerationTarget,
  type StoredComment,
  type StoredMemory,
  type StoredReport,
} from './model.ts';
import { StatusRules } from './status.ts';

const REASON_LABELS = new Map(reportReasons.map((reason) => [reason.id, reason.reason]));

/** The words of the moderation refusals (the server's). */
export const MODERATION_TEXTS = {
  moderatorsOnly: 'Only moderators can do this.',
  notYourOwn: 'Another moderator needs to look at this.',
  alreadyHidden: 'This is already hidden.',
  notHidden: 'This is not hidden.',
  nothingOpen: 'There is nothing open here.',
  reviewOpen: 'You have already asked for a review. A moderator will look at it again.',
} as const;

/** One page of a list held whole, `MODERATION_PAGE_SIZE` to a page. */
function moderationPage<T>(items: readonly T[], page: number | undefined): Paged<T> {
  const current = page !== undefined && Number.isInteger(page) && page >= 1 ? page : 1;
  const start = (current - 1) * MODERATION_PAGE_SIZE;
  return {
    results: items.slice(start, start + MODERATION_PAGE_SIZE),
    count: items.length,
    total_pages: Math.ceil(items.length / MODERATION_PAGE_SIZE),
    page: current,
  };
}

/** A short stable hash of an answer, for its ETag. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export abstract class ModerationRules extends StatusRules {
  /**
   * Makes the member with this e-mail address (case-insensitive) a moderator, as the server's
   * `npm run moderator -- grant <email>` does on a running database. Never by any API.
   *
   * @example
   * backend.grantModerator('ada@example.org');
   */
  grantModerator(email: string): void {
    const address = email.trim().toLowerCase();
    const state = this.members.find((member) => !member.deleted && member.email.toLowerCase() === address);
    if (state === undefined) throw new Error(`mocks: no member with the e-mail address ${email}`);
    state.isModerator = true;
  }

  /** The moderator among the members, or a 403 ('Only moderators can do this.'). */
  protected moderator(viewer: MockMember | null): MemberState {
    const state = this.state(viewer);
    if (!state.isModerator) throw new Refusal('forbidden', MODERATION_TEXTS.moderatorsOnly);
    return state;
  }

  /** The memory (and comment) an action or a request names, whatever its privacy; 404 when there is none. */
  protected target(link: string, commentId: number | null): ModerationTarget {
    const memory = this.memories.find((candidate) => candidate.shareable_link === link);
    if (memory === undefined) throw refuse('memoryNotFound');
    if (commentId === null) return { memory, comment: null };
    const comment = this.comments.find(
      (candidate) => candidate.id === commentId && candidate.memory === link,
    );
    if (comment === undefined) throw refuse('commentNotFound');
    return { memory, comment };
  }

  protected openReports(link: string, commentId: number | null): StoredReport[] {
    return this.reports.filter(
      (report) => report.closed === null && report.memory === link && report.metoo === commentId,
    );
  }

  protected openRequest(link: string, commentId: number | null) {
    return this.reviewRequests.find(
      (request) => request.open && request.memory === link && request.comment === commentId,
    );
  }

  /** A moderation notification, now. */
  protected record(
    row: Omit<ModerationRecord, 'originator' | 'reaction_option_id' | 'memory_tag_id' | 'feedback_labels'>,
  ): void {
    this.notifications.add(
      { ...row, originator: '', reaction_option_id: null, memory_tag_id: null, feedback_labels: null },
      this.id(),
      this.timestamp(),
    );
  }

  /**
   * Closes the item's open reports with `outcome`: each reporter is told once, and nothing more
   * (never the moderator of their own report). The notice keeps the memory only to go with it when
   * the memory is deleted, as the server's row does; it names neither the memory nor the comment.
   */
  protected closeReports(
    link: string,
    commentId: number | null,
    outcome: ModerationOutcome,
    moderator: string,
  ): number {
    const open = this.openReports(link, commentId);
    for (const report of open) report.closed = outcome;
    for (const reporter of new Set(open.map((report) => report.member))) {
      if (reporter === moderator) continue;
      this.record({
        recipient: reporter,
        event_type: NotificationEvent.ReportReviewed,
        memory: link,
        comment_id: null,
        moderation_outcome: outcome,
      });
    }
    return open.length;
  }

  /**
   * A moderator hides, restores or dismisses the reports of a memory or a comment; the answer is
   * the audit log's entry. 403 for a member, or for a moderator's own memory or comment.
   */
  moderate(viewer: MockMember | null, payload: ModerationActionPayload): ModerationLogEntry {
    const moderator = this.moderator(viewer);
    const { memory, comment } = this.target(payload.memory, payload.comment);
    const item: { moderation: StoredMemory['moderation'] } = comment ?? memory;
    const writer = comment?.author ?? memory.owner;
    if (writer === moderator.username) throw new Refusal('forbidden', MODERATION_TEXTS.notYourOwn);
    const link = memory.shareable_link;
    const commentId = comment?.id ?? null;
    const note = payload.note?.trim() ?? '';
    const aboutWriter = { recipient: writer, memory: link, comment_id: commentId };
    let closed = 0;
    // The log's reason: a hide's, or the one a dismiss kept the item hidden for.
    let reason: ModerationReason | null = null;
    switch (payload.action) {
      case ModerationAction.Hide: {
        if (payload.reason === undefined) throw invalid('reason: please choose why it is hidden');
        if (item.moderation !== null) throw new Refusal('conflict', MODERATION_TEXTS.alreadyHidden);
        reason = payload.reason;
        item.moderation = { reason: payload.reason, note, hidden_at: this.timestamp() };
        closed = this.closeReports(link, commentId, ModerationOutcome.Action, moderator.username);
        this.record({
          ...aboutWriter,
          event_type: NotificationEvent.ContentHidden,
          moderation_reason: payload.reason,
        });
        break;
      }
      case ModerationAction.Restore: {
        if (item.moderation === null) throw new Refusal('conflict', MODERATION_TEXTS.notHidden);
        item.moderation = null;
        const request = this.openRequest(link, commentId);
        if (request !== undefined) request.open = false;
        closed = this.closeReports(link, commentId, ModerationOutcome.Reviewed, moderator.username);
        this.record({ ...aboutWriter, event_type: NotificationEvent.ContentRestored });
        break;
      }
      case ModerationAction.Dismiss: {
        const request = item.moderation === null ? undefined : this.openRequest(link, commentId);
        if (this.openReports(link, commentId).length === 0 && request === undefined)
          throw new Refusal('conflict', MODERATION_TEXTS.nothingOpen);
        closed = this.closeReports(link, commentId, ModerationOutcome.Reviewed, moderator.username);
        if (request !== undefined && item.moderation !== null) {
          request.open = false;
          reason = item.moderation.reason;
          this.record({
            ...aboutWriter,
            event_type: NotificationEvent.ReviewKeptHidden,
            moderation_reason: item.moderation.reason,
          });
        }
        break;
      }
    }
    const entry: ModerationLogEntry = {
      id: this.id(),
      action: payload.action,
      moderator: moderator.username,
      kind: comment === null ? 'memory' : 'comment',
      memory: link,
      memory_title: memory.title,
      comment: commentId,
      reason,
      note,
      reports_closed: closed,
      created_at: this.timestamp(),
    };
    this.moderationLog.push(entry);
    return { ...entry };
  }

  /**
   * The writer of a hidden memory or comment asks moderators to look again, once while a request
   * is open (409 after). 404 for anyone else, as if there were nothing there.
   */
  requestReview(viewer: MockMember | null, payload: ReviewRequestPayload): void {
    const state = this.state(viewer);
    const missing = payload.comment === null ? 'memoryNotFound' : 'commentNotFound';
    let target: ModerationTarget;
    try {
      target = this.target(payload.memory, payload.comment);
    } catch {
      throw refuse(missing);
    }
    const { memory, comment } = target;
    const item: { moderation: StoredMemory['moderation'] } = comment ?? memory;
    const writer = comment?.author ?? memory.owner;
    if (writer !== state.username || item.moderation === null || !this.canSee(viewer, memory))
      throw refuse(missing);
    const message = payload.message.trim();
    if (message === '') throw invalid('message: must not be empty');
    if (this.openRequest(memory.shareable_link, comment?.id ?? null) !== undefined)
      throw new Refusal('conflict', MODERATION_TEXTS.reviewOpen);
    this.reviewRequests.push({
      id: this.id(),
      author: state.username,
      memory: memory.shareable_link,
      comment: comment?.id ?? null,
      message,
      created_at: this.timestamp(),
      open: true,
    });
  }

  /** What the writer is told of their own hidden memory or comment (null for anyone else, or when not hidden). */
  moderationStateOf(
    viewer: MockMember | null,
    item: StoredMemory | StoredComment,
  ): {
    reason: NonNullable<StoredMemory['moderation']>['reason'];
    hidden_at: string;
    review_requested: boolean;
  } | null {
    const isComment = 'author' in item;
    const writer = isComment ? item.author : item.owner;
    if (item.moderation === null || viewer?.username !== writer) return null;
    const link = isComment ? item.memory : item.shareable_link;
    return {
      reason: item.moderation.reason,
      hidden_at: item.moderation.hidden_at,
      review_requested: this.openRequest(link, isComment ? item.id : null) !== undefined,
    };
  }

  /** The queue: items with open reports or an open review request, newest or most reported first, paged. */
  moderationQueue(
    viewer: MockMember | null,
    query: { page?: number | undefined; sort?: ModerationQueueSort | undefined } = {},
  ): Paged<ModerationQueueItem> {
    this.moderator(viewer);
    const keys = new Map<string, { link: string; comment: number | null }>();
    for (const report of this.reports.filter((row) => row.closed === null))
      keys.set(`${report.memory}\u0000${report.metoo ?? ''}`, { link: report.memory, comment: report.metoo });
    for (const request of this.reviewRequests.filter((row) => row.open))
      keys.set(`${request.memory}\u0000${request.comment ?? ''}`, {
        link: request.memory,
        comment: request.comment,
      });
    const targets = [...keys.values()].flatMap(({ link, comment }) => {
      const memory = this.memories.find((candidate) => candidate.shareable_link === link);
      const stored = comment === null ? null : this.comments.find((candidate) => candidate.id === comment);
      if (memory === undefined || stored === undefined) return [];
      const target: ModerationTarget = { memory, comment: stored };
      return [{ target, item: this.queueItem(target) }];
    });
    type Entry = (typeof targets)[number];
    const latest = ({ item }: Entry) =>
      [item.last_reported_at ?? '', item.review_request?.created_at ?? ''].sort().at(-1) ?? '';
    // As the server: the latest open report or request, then the memory's id, then the memory before its comments.
    const newest = (a: Entry, b: Entry) =>
      latest(b).localeCompare(latest(a)) ||
      b.target.memory.id - a.target.memory.id ||
      (b.target.comment?.id ?? Number.MAX_SAFE_INTEGER) - (a.target.comment?.id ?? Number.MAX_SAFE_INTEGER);
    targets.sort(
      query.sort === 'most_reported' ? (a, b) => b.item.reporters - a.item.reporters || newest(a, b) : newest,
    );
    const items = targets.map((entry) => entry.item);
    return moderationPage(items, query.page);
  }

  /** The queue's ETag: a fingerprint of the answer, so a poll gets 304 exactly while nothing changed. */
  moderationQueueVersion(answer: unknown): string {
    return `W/"queue-${this.generation}-${fingerprint(JSON.stringify(answer))}"`;
  }

  protected queueItem({ memory, comment }: ModerationTarget): ModerationQueueItem {
    const link = memory.shareable_link;
    const commentId = comment?.id ?? null;
    const open = this.openReports(link, commentId);
    const readable = memory.privacy !== Privacy.OnlyMe;
    const counts = new Map<number, number>();
    for (const report of open) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
    const times = open.map((report) => report.created_at).sort();
    const request = this.openRequest(link, commentId);
    const hidden = (comment ?? memory).moderation;
    return {
      key: comment === null ? `memory:${link}` : `comment:${comment.id}`,
      kind: comment === null ? 'memory' : 'comment',
      memory: {
        shareable_link: link,
        hash_id: memory.hashId,
        author: memory.owner,
        created: memory.created,
        privacy: memory.privacy,
        readable,
        title: readable ? memory.title : '',
        description: readable ? memory.description : '',
        sensitive_topics: readable ? [...memory.sensitive_topics] : [],
      },
      comment:
        comment === null
          ? null
          : {
              id: comment.id,
              author: comment.author,
              content: readable ? comment.content : '',
              created_at: comment.created_at,
            },
      reporters: new Set(open.map((report) => report.member)).size,
      reasons: [...counts.entries()]
        .sort(([a, countA], [b, countB]) => countB - countA || a - b)
        .map(([reason_id, count]) => ({ reason_id, reason: REASON_LABELS.get(reason_id) ?? '', count })),
      remarks: [...open]
        .filter((report) => report.remark !== '')
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((report) => report.remark),
      at_risk: open.some((report) => reasonSuggestsRisk(report.reason)),
      first_reported_at: times[0] ?? null,
      last_reported_at: times.at(-1) ?? null,
      hidden:
        hidden === null ? null : { reason: hidden.reason, note: hidden.note, hidden_at: hidden.hidden_at },
      review_request:
        request === undefined ? null : { message: request.message, created_at: request.created_at },
    };
  }

  /** The audit log, newest first, paged (moderators only). */
  moderationLogPage(viewer: MockMember | null, page?: number): Paged<ModerationLogEntry> {
    this.moderator(viewer);
    const newestFirst = [...this.moderationLog].reverse().map((entry) => ({ ...entry }));
    return moderationPage(newestFirst, page);
  }
}
