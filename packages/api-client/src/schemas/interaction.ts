import * as z from 'zod/mini';
import { REPORT_REMARK_MAX, type ReactionOption } from '../constants.ts';
import type {
  ConnectStatus,
  EmpathyCreatePayload,
  InteractionStatus,
  ReportPayload,
  ResonanceEntry,
  TraumaCreatePayload,
  Vote,
} from '../types.ts';
import {
  flagSchema,
  idSchema,
  looseCountSchema,
  looseIdSchema,
  nonBlankTextMax,
  nonEmptyTextSchema,
  queryIdSchema,
  reactionOptionSchema,
  requestIdSchema,
  type ApiSchema,
} from './common.ts';

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
