import {
  FEEDBACK_LABELS_MAX,
  PHOTOS_MAX,
  REPORT_REMARK_MAX,
  COMMENT_MAX,
} from '@childhood-memories/api-client';

/**
 * The specification's numbers for the memory modal (community §2.3, §2.4, §4, §5, §9), named once.
 */

/** The modal's width in px (community §2.4). */
export const MODAL_WIDTH = 600;

/** A deep link scrolls to its comment or tags this long after the modal opens (700 ms). */
export const DEEP_LINK_SCROLL_DELAY_MS = 700;

/** A comment opened from a deep link stays highlighted this long (about 3 s). */
export const COMMENT_HIGHLIGHT_MS = 3000;

/** Tags opened from a `resonance` deep link stay highlighted this long (2 s). */
export const TAG_HIGHLIGHT_MS = 2000;

/** The success animation after a 'me too' on a tag (2 s). */
export const EMPATHY_SUCCESS_MS = 2000;

/** The blink after an empathy on a comment (3 s). */
export const COMMENT_EMPATHY_BLINK_MS = 3000;

/** After praise is sent the view steps back twice: after about 1 s and 2 s. */
export const FEEDBACK_STEP_MS = 1000;

/** Photo thumbnails in the read view (3), each this many px square (96). */
export const THUMBNAILS_MAX = PHOTOS_MAX;
export const THUMBNAIL_SIZE = 96;

/** Content warnings shown before 'Show n more...' (1). */
export const WARNINGS_SHOWN = 1;

/** Comment bounds (community §5): at most 1000 characters; counter above 800, red above 900. */
export const COMMENT_LENGTH_MAX = COMMENT_MAX;

/** Praise: at most 3 labels. */
export const FEEDBACK_MAX = FEEDBACK_LABELS_MAX;

/** Report 'Other' remark: at most 250 characters. */
export const REMARK_MAX = REPORT_REMARK_MAX;

/** The reaction id a `reaction` deep link uses for the shared empathy (community §2.3). */
export const EMPATHY_REACTION = 6;

/** Local storage key remembering that the empathize hint was dismissed (community §3). */
export const EMPATHY_HINT_KEY = 'empathy_instructions_hidden';
