const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/**
 * "3 days ago", "yesterday", "just now": a past (or future) moment relative to `now`, through
 * `Intl.RelativeTimeFormat` in the widget's locale. Under a minute reads as "now" in that locale.
 * An unreadable date gives ''.
 *
 * @example
 * formatRelativeTime('2024-05-01T09:00:00Z', 'en', new Date('2024-05-03T10:00:00Z')); // '2 days ago'
 */
export function formatRelativeTime(iso: string, locale: string, now: Date = new Date()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/**
 * The full date and time of a moment in the widget's locale, for a `<time>` element's title.
 *
 * @example
 * formatDateTime('2024-05-01T09:00:00Z', 'en-GB'); // '1 May 2024, 09:00'
 */
export function formatDateTime(iso: string, locale: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(then);
}
