/**
 * One support line as a host or the default data writes it.
 *
 * @example
 * const line: CrisisLine = { number: '741741', kind: 'text', textKeyword: 'HOME', name: 'Crisis Text Line', audience: 'For anyone in any kind of crisis, by text' };
 */
export interface CrisisLine {
  /** The number exactly as people read it: '13 11 14', '800-656-HOPE', or 'text HOME to 741741'. */
  number: string;
  /** 'call' (default) makes a `tel:` link, 'text' an `sms:` link. */
  kind?: 'call' | 'text';
  /** The word to send, for text lines: 'HOME'. */
  textKeyword?: string;
  /**
   * The service's name, the card's title. Only where a source confirms it; without it the card
   * is titled 'Support line' or 'Text line' (messages `unnamedCall` / `unnamedText`).
   */
  name?: string;
  /** Who the line is for, one short sentence under the title: 'For young people aged 5 to 25'. */
  audience?: string;
  /** A short description the host vouches for. */
  description?: string;
  /** Who the line is for, as the host writes it: '5 to 25'. */
  ageRange?: string;
}

/**
 * A country and its support lines. `code` is the ISO 3166-1 alpha-2 code (AU, US, CA, GB, NZ).
 *
 * @example
 * const ireland: CrisisCountry = { code: 'IE', name: 'Ireland', lines: [{ number: '116 123', name: 'Samaritans' }] };
 */
export interface CrisisCountry {
  code: string;
  name: string;
  lines: CrisisLine[];
}

/**
 * A line ready to render: its kind, the number as written, and the link built from its parsed
 * digits. `href` is absent when the number could not be parsed: it is then shown as plain text.
 *
 * @example
 * const parsed: ParsedCrisisLine = { kind: 'call', number: '988', href: 'tel:988', name: '988 Suicide & Crisis Lifeline' };
 */
export interface ParsedCrisisLine {
  kind: 'call' | 'text';
  /** The number as written (for text lines, without the 'text X to' part). */
  number: string;
  /** The word to send, for text lines. */
  keyword?: string;
  /** `tel:` or `sms:` link, or undefined when the number is not a parsable phone number. */
  href?: string;
  name?: string;
  audience?: string;
  description?: string;
  ageRange?: string;
}
