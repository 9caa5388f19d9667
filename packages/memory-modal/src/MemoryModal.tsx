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
import { Suspense, useState, type ReactNode } from 'react';
import { MODAL_WIDTH } from './constants.ts';
import { BackIcon } from './icons.tsx';
import { MEMORY_MODAL_NAMESPACE, memoryModalMessages, type MemoryModalMessages } from './messages.ts';
import {
  backFrom,
  canShowTab,
  isNotificationMode,
  listedTabs,
  tabForDeepLinks,
  type DeepLinks,
  type TabKey,
} from './tabs.ts';
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
  /** Where the dismissed empathize hint is remembered; default `localStorage`, `null` for nowhere. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
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
  const [tab, setTab] = useState<TabKey>(startTab);
  const [praising, setPraising] = useState<Comment | null>(null);
  const [reporting, setReporting] = useState(false);
  // Each opening starts on the chosen tab (state derived from the open prop, not an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setTab(startTab);
      setPraising(null);
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
    if (!context) return setOpen(false);
    const previous = backFrom(shownTab, context);
    if (previous === null) setOpen(false);
    else setTab(previous);
  };

  const title = memory
    ? memory.title.trim() || t.untitled
    : memoryQuery.isError
      ? t.notAvailableTitle
      : t.loading;

  return (
    <WidgetRoot className="cm-memory-modal-root">
      <Dialog
        open={open}
        onOpenChange={setOpen}
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
            cover={coverMode(memory, safety, signedIn)}
            notificationMode={notificationMode}
            links={links}
            praising={praising}
            onPraise={(target) => {
              setPraising(target);
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
        {reporting && memory ? (
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
      </Dialog>
    </WidgetRoot>
  );
}
