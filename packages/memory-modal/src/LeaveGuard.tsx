import { ConfirmDialog } from '@childhood-memories/ui';
import { useState, type ReactNode } from 'react';

import type { MemoryModalMessages } from './messages.ts';
import { hasUnsentWords, type UnsentWordsStore } from './unsent-words.ts';

/**
 * Closing the modal (Escape, the overlay, ×, or the back arrow from the memory) with words not
 * sent asks first. Kept words come back when the memory opens again; a member who keeps no drafts
 * on this device is told they will be lost, and they are forgotten when the member closes.
 *
 * @example
 * const leave = useLeaveGuard({ store, shareableLink, close: () => setOpen(false), t });
 * <Dialog onOpenChange={(open) => (open ? setOpen(true) : leave.request())}>…{leave.dialog}</Dialog>
 */
export function useLeaveGuard({
  store,
  shareableLink,
  close,
  t,
}: {
  store: UnsentWordsStore;
  shareableLink: string;
  close: () => void;
  t: MemoryModalMessages;
}): { request: () => void; dialog: ReactNode } {
  const [asking, setAsking] = useState(false);
  const request = () => {
    if (hasUnsentWords(store.read(shareableLink))) setAsking(true);
    else close();
  };
  const dialog = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title={t.leaveTitle}
      description={asking && !store.keptOnDevice() ? t.leaveLost : t.leaveKept}
      confirmLabel={t.leaveConfirm}
      cancelLabel={t.leaveCancel}
      onConfirm={() => {
        if (!store.keptOnDevice()) store.discard(shareableLink);
        setAsking(false);
        close();
      }}
    />
  );
  return { request, dialog };
}
