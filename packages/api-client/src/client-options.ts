import type { ReactionOption } from './constants.ts';

// The options and results the client interfaces (clients.ts) take and give.

/**
 * What every client method takes last: an `AbortSignal` to cancel the call (it then rejects
 * with an `ApiError` of code `aborted`).
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * client.getFeed({}, { signal: controller.signal });
 * ```
 */
export interface RequestOptions {
  signal?: AbortSignal;
}

/**
 * Options of a memory save (`createMemory`, `updateMemory`). `autosave: true` (sent as
 * `?autosave=true`) marks a save the member did not make by posting: the tag wizard's saves and
 * the editor's save before tagging. Its privacy does not become the member's last used privacy
 * (the one a new memory starts with), and an autosave of an existing memory changes only the tag
 * wizard's answers (tags, their texts, family members): unsaved words, privacy and photos never go
 * out with a tag, and a tag save that lands after Post cannot undo it.
 *
 * @example
 * ```ts
 * await client.updateMemory(hashId, payload, { autosave: true });
 * ```
 */
export interface SaveMemoryOptions extends RequestOptions {
  autosave?: boolean;
}

/**
 * Options of `createMemory`: the `Idempotency-Key` header lets a retried create (after a
 * dropped connection) never post the same memory twice.
 *
 * @example
 * ```ts
 * await client.createMemory(payload, { idempotencyKey: draft.id });
 * ```
 */
export interface CreateMemoryOptions extends SaveMemoryOptions {
  idempotencyKey?: string;
}

/**
 * Options of `uploadPhoto`: `onProgress` receives the uploaded fraction from 0 to 1.
 *
 * @example
 * ```ts
 * await client.uploadPhoto(file, { onProgress: (fraction) => setProgress(fraction * 100) });
 * ```
 */
export interface UploadPhotoOptions extends RequestOptions {
  onProgress?: (fraction: number) => void;
}

/**
 * Which page of a paged list (from 1; the first page when left out).
 *
 * @example
 * ```ts
 * await client.getFeed({ page: 2 });
 * ```
 */
export interface PageParams {
  page?: number;
}

/**
 * The memory praise is given to, or the comment.
 *
 * @example
 * ```ts
 * const target: FeedbackTarget = { comment_id: 7 };
 * ```
 */
export type FeedbackTarget =
  { shareable_link: string; comment_id?: never } | { comment_id: number; shareable_link?: never };

/**
 * Praise to send: 1 to 3 labels, for a memory or a comment.
 *
 * @example
 * ```ts
 * await client.createFeedback({ labels: ['Brave', 'Honest'], shareable_link: 'abc' });
 * ```
 */
export type FeedbackInput = FeedbackTarget & { labels: string[] };

/**
 * The answer to empathizing: the id to undo it with.
 *
 * @example
 * ```ts
 * const { empathy_id } = await client.createEmpathy({ shareable_link });
 * ```
 */
export interface EmpathyResult {
  empathy_id: number;
}

/**
 * The answer to a reaction: its id and option.
 *
 * @example
 * ```ts
 * const { reaction_id } = await client.createReaction({ shareable_link, reaction_option_id: ReactionOption.Love });
 * ```
 */
export interface ReactionResult {
  reaction_id: number;
  reaction_option_id: ReactionOption;
}

/**
 * The answer to a 'me too' on a tag.
 *
 * @example
 * ```ts
 * const { resonance_id } = await client.createResonance({ memory_tag_id: 30, shareable_link });
 * ```
 */
export interface ResonanceResult {
  resonance_id: number;
  memory_tag_id: number;
}
