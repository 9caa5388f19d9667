import crisisCss from '@childhood-memories/crisis-resources/styles.css';
import {
  HelpPanel,
  QuizHelpPanel,
  type HelpPanelProps,
  type QuizHelpPanelProps,
} from '@childhood-memories/quiz-help';
import quizHelpCss from '@childhood-memories/quiz-help/styles.css';
import uiCss from '@childhood-memories/ui/styles.css';

import { widgetModule } from '../mount.tsx';

/** `<cm-quiz-help>`'s code: the help panel (its tiles open their guidance), or the quiz's panel. */
export const { mount } = widgetModule([uiCss, crisisCss, quizHelpCss], ({ panel, ...props }) =>
  panel === 'quiz' ? (
    <QuizHelpPanel {...(props as QuizHelpPanelProps)} />
  ) : (
    <HelpPanel {...(props as HelpPanelProps)} />
  ),
);
