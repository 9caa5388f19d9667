/**
 * The help panel tiles, in the order the specification lists them (community-and-interaction §2.5,
 * memory-writing §2): Memory Writing Tips, Love Style Writing Tips, Safety & Grounding,
 * Community Guidelines, Privacy & Control, Crisis Resources.
 *
 * @example
 * <HelpPanel tiles={HELP_TILE_IDS.filter((id) => id !== 'privacyAndControl')} />
 */
export const HELP_TILE_IDS = [
  'memoryWritingTips',
  'loveStyleWritingTips',
  'safetyAndGrounding',
  'communityGuidelines',
  'privacyAndControl',
  'crisisResources',
] as const;

/**
 * One help panel tile, and the dialog it opens.
 *
 * @example
 * const open: HelpTileId = 'safetyAndGrounding';
 */
export type HelpTileId = (typeof HELP_TILE_IDS)[number];

/** The short grounding tips, in the order `GroundingTip`'s `index` counts them. */
export const GROUNDING_TIP_IDS = [
  'senses',
  'breathing',
  'feet',
  'dateAndPlace',
  'comfortObject',
  'okToStop',
] as const;

/**
 * One of the short grounding tips.
 *
 * @example
 * const tip: GroundingTipId = 'breathing';
 */
export type GroundingTipId = (typeof GROUNDING_TIP_IDS)[number];

/** Community Guidelines modal: width 600 (memory-writing §2). */
export const COMMUNITY_GUIDELINES_MODAL_WIDTH = 600;

/** Memory Writing Support modal: the editor's modal width, 600 (memory-writing §9). */
export const MEMORY_WRITING_SUPPORT_MODAL_WIDTH = 600;

/** Photos per memory: at most 3 (memory-writing §5). */
export const MEMORY_PHOTOS_MAX = 3;
