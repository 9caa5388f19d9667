import { describe, expect, it } from 'vitest';

import { formatDateTime, formatRelativeTime } from './relative-time.ts';

const now = new Date('2024-05-10T12:00:00Z');

describe('formatRelativeTime', () => {
  it('names the largest whole unit, in the locale', () => {
    expect(formatRelativeTime('2024-05-10T11:59:30Z', 'en', now)).toBe('now');
    expect(formatRelativeTime('2024-05-10T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2024-05-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2024-05-09T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2024-04-26T12:00:00Z', 'en', now)).toBe('2 weeks ago');
    expect(formatRelativeTime('2022-05-01T12:00:00Z', 'en', now)).toBe('2 years ago');
    expect(formatRelativeTime('2024-05-07T12:00:00Z', 'fr', now)).toBe('il y a 3 jours');
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatRelativeTime('not a date', 'en', now)).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
  });

  it('formats the full date for a title', () => {
    expect(formatDateTime('2024-05-01T09:00:00Z', 'en-GB')).toMatch(/1 May 2024/);
  });
});
