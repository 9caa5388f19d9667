import { useMessages } from '@childhood-memories/ui';

import { Heading } from '../Heading.tsx';
import { QUIZ_HELP_NAMESPACE } from '../messages.ts';
import type { HelpContentBodyProps } from './content-props.ts';
import { privacyAndControlMessages } from './privacy-and-control-messages.ts';

/** Privacy & Control: the three privacy levels, photos and anonymity, and control. Loaded lazily. */
export function PrivacyAndControlContent({ messages, headingLevel }: HelpContentBodyProps) {
  const m = useMessages(QUIZ_HELP_NAMESPACE, privacyAndControlMessages, messages);
  return (
    <div className="cm-help-article">
      <p className="cm-help-intro">{m.privacyIntro}</p>
      <Heading level={headingLevel} className="cm-help-section-title">
        {m.privacyLevelsHeading}
      </Heading>
      <dl className="cm-help-privacy-levels">
        <div className="cm-help-privacy-level">
          <dt className="cm-help-privacy-level-name">{m.privacyPublicName}</dt>
          <dd className="cm-help-privacy-level-text">{m.privacyPublicText}</dd>
        </div>
        <div className="cm-help-privacy-level">
          <dt className="cm-help-privacy-level-name">{m.privacyLinkName}</dt>
          <dd className="cm-help-privacy-level-text">{m.privacyLinkText}</dd>
        </div>
        <div className="cm-help-privacy-level">
          <dt className="cm-help-privacy-level-name">{m.privacyOnlyMeName}</dt>
          <dd className="cm-help-privacy-level-text">{m.privacyOnlyMeText}</dd>
        </div>
      </dl>
      <p className="cm-help-note">{m.privacyLastUsed}</p>
      <Heading level={headingLevel} className="cm-help-section-title">
        {m.privacyPhotosHeading}
      </Heading>
      <p>{m.privacyPhotosText}</p>
      <Heading level={headingLevel} className="cm-help-section-title">
        {m.privacyControlHeading}
      </Heading>
      <p>{m.privacyControlText}</p>
      <Heading level={headingLevel} className="cm-help-section-title">
        {m.privacyQuizHeading}
      </Heading>
      <p>{m.privacyQuizText}</p>
    </div>
  );
}
