/**
 * The element that really has focus: `document.activeElement`, followed into open shadow roots
 * (where the document only sees the shadow host). A dialog inside a custom element's shadow root
 * remembers the button that opened it, not the element around the widget.
 *
 * @example
 * const opener = deepActiveElement(node.ownerDocument);
 */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
