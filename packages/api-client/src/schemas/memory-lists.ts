import * as z from 'zod/mini';
import type { FeedItem, Memory, PagedAnswer } from '../types.ts';
import { looseIdSchema, pagedSchema, type ApiSchema } from './common.ts';
import { memorySchema } from './memory.ts';

const memoryPageDefinition = pagedSchema(memorySchema);

/**
 * A page of memories (lists and searches).
 *
 * @example
 * ```ts
 * const page = memoryPageSchema.parse(json);
 * ```
 */
export const memoryPageSchema: ApiSchema<
  PagedAnswer<Memory>,
  z.input<typeof memoryPageDefinition>
> = memoryPageDefinition;

const feedItemDefinition = z.pipe(
  z.object({
    key: z.string(),
    kind: z.enum(['memory', 'comment', 'private_comment', 'me_too']),
    data: z.object({
      id: looseIdSchema,
      shareable_link: z.string(),
      memory: z._default(z.nullable(memorySchema), null),
      comment_id: looseIdSchema,
      private_comment_id: looseIdSchema,
      content: z._default(z.nullable(z.string()), null),
    }),
  }),
  z.transform((item): FeedItem => ({
    key: item.key,
    kind: item.kind,
    data: {
      id: item.data.id,
      shareable_link: item.data.shareable_link,
      memory: item.data.memory,
      comment_id: item.data.comment_id,
      private_comment_id: item.data.private_comment_id,
      content: item.data.content,
    },
  })),
);

/**
 * One feed entry: `{ key, kind, data }`, with the memory in `data.memory` for memory and
 * me-too items. Missing data fields become null.
 *
 * @example
 * ```ts
 * feedItemSchema.parse({ key: 'memory-12', kind: 'memory', data: { shareable_link: 'abc', memory } });
 * ```
 */
export const feedItemSchema: ApiSchema<FeedItem, z.input<typeof feedItemDefinition>> = feedItemDefinition;

const feedPageDefinition = pagedSchema(feedItemSchema);

/**
 * A page of the feed.
 *
 * @example
 * ```ts
 * const feed = feedPageSchema.parse(json);
 * ```
 */
export const feedPageSchema: ApiSchema<
  PagedAnswer<FeedItem>,
  z.input<typeof feedPageDefinition>
> = feedPageDefinition;
