import { COMMUNITY_GUIDELINES_MODAL_WIDTH } from './constants.ts';
import { CrisisDisclosure } from './CrisisDisclosure.tsx';
import { HelpModalShell } from './HelpModalShell.tsx';
import { LazyHelpContent } from './LazyHelpContent.tsx';
import type { HelpModalProps } from './types.ts';
import { useQuizHelpMessages } from './use-quiz-help-messages.ts';

/**
 * Props of `CommunityGuidelinesModal`.
 *
 * @example
 * const props: CommunityGuidelinesModalProps = { trigger: <a href="#guidelines">View our Community Guidelines.</a> };
 */
export type CommunityGuidelinesModalProps = HelpModalProps;

/**
 * The Community Guidelines modal of memory-writing §2: width 600, titled 'Community Guidelines',
 * opened by a 'View Guidelines' button when no `trigger` is given. Pass `trigger` for your own
 * opener (the editor's 'View our Community Guidelines.' link), or `trigger={null}` with
 * `open` / `onOpenChange` to control it.
 *
 * @example
 * <CommunityGuidelinesModal />
 * <CommunityGuidelinesModal trigger={<Button variant="link">View our Community Guidelines.</Button>} />
 * <CommunityGuidelinesModal trigger={null} open={open} onOpenChange={setOpen} />
 */
export function CommunityGuidelinesModal({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  messages,
}: CommunityGuidelinesModalProps) {
  const t = useQuizHelpMessages(messages);
  return (
    <HelpModalShell
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      defaultTriggerLabel={t.viewGuidelines}
      title={t.communityGuidelinesTitle}
      description={t.communityGuidelinesDescription}
      width={COMMUNITY_GUIDELINES_MODAL_WIDTH}
    >
      <LazyHelpContent content="communityGuidelines" messages={messages} headingLevel={3} />
      <CrisisDisclosure messages={messages} headingLevel={3} />
    </HelpModalShell>
  );
}
