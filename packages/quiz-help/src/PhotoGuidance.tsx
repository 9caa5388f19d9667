import { cx, WidgetRoot } from '@childhood-memories/ui';

import { PhotoGuidanceContent } from './content/PhotoGuidanceContent.tsx';
import type { HelpContentProps } from './types.ts';

/**
 * The photo guidance of memory-writing §5: only you as a child, no adults, no more than one person,
 * no photos for memories of sexual abuse, what to avoid, photos reduce anonymity, photos are
 * optional. For the memory editor's photo step; rendered at once, never lazily.
 *
 * @example
 * <PhotoGuidance headingLevel={4} />
 */
export function PhotoGuidance({ messages, headingLevel = 3, className }: HelpContentProps) {
  return (
    <WidgetRoot className={cx('cm-help-content', className)}>
      <PhotoGuidanceContent messages={messages} headingLevel={headingLevel} />
    </WidgetRoot>
  );
}
