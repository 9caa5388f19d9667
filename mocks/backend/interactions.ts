/** A member's interactions: empathy, 'me too', reactions, saves, resonance, praise, reports, votes; each notifies and withdraws as the domain core says. */
import type { ReactionOption } from '@childhood-memories/api-client';
import {
  invalid,
  mayPraise,
  mayResonate,
  refuse,
  withdrawalOf,
  type RefusalName,
  type UndoneWrite,
} from '@childhood-memories/api-client/domain';
import { type MockMember } from '../fixtures/members.ts';
import {
  checkLabels,
  type Empathy,
  type Feedback,
  type MemberState,
  type Reaction,
  type Resonance,
  type Save,
  type StoredComment,
  type StoredMemory,
  type Trauma,
  type Vote,
} from './model.ts';
import { type StoreContext } from './context.ts';
import { type InteractionRows } from './interaction-rows.ts';

/** What every interaction row has: its id and member, and what it is about. */
interface OwnRow {
  readonly id: number;
  readonly member: string;
  readonly memory?: string;
  readonly comment_id?: number | null;
  readonly memory_tag_id?: number;
}

/**
 * A member's interactions with memories and comments (empathy, 'me too', reactions, saves,
 * resonance, praise, votes), with their rules: each notifies and withdraws as the domain core says.
 */
export class InteractionStore {
  /** The rows, read by the counts and cascaded by deletes (interaction-rows.ts). */
  readonly rows: InteractionRows = {
    empathies: [],
    traumas: [],
    reactions: [],
    saves: [],
    feedback: [],
    resonances: [],
    votes: [],
  };

  constructor(private readonly ctx: StoreContext) {}
  /** Empathize with a memory (`commentId` null) or a comment. Repeating returns the same id. */
  createEmpathy(viewer: MockMember | null, link: string, commentId: number | null): { empathy_id: number } {
    const state = this.ctx.state(viewer);
    const memory = this.ctx.memoryByLink(viewer, link);
    const comment = commentId === null ? null : this.ctx.comment(viewer, commentId);
    if (comment !== null && comment.memory !== memory.shareable_link) throw refuse('commentNotFound');
    const existing = this.rows.empathies.find(
      (row) => row.member === state.username && row.memory === link && row.comment_id === commentId,
    );
    if (existing !== undefined) return { empathy_id: existing.id };
    const empathy: Empathy = {
      id: this.ctx.id(),
      member: state.username,
      memory: link,
      comment_id: commentId,
    };
    this.rows.empathies.push(empathy);
    this.ctx.notify(
      comment === null
        ? { kind: 'memoryEmpathy', by: state.username, memoryWriter: memory.owner, memory: link }
        : {
            kind: 'commentEmpathy',
            by: state.username,
            commentWriter: comment.author,
            memory: link,
            comment_id: comment.id,
          },
    );
    return { empathy_id: empathy.id };
  }

  /** Remove the member's empathy. Unknown ids are a 404, so a count can never go below 0. */
  deleteEmpathy(viewer: MockMember | null, empathyId: number): void {
    this.removeOwn('empathies', empathyId, viewer, 'empathyNotFound', 'empathy');
  }

  /** Acknowledge the trauma a comment shares. */
  createTrauma(viewer: MockMember | null, link: string, commentId: number): { trauma_id: number } {
    const state = this.ctx.state(viewer);
    const comment = this.ctx.comment(viewer, commentId);
    if (comment.memory !== link) throw refuse('commentNotFound');
    const existing = this.rows.traumas.find(
      (row) => row.comment_id === commentId && row.member === state.username,
    );
    if (existing !== undefined) return { trauma_id: existing.id };
    const trauma: Trauma = { id: this.ctx.id(), member: state.username, comment_id: commentId };
    this.rows.traumas.push(trauma);
    return { trauma_id: trauma.id };
  }

  /** Withdraw a trauma acknowledgement. */
  deleteTrauma(viewer: MockMember | null, traumaId: number): void {
    this.removeOwn('traumas', traumaId, viewer, 'meTooNotFound');
  }

  /**
   * React to a memory: one reaction per member per memory, so reacting again changes it (same
   * `reaction_id`). Its notification is sent again, with the new option.
   */
  createReaction(
    viewer: MockMember | null,
    link: string,
    option: ReactionOption,
  ): { reaction_id: number; reaction_option_id: ReactionOption } {
    const state = this.ctx.state(viewer);
    const memory = this.ctx.memoryByLink(viewer, link);
    const existing = this.rows.reactions.find((row) => row.member === state.username && row.memory === link);
    const reaction: Reaction = existing ?? {
      id: this.ctx.id(),
      member: state.username,
      memory: link,
      option,
    };
    if (existing === undefined) this.rows.reactions.push(reaction);
    return this.setReaction(state, memory, reaction, option);
  }

  private setReaction(
    state: MemberState,
    memory: StoredMemory,
    reaction: Reaction,
    option: ReactionOption,
  ): { reaction_id: number; reaction_option_id: ReactionOption } {
    reaction.option = option;
    this.ctx.notify({
      kind: 'reaction',
      by: state.username,
      memoryWriter: memory.owner,
      memory: memory.shareable_link,
      option,
    });
    return { reaction_id: reaction.id, reaction_option_id: option };
  }

  /** Change the member's reaction to another option. */
  updateReaction(
    viewer: MockMember | null,
    reactionId: number,
    option: ReactionOption,
  ): { reaction_id: number; reaction_option_id: ReactionOption } {
    const state = this.ctx.state(viewer);
    const reaction = this.rows.reactions.find(
      (row) => row.id === reactionId && row.member === state.username,
    );
    const memory = this.ctx.memories().find((candidate) => candidate.shareable_link === reaction?.memory);
    if (reaction === undefined || memory === undefined || !this.ctx.canSee(viewer, memory))
      throw refuse('reactionNotFound');
    return this.setReaction(state, memory, reaction, option);
  }

  /** Remove the member's reaction, and its notification. */
  deleteReaction(viewer: MockMember | null, reactionId: number): void {
    this.removeOwn('reactions', reactionId, viewer, 'reactionNotFound', 'reaction');
  }

  /** Save a memory for later. */
  createSave(viewer: MockMember | null, link: string): { save_id: number } {
    const state = this.ctx.state(viewer);
    this.ctx.memoryByLink(viewer, link);
    const existing = this.rows.saves.find((row) => row.member === state.username && row.memory === link);
    if (existing !== undefined) return { save_id: existing.id };
    const save: Save = { id: this.ctx.id(), member: state.username, memory: link };
    this.rows.saves.push(save);
    return { save_id: save.id };
  }

  /** Unsave. */
  deleteSave(viewer: MockMember | null, saveId: number): void {
    this.removeOwn('saves', saveId, viewer, 'saveNotFound');
  }

  /** 'Me too' on one tag of a memory. */
  createResonance(
    viewer: MockMember | null,
    link: string,
    memoryTagId: number,
  ): { resonance_id: number; memory_tag_id: number } {
    const state = this.ctx.state(viewer);
    const memory = this.ctx.memoryByLink(viewer, link);
    mayResonate(memory.owner === state.username);
    const tag = this.ctx.memoryTags(memory).find((candidate) => candidate.memory_tag_id === memoryTagId);
    if (tag === undefined) throw refuse('tagNotFound');
    const existing = this.rows.resonances.find(
      (row) => row.member === state.username && row.memory === link && row.memory_tag_id === memoryTagId,
    );
    if (existing !== undefined) return { resonance_id: existing.id, memory_tag_id: memoryTagId };
    const resonance: Resonance = {
      id: this.ctx.id(),
      member: state.username,
      memory: link,
      memory_tag_id: memoryTagId,
    };
    this.rows.resonances.push(resonance);
    this.ctx.notify({
      kind: 'resonance',
      by: state.username,
      memoryWriter: memory.owner,
      memory: link,
      memory_tag_id: memoryTagId,
    });
    return { resonance_id: resonance.id, memory_tag_id: memoryTagId };
  }

  /** Withdraw a 'me too'. */
  deleteResonance(viewer: MockMember | null, resonanceId: number): void {
    this.removeOwn('resonances', resonanceId, viewer, 'meTooNotFound', 'resonance');
  }

  /**
   * Praise a memory or a comment with up to `FEEDBACK_LABELS_MAX` (3) of the praise options
   * (kept in the options' own words). Never one's own; praising again replaces the labels (same
   * `feedback_id`) and its notification.
   */
  createFeedback(
    viewer: MockMember | null,
    labels: readonly string[],
    target: { shareable_link?: string | undefined; comment_id?: number | undefined },
  ): { feedback_id: number; labels: string[] } {
    const state = this.ctx.state(viewer);
    const clean = checkLabels(labels);
    let comment: StoredComment | null = null;
    let memory: StoredMemory;
    if (target.comment_id !== undefined) {
      comment = this.ctx.comment(viewer, target.comment_id);
      memory = this.ctx.memoryByLink(viewer, comment.memory);
      mayPraise('comment', comment.author === state.username);
    } else if (target.shareable_link !== undefined) {
      memory = this.ctx.memoryByLink(viewer, target.shareable_link);
      mayPraise('memory', memory.owner === state.username);
    } else {
      throw invalid('Please say which memory or comment this praise is for.');
    }
    const link = memory.shareable_link;
    const existing = this.rows.feedback.find(
      (row) =>
        row.member === state.username && row.memory === link && row.comment_id === (comment?.id ?? null),
    );
    const feedback: Feedback = existing ?? {
      id: this.ctx.id(),
      member: state.username,
      memory: link,
      comment_id: comment?.id ?? null,
      labels: clean,
    };
    feedback.labels = clean;
    if (existing === undefined) this.rows.feedback.push(feedback);
    this.ctx.notify(
      comment === null
        ? {
            kind: 'memoryPraise',
            by: state.username,
            memoryWriter: memory.owner,
            memory: link,
            labels: clean,
          }
        : {
            kind: 'commentPraise',
            by: state.username,
            commentWriter: comment.author,
            memory: link,
            comment_id: comment.id,
            labels: clean,
          },
    );
    return { feedback_id: feedback.id, labels: clean };
  }

  /** Change the labels of the member's praise (and of its notification). */
  updateFeedback(
    viewer: MockMember | null,
    feedbackId: number,
    labels: readonly string[],
    link?: string,
  ): { feedback_id: number; labels: string[] } {
    const state = this.ctx.state(viewer);
    const clean = checkLabels(labels);
    if (link !== undefined) this.ctx.memoryByLink(viewer, link);
    const feedback = this.rows.feedback.find(
      (row) =>
        row.id === feedbackId && row.member === state.username && (link === undefined || row.memory === link),
    );
    if (feedback === undefined) throw refuse('praiseNotFound');
    feedback.labels = clean;
    this.ctx.notifications().relabel(
      withdrawalOf({
        kind: 'praise',
        by: state.username,
        memory: feedback.memory,
        comment_id: feedback.comment_id,
      }),
      clean,
    );
    return { feedback_id: feedback.id, labels: feedback.labels };
  }

  /** Withdraw praise, and its notification. */
  deleteFeedback(viewer: MockMember | null, feedbackId: number): void {
    this.removeOwn('feedback', feedbackId, viewer, 'praiseNotFound', 'praise');
  }

  /** The member's praise on a memory (and its comments), or on one comment. */
  userFeedback(
    viewer: MockMember | null,
    target: { shareable_link?: string | undefined; comment_id?: number | undefined },
  ): { feedback_list: { feedback_id: number; labels: string[]; comment_id: number | null }[] } {
    const state = this.ctx.state(viewer);
    const commentId = target.comment_id;
    const link =
      commentId !== undefined
        ? this.ctx.comment(viewer, commentId).memory
        : this.ctx.memoryByLink(viewer, target.shareable_link ?? '').shareable_link;
    return {
      feedback_list: this.rows.feedback
        .filter(
          (row) =>
            row.member === state.username &&
            row.memory === link &&
            (commentId === undefined || row.comment_id === commentId),
        )
        .map((row) => ({ feedback_id: row.id, labels: [...row.labels], comment_id: row.comment_id })),
    };
  }

  /** The member's votes. */
  votesOf(viewer: MockMember | null): { shareable_link: string; vote_id: number }[] {
    const state = this.ctx.state(viewer);
    return this.rows.votes
      .filter((row) => row.member === state.username)
      .map((row) => ({ shareable_link: row.memory, vote_id: row.id }));
  }

  /** Vote for a memory (idempotent). */
  createVote(viewer: MockMember | null, link: string): { shareable_link: string; vote_id: number } {
    const state = this.ctx.state(viewer);
    this.ctx.memoryByLink(viewer, link);
    const existing = this.rows.votes.find((row) => row.member === state.username && row.memory === link);
    if (existing !== undefined) return { shareable_link: link, vote_id: existing.id };
    const vote: Vote = { id: this.ctx.id(), member: state.username, memory: link };
    this.rows.votes.push(vote);
    return { shareable_link: link, vote_id: vote.id };
  }

  /** Remove a vote. */
  deleteVote(viewer: MockMember | null, voteId: number): void {
    this.removeOwn('votes', voteId, viewer, 'voteNotFound');
  }

  /**
   * Removes the member's own row `id` of one of their interactions: a 404 with the refusal
   * `missing` when there is none (another's row is not theirs to know about), and for an `undone`
   * kind of write, what the row had notified goes (the domain core's `withdrawalOf`).
   */
  private removeOwn(
    table: keyof InteractionRows,
    id: number,
    viewer: MockMember | null,
    missing: RefusalName,
    undone?: UndoneWrite<string, string>['kind'],
  ): void {
    const state = this.ctx.state(viewer);
    const rows = this.rows[table] as readonly OwnRow[];
    const row = rows.find((candidate) => candidate.id === id && candidate.member === state.username);
    if (row === undefined) throw refuse(missing);
    (this.rows[table] as OwnRow[]) = rows.filter((candidate) => candidate !== row);
    if (undone === undefined) return;
    const write = {
      kind: undone,
      by: state.username,
      memory: row.memory ?? '',
      comment_id: row.comment_id ?? null,
      memory_tag_id: row.memory_tag_id ?? 0,
    } as UndoneWrite<string, string>;
    this.ctx.notifications().withdraw(withdrawalOf(write));
  }
}
