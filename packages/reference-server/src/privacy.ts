import { canReadMemoryByLink, Privacy } from '@childhood-memories/api-client';
import { and, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';

import { memories } from './db/schema.ts';

/**
 * Listed anywhere (feeds, search, autocomplete, user pages, counts): api-client's
 * `isMemoryListed` in SQL (privacy.test.ts checks every listing against it): Public memories, and the
 * viewer's own. A Private-with-link memory is never listed, not even its hashtags. A member's
 * Safety Filters apply too: a memory carrying a warning they hide is left out of every list
 * (never their own).
 */
export function listableBy(viewerId: number | null): SQL {
  const isPublic = eq(memories.privacy, Privacy.Public);
  if (viewerId === null) return isPublic;
  return or(eq(memories.userId, viewerId), and(isPublic, clearOfHiddenWarnings(viewerId))) as SQL;
}

/**
 * The memory carries none of the content warnings the viewer hides. Written with explicit table
 * names: inside a subquery Drizzle may drop them, and `users.id` must never be read as `memories.id`.
 */
export function clearOfHiddenWarnings(viewer: number | Placeholder): SQL {
  return sql`not exists (select 1 from jsonb_array_elements("memories"."sensitive_topics") as carried(warning) join "users" as reader on reader."id" = ${viewer} where reader."hidden_content_warnings" @> jsonb_build_array(carried.warning))`;
}

/** Readable through its shareable link: Public and Private-with-link; Only me for its owner alone. */
export function readableByLink(viewerId: number | null): SQL {
  const open = inArray(memories.privacy, [Privacy.Public, Privacy.PrivateLink]);
  return viewerId === null ? open : (or(open, eq(memories.userId, viewerId)) as SQL);
}

/** The same rule in code, for a loaded memory row (api-client's `canReadMemoryByLink`). */
export function canReadByLink(memory: { privacy: number; userId: number }, viewerId: number | null): boolean {
  return canReadMemoryByLink(memory, memory.userId === viewerId);
}

/** Combines a condition with the listing rule. */
export function listedAnd(viewerId: number | null, ...conditions: (SQL | undefined)[]): SQL {
  return and(listableBy(viewerId), ...conditions) as SQL;
}
