import { cx, WidgetRoot } from '@childhood-memories/ui';
import { useId } from 'react';

import { groundingTipPosition, resolveGroundingTips } from './grounding-tips.ts';
import type { QuizHelpMessages } from './messages.ts';
import { useQuizHelpMessages } from './use-quiz-help-messages.ts';

/**
 * Props of `GroundingTip`.
 *
 * @example
 * const props: GroundingTipProps = { index: 2 };
 */
export interface GroundingTipProps {
  /** Which tip of `groundingTips` to show; any integer wraps around the list. Default 0. */
  index?: number;
  /** Strings of the `quizHelp` namespace; these win over the provider's. */
  messages?: Partial<QuizHelpMessages>;
  /** Extra class on the root. */
  className?: string;
}

/**
 * One short grounding tip (a title and a paragraph), for a quiet pause such as the tag wizard's
 * 'Take a break' screen. Rendered as a labelled note, never lazily.
 *
 * @example
 * <GroundingTip index={breaks} />
 */
export function GroundingTip({ index = 0, messages, className }: GroundingTipProps) {
  const t = useQuizHelpMessages(messages);
  const labelId = useId();
  const titleId = useId();
  const tips = resolveGroundingTips(t);
  const tip = tips[groundingTipPosition(index, tips.length)] ?? tips[0];
  if (!tip) return null;
  return (
    <WidgetRoot className={cx('cm-help-grounding-tip', className)} data-tip={tip.id}>
      <div role="note" aria-labelledby={`${labelId} ${titleId}`} className="cm-help-grounding-tip-body">
        <p id={labelId} className="cm-help-grounding-tip-label">
          {t.groundingTipLabel}
        </p>
        <p id={titleId} className="cm-help-grounding-tip-title">
          {tip.title}
        </p>
        <p className="cm-help-grounding-tip-text">{tip.text}</p>
      </div>
    </WidgetRoot>
  );
}
