import { describe, expect, it } from 'vitest';

import { sortContentWarnings, warningsToggleLabel } from './content-warnings.ts';
import { memoryEditorMessages as t } from './messages.ts';

describe('content warnings (memory-writing §2, §3)', () => {
  it('sorts the options ascending by ui_sort_order', () => {
    const sorted = sortContentWarnings([
      { id: 1, description: 'Loss', ui_sort_order: 3 },
      { id: 2, description: 'Violence', ui_sort_order: 1 },
      { id: 3, description: 'Self-harm', ui_sort_order: 2 },
    ]);
    expect(sorted.map((option) => option.description)).toEqual(['Violence', 'Self-harm', 'Loss']);
  });

  it('labels the toggle "Add Content Warnings (Recommended)" with nothing selected', () => {
    expect(warningsToggleLabel(t, { editing: false, hadWarnings: false, selected: 0 })).toBe(
      'Add Content Warnings (Recommended)',
    );
  });

  it('appends "(N Added)" when any are selected', () => {
    expect(warningsToggleLabel(t, { editing: false, hadWarnings: false, selected: 2 })).toBe(
      'Add Content Warnings (Recommended) (2 Added)',
    );
  });

  it('says "Edit Content Warnings" in edit mode when the memory had warnings', () => {
    expect(warningsToggleLabel(t, { editing: true, hadWarnings: true, selected: 1 })).toBe(
      'Edit Content Warnings (1 Added)',
    );
    expect(warningsToggleLabel(t, { editing: true, hadWarnings: false, selected: 0 })).toBe(
      'Add Content Warnings (Recommended)',
    );
  });
});
