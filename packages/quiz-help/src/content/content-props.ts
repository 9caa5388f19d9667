import type { QuizHelpMessages } from '../messages';
import type { HeadingLevel } from '../types';

/** What every content body receives from its public wrapper or from a dialog. */
export interface HelpContentBodyProps {
  messages?: Partial<QuizHelpMessages> | undefined;
  headingLevel: HeadingLevel;
}
