import { useMessages } from '@childhood-memories/ui';

import { QUIZ_HELP_NAMESPACE } from '../messages.ts';
import { TipList } from '../TipList.tsx';
import { communityGuidelinesMessages } from './community-guidelines-messages.ts';
import type { HelpContentBodyProps } from './content-props.ts';

/** The Community Guidelines. Loaded lazily. */
export function CommunityGuidelinesContent({ messages, headingLevel }: HelpContentBodyProps) {
  const m = useMessages(QUIZ_HELP_NAMESPACE, communityGuidelinesMessages, messages);
  return (
    <div className="cm-help-article">
      <p className="cm-help-intro">{m.guidelinesIntro}</p>
      <TipList
        headingLevel={headingLevel}
        tips={[
          { id: 'kindness', title: m.guidelineKindnessTitle, text: m.guidelineKindnessText },
          { id: 'noAdvice', title: m.guidelineNoAdviceTitle, text: m.guidelineNoAdviceText },
          { id: 'noJudgement', title: m.guidelineNoJudgementTitle, text: m.guidelineNoJudgementText },
          { id: 'privacy', title: m.guidelinePrivacyTitle, text: m.guidelinePrivacyText },
          { id: 'warnings', title: m.guidelineWarningsTitle, text: m.guidelineWarningsText },
          { id: 'graphic', title: m.guidelineGraphicTitle, text: m.guidelineGraphicText },
          { id: 'report', title: m.guidelineReportTitle, text: m.guidelineReportText },
          { id: 'moderators', title: m.guidelineModeratorsTitle, text: m.guidelineModeratorsText },
        ]}
      />
    </div>
  );
}
