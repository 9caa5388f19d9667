import { ConfirmDialog, Dialog, Spinner } from '@childhood-memories/ui';
import { Suspense } from 'react';

import { GUIDELINES_MODAL_WIDTH } from './constants.ts';
import { useEditorContext } from './editor-context.ts';
import { LazyHelpPanel } from './lazy-quiz-help.tsx';
import type { LeaveGuard } from './use-leave-guard.ts';

/** The editor's dialogs: 'Need help?', 'Leave page?' and the confirmed cancel. */
export function EditorDialogs({ leave }: { leave: LeaveGuard }) {
  const { editor, flow, t, onCancel } = useEditorContext();
  return (
    <>
      <Dialog
        open={flow.help !== null}
        onOpenChange={(open) => {
          if (!open) flow.setHelp(null);
        }}
        title={t.helpTitle}
        width={GUIDELINES_MODAL_WIDTH}
      >
        <Suspense fallback={<Spinner label={t.helpLoading} />}>
          <LazyHelpPanel variant={flow.help ?? 'memory'} headingLevel={3} />
        </Suspense>
      </Dialog>
      <ConfirmDialog
        open={leave.asking}
        onOpenChange={(open) => {
          if (!open && leave.asking) leave.answer(false);
        }}
        title={t.leaveTitle}
        description={t.leaveText}
        confirmLabel={t.leave}
        cancelLabel={t.keepWriting}
        onConfirm={() => leave.answer(true)}
      />
      <ConfirmDialog
        open={flow.cancelOpen}
        onOpenChange={flow.setCancelOpen}
        title={t.cancelTitle}
        description={t.cancelText}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.keepWriting}
        tone="danger"
        onConfirm={() => {
          flow.setCancelOpen(false);
          editor.discard();
          onCancel?.();
        }}
      />
    </>
  );
}
