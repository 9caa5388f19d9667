import { useId } from 'react';

import { MAX_MEMORY_PHOTOS } from '../constants';
import { Heading } from '../heading';
import { useQuizHelpMessages } from '../use-quiz-help-messages';
import type { HelpContentBodyProps } from './content-props';

/** The photo guidance of memory-writing §5, as a titled section. */
export function PhotoGuidanceContent({ messages, headingLevel }: HelpContentBodyProps) {
  const m = useQuizHelpMessages(messages);
  const titleId = useId();
  return (
    <section className="cm-help-photo-guidance" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="cm-help-section-title">
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
        <li>{m.photoLimit(MAX_MEMORY_PHOTOS)}</li>
      </ul>
    </section>
  );
}
