import { MemoryType } from '@childhood-memories/api-client';
import { RadioGroup } from '@childhood-memories/ui';
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
 * The memory type question: happy, bittersweet or unhappy (codes 1, 2, 3) as radio cards.
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
    <RadioGroup
      ref={ref}
      className="cm-memory-editor-types"
      legend={t.typeLegend}
      description={value === null ? t.typeHint : undefined}
      name={name}
      value={value}
      onValueChange={onChange}
      readOnly={readOnly}
      variant="cards"
      options={MEMORY_TYPE_ORDER.map((type) => ({ value: type, label: t[LABEL_KEYS[type]] }))}
    />
  );
});
