import type { FamilyMember, TagWizardClient } from '@childhood-memories/api-client';
import { useApiClient, useMessages } from '@childhood-memories/ui';
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

import { hashIdOf, isReceivedMemory, memoryTypeOf, progressOf, type TagWizardMemory } from './answers.ts';
import { categoryForTab, neighbours, type CategoryKey } from './categories.ts';
import { SAVED_CHECK_MS } from './constants.ts';
import { TAG_WIZARD_NAMESPACE, tagWizardMessages } from './messages.ts';
import type { TagWizardProps } from './props.ts';
import {
  readHideIntroduction,
  readYourGuide,
  writeHideIntroduction,
  type YourGuideAnswers,
} from './storage.ts';
import { useTagWizardSession } from './use-tag-wizard-session.ts';
import type { TagWizardScope, WizardView } from './wizard-context.ts';

const EMPTY_FAMILY: FamilyMember[] = [];

function initialView(memory: TagWizardMemory, initialTab: TagWizardProps['initialTab']): WizardView {
  const fromTab = categoryForTab(memoryTypeOf(memory), initialTab);
  if (fromTab) return { kind: 'category', key: fromTab.key };
  return readHideIntroduction() ? { kind: 'list' } : { kind: 'intro' };
}

/**
 * The view, the 'Don't show this again' choice and the guide. Each opening starts where the deep
 * link or the introduction setting says (read on the client only: opening is a user action).
 */
function useOpening(open: boolean, memory: TagWizardMemory, initialTab: TagWizardProps['initialTab']) {
  const [view, setView] = useState<WizardView>(() =>
    open ? initialView(memory, initialTab) : { kind: 'intro' },
  );
  const [hideIntro, setHideIntro] = useState(() => (open ? readHideIntroduction() : false));
  const [guide, setGuide] = useState<YourGuideAnswers>(() => (open ? readYourGuide() : {}));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setView(initialView(memory, initialTab));
      setHideIntro(readHideIntroduction());
      setGuide(readYourGuide());
    }
  }
  return { view, setView, hideIntro, setHideIntro, guide };
}

/** Focus the heading of each new view, so the change is announced and Tab starts there. */
function useHeadingFocus(view: WizardView, open: boolean) {
  const headingRef = useRef<HTMLHeadingElement | null>(null);
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
  return headingRef;
}

/**
 * The green check after each save. After a change that chose the one answer of a single-answer
 * question (`moveOn`, see `movesOnAfterChoice`), once the check has shown, the view scrolls to the
 * bottom and goes to the next question, unless the member has moved on or pressed a key or
 * pointer since (`stayHere`: still working here; the press that made the change comes before it,
 * so it does not count). Every other change stays: a question with several answers never moves
 * on under the member's hand (WCAG 3.2.2); Next does.
 */
function useAutoAdvance({
  view,
  setView,
  savedCount,
  change,
  autoAdvance,
  memoryType,
}: {
  view: WizardView;
  setView: Dispatch<SetStateAction<WizardView>>;
  savedCount: number;
  change: TagWizardScope['change'];
  autoAdvance: boolean;
  memoryType: TagWizardScope['memoryType'];
}) {
  const footerRef = useRef<HTMLDivElement | null>(null);
  const [checkDoneFor, setCheckDoneFor] = useState(0);
  const advanceFrom = useRef<CategoryKey | null>(null);
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  }, [view]);
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
  }, [savedCount, autoAdvance, memoryType, setView]);

  const changeInStep = useCallback<TagWizardScope['change']>(
    (update, options) => {
      const current = viewRef.current;
      advanceFrom.current = current.kind === 'category' && options?.moveOn === true ? current.key : null;
      change(update);
    },
    [change],
  );
  const stayHere = useCallback(() => {
    advanceFrom.current = null;
  }, []);
  return { showCheck: savedCount > checkDoneFor, changeInStep, stayHere, footerRef };
}

/**
 * Everything the wizard's parts read (`TagWizardScope`), from its props, the provider and the
 * autosave session, and `stayHere` for the wizard's body.
 */
export function useWizardScope(
  props: TagWizardProps,
  open: boolean,
  closeForBreak: () => void,
): { scope: TagWizardScope; stayHere: () => void } {
  const { memory } = props;
  const t = useMessages(TAG_WIZARD_NAMESPACE, tagWizardMessages, props.messages);
  const client = useApiClient<TagWizardClient>(props.client);
  const isOwner = props.isOwner ?? (isReceivedMemory(memory) ? memory.is_owner : true);
  // Tagging is owner-only (memory-writing §6): anyone else sees the answers and changes nothing.
  const session = useTagWizardSession({
    memory,
    client,
    onSaved: props.onSaved,
    onSaveError: props.onSaveError,
    createIdempotencyKey: props.createIdempotencyKey,
    readOnly: !isOwner,
  });
  const memoryType = memoryTypeOf(memory);
  const opening = useOpening(open, memory, props.initialTab);
  const headingRef = useHeadingFocus(opening.view, open);
  const flow = useAutoAdvance({
    view: opening.view,
    setView: opening.setView,
    savedCount: session.savedCount,
    change: session.change,
    autoAdvance: props.autoAdvance ?? true,
    memoryType,
  });
  const [breaks, setBreaks] = useState(0);
  // Family members are saved with the memory (`family_members`) through the same autosave as
  // the tags; a family change never moves on to the next question.
  const { change: changeAnswers } = session;
  const changeFamily = useCallback(
    (members: FamilyMember[]) => changeAnswers((answers) => ({ ...answers, family: members })),
    [changeAnswers],
  );
  const scope: TagWizardScope = {
    t,
    client,
    memoryType,
    answers: session.answers,
    progress: progressOf(memoryType, session.answers),
    isEdit: props.isEdit ?? hashIdOf(memory) !== null,
    readOnly: !isOwner,
    saveState: session.saveState,
    showCheck: flow.showCheck,
    retryNow: session.retryNow,
    change: flow.changeInStep,
    changeFamily,
    view: opening.view,
    go: opening.setView,
    breaks,
    takeBreak: () => {
      setBreaks((count) => count + 1);
      opening.setView({ kind: 'break' });
    },
    closeForBreak,
    guide: opening.guide,
    hideIntroduction: opening.hideIntro,
    setHideIntroduction: (hide) => {
      opening.setHideIntro(hide);
      writeHideIntroduction(hide);
    },
    headingRef,
    footerRef: flow.footerRef,
  };
  return { scope, stayHere: flow.stayHere };
}

/** The family members of the answers, `[]` until they are known. */
export function familyOf(scope: Pick<TagWizardScope, 'answers'>): readonly FamilyMember[] {
  return scope.answers.family ?? EMPTY_FAMILY;
}
