import * as z from 'zod/mini';
import { FEEDBACK_LABELS_MAX } from '../constants.ts';
import type { FeedbackResult, UserFeedback } from '../types.ts';
import {
  idSchema,
  labelListSchema,
  looseIdSchema,
  nonEmptyTextSchema,
  queryIdSchema,
  withoutNul,
  type ApiSchema,
} from './common.ts';

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
    z
      .string()
      .check(z.regex(/\S/, 'must not be empty'), z.regex(/^[^,]*$/, 'must not contain a comma'), withoutNul),
  )
  .check(
    z.minLength(1, 'must have at least one label'),
    z.maxLength(FEEDBACK_LABELS_MAX, `must have at most ${FEEDBACK_LABELS_MAX} labels`),
  );

/** One label with something visible in it, no comma; then up to two more after commas: the bound is in the pattern. */
const LABEL = '[^,\\u0000]*[^,\\s\\u0000][^,\\u0000]*';
const queryFeedbackLabelsSchema = z.pipe(
  z
    .string()
    .check(
      z.regex(
        new RegExp(`^${LABEL}(?:,${LABEL}){0,${FEEDBACK_LABELS_MAX - 1}}$`),
        `must be 1 to ${FEEDBACK_LABELS_MAX} comma-joined labels`,
      ),
      withoutNul,
    ),
  z.transform((value: string) => value.split(',')),
);

/** Exactly one of a memory's link and a comment's id, as a check and as the OpenAPI document states it. */
const exactlyOneTarget = [
  z.refine<{ shareable_link?: string | undefined; comment_id?: number | undefined }>(
    (query) => (query.shareable_link === undefined) !== (query.comment_id === undefined),
    'needs exactly one of shareable_link and comment_id',
  ),
  z.meta({
    description: 'Exactly one of `shareable_link` (a memory) and `comment_id` (a comment).',
    oneOf: [{ required: ['shareable_link'] }, { required: ['comment_id'] }],
  }),
] as const;

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
  .check(...exactlyOneTarget);

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
  .check(...exactlyOneTarget);

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
