import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { hideOthers } from 'aria-hidden';
import { forwardRef, useRef, type ReactNode, type RefObject } from 'react';

import { DIALOG_DEFAULT_WIDTH } from './constants.ts';
import { deepActiveElement } from './active-element.ts';
import { DialogExit } from './DialogExit.tsx';
import { cx } from './cx.ts';
import { IconButton } from './IconButton.tsx';
import { CloseIcon } from './icons.tsx';
import { LayerRoot } from './LayerRoot.tsx';
import { lockScroll } from './scroll-lock.ts';
import { uiMessages, UI_MESSAGES_NAMESPACE } from './messages.ts';
import { useMessages } from './use-messages.ts';
import { useVerticalOverflow } from './use-overflow.ts';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.ts';
import { usePortalContainer } from './use-portal-container.ts';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Escape, ×, outside click). */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a `Button`); focus returns to it on close. */
  trigger?: ReactNode;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A sentence under the title, the dialog's accessible description. */
  description?: ReactNode;
  /** Keep the description for screen readers only. */
  hideDescription?: boolean;
  /** The body; it scrolls when taller than the screen. */
  children?: ReactNode;
  /** Actions at the bottom, usually `Button`s. */
  footer?: ReactNode;
  /** Maximum width in px (default 600); always fits the screen minus a margin. */
  width?: number;
  /** Accessible name of the × button (default: ui message `close`, 'Close'). */
  closeLabel?: string;
  /** The element to focus when the dialog opens (default: the first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra class on the dialog panel. */
  className?: string;
  /** Something before the title in the header, such as a back button (never inside the heading). */
  headerStart?: ReactNode;
  /**
   * Render the dialog where it stands instead of in a portal, so that a server renders it and
   * the page's first paint shows it: for a page whose content is the dialog (a memory's own
   * page, opened from a link). It still covers the screen (fixed position), traps focus, hides
   * the rest of the page from assistive technology and locks scroll, and it appears without the
   * opening animation (there was no opening). Keep it out of elements that make a containing
   * block for fixed positioning (`transform`, `filter`, `contain`) or a stacking context below
   * the page's header. The server renders it at the default width; another `width` applies once
   * the page's script runs (it is never a `style` attribute, which a strict policy refuses).
   */
  inline?: boolean;
}

/**
 * A modal dialog (Radix Dialog): portalled into the provider's `portalContainer` and wrapped in
 * `.cm-root`; page scroll locked while open; focus trapped, and restored to the trigger on
 * close; Escape, the × button and a click outside close it. `data-state` is 'open' | 'closed'.
 *
 * @example
 * <Dialog
 *   title="Community Guidelines"
 *   trigger={<Button variant="secondary">View Guidelines</Button>}
 *   footer={<Button onClick={close}>Done</Button>}
 * >
 *   <p>…</p>
 * </Dialog>
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    title,
    description,
    hideDescription = false,
    children,
    footer,
    width = DIALOG_DEFAULT_WIDTH,
    closeLabel,
    initialFocusRef,
    className,
    headerStart,
    inline = false,
  },
  ref,
) {
  const t = useMessages(UI_MESSAGES_NAMESPACE, uiMessages);
  const container = usePortalContainer();
  const hasDescription = description !== undefined && description !== null && description !== false;
  const hasBody = children !== undefined && children !== null && children !== false;
  // Without a trigger (an open state the host controls) Radix has nowhere to return focus:
  // remember what had it when the dialog opened, and go back there on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  const overlayRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const setContentRef = useComposedRefs(content, ref);
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen ?? false,
    onChange: onOpenChange,
    caller: 'Dialog',
  });

  return (
    // Radix's modal mode locks scroll by injecting <style> elements, which a page with a strict
    // Content-Security-Policy refuses (and our promise is to inject none). So Radix runs in its
    // non-modal mode, and `ModalEffects` adds what modal mode gave: the rest of the page hidden
    // from assistive technology, scroll locked through element.style, and no dismissal by focus
    // moving out. Tab and Shift+Tab still loop inside (Radix's focus scope), and Escape closes
    // only the topmost dialog.
    <RadixDialog.Root modal={false} open={isOpen} onOpenChange={setOpen}>
      {trigger ? (
        <RadixDialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </RadixDialog.Trigger>
      ) : null}
      <DialogLayer inline={inline} open={isOpen} container={container}>
        <LayerRoot className="cm-layer" data-inline={inline ? '' : undefined}>
          <div className="cm-dialog-overlay" data-state="open" aria-hidden="true" ref={overlayRef} />
          <RadixDialog.Content
            ref={setContentRef}
            aria-modal="true"
            // Only a press on this dialog's own overlay closes it: a press inside a dialog
            // opened over it (a confirmation) is not "outside" for this one.
            onPointerDownOutside={(event) => {
              const original = event.detail.originalEvent;
              if (event.target !== overlayRef.current || original.button !== 0 || original.ctrlKey)
                event.preventDefault();
            }}
            onFocusOutside={(event) => event.preventDefault()}
            className={cx('cm-dialog', className)}
            // Radix warns when no description is linked; an absent one is deliberate here.
            {...(hasDescription ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              const active =
                event.currentTarget instanceof Node && event.currentTarget.ownerDocument
                  ? deepActiveElement(event.currentTarget.ownerDocument)
                  : null;
              returnFocus.current = active instanceof HTMLElement ? active : null;
              const target = initialFocusRef?.current;
              if (target) {
                event.preventDefault();
                target.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              const previous = returnFocus.current;
              returnFocus.current = null;
              // Back to what had focus when the dialog opened, or else to the trigger, however
              // the dialog closed: Escape, the close button or the overlay.
              const body =
                event.currentTarget instanceof Node ? event.currentTarget.ownerDocument?.body : null;
              const usable = previous !== null && previous.isConnected && previous !== body;
              const target = usable ? previous : triggerRef.current;
              if (target === null || !target.isConnected) return;
              event.preventDefault();
              target.focus();
            }}
          >
            <DialogExit />
            <div className="cm-dialog-header">
              {headerStart ? <div className="cm-dialog-header-start">{headerStart}</div> : null}
              <RadixDialog.Title className="cm-dialog-title">{title}</RadixDialog.Title>
              <RadixDialog.Close asChild>
                <IconButton
                  label={closeLabel ?? t.close}
                  variant="ghost"
                  size="sm"
                  className="cm-dialog-close"
                >
                  <CloseIcon />
                </IconButton>
              </RadixDialog.Close>
            </div>
            {hasDescription ? (
              <RadixDialog.Description
                className={hideDescription ? 'cm-visually-hidden' : 'cm-dialog-description'}
              >
                {description}
              </RadixDialog.Description>
            ) : null}
            {hasBody ? <DialogBody>{children}</DialogBody> : null}
            {footer ? <div className="cm-dialog-footer">{footer}</div> : null}
          </RadixDialog.Content>
          {/* After the content: its layout effect runs once the content's ref is attached. */}
          <ModalEffects content={content} width={width} />
        </LayerRoot>
      </DialogLayer>
    </RadixDialog.Root>
  );
});

/** The dialog's layer: in a portal, or where the dialog stands (`inline`). */
function DialogLayer({
  inline,
  open,
  container,
  children,
}: {
  inline: boolean;
  open: boolean;
  container: HTMLElement | null | undefined;
  children: ReactNode;
}) {
  if (!inline) return <RadixDialog.Portal container={container ?? undefined}>{children}</RadixDialog.Portal>;
  // Like Radix's Portal, the layer is there while the dialog is open.
  return open ? children : null;
}

/**
 * What Radix's modal mode did, without `<style>` elements; mounted while the dialog is open. Also
 * the dialog's width: the stylesheet holds the default, any other is set through the CSSOM before
 * the first paint, never as a `style` attribute (a strict Content-Security-Policy refuses one in
 * server-rendered HTML, and an `inline` dialog is server-rendered).
 */
function ModalEffects({ content, width }: { content: RefObject<HTMLDivElement | null>; width: number }) {
  useIsomorphicLayoutEffect(() => {
    const node = content.current;
    if (node === null) return;
    if (width === DIALOG_DEFAULT_WIDTH) node.style.removeProperty('--cm-dialog-width');
    else node.style.setProperty('--cm-dialog-width', `${width}px`);
  }, [content, width]);
  // A layout effect: applied and undone in the same commit as the dialog itself. A passive effect
  // may run a frame later (Preact runs them after paint), after a quick close, and leave the page
  // hidden from assistive technology for good.
  useIsomorphicLayoutEffect(() => {
    const node = content.current;
    if (node === null) return undefined;
    // Everything else on the page; inside a shadow root (a custom element) also the rest of the
    // widget beside the dialog, which the page-level pass keeps with its host.
    const root = node.getRootNode();
    const inShadow = typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot;
    const reveals = [
      hideOthers(node),
      ...(inShadow ? [hideOthers(node, root as unknown as HTMLElement)] : []),
    ];
    const reveal = () => reveals.forEach((undo) => undo());
    const unlock = lockScroll(node.ownerDocument);
    return () => {
      reveal();
      unlock();
    };
  }, [content]);
  return null;
}

/** The scrolling middle of a dialog; focusable only while it scrolls, so keyboard users can scroll it. */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const scrolls = useVerticalOverflow(ref, true);
  return (
    <div
      ref={ref}
      className="cm-dialog-body cm-scroll-area"
      // axe's scrollable-region-focusable: a scroller without focusable content must take focus itself.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
      data-state={scrolls ? 'scrollable' : undefined}
    >
      {children}
    </div>
  );
}

/**
 * A button that closes the enclosing {@link Dialog} (Radix `Dialog.Close` with `asChild`).
 *
 * @example
 * <Dialog title="Community Guidelines" footer={<DialogClose><Button>Done</Button></DialogClose>}>…</Dialog>
 */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
