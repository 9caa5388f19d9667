import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  type Mutation,
  type Query,
} from '@tanstack/react-query';
import { useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The `meta` a widget gives a query or mutation whose failure is quiet on screen (already shown
 * calmly, or not worth a word) but must be logged once (spec §8): `{ quietFailure: '…' }`.
 *
 * @example
 * useQuery({ queryKey, queryFn, meta: quietFailure('[memory-editor] last-privacy fetch failed') });
 */
export interface QuietFailureMeta extends Record<string, unknown> {
  quietFailure: string;
}

/** The `meta` that logs a failure once with `message` (see {@link QuietFailureMeta}). */
export function quietFailure(message: string): QuietFailureMeta {
  return { quietFailure: message };
}

function logQuietFailure(meta: Record<string, unknown> | undefined, error: unknown): void {
  const message = meta?.quietFailure;
  if (typeof message === 'string') console.warn(message, error);
}

// Clients whose quiet failures are logged: made by the factory (its caches log), or watched.
const factoryClients = new WeakSet<QueryClient>();
const watchers = new WeakMap<QueryClient, { holders: number; stop: () => void }>();

/**
 * The widgets' TanStack Query client: a calm page (no refetch storm when the person comes back to
 * the tab, one retry) whose caches log every quiet failure once, from its `meta`.
 *
 * @example
 * const queryClient = createWidgetsQueryClient();
 * <WidgetsProvider client={client} queryClient={queryClient}>…</WidgetsProvider>
 */
export function createWidgetsQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => logQuietFailure(query.meta, error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => logQuietFailure(mutation.meta, error),
    }),
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
  factoryClients.add(queryClient);
  return queryClient;
}

/**
 * A host's own QueryClient logs the widgets' quiet failures too: its caches are watched while a
 * provider holds it (once per client, however many providers share it).
 */
function watchQuietFailures(queryClient: QueryClient): () => void {
  if (factoryClients.has(queryClient)) return () => undefined;
  let watcher = watchers.get(queryClient);
  if (watcher === undefined) {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        logQuietFailure((event.query as Query).meta, event.action.error);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && event.mutation !== undefined) {
        logQuietFailure(
          (event.mutation as Mutation<unknown, unknown, unknown, unknown>).meta,
          event.action.error,
        );
      }
    });
    watcher = {
      holders: 0,
      stop: () => {
        stopQueries();
        stopMutations();
      },
    };
    watchers.set(queryClient, watcher);
  }
  const held = watcher;
  held.holders += 1;
  return () => {
    held.holders -= 1;
    if (held.holders > 0) return;
    held.stop();
    watchers.delete(queryClient);
  };
}

/**
 * Provides `queryClient` (the host's) or else the surrounding one, or else a new widgets client:
 * a nested provider shares the outer cache, so every widget on the page sees the same memory.
 */
export function WidgetsQueryProvider({
  queryClient,
  children,
}: {
  queryClient?: QueryClient | undefined;
  children: ReactNode;
}) {
  const outer = useContext(QueryClientContext);
  const [own] = useState(() => ((queryClient ?? outer) ? null : createWidgetsQueryClient()));
  const chosen = queryClient ?? outer ?? own ?? createWidgetsQueryClient();
  useEffect(() => watchQuietFailures(chosen), [chosen]);
  if (chosen === outer) return <>{children}</>;
  return <QueryClientProvider client={chosen}>{children}</QueryClientProvider>;
}
