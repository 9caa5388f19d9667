/** Toasts (success, error, info) last 3 seconds (spec: memory-writing §8, community §"Toasts"). */
export const TOAST_DURATION_MS = 3000;

/** A description counter appears above 80 % of the limit (spec: memory-writing §5, §9). */
export const COUNTER_VISIBLE_RATIO = 0.8;

/** A description counter turns red above 90 % of the limit (spec: memory-writing §5, §9). */
export const COUNTER_DANGER_RATIO = 0.9;

/** The additional-details text limit (spec: memory-writing §5, §9). */
export const DETAILS_MAX_LENGTH = 500;

/** The additional-details counter turns red above 450 characters (spec: memory-writing §5, §9). */
export const DETAILS_WARNING_AT = 450;

/** Default maximum width of a dialog in px: the spec's Community Guidelines modal is 600 wide. */
export const DIALOG_DEFAULT_WIDTH = 600;
