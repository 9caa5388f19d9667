import { MemoryType } from '@childhood-memories/api-client';
import { forwardRef } from 'react';

import type { MemoryEditorMessages } from './messages.ts';

/** The three types in the order the member sees them: happy, bittersweet, unhappy (codes 1, 2, 3). */
export const MEMORY_TYPE_ORDER = [MemoryType.Happy, MemoryType.Bittersweet, MemoryType.Unhappy] as const;

const LABEL_KEYS = {
  [MemoryType.Happy]: 'typeHappy',
  [MemoryType.Bittersweet]: 'typeBittersweet',
  [MemoryType.Unhappy]: 'typeUnhappy',
} as const;

/**
 * The memory type question: happy, bittersweet or unhappy (codes 1, 2, 3) as a radio group.
 *
 * @example
 * <MemoryTypeChoice value={form.memoryType} onChange={(type) => update({ memoryType: type })} t={t} name="type" />
 */
export const MemoryTypeChoice = forwardRef<
  HTMLFieldSetElement,
  {
    value: MemoryType | null;
    onChange: (type: MemoryType) => void;
    t: MemoryEditorMessages;
    name: string;
    readOnly?: boolean;
  }
>(function MemoryTypeChoice({ value, onChange, t, name, readOnly = false }, ref) {
  return (
    <fieldset ref={ref} className="cm-memory-editor-types" tabIndex={-1}>
      <legend className="cm-memory-editor-legend">{t.typeLegend}</legend>
      {value === null ? <p className="cm-memory-editor-hint">{t.typeHint}</p> : null}
      <div className="cm-memory-editor-type-options">
        {MEMORY_TYPE_ORDER.map((type) => (
          <label
            key={type}
            className="cm-memory-editor-type"
            data-state={value === type ? 'checked' : 'unchecked'}
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => {
                if (!readOnly) onChange(type);
              }}
            />
            <span>{t[LABEL_KEYS[type]]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
