import { MEMORY_PHOTOS_MAX } from '../constants.ts';
import { Heading } from '../Heading.tsx';
import { useQuizHelpMessages } from '../use-quiz-help-messages.ts';
import type { HelpContentBodyProps } from './content-props.ts';

/** The photo guidance of memory-writing §5, as a titled section. */
export function PhotoGuidanceContent({ messages, headingLevel }: HelpContentBodyProps) {
  const t = useQuizHelpMessages(messages);
  return (
    <div className="cm-help-photo-guidance">
      <Heading level={headingLevel} className="cm-help-section-title">
        {t.photoGuidanceTitle}
      </Heading>
      <p className="cm-help-intro">{t.photoGuidanceIntro}</p>
      <ul className="cm-help-list">
        <li>{t.photoOnlyYouAsChild}</li>
        <li>{t.photoNoAdults}</li>
        <li>{t.photoOnePerson}</li>
        <li>{t.photoNoSexualAbuse}</li>
        <li>{t.photoAvoid}</li>
        <li>{t.photoAnonymity}</li>
        <li>{t.photoLimit(MEMORY_PHOTOS_MAX)}</li>
      </ul>
    </div>
  );
}
