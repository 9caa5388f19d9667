import * as RadixToast from '@radix-ui/react-toast';
import { useState } from 'react';

import { TOAST_DURATION_MS } from './constants.ts';
import { IconButton } from './IconButton.tsx';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons.tsx';
import { LayerRoot } from './LayerRoot.tsx';
import { uiMessages, UI_MESSAGES_NAMESPACE } from './messages.ts';
import { Portal } from './Portal.tsx';
import type { ToastItem } from './Toast.tsx';
import { useClearOfQuickExit } from './use-clear-of-quick-exit.ts';
import { useMessages } from './use-messages.ts';

const toneIcons = { success: CheckIcon, error: AlertIcon, info: InfoIcon } as const;

/** Props of {@link ToastList}. */
export interface ToastListProps {
  items: ToastItem[];
  close(id: number): void;
  className?: string | undefined;
}

/**
 * The toasts on screen, on Radix Toast: a list fixed to the bottom of the screen, portalled into
 * the provider's `portalContainer`, F8 moving focus to it. `Toaster` loads it with the first toast.
 */
export default function ToastList({ items, close, className }: ToastListProps) {
  const t = useMessages(UI_MESSAGES_NAMESPACE, uiMessages);
  const toneLabels = { success: t.toastSuccess, error: t.toastError, info: t.toastInfo };
  // Toasts never land on the way out: on a phone they come from the top, where the exit is.
  const [viewport, setViewport] = useState<HTMLOListElement | null>(null);
  useClearOfQuickExit(viewport);

  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} label={t.notification} swipeDirection="right">
      <Portal>
        <LayerRoot className="cm-layer">
          {items.map((item) => {
            const Icon = toneIcons[item.tone];
            return (
              <RadixToast.Root
                key={item.id}
                open={item.open}
                onOpenChange={(open) => {
                  if (!open) close(item.id);
                }}
                duration={item.duration ?? TOAST_DURATION_MS}
                type={item.tone === 'error' ? 'foreground' : 'background'}
                className="cm-root cm-toast"
                data-theme={item.theme}
                data-variant={item.tone}
              >
                <span className="cm-toast-icon" aria-hidden="true">
                  <Icon />
                </span>
                <div className="cm-toast-text">
                  <RadixToast.Title className="cm-toast-title">
                    <span className="cm-visually-hidden">{`${toneLabels[item.tone]}: `}</span>
                    {item.title}
                  </RadixToast.Title>
                  {item.description ? (
                    <RadixToast.Description className="cm-toast-description">
                      {item.description}
                    </RadixToast.Description>
                  ) : null}
                </div>
                <RadixToast.Close asChild>
                  <IconButton label={t.close} variant="ghost" size="sm" className="cm-toast-close">
                    <CloseIcon />
                  </IconButton>
                </RadixToast.Close>
              </RadixToast.Root>
            );
          })}
          <RadixToast.Viewport
            ref={setViewport}
            className={className ? `cm-toast-viewport ${className}` : 'cm-toast-viewport'}
            label={t.notifications}
          />
        </LayerRoot>
      </Portal>
    </RadixToast.Provider>
  );
}
