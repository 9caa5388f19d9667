/**
 * The memory editor's numbers from memory-writing §2, §4, §5 and §9, named once. Text limits and
 * codes shared with the server (TITLE_MAX, DESCRIPTION_MAX, MemoryType, Privacy…) live in
 * `@childhood-memories/api-client`; these are the editor's own.
 */

/** The create-mode draft is saved locally every 3 seconds (and on each change). */
export const DRAFT_AUTOSAVE_MS = 3000;

/** The two-step layout has two steps; the progress bar shows step/2. */
export const FORM_STEPS = 2;

/** Description textarea rows: 6 to 18 on desktop, 7 to 10 on mobile. */
export const DESCRIPTION_ROWS = { desktop: { min: 6, max: 18 }, mobile: { min: 7, max: 10 } } as const;

/** The modal description editor: at least 10 rows, at most 15 on mobile and 18 on desktop. */
export const MODAL_EDITOR_ROWS = { min: 10, maxMobile: 15, maxDesktop: 18 } as const;

/** The layout breakpoint in CSS pixels (below it the mobile layout and row counts apply). */
export const LAYOUT_BREAKPOINT_PX = 640;

/** The Community Guidelines modal is 600 px wide. */
export const GUIDELINES_MODAL_WIDTH = 600;

/** The modal description editor of the single-page layout is 660 px wide (§9: modal widths 600, 660, 650). */
export const DESCRIPTION_MODAL_WIDTH = 660;

/** What the file input accepts: image and video types. */
export const PHOTO_ACCEPT = 'image/*,video/*';

/** How long the title field blinks after a memory type is chosen (instant under reduced motion). */
export const TITLE_BLINK_MS = 3000;

/** Default links of the terms and the privacy policy (spec routes); hosts may pass their own. */
export const TERMS_HREF = '/terms-of-use';
/** Default link of the privacy policy. */
export const PRIVACY_POLICY_HREF = '/privacy-policy';

/** Prefix of every local-storage key this package writes. */
export const STORAGE_PREFIX = 'cm:memory-editor';

/** The memory assistant shows this many questions at first; the rest on request (memory-writing §9). */
export const MEMORY_ASSISTANT_VISIBLE = 10;
