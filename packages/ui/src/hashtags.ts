/** The word being typed at the caret when it is a hashtag long enough to look up. */
export interface HashtagQuery {
  /** The word, with its '#'. */
  query: string;
  /** Where the word starts in the text. */
  start: number;
  /** Where it ends (the caret). */
  end: number;
}

const WORD_BEFORE_CARET = /(^|\s)(#[^\s#]*)$/u;

/**
 * The hashtag being typed at `caret`, or null. Autocomplete triggers when the word typed starts
 * with '#' and is longer than `minLength` characters (memory-writing §5: 2 in the memory text,
 * 1 in the detail fields), and only while the caret is at the end of that word.
 *
 * @example
 * hashtagAt('I miss #gra', 11, 2); // { query: '#gra', start: 7, end: 11 }
 */
export function hashtagAt(text: string, caret: number, minLength: number): HashtagQuery | null {
  const after = text.charAt(caret);
  if (after !== '' && !/\s/u.test(after)) return null;
  const match = WORD_BEFORE_CARET.exec(text.slice(0, caret));
  const word = match?.[2];
  if (word === undefined || word.length <= minLength) return null;
  return { query: word, start: caret - word.length, end: caret };
}

/**
 * `text` with the typed hashtag replaced by `hashtag` (a '#' added if missing) and one space
 * after it; returns the new text and where the caret goes.
 *
 * @example
 * insertHashtag('I miss #gra', { query: '#gra', start: 7, end: 11 }, '#grandma');
 * // { text: 'I miss #grandma ', caret: 16 }
 */
export function insertHashtag(
  text: string,
  range: HashtagQuery,
  hashtag: string,
): { text: string; caret: number } {
  const tag = hashtag.startsWith('#') ? hashtag : `#${hashtag}`;
  const rest = text.slice(range.end);
  const spacer = rest.startsWith(' ') ? '' : ' ';
  const next = `${text.slice(0, range.start)}${tag}${spacer}${rest}`;
  return { text: next, caret: range.start + tag.length + 1 };
}
