import {
  FIRST_PAGE,
  type Notification,
  type NotificationPage,
  type NotificationsBellClient,
} from '@childhood-memories/api-client';
import { memoryQueryKeys, quietFailure } from '@childhood-memories/ui';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { POLL_INTERVAL_MS } from './constants.ts';
import { bellItems, headerUnread, type BellPage } from './items.ts';

/** The bell's TanStack Query keys, under the widgets' shared root. */
export const bellQueryKeys = {
  poll: [...memoryQueryKeys.all, 'notifications', 'poll'] as const,
  pages: [...memoryQueryKeys.all, 'notifications', 'pages'] as const,
};

type Poll = NotificationPage<Notification>;

/** What tabs of one browser tell each other. */
type BellMessage =
  { type: 'poll'; poll: Poll; at: number } | { type: 'seen' } | { type: 'read'; ids: number[] };

function openChannel(name: string): BroadcastChannel | null {
  const Channel = globalThis.BroadcastChannel;
  if (typeof Channel !== 'function') return null;
  try {
    return new Channel(name);
  } catch {
    return null;
  }
}

/**
 * The poll: the first page of raw notifications (with `unseen_count`) every 30 000 ms, first
 * 1 s after `routeKey` changes (`readyFor`, from {@link useRouteReady}), paused while the tab is hidden (TanStack Query's
 * `refetchInterval` stops in the background) and caught up on focus. The client's ETag makes an
 * unchanged poll a 304. Tabs of one browser share it over a BroadcastChannel: a tab that heard
 * a fresh poll from another skips its own network call.
 */
export function useNotificationPoll(
  client: NotificationsBellClient,
  readyFor: string | null,
  enabled: boolean,
  channelName: string,
) {
  const queryClient = useQueryClient();
  const heardAt = useRef(0);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    const opened = openChannel(channelName);
    channel.current = opened;
    if (!opened) return undefined;
    opened.onmessage = (event: MessageEvent<BellMessage>) => {
      const message = event.data;
      if (message.type === 'poll') {
        heardAt.current = Date.now();
        queryClient.setQueryData<Poll>(bellQueryKeys.poll, message.poll);
      } else if (message.type === 'seen') {
        queryClient.setQueryData<Poll>(bellQueryKeys.poll, (poll) =>
          poll ? { ...poll, unseen_count: 0 } : poll,
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: bellQueryKeys.pages });
      }
    };
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [enabled, channelName, queryClient]);

  const query = useQuery({
    queryKey: bellQueryKeys.poll,
    queryFn: async ({ signal }) => {
      const cached = queryClient.getQueryData<Poll>(bellQueryKeys.poll);
      // Another tab polled moments ago: its answer is this tab's too.
      if (cached && Date.now() - heardAt.current < POLL_INTERVAL_MS * 0.8) return cached;
      const poll = await client.listNotifications({ page: FIRST_PAGE }, { signal });
      channel.current?.postMessage({ type: 'poll', poll, at: Date.now() } satisfies BellMessage);
      return poll;
    },
    // A failed poll is only logged (§8), once, after its retry.
    meta: quietFailure('[notifications-bell] A notification poll failed.'),
    enabled: enabled && readyFor !== null,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });

  // A later route change: poll again 1 s after it (the first one is the query's own start).
  const firstRoute = useRef<string | null>(null);
  const { refetch } = query;
  useEffect(() => {
    if (readyFor === null) return;
    if (firstRoute.current === null) {
      firstRoute.current = readyFor;
      return;
    }
    void refetch();
  }, [readyFor, refetch]);

  return { query, channel };
}

/** The dropdown's pages: grouped, resonance and raw notifications, fetched together, loaded on open. */
export function useNotificationPages(client: NotificationsBellClient, open: boolean) {
  return useInfiniteQuery({
    queryKey: bellQueryKeys.pages,
    queryFn: async ({ pageParam, signal }): Promise<BellPage> => {
      const [grouped, resonance, events] = await Promise.all([
        client.listGroupedNotifications({ page: pageParam }, { signal }),
        client.listResonanceNotifications({ page: pageParam }, { signal }),
        client.listNotifications({ page: pageParam }, { signal }),
      ]);
      return { page: pageParam, grouped, resonance, events };
    },
    initialPageParam: FIRST_PAGE as number,
    getNextPageParam: (last) =>
      [last.grouped, last.resonance, last.events].some((list) => last.page < list.total_pages)
        ? last.page + 1
        : undefined,
    enabled: open,
    retry: false,
  });
}

/** Opening the bell: everything seen, the badge 0 at once; restored (and logged) on failure. */
export function useMarkAllSeen(
  client: NotificationsBellClient,
  channel: { current: BroadcastChannel | null },
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: quietFailure('[notifications-bell] Marking notifications seen failed.'),
    mutationFn: () => client.markAllNotificationsSeen(),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: bellQueryKeys.poll });
      const saved = queryClient.getQueryData<Poll>(bellQueryKeys.poll);
      queryClient.setQueryData<Poll>(bellQueryKeys.poll, (poll) =>
        poll ? { ...poll, unseen_count: 0 } : poll,
      );
      return { saved };
    },
    onSuccess: () => channel.current?.postMessage({ type: 'seen' } satisfies BellMessage),
    onError: (error, _variables, context) => {
      if (context?.saved) queryClient.setQueryData(bellQueryKeys.poll, context.saved);
    },
  });
}

/** How many loaded rows holding any of `ids` are unread: the header's number drops by that many. */
function newlyRead(data: InfiniteData<BellPage> | undefined, ids: ReadonlySet<number>): number {
  return bellItems(data?.pages ?? []).filter((item) => !item.is_read && item.ids.some((id) => ids.has(id)))
    .length;
}

/**
 * The newest notification id the loaded pages show (`up_to` of 'Mark all as read'), or null
 * before any is loaded.
 */
export function newestShownId(pages: readonly BellPage[]): number | null {
  const ids = bellItems(pages).flatMap((item) => item.ids);
  return ids.length === 0 ? null : Math.max(...ids);
}

/** The rows of `ids` marked read (or unread again), the unread totals moved by `drop`. */
function withRead(
  data: InfiniteData<BellPage> | undefined,
  ids: ReadonlySet<number>,
  read: boolean,
  drop: number,
) {
  if (!data) return data;
  const touches = (list: readonly number[]) => list.some((id) => ids.has(id));
  const less = (count: number | null) => (count === null ? null : Math.max(0, count - drop));
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      grouped: {
        ...page.grouped,
        unread_count: less(page.grouped.unread_count),
        results: page.grouped.results.map((item) =>
          touches(item.notification_ids) ? { ...item, is_read: read } : item,
        ),
      },
      resonance: {
        ...page.resonance,
        unread_count: less(page.resonance.unread_count),
        results: page.resonance.results.map((item) =>
          touches(item.notif_ids) ? { ...item, is_read: read } : item,
        ),
      },
      events: {
        ...page.events,
        unread_count: less(page.events.unread_count),
        results: page.events.results.map((item) => (ids.has(item.id) ? { ...item, is_read: read } : item)),
      },
    })),
  };
}

/**
 * Clicking a row: its ids read at once (the header's unread number drops by the rows it reads);
 * restored on failure; when it settles, the pages and the poll are refetched so the header and
 * the badge end on the server's numbers.
 */
export function useMarkRead(client: NotificationsBellClient, channel: { current: BroadcastChannel | null }) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: quietFailure('[notifications-bell] Marking a notification read failed.'),
    mutationFn: (ids: number[]) => client.markNotificationsRead(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: bellQueryKeys.pages });
      const marked = new Set(ids);
      // The server's unread total drops by the notifications this marks, at once.
      const drop = newlyRead(queryClient.getQueryData(bellQueryKeys.pages), marked);
      queryClient.setQueryData<InfiniteData<BellPage>>(bellQueryKeys.pages, (data) =>
        withRead(data, marked, true, drop),
      );
      return { drop };
    },
    onSuccess: (_result, ids) => channel.current?.postMessage({ type: 'read', ids } satisfies BellMessage),
    // Only this click is undone (its rows unread again, its drop given back), not later changes.
    onError: (error, ids, context) => {
      if (context === undefined) return;
      queryClient.setQueryData<InfiniteData<BellPage>>(bellQueryKeys.pages, (data) =>
        withRead(data, new Set(ids), false, -context.drop),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bellQueryKeys.pages }),
        queryClient.invalidateQueries({ queryKey: bellQueryKeys.poll }),
      ]),
  });
}

/**
 * 'Mark all as read': every loaded row read and the header's number 0 at once, the server asked to
 * read every notification up to the newest the member was shown (`up_to`), so one that arrived
 * since stays unread. On failure only this patch is undone: the rows it made read are unread
 * again and its drop is given back, whatever else changed meanwhile. When it settles, the pages
 * and the poll are refetched so the screen ends on what the server holds.
 */
export function useMarkAllRead(
  client: NotificationsBellClient,
  channel: { current: BroadcastChannel | null },
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: quietFailure('[notifications-bell] Marking every notification read failed.'),
    mutationFn: (upTo: number) => client.markAllNotificationsRead({ up_to: upTo }),
    onMutate: async (upTo) => {
      await queryClient.cancelQueries({ queryKey: bellQueryKeys.pages });
      const data = queryClient.getQueryData<InfiniteData<BellPage>>(bellQueryKeys.pages);
      // The ids of the unread rows this marks (rows newer than `up_to` are not shown, so none).
      const marked = new Set(
        bellItems(data?.pages ?? [])
          .filter((item) => !item.is_read && item.ids.every((id) => id <= upTo))
          .flatMap((item) => item.ids),
      );
      const total = data ? headerUnread(data.pages, false) : null;
      // Everything the member was shown and every older notification: the header goes to 0.
      const drop = total ?? newlyRead(data, marked);
      queryClient.setQueryData<InfiniteData<BellPage>>(bellQueryKeys.pages, (current) =>
        withRead(current, marked, true, drop),
      );
      return { marked, drop };
    },
    onSuccess: () => channel.current?.postMessage({ type: 'read', ids: [] } satisfies BellMessage),
    onError: (error, _upTo, context) => {
      if (context === undefined) return;
      queryClient.setQueryData<InfiniteData<BellPage>>(bellQueryKeys.pages, (data) =>
        withRead(data, context.marked, false, -context.drop),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bellQueryKeys.pages }),
        queryClient.invalidateQueries({ queryKey: bellQueryKeys.poll }),
      ]),
  });
}
