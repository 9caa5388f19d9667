/** The video could not be rewritten with certainty; it must not be stored. */
export class VideoMetadataError extends Error {}
