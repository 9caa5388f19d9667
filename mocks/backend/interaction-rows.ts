/** The interaction rows: what a member reads of them (counts on memories and comments, their own empathy, reaction, save, praise and 'me too's) and what goes when a memory, a comment or a member goes. */
import type {
  CommentStatus,
  InteractionStatus,
  ReactionCount,
  ResonanceEntry,
} from '@childhood-memories/api-client';
import { type MockMember } from '../fixtures/members.ts';
import {
  type Empathy,
  type Feedback,
  type Reaction,
  type Resonance,
  type Save,
  type StoredComment,
  type StoredMemory,
  type Trauma,
  type Vote,
} from './model.ts';

/** Every interaction row, by kind. */
export interface InteractionRows {
  empathies: Empathy[];
  traumas: Trauma[];
  reactions: Reaction[];
  saves: Save[];
  feedback: Feedback[];
  resonances: Resonance[];
  votes: Vote[];
}

/** Reaction counts per option 1-6 of a memory (zeros included). */
export function reactionCounts(rows: Readonly<InteractionRows>, memory: StoredMemory): ReactionCount[] {
  const options = [1, 2, 3, 4, 5, 6] as const;
  return options.map((option) => ({
    reaction_option_id: option,
    reaction_count: rows.reactions.filter(
      (row) => row.memory === memory.shareable_link && row.option === option,
    ).length,
  }));
}

/** Resonance counts and the viewer's own resonance per memory tag. */
export function resonanceEntries(
  rows: Readonly<InteractionRows>,
  viewer: MockMember | null,
  memory: StoredMemory,
  memoryTagIds: readonly number[],
): ResonanceEntry[] {
  return memoryTagIds.map((memoryTagId) => {
    const resonances = rows.resonances.filter(
      (row) => row.memory === memory.shareable_link && row.memory_tag_id === memoryTagId,
    );
    const mine = viewer === null ? undefined : resonances.find((row) => row.member === viewer.username);
    return {
      memory_tag_id: memoryTagId,
      resonated: mine === undefined ? 0 : 1,
      count_resonances: resonances.length,
      resonance_id: mine?.id ?? null,
    };
  });
}

/** The member's interaction with a memory. */
export function interactionStatus(
  rows: Readonly<InteractionRows>,
  viewer: MockMember | null,
  memory: StoredMemory,
  memoryTagIds: readonly number[],
): InteractionStatus {
  const link = memory.shareable_link;
  const name = viewer?.username;
  const empathy = rows.empathies.find(
    (row) => row.member === name && row.memory === link && row.comment_id === null,
  );
  const reaction = rows.reactions.find((row) => row.member === name && row.memory === link);
  const save = rows.saves.find((row) => row.member === name && row.memory === link);
  return {
    shareable_link: link,
    empathy_id: empathy?.id ?? null,
    reaction_id: reaction?.id ?? null,
    reaction_option_id: reaction?.option ?? null,
    save_id: save?.id ?? null,
    feedback_ids: rows.feedback
      .filter((row) => row.member === name && row.memory === link && row.comment_id === null)
      .map((row) => row.id),
    resonances: resonanceEntries(rows, viewer, memory, memoryTagIds),
  };
}

/** Empathy with the memory itself (not its comments). */
export function memoryEmpathies(rows: Readonly<InteractionRows>, link: string): number {
  return rows.empathies.filter((row) => row.memory === link && row.comment_id === null).length;
}

/** Counts on a comment. */
export function commentCounts(
  rows: Readonly<InteractionRows>,
  comment: StoredComment,
): {
  count_empathies: number;
  count_users_given_feedback: number;
  count_traumas: number;
} {
  return {
    count_empathies: rows.empathies.filter((row) => row.comment_id === comment.id).length,
    count_users_given_feedback: new Set(
      rows.feedback.filter((row) => row.comment_id === comment.id).map((row) => row.member),
    ).size,
    count_traumas: rows.traumas.filter((row) => row.comment_id === comment.id).length,
  };
}

/** The member's interaction with one comment (one they may read). */
export function commentStatus(
  rows: Readonly<InteractionRows>,
  member: string,
  comment: StoredComment,
): CommentStatus {
  const mine = (row: { comment_id: number | null; member: string }) =>
    row.comment_id === comment.id && row.member === member;
  const empathy = rows.empathies.find(mine);
  const trauma = rows.traumas.find(mine);
  return {
    comment_id: comment.id,
    empathy: { empathized: empathy !== undefined, empathy_id: empathy?.id ?? null },
    feedback: { feedback_given: rows.feedback.some(mine) },
    trauma: { trauma_acknowledged: trauma !== undefined, trauma_id: trauma?.id ?? null },
  };
}

/** A comment went: its empathy, praise and acknowledgements go with it. */
export function forgetCommentRows(rows: InteractionRows, id: number): void {
  rows.empathies = rows.empathies.filter((row) => row.comment_id !== id);
  rows.feedback = rows.feedback.filter((row) => row.comment_id !== id);
  rows.traumas = rows.traumas.filter((row) => row.comment_id !== id);
}

/**
 * What is about memories and comments that went goes with them, and (`member` given) every
 * interaction of a member who left.
 */
export function forgetRows(
  rows: InteractionRows,
  links: ReadonlySet<string>,
  commentIds: ReadonlySet<number>,
  member?: string,
): void {
  const gone = (row: { member: string; memory?: string }) =>
    row.member === member || (row.memory !== undefined && links.has(row.memory));
  rows.empathies = rows.empathies.filter(
    (row) => !gone(row) && (row.comment_id === null || !commentIds.has(row.comment_id)),
  );
  rows.reactions = rows.reactions.filter((row) => !gone(row));
  rows.saves = rows.saves.filter((row) => !gone(row));
  rows.feedback = rows.feedback.filter((row) => !gone(row));
  rows.resonances = rows.resonances.filter((row) => !gone(row));
  rows.traumas = rows.traumas.filter((row) => row.member !== member && !commentIds.has(row.comment_id));
  rows.votes = rows.votes.filter((row) => !gone(row));
}

/** A memory's tags changed: the 'me too's on tags it no longer has go. */
export function keepTagRows(rows: InteractionRows, link: string, kept: ReadonlySet<number>): void {
  rows.resonances = rows.resonances.filter((row) => row.memory !== link || kept.has(row.memory_tag_id));
}
