import { Button } from '@childhood-memories/ui';
import type { ReactNode } from 'react';

/**
 * A dialog widget's trigger from the element's `trigger-label`: a button in the shadow root that
 * opens the dialog and gets focus back when it closes. Without a label there is none: the host
 * opens the dialog with the `open` attribute and hears `cm-open-change`.
 */
export function labelledTrigger(label: unknown): ReactNode {
  return typeof label === 'string' && label.trim() !== '' ? (
    <Button variant="secondary">{label}</Button>
  ) : undefined;
}
