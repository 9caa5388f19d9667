import type { ReactNode } from 'react';

import type { QuizHelpMessages } from './messages.ts';

/**
 * The heading level a panel or a piece of content starts at, so it fits the host page's outline.
 *
 * @example
 * <QuizHelpPanel headingLevel={3} />
 */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * Props shared by the help content components (`MemoryWritingTips`, `SafetyAndGrounding`, …).
 *
 * @example
 * const props: HelpContentProps = { headingLevel: 4, messages: { memoryTipsIntro: 'Some ideas.' } };
 */
export interface HelpContentProps {
  /** Strings of the `quizHelp` namespace; these win over the provider's. */
  messages?: Partial<QuizHelpMessages>;
  /** Level of the content's own headings. Default 3 (under a dialog's h2 title). */
  headingLevel?: HeadingLevel;
  /** Extra class on the content's root. */
  className?: string;
}

/**
 * Props shared by `CommunityGuidelinesModal` and `MemoryWritingSupportModal`: an uncontrolled
 * trigger by default, or controlled with `open` / `onOpenChange`.
 *
 * @example
 * const props: HelpModalProps = { trigger: null, open: true, onOpenChange: (open) => console.info(open) };
 */
export interface HelpModalProps {
  /**
   * The element that opens the modal (rendered through Radix `Trigger asChild`, so a single
   * focusable element that forwards its ref). Left out: the default button. `null`: no trigger at
   * all, for hosts that control `open` themselves.
   */
  trigger?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Uncontrolled initial state. */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Strings of the `quizHelp` namespace; these win over the provider's. */
  messages?: Partial<QuizHelpMessages>;
}
