import { CrisisResources } from '@childhood-memories/crisis-resources';
import { Button } from '@childhood-memories/ui';
import { useId, useState } from 'react';

import type { QuizHelpMessages } from './messages.ts';
import type { HeadingLevel } from './types.ts';
import { useQuizHelpMessages } from './use-quiz-help-messages.ts';

interface CrisisDisclosureProps {
  messages?: Partial<QuizHelpMessages> | undefined;
  /** Level of the crisis lines' heading once shown. */
  headingLevel: HeadingLevel;
}

/**
 * Crisis lines one click away inside longer content, without putting a hotline list in front of
 * someone who came for writing tips.
 */
export function CrisisDisclosure({ messages, headingLevel }: CrisisDisclosureProps) {
  const m = useQuizHelpMessages(messages);
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="cm-help-crisis-disclosure" data-state={open ? 'open' : 'closed'}>
      <p className="cm-help-crisis-disclosure-prompt">{m.crisisDisclosurePrompt}</p>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? m.crisisDisclosureHide : m.crisisDisclosureShow}
      </Button>
      <div id={regionId} className="cm-help-crisis-disclosure-content" hidden={!open}>
        {open ? <CrisisResources headingLevel={headingLevel} /> : null}
      </div>
    </div>
  );
}
