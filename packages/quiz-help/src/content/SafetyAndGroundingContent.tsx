import { CrisisDisclosure } from '../CrisisDisclosure.tsx';
import { resolveGroundingTips } from '../grounding-tips.ts';
import { Heading, subLevel } from '../Heading.tsx';
import { TipList } from '../TipList.tsx';
import { useQuizHelpMessages } from '../use-quiz-help-messages.ts';
import type { HelpContentBodyProps } from './content-props.ts';

/**
 * Grounding techniques, the signs that it may be time to pause, and crisis lines one click away.
 * Part of the first paint on purpose: someone who reaches for it should not wait for a download.
 */
export function SafetyAndGroundingContent({ messages, headingLevel }: HelpContentBodyProps) {
  const t = useQuizHelpMessages(messages);
  return (
    <div className="cm-help-article">
      <p className="cm-help-intro">{t.groundingIntro}</p>
      <Heading level={headingLevel} className="cm-help-section-title">
        {t.groundingTechniquesHeading}
      </Heading>
      <TipList tips={resolveGroundingTips(t)} headingLevel={subLevel(headingLevel)} />
      <Heading level={headingLevel} className="cm-help-section-title">
        {t.groundingPauseHeading}
      </Heading>
      <ul className="cm-help-list">
        <li>{t.groundingSignBody}</li>
        <li>{t.groundingSignNumb}</li>
        <li>{t.groundingSignYoung}</li>
        <li>{t.groundingSignOverwhelmed}</li>
      </ul>
      {/* One 'If you feel unsafe' sentence: the reach-out note is the crisis lines' prompt. */}
      <CrisisDisclosure messages={messages} headingLevel={headingLevel} prompt={t.groundingReachOut} />
    </div>
  );
}
