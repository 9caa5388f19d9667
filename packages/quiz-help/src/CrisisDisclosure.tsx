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
  /**
   * The sentence before the button. Default `crisisDisclosurePrompt`; content that already says
   * 'If you feel unsafe…' passes its own sentence here, so the page says it once.
   */
  prompt?: string | undefined;
}

/**
 * Crisis lines one click away inside longer content, without putting a hotline list in front of
 * someone who came for writing tips. 'Show crisis lines' reveals them, scrolls them into view and
 * moves focus to their heading, so a keyboard or screen-reader user lands on them at once.
 */
export function CrisisDisclosure({ messages, headingLevel, prompt }: CrisisDisclosureProps) {
  const t = useQuizHelpMessages(messages);
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="cm-help-crisis-disclosure" data-state={open ? 'open' : 'closed'}>
      <div className="cm-help-crisis-disclosure-note">
        <p className="cm-help-crisis-disclosure-prompt">{prompt ?? t.crisisDisclosurePrompt}</p>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t.crisisDisclosureHide : t.crisisDisclosureShow}
        </Button>
      </div>
      <div id={regionId} className="cm-help-crisis-disclosure-content" hidden={!open}>
        {open ? <CrisisResources headingLevel={headingLevel} autoFocusTitle /> : null}
      </div>
    </div>
  );
}
