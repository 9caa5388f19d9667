import { cx, WidgetRoot } from '@childhood-memories/ui';

import { LazyHelpContent } from './LazyHelpContent.tsx';
import type { HelpContentProps } from './types.ts';

/**
 * The Community Guidelines: kindness, no advice unless asked, no judgement or comparison of pain,
 * privacy and anonymity, content warnings, no graphic detail without a warning, reporting, moderators.
 * Its text loads on demand (a spinner shows meanwhile); every string is overridable.
 *
 * @example
 * <CommunityGuidelines headingLevel={3} />
 */
export function CommunityGuidelines({ messages, headingLevel = 3, className }: HelpContentProps) {
  return (
    <WidgetRoot className={cx('cm-help-content', className)}>
      <LazyHelpContent content="communityGuidelines" messages={messages} headingLevel={headingLevel} />
    </WidgetRoot>
  );
}
