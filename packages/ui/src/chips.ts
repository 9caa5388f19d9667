import { subjectKey } from '@childhood-memories/api-client';

/** The characters that end a chip as it is typed or pasted (spec: memory-writing §5 "Subjects"). */
export const CHIP_SEPARATORS = [',', ';'] as const;

const separatorPattern = /[,;]/;

/**
 * Adds the chips in `raw` to `existing`: split on commas and semicolons, trimmed, empty ones and
 * case-insensitive duplicates (of existing chips or of each other) left out. Returns a new array;
 * `existing` is never changed.
 *
 * @example
 * addChips(['Mum'], ' Dad; mum, Grandma ,'); // ['Mum', 'Dad', 'Grandma']
 */
export function addChips(existing: string[], raw: string): string[] {
  const result = [...existing];
  const seen = new Set(existing.map((chip) => subjectKey(chip)));
  for (const part of raw.split(separatorPattern)) {
    const chip = part.trim();
    if (!chip) continue;
    const key = subjectKey(chip);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(chip);
  }
  return result;
}

/** The trimmed, non-empty entries of `raw` that are already in `existing` (case-insensitive). */
export function duplicateChips(existing: string[], raw: string): string[] {
  const seen = new Set(existing.map((chip) => subjectKey(chip)));
  return raw
    .split(separatorPattern)
    .map((part) => part.trim())
    .filter((chip) => chip && seen.has(subjectKey(chip)));
}

/** Whether `text` contains a chip separator. */
export function hasChipSeparator(text: string): boolean {
  return separatorPattern.test(text);
}

/**
 * Splits `raw` into what fits (the entries of at most `max` characters once trimmed, joined
 * with commas) and the entries that are too long. Without `max`, everything fits.
 *
 * @example
 * splitByLength('Mum, Grandmother', 5); // { fitting: 'Mum', tooLong: ['Grandmother'] }
 */
export function splitByLength(raw: string, max: number | undefined): { fitting: string; tooLong: string[] } {
  if (max === undefined) return { fitting: raw, tooLong: [] };
  const parts = raw
    .split(separatorPattern)
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    fitting: parts.filter((part) => part.length <= max).join(', '),
    tooLong: parts.filter((part) => part.length > max),
  };
}
