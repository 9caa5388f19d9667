/** Toasts (success, error, info) last 3 seconds (spec: memory-writing §8, community §"Toasts"). */
export const TOAST_DURATION_MS = 3000;

/** A description counter appears above 80 % of the limit (spec: memory-writing §5, §9). */
export const COUNTER_VISIBLE_RATIO = 0.8;

/** A description counter turns red above 90 % of the limit (spec: memory-writing §5, §9). */
export const COUNTER_DANGER_RATIO = 0.9;

/** The additional-details text limit (spec: memory-writing §5, §9). */
export const DETAILS_LENGTH_MAX = 500;

/** The additional-details counter turns red above 450 characters (spec: memory-writing §5, §9). */
export const DETAILS_WARNING_AT = 450;

/** Default maximum width of a dialog in px: the spec's Community Guidelines modal is 600 wide. */
export const DIALOG_DEFAULT_WIDTH = 600;

/**
 * Hashtag suggestions open when the word typed starts with '#' and is longer than this many
 * characters ('#' included): 2 in memory and relationship texts (memory-writing §5).
 */
export const HASHTAG_LENGTH_MIN = 2;

/** The same rule in the tag detail fields: longer than 1 character (memory-writing §5). */
export const DETAIL_HASHTAG_LENGTH_MIN = 1;

/** Debounce of the hashtag suggestion request while typing. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;
