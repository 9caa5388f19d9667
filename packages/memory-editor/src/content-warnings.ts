import type { ContentWarningOption } from '@childhood-memories/api-client';

import type { MemoryEditorMessages } from './messages.ts';

/**
 * Content warnings in the order the member sees them: ascending `ui_sort_order` (memory-writing §3).
 *
 * @example
 * const ordered = sortContentWarnings(options);
 */
export function sortContentWarnings(options: readonly ContentWarningOption[]): ContentWarningOption[] {
  return [...options].sort((a, b) => a.ui_sort_order - b.ui_sort_order);
}

/**
 * The warnings toggle label (memory-writing §2): 'Add Content Warnings (Recommended)', or
 * 'Edit Content Warnings' when editing a memory that had warnings, with '(N Added)' appended
 * when any are selected.
 *
 * @example
 * warningsToggleLabel(t, { editing: false, hadWarnings: false, selected: 2 }); // 'Add Content Warnings (Recommended) (2 Added)'
 */
export function warningsToggleLabel(
  t: Pick<MemoryEditorMessages, 'warningsAdd' | 'warningsEdit' | 'warningsAdded'>,
  state: { editing: boolean; hadWarnings: boolean; selected: number },
): string {
  const base = state.editing && state.hadWarnings ? t.warningsEdit : t.warningsAdd;
  return state.selected > 0 ? `${base} ${t.warningsAdded(state.selected)}` : base;
}
