import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { coverMode, type Comment, type CoverMode, type Memory } from '@childhood-memories/api-client';
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
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';

import { MODAL_WIDTH } from './constants.ts';
import { BackIcon, BookmarkIcon, FlagIcon, MessageIcon, PencilIcon } from './icons.tsx';
import { MEMORY_MODAL_NAMESPACE, memoryModalMessages, type MemoryModalMessages } from './messages.ts';
import { ReactionsBar } from './ReactionsBar.tsx';
import { ReadView } from './ReadView.tsx';
import {
  backFrom,
  canShowTab,
  idParam,
  isNotificationMode,
  labelList,
  listedTabs,
  tabForDeepLinks,
  type DeepLinks,
  type TabKey,
} from './tabs.ts';
import { TabBar, tabIds } from './TabBar.tsx';
import type { TagHref } from './TagSummary.tsx';
import {
  LazyComments,
  LazyConnectPanel,
  LazyMessagePanel,
  LazyPraisePanel,
  LazyReportDialog,
  LazyTagSummary,
  type Preloadable,
} from './lazy-parts.ts';
import {
  isNotVisible,
  useInteractionStatus,
  useMemory,
  useSafetyPreferences,
  useSaveToggle,
  useViewer,
  type MemoryModalApi,
  type Viewer,
} from './use-modal-data.ts';

/** What each tab needs loaded, fetched ahead when the member points at or focuses its tab. */
const TAB_PARTS: Partial<Record<TabKey, Preloadable<never>>> = {
  summary: LazyTagSummary as Preloadable<never>,
  comment: LazyComments as Preloadable<never>,
  feedback: LazyPraisePanel as Preloadable<never>,
  connect: LazyConnectPanel as Preloadable<never>,
};

function preloadTab(tab: TabKey) {
  void TAB_PARTS[tab]?.preload().catch(() => undefined);
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
  /** Where the dismissed empathize hint is remembered; default `localStorage`, `null` for nowhere. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
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
            cover={coverMode(memory, safety.data, signedIn)}
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

interface ModalBodyProps {
  memory: Memory;
  client: MemoryModalApi;
  viewer: Viewer;
  t: MemoryModalMessages;
  tab: TabKey;
  listed: TabKey[];
  onTab: (tab: TabKey) => void;
  status: ReturnType<typeof useInteractionStatus>['data'];
  cover: CoverMode;
  notificationMode: boolean;
  links: DeepLinks;
  praising: Comment | null;
  onPraise: (comment: Comment) => void;
  onBlocked: () => void;
  onReport: () => void;
  hashtagHref: MemoryModalProps['hashtagHref'];
  tagHref: MemoryModalProps['tagHref'];
  memberHref: MemoryModalProps['memberHref'];
  memoryHref: MemoryModalProps['memoryHref'];
  safetyFiltersHref: string | undefined;
  onEditMemory: MemoryModalProps['onEditMemory'];
  onEditTags: MemoryModalProps['onEditTags'];
  onBack: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

function tabLabel(key: TabKey, memory: Memory, t: MemoryModalMessages): string {
  switch (key) {
    case 'text':
      return memory.is_owner ? t.tabTextOwner : t.tabTextOther(memory.author.username);
    case 'summary':
      return memory.is_owner ? t.tabSummaryOwner : t.tabSummaryOther;
    case 'comment':
      return t.tabComment;
    case 'feedback':
      return t.tabFeedback;
    case 'feedbackComment':
      return t.feedbackCommentTitle;
    case 'connect':
      return t.tabConnect;
    case 'validate':
      return t.validateTitle;
  }
}

function copyUrlOf(memory: Memory, memoryHref: MemoryModalProps['memoryHref']): string | null {
  if (!memoryHref) return null;
  const href = memoryHref(memory.shareable_link);
  try {
    const base = globalThis.location?.href;
    return base ? new URL(href, base).toString() : href;
  } catch {
    return href;
  }
}

function ModalBody({
  memory,
  client,
  viewer,
  t,
  tab,
  listed,
  onTab,
  status,
  cover,
  notificationMode,
  links,
  praising,
  onPraise,
  onBlocked,
  onReport,
  hashtagHref,
  tagHref,
  memberHref,
  memoryHref,
  safetyFiltersHref,
  onEditMemory,
  onEditTags,
  onBack,
  storage,
}: ModalBodyProps) {
  const link = memory.shareable_link;
  const signedIn = viewer !== null;
  const canRespond = signedIn && !memory.is_owner;
  const save = useSaveToggle(client, link);
  const saved = (status?.save_id ?? null) !== null;
  const subHeadingId = useId();
  const idPrefix = useId();
  // The other tabs' code, fetched when the browser is idle after the memory shows.
  useEffect(() => {
    const view = globalThis.window;
    if (!view) return undefined;
    const load = () => {
      preloadTab('comment');
      preloadTab(memory.is_owner || memory.total_tags > 0 ? 'summary' : 'feedback');
    };
    if (typeof view.requestIdleCallback === 'function') {
      const handle = view.requestIdleCallback(load, { timeout: 4000 });
      return () => view.cancelIdleCallback(handle);
    }
    const timer = view.setTimeout(load, 2000);
    return () => view.clearTimeout(timer);
  }, [memory.is_owner, memory.total_tags]);

  const footer = (
    <>
      <ReactionsBar
        memory={memory}
        status={status}
        client={client}
        canRespond={canRespond}
        onBlocked={onBlocked}
        highlightReaction={idParam(
          typeof links.reaction === 'string' || typeof links.reaction === 'number' ? links.reaction : null,
        )}
        t={t}
      />
      <div className="cm-memory-actions">
        {memory.is_owner ? (
          onEditMemory ? (
            <Button variant="secondary" size="sm" onClick={() => onEditMemory(memory)}>
              <PencilIcon /> {t.edit}
            </Button>
          ) : null
        ) : (
          <>
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={saved}
              aria-label={saved ? t.unsaveLabel : t.saveLabel}
              onClick={() =>
                signedIn ? save.mutate({ save: !saved, id: status?.save_id ?? null }) : onBlocked()
              }
            >
              <BookmarkIcon filled={saved} /> {saved ? t.saved : t.save}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => (signedIn ? onTab('validate') : onBlocked())}>
              <MessageIcon /> {t.sendMessage}
            </Button>
            {signedIn ? (
              <Button variant="ghost" size="sm" onClick={() => onTab('connect')}>
                {t.connect}
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={() => (signedIn ? onReport() : onBlocked())}>
              <FlagIcon /> {t.reportMemory}
            </Button>
          </>
        )}
      </div>
    </>
  );

  const panel = (key: TabKey): ReactNode => {
    switch (key) {
      case 'text':
        return (
          <ReadView
            memory={memory}
            cover={cover}
            t={t}
            copyUrl={copyUrlOf(memory, memoryHref)}
            hashtagHref={hashtagHref}
            memberHref={memberHref}
            safetyFiltersHref={safetyFiltersHref}
            onEditFamily={onEditTags ? () => onEditTags(4, memory) : undefined}
            footer={footer}
          />
        );
      case 'summary':
        return (
          <LazyTagSummary
            memory={memory}
            status={status}
            client={client}
            canRespond={canRespond}
            onBlocked={onBlocked}
            notificationMode={notificationMode}
            resonanceLabels={labelList(links.resonance)}
            hashtagHref={hashtagHref}
            tagHref={tagHref}
            onEditTags={onEditTags ? (number) => onEditTags(number, memory) : undefined}
            storage={storage}
            t={t}
          />
        );
      case 'comment':
        return (
          <LazyComments
            memory={memory}
            viewer={viewer}
            client={client}
            focusCommentId={idParam(asId(links.comment)) ?? idParam(asId(links.commentEmpathy))}
            onPraise={onPraise}
            onBlocked={onBlocked}
            memberHref={memberHref}
            hashtagHref={hashtagHref}
            t={t}
          />
        );
      case 'feedback':
        return (
          <SubView title={t.feedbackTitle} id={subHeadingId}>
            {canRespond || notificationMode ? (
              <Suspense fallback={<Spinner />}>
                <LazyPraisePanel
                  target={{ shareable_link: link }}
                  shareableLink={link}
                  notificationLabels={notificationMode ? labelList(links.feedback) : null}
                  onDone={onBack}
                  t={t}
                  client={client}
                />
              </Suspense>
            ) : (
              <SignInPrompt t={t} onBlocked={onBlocked} />
            )}
          </SubView>
        );
      case 'feedbackComment':
        return (
          <SubView title={t.feedbackCommentTitle} id={subHeadingId}>
            {praising ? (
              <Suspense fallback={<Spinner />}>
                <LazyPraisePanel
                  target={{ comment_id: praising.id }}
                  shareableLink={link}
                  notificationLabels={null}
                  onDone={onBack}
                  t={t}
                  client={client}
                />
              </Suspense>
            ) : null}
          </SubView>
        );
      case 'connect': {
        const body = (
          <LazyConnectPanel
            memory={memory}
            client={client}
            memoryHref={memoryHref}
            memberHref={memberHref}
            t={t}
          />
        );
        return listed.includes('connect') ? (
          body
        ) : (
          <SubView title={t.tabConnect} id={subHeadingId}>
            {body}
          </SubView>
        );
      }
      case 'validate':
        return (
          <SubView title={t.validateTitle} id={subHeadingId}>
            <LazyMessagePanel memory={memory} client={client} t={t} />
          </SubView>
        );
    }
  };

  const isListed = listed.includes(tab);
  const ids = tabIds(idPrefix, tab);

  return (
    <div className="cm-tabs cm-memory-tabs">
      <TabBar
        tabs={listed}
        value={tab}
        onChange={onTab}
        labelOf={(key) => tabLabel(key, memory, t)}
        label={t.tabsLabel}
        idPrefix={idPrefix}
        onIntent={preloadTab}
      />
      <div
        className="cm-memory-panel"
        {...(isListed ? { role: 'tabpanel', id: ids.panel, 'aria-labelledby': ids.tab } : {})}
      >
        <Suspense fallback={<Spinner />}>{panel(tab)}</Suspense>
      </div>
    </div>
  );
}

function asId(value: DeepLinks['comment']): number | string | null {
  return value === undefined ? null : value;
}

function SubView({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="cm-memory-subview" aria-labelledby={id}>
      <h3 id={id} className="cm-heading-section">
        {title}
      </h3>
      {children}
    </section>
  );
}

function SignInPrompt({ t, onBlocked }: { t: MemoryModalMessages; onBlocked: () => void }) {
  return (
    <div className="cm-memory-visitor">
      <p>{t.signInToRespond}</p>
      <Button variant="secondary" onClick={onBlocked}>
        {t.signIn}
      </Button>
    </div>
  );
}
