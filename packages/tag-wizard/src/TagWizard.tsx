import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { FamilyMember, TagWizardClient } from '@childhood-memories/api-client';
import {
  Button,
  Dialog,
  useApiClient,
  useMessages,
  WidgetRoot,
  WidgetsQueryProvider,
} from '@childhood-memories/ui';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { hashIdOf, isReceivedMemory, memoryTypeOf, progressOf, type TagWizardMemory } from './answers.ts';
import { CategoryList } from './CategoryList.tsx';
import { CategoryStep } from './CategoryStep.tsx';
import { categoriesFor, categoryForTab, neighbours, type CategoryKey } from './categories.ts';
import { SAVED_CHECK_MS } from './constants.ts';
import { IntroductionCard } from './IntroductionCard.tsx';
import { TAG_WIZARD_NAMESPACE, tagWizardMessages } from './messages.ts';
import { SaveStatus } from './SaveStatus.tsx';
import {
  CATEGORY_BY_KEY,
  readHideIntroduction,
  readYourGuide,
  writeHideIntroduction,
  type YourGuideAnswers,
} from './storage.ts';
import type { TagWizardProps } from './props.ts';
import { useTagWizardSession } from './use-tag-wizard-session.ts';
import { YourGuide } from './YourGuide.tsx';

export type { TagWizardProps } from './props.ts';

const EMPTY_FAMILY: FamilyMember[] = [];

// The family panel (below the questions, with its add dialog) comes a moment after the list.
const FamilyMembersPanel = lazy(() =>
  import('./FamilyMembersPanel.tsx').then((module) => ({ default: module.FamilyMembersPanel })),
);

// Loaded only when the member takes a break: quiz-help's tips are not part of the wizard's entry.
const GroundingTip = lazy(() =>
  import('@childhood-memories/quiz-help').then((module) => ({ default: module.GroundingTip })),
);

type View =
  | { kind: 'intro' }
  | { kind: 'list' }
  | { kind: 'category'; key: CategoryKey }
  | { kind: 'guide' }
  | { kind: 'break' };

/**
 * The modal 'Tag Your Childhood Trauma': a list of questions (each checked once answered) and a
 * view per question with search, checkboxes, a counter, 'Add more details' and 'Reset All'.
 * Every change is saved at once (created when the memory has no hashId yet, updated
 * afterwards), one request at a time, retried quietly until it goes through. Every question
 * can be skipped, and 'Take a break' closes the questions with a grounding tip.
 *
 * @example
 * ```tsx
 * <WidgetsProvider client={client}>
 *   <TagWizard memory={memory} open={open} onOpenChange={setOpen} initialTab={4} onSaved={refresh} />
 * </WidgetsProvider>
 * ```
 */
export function TagWizard(props: TagWizardProps) {
  return (
    <WidgetsQueryProvider>
      <TagWizardDialog {...props} />
    </WidgetsQueryProvider>
  );
}

function initialView(memory: TagWizardMemory, initialTab: TagWizardProps['initialTab']): View {
  const fromTab = categoryForTab(memoryTypeOf(memory), initialTab);
  if (fromTab) return { kind: 'category', key: fromTab.key };
  return readHideIntroduction() ? { kind: 'list' } : { kind: 'intro' };
}

function TagWizardDialog({
  memory,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  client: clientProp,
  initialTab,
  onSaved,
  onSaveError,
  createIdempotencyKey,
  isEdit: isEditProp,
  isOwner: isOwnerProp,
  autoAdvance = true,
  presentation = 'dialog',
  messages,
}: TagWizardProps) {
  const inline = presentation === 'inline';
  const t = useMessages(TAG_WIZARD_NAMESPACE, tagWizardMessages, messages);
  const client = useApiClient<TagWizardClient>(clientProp);
  const isOwner = isOwnerProp ?? (isReceivedMemory(memory) ? memory.is_owner : true);
  // Tagging is owner-only (memory-writing §6): anyone else sees the answers and changes nothing.
  const session = useTagWizardSession({
    memory,
    client,
    onSaved,
    onSaveError,
    createIdempotencyKey,
    readOnly: !isOwner,
  });
  const memoryType = memoryTypeOf(memory);
  const progress = progressOf(memoryType, session.answers);
  const isEdit = isEditProp ?? hashIdOf(memory) !== null;

  const [openState, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'TagWizard',
  });
  const open = inline || openState;

  const [view, setView] = useState<View>(() => (open ? initialView(memory, initialTab) : { kind: 'intro' }));
  const [hideIntro, setHideIntro] = useState(() => (open ? readHideIntroduction() : false));
  const [guide, setGuide] = useState<YourGuideAnswers>(() => (open ? readYourGuide() : {}));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Each opening starts where the deep link or the introduction setting says (read on the
    // client only: opening is a user action).
    setWasOpen(open);
    if (open) {
      setView(initialView(memory, initialTab));
      setHideIntro(readHideIntroduction());
      setGuide(readYourGuide());
    }
  }

  const [breaks, setBreaks] = useState(0);
  const titleId = useId();
  // After 'Close for now' the page itself says, calmly, that nothing was lost.
  const [closedForBreak, setClosedForBreak] = useState(false);
  // Family members are saved with the memory (`family_members`) through the same autosave as
  // the tags; a family change never moves on to the next question.
  const family = session.answers.family ?? EMPTY_FAMILY;
  const { change: changeAnswers } = session;
  const changeFamily = useCallback(
    (members: FamilyMember[]) => changeAnswers((answers) => ({ ...answers, family: members })),
    [changeAnswers],
  );

  // Focus the heading of each new view, so the change is announced and Tab starts there.
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const footerRef = useRef<HTMLDivElement | null>(null);
  const viewKey = view.kind === 'category' ? `category:${view.key}` : view.kind;
  const firstFocus = useRef(true);
  useEffect(() => {
    if (!open) {
      firstFocus.current = true;
      return;
    }
    if (firstFocus.current) {
      firstFocus.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [viewKey, open]);

  // The green check after each save, then (when the member made the change here and has not
  // moved on) the view scrolls to the bottom and goes to the next question.
  const [checkDoneFor, setCheckDoneFor] = useState(0);
  const showCheck = session.savedCount > checkDoneFor;
  const advanceFrom = useRef<CategoryKey | null>(null);
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  }, [view]);
  const { savedCount } = session;
  useEffect(() => {
    if (savedCount === 0) return;
    const timer = setTimeout(() => {
      setCheckDoneFor(savedCount);
      const from = advanceFrom.current;
      advanceFrom.current = null;
      const current = viewRef.current;
      if (!autoAdvance || from === null || current.kind !== 'category' || current.key !== from) return;
      footerRef.current?.scrollIntoView?.({ block: 'end' });
      const { next } = neighbours(memoryType, from);
      setView(next ? { kind: 'category', key: next.key } : { kind: 'list' });
    }, SAVED_CHECK_MS);
    return () => clearTimeout(timer);
  }, [savedCount, autoAdvance, memoryType]);

  const { change } = session;
  const changeInStep = useCallback(
    (update: Parameters<typeof change>[0], options?: { stay?: boolean }) => {
      const current = viewRef.current;
      // Choosing the person of People's Actions stays: their actions are the rest of the question.
      advanceFrom.current = current.kind === 'category' && !options?.stay ? current.key : null;
      change(update);
    },
    [change],
  );
  // Any key or pointer press after a change means the member is still working on this
  // question: stay. (The press that makes the change comes before it, so it does not count.)
  const stayHere = useCallback(() => {
    advanceFrom.current = null;
  }, []);

  const status = (
    <SaveStatus state={session.saveState} showCheck={showCheck} onRetryNow={session.retryNow} t={t} />
  );

  function takeBreakButton() {
    return (
      <Button
        variant="ghost"
        className="cm-tag-wizard-break-button"
        onClick={() => {
          setBreaks((count) => count + 1);
          setView({ kind: 'break' });
        }}
      >
        {t.takeBreak}
      </Button>
    );
  }

  let body: ReactNode;
  let footer: ReactNode = null;
  if (view.kind === 'intro') {
    body = (
      <IntroductionCard
        isEdit={isEdit}
        progress={progress}
        hideNextTime={hideIntro}
        onHideNextTimeChange={(hide) => {
          setHideIntro(hide);
          writeHideIntroduction(hide);
        }}
        onContinue={() => setView({ kind: 'list' })}
        t={t}
        headingRef={headingRef}
      />
    );
  } else if (view.kind === 'list') {
    body = (
      <CategoryList
        memoryType={memoryType}
        answers={session.answers}
        progress={progress}
        onOpen={(key) => setView({ kind: 'category', key })}
        t={t}
        headingRef={headingRef}
        status={status}
      >
        <div className="cm-tag-wizard-list-actions">
          <Button variant="secondary" onClick={() => setView({ kind: 'guide' })}>
            {t.yourGuide}
          </Button>
          {takeBreakButton()}
        </div>
        <Suspense fallback={null}>
          <FamilyMembersPanel members={family} onChange={changeFamily} canEdit={isOwner} t={t} />
        </Suspense>
      </CategoryList>
    );
  } else if (view.kind === 'guide') {
    body = (
      <>
        <YourGuide guide={guide} t={t} headingRef={headingRef} />
      </>
    );
    footer = (
      <Button variant="secondary" onClick={() => setView({ kind: 'list' })}>
        {t.backToList}
      </Button>
    );
  } else if (view.kind === 'break') {
    const waiting = session.saveState === 'saving' || session.saveState === 'retrying';
    body = (
      <section className="cm-tag-wizard-break" aria-labelledby="cm-tag-wizard-break-title">
        <h3
          id="cm-tag-wizard-break-title"
          ref={headingRef}
          tabIndex={-1}
          className="cm-tag-wizard-list-title"
        >
          {t.breakTitle}
        </h3>
        <p className="cm-tag-wizard-break-text">{waiting ? t.breakSaving : t.breakSaved}</p>
        {status}
        <Suspense fallback={null}>
          <GroundingTip index={breaks - 1} />
        </Suspense>
      </section>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={() => setView({ kind: 'list' })}>
          {t.breakBack}
        </Button>
        <Button
          onClick={() => {
            setClosedForBreak(true);
            setOpen(false);
          }}
        >
          {t.breakClose}
        </Button>
      </>
    );
  } else {
    const category = CATEGORY_BY_KEY.get(view.key);
    const shown = categoriesFor(memoryType).some((candidate) => candidate.key === view.key);
    if (!category || !shown) {
      body = null;
    } else {
      const { previous, next } = neighbours(memoryType, category.key);
      const guideStep =
        category.key === 'school' || category.key === 'health' ? undefined : guide[category.key];
      body = (
        <CategoryStep
          key={category.key}
          category={category}
          memoryType={memoryType}
          client={client}
          answers={session.answers}
          onChange={changeInStep}
          t={t}
          guide={guideStep}
          headingRef={headingRef}
          footerRef={footerRef}
          status={status}
          readOnly={!isOwner}
        />
      );
      // In the dialog's footer, which stays on screen: 'Next' is never scrolled away (390 px).
      footer = (
        <div className="cm-tag-wizard-step-nav">
          <Button
            variant="secondary"
            disabled={!previous}
            onClick={() => previous && setView({ kind: 'category', key: previous.key })}
          >
            {t.previous}
          </Button>
          <Button variant="ghost" onClick={() => setView({ kind: 'list' })}>
            {t.backToList}
          </Button>
          {takeBreakButton()}
          <Button onClick={() => setView(next ? { kind: 'category', key: next.key } : { kind: 'list' })}>
            {t.next}
          </Button>
        </div>
      );
    }
  }

  const content = (
    <div
      className="cm-tag-wizard-body"
      data-view={view.kind}
      onKeyDownCapture={stayHere}
      onPointerDownCapture={stayHere}
    >
      {body}
    </div>
  );

  if (inline) {
    return (
      <WidgetRoot className="cm-tag-wizard cm-tag-wizard-inline">
        <section aria-labelledby={titleId} className="cm-tag-wizard-inline-section">
          <h2 id={titleId} className="cm-heading-title">
            {t.title}
          </h2>
          <p className="cm-tag-wizard-inline-description">{t.description}</p>
          {content}
          {footer !== null ? <div className="cm-tag-wizard-inline-footer">{footer}</div> : null}
        </section>
      </WidgetRoot>
    );
  }

  // A `display: contents` root: the portalled dialog takes the host's `data-theme` from here.
  return (
    <WidgetRoot className="cm-tag-wizard-root">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (next) setClosedForBreak(false);
          setOpen(next);
        }}
        trigger={trigger}
        title={t.title}
        description={t.description}
        closeLabel={t.close}
        width={660}
        initialFocusRef={headingRef}
        className="cm-tag-wizard"
        footer={footer}
      >
        {content}
      </Dialog>
      <p role="status" className="cm-tag-wizard-break-note">
        {closedForBreak && !open ? t.breakClosedNote : ''}
      </p>
    </WidgetRoot>
  );
}
