import { useMessages } from '@childhood-memories/ui';

import {
  QUIZ_HELP_NAMESPACE,
  quizHelpMessages,
  type QuizHelpCoreMessages,
  type QuizHelpMessages,
} from './messages.ts';

/** The first-paint strings: defaults < provider `messages.quizHelp` < the component's `messages` prop. */
export function useQuizHelpMessages(overrides?: Partial<QuizHelpMessages>): QuizHelpCoreMessages {
  return useMessages(QUIZ_HELP_NAMESPACE, quizHelpMessages, overrides);
}
