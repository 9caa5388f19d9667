import { useMessages } from '@childhood-memories/ui';

import { Heading } from '../Heading.tsx';
import { QUIZ_HELP_NAMESPACE } from '../messages.ts';
import type { HelpContentBodyProps } from './content-props.ts';
import { privacyAndControlMessages } from './privacy-and-control-messages.ts';

/** Privacy & Control: the three privacy levels, photos and anonymity, and control. Loaded lazily. */
export function PrivacyAndControlContent({ messages, headingLevel }: HelpContentBodyProps) {
  const t = useMessages(QUIZ_HELP_NAMESPACE, privacyAndControlMessages, messages);
  return (
    <div className="cm-help-article">
      <p className="cm-help-intro">{t.privacyIntro}</p>
      <Heading level={headingLevel} className="cm-help-section-title">
        {t.privacyLevelsHeading}
      </Heading>
      <dl className="cm-help-privacy-levels">
        <div className="cm-help-privacy-level">
          <dt className="cm-help-privacy-level-name">{t.privacyPublicName}</dt>
          <dd className="cm-help-privacy-level-text">{t.privacyPublicText}</dd>
        </div>
        <div className="cm-help-privacy-level">
          <dt className="cm-help-privacy-level-name">{t.privacyLinkName}</dt>
          <dd className="cm-help-privacy-level-text">{t.privacyLinkText}</dd>
        </div>
        <div className="cm-help-privacy-level">
          <dt className="cm-help-privacy-level-name">{t.privacyOnlyMeName}</dt>
          <dd className="cm-help-privacy-level-text">{t.privacyOnlyMeText}</dd>
        </div>
      </dl>
      <p className="cm-help-note">{t.privacyLastUsed}</p>
      <Heading level={headingLevel} className="cm-help-section-title">
        {t.privacyPhotosHeading}
      </Heading>
      <p>{t.privacyPhotosText}</p>
      <Heading level={headingLevel} className="cm-help-section-title">
        {t.privacyControlHeading}
      </Heading>
      <p>{t.privacyControlText}</p>
      <Heading level={headingLevel} className="cm-help-section-title">
        {t.privacyQuizHeading}
      </Heading>
      <p>{t.privacyQuizText}</p>
    </div>
  );
}
