/**
 * Locks the page's scroll while a modal dialog is open, through the CSS object model only
 * (`element.style`), which a strict Content-Security-Policy allows. Radix's own lock
 * (react-remove-scroll) injects `<style>` elements, which such a page refuses. Locks nest: the
 * page scrolls again when the last one is released. The scrollbar's width becomes padding, so
 * the page does not shift sideways.
 */
const locks = new WeakMap<Document, { count: number; overflow: string; paddingRight: string }>();

export function lockScroll(doc: Document): () => void {
  const body = doc.body;
  const view = doc.defaultView;
  const held = locks.get(doc);
  if (held) {
    held.count += 1;
  } else {
    const scrollbar = view ? view.innerWidth - doc.documentElement.clientWidth : 0;
    locks.set(doc, { count: 1, overflow: body.style.overflow, paddingRight: body.style.paddingRight });
    if (scrollbar > 0 && view) {
      const current = Number.parseFloat(view.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${current + scrollbar}px`;
    }
    body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const lock = locks.get(doc);
    if (!lock) return;
    lock.count -= 1;
    if (lock.count > 0) return;
    locks.delete(doc);
    body.style.overflow = lock.overflow;
    body.style.paddingRight = lock.paddingRight;
  };
}
