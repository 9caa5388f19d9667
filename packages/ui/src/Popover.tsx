import * as RadixPopover from '@radix-ui/react-popover';
import { forwardRef, type ReactNode } from 'react';

import { cx } from './cx.ts';
import { LayerRoot } from './LayerRoot.tsx';
import { usePortalContainer } from './use-portal-container.ts';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The element that toggles the popover (a `Button`). */
  trigger: ReactNode;
  children: ReactNode;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the popover content (it is a dialog). */
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * A small non-modal panel anchored to its trigger (Radix Popover), portalled into the provider's
 * container and wrapped in `.cm-root`. Escape or a click outside closes it and focus returns to
 * the trigger. `data-state` is 'open' | 'closed'.
 *
 * @example
 * <Popover label="What is resonance?" trigger={<Button variant="link">What is this?</Button>}>
 *   <p>A quiet “me too” on one detail of a memory.</p>
 * </Popover>
 */
export const Popover = forwardRef<HTMLDivElement, PopoverProps>(function Popover(
  { trigger, children, open, defaultOpen, onOpenChange, label, side = 'bottom', align = 'center', className },
  ref,
) {
  const container = usePortalContainer();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={container ?? undefined}>
        <LayerRoot className="cm-layer">
          <RadixPopover.Content
            ref={ref}
            aria-label={label}
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={12}
            className={cx('cm-popover', className)}
          >
            {children}
          </RadixPopover.Content>
        </LayerRoot>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
});
