import {
  MODERATION_NOTE_MAX,
  type ModerationAction,
  type ModerationQueueItem,
  type ModerationReason,
} from '@childhood-memories/api-client';
import { Button, ConfirmDialog, RadioGroup, TextArea } from '@childhood-memories/ui';
import { useState } from 'react';

import { REASON_OPTIONS } from './labels.ts';
import { actionWords } from './words.ts';

export interface ActionDialogProps {
  action: ModerationAction;
  item: ModerationQueueItem;
  disabled: boolean;
  /** Resolves when the server has done it; rejects (the dialog stays open) when it could not. */
  onConfirm: (input: { reason?: ModerationReason; note: string }) => Promise<void>;
}

/**
 * One action with its confirm step, whose words say what the action will do (`actionWords`):
 * hiding also asks why (one of the reasons, required) and takes an optional note for the other
 * moderators. Focus starts on Cancel, the safe choice.
 */
export function ActionDialog({ action, item, disabled, onConfirm }: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ModerationReason | null>(null);
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const words = actionWords(action, item);
  const hiding = action === 'hide';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setReasonError(undefined);
      }}
      title={words.title}
      description={words.body}
      confirmLabel={words.confirm}
      cancelLabel="Cancel"
      tone={hiding ? 'danger' : 'default'}
      trigger={
        <Button variant={hiding ? 'secondary' : 'ghost'} disabled={disabled}>
          {words.trigger}
        </Button>
      }
      onConfirm={async () => {
        if (hiding && reason === null) {
          setReasonError('Please choose why it is hidden.');
          throw new Error('no reason');
        }
        await onConfirm({ ...(reason === null ? {} : { reason }), note });
        setReason(null);
        setNote('');
      }}
    >
      {hiding ? (
        <div className="site-moderation-form">
          <RadioGroup
            name={`reason-${item.key}`}
            legend="Why is it hidden? The writer sees this reason."
            value={reason}
            onValueChange={(value) => {
              setReason(value);
              setReasonError(undefined);
            }}
            options={REASON_OPTIONS}
          />
          {reasonError ? (
            <p className="site-field-error" role="alert">
              {reasonError}
            </p>
          ) : null}
          <TextArea
            label="A note for the other moderators (optional)"
            description="Only moderators read it, in the audit log."
            value={note}
            maxLength={MODERATION_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            minRows={2}
          />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
