import { CALLING_PLANS, DIAL_DIGITS_MAX, DIAL_DIGITS_MIN, TRUNK_ZERO_DIGITS_MIN } from './constants.ts';
import type { CrisisLine, ParsedCrisisLine } from './types.ts';

// The letters of a phone keypad (ITU E.161), from key 2: 800-656-HOPE dials 800-656-4673.
const KEYPAD_LETTERS = ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'];

function keypadDigit(letter: string): string {
  return String(KEYPAD_LETTERS.findIndex((keys) => keys.includes(letter)) + 2);
}

// A number as people write it: an optional +, then digits, capital keypad letters, spaces,
// hyphens, dots and brackets, starting with a digit (or a bracketed digit). Anything else
// ('Call 111', 'ext. 2', '#', lower-case words) is not a number we will make a link from.
const WRITTEN_NUMBER = /^(\+)?\(?\d[\dA-Z\s.()-]*$/u;

interface DialString {
  international: boolean;
  digits: string;
}

function parseDialString(written: string): DialString | undefined {
  const match = WRITTEN_NUMBER.exec(written.trim());
  if (!match) return undefined;
  let digits = '';
  for (const char of match[0]) {
    if (/\d/.test(char)) digits += char;
    else if (/[A-Z]/.test(char)) digits += keypadDigit(char);
  }
  if (digits.length < DIAL_DIGITS_MIN || digits.length > DIAL_DIGITS_MAX) return undefined;
  return { international: match[1] === '+', digits };
}

/**
 * The `tel:` link for a number as written, or `undefined` when it is not a phone number.
 * Only digits reach the link (keypad letters are mapped: 800-656-HOPE → 8006564673).
 * E.164 (+ and the calling code) is used where it is unambiguous: 0-prefixed full numbers in
 * AU, GB and NZ drop the 0 (0800 1111 → +448001111); ten-digit (or 1 + ten-digit) numbers in
 * US and CA get +1. Short codes (13 11 14, 1300/1800 numbers, 116 123, 988, 000) and numbers
 * of other countries are dialled nationally, exactly as written.
 *
 * @example
 * telHref('800-656-HOPE', 'US'); // 'tel:+18006564673'
 * telHref('13 11 14', 'AU'); // 'tel:131114'
 * telHref('Ask for Sam', 'GB'); // undefined
 */
export function telHref(number: string, countryCode: string): string | undefined {
  const parsed = parseDialString(number);
  if (!parsed) return undefined;
  const { digits } = parsed;
  if (parsed.international) return `tel:+${digits}`;
  const plan = CALLING_PLANS[countryCode.toUpperCase()];
  if (plan?.scheme === 'trunk-zero' && digits.startsWith('0') && digits.length >= TRUNK_ZERO_DIGITS_MIN) {
    return `tel:+${plan.callingCode}${digits.slice(1)}`;
  }
  if (plan?.scheme === 'nanp') {
    if (digits.length === 10 && /^[2-9]/.test(digits)) return `tel:+1${digits}`;
    if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  }
  return `tel:${digits}`;
}

/**
 * The `sms:` link for a number, with the message body filled in, or `undefined` when the
 * number is not a phone number. The body goes after `?&body=`: Android reads the RFC 5724
 * query (`?body=`), iOS 8 and later read `&body=`; `?&body=` is understood by both.
 *
 * @example
 * smsHref('741741', 'HOME'); // 'sms:741741?&body=HOME'
 * smsHref('686868'); // 'sms:686868'
 */
export function smsHref(number: string, body?: string): string | undefined {
  const parsed = parseDialString(number);
  if (!parsed) return undefined;
  const recipient = `sms:${parsed.international ? '+' : ''}${parsed.digits}`;
  const text = body?.trim();
  return text ? `${recipient}?&body=${encodeURIComponent(text)}` : recipient;
}

// 'text HOME to 741741', the spec's way of writing a text line.
const TEXT_LINE = /^text\s+(\S+)\s+to\s+(.+)$/iu;

/**
 * Turns a line as written (default data or a host's) into what the widget renders: its kind,
 * keyword and link. A `number` written as 'text HOME to 741741' is a text line. A number that
 * does not parse keeps `href` undefined and is shown as plain text, never as a link.
 *
 * @example
 * parseCrisisLine({ number: 'text TALK to 686868' }, 'CA');
 * // { kind: 'text', number: '686868', keyword: 'TALK', href: 'sms:686868?&body=TALK' }
 */
export function parseCrisisLine(line: CrisisLine, countryCode: string): ParsedCrisisLine {
  const written = line.number.trim();
  const textForm = line.kind === 'call' ? null : TEXT_LINE.exec(written);
  const kind = textForm ? 'text' : (line.kind ?? 'call');
  const number = textForm?.[2]?.trim() ?? written;
  const keyword = (line.textKeyword ?? textForm?.[1])?.trim() || undefined;
  const href = kind === 'text' ? smsHref(number, keyword) : telHref(number, countryCode);
  const parsed: ParsedCrisisLine = { kind, number };
  if (kind === 'text' && keyword) parsed.keyword = keyword;
  if (href) parsed.href = href;
  if (line.name?.trim()) parsed.name = line.name.trim();
  if (line.audience?.trim()) parsed.audience = line.audience.trim();
  if (line.description?.trim()) parsed.description = line.description.trim();
  if (line.ageRange?.trim()) parsed.ageRange = line.ageRange.trim();
  return parsed;
}
