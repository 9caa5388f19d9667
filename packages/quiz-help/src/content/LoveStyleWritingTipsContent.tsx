import { useMessages } from '@childhood-memories/ui';

import { QUIZ_HELP_NAMESPACE } from '../messages.ts';
import { TipList } from '../TipList.tsx';
import type { HelpContentBodyProps } from './content-props.ts';
import { loveStyleWritingTipsMessages } from './love-style-writing-tips-messages.ts';

/** Love Style Writing Tips: reflections about the writer, never about partners. Loaded lazily. */
export function LoveStyleWritingTipsContent({ messages, headingLevel }: HelpContentBodyProps) {
  const m = useMessages(QUIZ_HELP_NAMESPACE, loveStyleWritingTipsMessages, messages);
  return (
    <div className="cm-help-article">
      <p className="cm-help-intro">{m.loveStyleTipsIntro}</p>
      <TipList
        headingLevel={headingLevel}
        tips={[
          { id: 'patterns', title: m.loveStyleTipPatternsTitle, text: m.loveStyleTipPatternsText },
          { id: 'focus', title: m.loveStyleTipFocusTitle, text: m.loveStyleTipFocusText },
          { id: 'compassion', title: m.loveStyleTipCompassionTitle, text: m.loveStyleTipCompassionText },
          { id: 'noBlame', title: m.loveStyleTipNoBlameTitle, text: m.loveStyleTipNoBlameText },
          { id: 'noDiagnosis', title: m.loveStyleTipNoDiagnosisTitle, text: m.loveStyleTipNoDiagnosisText },
          { id: 'connect', title: m.loveStyleTipConnectTitle, text: m.loveStyleTipConnectText },
        ]}
      />
    </div>
  );
}
