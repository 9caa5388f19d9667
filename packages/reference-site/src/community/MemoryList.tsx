import { coverMode, type Memory, type Paged, type SafetyPreferences } from '@childhood-memories/api-client';
import { Button, memoryQueryKeys, Spinner } from '@childhood-memories/ui';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

import { useSession } from '../session/SessionProvider.tsx';
import { MemoryCard } from './MemoryCard.tsx';
import { useSafetyPreferences } from './safety.ts';

/** How far below the screen the next page starts loading while scrolling. */
const PRELOAD_MARGIN = '600px';

export interface MemoryListProps {
  /** What the list is (under `memoryQueryKeys.lists`, so every save refreshes it). */
  listKey: readonly unknown[];
  /** Reads one page (from 1). */
  fetchPage: (page: number, signal: AbortSignal) => Promise<Paged<Memory>>;
  /** The first page, read by the server for the first paint; null when it could not be read. */
  firstPage: Paged<Memory> | null;
  /** When the first page was read (ms), so it is not read again at once. */
  readAt: number;
  /** The list's heading, shown above it ('Shared with the community'); the cards' titles go one level under it. */
  heading: string;
  /** A line under the heading, saying who can read what the list holds. */
  lead?: ReactNode;
  /** What an empty list says; null: an empty list is not shown at all, heading included. */
  empty: ReactNode;
}

/**
 * A paged list of memory cards: the next page loads as the reader scrolls near the end, and a
 * real 'Show more memories' button does the same for keyboards and screen readers. A status
 * line says how many are shown; a failed page keeps what is shown and offers to try again.
 */
export function MemoryList({ listKey, fetchPage, firstPage, readAt, heading, lead, empty }: MemoryListProps) {
  const { auth, client } = useSession();
  const filters = useSafetyPreferences(client, auth.isAuthenticated);
  const list = useInfiniteQuery<
    Paged<Memory>,
    Error,
    InfiniteData<Paged<Memory>, number>,
    readonly unknown[],
    number
  >({
    queryKey: [...memoryQueryKeys.lists, 'site', ...listKey],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    ...(firstPage
      ? { initialData: { pages: [firstPage], pageParams: [1] }, initialDataUpdatedAt: readAt }
      : {}),
    staleTime: 30_000,
  });

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const headingId = useId();
  // A list that says nothing when empty (one of the writer's own, on /home) is left out whole.
  if (empty === null && list.data?.pages[0]?.count === 0) return null;
  return (
    <section aria-labelledby={headingId} className="site-memory-list">
      <h2 id={headingId} className="site-section-title">
        {heading}
      </h2>
      {lead ? <p className="site-memory-list-lead">{lead}</p> : null}
      {list.isPending ? (
        <div className="site-list-state">
          <Spinner label="Loading memories" />
        </div>
      ) : list.isError && !list.data ? (
        <div className="site-list-state" role="alert">
          <p>The memories could not be loaded just now. Please try again in a moment.</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Pages
          pages={list.data.pages}
          filters={filters.data}
          signedIn={auth.isAuthenticated}
          empty={empty}
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          isFetchNextPageError={isFetchNextPageError}
          fetchNextPage={() => void fetchNextPage()}
          sentinel={sentinel}
        />
      )}
    </section>
  );
}

function Pages({
  pages,
  filters,
  signedIn,
  empty,
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  fetchNextPage,
  sentinel,
}: {
  pages: Paged<Memory>[];
  filters: SafetyPreferences | undefined;
  signedIn: boolean;
  empty: ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => void;
  sentinel: RefObject<HTMLDivElement | null>;
}) {
  // A memory can move between pages while the reader scrolls (a new one pushes the rest down):
  // each is shown once.
  const seen = new Set<string>();
  const memories = pages
    .flatMap((page) => page.results)
    .filter((memory) => !seen.has(memory.hashId) && Boolean(seen.add(memory.hashId)))
    .filter((memory) => coverMode(memory, filters, signedIn) !== 'hide');
  const total = pages[0]?.count ?? memories.length;

  if (memories.length === 0) return <div className="site-list-state">{empty}</div>;
  return (
    <>
      <ul className="site-memory-cards">
        {memories.map((memory) => (
          <li key={memory.hashId}>
            <MemoryCard memory={memory} filters={filters} signedIn={signedIn} level={3} />
          </li>
        ))}
      </ul>
      <p className="site-list-count" role="status">
        {hasNextPage
          ? `Showing ${memories.length.toLocaleString('en')} of ${total.toLocaleString('en')} memories.`
          : `Showing all ${memories.length.toLocaleString('en')} ${memories.length === 1 ? 'memory' : 'memories'}.`}
      </p>
      <div ref={sentinel} />
      {isFetchNextPageError ? (
        <p className="site-list-error" role="alert">
          More memories could not be loaded. What is shown stays here.
        </p>
      ) : null}
      {hasNextPage ? (
        <Button
          variant="secondary"
          aria-busy={isFetchingNextPage}
          onClick={() => {
            if (!isFetchingNextPage) fetchNextPage();
          }}
        >
          {isFetchingNextPage
            ? 'Loading more memories…'
            : isFetchNextPageError
              ? 'Try again'
              : 'Show more memories'}
        </Button>
      ) : null}
    </>
  );
}
