import {
  canReadMemoryByHashId,
  canReadMemoryByLink,
  Privacy,
  type MemoryAudience,
} from '@childhood-memories/api-client';
import { and, eq, inArray, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';

import { comments, memories } from './db/schema.ts';

/*
 * Moderation (ours, issue 31) on top of the privacy levels: a memory or comment a moderator hid is
 * gone for everyone but its writer (lists, counts, links, interactions, notifications), moderators
 * included: they read it in the queue. The api-client's `isMemoryListed` and
 * `canReadMemoryByLink` know only the privacy levels; the hidden rule is the server's, here.
 */

/** Whether a memory or comment a moderator may have hidden is visible to this viewer: not hidden, or theirs. */
export function notHiddenFrom(
  item: { hiddenAt: Date | null; userId: number },
  viewerId: number | null,
): boolean {
  return item.hiddenAt === null || item.userId === viewerId;
}

/** {@link notHiddenFrom} for memories in SQL. */
export function memoryNotHiddenFrom(viewerId: number | null): SQL {
  return viewerId === null
    ? isNull(memories.hiddenAt)
    : (or(isNull(memories.hiddenAt), eq(memories.userId, viewerId)) as SQL);
}

/** {@link notHiddenFrom} for comments in SQL. */
export function commentNotHiddenFrom(viewerId: number | null): SQL {
  return viewerId === null
    ? isNull(comments.hiddenAt)
    : (or(isNull(comments.hiddenAt), eq(comments.userId, viewerId)) as SQL);
}

/**
 * Listed anywhere (feeds, search, autocomplete, user pages, counts): api-client's
 * `isMemoryListed` in SQL (privacy.test.ts checks every listing against it): Public memories, and the
 * viewer's own. A Private-with-link memory is never listed, not even its hashtags. A member's
 * Safety Filters apply too: a memory carrying a warning they hide is left out of every list
 * (never their own).
 */
export function listableBy(viewerId: number | null): SQL {
  const isPublic = and(eq(memories.privacy, Privacy.Public), isNull(memories.hiddenAt)) as SQL;
  if (viewerId === null) return isPublic;
  return or(eq(memories.userId, viewerId), and(isPublic, clearOfHiddenWarnings(viewerId))) as SQL;
}

/**
 * Who a memory reaches: api-client's `memoryAudience` in SQL (the contract's list cases check
 * every audience against it): not posted yet, Only me or hidden by a moderator, Private with a
 * link, or Public (shared with the community).
 */
export function audienceIs(audience: MemoryAudience): SQL {
  const posted = isNotNull(memories.postedAt);
  switch (audience) {
    case 'unposted':
      return isNull(memories.postedAt);
    case 'only_me':
      return and(posted, or(isNotNull(memories.hiddenAt), eq(memories.privacy, Privacy.OnlyMe))) as SQL;
    case 'link':
      return and(posted, isNull(memories.hiddenAt), eq(memories.privacy, Privacy.PrivateLink)) as SQL;
    case 'community':
      return and(posted, isNull(memories.hiddenAt), eq(memories.privacy, Privacy.Public)) as SQL;
  }
}

/**
 * The feed (api-client's `isMemoryInFeed`): what the viewer may list that is shared with the
 * community, their own included; their memories that are not are on their own lists.
 */
export function inFeedOf(viewerId: number | null): SQL {
  return and(listableBy(viewerId), audienceIs('community')) as SQL;
}

/**
 * The memory carries none of the content warnings the viewer hides. Written with explicit table
 * names: inside a subquery Drizzle may drop them, and `users.id` must never be read as `memories.id`.
 */
export function clearOfHiddenWarnings(viewer: number | Placeholder): SQL {
  return sql`not exists (select 1 from jsonb_array_elements("memories"."sensitive_topics") as carried(warning) join "users" as reader on reader."id" = ${viewer} where reader."hidden_content_warnings" @> jsonb_build_array(carried.warning))`;
}

/** Readable through its shareable link: Public and Private-with-link, not hidden; Only me or hidden for its owner alone. */
export function readableByLink(viewerId: number | null): SQL {
  const open = and(
    inArray(memories.privacy, [Privacy.Public, Privacy.PrivateLink]),
    isNull(memories.hiddenAt),
  );
  return viewerId === null ? (open as SQL) : (or(open, eq(memories.userId, viewerId)) as SQL);
}

/** The same rule in code, for a loaded memory row (api-client's `canReadMemoryByLink`, and not hidden from the viewer). */
export function canReadByLink(
  memory: { privacy: number; userId: number; hiddenAt: Date | null },
  viewerId: number | null,
): boolean {
  return canReadMemoryByLink(memory, memory.userId === viewerId) && notHiddenFrom(memory, viewerId);
}

/** By hashId (api-client's `canReadMemoryByHashId`), and not hidden from the viewer. */
export function canReadByHashId(
  memory: { privacy: number; userId: number; hiddenAt: Date | null },
  viewerId: number | null,
): boolean {
  return canReadMemoryByHashId(memory, memory.userId === viewerId) && notHiddenFrom(memory, viewerId);
}

/** Combines a condition with the listing rule. */
export function listedAnd(viewerId: number | null, ...conditions: (SQL | undefined)[]): SQL {
  return and(listableBy(viewerId), ...conditions) as SQL;
}
