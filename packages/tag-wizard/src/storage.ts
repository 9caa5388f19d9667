import { TAG_LISTS, type TagListRow } from '@childhood-memories/api-client';

import { CATEGORIES, type CategoryKey } from './categories.ts';
import { STORAGE_KEYS } from './constants.ts';

/*
 * Local storage, read and written only from effects and event handlers (never while a module
 * loads, never on the server). Every access is guarded: private browsing, a full quota or a
 * blocked storage must never break the wizard.
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the choice simply is not remembered on this device.
  }
}

/** Whether the member asked not to see the introduction card again. */
export function readHideIntroduction(): boolean {
  return read(STORAGE_KEYS.hideIntroduction) === 'true';
}

/** Remember (or forget) 'Don't show this again'. */
export function writeHideIntroduction(hide: boolean): void {
  write(STORAGE_KEYS.hideIntroduction, hide ? 'true' : 'false');
}

/** The guide's answers of the steps the 'your guide' view shows, as labels and an optional text. */
export type YourGuideAnswers = Partial<Record<GuideStep, { labels: string[]; text: string }>>;

/** The steps the 'your guide' view shows (School and Health are not among them). */
export type GuideStep = Exclude<CategoryKey, 'school' | 'health'>;

/** The rows of the questions the 'your guide' view shows, by number: the ten every memory is asked (not School and Health). */
const GUIDE_ROWS = TAG_LISTS.filter(
  (row): row is Extract<TagListRow, { step: GuideStep }> => row.question !== null && row.happy,
).sort((a, b) => a.question - b.question);

/** The steps of the 'your guide' view in the specification's order of headings. */
export const GUIDE_STEPS: readonly GuideStep[] = GUIDE_ROWS.map((row) => row.step);

/** Where each guide step is in the stored form data (memory-writing §3 field names, from `TAG_LISTS`). */
const GUIDE_FIELDS = Object.fromEntries(
  GUIDE_ROWS.map((row) => [row.step, { list: row.form, text: row.text }]),
) as Record<GuideStep, { list: string; text: string }>;

function labelOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  for (const key of ['label', 'description', 'name']) {
    const text = record[key];
    if (typeof text === 'string') return text;
  }
  return null;
}

function labelsOf(value: unknown): string[] {
  if (Array.isArray(value))
    return value.map(labelOf).filter((label): label is string => label !== null && label !== '');
  if (typeof value === 'object' && value !== null) {
    // People's Actions: `{ person, actions }`.
    const record = value as Record<string, unknown>;
    const person = labelOf(record.person);
    return [...(person ? [person] : []), ...labelsOf(record.actions)];
  }
  return [];
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return labelOf(value[0]) ?? '';
  return '';
}

/**
 * Parse the guide's stored form data (`yourGuideFormData`, memory-writing §3 field names) into
 * per-step answers. Anything unreadable is skipped; nothing here throws.
 *
 * @example
 * ```ts
 * parseYourGuide('{"feelingsAtTheTime":[{"label":"Scared"}]}'); // { feelings: { labels: ['Scared'], text: '' } }
 * ```
 */
export function parseYourGuide(raw: string | null): YourGuideAnswers {
  if (raw === null || raw === '') return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const record = data as Record<string, unknown>;
  const answers: YourGuideAnswers = {};
  for (const step of GUIDE_STEPS) {
    const fields = GUIDE_FIELDS[step];
    const labels = labelsOf(record[fields.list]);
    const text = textOf(record[fields.text]).trim();
    if (labels.length > 0 || text !== '') answers[step] = { labels, text };
  }
  return answers;
}

/** The guide's answers stored on this device. */
export function readYourGuide(): YourGuideAnswers {
  return parseYourGuide(read(STORAGE_KEYS.yourGuide));
}

/** Categories by key, for views that only know a key. */
export const CATEGORY_BY_KEY = new Map(CATEGORIES.map((category) => [category.key, category]));
