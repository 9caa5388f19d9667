import { DETAILS_TEXT_MAX, TAG_SELECTION_MAX } from '@childhood-memories/api-client';

/**
 * The specification's numbers for the tagging wizard (memory-writing §4, §5, §9), named once.
 */

/** Points a category is worth once answered (any selection or free text). */
export const POINTS_PER_CATEGORY = 10;

/** Progress never goes above this; at this value the introduction card offers 'Edit Tags'. */
export const PROGRESS_MAX = 100;

/** How long the green check shows after a successful save, before the wizard moves on (1.5 s). */
export const SAVED_CHECK_MS = 1500;

/** Delay before the options list scrolls into view while searching (100 ms). */
export const SEARCH_SCROLL_DELAY_MS = 100;

/** Maximum length of an 'Add more details' text (500 characters). */
export const DETAILS_MAX = DETAILS_TEXT_MAX;

/** A saved details text previews this many characters, then an ellipsis (100). */
export const DETAILS_PREVIEW_MAX = 100;

/**
 * Maximum selections per category (memory-writing §5): age 1, siblings 15, risk factors 15,
 * person 1, person actions 15, challenges 15, shocks 10, feelings 15, needs 15, thoughts 15,
 * changes 15, health 15, school 15.
 */
export const SELECTION_MAX = {
  age: TAG_SELECTION_MAX.age_ranges,
  siblings: TAG_SELECTION_MAX.sibling,
  riskFactors: TAG_SELECTION_MAX.risk_factor,
  person: TAG_SELECTION_MAX.person,
  personActions: TAG_SELECTION_MAX.person_action,
  challenges: TAG_SELECTION_MAX.chronic_adverse_events,
  shocks: TAG_SELECTION_MAX.sudden_adverse_events,
  feelings: TAG_SELECTION_MAX.feelings,
  needs: TAG_SELECTION_MAX.needs,
  thoughts: TAG_SELECTION_MAX.thoughts,
  changes: TAG_SELECTION_MAX.childhood_effects_emotions,
  health: TAG_SELECTION_MAX.childhood_effects_health,
  school: TAG_SELECTION_MAX.childhood_effects_social,
} as const;

/**
 * Waits between attempts when an autosave fails: 1 s, 2 s, 4 s, 8 s, 16 s, then every 30 s
 * until it goes through (the spec only logs the failure; we must not lose the choice).
 */
export const AUTOSAVE_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000] as const;

/** Local storage keys of the specification (memory-writing §3). */
export const STORAGE_KEYS = {
  /** The 'your guide' answers, read-only in the wizard. */
  yourGuide: 'yourGuideFormData',
  /** 'true' once the member ticked 'Don't show this again' on the introduction card. */
  hideIntroduction: 'hideIntroductionScreen',
  /**
   * Family members per memory (ours: the specification shows no data rules for the panel and
   * the save payload carries no family field).
   */
} as const;
