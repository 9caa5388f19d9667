import { Button, Dialog, WidgetRoot } from '@childhood-memories/ui';
import { useId } from 'react';

import { MEMORY_WRITING_SUPPORT_MODAL_WIDTH } from './constants.ts';
import { CrisisDisclosure } from './crisis-disclosure.tsx';
import { groundingTipPosition, resolveGroundingTips } from './grounding-tips.ts';
import { Heading } from './heading.tsx';
import { LazyHelpContent } from './lazy-content.tsx';
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
  const m = useQuizHelpMessages(messages);
  const groundingId = useId();
  const tipsId = useId();
  const tips = resolveGroundingTips(m);
  const tip = tips[groundingTipPosition(groundingTipIndex, tips.length)];
  const opener =
    trigger === undefined ? (
      <Button type="button" variant="secondary">
        {m.needSupport}
      </Button>
    ) : (
      (trigger ?? undefined)
    );
  // A box-less .cm-root: the trigger keeps the host's layout, gets the tokens, and the dialog
  // carries the host's theme into document.body.
  return (
    <WidgetRoot className="cm-help-modal">
      <Dialog
        trigger={opener}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        title={m.memoryWritingSupportTitle}
        description={m.memoryWritingSupportDescription}
        width={MEMORY_WRITING_SUPPORT_MODAL_WIDTH}
        className="cm-help-dialog"
      >
        <div className="cm-help-article">
          <section className="cm-help-support-grounding" aria-labelledby={groundingId}>
            <Heading level={3} id={groundingId} className="cm-help-section-title">
              {m.supportGroundingHeading}
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
              {m.memoryWritingTipsTitle}
            </Heading>
            <LazyHelpContent content="memoryWritingTips" messages={messages} headingLevel={4} />
          </section>
        </div>
      </Dialog>
    </WidgetRoot>
  );
}
