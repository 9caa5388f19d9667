/**
 * The member's "Don't keep drafts on this device" choice, shared by every widget that keeps
 * unsent words (the memory editor's drafts, the memory modal's comments and messages). The
 * choice is made in the memory editor and stored under the editor's prefix, where members'
 * choices already live; any widget reads it with the same key.
 */

/** Where the choice has always been stored (the memory editor's prefix). */
const DRAFTS_SETTING_PREFIX = 'cm:memory-editor';

/**
 * A short, stable, non-reversible-at-a-glance token for a member id, so a storage key does not
 * spell out who wrote on a shared device (FNV-1a, 32 bits). `null` (a visitor) is 'visitor'.
 *
 * @example
 * draftScope('ada'); // e.g. 'm1c4f2a9d'
 */
export function draftScope(memberId: string | null | undefined): string {
  if (memberId === null) return 'visitor';
  if (memberId === undefined) return 'member';
  let hash = 0x811c9dc5;
  for (let index = 0; index < memberId.length; index += 1) {
    hash ^= memberId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `m${hash.toString(16).padStart(8, '0')}`;
}

/**
 * The storage key of a scope's "Don't keep drafts on this device" choice.
 *
 * @example
 * draftsOffKey('visitor'); // 'cm:memory-editor:drafts-off:visitor'
 */
export function draftsOffKey(scope: string): string {
  return `${DRAFTS_SETTING_PREFIX}:drafts-off:${scope}`;
}

/**
 * Whether the member chose "Don't keep drafts on this device" here; a storage that cannot be
 * read is logged and reads as the default (drafts kept).
 *
 * @example
 * if (!areDraftsOff(localStorage, draftScope(username))) sessionStorage.setItem(key, words);
 */
export function areDraftsOff(storage: Pick<Storage, 'getItem'>, scope: string): boolean {
  try {
    return storage.getItem(draftsOffKey(scope)) === '1';
  } catch (error) {
    console.warn('[childhood-memories] draft preference read failed', error);
    return false;
  }
}
