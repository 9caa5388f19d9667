import { describe, expect, test } from 'vitest';

import { countryFromLocales, normaliseCountryCode, regionOfLocale, resolveCountries } from './countries.ts';
import { crisisCountries } from './crisis-countries.ts';
import type { CrisisCountry } from './types.ts';

describe('regionOfLocale', () => {
  test('reads the region of a BCP 47 tag', () => {
    expect(regionOfLocale('en-AU')).toBe('AU');
    expect(regionOfLocale('fr-CA')).toBe('CA');
    expect(regionOfLocale('zh-Hant-TW')).toBe('TW');
    expect(regionOfLocale('en_NZ')).toBe('NZ');
  });

  test('reads UK as GB', () => {
    expect(regionOfLocale('en-UK')).toBe('GB');
  });

  test('finds no region in a bare language or an invalid tag', () => {
    expect(regionOfLocale('en')).toBeUndefined();
    expect(regionOfLocale('')).toBeUndefined();
    expect(regionOfLocale('not a locale')).toBeUndefined();
  });
});

describe('normaliseCountryCode', () => {
  test('trims, upper-cases and reads UK as GB', () => {
    expect(normaliseCountryCode(' nz ')).toBe('NZ');
    expect(normaliseCountryCode('uk')).toBe('GB');
    expect(normaliseCountryCode('GB')).toBe('GB');
  });
});

describe('countryFromLocales', () => {
  test('maps each supported locale to its country', () => {
    expect(countryFromLocales(['en-AU'], crisisCountries)).toBe('AU');
    expect(countryFromLocales(['en-GB'], crisisCountries)).toBe('GB');
    expect(countryFromLocales(['en-NZ'], crisisCountries)).toBe('NZ');
    expect(countryFromLocales(['fr-CA'], crisisCountries)).toBe('CA');
    expect(countryFromLocales(['en-US'], crisisCountries)).toBe('US');
  });

  test('takes the first locale whose country is in the set', () => {
    expect(countryFromLocales(['de-DE', 'en', 'en-GB', 'en-US'], crisisCountries)).toBe('GB');
  });

  test('finds nothing for countries outside the set', () => {
    expect(countryFromLocales(['de-DE', 'fr'], crisisCountries)).toBeUndefined();
  });
});

describe('resolveCountries', () => {
  const ireland: CrisisCountry = { code: 'IE', name: 'Ireland', lines: [{ number: '116 123' }] };

  test('returns the defaults when the host gives nothing', () => {
    expect(resolveCountries(crisisCountries, undefined, undefined)).toEqual(crisisCountries);
  });

  test('replaces the defaults with the host’s set', () => {
    expect(resolveCountries(crisisCountries, [ireland], undefined)).toEqual([ireland]);
  });

  test('appends lines to a country with the same code, compared upper-case', () => {
    const resolved = resolveCountries(crisisCountries, undefined, [
      { code: 'nz', name: 'Aotearoa', lines: [{ number: '1737', kind: 'text' }] },
    ]);
    const newZealand = resolved.find((country) => country.code === 'NZ');
    expect(newZealand?.name).toBe('New Zealand');
    expect(newZealand?.lines.map((line) => line.number)).toEqual([
      '0800 543 354',
      '0800 376 633',
      '0800 623 1700',
      '0800 111 757',
      '1737',
    ]);
    expect(resolved).toHaveLength(5);
  });

  test('adds a new country at the end', () => {
    const resolved = resolveCountries(crisisCountries, undefined, [ireland]);
    expect(resolved.map((country) => country.code)).toEqual(['AU', 'US', 'CA', 'GB', 'NZ', 'IE']);
  });

  test('never changes the default data', () => {
    resolveCountries(crisisCountries, undefined, [
      { code: 'AU', name: 'Australia', lines: [{ number: '000' }] },
    ]);
    expect(crisisCountries[0]?.lines).toHaveLength(4);
  });
});
