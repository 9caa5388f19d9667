import type { Memory } from '@childhood-memories/api-client';
import { Button } from '@childhood-memories/ui';
import { useEffect, useRef } from 'react';

import { useEditorContext } from './editor-context.ts';
import type { MemorySaveKind } from './use-memory-editor.ts';

/** The calm confirmation after a post (focused when it appears), with a way to read the memory. */
export function SavedConfirmation({
  memory,
  kind,
  memoryHref,
  onDismiss,
}: {
  memory: Memory;
  kind: MemorySaveKind;
  memoryHref: ((memory: Memory) => string) | undefined;
  onDismiss: () => void;
}) {
  const { t, ids, targets } = useEditorContext();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [memory]);
  return (
    <section className="cm-memory-editor-saved" aria-labelledby={`${ids}-saved`}>
      <h3 id={`${ids}-saved`} ref={headingRef} tabIndex={-1} className="cm-heading-part">
        {kind === 'updated' ? t.updatedInline : t.createdInline}
      </h3>
      <div className="cm-memory-editor-row">
        {memoryHref ? (
          <a className="cm-button cm-button-secondary cm-button-sm" href={memoryHref(memory)}>
            {t.savedRead}
          </a>
        ) : null}
        {kind === 'created' ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              onDismiss();
              targets.heading.current?.focus();
            }}
          >
            {t.savedWriteAnother}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
