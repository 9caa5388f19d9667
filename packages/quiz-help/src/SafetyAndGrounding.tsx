import { cx, WidgetRoot } from '@childhood-memories/ui';

import { SafetyAndGroundingContent } from './content/SafetyAndGroundingContent.tsx';
import type { HelpContentProps } from './types.ts';

/**
 * Safety & Grounding: grounding techniques (5-4-3-2-1 senses, breathing in for 4 and out for 6,
 * feet on the floor, naming the date and place, a comforting object, it's OK to stop), the signs
 * that it may be time to pause, and crisis lines one click away. Rendered at once, never lazily.
 *
 * @example
 * <SafetyAndGrounding headingLevel={3} />
 */
export function SafetyAndGrounding({ messages, headingLevel = 3, className }: HelpContentProps) {
  return (
    <WidgetRoot className={cx('cm-help-content', className)}>
      <SafetyAndGroundingContent messages={messages} headingLevel={headingLevel} />
    </WidgetRoot>
  );
}
