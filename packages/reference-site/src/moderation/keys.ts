/** Every moderation query of the site lives under this key: an action refreshes them all. */
export const MODERATION_KEY = ['site', 'moderation'] as const;
