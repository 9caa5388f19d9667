import { useMessages } from '@childhood-memories/ui';

import { QUIZ_HELP_NAMESPACE } from '../messages.ts';
import { TipList } from '../TipList.tsx';
import type { HelpContentBodyProps } from './content-props.ts';
import { memoryWritingTipsMessages } from './memory-writing-tips-messages.ts';
import { PhotoGuidanceContent } from './PhotoGuidanceContent.tsx';

/** Memory Writing Tips and the photo guidance. Loaded lazily. */
export function MemoryWritingTipsContent({ messages, headingLevel }: HelpContentBodyProps) {
  const m = useMessages(QUIZ_HELP_NAMESPACE, memoryWritingTipsMessages, messages);
  return (
    <div className="cm-help-article">
      <p className="cm-help-intro">{m.memoryTipsIntro}</p>
      <TipList
        headingLevel={headingLevel}
        tips={[
          { id: 'pace', title: m.memoryTipPaceTitle, text: m.memoryTipPaceText },
          { id: 'choose', title: m.memoryTipChooseTitle, text: m.memoryTipChooseText },
          { id: 'perspectives', title: m.memoryTipPerspectivesTitle, text: m.memoryTipPerspectivesText },
          { id: 'comeBack', title: m.memoryTipComeBackTitle, text: m.memoryTipComeBackText },
          { id: 'happy', title: m.memoryTipHappyTitle, text: m.memoryTipHappyText },
          { id: 'warnings', title: m.memoryTipWarningsTitle, text: m.memoryTipWarningsText },
          { id: 'others', title: m.memoryTipOthersTitle, text: m.memoryTipOthersText },
        ]}
      />
      <PhotoGuidanceContent messages={messages} headingLevel={headingLevel} />
    </div>
  );
}
