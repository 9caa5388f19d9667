import type { Memory } from './types.ts';

/*
 * When a memory was posted (ours, issue 35). The tag wizard saves a new memory before its writer
 * presses Post (memory-writing §4: "create when not editing"), so the spec's `created` is the
 * moment of that first save, minutes before Post. Members are shown the moment of Post, and lists
 * order by it. The rule that sets it is `postedAtAfterSave` (`/domain`).
 */

/** What {@link memoryPostedAt} and {@link memoryListedAt} read of a memory. */
export type PostingFacts = Pick<Memory, 'created' | 'posted_at'>;

/**
 * When the memory was posted (ISO 8601), the time to show as 'Posted …'; null while it is not
 * posted yet (only its writer can read it then). A memory without `posted_at` (built by hand, or
 * from a backend with no saves before Post) was posted when it was created.
 *
 * @example
 * const posted = memoryPostedAt(memory);
 * const line = posted === null ? 'Not posted yet' : `Posted ${formatRelativeTime(posted, 'en')}`;
 */
export function memoryPostedAt(memory: PostingFacts): string | null {
  return memory.posted_at === undefined ? memory.created : memory.posted_at;
}

/**
 * The moment a list orders a memory by, newest first: when it was posted, or, not posted yet
 * (only its writer lists it), when it was first saved. The reference server orders by the same
 * in SQL (`coalesce(posted_at, created_at)`).
 *
 * @example
 * const newestFirst = [...memories].sort((a, b) => memoryListedAt(b).localeCompare(memoryListedAt(a)));
 */
export function memoryListedAt(memory: PostingFacts): string {
  return memoryPostedAt(memory) ?? memory.created;
}
