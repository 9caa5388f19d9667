import * as z from 'zod/mini';
import { COMMENT_MAX, eachTagList, type TagCategory } from '../constants.ts';
import type {
  Comment,
  CommentCreatePayload,
  CommentStatus,
  CommentUpdatePayload,
  MeTooComment,
  PagedAnswer,
  PrivateCommentCreatePayload,
  PrivateCommentUpdatePayload,
} from '../types.ts';
import {
  flagSchema,
  idSchema,
  looseCountSchema,
  looseIdSchema,
  looseTextSchema,
  nonBlankTextMax,
  nonEmptyTextSchema,
  pagedSchema,
  queryIdSchema,
  queryPageSchema,
  requestIdSchema,
  usernameRefSchema,
  type ApiSchema,
} from './common.ts';
import { moderationStateSchema } from './moderation.ts';

/* ───────────── Comments ───────────── */

const commentWireShape = {
  id: z.optional(idSchema),
  comment_id: z.optional(idSchema),
  private_comment_id: z.optional(idSchema),
  content: z.optional(z.nullable(z.string())),
  comment_str: z.optional(z.nullable(z.string())),
  private_comment_str: z.optional(z.nullable(z.string())),
  comment_content: z.optional(z.nullable(z.string())),
  author: z.optional(usernameRefSchema),
  user: z.optional(usernameRefSchema),
  commented_by: z.optional(usernameRefSchema),
  memory: z.optional(z.string()),
  shareable_link: z.optional(z.string()),
  created_at: z.optional(z.string()),
  created: z.optional(z.string()),
  is_private: z.optional(flagSchema),
  count_empathies: looseCountSchema,
  count_users_given_feedback: looseCountSchema,
  count_traumas: looseCountSchema,
  moderation: z.optional(moderationStateSchema),
};

type CommentWire = z.output<z.ZodMiniObject<typeof commentWireShape>>;

const commentChecks = [
  z.refine<CommentWire>(
    (comment: CommentWire) => (comment.id ?? comment.comment_id ?? comment.private_comment_id) !== undefined,
    { message: 'a comment needs an id, comment_id or private_comment_id', path: ['id'] },
  ),
  z.refine<CommentWire>(
    (comment: CommentWire) =>
      [comment.content, comment.comment_str, comment.private_comment_str, comment.comment_content].some(
        (text) => typeof text === 'string',
      ),
    { message: 'a comment needs its content', path: ['content'] },
  ),
  z.refine<CommentWire>(
    (comment: CommentWire) => (comment.author ?? comment.user ?? comment.commented_by) !== undefined,
    {
      message: 'a comment needs its author (user or commented_by)',
      path: ['author'],
    },
  ),
];

function toComment(comment: CommentWire): Comment {
  const isPrivate =
    comment.is_private ??
    (comment.private_comment_id !== undefined || typeof comment.private_comment_str === 'string');
  return {
    id: comment.id ?? comment.comment_id ?? comment.private_comment_id ?? 0,
    content:
      comment.content ?? comment.comment_str ?? comment.private_comment_str ?? comment.comment_content ?? '',
    author: comment.author ?? comment.user ?? comment.commented_by ?? { username: '' },
    memory: comment.memory ?? comment.shareable_link ?? '',
    created_at: comment.created_at ?? comment.created ?? '',
    is_private: isPrivate,
    count_empathies: comment.count_empathies,
    count_users_given_feedback: comment.count_users_given_feedback,
    count_traumas: comment.count_traumas,
    // Only on the writer's own hidden comment: everything else keeps its shape.
    ...(comment.moderation == null ? {} : { moderation: comment.moderation }),
  };
}

const commentDefinition = z.pipe(z.object(commentWireShape).check(...commentChecks), z.transform(toComment));

/**
 * A comment or private comment, whichever variant the server sent, as one {@link Comment}:
 * `id` / `comment_id` / `private_comment_id`, `content` / `comment_str` / `private_comment_str`,
 * `user` / `commented_by` (a username or `{ username }`). A `private_comment_id` or
 * `private_comment_str` marks a private comment unless `is_private` says otherwise.
 *
 * @example
 * ```ts
 * commentSchema.parse({ comment_id: 7, comment_str: 'Me too.', commented_by: 'sam', memory: 'abc', created_at: '2024-05-01T10:00:00Z' });
 * // { id: 7, content: 'Me too.', author: { username: 'sam' }, is_private: false, … }
 * ```
 */
export const commentSchema: ApiSchema<Comment, z.input<typeof commentDefinition>> = commentDefinition;

const commentPageDefinition = pagedSchema(commentSchema);

/**
 * A page of comments.
 *
 * @example
 * ```ts
 * const page = commentPageSchema.parse(json);
 * ```
 */
export const commentPageSchema: ApiSchema<
  PagedAnswer<Comment>,
  z.input<typeof commentPageDefinition>
> = commentPageDefinition;

const meTooCommentDefinition = z.pipe(
  z.object({ ...commentWireShape, memory_title: looseTextSchema }).check(...commentChecks),
  z.transform((comment): MeTooComment => ({ ...toComment(comment), memory_title: comment.memory_title })),
);

/**
 * A 'me too' comment: a comment plus the title of its memory.
 *
 * @example
 * ```ts
 * meTooCommentSchema.parse({ id: 1, content: 'Me too', user: 'sam', memory: 'abc', created_at: '…', memory_title: 'Summer' });
 * ```
 */
export const meTooCommentSchema: ApiSchema<
  MeTooComment,
  z.input<typeof meTooCommentDefinition>
> = meTooCommentDefinition;

const meTooCommentPageDefinition = pagedSchema(meTooCommentSchema);

/**
 * A page of 'me too' comments (`results, count, total_pages`).
 *
 * @example
 * ```ts
 * const page = meTooCommentPageSchema.parse(json);
 * ```
 */
export const meTooCommentPageSchema: ApiSchema<
  PagedAnswer<MeTooComment>,
  z.input<typeof meTooCommentPageDefinition>
> = meTooCommentPageDefinition;

const commentContentSchema = nonBlankTextMax(COMMENT_MAX);

/**
 * Body of `POST /api/v1/comments/create/`: the memory's link and the comment (1-1000 visible characters).
 *
 * @example
 * ```ts
 * commentCreatePayloadSchema.parse({ shareable_link: 'abc', content: 'Thank you for sharing this.' });
 * ```
 */
export const commentCreatePayloadSchema: ApiSchema<CommentCreatePayload, CommentCreatePayload> = z.object({
  shareable_link: nonEmptyTextSchema,
  content: commentContentSchema,
});

/**
 * Body of `POST /api/v1/comments/create/private/`: as a comment, with `comment_content`.
 *
 * @example
 * ```ts
 * privateCommentCreatePayloadSchema.parse({ shareable_link: 'abc', comment_content: 'Only for you.' });
 * ```
 */
export const privateCommentCreatePayloadSchema: ApiSchema<
  PrivateCommentCreatePayload,
  PrivateCommentCreatePayload
> = z.object({
  shareable_link: nonEmptyTextSchema,
  comment_content: commentContentSchema,
});

const emptyTagListSchema = z.array(z.unknown()).check(z.maxLength(0, 'must be empty'));

/**
 * Body of `POST /api/v1/comments/{id}/update/`: the new `content` plus every tag list, empty
 * (as the specification sends it; no `hash_id`).
 *
 * @example
 * ```ts
 * commentUpdatePayloadSchema.parse({ content: 'Edited.', age_ranges: [], feelings: [], … });
 * ```
 */
export const commentUpdatePayloadSchema: ApiSchema<CommentUpdatePayload, CommentUpdatePayload> = z.object({
  content: commentContentSchema,
  ...eachTagList(() => emptyTagListSchema),
});

/** The empty tag lists a comment update carries, one per tag category. */
export function emptyTagLists(): Record<TagCategory, never[]> {
  return eachTagList((): never[] => []);
}

/**
 * Body of `POST /api/v1/comments/update/private/`.
 *
 * @example
 * ```ts
 * privateCommentUpdatePayloadSchema.parse({ private_comment_id: 3, comment_content: 'Edited.' });
 * ```
 */
export const privateCommentUpdatePayloadSchema: ApiSchema<
  PrivateCommentUpdatePayload,
  PrivateCommentUpdatePayload
> = z.object({
  private_comment_id: requestIdSchema,
  comment_content: commentContentSchema,
});

const privateCommentDeleteQueryDefinition = z.object({
  private_comment_id: queryIdSchema,
});

/**
 * `?private_comment_id=` of the private comment deletion.
 *
 * @example
 * ```ts
 * privateCommentDeleteQuerySchema.parse({ private_comment_id: '3' });
 * ```
 */
export const privateCommentDeleteQuerySchema: ApiSchema<
  { private_comment_id: number },
  z.input<typeof privateCommentDeleteQueryDefinition>
> = privateCommentDeleteQueryDefinition;

/**
 * `?shareable_link=&page=` of the comment list.
 *
 * @example
 * ```ts
 * commentListQuerySchema.parse({ shareable_link: 'abc', page: '2' });
 * ```
 */
export const commentListQuerySchema: ApiSchema<{ shareable_link: string; page?: number | undefined }> =
  z.object({
    shareable_link: nonEmptyTextSchema,
    page: z.optional(queryPageSchema),
  });

/**
 * `?shareable_link=&page=` of the 'me too' comments; without a link, the member's own.
 *
 * @example
 * ```ts
 * meTooCommentQuerySchema.parse({ page: '1' });
 * ```
 */
export const meTooCommentQuerySchema: ApiSchema<{
  shareable_link?: string | undefined;
  page?: number | undefined;
}> = z.object({
  shareable_link: z.optional(nonEmptyTextSchema),
  page: z.optional(queryPageSchema),
});

const commentStatusDefinition = z.pipe(
  z.object({
    comment_id: idSchema,
    empathy: z.object({ empathized: flagSchema, empathy_id: looseIdSchema }),
    feedback: z.object({ feedback_given: flagSchema }),
    trauma: z.object({ trauma_acknowledged: flagSchema, trauma_id: looseIdSchema }),
  }),
  z.transform((status): CommentStatus => ({
    comment_id: status.comment_id,
    empathy: { empathized: status.empathy.empathized, empathy_id: status.empathy.empathy_id },
    feedback: { feedback_given: status.feedback.feedback_given },
    trauma: { trauma_acknowledged: status.trauma.trauma_acknowledged, trauma_id: status.trauma.trauma_id },
  })),
);

/**
 * The member's interaction with one comment; flags may come as 0/1.
 *
 * @example
 * ```ts
 * commentStatusSchema.parse({ comment_id: 7, empathy: { empathized: 1, empathy_id: 4 }, feedback: { feedback_given: 0 }, trauma: { trauma_acknowledged: 0, trauma_id: null } });
 * ```
 */
export const commentStatusSchema: ApiSchema<
  CommentStatus,
  z.input<typeof commentStatusDefinition>
> = commentStatusDefinition;
