import type * as QuizHelpModule from '@childhood-memories/quiz-help';
import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';

/*
 * Everything the editor shows from quiz-help (the guidance modals, the help panel and the photo
 * guidance) comes through one dynamic import, so none of quiz-help is in the editor's first
 * download. It is one import on purpose: a static import of any quiz-help export next to a
 * dynamic one would put the whole package back in the host's main chunk.
 */

type QuizHelp = typeof QuizHelpModule;

let quizHelp: Promise<QuizHelp> | null = null;

/**
 * Starts (once) loading quiz-help: on intent (a pointer over, focus on or press of what shows it)
 * or when a part that shows it renders, never at mount.
 */
function loadQuizHelp(): Promise<QuizHelp> {
  quizHelp ??= import('@childhood-memories/quiz-help');
  return quizHelp;
}

export const LazyCommunityGuidelinesModal = lazy(() =>
  loadQuizHelp().then((module) => ({ default: module.CommunityGuidelinesModal })),
);
export const LazyMemoryWritingSupportModal = lazy(() =>
  loadQuizHelp().then((module) => ({ default: module.MemoryWritingSupportModal })),
);
export const LazyHelpPanel = lazy(() => loadQuizHelp().then((module) => ({ default: module.HelpPanel })));
export const LazyPhotoGuidance = lazy(() =>
  loadQuizHelp().then((module) => ({ default: module.PhotoGuidance })),
);

/** What a {@link LazyHelpModal} trigger wires onto its button. */
export interface LazyTriggerProps {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
}

function preloadQuizHelp() {
  loadQuizHelp().catch(() => undefined); // a failed chunk shows through Suspense when opened
}

/**
 * A quiz-help modal behind the editor's own trigger. The trigger is always the same element (so
 * focus never jumps); pointing at it or focusing it starts loading quiz-help, pressing it opens
 * the modal as soon as its code is there. Nothing of quiz-help loads before that.
 */
export function LazyHelpModal({
  modal: Modal,
  trigger,
}: {
  modal: typeof LazyCommunityGuidelinesModal | typeof LazyMemoryWritingSupportModal;
  trigger: (props: LazyTriggerProps) => ReactElement;
}): ReactNode {
  const [open, setOpen] = useState(false);
  // Once opened, the modal stays mounted: it keeps its place (the grounding tip) and closes calmly.
  const [used, setUsed] = useState(false);
  return (
    <>
      {trigger({
        onClick: () => {
          preloadQuizHelp();
          setUsed(true);
          setOpen(true);
        },
        onPointerEnter: preloadQuizHelp,
        onFocus: preloadQuizHelp,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
      })}
      {used ? (
        <Suspense fallback={null}>
          <Modal trigger={null} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
