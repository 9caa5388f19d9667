import * as z from 'zod/mini';

import {
  COMMENT_MAX,
  FEEDBACK_LABELS_MAX,
  REPORT_REMARK_MAX,
  TAG_CATEGORIES,
  type ReactionOption,
} from '../constants.ts';
import type {
  Comment,
  CommentCreatePayload,
  CommentStatus,
  CommentUpdatePayload,
  ConnectStatus,
  EmpathyCreatePayload,
  FeedbackResult,
  InteractionStatus,
  MeTooComment,
  PagedAnswer,
  PrivateCommentCreatePayload,
  PrivateCommentUpdatePayload,
  ReportPayload,
  ResonanceEntry,
  TraumaCreatePayload,
  UserFeedback,
  Vote,
} from '../types.ts';
import {
  flagSchema,
  idSchema,
  labelListSchema,
  looseCountSchema,
  looseIdSchema,
  looseTextSchema,
  nonBlankTextMax,
  nonEmptyTextSchema,
  pagedSchema,
  queryIdSchema,
  queryPageSchema,
  reactionOptionSchema,
  requestIdSchema,
  usernameRefSchema,
  withoutNul,
  type ApiSchema,
} from './common.ts';

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
  age_ranges: emptyTagListSchema,
  sibling: emptyTagListSchema,
  risk_factor: emptyTagListSchema,
  persons_actions: emptyTagListSchema,
  chronic_adverse_events: emptyTagListSchema,
  sudden_adverse_events: emptyTagListSchema,
  feelings: emptyTagListSchema,
  needs: emptyTagListSchema,
  thoughts: emptyTagListSchema,
  impacts: emptyTagListSchema,
  childhood_effects_emotions: emptyTagListSchema,
  childhood_effects_health: emptyTagListSchema,
  childhood_effects_social: emptyTagListSchema,
});

/** The empty tag lists a comment update carries, one per tag category. */
export function emptyTagLists(): Record<(typeof TAG_CATEGORIES)[number], never[]> {
  const lists = {} as Record<(typeof TAG_CATEGORIES)[number], never[]>;
  for (const category of TAG_CATEGORIES) lists[category] = [];
  return lists;
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

/* ───────────── Empathy, trauma, save ───────────── */

/**
 * Body of `POST /api/v1/empathy/new/`: `comment_id` is '' for the memory itself.
 *
 * @example
 * ```ts
 * empathyCreatePayloadSchema.parse({ shareable_link: 'abc', comment_id: '' });
 * ```
 */
export const empathyCreatePayloadSchema: ApiSchema<EmpathyCreatePayload, EmpathyCreatePayload> = z.object({
  shareable_link: nonEmptyTextSchema,
  comment_id: z.union([z.literal(''), requestIdSchema]),
});

const empathyCreatedDefinition = z.object({
  data: z.object({ empathy_id: idSchema }),
});

/**
 * Answer of `POST /api/v1/empathy/new/`: `{ data: { empathy_id } }`.
 *
 * @example
 * ```ts
 * empathyCreatedSchema.parse({ data: { empathy_id: 41 } });
 * ```
 */
export const empathyCreatedSchema: ApiSchema<
  { data: { empathy_id: number } },
  z.input<typeof empathyCreatedDefinition>
> = empathyCreatedDefinition;

/**
 * Body of `POST /api/v1/empathy/delete/`.
 *
 * @example
 * ```ts
 * empathyDeletePayloadSchema.parse({ empathy_id: 41 });
 * ```
 */
export const empathyDeletePayloadSchema: ApiSchema<{ empathy_id: number }, { empathy_id: number }> = z.object(
  { empathy_id: requestIdSchema },
);

/**
 * Body of `POST /api/v1/trauma/new/`: acknowledging the trauma a comment shares.
 *
 * @example
 * ```ts
 * traumaCreatePayloadSchema.parse({ shareable_link: 'abc', comment_id: 7 });
 * ```
 */
export const traumaCreatePayloadSchema: ApiSchema<TraumaCreatePayload, TraumaCreatePayload> = z.object({
  shareable_link: nonEmptyTextSchema,
  comment_id: requestIdSchema,
});

const traumaCreatedDefinition = z.object({
  data: z.object({ trauma_id: idSchema }),
});

/**
 * Answer of `POST /api/v1/trauma/new/`: `{ data: { trauma_id } }`.
 *
 * @example
 * ```ts
 * traumaCreatedSchema.parse({ data: { trauma_id: 5 } });
 * ```
 */
export const traumaCreatedSchema: ApiSchema<
  { data: { trauma_id: number } },
  z.input<typeof traumaCreatedDefinition>
> = traumaCreatedDefinition;

/**
 * Body of `POST /api/v1/trauma/delete/`.
 *
 * @example
 * ```ts
 * traumaDeletePayloadSchema.parse({ trauma_id: 5 });
 * ```
 */
export const traumaDeletePayloadSchema: ApiSchema<{ trauma_id: number }, { trauma_id: number }> = z.object({
  trauma_id: requestIdSchema,
});

/**
 * Body of `POST /api/v1/save/new/`.
 *
 * @example
 * ```ts
 * saveCreatePayloadSchema.parse({ shareable_link: 'abc' });
 * ```
 */
export const saveCreatePayloadSchema: ApiSchema<{ shareable_link: string }, { shareable_link: string }> =
  z.object({ shareable_link: nonEmptyTextSchema });

const saveCreatedDefinition = z.object({
  data: z.object({ save_id: idSchema }),
});

/**
 * Answer of `POST /api/v1/save/new/`: `{ data: { save_id } }`.
 *
 * @example
 * ```ts
 * saveCreatedSchema.parse({ data: { save_id: 9 } });
 * ```
 */
export const saveCreatedSchema: ApiSchema<
  { data: { save_id: number } },
  z.input<typeof saveCreatedDefinition>
> = saveCreatedDefinition;

const saveDeleteQueryDefinition = z.object({ save_id: queryIdSchema });

/**
 * `?save_id=` of `GET /api/v1/save/delete`.
 *
 * @example
 * ```ts
 * saveDeleteQuerySchema.parse({ save_id: '9' });
 * ```
 */
export const saveDeleteQuerySchema: ApiSchema<
  { save_id: number },
  z.input<typeof saveDeleteQueryDefinition>
> = saveDeleteQueryDefinition;

/* ───────────── Reactions ───────────── */

const queryReactionOptionSchema = z.pipe(
  z.enum(['1', '2', '3', '4', '5', '6']),
  z.transform((value: '1' | '2' | '3' | '4' | '5' | '6') => Number(value) as ReactionOption),
);

/**
 * `?shareable_link=&reaction_option_id=` of `GET /api/v1/reaction/new-reaction/`.
 *
 * @example
 * ```ts
 * reactionCreateQuerySchema.parse({ shareable_link: 'abc', reaction_option_id: '4' });
 * ```
 */
export const reactionCreateQuerySchema: ApiSchema<{
  shareable_link: string;
  reaction_option_id: ReactionOption;
}> = z.object({
  shareable_link: nonEmptyTextSchema,
  reaction_option_id: queryReactionOptionSchema,
});

/**
 * `?reaction_id=&reaction_option_id=` of `GET /api/v1/reaction/update/`.
 *
 * @example
 * ```ts
 * reactionUpdateQuerySchema.parse({ reaction_id: '12', reaction_option_id: '2' });
 * ```
 */
export const reactionUpdateQuerySchema: ApiSchema<{
  reaction_id: number;
  reaction_option_id: ReactionOption;
}> = z.object({
  reaction_id: queryIdSchema,
  reaction_option_id: queryReactionOptionSchema,
});

const reactionDeleteQueryDefinition = z.object({
  reaction_id: queryIdSchema,
});

/**
 * `?reaction_id=` of `GET /api/v1/reaction/delete/`.
 *
 * @example
 * ```ts
 * reactionDeleteQuerySchema.parse({ reaction_id: '12' });
 * ```
 */
export const reactionDeleteQuerySchema: ApiSchema<
  { reaction_id: number },
  z.input<typeof reactionDeleteQueryDefinition>
> = reactionDeleteQueryDefinition;

/**
 * Answer of a new or updated reaction: `{ reaction_id, reaction_option_id }`.
 *
 * @example
 * ```ts
 * reactionSchema.parse({ reaction_id: 12, reaction_option_id: 4 });
 * ```
 */
export const reactionSchema: ApiSchema<{ reaction_id: number; reaction_option_id: ReactionOption }> =
  z.object({ reaction_id: idSchema, reaction_option_id: reactionOptionSchema });

/* ───────────── Resonance ('me too' on a tag) ───────────── */

/**
 * `?memory_tag_id=&shareable_link=` of `GET /api/v1/resonance/new/`.
 *
 * @example
 * ```ts
 * resonanceCreateQuerySchema.parse({ memory_tag_id: '30', shareable_link: 'abc' });
 * ```
 */
export const resonanceCreateQuerySchema: ApiSchema<{ memory_tag_id: number; shareable_link: string }> =
  z.object({
    memory_tag_id: queryIdSchema,
    shareable_link: nonEmptyTextSchema,
  });

const resonanceDefinition = z.object({
  resonance_id: idSchema,
  memory_tag_id: idSchema,
});

/**
 * Answer of `GET /api/v1/resonance/new/`: `{ resonance_id, memory_tag_id }`.
 *
 * @example
 * ```ts
 * resonanceSchema.parse({ resonance_id: 77, memory_tag_id: 30 });
 * ```
 */
export const resonanceSchema: ApiSchema<
  { resonance_id: number; memory_tag_id: number },
  z.input<typeof resonanceDefinition>
> = resonanceDefinition;

const resonanceDeleteQueryDefinition = z.object({
  resonance_id: queryIdSchema,
});

/**
 * `?resonance_id=` of `GET /api/v1/resonance/delete/`.
 *
 * @example
 * ```ts
 * resonanceDeleteQuerySchema.parse({ resonance_id: '77' });
 * ```
 */
export const resonanceDeleteQuerySchema: ApiSchema<
  { resonance_id: number },
  z.input<typeof resonanceDeleteQueryDefinition>
> = resonanceDeleteQueryDefinition;

const resonanceEntryDefinition = z.pipe(
  z.object({
    memory_tag_id: idSchema,
    resonated: flagSchema,
    count_resonances: looseCountSchema,
    resonance_id: looseIdSchema,
  }),
  z.transform((entry): ResonanceEntry => ({
    memory_tag_id: entry.memory_tag_id,
    resonated: entry.resonated ? 1 : 0,
    count_resonances: entry.count_resonances,
    resonance_id: entry.resonance_id,
  })),
);

/**
 * One tag's resonance for the signed-in member; `resonated` may come as a boolean.
 *
 * @example
 * ```ts
 * resonanceEntrySchema.parse({ memory_tag_id: 30, resonated: 1, count_resonances: 4, resonance_id: 77 });
 * ```
 */
export const resonanceEntrySchema: ApiSchema<
  ResonanceEntry,
  z.input<typeof resonanceEntryDefinition>
> = resonanceEntryDefinition;

/* ───────────── Praise feedback ───────────── */

/**
 * The labels of one feedback: 1 to 3, each visible text without commas (they are comma-joined
 * on the wire).
 *
 * @example
 * ```ts
 * feedbackLabelsSchema.parse(['Brave', 'Honest']);
 * ```
 */
export const feedbackLabelsSchema: ApiSchema<string[], string[]> = z
  .array(
    z.string().check(
      z.refine((label) => label.trim().length > 0, 'must not be empty'),
      z.refine((label) => !label.includes(','), 'must not contain a comma'),
      withoutNul,
    ),
  )
  .check(
    z.minLength(1, 'must have at least one label'),
    z.maxLength(FEEDBACK_LABELS_MAX, `must have at most ${FEEDBACK_LABELS_MAX} labels`),
  );

const queryFeedbackLabelsSchema = z.pipe(
  z.string().check(
    z.refine((value) => {
      const labels = value.split(',');
      return (
        labels.length >= 1 &&
        labels.length <= FEEDBACK_LABELS_MAX &&
        labels.every((label) => label.trim() !== '')
      );
    }, `must be 1 to ${FEEDBACK_LABELS_MAX} comma-joined labels`),
    withoutNul,
  ),
  z.transform((value: string) => value.split(',')),
);

/**
 * `?feedback=a,b&shareable_link=` or `?feedback=a,b&comment_id=` of `POST /api/v1/feedback/new`:
 * exactly one of the memory's link and the comment's id.
 *
 * @example
 * ```ts
 * feedbackCreateQuerySchema.parse({ feedback: 'Brave,Honest', shareable_link: 'abc' });
 * ```
 */
export const feedbackCreateQuerySchema: ApiSchema<{
  feedback: string[];
  shareable_link?: string | undefined;
  comment_id?: number | undefined;
}> = z
  .object({
    feedback: queryFeedbackLabelsSchema,
    shareable_link: z.optional(nonEmptyTextSchema),
    comment_id: z.optional(queryIdSchema),
  })
  .check(
    z.refine(
      (query) => (query.shareable_link === undefined) !== (query.comment_id === undefined),
      'needs exactly one of shareable_link and comment_id',
    ),
  );

/**
 * `?feedback=&shareable_link=&feedback_id=` of `POST /api/v1/feedback/update`.
 *
 * @example
 * ```ts
 * feedbackUpdateQuerySchema.parse({ feedback: 'Kind', shareable_link: 'abc', feedback_id: '3' });
 * ```
 */
export const feedbackUpdateQuerySchema: ApiSchema<{
  feedback: string[];
  shareable_link: string;
  feedback_id: number;
}> = z.object({
  feedback: queryFeedbackLabelsSchema,
  shareable_link: nonEmptyTextSchema,
  feedback_id: queryIdSchema,
});

const feedbackDeleteQueryDefinition = z.object({
  feedback_id: queryIdSchema,
});

/**
 * `?feedback_id=` of `GET /api/v1/feedback/delete`.
 *
 * @example
 * ```ts
 * feedbackDeleteQuerySchema.parse({ feedback_id: '3' });
 * ```
 */
export const feedbackDeleteQuerySchema: ApiSchema<
  { feedback_id: number },
  z.input<typeof feedbackDeleteQueryDefinition>
> = feedbackDeleteQueryDefinition;

const feedbackResultDefinition = z.pipe(
  z.object({ feedback_id: idSchema, labels: labelListSchema }),
  z.transform((result): FeedbackResult => ({ feedback_id: result.feedback_id, labels: result.labels })),
);

/**
 * Answer of a new or updated feedback: its id and labels (an array or comma-joined).
 *
 * @example
 * ```ts
 * feedbackResultSchema.parse({ feedback_id: 3, labels: 'Brave,Honest' }); // labels: ['Brave', 'Honest']
 * ```
 */
export const feedbackResultSchema: ApiSchema<
  FeedbackResult,
  z.input<typeof feedbackResultDefinition>
> = feedbackResultDefinition;

/**
 * `?shareable_link=` or `?comment_id=` of the member's feedback.
 *
 * @example
 * ```ts
 * userFeedbackQuerySchema.parse({ comment_id: '7' });
 * ```
 */
export const userFeedbackQuerySchema: ApiSchema<{
  shareable_link?: string | undefined;
  comment_id?: number | undefined;
}> = z
  .object({
    shareable_link: z.optional(nonEmptyTextSchema),
    comment_id: z.optional(queryIdSchema),
  })
  .check(
    z.refine(
      (query) => (query.shareable_link === undefined) !== (query.comment_id === undefined),
      'needs exactly one of shareable_link and comment_id',
    ),
  );

const userFeedbackDefinition = z.pipe(
  z.object({
    feedback_list: z._default(
      z.array(
        z.object({
          feedback_id: idSchema,
          labels: z._default(labelListSchema, () => []),
          comment_id: looseIdSchema,
        }),
      ),
      () => [],
    ),
  }),
  z.transform((feedback): UserFeedback => ({
    feedback_list: feedback.feedback_list.map((item) => ({
      feedback_id: item.feedback_id,
      labels: item.labels,
      comment_id: item.comment_id,
    })),
  })),
);

/**
 * The member's feedback on a memory or comment: `feedback_list` of `{ feedback_id, labels, comment_id }`.
 *
 * @example
 * ```ts
 * userFeedbackSchema.parse({ feedback_list: [{ feedback_id: 3, labels: ['Brave'] }] });
 * ```
 */
export const userFeedbackSchema: ApiSchema<
  UserFeedback,
  z.input<typeof userFeedbackDefinition>
> = userFeedbackDefinition;

/* ───────────── Status, report, votes, connect ───────────── */

const interactionStatusDefinition = z.pipe(
  z.object({
    shareable_link: z.string(),
    empathy_id: looseIdSchema,
    reaction_id: looseIdSchema,
    reaction_option_id: z._default(z.nullable(reactionOptionSchema), null),
    save_id: looseIdSchema,
    feedback_ids: z._default(z.array(idSchema), () => []),
    resonances: z._default(z.array(resonanceEntrySchema), () => []),
  }),
  z.transform((status): InteractionStatus => ({
    shareable_link: status.shareable_link,
    empathy_id: status.empathy_id,
    reaction_id: status.reaction_id,
    reaction_option_id: status.reaction_option_id,
    save_id: status.save_id,
    feedback_ids: status.feedback_ids,
    resonances: status.resonances,
  })),
);

/**
 * The member's interaction with one memory: empathy, reaction, save, feedback ids and the
 * resonance on each tag. Missing ids become null, missing lists [].
 *
 * @example
 * ```ts
 * interactionStatusSchema.parse({ shareable_link: 'abc', empathy_id: 41, reaction_id: null, reaction_option_id: null, save_id: null, feedback_ids: [], resonances: [] });
 * ```
 */
export const interactionStatusSchema: ApiSchema<
  InteractionStatus,
  z.input<typeof interactionStatusDefinition>
> = interactionStatusDefinition;

/**
 * Body of the report (`POST /guide/`): `memory` is the memory's link, `metoo` the comment's id
 * (null for the memory), `reason` a reason id, `remark` (1-250 visible characters) only for 'Other'.
 *
 * @example
 * ```ts
 * reportPayloadSchema.parse({ memory: 'abc', metoo: null, reason: 2 });
 * ```
 */
export const reportPayloadSchema: ApiSchema<ReportPayload, ReportPayload> = z.object({
  memory: nonEmptyTextSchema,
  metoo: z.nullable(requestIdSchema),
  reason: requestIdSchema,
  remark: z.optional(nonBlankTextMax(REPORT_REMARK_MAX)),
});

const voteListDefinition = z.array(z.object({ shareable_link: z.string(), vote_id: idSchema }));

/**
 * The member's votes.
 *
 * @example
 * ```ts
 * voteListSchema.parse([{ shareable_link: 'abc', vote_id: 2 }]);
 * ```
 */
export const voteListSchema: ApiSchema<Vote[], z.input<typeof voteListDefinition>> = voteListDefinition;

const connectStatusQueryDefinition = z.object({
  shareable_link: nonEmptyTextSchema,
});

/**
 * `?shareable_link=` of the connect status.
 *
 * @example
 * ```ts
 * connectStatusQuerySchema.parse({ shareable_link: 'abc' });
 * ```
 */
export const connectStatusQuerySchema: ApiSchema<
  { shareable_link: string },
  z.input<typeof connectStatusQueryDefinition>
> = connectStatusQueryDefinition;

const connectStatusDefinition = z.pipe(
  z.object({
    shareable_link: z.string(),
    connected: flagSchema,
    linked_memories: z._default(z.array(z.string()), () => []),
  }),
  z.transform((status): ConnectStatus => ({
    shareable_link: status.shareable_link,
    connected: status.connected,
    linked_memories: status.linked_memories,
  })),
);

/**
 * Whether the member's memories are connected to this memory.
 *
 * @example
 * ```ts
 * connectStatusSchema.parse({ shareable_link: 'abc', connected: true, linked_memories: ['def'] });
 * ```
 */
export const connectStatusSchema: ApiSchema<
  ConnectStatus,
  z.input<typeof connectStatusDefinition>
> = connectStatusDefinition;
