import { cx, WidgetRoot } from '@childhood-memories/ui';

import { LazyHelpContent } from './LazyHelpContent.tsx';
import type { HelpContentProps } from './types.ts';

/**
 * Love Style Writing Tips: reflections that stay with the writer (patterns in yourself, compassion,
 * no blame, no diagnosing anyone), never about partners.
 * Its text loads on demand (a spinner shows meanwhile); every string is overridable.
 *
 * @example
 * <LoveStyleWritingTips headingLevel={3} />
 */
export function LoveStyleWritingTips({ messages, headingLevel = 3, className }: HelpContentProps) {
  return (
    <WidgetRoot className={cx('cm-help-content', className)}>
      <LazyHelpContent content="loveStyleWritingTips" messages={messages} headingLevel={headingLevel} />
    </WidgetRoot>
  );
}
