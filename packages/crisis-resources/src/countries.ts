import type { CrisisCountry } from './types.ts';

// People and pages write 'UK' and 'en-UK'; the ISO code is GB.
const REGION_ALIASES: Readonly<Record<string, string>> = { UK: 'GB' };

/** A country code as the widget compares it: trimmed, upper-case, 'UK' read as 'GB'. */
export function normaliseCountryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return REGION_ALIASES[upper] ?? upper;
}

/** The region of a BCP 47 tag ('en-AU' → 'AU', 'fr-CA' → 'CA'), or undefined ('en', invalid tags). */
export function regionOfLocale(locale: string): string | undefined {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale.replace(/_/g, '-')).region;
  } catch {
    // 'en-UK' is not a valid tag to Intl in every engine; read the subtag by hand.
    region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i.exec(locale)?.[1];
  }
  return region ? normaliseCountryCode(region) : undefined;
}

/**
 * The first of `locales` whose region is one of `countries`: ['fr-FR', 'en-GB'] → 'GB'.
 * A language without a region ('en') says nothing about where someone is: undefined.
 */
export function countryFromLocales(
  locales: readonly string[],
  countries: readonly CrisisCountry[],
): string | undefined {
  for (const locale of locales) {
    const region = regionOfLocale(locale);
    if (region && countries.some((country) => country.code === region)) return region;
  }
  return undefined;
}

/**
 * The set of countries a widget shows: `resources` replaces the defaults; `extra` is merged in
 * (same code: its lines are appended; a new code: a new country at the end). Codes are
 * normalised ('uk' → 'GB'); the result never shares arrays with its inputs.
 */
export function resolveCountries(
  defaults: readonly CrisisCountry[],
  resources: readonly CrisisCountry[] | undefined,
  extra: readonly CrisisCountry[] | undefined,
): CrisisCountry[] {
  const merged: CrisisCountry[] = [];
  for (const country of [...(resources ?? defaults), ...(extra ?? [])]) {
    const code = normaliseCountryCode(country.code);
    const existing = merged.find((candidate) => candidate.code === code);
    if (existing) existing.lines = [...existing.lines, ...country.lines];
    else merged.push({ code, name: country.name, lines: [...country.lines] });
  }
  return merged;
}
