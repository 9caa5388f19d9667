import { FIRST_PAGE } from '../constants.ts';
import type { Paged } from '../types.ts';

/**
 * Items per page of each paged list, once: both backends page with these, and the contract
 * checks each list ends where these say.
 *
 * @example
 * PAGE_SIZES.comments; // 20
 */
export const PAGE_SIZES = {
  /** The feed, member pages, tag, hashtag and filtered memory lists. */
  memories: 10,
  /** A memory's comments, oldest first. */
  comments: 20,
  /** 'Me too' comments, newest first. */
  meTooComments: 20,
  /** Raw notifications, newest first. */
  notifications: 20,
  /** Grouped notifications, newest group first. */
  groupedNotifications: 20,
  /** Resonance notifications, per member and memory, newest first. */
  resonanceNotifications: 20,
} as const;

/** One of the paged lists. */
export type PagedList = keyof typeof PAGE_SIZES;

/**
 * The page a request asks for (1 when it asks for none) and the rows it covers.
 *
 * @example
 * pageWindow('comments', 2); // { page: 2, limit: 20, offset: 20 }
 */
export function pageWindow(
  list: PagedList,
  page: number | undefined,
): { page: number; limit: number; offset: number } {
  const size = PAGE_SIZES[list];
  const current = page !== undefined && Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
  return { page: current, limit: size, offset: (current - 1) * size };
}

/**
 * The `Paged<T>` envelope of one page of `list` out of `count` items.
 *
 * @example
 * pageAnswer('memories', rows, 13, 2); // { results: rows, count: 13, total_pages: 2, page: 2 }
 */
export function pageAnswer<T>(list: PagedList, results: T[], count: number, page: number): Paged<T> {
  return { results, count, total_pages: Math.ceil(count / PAGE_SIZES[list]), page };
}

/**
 * One page of a list held whole (a backend that pages in memory, or groups before paging).
 *
 * @example
 * pageOf('groupedNotifications', groups, query.page);
 */
export function pageOf<T>(list: PagedList, items: readonly T[], page: number | undefined): Paged<T> {
  const window = pageWindow(list, page);
  return pageAnswer(
    list,
    items.slice(window.offset, window.offset + window.limit),
    items.length,
    window.page,
  );
}
