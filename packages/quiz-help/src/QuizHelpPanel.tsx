import { Button, cx, WidgetRoot } from '@childhood-memories/ui';
import { useId } from 'react';

import { Heading, subLevel } from './Heading.tsx';
import { HelpTileDialog } from './HelpTileDialog.tsx';
import type { QuizHelpMessages } from './messages.ts';
import type { HeadingLevel } from './types.ts';
import { useQuizHelpMessages } from './use-quiz-help-messages.ts';

/**
 * Props of `QuizHelpPanel`.
 *
 * @example
 * const props: QuizHelpPanelProps = { headingLevel: 3 };
 */
export interface QuizHelpPanelProps {
  /** Strings of the `quizHelp` namespace; these win over the provider's. */
  messages?: Partial<QuizHelpMessages>;
  /** Level of the panel's heading; its sections use the next level. Default 2. */
  headingLevel?: HeadingLevel;
  /** Extra class on the root. */
  className?: string;
}

/**
 * How the Survivor Love Styles quiz works, in plain words: about 3-5 minutes per experience
 * category, the first two parts need no registration, self-awareness not diagnosis, no progress
 * saved between sessions, no long-term data (deleted on exit), results printable or saved as PDF;
 * then the therapist recommendation, that taking part is voluntary, and to stop if triggered, with
 * grounding techniques and crisis resources one click away.
 *
 * @example
 * <QuizHelpPanel />
 */
export function QuizHelpPanel({ messages, headingLevel = 2, className }: QuizHelpPanelProps) {
  const m = useQuizHelpMessages(messages);
  const titleId = useId();
  const careId = useId();
  const sectionLevel = subLevel(headingLevel);
  return (
    <WidgetRoot className={cx('cm-quiz-help', className)}>
      <section className="cm-quiz-help-panel" aria-labelledby={titleId}>
        <Heading level={headingLevel} id={titleId} className="cm-quiz-help-title">
          {m.quizHelpTitle}
        </Heading>
        <p className="cm-quiz-help-intro">{m.quizHelpIntro}</p>

        <Heading level={sectionLevel} className="cm-quiz-help-section-title">
          {m.quizAboutHeading}
        </Heading>
        <ul className="cm-quiz-help-facts">
          <li>{m.quizDuration}</li>
          <li>{m.quizNoRegistration}</li>
          <li>{m.quizSelfAwareness}</li>
          <li>{m.quizPrintResults}</li>
        </ul>

        <Heading level={sectionLevel} className="cm-quiz-help-section-title">
          {m.quizPrivacyHeading}
        </Heading>
        <ul className="cm-quiz-help-facts">
          <li>{m.quizNoSavedProgress}</li>
          <li>{m.quizNoLongTermData}</li>
        </ul>

        <section className="cm-quiz-help-care" aria-labelledby={careId}>
          <Heading level={sectionLevel} id={careId} className="cm-quiz-help-section-title">
            {m.quizCareHeading}
          </Heading>
          <ul className="cm-quiz-help-facts">
            <li>{m.quizTherapist}</li>
            <li>{m.quizVoluntary}</li>
            <li>{m.quizStopIfTriggered}</li>
          </ul>
          <div className="cm-quiz-help-actions">
            <HelpTileDialog
              id="safetyAndGrounding"
              m={m}
              messages={messages}
              trigger={
                <Button type="button" variant="secondary">
                  {m.quizOpenGrounding}
                </Button>
              }
            />
            <HelpTileDialog
              id="crisisResources"
              m={m}
              messages={messages}
              trigger={
                <Button type="button" variant="secondary">
                  {m.quizOpenCrisis}
                </Button>
              }
            />
          </div>
        </section>
      </section>
    </WidgetRoot>
  );
}
