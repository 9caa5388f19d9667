import { CrisisResources } from '@childhood-memories/crisis-resources';
import { Dialog } from '@childhood-memories/ui';
import type { ReactNode } from 'react';

import type { HelpTileId } from './constants.ts';
import { CrisisDisclosure } from './CrisisDisclosure.tsx';
import { SafetyAndGroundingContent } from './content/SafetyAndGroundingContent.tsx';
import { LazyHelpContent } from './LazyHelpContent.tsx';
import type { QuizHelpCoreMessages, QuizHelpMessages } from './messages.ts';

/** A tile's title: the spec's exact words by default. */
export function helpTileTitle(t: QuizHelpCoreMessages, id: HelpTileId): string {
  return t[`${id}Title`];
}

/** A tile's one-line description, also the dialog's description. */
export function helpTileDescription(t: QuizHelpCoreMessages, id: HelpTileId): string {
  return t[`${id}Description`];
}

interface HelpTileBodyProps {
  id: HelpTileId;
  messages?: Partial<QuizHelpMessages> | undefined;
}

function HelpTileBody({ id, messages }: HelpTileBodyProps) {
  switch (id) {
    case 'safetyAndGrounding':
      return <SafetyAndGroundingContent messages={messages} headingLevel={3} />;
    case 'crisisResources':
      // The dialog's title already says 'Crisis Resources'.
      return <CrisisResources hideTitle />;
    default:
      return (
        <div className="cm-help-article">
          <LazyHelpContent content={id} messages={messages} headingLevel={3} />
          <CrisisDisclosure messages={messages} headingLevel={3} />
        </div>
      );
  }
}

interface HelpTileDialogProps {
  id: HelpTileId;
  t: QuizHelpCoreMessages;
  trigger: ReactNode;
  messages?: Partial<QuizHelpMessages> | undefined;
  onOpenChange?: (open: boolean) => void;
}

/** The dialog a help tile (or a quiz panel button) opens; focus returns to its trigger on close. */
export function HelpTileDialog({ id, t, trigger, messages, onOpenChange }: HelpTileDialogProps) {
  return (
    <Dialog
      trigger={trigger}
      title={helpTileTitle(t, id)}
      description={helpTileDescription(t, id)}
      className="cm-help-dialog"
      onOpenChange={onOpenChange}
    >
      <HelpTileBody id={id} messages={messages} />
    </Dialog>
  );
}
