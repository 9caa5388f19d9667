import * as z from 'zod/mini';

import { MODERATION_NOTE_MAX, ModerationAction, ModerationReason, REVIEW_REQUEST_MAX } from '../constants.ts';
import type {
  ModerationActionPayload,
  ModerationLogEntry,
  ModerationQueueItem,
  ModerationQueueSort,
  ModerationState,
  PagedAnswer,
  ReviewRequestPayload,
} from '../types.ts';
import {
  flagSchema,
  idSchema,
  looseCountSchema,
  looseTextSchema,
  nonBlankTextMax,
  nonEmptyTextSchema,
  pagedSchema,
  privacySchema,
  queryPageSchema,
  requestIdSchema,
  textMax,
  type ApiSchema,
} from './common.ts';

/* ───────────── Moderation (ours) ───────────── */

/**
 * A moderation reason key: one of {@link ModerationReason}'s values.
 *
 * @example
 * ```ts
 * moderationReasonSchema.parse('hurtful');
 * ```
 */
export const moderationReasonSchema: ApiSchema<ModerationReason, ModerationReason> = z.enum(
  Object.values(ModerationReason) as [ModerationReason, ...ModerationReason[]],
  'must be one of the moderation reasons',
);

const moderationActionSchema: ApiSchema<ModerationAction, ModerationAction> = z.enum(
  Object.values(ModerationAction) as [ModerationAction, ...ModerationAction[]],
  'must be hide, restore or dismiss',
);

const moderationStateDefinition = z.object({
  reason: moderationReasonSchema,
  hidden_at: z.string(),
  review_requested: z._default(flagSchema, false),
});

/**
 * The writer's view of their hidden item; `null` when it is not hidden (a memory or comment may
 * also leave the field out).
 *
 * @example
 * ```ts
 * moderationStateSchema.parse({ reason: 'hurtful', hidden_at: '2026-11-26T10:00:00Z', review_requested: false });
 * ```
 */
export const moderationStateSchema: ApiSchema<
  ModerationState | null,
  z.input<typeof moderationStateDefinition> | null
> = z.nullable(moderationStateDefinition);

const queueItemDefinition = z.object({
  key: z.string(),
  kind: z.enum(['memory', 'comment']),
  memory: z.object({
    shareable_link: z.string(),
    hash_id: z.string(),
    author: z.string(),
    created: z.string(),
    privacy: privacySchema,
    readable: flagSchema,
    title: looseTextSchema,
    description: looseTextSchema,
    sensitive_topics: z._default(z.array(idSchema), () => []),
  }),
  comment: z._default(
    z.nullable(
      z.object({ id: idSchema, author: z.string(), content: looseTextSchema, created_at: z.string() }),
    ),
    null,
  ),
  reporters: looseCountSchema,
  reasons: z._default(
    z.array(z.object({ reason_id: idSchema, reason: z.string(), count: looseCountSchema })),
    () => [],
  ),
  remarks: z._default(z.array(z.string()), () => []),
  at_risk: z._default(flagSchema, false),
  first_reported_at: z._default(z.nullable(z.string()), null),
  last_reported_at: z._default(z.nullable(z.string()), null),
  hidden: z._default(
    z.nullable(z.object({ reason: moderationReasonSchema, note: looseTextSchema, hidden_at: z.string() })),
    null,
  ),
  review_request: z._default(z.nullable(z.object({ message: z.string(), created_at: z.string() })), null),
});

/**
 * One item of the moderation queue.
 *
 * @example
 * ```ts
 * const item = moderationQueueItemSchema.parse(json.results[0]);
 * ```
 */
export const moderationQueueItemSchema: ApiSchema<
  ModerationQueueItem,
  z.input<typeof queueItemDefinition>
> = queueItemDefinition;

/**
 * A page of the moderation queue.
 *
 * @example
 * ```ts
 * const page = moderationQueuePageSchema.parse(json);
 * ```
 */
export const moderationQueuePageSchema: ApiSchema<
  PagedAnswer<ModerationQueueItem>,
  PagedAnswer<z.input<typeof queueItemDefinition>>
> = pagedSchema(moderationQueueItemSchema);

const logEntryDefinition = z.object({
  id: idSchema,
  action: moderationActionSchema,
  moderator: z.string(),
  kind: z.enum(['memory', 'comment']),
  memory: z.string(),
  memory_title: looseTextSchema,
  comment: z._default(z.nullable(idSchema), null),
  reason: z._default(z.nullable(moderationReasonSchema), null),
  note: looseTextSchema,
  reports_closed: looseCountSchema,
  created_at: z.string(),
});

/**
 * One entry of the moderation audit log (also the answer to an action).
 *
 * @example
 * ```ts
 * const entry = moderationLogEntrySchema.parse(json);
 * ```
 */
export const moderationLogEntrySchema: ApiSchema<
  ModerationLogEntry,
  z.input<typeof logEntryDefinition>
> = logEntryDefinition;

/**
 * A page of the moderation audit log, newest first.
 *
 * @example
 * ```ts
 * const page = moderationLogPageSchema.parse(json);
 * ```
 */
export const moderationLogPageSchema: ApiSchema<
  PagedAnswer<ModerationLogEntry>,
  PagedAnswer<z.input<typeof logEntryDefinition>>
> = pagedSchema(moderationLogEntrySchema);

const queueQueryDefinition = z.object({
  page: z.optional(queryPageSchema),
  sort: z.optional(z.enum(['newest', 'most_reported'], 'must be newest or most_reported')),
});

/**
 * `?page=&sort=` of the moderation queue.
 *
 * @example
 * ```ts
 * moderationQueueQuerySchema.parse({ sort: 'most_reported' });
 * ```
 */
export const moderationQueueQuerySchema: ApiSchema<
  { page?: number | undefined; sort?: ModerationQueueSort | undefined },
  z.input<typeof queueQueryDefinition>
> = queueQueryDefinition;

const actionPayloadDefinition = z
  .object({
    action: moderationActionSchema,
    memory: nonEmptyTextSchema,
    comment: z.nullable(requestIdSchema),
    reason: z.optional(moderationReasonSchema),
    note: z.optional(textMax(MODERATION_NOTE_MAX)),
  })
  .check(
    z.refine((payload) => payload.action !== ModerationAction.Hide || payload.reason !== undefined, {
      message: 'please choose why it is hidden',
      path: ['reason'],
    }),
  );

/**
 * Body of a moderator's action: hiding needs a reason; the note is at most 500 characters.
 *
 * @example
 * ```ts
 * moderationActionPayloadSchema.parse({ action: 'hide', memory: 'abc', comment: 12, reason: 'hurtful' });
 * ```
 */
export const moderationActionPayloadSchema: ApiSchema<ModerationActionPayload, ModerationActionPayload> =
  actionPayloadDefinition as ApiSchema<ModerationActionPayload, ModerationActionPayload>;

/**
 * Body of the writer's request for a review: a message of 1 to 1000 visible characters.
 *
 * @example
 * ```ts
 * reviewRequestPayloadSchema.parse({ memory: 'abc', comment: null, message: 'Please look again.' });
 * ```
 */
export const reviewRequestPayloadSchema: ApiSchema<ReviewRequestPayload, ReviewRequestPayload> = z.object({
  memory: nonEmptyTextSchema,
  comment: z.nullable(requestIdSchema),
  message: nonBlankTextMax(REVIEW_REQUEST_MAX),
});
