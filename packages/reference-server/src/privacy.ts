import { and, eq, inArray, or, type SQL } from 'drizzle-orm';

import { memories } from './db/schema.ts';

/** Privacy codes (the api-client's `Privacy`): 0 Public, 1 Only me, 2 Private with a link. */
export const PUBLIC = 0;
export const ONLY_ME = 1;
export const PRIVATE_LINK = 2;

/**
 * Listed anywhere (feeds, search, autocomplete, user pages, counts): Public memories, and the
 * viewer's own. A Private-with-link memory is never listed, not even its hashtags.
 */
export function listableBy(viewerId: number | null): SQL {
  const isPublic = eq(memories.privacy, PUBLIC);
  return viewerId === null ? isPublic : (or(isPublic, eq(memories.userId, viewerId)) as SQL);
}

/** Readable through its shareable link: Public and Private-with-link; Only me for its owner alone. */
export function readableByLink(viewerId: number | null): SQL {
  const open = inArray(memories.privacy, [PUBLIC, PRIVATE_LINK]);
  return viewerId === null ? open : (or(open, eq(memories.userId, viewerId)) as SQL);
}

/** The same rule in code, for a loaded memory row. */
export function canReadByLink(memory: { privacy: number; userId: number }, viewerId: number | null): boolean {
  return memory.privacy !== ONLY_ME || memory.userId === viewerId;
}

/** Combines a condition with the listing rule. */
export function listedAnd(viewerId: number | null, ...conditions: (SQL | undefined)[]): SQL {
  return and(listableBy(viewerId), ...conditions) as SQL;
}
