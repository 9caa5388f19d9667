import { cx, WidgetRoot } from '@childhood-memories/ui';

import { LazyHelpContent } from './LazyHelpContent.tsx';
import type { HelpContentProps } from './types.ts';

/**
 * Memory Writing Tips: go at your own pace, choose what to share, the child's and the adult's view,
 * write a little and come back, happy memories count, content warnings, not identifying others, and
 * the photo guidance.
 * Its text loads on demand (a spinner shows meanwhile); every string is overridable.
 *
 * @example
 * <MemoryWritingTips headingLevel={3} />
 */
export function MemoryWritingTips({ messages, headingLevel = 3, className }: HelpContentProps) {
  return (
    <WidgetRoot className={cx('cm-help-content', className)}>
      <LazyHelpContent content="memoryWritingTips" messages={messages} headingLevel={headingLevel} />
    </WidgetRoot>
  );
}
