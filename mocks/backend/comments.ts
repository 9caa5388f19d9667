/** Comments, public and private: read as the privacy rules allow, write, change, delete, hide; their counts and 'me too' comments. */
import { mayChangeComment, mayHideComment, pageOf, refuse } from '@childhood-memories/api-client/domain';
import { type MockMember } from '../fixtures/members.ts';
import { type MockPage, type StoredComment, type StoredMemory } from './model.ts';
import { commentCounts, commentStatus, forgetCommentRows, memoryEmpathies } from './interaction-rows.ts';
import { type StoreContext } from './context.ts';
import { type InteractionStore } from './interactions.ts';
import { type ModerationStore } from './moderation.ts';

/** The comments on memories, with their rules; empathy and praise on them are the interactions'. */
export class CommentStore {
  private rows: StoredComment[] = [];

  constructor(
    private readonly ctx: StoreContext,
    private readonly interactions: InteractionStore,
    private readonly moderation: ModerationStore,
  ) {}

  /** Every stored comment, oldest first. */
  all(): readonly StoredComment[] {
    return this.rows;
  }

  /** Removes the comments `gone` names (their memory or their writer went). */
  removeWhere(gone: (comment: StoredComment) => boolean): void {
    this.rows = this.rows.filter((comment) => !gone(comment));
  }

  /**
   * Visible comments (public and private ones the viewer may see) of a memory: never one the
   * viewer hid for themselves, nor one a moderator hid (but to its writer).
   */
  visibleComments(viewer: MockMember | null, memory: StoredMemory): StoredComment[] {
    return this.rows.filter(
      (comment) =>
        comment.memory === memory.shareable_link &&
        (viewer === null || !comment.hiddenBy.has(viewer.username)) &&
        (comment.moderation === null || viewer?.username === comment.author) &&
        (!comment.is_private ||
          (viewer !== null && (viewer.username === comment.author || viewer.username === memory.owner))),
    );
  }

  /**
   * Counts shown on a memory: its public comments, a hidden one for its writer only (as the
   * server counts), and empathy with the memory itself.
   */
  memoryCounts(memory: StoredMemory, viewer: MockMember | null): { comments: number; empathies: number } {
    return {
      comments: this.rows.filter(
        (comment) =>
          comment.memory === memory.shareable_link &&
          !comment.is_private &&
          (comment.moderation === null || comment.author === viewer?.username),
      ).length,
      empathies: memoryEmpathies(this.interactions.rows, memory.shareable_link),
    };
  }

  /** A comment the viewer may see; 404 otherwise. */
  comment(viewer: MockMember | null, id: number, isPrivate?: boolean): StoredComment {
    const comment = this.rows.find(
      (candidate) => candidate.id === id && (isPrivate === undefined || candidate.is_private === isPrivate),
    );
    const memory =
      comment === undefined
        ? undefined
        : this.ctx.memories().find((m) => m.shareable_link === comment.memory);
    if (
      comment === undefined ||
      memory === undefined ||
      !this.ctx.canSee(viewer, memory) ||
      !this.visibleComments(viewer, memory).includes(comment)
    ) {
      throw refuse('commentNotFound');
    }
    return comment;
  }

  /** Comments of a memory, oldest first, paged. */
  listComments(viewer: MockMember | null, link: string, page?: number): MockPage<StoredComment> {
    const memory = this.ctx.memoryByLink(viewer, link);
    return pageOf('comments', this.visibleComments(viewer, memory), page);
  }

  /** Post a comment (or a private one) on a memory the member can see. */
  createComment(viewer: MockMember | null, link: string, content: string, isPrivate: boolean): StoredComment {
    const state = this.ctx.state(viewer);
    const memory = this.ctx.memoryByLink(viewer, link);
    const comment: StoredComment = {
      id: this.ctx.id(),
      memory: memory.shareable_link,
      author: state.username,
      content,
      created_at: this.ctx.timestamp(),
      is_private: isPrivate,
      hiddenBy: new Set(),
      moderation: null,
    };
    this.rows.push(comment);
    this.ctx.notify({
      kind: 'comment',
      by: state.username,
      memoryWriter: memory.owner,
      memory: memory.shareable_link,
      comment_id: comment.id,
    });
    return comment;
  }

  /** Edit a comment (its author only; private comments too). */
  updateComment(viewer: MockMember | null, id: number, content: string, isPrivate: boolean): StoredComment {
    const state = this.ctx.state(viewer);
    const comment = this.comment(viewer, id, isPrivate);
    mayChangeComment(comment.author === state.username);
    comment.content = content;
    // Its words show in notifications: polls see the change.
    this.ctx.notifications().changed();
    return comment;
  }

  /** Delete a comment (its author only) with its empathy, praise and acknowledgements. */
  deleteComment(viewer: MockMember | null, id: number, isPrivate: boolean): void {
    const state = this.ctx.state(viewer);
    const comment = this.comment(viewer, id, isPrivate);
    mayChangeComment(comment.author === state.username);
    this.rows = this.rows.filter((candidate) => candidate !== comment);
    forgetCommentRows(this.interactions.rows, id);
    this.ctx.notifications().removeWhere((n) => n.comment_id === id);
    this.moderation.forget(comment.memory, id);
  }

  /** Hide a comment for the member (anyone but its author). */
  hideComment(viewer: MockMember | null, id: number): void {
    const state = this.ctx.state(viewer);
    const comment = this.comment(viewer, id);
    mayHideComment(comment.author === state.username);
    comment.hiddenBy.add(state.username);
  }

  /** Counts on a comment. */
  commentCounts(comment: StoredComment): ReturnType<typeof commentCounts> {
    return commentCounts(this.interactions.rows, comment);
  }

  /** The member's interaction with one comment. */
  commentStatus(viewer: MockMember | null, commentId: number): ReturnType<typeof commentStatus> {
    const state = this.ctx.state(viewer);
    return commentStatus(this.interactions.rows, state.username, this.comment(viewer, commentId));
  }

  /**
   * 'Me too' comments: public comments someone said 'me too' to (a trauma acknowledgement); of
   * one memory, or of every memory the viewer may see in lists. Newest first, paged.
   */
  meTooComments(viewer: MockMember | null, link: string | undefined, page?: number): MockPage<StoredComment> {
    const links = new Set(
      link === undefined
        ? this.ctx
            .memories()
            .filter((memory) => this.ctx.isListed(viewer, memory))
            .map((memory) => memory.shareable_link)
        : [this.ctx.memoryByLink(viewer, link).shareable_link],
    );
    const acknowledged = new Set(this.interactions.rows.traumas.map((row) => row.comment_id));
    const list = this.rows.filter(
      (comment) =>
        !comment.is_private &&
        links.has(comment.memory) &&
        acknowledged.has(comment.id) &&
        (comment.moderation === null || viewer?.username === comment.author),
    );
    return pageOf(
      'meTooComments',
      [...list].sort((a, b) => b.id - a.id),
      page,
    );
  }
}
