import { useMessages } from '@childhood-memories/ui';

import { QUIZ_HELP_NAMESPACE } from '../messages.ts';
import { TipList } from '../TipList.tsx';
import { communityGuidelinesMessages } from './community-guidelines-messages.ts';
import type { HelpContentBodyProps } from './content-props.ts';

/** The Community Guidelines. Loaded lazily. */
export function CommunityGuidelinesContent({ messages, headingLevel }: HelpContentBodyProps) {
  const t = useMessages(QUIZ_HELP_NAMESPACE, communityGuidelinesMessages, messages);
  return (
    <div className="cm-help-article">
      <p className="cm-help-intro">{t.guidelinesIntro}</p>
      <TipList
        headingLevel={headingLevel}
        tips={[
          { id: 'kindness', title: t.guidelineKindnessTitle, text: t.guidelineKindnessText },
          { id: 'noAdvice', title: t.guidelineNoAdviceTitle, text: t.guidelineNoAdviceText },
          { id: 'noJudgement', title: t.guidelineNoJudgementTitle, text: t.guidelineNoJudgementText },
          { id: 'privacy', title: t.guidelinePrivacyTitle, text: t.guidelinePrivacyText },
          { id: 'warnings', title: t.guidelineWarningsTitle, text: t.guidelineWarningsText },
          { id: 'graphic', title: t.guidelineGraphicTitle, text: t.guidelineGraphicText },
          { id: 'report', title: t.guidelineReportTitle, text: t.guidelineReportText },
          { id: 'moderators', title: t.guidelineModeratorsTitle, text: t.guidelineModeratorsText },
        ]}
      />
    </div>
  );
}
