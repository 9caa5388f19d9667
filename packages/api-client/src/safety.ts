import type { Memory, SafetyPreferences } from './types.ts';

/**
 * How a memory's words and photos are shown to a reader: 'open'; 'warn' (behind a notice naming
 * its content warnings until the reader chooses); 'hide' (left out: a warning the reader hides);
 * 'pending' while the reader's filters load (covered, nothing loaded).
 */
export type CoverMode = 'open' | 'warn' | 'hide' | 'pending';

/**
 * Whether a memory's content is covered for this reader (ours, trauma-informed; community §6
 * safety filters): never for its writer or a memory without warnings; 'hide' when one of its
 * warnings is one the reader hides; 'open' when the reader chose to see every one of its warnings
 * without a notice; 'warn' otherwise, and always for a visitor. One rule for every widget and host
 * (the memory modal, a feed card), so they never disagree.
 *
 * @example
 * ```ts
 * if (coverMode(memory, preferences, signedIn) === 'warn') showNotice(memory.sensitive_topics);
 * ```
 */
export function coverMode(
  memory: Pick<Memory, 'is_owner' | 'sensitive_topics'>,
  filters: Pick<SafetyPreferences, 'hidden_content_warning_ids' | 'shown_content_warning_ids'> | undefined,
  signedIn: boolean,
): CoverMode {
  if (memory.is_owner || memory.sensitive_topics.length === 0) return 'open';
  if (!signedIn) return 'warn';
  if (filters === undefined) return 'pending';
  const hidden = new Set(filters.hidden_content_warning_ids);
  if (memory.sensitive_topics.some((warning) => hidden.has(warning.id))) return 'hide';
  const shown = new Set(filters.shown_content_warning_ids);
  return memory.sensitive_topics.every((warning) => shown.has(warning.id)) ? 'open' : 'warn';
}
