/**
 * Moderation (ours, issue 31), as the reference server does it: the moderator role, the queue of
 * reported (or hidden and appealed) memories and comments, hide, restore and dismiss with their
 * notifications and audit log, and the writer's one request for a review.
 */
import {
  ModerationAction,
  ModerationOutcome,
  NotificationEvent,
  REPORTS_PER_HOUR,
  type ModerationActionPayload,
  type ModerationLogEntry,
  type ModerationQueueItem,
  type ModerationQueueSort,
  type ModerationReason,
  type Paged,
  type ReviewRequestPayload,
} from '@childhood-memories/api-client';
import { invalid, Refusal, refuse } from '@childhood-memories/api-client/domain';
import { MockHttpError } from '../backend-errors.ts';
import { type ModerationRecord } from '../store/notifications.ts';
import { type MockMember } from '../fixtures/members.ts';
import {
  type MemberState,
  type ModerationTarget,
  type StoredComment,
  type StoredMemory,
  type StoredLogEntry,
  type StoredReport,
  type StoredReviewRequest,
} from './model.ts';
import { type StoreContext } from './context.ts';
import { fingerprint, moderationPage, queueItem } from './moderation-queue.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The words of the moderation refusals (the server's). */
export const MODERATION_TEXTS = {
  moderatorsOnly: 'Only moderators can do this.',
  notYourOwn: 'Another moderator needs to look at this.',
  alreadyHidden: 'This is already hidden.',
  notHidden: 'This is not hidden.',
  nothingOpen: 'There is nothing open here.',
  reviewOpen: 'You have already asked for a review. A moderator will look at it again.',
} as const;

/**
 * Reports, review requests and the moderation log, with their rules: the members' reports (one open
 * per member and item, an hourly limit), the queue, hide, restore and dismiss, and the writer's
 * request for a review.
 */
export class ModerationStore {
  private reports: StoredReport[] = [];

  /** Ours: writers' requests for a review of their hidden memory or comment. */
  private reviewRequests: StoredReviewRequest[] = [];

  /** Ours: the moderation audit log, oldest first (kept when the content goes). */
  private log: StoredLogEntry[] = [];

  constructor(private readonly ctx: StoreContext) {}

  /**
   * Send a report. The remark is kept only for an 'Other' reason. One open report per member per
   * memory or comment: a repeat is answered as sent and stores nothing. More than
   * `REPORTS_PER_HOUR` reports from one member in an hour answer 429 with `Retry-After`.
   */
  report(
    viewer: MockMember | null,
    input: { memory: string; metoo: number | null; reason: number; remark?: string | undefined },
    isOther: boolean,
  ): void {
    const state = this.ctx.state(viewer);
    const at = this.ctx.timestamp();
    this.countReport(state, Date.parse(at));
    const memory = this.ctx.memoryByLink(viewer, input.memory);
    if (input.metoo !== null && this.ctx.comment(viewer, input.metoo).memory !== memory.shareable_link)
      throw refuse('commentNotFound');
    const remark = input.remark?.trim() ?? '';
    if (isOther && remark === '') throw refuse('reportRemark');
    const open = this.reports.some(
      (row) =>
        row.closed === null &&
        row.member === state.username &&
        row.memory === memory.shareable_link &&
        row.metoo === input.metoo,
    );
    if (open) return;
    this.reports.push({
      id: this.ctx.id(),
      member: state.username,
      memory: memory.shareable_link,
      metoo: input.metoo,
      reason: input.reason,
      remark: isOther ? remark : '',
      created_at: at,
      closed: null,
    });
  }

  /** The hourly report limit (the server's shared rate limiter): 429 with `Retry-After` past it. */
  private countReport(state: MemberState, now: number): void {
    const recent = state.reportTimes.filter((time) => time > now - HOUR_MS);
    state.reportTimes = recent;
    const oldest = recent[0];
    if (recent.length >= REPORTS_PER_HOUR && oldest !== undefined) {
      const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000));
      throw new MockHttpError(429, 'rate_limited', 'Too many attempts. Please wait a little and try again.', {
        'Retry-After': String(retryAfter),
      });
    }
    recent.push(now);
  }

  /** Reports received (for assertions). */
  receivedReports(): readonly StoredReport[] {
    return this.reports;
  }

  /**
   * A memory (`commentId` null: with its comments) or a comment went: its reports and review
   * requests go with it, as the server's rows cascade; the audit log keeps its snapshot.
   */
  forget(link: string, commentId: number | null): void {
    const gone = (row: { memory: string; comment: number | null }) =>
      row.memory === link && (commentId === null || row.comment === commentId);
    this.reports = this.reports.filter((row) => !gone({ memory: row.memory, comment: row.metoo }));
    this.reviewRequests = this.reviewRequests.filter((row) => !gone(row));
  }

  /** A member left: their reports and review requests go, and those on what they wrote (the log keeps its snapshot). */
  forgetMember(name: string, links: ReadonlySet<string>, commentIds: ReadonlySet<number>): void {
    this.reports = this.reports.filter(
      (row) =>
        row.member !== name && !links.has(row.memory) && (row.metoo === null || !commentIds.has(row.metoo)),
    );
    this.reviewRequests = this.reviewRequests.filter(
      (row) =>
        row.author !== name &&
        !links.has(row.memory) &&
        (row.comment === null || !commentIds.has(row.comment)),
    );
  }

  /** The moderator among the members, or a 403 ('Only moderators can do this.'). */
  private moderator(viewer: MockMember | null): MemberState {
    const state = this.ctx.state(viewer);
    if (!state.isModerator) throw new Refusal('forbidden', MODERATION_TEXTS.moderatorsOnly);
    return state;
  }

  /** The memory (and comment) an action or a request names, whatever its privacy; 404 when there is none. */
  private target(link: string, commentId: number | null): ModerationTarget {
    const memory = this.ctx.memories().find((candidate) => candidate.shareable_link === link);
    if (memory === undefined) throw refuse('memoryNotFound');
    if (commentId === null) return { memory, comment: null };
    const comment = this.ctx
      .comments()
      .find((candidate) => candidate.id === commentId && candidate.memory === link);
    if (comment === undefined) throw refuse('commentNotFound');
    return { memory, comment };
  }

  private openReports(link: string, commentId: number | null): StoredReport[] {
    return this.reports.filter(
      (report) => report.closed === null && report.memory === link && report.metoo === commentId,
    );
  }

  private openRequest(link: string, commentId: number | null) {
    return this.reviewRequests.find(
      (request) => request.open && request.memory === link && request.comment === commentId,
    );
  }

  /** A moderation notification, now. */
  private record(
    row: Omit<ModerationRecord, 'originator' | 'reaction_option_id' | 'memory_tag_id' | 'feedback_labels'>,
  ): void {
    this.ctx
      .notifications()
      .add(
        { ...row, originator: '', reaction_option_id: null, memory_tag_id: null, feedback_labels: null },
        this.ctx.id(),
        this.ctx.timestamp(),
      );
  }

  /**
   * Closes the item's open reports with `outcome`: each reporter is told once, and nothing more
   * (never the moderator of their own report). The notice keeps the memory only to go with it when
   * the memory is deleted, as the server's row does; it names neither the memory nor the comment.
   */
  private closeReports(
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
        item.moderation = { reason: payload.reason, note, hidden_at: this.ctx.timestamp() };
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
      id: this.ctx.id(),
      action: payload.action,
      moderator: moderator.username,
      kind: comment === null ? 'memory' : 'comment',
      memory: link,
      memory_title: memory.title,
      comment: commentId,
      reason,
      note,
      reports_closed: closed,
      created_at: this.ctx.timestamp(),
    };
    this.log.push(entry);
    return { ...entry };
  }

  /**
   * The writer of a hidden memory or comment asks moderators to look again, once while a request
   * is open (409 after). 404 for anyone else, as if there were nothing there.
   */
  requestReview(viewer: MockMember | null, payload: ReviewRequestPayload): void {
    const state = this.ctx.state(viewer);
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
    if (writer !== state.username || item.moderation === null || !this.ctx.canSee(viewer, memory))
      throw refuse(missing);
    const message = payload.message.trim();
    if (message === '') throw invalid('message: must not be empty');
    if (this.openRequest(memory.shareable_link, comment?.id ?? null) !== undefined)
      throw new Refusal('conflict', MODERATION_TEXTS.reviewOpen);
    this.reviewRequests.push({
      id: this.ctx.id(),
      author: state.username,
      memory: memory.shareable_link,
      comment: comment?.id ?? null,
      message,
      created_at: this.ctx.timestamp(),
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
      const memory = this.ctx.memories().find((candidate) => candidate.shareable_link === link);
      const stored =
        comment === null ? null : this.ctx.comments().find((candidate) => candidate.id === comment);
      if (memory === undefined || stored === undefined) return [];
      const target: ModerationTarget = { memory, comment: stored };
      return [
        { target, item: queueItem(target, this.openReports(link, comment), this.openRequest(link, comment)) },
      ];
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
    return `W/"queue-${this.ctx.generation()}-${fingerprint(JSON.stringify(answer))}"`;
  }

  /** The audit log, newest first, paged (moderators only). */
  moderationLogPage(viewer: MockMember | null, page?: number): Paged<ModerationLogEntry> {
    this.moderator(viewer);
    const newestFirst = [...this.log].reverse().map((entry) => ({ ...entry }));
    return moderationPage(newestFirst, page);
  }
}
