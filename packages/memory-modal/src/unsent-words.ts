import { areDraftsOff, draftScope } from '@childhood-memories/ui';

/**
 * What a member has typed or chosen in the modal and not sent yet, per memory: the comment box,
 * comment edits in progress, the Send Message box, the report's reason and 'Other' words,
 * praise choices, and the writer's request for a review of their hidden memory or comment. Kept outside the views that show them, so a tab switch, the back arrow, a
 * remount or a refetch never empties a field; mirrored to session storage (unless the member
 * chose "Don't keep drafts on this device"), so reopening the memory brings them back.
 */
export interface UnsentWords {
  comment: string;
  message: string;
  /** Comment edits in progress, by comment key: the words and the comment as it was. */
  edits: Record<string, { text: string; original: string }>;
  /** Reports being written, by 'memory' or comment key. */
  reports: Record<string, { reasonId: number | null; remark: string }>;
  /** Praise choices not sent, by 'memory' or 'comment:{id}'. */
  praise: Record<string, string[]>;
  /** Requests for a review being written (the form is open), by 'memory' or comment key. */
  reviews: Record<string, string>;
}

/** Nothing unsent. */
export const NO_UNSENT_WORDS: UnsentWords = Object.freeze({
  comment: '',
  message: '',
  edits: {},
  reports: {},
  praise: {},
  reviews: {},
});

/** The storage the words are mirrored to (session storage by default). */
export type WordsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the "Don't keep drafts on this device" choice is read (local storage by default). */
export type SettingStorage = Pick<Storage, 'getItem'>;

/** The session-storage key of a member's unsent words on one memory. */
export function unsentWordsKey(scope: string, shareableLink: string): string {
  return `cm:memory-modal:unsent:${scope}:${shareableLink}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Keeps only well-formed parts of stored words (a tampered or older entry cannot break the modal). */
export function parseUnsentWords(text: string | null): UnsentWords {
  if (text === null) return NO_UNSENT_WORDS;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return NO_UNSENT_WORDS;
  }
  if (!isRecord(raw)) return NO_UNSENT_WORDS;
  const edits: UnsentWords['edits'] = {};
  if (isRecord(raw.edits)) {
    for (const [key, value] of Object.entries(raw.edits)) {
      if (isRecord(value) && typeof value.text === 'string' && typeof value.original === 'string')
        edits[key] = { text: value.text, original: value.original };
    }
  }
  const reports: UnsentWords['reports'] = {};
  if (isRecord(raw.reports)) {
    for (const [key, value] of Object.entries(raw.reports)) {
      if (!isRecord(value)) continue;
      reports[key] = {
        reasonId: typeof value.reasonId === 'number' ? value.reasonId : null,
        remark: typeof value.remark === 'string' ? value.remark : '',
      };
    }
  }
  const praise: UnsentWords['praise'] = {};
  if (isRecord(raw.praise)) {
    for (const [key, value] of Object.entries(raw.praise)) praise[key] = strings(value);
  }
  const reviews: UnsentWords['reviews'] = {};
  if (isRecord(raw.reviews)) {
    for (const [key, value] of Object.entries(raw.reviews)) {
      if (typeof value === 'string') reviews[key] = value;
    }
  }
  return {
    comment: typeof raw.comment === 'string' ? raw.comment : '',
    message: typeof raw.message === 'string' ? raw.message : '',
    edits,
    reports,
    praise,
    reviews,
  };
}

/**
 * Whether closing would lose words: a comment or message typed, an edit that changed the
 * comment, a report's 'Other' words, or a request for a review (praise choices are not words,
 * and stay anyway).
 */
export function hasUnsentWords(words: UnsentWords): boolean {
  if (words.comment.trim() !== '' || words.message.trim() !== '') return true;
  if (Object.values(words.edits).some((edit) => edit.text.trim() !== edit.original.trim())) return true;
  if (Object.values(words.reviews).some((review) => review.trim() !== '')) return true;
  return Object.values(words.reports).some((report) => report.remark.trim() !== '');
}

function isEmpty(words: UnsentWords): boolean {
  return (
    words.comment === '' &&
    words.message === '' &&
    Object.keys(words.edits).length === 0 &&
    Object.keys(words.reports).length === 0 &&
    Object.keys(words.praise).length === 0 &&
    Object.keys(words.reviews).length === 0
  );
}

/** The unsent words of the memories one modal shows, with a subscription for React. */
export interface UnsentWordsStore {
  read: (shareableLink: string) => UnsentWords;
  update: (shareableLink: string, change: (words: UnsentWords) => UnsentWords) => void;
  /** Forgets a memory's words here and on the device. */
  discard: (shareableLink: string) => void;
  /** Whether the words live on only in this page (the member keeps no drafts here, or no storage). */
  keptOnDevice: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A store of unsent words for one reader. Words are read from session storage the first time a
 * memory is asked for, and written back on each change while the reader keeps drafts on this
 * device; with "Don't keep drafts on this device" (or no storage) they live only in memory, and
 * what this device held for them is removed.
 *
 * @example
 * const store = createUnsentWordsStore({ username: 'ada', words: sessionStorage, settings: localStorage });
 */
export function createUnsentWordsStore({
  username,
  words: wordsStorage,
  settings,
}: {
  username: string | null;
  words: WordsStorage | null;
  settings: SettingStorage | null;
}): UnsentWordsStore {
  const scope = draftScope(username);
  const memory = new Map<string, UnsentWords>();
  const listeners = new Set<() => void>();
  const keptOnDevice = () =>
    wordsStorage !== null && username !== null && !(settings !== null && areDraftsOff(settings, scope));

  const persist = (link: string, words: UnsentWords) => {
    if (wordsStorage === null) return;
    try {
      const key = unsentWordsKey(scope, link);
      if (!keptOnDevice() || isEmpty(words)) wordsStorage.removeItem(key);
      else wordsStorage.setItem(key, JSON.stringify(words));
    } catch (error) {
      // Storage can be full or blocked: the words stay here, for this visit.
      console.warn('[memory-modal] Keeping unsent words on this device failed.', error);
    }
  };

  const read = (link: string): UnsentWords => {
    const known = memory.get(link);
    if (known) return known;
    let words = NO_UNSENT_WORDS;
    if (keptOnDevice() && wordsStorage !== null) {
      try {
        words = parseUnsentWords(wordsStorage.getItem(unsentWordsKey(scope, link)));
      } catch {
        words = NO_UNSENT_WORDS;
      }
    }
    memory.set(link, words);
    return words;
  };

  return {
    read,
    update: (link, change) => {
      const next = change(read(link));
      memory.set(link, next);
      persist(link, next);
      listeners.forEach((listener) => listener());
    },
    discard: (link) => {
      memory.set(link, NO_UNSENT_WORDS);
      persist(link, NO_UNSENT_WORDS);
      listeners.forEach((listener) => listener());
    },
    keptOnDevice,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
