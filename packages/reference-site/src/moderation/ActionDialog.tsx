import {
  MODERATION_NOTE_MAX,
  type ModerationAction,
  type ModerationQueueItem,
  type ModerationReason,
} from '@childhood-memories/api-client';
import { Button, ConfirmDialog, RadioGroup, TextArea } from '@childhood-memories/ui';
import { useState } from 'react';

import { REASON_OPTIONS } from './labels.ts';

/** What each action asks before it is done. */
const QUESTIONS: Record<
  ModerationAction,
  { title: string; confirm: string; describe: (item: ModerationQueueItem) => string }
> = {
  hide: {
    title: 'Hide this?',
    confirm: 'Hide',
    describe: (item) =>
      `${item.kind === 'comment' ? 'The comment' : 'The memory'} will disappear for everyone but its writer, who will be told why. Its reporters will hear that we took action.`,
  },
  restore: {
    title: 'Show this again?',
    confirm: 'Restore',
    describe: (item) =>
      `${item.kind === 'comment' ? 'The comment' : 'The memory'} will be visible again as its writer chose, and they will be told.`,
  },
  dismiss: {
    title: 'Close this without hiding?',
    confirm: 'Close',
    describe: (item) =>
      item.hidden
        ? 'It stays hidden. The writer will hear that a moderator looked again and kept it hidden; reporters, that we reviewed their report.'
        : 'Nothing changes for anyone. The reporters will hear that we reviewed their report.',
  },
};

/** The button label of each action on an item. */
export function actionLabel(action: ModerationAction, item: ModerationQueueItem): string {
  if (action === 'hide') return item.kind === 'comment' ? 'Hide comment…' : 'Hide memory…';
  if (action === 'restore') return 'Restore…';
  return item.hidden ? 'Keep hidden…' : 'Dismiss reports…';
}

export interface ActionDialogProps {
  action: ModerationAction;
  item: ModerationQueueItem;
  disabled: boolean;
  /** Resolves when the server has done it; rejects (the dialog stays open) when it could not. */
  onConfirm: (input: { reason?: ModerationReason; note: string }) => Promise<void>;
}

/**
 * One action with its confirm step: hiding also asks why (one of the reasons, required) and takes
 * an optional note for the other moderators. Focus starts on Cancel, the safe choice.
 */
export function ActionDialog({ action, item, disabled, onConfirm }: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ModerationReason | null>(null);
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const question = QUESTIONS[action];
  const hiding = action === 'hide';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setReasonError(undefined);
      }}
      title={question.title}
      description={question.describe(item)}
      confirmLabel={question.confirm}
      cancelLabel="Cancel"
      tone={hiding ? 'danger' : 'default'}
      trigger={
        <Button variant={hiding ? 'secondary' : 'ghost'} disabled={disabled}>
          {actionLabel(action, item)}
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
