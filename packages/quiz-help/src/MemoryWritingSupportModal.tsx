import { useId } from 'react';

import { MEMORY_WRITING_SUPPORT_MODAL_WIDTH } from './constants.ts';
import { CrisisDisclosure } from './CrisisDisclosure.tsx';
import { groundingTipPosition, resolveGroundingTips } from './grounding-tips.ts';
import { Heading } from './Heading.tsx';
import { HelpModalShell } from './HelpModalShell.tsx';
import { LazyHelpContent } from './LazyHelpContent.tsx';
import type { HelpModalProps } from './types.ts';
import { useQuizHelpMessages } from './use-quiz-help-messages.ts';

/**
 * Props of `MemoryWritingSupportModal`.
 *
 * @example
 * const props: MemoryWritingSupportModalProps = { groundingTipIndex: 0 };
 */
export interface MemoryWritingSupportModalProps extends HelpModalProps {
  /** Which grounding tip opens the modal (wraps around `groundingTips`). Default 1: paced breathing. */
  groundingTipIndex?: number;
}

/**
 * The modal 'Memory Writing Support' behind the editor's 'Need Support?' button (memory-writing
 * §2): a short grounding reminder, crisis lines one click away, then the Memory Writing Tips with
 * the photo guidance. Same trigger API as `CommunityGuidelinesModal`: a 'Need Support?' button by
 * default, your own `trigger`, or `trigger={null}` with `open` / `onOpenChange`.
 *
 * @example
 * <MemoryWritingSupportModal />
 * <MemoryWritingSupportModal trigger={null} open={open} onOpenChange={setOpen} />
 */
export function MemoryWritingSupportModal({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  messages,
  groundingTipIndex = 1,
}: MemoryWritingSupportModalProps) {
  const t = useQuizHelpMessages(messages);
  const groundingId = useId();
  const tipsId = useId();
  const tips = resolveGroundingTips(t);
  const tip = tips[groundingTipPosition(groundingTipIndex, tips.length)];
  return (
    <HelpModalShell
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      defaultTriggerLabel={t.needSupport}
      title={t.memoryWritingSupportTitle}
      description={t.memoryWritingSupportDescription}
      width={MEMORY_WRITING_SUPPORT_MODAL_WIDTH}
    >
      <section className="cm-help-support-grounding" aria-labelledby={groundingId}>
        <Heading level={3} id={groundingId} className="cm-help-section-title">
          {t.supportGroundingHeading}
        </Heading>
        {tip ? (
          <div className="cm-help-support-tip">
            <p className="cm-help-tip-title">{tip.title}</p>
            <p className="cm-help-tip-text">{tip.text}</p>
          </div>
        ) : null}
        <CrisisDisclosure messages={messages} headingLevel={4} />
      </section>
      <section aria-labelledby={tipsId}>
        <Heading level={3} id={tipsId} className="cm-help-section-title">
          {t.memoryWritingTipsTitle}
        </Heading>
        <LazyHelpContent content="memoryWritingTips" messages={messages} headingLevel={4} />
      </section>
    </HelpModalShell>
  );
}
