import type { QuizHelpMessages } from '../messages.ts';
import type { HeadingLevel } from '../types.ts';

/** What every content body receives from its public wrapper or from a dialog. */
export interface HelpContentBodyProps {
  messages?: Partial<QuizHelpMessages> | undefined;
  headingLevel: HeadingLevel;
}
