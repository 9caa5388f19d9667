import { DESCRIPTION_MAX } from '@childhood-memories/api-client';
import { Button, ConfirmDialog, Dialog, HashtagTextArea } from '@childhood-memories/ui';
import { useState } from 'react';

import { DESCRIPTION_MODAL_WIDTH, MODAL_EDITOR_ROWS } from './constants.ts';
import { useEditorContext } from './editor-context.ts';
import { isConfirmableText } from './validation.ts';

/**
 * The single page's description editor (memory-writing §4): the words are the editor's
 * `pendingDescription` (kept in the draft) until Done or Save lays them over the memory; closing
 * with words not confirmed asks first, nothing is thrown away silently.
 */
export function DescriptionDialog({
  prompt,
  onOpen,
  onConfirmed,
}: {
  /** The assistant's question the member chose to write from, shown above the text. */
  prompt: string | null;
  onOpen: () => void;
  onConfirmed: () => void;
}) {
  const { editor, t, client, editing, mobile } = useEditorContext();
  const { form, pendingDescription: text, setPendingDescription } = editor;
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const requestClose = () => {
    if (text !== null && text !== form.desc) setConfirmDiscard(true);
    else setPendingDescription(null);
  };
  const confirmText = () => {
    if (text === null) return;
    editor.update({ desc: text });
    setPendingDescription(null);
    onConfirmed();
  };

  return (
    <>
      <Dialog
        open={text !== null}
        onOpenChange={(open) => (open ? onOpen() : requestClose())}
        title={t.descriptionModalTitle}
        description={prompt !== null ? `${t.assistantPromptLabel} ${prompt}` : undefined}
        width={DESCRIPTION_MODAL_WIDTH}
        footer={
          <>
            <Button type="button" variant="ghost" onClick={requestClose}>
              {t.cancel}
            </Button>
            <Button
              type="button"
              disabled={text === null || !isConfirmableText(text, DESCRIPTION_MAX)}
              onClick={confirmText}
            >
              {editing ? t.save : t.done}
            </Button>
          </>
        }
      >
        <HashtagTextArea
          label={t.descriptionLabel}
          hideLabel
          placeholder={t.descriptionPlaceholder}
          value={text ?? ''}
          onValueChange={setPendingDescription}
          client={client}
          maxLength={DESCRIPTION_MAX}
          counter="description"
          minRows={MODAL_EDITOR_ROWS.min}
          maxRows={mobile ? MODAL_EDITOR_ROWS.maxMobile : MODAL_EDITOR_ROWS.maxDesktop}
        />
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t.discardTitle}
        description={t.discardText}
        confirmLabel={t.discard}
        cancelLabel={t.keepWriting}
        tone="danger"
        onConfirm={() => setPendingDescription(null)}
      />
    </>
  );
}
