import type { Memory, MemorySavePayload } from '@childhood-memories/api-client';
import { Button, Spinner } from '@childhood-memories/ui';
import { Suspense, useState } from 'react';

import { LazyTagWizard } from './lazy-tag-wizard.tsx';

/**
 * The default tagging entry: a button that opens the tag wizard (loaded lazily) on the saved
 * memory, or on the form as a draft (the wizard's first change creates the memory with the
 * editor's idempotency key; once it exists, `hashId` makes every later change an update, also
 * after a reload).
 */
export function TaggingEntry({
  memory,
  draft,
  hashId,
  idempotencyKey,
  label,
  loadingLabel,
  onTagsSaved,
  isEdit,
  readOnly,
  onRequireSignIn,
}: {
  memory: Memory | null;
  draft: MemorySavePayload;
  hashId: string | null;
  idempotencyKey: string;
  label: string;
  loadingLabel: string;
  onTagsSaved: (memory: Memory) => void;
  isEdit: boolean;
  readOnly: boolean;
  onRequireSignIn?: (() => void) | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          if (readOnly) {
            onRequireSignIn?.();
            return;
          }
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {opened ? (
        <Suspense fallback={<Spinner label={loadingLabel} />}>
          <LazyTagWizard
            memory={memory ?? { ...draft, hashId }}
            createIdempotencyKey={idempotencyKey}
            open={open}
            onOpenChange={setOpen}
            onSaved={onTagsSaved}
            isEdit={isEdit}
          />
        </Suspense>
      ) : null}
    </>
  );
}
