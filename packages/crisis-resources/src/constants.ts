/**
 * Name of the `CustomEvent` dispatched on `window` just before a quick exit navigates away
 * (`detail: { href }`). Editors listen to drop their leave prompts.
 *
 * @example
 * window.addEventListener(QUICK_EXIT_EVENT, () => setGuardEnabled(false));
 */
export const QUICK_EXIT_EVENT = 'cm:quick-exit';

/**
 * Where a quick exit goes when the host names no page: a weather page. It is neutral, needs no
 * sign-in, shows no personal history or suggestions, and looks ordinary on any screen.
 *
 * @example
 * <QuickExit href={isUk ? QUICK_EXIT_DEFAULT_HREF : 'https://www.google.com/'} />
 */
export const QUICK_EXIT_DEFAULT_HREF = 'https://www.bbc.co.uk/weather';

/** Shift pressed this many times in a row leaves the page. */
export const QUICK_EXIT_SHIFT_PRESSES = 3;

/** …all of them within this many milliseconds, counted from the first press. */
export const QUICK_EXIT_SHIFT_WINDOW_MS = 1000;

/**
 * How a national number becomes E.164 in each country of the default set.
 * - `trunk-zero` (AU, GB, NZ): a number written with the national trunk prefix 0 and at least
 *   {@link TRUNK_ZERO_DIGITS_MIN} digits becomes +<calling code> without the 0. Everything else
 *   (13 11 14, 1300/1800 numbers, 116 123, 000, 111) is a national-only short code and is dialled
 *   exactly as written.
 * - `nanp` (US, CA): ten digits, or eleven starting with 1, become +1…; 988, 911 and SMS short
 *   codes are national-only and are dialled as written.
 */
export const CALLING_PLANS: Readonly<Record<string, { callingCode: string; scheme: 'trunk-zero' | 'nanp' }>> =
  {
    AU: { callingCode: '61', scheme: 'trunk-zero' },
    GB: { callingCode: '44', scheme: 'trunk-zero' },
    NZ: { callingCode: '64', scheme: 'trunk-zero' },
    US: { callingCode: '1', scheme: 'nanp' },
    CA: { callingCode: '1', scheme: 'nanp' },
  };

/** 0800 1111 (8 digits with its 0) is the shortest 0-prefixed full number; 000 is an emergency code. */
export const TRUNK_ZERO_DIGITS_MIN = 8;

/** Nothing shorter than a 3-digit short code (988, 111) is a number; E.164 allows at most 15 digits. */
export const DIAL_DIGITS_MIN = 3;
export const DIAL_DIGITS_MAX = 15;
