import { type Memory } from '@childhood-memories/api-client';
import { Spinner } from '@childhood-memories/ui';
import { Suspense, useEffect, useId, useRef, type ComponentType } from 'react';
import { CoverView } from './CoverView.tsx';
import { type MemoryModalMessages } from './messages.ts';
import { MemoryActions } from './MemoryActions.tsx';
import { useMemoryModal, useShownMemory } from './modal-context.tsx';
import { ReadView } from './ReadView.tsx';
import { StuckTopContext } from './reveal.ts';
import { labelList, type TabKey } from './tabs.ts';
import { TabBar, tabIds } from './TabBar.tsx';
import {
  LazyComments,
  LazyConnectPanel,
  LazyFamilyPanel,
  LazyMessagePanel,
  LazyModerationNotice,
  LazyPraisePanel,
  LazyTagSummary,
  type Preloadable,
} from './lazy-parts.ts';
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

/** The memory as read, the writer's family panel, then the reactions and the memory's actions. */
function TextPanel() {
  const { memory } = useShownMemory();
  return (
    <ReadView
      family={
        memory.is_owner ? (
          <Suspense fallback={null}>
            <LazyFamilyPanel />
          </Suspense>
        ) : null
      }
      footer={<MemoryActions />}
    />
  );
}

/** Praise of the memory: a tab of others on an untagged memory, else a view from its actions. */
function MemoryPraise() {
  const { t, links, notificationMode } = useMemoryModal();
  const { memory, canRespond, listed, goBack } = useShownMemory();
  const link = memory.shareable_link;
  return (
    <SubView title={t.feedbackTitle} onBack={listed.includes('feedback') ? undefined : goBack}>
      {canRespond || notificationMode ? (
        <Suspense fallback={<Spinner />}>
          <LazyPraisePanel
            target={{ shareable_link: link }}
            shareableLink={link}
            notificationLabels={notificationMode ? labelList(links.feedback) : null}
            onDone={goBack}
          />
        </Suspense>
      ) : (
        <SignInPrompt />
      )}
    </SubView>
  );
}

/** Praise of one comment: from its Praise, or read-only from a 'praised your comment' notification. */
function CommentPraise() {
  const { t, links } = useMemoryModal();
  const { memory, praising, goBack } = useShownMemory();
  return (
    <SubView title={t.feedbackCommentTitle} onBack={goBack}>
      {praising ? (
        <Suspense fallback={<Spinner />}>
          <LazyPraisePanel
            target={{ comment_id: praising.id }}
            shareableLink={memory.shareable_link}
            notificationLabels={praising.fromNotification ? labelList(links.feedback) : null}
            onDone={goBack}
          />
        </Suspense>
      ) : null}
    </SubView>
  );
}

/** Connect Memories: the writer's fourth tab, a view from the memory for everyone else. */
function ConnectView() {
  const { t } = useMemoryModal();
  const { listed, goBack } = useShownMemory();
  if (listed.includes('connect')) return <LazyConnectPanel />;
  return (
    <SubView title={t.tabConnect} onBack={goBack}>
      <LazyConnectPanel />
    </SubView>
  );
}

/** Send Message, a view from the memory's actions. */
function MessageView() {
  const { t } = useMemoryModal();
  const { memory, goBack } = useShownMemory();
  return (
    <SubView title={t.validateTitle} onBack={goBack}>
      <LazyMessagePanel memory={memory} />
    </SubView>
  );
}

/** Each tab's panel; each reads what it needs from the modal's context. */
const PANELS: Record<TabKey, ComponentType> = {
  text: TextPanel,
  summary: LazyTagSummary,
  comment: LazyComments,
  feedback: MemoryPraise,
  feedbackComment: CommentPraise,
  connect: ConnectView,
  validate: MessageView,
};

/**
 * The open memory: the tab list and the panel of the tab the reader is on, or, while the memory is
 * covered, its cover on every tab and view.
 */
export function ModalBody() {
  const { t } = useMemoryModal();
  const { memory, tab, listed, openTab, covered } = useShownMemory();
  const idPrefix = useId();
  const panelRef = useRef<HTMLDivElement | null>(null);
  // The tab strip stays at the top of the scrolling body; deep links land below it.
  const tabStripRef = useRef<HTMLDivElement | null>(null);
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

  const Panel = covered !== null ? CoverView : PANELS[tab];
  const ids = tabIds(idPrefix, tab);

  // The writer's own hidden memory: a calm notice above the tabs, on every tab.
  const moderation = memory.is_owner ? (memory.moderation ?? null) : null;

  return (
    <StuckTopContext.Provider value={tabStripRef}>
      <div className="cm-tabs cm-memory-tabs">
        {moderation ? (
          <Suspense fallback={null}>
            <LazyModerationNotice moderation={moderation} comment={null} />
          </Suspense>
        ) : null}
        <TabBar
          tabs={listed}
          value={tab}
          onChange={openTab}
          labelOf={(key) => tabLabel(key, memory, t)}
          label={t.tabsLabel}
          idPrefix={idPrefix}
          onIntent={preloadTab}
          listRef={tabStripRef}
        />
        <div
          ref={panelRef}
          className="cm-memory-panel"
          tabIndex={-1}
          {...(listed.includes(tab) ? { role: 'tabpanel', id: ids.panel, 'aria-labelledby': ids.tab } : {})}
        >
          <Suspense fallback={<Spinner />}>
            <Panel />
          </Suspense>
        </div>
      </div>
    </StuckTopContext.Provider>
  );
}
