import * as z from 'zod/mini';

import {
  FIRST_PAGE,
  ID_MAX,
  MemoryType,
  PAGE_MAX,
  Privacy,
  ReactionOption,
  TAG_TYPES,
} from '../constants.ts';
import type { PagedAnswer } from '../types.ts';

/*
 * Building blocks shared by every schema. Request schemas are strict and carry the
 * specification's bounds; response schemas tolerate unknown extra fields (objects strip them)
 * and normalise the variants the server may send. Every transform sits inside a pipe, so
 * `z.toJSONSchema(schema, { io: 'input' })` describes every schema (the server's OpenAPI).
 */

/**
 * A schema whose parsed output is `Output` and whose input is `Input` (unknown where the wire
 * may carry variants). Every exported schema is declared with it, so declaration files name
 * the documented types instead of spelling out zod's internals.
 *
 * @example
 * ```ts
 * const schema: ApiSchema<Comment> = commentSchema;
 * ```
 */
export type ApiSchema<Output, Input = unknown> = z.ZodMiniType<Output, Input>;

/** A database id as a server sends it. */
export const idSchema = z.int();

/** An id a client sends: a positive integer that fits the server's integer columns. */
export const requestIdSchema = z
  .int()
  .check(z.positive('must be a positive id'), z.lte(ID_MAX, `must be at most ${ID_MAX}`));

/**
 * Text a server can store: PostgreSQL refuses U+0000 in text, so no request text may hold it
 * (a field message instead of a database error).
 */
// A pattern rather than a refinement, so the OpenAPI document states it too.
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what it refuses
export const withoutNul = z.regex(/^[^\u0000]*$/, 'must not contain the NUL character (U+0000)');

/** Any text a client sends, without U+0000 and without another bound. */
export const requestTextSchema = z.string().check(withoutNul);

/** A text with at most `max` characters. */
export function textMax(max: number) {
  return z.string().check(z.maxLength(max, `must be at most ${max} characters`), withoutNul);
}

/** A text with visible characters and at most `max` characters. */
export function nonBlankTextMax(max: number) {
  return z
    .string()
    .check(
      z.maxLength(max, `must be at most ${max} characters`),
      z.regex(/\S/, 'must not be empty'),
      withoutNul,
    );
}

/** A non-empty text without an upper bound the specification names (ids, links, tokens). */
export const nonEmptyTextSchema = z.string().check(z.minLength(1, 'must not be empty'), withoutNul);

/**
 * Memory type 1, 2 or 3.
 *
 * @example
 * ```ts
 * memoryTypeSchema.parse(MemoryType.Happy);
 * ```
 */
export const memoryTypeSchema: ApiSchema<MemoryType, MemoryType> = z.literal([
  MemoryType.Happy,
  MemoryType.Bittersweet,
  MemoryType.Unhappy,
]);

/**
 * Privacy 0 (public), 1 (only me) or 2 (private with a link).
 *
 * @example
 * ```ts
 * privacySchema.parse(Privacy.PrivateLink);
 * ```
 */
export const privacySchema: ApiSchema<Privacy, Privacy> = z.literal([
  Privacy.Public,
  Privacy.OnlyMe,
  Privacy.PrivateLink,
]);

/**
 * Reaction option 1 to 6.
 *
 * @example
 * ```ts
 * reactionOptionSchema.parse(ReactionOption.Empathy);
 * ```
 */
export const reactionOptionSchema: ApiSchema<ReactionOption, ReactionOption> = z.literal([
  ReactionOption.Compassion,
  ReactionOption.Like,
  ReactionOption.Sad,
  ReactionOption.Love,
  ReactionOption.BeStrong,
  ReactionOption.Empathy,
]);

/** A yes/no the server may send as a boolean or as 0/1 (0 means no); always a boolean out. */
export const flagSchema = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((value: boolean | 0 | 1) => value === true || value === 1),
);

/** A username sent as a string or as `{ username }`; always `{ username }` out. */
export const usernameRefSchema = z.pipe(
  z.union([z.string(), z.object({ username: z.string() })]),
  z.transform((value: string | { username: string }) => ({
    username: typeof value === 'string' ? value : value.username,
  })),
);

/** A username sent as a string or as `{ username }`; always the string out. */
export const usernameSchema = z.pipe(
  usernameRefSchema,
  z.transform((value: { username: string }) => value.username),
);

/** A temporary photo id sent as a string or a number; always a string out. */
export const tempIdSchema = z.pipe(
  z.union([z.string(), z.int()]),
  z.transform((value: string | number) => String(value)),
);

/** A list of labels sent as an array or as one comma-joined string; always an array out. */
export const labelListSchema = z.pipe(
  z.union([z.array(z.string()), z.string()]),
  z.transform((value: string[] | string) =>
    (typeof value === 'string' ? value.split(',') : value).map((label) => label.trim()).filter(Boolean),
  ),
);

/** An optional text the server may leave out or send as null; '' out. */
export const looseTextSchema = z._default(
  z.pipe(
    z.nullable(z.string()),
    z.transform((value: string | null) => value ?? ''),
  ),
  '',
);

/** An optional count the server may leave out or send as null; 0 out. */
export const looseCountSchema = z._default(
  z.pipe(
    z.nullable(z.int()),
    z.transform((value: number | null) => value ?? 0),
  ),
  0,
);

/** An optional id the server may leave out; null out. */
export const looseIdSchema = z._default(z.nullable(idSchema), null);

/** The fields of a page, for schemas that add their own (such as `unseen_count`). */
export function pagedShape<Item extends z.ZodMiniType>(item: Item) {
  return {
    results: z.array(item),
    count: z.int().check(z.nonnegative()),
    total_pages: z.int().check(z.nonnegative()),
    page: z.optional(z.int().check(z.gte(FIRST_PAGE))),
  };
}

/**
 * A page of a paged list: `{ results, count, total_pages, page }`. `page` may be left out by
 * older servers; the client then fills in the page it asked for.
 *
 * @example
 * ```ts
 * const votePageSchema = pagedSchema(z.object({ shareable_link: z.string(), vote_id: z.int() }));
 * ```
 */
export function pagedSchema<Item extends z.ZodMiniType>(
  item: Item,
): ApiSchema<PagedAnswer<z.output<Item>>, PagedAnswer<z.input<Item>>> {
  return z.object(pagedShape(item));
}

/* ───────────── Query strings ─────────────
 * Query schemas describe what arrives in the URL: strings. The client serialises its typed
 * arguments to strings and checks them with the same schema a server parses them with.
 */

/**
 * A pattern of the whole numbers 1 to `max` written without leading zeros: the bound is in the
 * pattern itself, so the OpenAPI document states it (a refinement would be invisible there).
 *
 * @example
 * ```ts
 * upToPattern(250).test('251'); // false
 * ```
 */
export function upToPattern(max: number): RegExp {
  const digits = String(max);
  const alternatives = digits.length > 1 ? [`[1-9]\\d{0,${digits.length - 2}}`] : [];
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    const rest = digits.length - index - 1;
    const low = index === 0 ? 1 : 0;
    if (digit > low)
      alternatives.push(`${digits.slice(0, index)}[${low}-${digit - 1}]${rest > 0 ? `\\d{${rest}}` : ''}`);
  }
  alternatives.push(digits);
  return new RegExp(`^(?:${alternatives.join('|')})$`);
}

/** A positive integer in a query string (or a path), at most {@link ID_MAX}. */
export const queryIdSchema = z.pipe(
  z
    .string()
    .check(
      z.regex(/^[1-9]\d*$/, 'must be a positive whole number'),
      z.regex(upToPattern(ID_MAX), `must be at most ${ID_MAX}`),
    ),
  z.transform((value: string) => Number(value)),
);

/** A page number (from 1) in a query string, at most {@link PAGE_MAX}. */
export const queryPageSchema = z.pipe(
  z
    .string()
    .check(
      z.regex(/^[1-9]\d*$/, 'must be a positive whole number'),
      z.regex(upToPattern(PAGE_MAX), `must be at most ${PAGE_MAX}`),
    ),
  z.transform((value: string) => Number(value)),
);

/** A tag type of tag search (`TAG_TYPES`): an enum the OpenAPI document lists. */
export const tagTypeSchema = z.enum(TAG_TYPES, 'must be one of the tag types');

/** `true` or `false` in a query string. */
export const queryBooleanSchema = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value: 'true' | 'false') => value === 'true'),
);

/** A memory type (`mt`) in a query string: 1, 2 or 3. */
export const queryMemoryTypeSchema = z.pipe(
  z.enum(['1', '2', '3']),
  z.transform((value: '1' | '2' | '3') => Number(value) as MemoryType),
);

const pageQueryDefinition = z.object({
  page: z.optional(queryPageSchema),
});

/**
 * `?page=` of every paged list.
 *
 * @example
 * ```ts
 * pageQuerySchema.parse({ page: '2' }); // { page: 2 }
 * ```
 */
export const pageQuerySchema: ApiSchema<
  { page?: number | undefined },
  z.input<typeof pageQueryDefinition>
> = pageQueryDefinition;
