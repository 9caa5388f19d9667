/** The moderation queue's items and pages as the server answers them, from the stored reports and review requests. */
import {
  MODERATION_PAGE_SIZE,
  Privacy,
  type ModerationQueueItem,
  type Paged,
} from '@childhood-memories/api-client';
import { reasonSuggestsRisk, reportReasons } from '@childhood-memories/api-client/reference-data';
import { type ModerationTarget, type StoredReport, type StoredReviewRequest } from './model.ts';

const REASON_LABELS = new Map(reportReasons.map((reason) => [reason.id, reason.reason]));

/** One page of a list held whole, `MODERATION_PAGE_SIZE` to a page. */
export function moderationPage<T>(items: readonly T[], page: number | undefined): Paged<T> {
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
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** An item of the queue: what was reported (its words unless only-me), by how many, why, and its hiding and review request. */
export function queueItem(
  { memory, comment }: ModerationTarget,
  open: readonly StoredReport[],
  request: StoredReviewRequest | undefined,
): ModerationQueueItem {
  const link = memory.shareable_link;
  const readable = memory.privacy !== Privacy.OnlyMe;
  const counts = new Map<number, number>();
  for (const report of open) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  const times = open.map((report) => report.created_at).sort();
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
