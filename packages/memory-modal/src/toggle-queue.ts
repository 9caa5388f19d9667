import { quietFailure } from '@childhood-memories/ui';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/*
 * Fast clicks on a toggle, reckoned against the server (community §4, §8).
 *
 * Each entity (one member's Support on one memory, their reaction, one tag's 'me too', …) keeps
 * a queue per query cache: what the server holds as far as answered calls tell, and the clicks
 * whose calls are still on their way. A click turns what the screen shows into its wish at once
 * (TanStack's `onMutate`); its call waits for the earlier ones (one mutation `scope` per
 * entity) and is worked out from what the server holds by then, so a double click is a create
 * then a delete, never two creates, and Love then Sad is a create then an update. A failed call
 * takes back only its own wish: when a later click already showed something else, the screen
 * stays; otherwise it shows what the server holds. When the last call of every entity sharing a
 * cache entry has settled, those entries are refetched, so the screen ends on the server's state
 * without flickering back to an older answer in between.
 */

/** What the server holds for one entity: its value and the id that undoes it. */
export interface Held<V> {
  value: V;
  id: number | null;
}

interface Queue<V> {
  server: Held<V>;
  wishes: { wanted: V }[];
}

interface Caches {
  queues: Map<string, Queue<unknown>>;
  /** Calls on their way per group of cache entries (a memory, a comment list). */
  busy: Map<string, number>;
}

const byClient = new WeakMap<QueryClient, Caches>();

function cachesOf(queryClient: QueryClient): Caches {
  let caches = byClient.get(queryClient);
  if (caches === undefined) {
    caches = { queues: new Map(), busy: new Map() };
    byClient.set(queryClient, caches);
  }
  return caches;
}

function shownOf<V>(queue: Queue<V>): V {
  const last = queue.wishes[queue.wishes.length - 1];
  return last === undefined ? queue.server.value : last.wanted;
}

/** A group of cache entries several toggles show in, refetched once none of them is busy. */
export interface ToggleGroup {
  key: string;
  /** Stops refetches on their way, so an older answer never overwrites a click. */
  cancel: () => Promise<void>;
  /** Brings the entries back to what the server holds. */
  reconcile: () => Promise<void>;
}

/** How one toggle reads, shows and sends its entities. */
export interface ToggleRules<V, Input> {
  /** The mutation scope: calls of one scope run one after another (one entity, or a few). */
  scope: string;
  /** The entity a click is about: its clicks are queued and reckoned together. */
  entity: (input: Input) => string;
  /** The cache entries it shows in. */
  groups: readonly ToggleGroup[];
  /** What the cache shows now, read when the entity's queue starts (no call on its way). */
  read: (input: Input) => Held<V>;
  /** What a click asks for, given what the screen shows. */
  wish: (shown: V, input: Input) => V;
  /** Moves the counts from one shown value to another (never below 0). */
  count: (input: Input, from: V, to: V) => void;
  /** Writes the shown value and the server's id into the cache (flags, pressed states). */
  paint: (input: Input, shown: V, server: Held<V>) => void;
  /** The call that brings the server from `server` to `wanted`; resolves to what it then holds. */
  send: (input: Input, server: Held<V>, wanted: V) => Promise<Held<V>>;
  /** Logged once per failed click (§8: failures are only logged). */
  failure: string;
}

interface Click<Input> {
  input: Input;
  entity: string;
  wish?: { wanted: unknown };
}

/**
 * A queued optimistic toggle (see the comment at the top of this file).
 *
 * @example
 * const save = useQueuedToggle<boolean, null>({ scope: `save:${link}`, entity: () => `save:${link}`, … });
 * save.toggle(null);
 */
export function useQueuedToggle<V, Input>(rules: ToggleRules<V, Input>) {
  const queryClient = useQueryClient();
  const queueOf = (click: Click<Input>) =>
    cachesOf(queryClient).queues.get(click.entity) as Queue<V> | undefined;
  const mutation = useMutation<Held<V>, unknown, Click<Input>>({
    meta: quietFailure(rules.failure),
    scope: { id: rules.scope },
    onMutate: async (click) => {
      const { queues, busy } = cachesOf(queryClient);
      let queue = queueOf(click);
      if (queue === undefined) {
        queue = { server: rules.read(click.input), wishes: [] };
        queues.set(click.entity, queue);
      }
      // Decided before any await: clicks are reckoned in the order they came.
      const from = shownOf(queue);
      const wish = { wanted: rules.wish(from, click.input) };
      queue.wishes.push(wish);
      click.wish = wish;
      for (const group of rules.groups) busy.set(group.key, (busy.get(group.key) ?? 0) + 1);
      await Promise.all(rules.groups.map((group) => group.cancel()));
      rules.count(click.input, from, wish.wanted);
      rules.paint(click.input, shownOf(queue), queue.server);
    },
    mutationFn: async (click) => {
      const queue = queueOf(click);
      if (queue === undefined || click.wish === undefined) throw new Error('A toggle lost its queue.');
      const wanted = click.wish.wanted as V;
      if (Object.is(wanted, queue.server.value)) return queue.server;
      queue.server = await rules.send(click.input, queue.server, wanted);
      return queue.server;
    },
    onSuccess: (_held, click) => {
      const queue = queueOf(click);
      if (queue === undefined) return;
      queue.wishes = queue.wishes.filter((wish) => wish !== click.wish);
      rules.paint(click.input, shownOf(queue), queue.server);
    },
    onError: (_error, click) => {
      const queue = queueOf(click);
      if (queue === undefined || click.wish === undefined) return;
      const before = shownOf(queue);
      queue.wishes = queue.wishes.filter((wish) => wish !== click.wish);
      const after = shownOf(queue);
      if (!Object.is(before, after)) rules.count(click.input, before, after);
      rules.paint(click.input, after, queue.server);
    },
    onSettled: async (_held, _error, click) => {
      const { queues, busy } = cachesOf(queryClient);
      if (queueOf(click)?.wishes.length === 0) queues.delete(click.entity);
      const idle: ToggleGroup[] = [];
      for (const group of rules.groups) {
        const left = (busy.get(group.key) ?? 1) - 1;
        if (left > 0) busy.set(group.key, left);
        else {
          busy.delete(group.key);
          idle.push(group);
        }
      }
      await Promise.all(idle.map((group) => group.reconcile()));
    },
  });
  return {
    /** One click on the entity `input` names. */
    toggle: (input: Input) => mutation.mutate({ input, entity: rules.entity(input) }),
    isPending: mutation.isPending,
  };
}
