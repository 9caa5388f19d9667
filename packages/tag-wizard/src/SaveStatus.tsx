import { Button, CheckIcon } from '@childhood-memories/ui';

import { useTagWizard } from './wizard-context.ts';

/**
 * The quiet inline save state: 'Saving…', 'Saved' (with the green check for 1.5 s), or
 * 'Not saved yet — retrying' with a way to try at once. Never a toast: a failed autosave is
 * not an emergency, and the member's choices stay on screen.
 */
export function SaveStatus() {
  const { t, saveState: state, showCheck, retryNow: onRetryNow } = useTagWizard();
  const text =
    state === 'saving' ? t.saving : state === 'saved' ? t.saved : state === 'retrying' ? t.retrying : '';
  return (
    <div className="cm-tag-wizard-status" data-state={state}>
      <p role="status" className="cm-tag-wizard-status-text">
        {state === 'saved' && showCheck ? (
          <span className="cm-tag-wizard-check" data-state="visible">
            <CheckIcon />
          </span>
        ) : null}
        {text}
      </p>
      {state === 'retrying' ? (
        <Button variant="link" size="sm" onClick={onRetryNow}>
          {t.retryNow}
        </Button>
      ) : null}
    </div>
  );
}
