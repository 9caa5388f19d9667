import type { OptionType, ReactionOption } from '../constants.ts';

/* The reference data a form offers: tag options, content warnings, reactions, praise and report reasons. */

/**
 * One option of a tagging category (reference data), whatever the server called its text
 * (`name` or `description`): it is always `label`.
 *
 * @example
 * ```ts
 * const sorted = [...options].sort((a, b) => a.ui_sort_order - b.ui_sort_order);
 * ```
 */
export interface TagOption {
  id: number;
  label: string;
  /** The option's group (`options` on the wire), such as 'generation' for age options, or null. */
  group: string | null;
  ui_sort_order: number;
  /** For School options: School, Adolescence or Other (from the group); null elsewhere. */
  optionType: OptionType | null;
}

/**
 * A content warning (safety option) a member can put on a memory, or hide in Safety Filters.
 *
 * @example
 * ```ts
 * const labels = options.map((option) => option.description);
 * ```
 */
export interface ContentWarningOption {
  id: number;
  description: string;
  ui_sort_order: number;
}

/**
 * One of the six reactions as the server describes it.
 *
 * @example
 * ```ts
 * const label = options.find((o) => o.id === ReactionOption.Love)?.label;
 * ```
 */
export interface ReactionOptionInfo {
  id: ReactionOption;
  label: string;
  ui_sort_order: number;
}

/**
 * A praise (feedback) label a member can give to a memory or comment.
 *
 * @example
 * ```ts
 * const labels = options.map((option) => option.label);
 * ```
 */
export interface FeedbackOption {
  id: number;
  label: string;
  ui_sort_order: number;
}

/**
 * A reason to report a memory or comment.
 *
 * @example
 * ```ts
 * const needsRemark = (reason: ReportReason) => reason.reason === 'Other';
 * ```
 */
export interface ReportReason {
  id: number;
  reason: string;
}

/* ───────────── Memory writing ───────────── */
