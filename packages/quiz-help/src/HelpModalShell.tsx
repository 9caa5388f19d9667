import { Button, Dialog, WidgetRoot } from '@childhood-memories/ui';
import type { ReactNode } from 'react';

import type { HelpModalProps } from './types.ts';

interface HelpModalShellProps extends Omit<HelpModalProps, 'messages'> {
  /** Label of the default trigger button, used when `trigger` is left out. */
  defaultTriggerLabel: string;
  title: string;
  description: string;
  width: number;
  children: ReactNode;
}

/**
 * The frame both help modals share: the trigger rules of `HelpModalProps` (left out: a
 * secondary button; `null`: none, for controlled use), a box-less `.cm-root` so the trigger
 * keeps the host's layout while getting the tokens and the dialog carries the host's theme
 * into `document.body`, and the article wrapper.
 *
 * @example
 * <HelpModalShell defaultTriggerLabel="View Guidelines" title="Community Guidelines" description="…" width={600}>
 *   <p>…</p>
 * </HelpModalShell>
 */
export function HelpModalShell({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  defaultTriggerLabel,
  title,
  description,
  width,
  children,
}: HelpModalShellProps) {
  const opener =
    trigger === undefined ? (
      <Button type="button" variant="secondary">
        {defaultTriggerLabel}
      </Button>
    ) : (
      (trigger ?? undefined)
    );
  return (
    <WidgetRoot className="cm-help-modal">
      <Dialog
        trigger={opener}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        title={title}
        description={description}
        width={width}
        className="cm-help-dialog"
      >
        <div className="cm-help-article">{children}</div>
      </Dialog>
    </WidgetRoot>
  );
}
