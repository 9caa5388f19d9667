import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { coverMode, type Memory } from '@childhood-memories/api-client';
import {
  Button,
  Dialog,
  IconButton,
  Spinner,
  useApiClient,
  useMessages,
  useToast,
  WidgetRoot,
  WidgetsQueryProvider,
} from '@childhood-memories/ui';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { MODAL_WIDTH } from './constants.ts';
import { BackIcon } from './icons.tsx';
import { MEMORY_MODAL_NAMESPACE, memoryModalMessages, type MemoryModalMessages } from './messages.ts';
import {
  backFrom,
  canShowTab,
  idParam,
  isNotificationMode,
  listedTabs,
  tabForDeepLinks,
  type DeepLinks,
  type TabKey,
} from './tabs.ts';
import { coveredMode, type CoveredMode } from './CoverView.tsx';
import { useLeaveGuard } from './LeaveGuard.tsx';
import {
  MemoryModalContext,
  ShownMemoryContext,
  useMemoryModal,
  type MemoryModalScope,
  type Praising,
  type ShownMemoryScope,
} from './modal-context.tsx';
import { createUnsentWordsStore, type WordsStorage } from './unsent-words.ts';
import { UnsentWordsProvider } from './use-unsent-words.tsx';
import type { TagHref } from './TagSummary.tsx';
import { LazyReportDialog } from './lazy-parts.ts';
import {
  isNotVisible,
  useInteractionStatus,
  useMemory,
  useSafetyPreferences,
  useViewer,
  type MemoryModalApi,
  type Viewer,
} from './use-modal-data.ts';
import { ModalBody } from './ModalBody.tsx';

/** Props of {@link MemoryModal}. */
export interface MemoryModalProps extends DeepLinks {
  /** The memory to open, by its shareable link (`/memory/{shareable_link}`). */
  shareableLink?: string;
  /** A memory the host already loaded: shown at once, then kept in sync. */
  memory?: Memory;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the modal (focus returns to it on close). */
  trigger?: ReactNode;
  /** The tab to open on; otherwise chosen by the deep links, else the memory's text. */
  initialTab?: TabKey;
  /**
   * The reader: `{ username }` when signed in, `null` for a visitor. When left out, the client's
   * `getCurrentUser` decides (a failure means a visitor).
   */
  viewer?: Viewer;
  /** Where a hashtag links (hashtag search), given the tag without its '#'. Opens in a new tab. */
  hashtagHref?: (hashtag: string) => string;
  /** Where a tag links (tag search by type and slug); custom tags have no slug and are not linked. */
  tagHref?: TagHref;
  /** A member's page. */
  memberHref?: (username: string) => string;
  /** Another memory's page (linked memories, 'me too' comments); also the link Copy puts on the clipboard. */
  memoryHref?: (shareableLink: string) => string;
  /** The reader's safety filters page, offered when a filter hides this memory. */
  safetyFiltersHref?: string;
  /**
   * The Community Guidelines page, offered (in a new tab) to the writer of a memory or comment a
   * moderator hid. Left out, the notice names the reason without the link.
   */
  guidelinesHref?: string;
  /** The owner asked to edit the memory. */
  onEditMemory?: (memory: Memory) => void;
  /** The owner asked to edit tags, on tagging question `tab` (1-12; 4 holds the family panel). */
  onEditTags?: (tab: number, memory: Memory) => void;
  /** A visitor tried to respond: send them to sign in (community §6). */
  onRequireSignIn?: () => void;
  /** The API client; defaults to the provider's. */
  client?: MemoryModalApi;
  /** String overrides for this modal. */
  messages?: Partial<MemoryModalMessages>;
  /**
   * Where the dismissed empathize hint is remembered, and where the memory editor's "Don't keep
   * drafts on this device" choice is read; default `localStorage`, `null` for nowhere.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /**
   * Where words not sent yet (a comment, an edit, a message, a report's words, praise choices)
   * are kept per memory, so reopening the memory brings them back; default `sessionStorage`,
   * `null` to keep them only while the page lives. Never used when the reader keeps no drafts on
   * this device.
   */
  draftStorage?: WordsStorage | null;
  /**
   * Render the modal where it stands instead of in a portal, so that a server renders the memory
   * and the first paint shows it: for a page that is the memory (`/memory/{shareable_link}`
   * opened from a link). Still a modal dialog over the page; see the README for where to place it.
   */
  inline?: boolean;
}

function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function sessionStore(): WordsStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * A memory to read and respond to (community §2.4): its tabs (the text, the tag summary with
 * 'me too', comments, praise, Connect Memories, Send Message), the reactions bar, save and
 * report. It knows no URLs: the host maps its query parameters onto the deep-link props and
 * builds links through `hashtagHref`, `tagHref`, `memberHref` and `memoryHref`.
 *
 * @example
 * <MemoryModal shareableLink="kite-on-the-hill-3f9a" open={open} onOpenChange={setOpen} comment={12} />
 */
export function MemoryModal(props: MemoryModalProps) {
  return (
    <WidgetsQueryProvider>
      <MemoryModalDialog {...props} />
    </WidgetsQueryProvider>
  );
}

/** What every part reads (see `MemoryModalScope`), from the modal's props and the provider. */
function useModalScope(props: MemoryModalProps): { scope: MemoryModalScope; viewerPending: boolean } {
  const t = useMessages(MEMORY_MODAL_NAMESPACE, memoryModalMessages, props.messages);
  const client = useApiClient<MemoryModalApi>(props.client);
  const { toast } = useToast();
  const { viewer, pending } = useViewer(client, props.viewer);
  const [storage] = useState(() => (props.storage !== undefined ? props.storage : browserStorage()));
  const { reaction, comment, commentEmpathy, feedback, resonance, onRequireSignIn } = props;
  const links: DeepLinks = { reaction, comment, commentEmpathy, feedback, resonance };
  const scope: MemoryModalScope = {
    t,
    client,
    viewer,
    requireSignIn: () => {
      if (onRequireSignIn) onRequireSignIn();
      else toast({ tone: 'info', title: t.signInToRespond });
    },
    hashtagHref: props.hashtagHref,
    tagHref: props.tagHref,
    memberHref: props.memberHref,
    memoryHref: props.memoryHref,
    safetyFiltersHref: props.safetyFiltersHref,
    guidelinesHref: props.guidelinesHref,
    onEditMemory: props.onEditMemory,
    onEditTags: props.onEditTags,
    storage,
    links,
    notificationMode: isNotificationMode(links),
  };
  return { scope, viewerPending: pending };
}

/**
 * Where the reader is: the tab, the comment whose praise is open, and the memory they chose to
 * show. Each opening starts on the chosen tab (state derived from the open prop, not an effect).
 */
function useOpening(open: boolean, initialTab: TabKey | undefined, links: DeepLinks) {
  const startTab = initialTab ?? tabForDeepLinks(links);
  // A 'praised your comment' notification opens that comment's praise (community §2.3, §4).
  const linkedPraise: Praising | null =
    startTab === 'feedbackComment' && idParam(links.comment ?? null) !== null
      ? { id: idParam(links.comment ?? null) ?? 0, fromNotification: isNotificationMode(links) }
      : null;
  const [tab, setTab] = useState<TabKey>(startTab);
  const [praising, setPraising] = useState<Praising | null>(linkedPraise);
  // 'Show memory' holds for the memory it was pressed on while the modal stays open, on every tab.
  const [agreedLink, setAgreedLink] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setTab(startTab);
      setPraising(linkedPraise);
      setAgreedLink(null);
    }
  }
  return { tab, setTab, praising, setPraising, agreedLink, setAgreedLink };
}

/** The heading: a covered memory's names its writer, not its title (a title can hurt too; README). */
function modalTitle(
  t: MemoryModalMessages,
  memory: Memory | undefined,
  covered: CoveredMode | null,
  failed: boolean,
): string {
  if (!memory) return failed ? t.notAvailableTitle : t.loading;
  if (covered !== null) return t.coveredTitle(memory.author.username);
  return memory.title.trim() || t.untitled;
}

function MemoryModalDialog(props: MemoryModalProps) {
  const [open, setOpen] = useControllableState({
    prop: props.open,
    defaultProp: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
    caller: 'MemoryModal',
  });
  const { scope, viewerPending } = useModalScope(props);
  const { t, client, viewer, storage } = scope;
  const opening = useOpening(open, props.initialTab, scope.links);
  const shareableLink = props.shareableLink ?? props.memory?.shareable_link ?? '';
  const signedIn = viewer !== null;
  const memoryQuery = useMemory(client, shareableLink, props.memory, open);
  const memory = memoryQuery.data;
  const status = useInteractionStatus(client, shareableLink, open && signedIn && !viewerPending);
  const safety = useSafetyPreferences(client, open && signedIn);
  const [wordsStorage] = useState(() =>
    props.draftStorage !== undefined ? props.draftStorage : sessionStore(),
  );
  const username = viewer?.username ?? null;
  const words = useMemo(
    () => createUnsentWordsStore({ username, words: wordsStorage, settings: storage }),
    [username, wordsStorage, storage],
  );
  const leave = useLeaveGuard({ store: words, shareableLink, close: () => setOpen(false), t });
  const [reporting, setReporting] = useState(false);

  let shown: ShownMemoryScope | null = null;
  if (memory) {
    const context = {
      isOwner: memory.is_owner,
      totalTags: memory.total_tags,
      signedIn,
      notificationMode: scope.notificationMode,
    };
    const tab = canShowTab(opening.tab, context) ? opening.tab : 'text';
    shown = {
      memory,
      status: status.data,
      canRespond: signedIn && !memory.is_owner,
      covered: coveredMode(coverMode(memory, safety, signedIn), opening.agreedLink === memory.shareable_link),
      show: () => opening.setAgreedLink(memory.shareable_link),
      tab,
      listed: listedTabs(context),
      openTab: opening.setTab,
      goBack: () => {
        const previous = backFrom(tab, context);
        if (previous === null) leave.request();
        else opening.setTab(previous);
      },
      praising: opening.praising,
      praiseComment: (target) => {
        opening.setPraising({ id: target.id, fromNotification: false });
        opening.setTab('feedbackComment');
      },
      reportMemory: () => setReporting(true),
    };
  }

  return (
    <WidgetRoot className="cm-memory-modal-root">
      <MemoryModalContext.Provider value={scope}>
        <ShownMemoryContext.Provider value={shown}>
          <Dialog
            open={open}
            onOpenChange={(next) => (next ? setOpen(true) : leave.request())}
            trigger={props.trigger}
            title={modalTitle(t, memory, shown?.covered ?? null, memoryQuery.isError)}
            width={MODAL_WIDTH}
            className="cm-memory-modal"
            closeLabel={t.close}
            inline={props.inline ?? false}
            headerStart={
              shown ? (
                <IconButton label={t.back} variant="ghost" size="sm" onClick={shown.goBack}>
                  <BackIcon />
                </IconButton>
              ) : undefined
            }
          >
            <UnsentWordsProvider store={words} shareableLink={shareableLink}>
              {shown ? <ModalBody /> : <MemoryUnavailable query={memoryQuery} />}
              {reporting && shown && shown.covered === null ? (
                <Suspense fallback={null}>
                  <LazyReportDialog
                    open
                    onOpenChange={setReporting}
                    shareableLink={shown.memory.shareable_link}
                    commentId={null}
                  />
                </Suspense>
              ) : null}
              {leave.dialog}
            </UnsentWordsProvider>
          </Dialog>
        </ShownMemoryContext.Provider>
      </MemoryModalContext.Provider>
    </WidgetRoot>
  );
}

/** While the memory loads, or when it cannot be shown: a calm word, and a retry where one helps. */
function MemoryUnavailable({ query }: { query: ReturnType<typeof useMemory> }) {
  const { t } = useMemoryModal();
  if (!query.isError) {
    return (
      <p className="cm-memory-loading">
        <Spinner />
      </p>
    );
  }
  const gone = isNotVisible(query.error);
  return (
    <div className="cm-memory-failed" role="alert">
      <p>{gone ? t.notFound : t.loadFailed}</p>
      {gone ? null : (
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      )}
    </div>
  );
}
