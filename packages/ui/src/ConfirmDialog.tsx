import { useRef, useState, type ReactNode } from 'react';

import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The label of the action, e.g. 'Leave'. */
  confirmLabel: string;
  /** The label of the safe choice, e.g. 'Keep writing'. It gets the focus first. */
  cancelLabel: string;
  /**
   * Runs on confirm. The dialog closes when it returns or resolves. While a promise is pending the
   * confirm button shows a spinner and the dialog cannot be dismissed; if it rejects, the dialog
   * stays open so the person can try again or cancel (report the error yourself, e.g. a toast).
   */
  onConfirm: () => void | Promise<void>;
  /** 'danger' paints the confirm button red, for actions that cannot be undone. */
  tone?: 'default' | 'danger';
  /** The element that opens the dialog. */
  trigger?: ReactNode;
  /** More content between the description and the buttons. */
  children?: ReactNode;
  className?: string;
}

/**
 * A question with two answers. Focus starts on the cancel button, the safe choice, so a
 * hurried Enter never destroys anything.
 *
 * @example
 * <ConfirmDialog
 *   open={isLeaving}
 *   onOpenChange={setLeaving}
 *   title="Leave page?"
 *   description="You have unsaved changes. Are you sure you want to leave?"
 *   cancelLabel="Keep writing"
 *   confirmLabel="Leave"
 *   tone="danger"
 *   onConfirm={leave}
 * />
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'default',
  trigger,
  children,
  className,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);

  const requestOpenChange = (next: boolean) => {
    if (!next && pending) return;
    onOpenChange(next);
  };

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      onOpenChange(false);
    } catch {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={requestOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      initialFocusRef={cancelRef}
      width={480}
      className={className}
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="secondary"
            onClick={() => requestOpenChange(false)}
            disabled={pending}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={pending}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
