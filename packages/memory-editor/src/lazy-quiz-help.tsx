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

/** Starts (once) loading quiz-help; the editor calls it after mounting so it is ready when needed. */
export function loadQuizHelp(): Promise<QuizHelp> {
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

/**
 * A quiz-help modal behind its trigger. Until the modal's code has arrived, the same trigger is
 * shown; a press on it then is remembered and the modal opens as soon as it can.
 */
export function LazyHelpModal({
  modal: Modal,
  trigger,
}: {
  modal: typeof LazyCommunityGuidelinesModal | typeof LazyMemoryWritingSupportModal;
  trigger: (onPress?: () => void) => ReactElement;
}): ReactNode {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Suspense
      fallback={trigger(() => {
        setPressedEarly(true);
        void loadQuizHelp();
      })}
    >
      <Modal trigger={trigger()} defaultOpen={pressedEarly} />
    </Suspense>
  );
}
