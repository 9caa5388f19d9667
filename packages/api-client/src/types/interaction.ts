import type { ReactionOption, TagCategory } from '../constants.ts';
import type { ModerationState } from './moderation.ts';

/* Comments, empathy, praise, reports and the other responses to a memory (community §3). */

/**
 * A comment or private comment, in one shape whatever variant the server sent
 * (`id`/`comment_id`/`private_comment_id`, `content`/`comment_str`/`private_comment_str`, `user`/`commented_by`).
 *
 * @example
 * ```ts
 * const canEdit = comment.is_private || comment.author.username === me.username;
 * ```
 */
export interface Comment {
  id: number;
  content: string;
  author: { username: string };
  /** The memory's shareable link. */
  memory: string;
  /** ISO 8601 date-time. */
  created_at: string;
  is_private: boolean;
  count_empathies: number;
  count_users_given_feedback: number;
  count_traumas: number;
  /**
   * Ours: set on the writer's own comment when a moderator hid it (null otherwise, and for
   * everyone else: they never see a hidden comment). `commentSchema` sets it only when the comment
   * is hidden: absent means not hidden.
   */
  moderation?: ModerationState | null;
}

/**
 * The signed-in member's interaction with one comment (community §3).
 *
 * @example
 * ```ts
 * const empathized = status.empathy.empathized;
 * ```
 */
export interface CommentStatus {
  comment_id: number;
  empathy: { empathized: boolean; empathy_id: number | null };
  feedback: { feedback_given: boolean };
  trauma: { trauma_acknowledged: boolean; trauma_id: number | null };
}

/**
 * The signed-in member's 'me too' on one tag of a memory, and the tag's count.
 *
 * @example
 * ```ts
 * const resonated = entry.resonated === 1;
 * ```
 */
export interface ResonanceEntry {
  memory_tag_id: number;
  resonated: 0 | 1;
  count_resonances: number;
  resonance_id: number | null;
}

/**
 * The signed-in member's interaction with one memory: what to show as active, and the ids
 * needed to undo it.
 *
 * @example
 * ```ts
 * const empathized = status.empathy_id !== null;
 * ```
 */
export interface InteractionStatus {
  shareable_link: string;
  empathy_id: number | null;
  reaction_id: number | null;
  reaction_option_id: ReactionOption | null;
  save_id: number | null;
  feedback_ids: number[];
  resonances: ResonanceEntry[];
}

/**
 * The feedback form's own model (community §3). The wire sends only the labels (comma-joined)
 * with the memory or comment; see `createFeedback`.
 *
 * @example
 * ```ts
 * const submission: FeedbackSubmission = { positive: ['Brave'], feedbackIds: [], suggestions: '', negative: [], report: false, rating: 'positive' };
 * ```
 */
export interface FeedbackSubmission {
  positive: string[];
  feedbackIds: number[];
  suggestions: string;
  negative: [];
  report: boolean;
  rating: 'positive';
  comment_id?: number;
  userFeedbackId?: number;
}

/**
 * Feedback the signed-in member gave to one memory or comment.
 *
 * @example
 * ```ts
 * const given = userFeedback.feedback_list.flatMap((item) => item.labels);
 * ```
 */
export interface UserFeedback {
  feedback_list: { feedback_id: number; labels: string[]; comment_id: number | null }[];
}

/**
 * The answer to sending or updating feedback: its id (for update and delete) and labels.
 *
 * @example
 * ```ts
 * const { feedback_id } = await client.createFeedback({ labels: ['Brave'], shareable_link });
 * ```
 */
export interface FeedbackResult {
  feedback_id: number;
  labels: string[];
}

/**
 * A report (`POST /guide/`). `metoo` is the reported comment's id, null when reporting the
 * memory; `remark` is sent only for the 'Other' reason.
 *
 * @example
 * ```ts
 * await client.sendReport({ memory: shareable_link, metoo: null, reason: 4, remark: 'Shares a name' });
 * ```
 */
export interface ReportPayload {
  memory: string;
  metoo: number | null;
  reason: number;
  remark?: string;
}

/**
 * A memory the signed-in member voted for.
 *
 * @example
 * ```ts
 * const voted = new Set(votes.map((vote) => vote.shareable_link));
 * ```
 */
export interface Vote {
  shareable_link: string;
  vote_id: number;
}

/**
 * A 'me too' comment: a comment with the title of the memory it answers.
 *
 * @example
 * ```ts
 * const line = `${item.author.username} on “${item.memory_title}”`;
 * ```
 */
export interface MeTooComment extends Comment {
  memory_title: string;
}

/**
 * Whether the signed-in member's memories are connected to this memory (Connect Memories tab).
 *
 * @example
 * ```ts
 * const label = status.connected ? 'Connected' : 'Connect';
 * ```
 */
export interface ConnectStatus {
  shareable_link: string;
  connected: boolean;
  /** Shareable links of the member's memories linked to this one. */
  linked_memories: string[];
}

/* ───────────── Notifications ───────────── */

/**
 * Body of `POST /api/v1/comments/create/`.
 *
 * @example
 * ```ts
 * const body: CommentCreatePayload = { shareable_link: 'abc', content: 'Thank you for sharing this.' };
 * ```
 */
export interface CommentCreatePayload {
  shareable_link: string;
  content: string;
}

/**
 * Body of `POST /api/v1/comments/create/private/`.
 *
 * @example
 * ```ts
 * const body: PrivateCommentCreatePayload = { shareable_link: 'abc', comment_content: 'Only for you.' };
 * ```
 */
export interface PrivateCommentCreatePayload {
  shareable_link: string;
  comment_content: string;
}

/**
 * Body of `POST /api/v1/comments/{id}/update/`: the content and every tag list, empty.
 *
 * @example
 * ```ts
 * const body: CommentUpdatePayload = { content: 'Edited.', age_ranges: [], sibling: [], … };
 * ```
 */
export type CommentUpdatePayload = { content: string } & Record<TagCategory, unknown[]>;

/**
 * Body of `POST /api/v1/comments/update/private/`.
 *
 * @example
 * ```ts
 * const body: PrivateCommentUpdatePayload = { private_comment_id: 3, comment_content: 'Edited.' };
 * ```
 */
export interface PrivateCommentUpdatePayload {
  private_comment_id: number;
  comment_content: string;
}

/**
 * Body of `POST /api/v1/empathy/new/`: `comment_id` is '' for the memory itself.
 *
 * @example
 * ```ts
 * const body: EmpathyCreatePayload = { shareable_link: 'abc', comment_id: '' };
 * ```
 */
export interface EmpathyCreatePayload {
  shareable_link: string;
  comment_id: number | '';
}

/**
 * Body of `POST /api/v1/trauma/new/`.
 *
 * @example
 * ```ts
 * const body: TraumaCreatePayload = { shareable_link: 'abc', comment_id: 7 };
 * ```
 */
export interface TraumaCreatePayload {
  shareable_link: string;
  comment_id: number;
}
