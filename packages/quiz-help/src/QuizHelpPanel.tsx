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
  const t = useQuizHelpMessages(messages);
  const titleId = useId();
  const careId = useId();
  const sectionLevel = subLevel(headingLevel);
  return (
    <WidgetRoot className={cx('cm-quiz-help', className)}>
      <section className="cm-quiz-help-panel" aria-labelledby={titleId}>
        <Heading level={headingLevel} id={titleId} className="cm-quiz-help-title">
          {t.quizHelpTitle}
        </Heading>
        <p className="cm-quiz-help-intro">{t.quizHelpIntro}</p>

        <Heading level={sectionLevel} className="cm-quiz-help-section-title">
          {t.quizAboutHeading}
        </Heading>
        <ul className="cm-quiz-help-facts">
          <li>{t.quizDuration}</li>
          <li>{t.quizNoRegistration}</li>
          <li>{t.quizSelfAwareness}</li>
          <li>{t.quizPrintResults}</li>
        </ul>

        <Heading level={sectionLevel} className="cm-quiz-help-section-title">
          {t.quizPrivacyHeading}
        </Heading>
        <ul className="cm-quiz-help-facts">
          <li>{t.quizNoSavedProgress}</li>
          <li>{t.quizNoLongTermData}</li>
        </ul>

        <section className="cm-quiz-help-care" aria-labelledby={careId}>
          <Heading level={sectionLevel} id={careId} className="cm-quiz-help-section-title">
            {t.quizCareHeading}
          </Heading>
          <ul className="cm-quiz-help-facts">
            <li>{t.quizTherapist}</li>
            <li>{t.quizVoluntary}</li>
            <li>{t.quizStopIfTriggered}</li>
          </ul>
          <div className="cm-quiz-help-actions">
            <HelpTileDialog
              id="safetyAndGrounding"
              t={t}
              messages={messages}
              trigger={
                <Button type="button" variant="secondary">
                  {t.quizOpenGrounding}
                </Button>
              }
            />
            <HelpTileDialog
              id="crisisResources"
              t={t}
              messages={messages}
              trigger={
                <Button type="button" variant="secondary">
                  {t.quizOpenCrisis}
                </Button>
              }
            />
          </div>
        </section>
      </section>
    </WidgetRoot>
  );
}
