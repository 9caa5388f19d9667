/* Shapes shared by every list of the API. */

/**
 * A page of a paged list. Pages are numbered from 1; `total_pages` is 0 for an empty list.
 *
 * @example
 * ```ts
 * const hasMore = (page: Paged<Memory>) => page.page < page.total_pages;
 * ```
 */
export interface Paged<T> {
  results: T[];
  /** Items across all pages. */
  count: number;
  total_pages: number;
  /** This page's number, from 1. */
  page: number;
}

/**
 * A page as a server may answer it: `page` may be left out (the specification's me-too shape);
 * the client then fills in the page it asked for.
 *
 * @example
 * ```ts
 * const answer: PagedAnswer<Vote> = { results: [], count: 0, total_pages: 0 };
 * ```
 */
export type PagedAnswer<T> = Omit<Paged<T>, 'page'> & { page?: number | undefined };

/* ───────────── Reference data ───────────── */
