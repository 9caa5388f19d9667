import { type Comment, type Memory } from '@childhood-memories/api-client';
import { Button, Spinner } from '@childhood-memories/ui';
import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { CoverView, type CoveredMode } from './CoverView.tsx';
import type { FamilyClient } from './FamilyPanel.tsx';
import { BookmarkIcon, FlagIcon, MessageIcon, PencilIcon } from './icons.tsx';
import { type MemoryModalMessages } from './messages.ts';
import { ReactionsBar } from './ReactionsBar.tsx';
import { ReadView } from './ReadView.tsx';
import { idParam, labelList, type DeepLinks, type TabKey } from './tabs.ts';
import { TabBar, tabIds } from './TabBar.tsx';
import {
  LazyComments,
  LazyConnectPanel,
  LazyFamilyPanel,
  LazyMessagePanel,
  LazyPraisePanel,
  LazyTagSummary,
  type Preloadable,
} from './lazy-parts.ts';
import { type useInteractionStatus, type MemoryModalApi, type Viewer } from './use-modal-data.ts';
import { useSaveToggle } from './use-toggles.ts';
import type { MemoryModalProps, Praising } from './MemoryModal.tsx';
import { SignInPrompt, SubView } from './SubView.tsx';

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

interface ModalBodyProps {
  memory: Memory;
  client: MemoryModalApi;
  viewer: Viewer;
  t: MemoryModalMessages;
  tab: TabKey;
  listed: TabKey[];
  onTab: (tab: TabKey) => void;
  status: ReturnType<typeof useInteractionStatus>['data'];
  /** How the memory is covered now (null: shown): every tab and view shows the cover instead. */
  covered: CoveredMode | null;
  /** The reader chose 'Show memory'. */
  onShow: () => void;
  notificationMode: boolean;
  links: DeepLinks;
  praising: Praising | null;
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

export function ModalBody({
  memory,
  client,
  viewer,
  t,
  tab,
  listed,
  onTab,
  status,
  covered,
  onShow,
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
  const panelRef = useRef<HTMLDivElement | null>(null);
  // After 'Show memory' the button is gone: focus goes to what it revealed.
  const wasCovered = useRef(covered !== null);
  useEffect(() => {
    if (wasCovered.current && covered === null) panelRef.current?.focus();
    wasCovered.current = covered !== null;
  }, [covered]);
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
              onClick={() => (signedIn ? save.toggle(null) : onBlocked())}
            >
              <BookmarkIcon filled={saved} /> {saved ? t.saved : t.save}
            </Button>
            {listed.includes('feedback') ? null : (
              <Button variant="ghost" size="sm" onClick={() => onTab('feedback')}>
                {t.tabFeedback}
              </Button>
            )}
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
    if (covered !== null) {
      return (
        <CoverView
          memory={memory}
          mode={covered}
          onShow={onShow}
          safetyFiltersHref={safetyFiltersHref}
          memberHref={memberHref}
          t={t}
        />
      );
    }
    switch (key) {
      case 'text':
        return (
          <ReadView
            memory={memory}
            t={t}
            copyUrl={copyUrlOf(memory, memoryHref)}
            hashtagHref={hashtagHref}
            memberHref={memberHref}
            family={
              memory.is_owner ? (
                <Suspense fallback={null}>
                  <LazyFamilyPanel
                    memory={memory}
                    client={client as FamilyClient}
                    onEditInWizard={onEditTags ? () => onEditTags(4, memory) : undefined}
                    t={t}
                  />
                </Suspense>
              ) : null
            }
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
          <SubView
            title={t.feedbackTitle}
            id={subHeadingId}
            onBack={listed.includes('feedback') ? undefined : onBack}
          >
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
          <SubView title={t.feedbackCommentTitle} id={subHeadingId} onBack={onBack}>
            {praising ? (
              <Suspense fallback={<Spinner />}>
                <LazyPraisePanel
                  target={{ comment_id: praising.id }}
                  shareableLink={link}
                  notificationLabels={praising.fromNotification ? labelList(links.feedback) : null}
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
          <SubView title={t.tabConnect} id={subHeadingId} onBack={onBack}>
            {body}
          </SubView>
        );
      }
      case 'validate':
        return (
          <SubView title={t.validateTitle} id={subHeadingId} onBack={onBack}>
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
        ref={panelRef}
        className="cm-memory-panel"
        tabIndex={-1}
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
