/**
 * The specification's numbers for the bell (community §2.5, §5, §9), named once.
 */

/** Notifications are polled every 30 000 ms. */
export const POLL_INTERVAL_MS = 30_000;

/** The first fetch comes 1 s after the host's route changes. */
export const FIRST_FETCH_DELAY_MS = 1000;

/** The dropdown is at most 500 px high; it scrolls inside. */
export const DROPDOWN_HEIGHT_MAX = 500;

/** The open dropdown keeps this far (px) from both edges of the screen, wherever the bell sits. */
export const VIEWPORT_MARGIN = 12;

/** Memory titles and comment snippets are cut to their first 10 words. */
export const SNIPPET_WORDS = 10;

/** A resonance notification lists up to 3 labels, then 'and N more'. */
export const RESONANCE_LABELS_SHOWN = 3;

/** The badge shows up to 99, then '99+'. */
export const BADGE_MAX = 99;

/** The reaction id a notification uses for the shared empathy (community §2.3). */
export const EMPATHY_REACTION = 6;

/** The BroadcastChannel tabs of one browser share their poll on. */
export const DEFAULT_CHANNEL = 'childhood-memories-notifications';
