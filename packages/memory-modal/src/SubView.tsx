import { Button } from '@childhood-memories/ui';
import { useEffect, useId, useRef, type ReactNode } from 'react';

import { useMemoryModal } from './modal-context.tsx';

/**
 * A view reached from inside a tab (Praise, Praise Comment, Send Message, Connect Memories from
 * the memory), with its own heading. Escape pressed inside it goes back (its words are kept)
 * instead of closing the modal: the innermost layer closes first. A suggestion list or a field
 * that keeps Escape for itself (ui's `useEscapeClaim`) still comes first, since it marks the
 * press handled before this sees it.
 */
export function SubView({
  title,
  onBack,
  children,
}: {
  title: string;
  /** Where Escape goes; left out for a view that is itself a tab (Praise on an untagged memory). */
  onBack?: (() => void) | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const section = useRef<HTMLElement | null>(null);
  const back = useRef(onBack);
  useEffect(() => {
    back.current = onBack;
  }, [onBack]);
  const escapes = onBack !== undefined;
  useEffect(() => {
    const node = section.current;
    const view = node?.ownerDocument.defaultView;
    if (!node || !view || !escapes) return undefined;
    // On the window, in the capture phase: before Radix's own Escape listener on the document,
    // which leaves a press already marked handled alone.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      const target = event.composedPath()[0];
      if (!(target instanceof Element) || !node.contains(target)) return;
      // A field with a list open (hashtag suggestions) closes its list first.
      if (target.hasAttribute('aria-controls') || target.getAttribute('aria-expanded') === 'true') return;
      event.preventDefault();
      back.current?.();
    };
    view.addEventListener('keydown', onKeyDown, true);
    return () => view.removeEventListener('keydown', onKeyDown, true);
  }, [escapes]);
  return (
    <section ref={section} className="cm-memory-subview" aria-labelledby={id}>
      <h3 id={id} className="cm-heading-section">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A visitor's way to sign in where a member would respond. */
export function SignInPrompt() {
  const { t, requireSignIn } = useMemoryModal();
  return (
    <div className="cm-memory-visitor">
      <p>{t.signInToRespond}</p>
      <Button variant="secondary" onClick={requireSignIn}>
        {t.signIn}
      </Button>
    </div>
  );
}
