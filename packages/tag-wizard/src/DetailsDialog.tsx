import type { HashtagClient } from '@childhood-memories/ui';
import { Button, Dialog, DETAIL_HASHTAG_LENGTH_MIN, HashtagTextArea } from '@childhood-memories/ui';
import { useState, type ReactNode } from 'react';

import { DETAILS_MAX } from './constants.ts';
import { useTagWizard } from './wizard-context.ts';

/** Props of {@link DetailsDialog}. */
export interface DetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category's name, in the title. */
  categoryName: string;
  /** The saved text ('' when none). */
  text: string;
  /** Save a new text ('' deletes it). */
  onSave: (text: string) => void;
  /** Where hashtag suggestions come from; the wizard's client by default. */
  client?: HashtagClient;
  trigger?: ReactNode;
}

/**
 * The 'Add more details' modal (memory-writing §5): up to 500 characters, the counter from the
 * first character and red above 450, Save only with text, Delete only when there is text,
 * Cancel keeps what was saved. A word starting with '#' longer than 1 character opens hashtag
 * suggestions.
 */
export function DetailsDialog({
  open,
  onOpenChange,
  categoryName,
  text,
  onSave,
  client,
  trigger,
}: DetailsDialogProps) {
  const { t, client: wizardClient } = useTagWizard();
  const [draft, setDraft] = useState(text);
  const hasDraft = draft.trim() !== '';
  const canDelete = text !== '' || draft !== '';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(text);
        onOpenChange(next);
      }}
      trigger={trigger}
      title={t.detailsTitle(categoryName)}
      closeLabel={t.close}
      footer={
        <>
          <Button
            variant="danger"
            disabled={!canDelete}
            onClick={() => {
              setDraft('');
              onSave('');
              onOpenChange(false);
            }}
          >
            {t.delete}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button
            disabled={!hasDraft}
            onClick={() => {
              onSave(draft);
              onOpenChange(false);
            }}
          >
            {t.save}
          </Button>
        </>
      }
    >
      <HashtagTextArea
        label={t.detailsLabel}
        hideLabel
        placeholder={t.detailsPlaceholder}
        maxLength={DETAILS_MAX}
        counter="details"
        minRows={4}
        maxRows={10}
        value={draft}
        onValueChange={setDraft}
        client={client ?? wizardClient}
        minLength={DETAIL_HASHTAG_LENGTH_MIN}
      />
    </Dialog>
  );
}
