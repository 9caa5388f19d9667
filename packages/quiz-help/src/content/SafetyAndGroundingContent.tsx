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
  const m = useQuizHelpMessages(messages);
  return (
    <div className="cm-help-article">
      <p className="cm-help-intro">{m.groundingIntro}</p>
      <Heading level={headingLevel} className="cm-help-section-title">
        {m.groundingTechniquesHeading}
      </Heading>
      <TipList tips={resolveGroundingTips(m)} headingLevel={subLevel(headingLevel)} />
      <Heading level={headingLevel} className="cm-help-section-title">
        {m.groundingPauseHeading}
      </Heading>
      <ul className="cm-help-list">
        <li>{m.groundingSignBody}</li>
        <li>{m.groundingSignNumb}</li>
        <li>{m.groundingSignYoung}</li>
        <li>{m.groundingSignOverwhelmed}</li>
      </ul>
      {/* One 'If you feel unsafe' sentence: the reach-out note is the crisis lines' prompt. */}
      <CrisisDisclosure messages={messages} headingLevel={headingLevel} prompt={m.groundingReachOut} />
    </div>
  );
}
