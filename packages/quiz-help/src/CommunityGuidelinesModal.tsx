import { Button, Dialog, WidgetRoot } from '@childhood-memories/ui';

import { COMMUNITY_GUIDELINES_MODAL_WIDTH } from './constants.ts';
import { CrisisDisclosure } from './crisis-disclosure.tsx';
import { LazyHelpContent } from './lazy-content.tsx';
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
  const m = useQuizHelpMessages(messages);
  const opener =
    trigger === undefined ? (
      <Button type="button" variant="secondary">
        {m.viewGuidelines}
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
        title={m.communityGuidelinesTitle}
        description={m.communityGuidelinesDescription}
        width={COMMUNITY_GUIDELINES_MODAL_WIDTH}
        className="cm-help-dialog"
      >
        <div className="cm-help-article">
          <LazyHelpContent content="communityGuidelines" messages={messages} headingLevel={3} />
          <CrisisDisclosure messages={messages} headingLevel={3} />
        </div>
      </Dialog>
    </WidgetRoot>
  );
}
