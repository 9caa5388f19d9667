/**
 * Hashtags (community §5): the words of a text that link to hashtag search, and the hashtag a
 * tag label becomes. Framework-free, so the widgets, the mocks and the server agree.
 */

/** A piece of a text: plain words, or a hashtag with its '#'. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'hashtag'; text: string; tag: string };

/** `#` followed by word characters (ASCII `\w`, as the server and mocks index them). */
const HASHTAG_IN_TEXT = /#(\w+)/g;

/**
 * Splits a text into plain runs and hashtags ('#' followed by word characters), in order, so a
 * widget can render the hashtags as links and everything else as text. Nothing is parsed as
 * HTML; joining every segment's `text` gives the input back.
 *
 * @example
 * splitHashtags('Summers at #grandma’s');
 * // [{ kind: 'text', text: 'Summers at ' }, { kind: 'hashtag', text: '#grandma', tag: 'grandma' }, { kind: 'text', text: '’s' }]
 */
export function splitHashtags(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG_IN_TEXT)) {
    const start = match.index;
    const tag = match[1] ?? '';
    // A '#' inside a word (an anchor, 'C#7') is not a hashtag.
    if (start > 0 && /\w/.test(text.charAt(start - 1))) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'hashtag', text: match[0], tag });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

const APOSTROPHES = /['’‘`ʼ]/g;
const BORN = /\s*\(\s*born\b[^)]*\)/gi;
const TRAILING_PARENTHETICAL_WITH_DIGITS = /\s*(\([^()]*\d[^()]*\))\s*$/;
const WORD_SEPARATORS = /[\s\-/,]+/;
/** Brackets of a parenthetical that is not kept (no digits) leave; its words stay. */
const BRACKETS = /[()]/g;

function capitalise(word: string): string {
  const isAllCaps = word === word.toUpperCase() && word !== word.toLowerCase();
  if (isAllCaps) return word;
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * The hashtag a tag label becomes, exactly by the specification's rules (community §5):
 * apostrophes removed; '(born …)' removed; words split on spaces, hyphens, slashes and commas;
 * each word capitalised, all-caps words kept; concatenated after a '#'; a trailing parenthetical
 * with digits kept as it is. Ours: the brackets of any other parenthetical leave, its words stay.
 *
 * @example
 * hashtagFromLabel("Mother's partner"); // '#MothersPartner'
 * hashtagFromLabel('Gen X (born 1965-1980)'); // '#GenX'
 * hashtagFromLabel('Early years (0-5)'); // '#EarlyYears(0-5)'
 */
export function hashtagFromLabel(label: string): string {
  let text = label.replace(APOSTROPHES, '').replace(BORN, '').trim();
  let kept = '';
  const trailing = TRAILING_PARENTHETICAL_WITH_DIGITS.exec(text);
  if (trailing) {
    kept = trailing[1] ?? '';
    text = text.slice(0, trailing.index);
  }
  const words = text
    .replace(BRACKETS, ' ')
    .split(WORD_SEPARATORS)
    .filter((word) => word !== '');
  return `#${words.map(capitalise).join('')}${kept}`;
}
