import type { ContentWarningOption } from '@childhood-memories/api-client';
import { Button, CheckboxGroup } from '@childhood-memories/ui';
import { useEffect, useId, useRef } from 'react';

import { warningsToggleLabel } from './content-warnings.ts';
import type { MemoryEditorMessages } from './messages.ts';

/** Marks an element (the Post button) whose clicks do not close the warnings panel (memory-writing §2). */
export const KEEPS_WARNINGS_OPEN = 'data-keeps-warnings-open';

/**
 * The content warnings panel: a toggle labelled as memory-writing §2 says, and the options
 * (sorted by `ui_sort_order`) as checkboxes. It opens and closes by the toggle and closes on a
 * click outside it, except a click on Post.
 *
 * @example
 * <ContentWarningsPanel options={warnings} value={ids} onChange={setIds} open={open} onOpenChange={setOpen} t={t} editing={false} hadWarnings={false} />
 */
export function ContentWarningsPanel({
  options,
  value,
  onChange,
  open,
  onOpenChange,
  t,
  editing,
  hadWarnings,
  failed,
  readOnly = false,
}: {
  options: readonly ContentWarningOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  t: MemoryEditorMessages;
  editing: boolean;
  hadWarnings: boolean;
  failed: boolean;
  readOnly?: boolean;
}) {
  const panelId = useId();
  const root = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || root.current === null) return;
      if (root.current.contains(target) || target.closest(`[${KEEPS_WARNINGS_OPEN}]`) !== null) return;
      onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const label = warningsToggleLabel(t, { editing, hadWarnings, selected: value.length });
  return (
    <div ref={root} className="cm-memory-editor-warnings" data-state={open ? 'open' : 'closed'}>
      <Button
        type="button"
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        {label}
      </Button>
      <div id={panelId} hidden={!open} className="cm-memory-editor-warnings-panel">
        {failed ? (
          <p className="cm-memory-editor-hint">{t.warningsLoadFailed}</p>
        ) : (
          <CheckboxGroup
            legend={t.warningsLegend}
            value={value.map(String)}
            onChange={(ids) => {
              if (!readOnly) onChange(ids.map(Number));
            }}
            options={options.map((option) => ({ value: String(option.id), label: option.description }))}
          />
        )}
        <p className="cm-memory-editor-hint">{t.warningsHint}</p>
      </div>
    </div>
  );
}
