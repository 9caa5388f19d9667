import { refuse } from './refusals.ts';

/*
 * Who may do what with a memory, a comment and a member's own interactions (memory-writing §6,
 * community §3), once. A backend finds the facts (is the caller the writer?) in its storage and
 * asks here; a refusal is thrown as a `Refusal`.
 */

/**
 * Only a memory's writer changes or deletes it (tagging is owner-only too).
 *
 * @example
 * mayChangeMemory(memory.owner === viewer); // throws a 403 Refusal for anyone else
 */
export function mayChangeMemory(isWriter: boolean): void {
  if (!isWriter) throw refuse('memoryNotYours');
}

/**
 * Only a comment's writer edits or deletes it (a private comment too).
 *
 * @example
 * mayChangeComment(comment.author === viewer);
 */
export function mayChangeComment(isWriter: boolean): void {
  if (!isWriter) throw refuse('commentNotYours');
}

/**
 * Anyone but its writer may hide a comment for themselves; its writer edits or deletes it instead.
 *
 * @example
 * mayHideComment(comment.author === viewer);
 */
export function mayHideComment(isWriter: boolean): void {
  if (isWriter) throw refuse('hideOwnComment');
}

/**
 * A 'me too' (resonance) is for someone else's memory, never one's own.
 *
 * @example
 * mayResonate(memory.owner === viewer);
 */
export function mayResonate(isWriter: boolean): void {
  if (isWriter) throw refuse('resonateOwnMemory');
}

/**
 * Praise is for someone else's memory or comment, never one's own.
 *
 * @example
 * mayPraise('comment', comment.author === viewer);
 */
export function mayPraise(target: 'memory' | 'comment', isWriter: boolean): void {
  if (isWriter) throw refuse(target === 'memory' ? 'praiseOwnMemory' : 'praiseOwnComment');
}

/**
 * A notification goes to someone else: never for a member's own action.
 *
 * @example
 * if (isNotified(memory.owner, viewer)) store(notification);
 */
export function isNotified<M>(recipient: M, originator: M): boolean {
  return recipient !== originator;
}
