import type { Comment, InteractionStatus, Memory } from '@childhood-memories/api-client';
import { useApiClient, useMessages } from '@childhood-memories/ui';
import { createContext, useContext } from 'react';

import type { CoveredMode } from './CoverView.tsx';
import { MEMORY_MODAL_NAMESPACE, memoryModalMessages, type MemoryModalMessages } from './messages.ts';
import type { DeepLinks, TabKey } from './tabs.ts';
import type { TagHref } from './TagSummary.tsx';
import type { MemoryModalApi, Viewer } from './use-modal-data.ts';

/** The comment whose praise is open, and whether a notification opened it (read-only labels). */
export interface Praising {
  id: number;
  fromNotification: boolean;
}

/**
 * What every part of an open modal reads, the way Liveblocks' Composer parts read `useComposer()`:
 * the strings, the client, the reader, the host's href builders and callbacks, and the deep links.
 * Set once by the modal's root; nothing of it is passed from part to part.
 */
export interface MemoryModalScope {
  t: MemoryModalMessages;
  client: MemoryModalApi;
  viewer: Viewer;
  /** A visitor tried to respond: the host's sign-in, else a calm toast. */
  requireSignIn: () => void;
  hashtagHref: ((hashtag: string) => string) | undefined;
  tagHref: TagHref | undefined;
  memberHref: ((username: string) => string) | undefined;
  memoryHref: ((shareableLink: string) => string) | undefined;
  safetyFiltersHref: string | undefined;
  /** The Community Guidelines, offered to the writer of a hidden memory or comment. */
  guidelinesHref: string | undefined;
  onEditMemory: ((memory: Memory) => void) | undefined;
  onEditTags: ((tab: number, memory: Memory) => void) | undefined;
  /** Where the dismissed empathize hint is remembered. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  links: DeepLinks;
  notificationMode: boolean;
}

/** The memory on screen and where the reader is in it: read by the tab list, the panels and the actions. */
export interface ShownMemoryScope {
  memory: Memory;
  status: InteractionStatus | undefined;
  /** Signed in and not the writer: the reader's buttons act (otherwise they ask to sign in). */
  canRespond: boolean;
  /** How the memory is covered now (null: shown): every tab and view shows the cover instead. */
  covered: CoveredMode | null;
  /** The reader chose 'Show memory'. */
  show: () => void;
  tab: TabKey;
  listed: TabKey[];
  openTab: (tab: TabKey) => void;
  /** The back arrow: the previous tab, or closing (asked first over unsent words). */
  goBack: () => void;
  praising: Praising | null;
  praiseComment: (comment: Comment) => void;
  reportMemory: () => void;
}

export const MemoryModalContext = createContext<MemoryModalScope | null>(null);
export const ShownMemoryContext = createContext<ShownMemoryScope | null>(null);

function inside<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`[memory-modal] ${what} is read inside <MemoryModal> only.`);
  return value;
}

/** The open modal's strings, client, reader, hrefs and callbacks. */
export function useMemoryModal(): MemoryModalScope {
  return inside(useContext(MemoryModalContext), 'useMemoryModal()');
}

/** The memory on screen, its status and cover, and the tab the reader is on. */
export function useShownMemory(): ShownMemoryScope {
  return inside(useContext(ShownMemoryContext), 'useShownMemory()');
}

/**
 * The strings of a part that also stands on its own (praise, a report, the photo viewer, a message
 * box): an explicit `t` wins, then the open modal's, then the provider's for the namespace.
 */
export function useModalStrings(own?: MemoryModalMessages): MemoryModalMessages {
  const scope = useContext(MemoryModalContext);
  const fromProvider = useMessages(MEMORY_MODAL_NAMESPACE, memoryModalMessages);
  return own ?? scope?.t ?? fromProvider;
}

/** The client of such a part: an explicit one wins (as TanStack's `useX(client?)`), then the modal's, then the provider's. */
export function useModalClient<Client = MemoryModalApi>(own?: Client): Client {
  const scope = useContext(MemoryModalContext);
  return useApiClient<Client>(own ?? (scope?.client as Client | undefined));
}
