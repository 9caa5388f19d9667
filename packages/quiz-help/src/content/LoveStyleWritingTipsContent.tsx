import { useMessages } from '@childhood-memories/ui';

import { QUIZ_HELP_NAMESPACE } from '../messages.ts';
import { TipList } from '../TipList.tsx';
import type { HelpContentBodyProps } from './content-props.ts';
import { loveStyleWritingTipsMessages } from './love-style-writing-tips-messages.ts';

/** Love Style Writing Tips: reflections about the writer, never about partners. Loaded lazily. */
export function LoveStyleWritingTipsContent({ messages, headingLevel }: HelpContentBodyProps) {
  const t = useMessages(QUIZ_HELP_NAMESPACE, loveStyleWritingTipsMessages, messages);
  return (
    <div className="cm-help-article">
      <p className="cm-help-intro">{t.loveStyleTipsIntro}</p>
      <TipList
        headingLevel={headingLevel}
        tips={[
          { id: 'patterns', title: t.loveStyleTipPatternsTitle, text: t.loveStyleTipPatternsText },
          { id: 'focus', title: t.loveStyleTipFocusTitle, text: t.loveStyleTipFocusText },
          { id: 'compassion', title: t.loveStyleTipCompassionTitle, text: t.loveStyleTipCompassionText },
          { id: 'noBlame', title: t.loveStyleTipNoBlameTitle, text: t.loveStyleTipNoBlameText },
          { id: 'noDiagnosis', title: t.loveStyleTipNoDiagnosisTitle, text: t.loveStyleTipNoDiagnosisText },
          { id: 'connect', title: t.loveStyleTipConnectTitle, text: t.loveStyleTipConnectText },
        ]}
      />
    </div>
  );
}
