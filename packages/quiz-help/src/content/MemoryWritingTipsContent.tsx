import { useMessages } from '@childhood-memories/ui';

import { QUIZ_HELP_NAMESPACE } from '../messages.ts';
import { TipList } from '../TipList.tsx';
import type { HelpContentBodyProps } from './content-props.ts';
import { memoryWritingTipsMessages } from './memory-writing-tips-messages.ts';
import { PhotoGuidanceContent } from './PhotoGuidanceContent.tsx';

/** Memory Writing Tips and the photo guidance. Loaded lazily. */
export function MemoryWritingTipsContent({ messages, headingLevel }: HelpContentBodyProps) {
  const t = useMessages(QUIZ_HELP_NAMESPACE, memoryWritingTipsMessages, messages);
  return (
    <div className="cm-help-article">
      <p className="cm-help-intro">{t.memoryTipsIntro}</p>
      <TipList
        headingLevel={headingLevel}
        tips={[
          { id: 'pace', title: t.memoryTipPaceTitle, text: t.memoryTipPaceText },
          { id: 'choose', title: t.memoryTipChooseTitle, text: t.memoryTipChooseText },
          { id: 'perspectives', title: t.memoryTipPerspectivesTitle, text: t.memoryTipPerspectivesText },
          { id: 'comeBack', title: t.memoryTipComeBackTitle, text: t.memoryTipComeBackText },
          { id: 'happy', title: t.memoryTipHappyTitle, text: t.memoryTipHappyText },
          { id: 'warnings', title: t.memoryTipWarningsTitle, text: t.memoryTipWarningsText },
          { id: 'others', title: t.memoryTipOthersTitle, text: t.memoryTipOthersText },
        ]}
      />
      <PhotoGuidanceContent messages={messages} headingLevel={headingLevel} />
    </div>
  );
}
