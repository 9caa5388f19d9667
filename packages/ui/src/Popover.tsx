import * as RadixPopover from '@radix-ui/react-popover';
import { forwardRef, useState, type ReactNode } from 'react';

import { cx } from './cx.ts';
import { LayerRoot } from './LayerRoot.tsx';
import { visibleQuickExitRect } from './quick-exit-registry.ts';
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
        <PopoverLayer ref={ref} label={label} side={side} align={align} className={className}>
          {children}
        </PopoverLayer>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
});

/** How far a popover keeps from the screen's edges. */
const EDGE_PADDING = 12;

/**
 * The edges a popover keeps clear of, measured as it opens: the screen's, and the band of the quick
 * exit a person sees (above it when the exit is at the top, below it when at the bottom), so a
 * popover is shifted or flipped rather than laid over the way out.
 */
function collisionPadding(): number | Partial<Record<'top' | 'right' | 'bottom' | 'left', number>> {
  const exit = visibleQuickExitRect();
  if (!exit) return EDGE_PADDING;
  const height = document.documentElement.clientHeight;
  const clearance = 8;
  return exit.top + exit.height / 2 < height / 2
    ? {
        top: Math.max(EDGE_PADDING, Math.ceil(exit.bottom + clearance)),
        right: EDGE_PADDING,
        bottom: EDGE_PADDING,
        left: EDGE_PADDING,
      }
    : {
        top: EDGE_PADDING,
        right: EDGE_PADDING,
        bottom: Math.max(EDGE_PADDING, Math.ceil(height - exit.top + clearance)),
        left: EDGE_PADDING,
      };
}

/** The open popover: mounted on opening, when the exit's place is measured. */
const PopoverLayer = forwardRef<
  HTMLDivElement,
  Required<Pick<PopoverProps, 'label' | 'side' | 'align'>> & Pick<PopoverProps, 'className' | 'children'>
>(function PopoverLayer({ label, side, align, className, children }, ref) {
  const [padding] = useState(collisionPadding);
  return (
    <LayerRoot className="cm-layer">
      <RadixPopover.Content
        ref={ref}
        aria-label={label}
        side={side}
        align={align}
        sideOffset={6}
        collisionPadding={padding}
        className={cx('cm-popover', className)}
      >
        {children}
      </RadixPopover.Content>
    </LayerRoot>
  );
});
