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
 * The unsent words of the memory shown, and a way to change them. A part used on its own (outside
 * the modal) keeps them in a store of its own, for as long as it lives. The server renders none.
 *
 * @example
 * const [words, update] = useUnsentWords();
 * <TextArea value={words.comment} onChange={(e) => update((w) => ({ ...w, comment: e.target.value }))} />
 */
export function useUnsentWords(): [UnsentWords, (change: (words: UnsentWords) => UnsentWords) => void] {
  const scope = useContext(UnsentWordsContext);
  const [own] = useState<UnsentWordsScope>(() => ({ store: noStorage(), shareableLink: '' }));
  const { store, shareableLink } = scope ?? own;
  const words = useSyncExternalStore(
    store.subscribe,
    () => store.read(shareableLink),
    () => NO_UNSENT_WORDS,
  );
  return [words, (change) => store.update(shareableLink, change)];
}
