import { TAG_QUESTIONS, type TagQuestionKey } from '@childhood-memories/api-client';

/**
 * The names of the twelve tagging categories (api-client's `TAG_QUESTIONS`), the default every
 * widget that names them starts from (the wizard's steps, the modal's tag summary). Each widget's own `categoryNames` message
 * overrides them for that widget.
 *
 * @example
 * const t = { categoryNames: { ...tagCategoryNames } };
 */
export const tagCategoryNames = Object.fromEntries(
  TAG_QUESTIONS.map((question) => [question.key, question.title]),
) as Readonly<Record<TagQuestionKey, string>>;

/**
 * Every string the ui primitives show or announce. Override any of them through
 * `<WidgetsProvider messages={{ ui: { … } }}>`; function values receive the numbers or
 * names they talk about, so a translation can handle plurals.
 *
 * @example
 * <WidgetsProvider messages={{ ui: { close: 'Schließen', removeChip: (chip) => `${chip} entfernen` } }}>
 */
export const uiMessages = {
  /** Accessible name of the × button of dialogs and toasts. */
  close: 'Close',
  /** Accessible name of spinners. */
  loading: 'Loading…',
  /** Accessible name of a chip's remove button. */
  removeChip: (chip: string) => `Remove ${chip}`,
  /** Announced after a chip was removed (by its button or by Backspace). */
  chipRemoved: (chip: string) => `${chip} removed`,
  /** Announced after a chip was added. */
  chipAdded: (chip: string) => `${chip} added`,
  /** A gentle hint shown when a chip is entered twice. */
  duplicateChip: (chip: string) => `“${chip}” is already on the list.`,
  /** Shown when no more chips can be added. */
  maxChips: (max: number) => `You can add up to ${max}.`,
  chipTooLong: (max: number) => `Each entry can be up to ${max} characters.`,
  /** Accessible name of the search field's clear button. */
  clearSearch: 'Clear search',
  /** Accessible name of the hashtag suggestion list. */
  suggestionsLabel: 'Hashtag suggestions',
  /** Shown (and announced) when no hashtag matches the word typed (memory-writing §7). */
  noSuggestions: 'No suggestions',
  /** Announced when suggestions open. */
  suggestionsCount: (count: number) =>
    count === 1
      ? '1 hashtag suggestion. Use the arrow keys to choose.'
      : `${count} hashtag suggestions. Use the arrow keys to choose.`,
  /** Full text of a character counter, for screen readers. */
  characterCount: (n: number, max: number) => `${n} of ${max} characters`,
  /** Shown when a checkbox group reached its maximum: the other options are disabled. */
  maxSelected: (max: number) =>
    max === 1
      ? 'You can choose one. Uncheck it to choose another.'
      : `You can choose up to ${max}. Uncheck one to choose another.`,
  /** Accessible name of the toast region; `{hotkey}` becomes the key that jumps there (F8). */
  notifications: 'Notifications ({hotkey})',
  /** Announced before each toast so screen-reader users know what interrupted them. */
  notification: 'Notification',
  /** Prefix announced before a successful toast's title. */
  toastSuccess: 'Success',
  /** Prefix announced before an error toast's title. */
  toastError: 'Error',
  /** Prefix announced before an informational toast's title. */
  toastInfo: 'Information',
};

/** The shape of {@link uiMessages}; `Partial<UiMessages>` is what `messages.ui` accepts. */
export type UiMessages = typeof uiMessages;

/** The namespace of the ui strings in `WidgetsProvider`'s `messages`. */
export const UI_MESSAGES_NAMESPACE = 'ui';
