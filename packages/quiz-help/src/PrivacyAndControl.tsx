import { cx, WidgetRoot } from '@childhood-memories/ui';

import { LazyHelpContent } from './LazyHelpContent.tsx';
import type { HelpContentProps } from './types.ts';

/**
 * Privacy & Control: the three privacy levels (Public, Private with a link, Only me) and what each
 * means, photos and anonymity, and the writer's control over posts and account.
 * Its text loads on demand (a spinner shows meanwhile); every string is overridable.
 *
 * @example
 * <PrivacyAndControl headingLevel={3} />
 */
export function PrivacyAndControl({ messages, headingLevel = 3, className }: HelpContentProps) {
  return (
    <WidgetRoot className={cx('cm-help-content', className)}>
      <LazyHelpContent content="privacyAndControl" messages={messages} headingLevel={headingLevel} />
    </WidgetRoot>
  );
}
