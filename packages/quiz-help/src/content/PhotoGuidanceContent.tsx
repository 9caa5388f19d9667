import { MEMORY_PHOTOS_MAX } from '../constants.ts';
import { Heading } from '../Heading.tsx';
import { useQuizHelpMessages } from '../use-quiz-help-messages.ts';
import type { HelpContentBodyProps } from './content-props.ts';

/** The photo guidance of memory-writing §5, as a titled section. */
export function PhotoGuidanceContent({ messages, headingLevel }: HelpContentBodyProps) {
  const m = useQuizHelpMessages(messages);
  return (
    <div className="cm-help-photo-guidance">
      <Heading level={headingLevel} className="cm-help-section-title">
        {m.photoGuidanceTitle}
      </Heading>
      <p className="cm-help-intro">{m.photoGuidanceIntro}</p>
      <ul className="cm-help-list">
        <li>{m.photoOnlyYouAsChild}</li>
        <li>{m.photoNoAdults}</li>
        <li>{m.photoOnePerson}</li>
        <li>{m.photoNoSexualAbuse}</li>
        <li>{m.photoAvoid}</li>
        <li>{m.photoAnonymity}</li>
        <li>{m.photoLimit(MEMORY_PHOTOS_MAX)}</li>
      </ul>
    </div>
  );
}
