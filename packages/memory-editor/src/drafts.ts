import { draftsOffKey } from '@childhood-memories/ui';

import { STORAGE_PREFIX } from './constants.ts';
import { emptyMemoryForm, MEMORY_FLAVOR } from './form.ts';
import type { MemoryFormData, Photo } from './form-types.ts';
import { fitPhotos } from './photos.ts';

/** The part of `Storage` the drafts use, so tests and hosts can pass their own. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A create-mode draft as kept on the device. */
export interface StoredDraft {
  form: MemoryFormData;
  /** The two-step layout's step (1 or 2). */
  step: number;
  /** The create call's idempotency key, so a retry after a reload never posts twice. */
  idempotencyKey: string;
  /**
   * The hashId of the memory once it exists on the server (the tag wizard creates it on the first
   * tag), so that Post after a reload updates it instead of creating a second memory.
   */
  memoryHashId?: string | null;
  /**
   * The single-page layout's description editor while it is open: the words not confirmed with
   * Done yet (null when it is closed). A reload opens it again with them.
   */
  pendingDescription?: string | null;
  /** ISO 8601 time of the last save. */
  savedAt: string;
}

const DRAFT_VERSION = 1;

// The scope token and the "Don't keep drafts on this device" choice are ui's, shared with the
// other widgets that keep unsent words (the memory modal).
export { areDraftsOff, draftScope, draftsOffKey } from '@childhood-memories/ui';

/**
 * Logs a failure the specification wants silent (draft save or restore, autocomplete, temporary
 * photo deletion, last privacy, memory detail): never shown, never thrown.
 *
 * @example
 * try { storage.setItem(key, value); } catch (error) { logSilently('draft save', error); }
 */
export function logSilently(what: string, error: unknown): void {
  console.warn(`[memory-editor] ${what} failed`, error);
}

/**
 * The local-storage key of a scope's draft.
 *
 * @example
 * draftKey(draftScope('ada')); // 'cm:memory-editor:draft:m…'
 */
export function draftKey(scope: string): string {
  return `${STORAGE_PREFIX}:draft:${scope}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only fields of the known form whose kind matches the empty form's (a tampered or old draft cannot break the editor). */
function sanitiseForm(raw: Record<string, unknown>, base: MemoryFormData): MemoryFormData {
  const form: Record<string, unknown> = { ...base };
  for (const [key, fallback] of Object.entries(base)) {
    const value = raw[key];
    if (value === undefined) continue;
    const sameKind =
      fallback === null
        ? value === null || typeof value === 'number'
        : Array.isArray(fallback)
          ? Array.isArray(value)
          : typeof value === typeof fallback;
    if (sameKind) form[key] = value;
  }
  return { ...(form as unknown as MemoryFormData), memoryFlavor: MEMORY_FLAVOR };
}

/** The finished photos of a stored draft, each well formed and once (at most 3). */
function storedPhotos(raw: unknown): Photo[] {
  if (!Array.isArray(raw)) return [];
  const photos: Photo[] = [];
  for (const entry of raw) {
    if (!isRecord(entry)) continue;
    const { uid, name, url, thumbUrl, tempId } = entry;
    if (typeof uid !== 'string' || typeof name !== 'string' || typeof url !== 'string') continue;
    if (typeof tempId !== 'string' || tempId === '' || photos.some((photo) => photo.tempId === tempId))
      continue;
    photos.push({
      uid,
      name,
      status: 'done',
      url,
      thumbUrl: typeof thumbUrl === 'string' ? thumbUrl : url,
      tempId,
    });
  }
  return fitPhotos(0, photos).accepted;
}

/**
 * The scope's draft, or null when there is none or it cannot be read (logged, not shown).
 * Its photos come back with their temporary ids (so no save drops one); their addresses may have
 * expired, and the editor takes fresh ones from the server (temporary photos, or the photos of
 * the memory the draft's tagging created).
 *
 * @example
 * const draft = readDraft(window.localStorage, draftScope(memberId));
 */
export function readDraft(storage: DraftStorage, scope: string): StoredDraft | null {
  try {
    const text = storage.getItem(draftKey(scope));
    if (text === null) return null;
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || parsed.version !== DRAFT_VERSION || !isRecord(parsed.form)) return null;
    const form = sanitiseForm(parsed.form, emptyMemoryForm());
    const photos = storedPhotos(parsed.form.memoryPhoto);
    return {
      form: {
        ...form,
        memoryPhoto: photos,
        image_list: photos.map((photo) => photo.tempId ?? ''),
        image_data: photos.map((photo) => photo.url),
      },
      step: parsed.step === 2 ? 2 : 1,
      idempotencyKey: typeof parsed.idempotencyKey === 'string' ? parsed.idempotencyKey : '',
      memoryHashId:
        typeof parsed.memoryHashId === 'string' && parsed.memoryHashId !== '' ? parsed.memoryHashId : null,
      pendingDescription: typeof parsed.pendingDescription === 'string' ? parsed.pendingDescription : null,
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : '',
    };
  } catch (error) {
    logSilently('draft restore', error);
    return null;
  }
}

/**
 * Saves the scope's draft, stamped with `now`; returns whether it was saved (a full or blocked
 * storage is logged). Photos still uploading are not kept.
 *
 * @example
 * writeDraft(window.localStorage, scope, { form, step, idempotencyKey });
 */
export function writeDraft(
  storage: DraftStorage,
  scope: string,
  draft: Omit<StoredDraft, 'savedAt'>,
  now: Date = new Date(),
): boolean {
  try {
    const form = {
      ...draft.form,
      memoryPhoto: draft.form.memoryPhoto.filter((photo) => photo.status === 'done'),
    };
    const stored = { version: DRAFT_VERSION, ...draft, form, savedAt: now.toISOString() };
    storage.setItem(draftKey(scope), JSON.stringify(stored));
    return true;
  } catch (error) {
    logSilently('draft save', error);
    return false;
  }
}

/**
 * Deletes the scope's draft.
 *
 * @example
 * clearDraft(window.localStorage, scope);
 */
export function clearDraft(storage: DraftStorage, scope: string): void {
  try {
    storage.removeItem(draftKey(scope));
  } catch (error) {
    logSilently('draft delete', error);
  }
}

/**
 * Records the "Don't keep drafts on this device" choice; turning drafts off deletes the draft.
 *
 * @example
 * setDraftsOff(storage, scope, true);
 */
export function setDraftsOff(storage: DraftStorage, scope: string, off: boolean): void {
  try {
    if (off) {
      storage.setItem(draftsOffKey(scope), '1');
      storage.removeItem(draftKey(scope));
    } else {
      storage.removeItem(draftsOffKey(scope));
    }
  } catch (error) {
    logSilently('draft preference save', error);
  }
}
