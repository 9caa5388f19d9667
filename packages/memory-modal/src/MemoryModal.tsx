import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { coverMode, type Comment, type Memory } from '@childhood-memories/api-client';
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
import { coveredMode } from './CoverView.tsx';
import { useLeaveGuard } from './LeaveGuard.tsx';
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

/** The comment whose praise is open, and whether a notification opened it (read-only labels). */
export interface Praising {
  id: number;
  fromNotification: boolean;
}

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

function MemoryModalDialog({
  shareableLink: linkProp,
  memory: memoryProp,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  initialTab,
  viewer: viewerProp,
  hashtagHref,
  tagHref,
  memberHref,
  memoryHref,
  safetyFiltersHref,
  onEditMemory,
  onEditTags,
  onRequireSignIn,
  client: clientProp,
  messages,
  storage: storageProp,
  draftStorage,
  inline = false,
  reaction,
  comment,
  commentEmpathy,
  feedback,
  resonance,
}: MemoryModalProps) {
  const t = useMessages(MEMORY_MODAL_NAMESPACE, memoryModalMessages, messages);
  const client = useApiClient<MemoryModalApi>(clientProp);
  const { toast } = useToast();
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'MemoryModal',
  });
  const links: DeepLinks = { reaction, comment, commentEmpathy, feedback, resonance };
  const startTab = initialTab ?? tabForDeepLinks(links);
  // A 'praised your comment' notification opens that comment's praise (community §2.3, §4).
  const linkedPraise: Praising | null =
    startTab === 'feedbackComment' && idParam(comment ?? null) !== null
      ? { id: idParam(comment ?? null) ?? 0, fromNotification: isNotificationMode(links) }
      : null;
  const [tab, setTab] = useState<TabKey>(startTab);
  const [praising, setPraising] = useState<Praising | null>(linkedPraise);
  const [reporting, setReporting] = useState(false);
  // 'Show memory' holds for the memory it was pressed on while the modal stays open, on every tab.
  const [agreedLink, setAgreedLink] = useState<string | null>(null);
  // Each opening starts on the chosen tab (state derived from the open prop, not an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setTab(startTab);
      setPraising(linkedPraise);
      setAgreedLink(null);
    }
  }

  const shareableLink = linkProp ?? memoryProp?.shareable_link ?? '';
  const { viewer, pending: viewerPending } = useViewer(client, viewerProp);
  const signedIn = viewer !== null;
  const memoryQuery = useMemory(client, shareableLink, memoryProp, open);
  const memory = memoryQuery.data;
  const status = useInteractionStatus(client, shareableLink, open && signedIn && !viewerPending);
  const safety = useSafetyPreferences(client, open && signedIn);
  const [storage] = useState(() => (storageProp !== undefined ? storageProp : browserStorage()));
  const [wordsStorage] = useState(() => (draftStorage !== undefined ? draftStorage : sessionStore()));
  const username = viewer?.username ?? null;
  const words = useMemo(
    () => createUnsentWordsStore({ username, words: wordsStorage, settings: storage }),
    [username, wordsStorage, storage],
  );
  const leave = useLeaveGuard({ store: words, shareableLink, close: () => setOpen(false), t });

  const blocked = () => {
    if (onRequireSignIn) onRequireSignIn();
    else toast({ tone: 'info', title: t.signInToRespond });
  };

  const notificationMode = isNotificationMode(links);
  const context = memory
    ? {
        isOwner: memory.is_owner,
        totalTags: memory.total_tags,
        signedIn,
        notificationMode,
      }
    : null;
  const shownTab: TabKey = context && canShowTab(tab, context) ? tab : 'text';
  const listed = context ? listedTabs(context) : [];

  const goBack = () => {
    if (!context) return leave.request();
    const previous = backFrom(shownTab, context);
    if (previous === null) leave.request();
    else setTab(previous);
  };

  const covered = memory
    ? coveredMode(coverMode(memory, safety, signedIn), agreedLink === memory.shareable_link)
    : null;
  // A covered memory's heading names no title: a title can hurt too (README).
  const title = memory
    ? covered !== null
      ? t.coveredTitle(memory.author.username)
      : memory.title.trim() || t.untitled
    : memoryQuery.isError
      ? t.notAvailableTitle
      : t.loading;

  return (
    <WidgetRoot className="cm-memory-modal-root">
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : leave.request())}
        trigger={trigger}
        title={title}
        width={MODAL_WIDTH}
        className="cm-memory-modal"
        closeLabel={t.close}
        inline={inline}
        headerStart={
          memory ? (
            <IconButton label={t.back} variant="ghost" size="sm" onClick={goBack}>
              <BackIcon />
            </IconButton>
          ) : undefined
        }
      >
        <UnsentWordsProvider store={words} shareableLink={shareableLink}>
          {!memory ? (
            memoryQuery.isError ? (
              <div className="cm-memory-failed" role="alert">
                <p>{isNotVisible(memoryQuery.error) ? t.notFound : t.loadFailed}</p>
                {isNotVisible(memoryQuery.error) ? null : (
                  <Button variant="secondary" onClick={() => void memoryQuery.refetch()}>
                    {t.retry}
                  </Button>
                )}
              </div>
            ) : (
              <p className="cm-memory-loading">
                <Spinner />
              </p>
            )
          ) : (
            <ModalBody
              memory={memory}
              client={client}
              viewer={viewer}
              t={t}
              tab={shownTab}
              listed={listed}
              onTab={setTab}
              status={status.data}
              covered={covered}
              onShow={() => setAgreedLink(memory.shareable_link)}
              notificationMode={notificationMode}
              links={links}
              praising={praising}
              onPraise={(target: Comment) => {
                setPraising({ id: target.id, fromNotification: false });
                setTab('feedbackComment');
              }}
              onBlocked={blocked}
              onReport={() => setReporting(true)}
              hashtagHref={hashtagHref}
              tagHref={tagHref}
              memberHref={memberHref}
              memoryHref={memoryHref}
              safetyFiltersHref={safetyFiltersHref}
              onEditMemory={onEditMemory}
              onEditTags={onEditTags}
              onBack={goBack}
              storage={storage}
            />
          )}
          {reporting && memory && covered === null ? (
            <Suspense fallback={null}>
              <LazyReportDialog
                open
                onOpenChange={setReporting}
                shareableLink={memory.shareable_link}
                commentId={null}
                t={t}
                client={client}
              />
            </Suspense>
          ) : null}
          {leave.dialog}
        </UnsentWordsProvider>
      </Dialog>
    </WidgetRoot>
  );
}
