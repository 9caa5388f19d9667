import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

import {
  createUnsentWordsStore,
  NO_UNSENT_WORDS,
  type UnsentWords,
  type UnsentWordsStore,
} from './unsent-words.ts';

interface UnsentWordsScope {
  store: UnsentWordsStore;
  shareableLink: string;
}

const UnsentWordsContext = createContext<UnsentWordsScope | null>(null);

/** Gives the modal's parts the unsent words of the memory it shows. */
export function UnsentWordsProvider({
  store,
  shareableLink,
  children,
}: UnsentWordsScope & { children: ReactNode }) {
  return (
    <UnsentWordsContext.Provider value={{ store, shareableLink }}>{children}</UnsentWordsContext.Provider>
  );
}

const noStorage = () => createUnsentWordsStore({ username: null, words: null, settings: null });

/**
 * A part of the unsent words of the memory shown, and a way to change them. `select` picks the
 * part a view shows (it must return what the words hold, not a new object), so typing in one
 * field re-renders only the views of that field. A part used on its own (outside the modal) keeps
 * its words in a store of its own, for as long as it lives. The server renders none.
 *
 * @example
 * const [comment, update] = useUnsentWords((words) => words.comment);
 * <TextArea value={comment} onChange={(e) => update((w) => ({ ...w, comment: e.target.value }))} />
 */
export function useUnsentWords<Part>(
  select: (words: UnsentWords) => Part,
): [Part, (change: (words: UnsentWords) => UnsentWords) => void] {
  const scope = useContext(UnsentWordsContext);
  const [own] = useState<UnsentWordsScope>(() => ({ store: noStorage(), shareableLink: '' }));
  const { store, shareableLink } = scope ?? own;
  const part = useSyncExternalStore(
    store.subscribe,
    () => select(store.read(shareableLink)),
    () => select(NO_UNSENT_WORDS),
  );
  return [part, (change) => store.update(shareableLink, change)];
}
