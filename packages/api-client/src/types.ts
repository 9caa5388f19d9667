/*
 * The entities of both specifications' §3, as the client returns them: parsed, normalised
 * (one shape per concept, whatever variant the server sent) and with documented defaults.
 * Field names follow the wire (snake_case) so a server and a widget speak the same words.
 * One file per domain, beside `schemas/`.
 */
export type * from './types/common.ts';
export type * from './types/reference.ts';
export type * from './types/memory.ts';
export type * from './types/interaction.ts';
export type * from './types/notifications.ts';
export type * from './types/account.ts';
export type * from './types/moderation.ts';
