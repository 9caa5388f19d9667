import { Dialog, IconButton } from '@childhood-memories/ui';
import { useEffect, useRef } from 'react';

import { BackIcon } from './icons.tsx';
import { useModalStrings } from './modal-context.tsx';

/** Props of {@link PhotoViewer}. */
export interface PhotoViewerProps {
  photos: { url: string; alt: string }[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The index after moving `step` photos from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/**
 * The full-screen photo viewer (community §2.4): one photo at a time, contained in the screen;
 * Previous / Next and the arrow keys wrap around; Escape closes and focus goes back to the
 * thumbnail. Loaded only when a thumbnail is opened.
 */
export default function PhotoViewer({ photos, index, onIndexChange, open, onOpenChange }: PhotoViewerProps) {
  const t = useModalStrings();
  const total = photos.length;
  const current = photos[Math.min(index, total - 1)];
  const move = (step: number) => onIndexChange(wrapIndex(index, step, total));
  const stage = useRef<HTMLDivElement | null>(null);
  // Arrow keys anywhere in the viewer move between photos (the dialog holds the focus).
  useEffect(() => {
    const doc = stage.current?.ownerDocument ?? globalThis.document;
    if (!open || total < 2 || !doc) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      onIndexChange(wrapIndex(index, event.key === 'ArrowRight' ? 1 : -1, total));
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [open, total, index, onIndexChange]);
  if (!current) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.viewerTitle(index + 1, total)}
      description={t.viewerHint}
      className="cm-photo-viewer"
      width={4096}
      closeLabel={t.close}
    >
      <div ref={stage} className="cm-photo-viewer-stage">
        {total > 1 ? (
          <IconButton label={t.viewerPrevious} variant="secondary" onClick={() => move(-1)}>
            <BackIcon />
          </IconButton>
        ) : null}
        <img className="cm-photo-viewer-image" src={current.url} alt={current.alt} />
        {total > 1 ? (
          <IconButton
            label={t.viewerNext}
            variant="secondary"
            onClick={() => move(1)}
            className="cm-photo-viewer-next"
          >
            <BackIcon />
          </IconButton>
        ) : null}
      </div>
    </Dialog>
  );
}
