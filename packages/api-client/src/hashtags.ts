/**
 * Hashtags (community §5): the words of a text that link to hashtag search, and the hashtag a
 * tag label becomes. Framework-free, so the widgets, the mocks and the server agree.
 */

/** A piece of a text: plain words, or a hashtag with its '#'. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'hashtag'; text: string; tag: string };

/**
 * A hashtag in a text (community §5: a word starting with '#' followed by word characters): '#'
 * then 1-64 letters, digits or underscores of any script, with at least one letter or
 * underscore ('#1' is a number), and not inside a word, an HTML entity or another hashtag
 * ('C#7', '&#39;', '##'). One rule for what the widgets link, what the server stores and
 * searches, and what the mocks answer.
 */
const HASHTAG_IN_TEXT = /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,64})/gu;
const HAS_LETTER = /[\p{L}_]/u;

function* hashtagMatches(text: string): Generator<{ index: number; text: string; tag: string }> {
  for (const match of text.matchAll(HASHTAG_IN_TEXT)) {
    const tag = match[1] ?? '';
    if (HAS_LETTER.test(tag)) yield { index: match.index, text: match[0], tag };
  }
}

/**
 * Splits a text into plain runs and hashtags, in order, so a widget can render the hashtags as
 * links and everything else as text. Nothing is parsed as HTML; joining every segment's `text`
 * gives the input back.
 *
 * @example
 * splitHashtags('Summers at #grandma’s');
 * // [{ kind: 'text', text: 'Summers at ' }, { kind: 'hashtag', text: '#grandma', tag: 'grandma' }, { kind: 'text', text: '’s' }]
 */
export function splitHashtags(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of hashtagMatches(text)) {
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    segments.push({ kind: 'hashtag', text: match.text, tag: match.tag });
    last = match.index + match.text.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/**
 * The hashtags of some texts, as a memory stores and searches them: lower case, without the
 * '#', each once.
 *
 * @example
 * extractHashtags('The #Lake at dawn', 'and the #lake at dusk #café'); // ['lake', 'café']
 */
export function extractHashtags(...texts: string[]): string[] {
  const tags = new Set<string>();
  for (const text of texts) for (const match of hashtagMatches(text)) tags.add(match.tag.toLowerCase());
  return [...tags];
}

/**
 * The hashtags a memory is found by (hashtag search and autocomplete): those of its title, its
 * description and its relationship description, as {@link extractHashtags} gives them.
 *
 * @example
 * hashtagsOfMemory({ title: 'By the #sea', description: 'Sand #summer', relationship_description: '' });
 * // ['sea', 'summer']
 */
export function hashtagsOfMemory(memory: {
  readonly title: string;
  readonly description: string;
  readonly relationship_description: string;
}): string[] {
  return extractHashtags(memory.title, memory.description, memory.relationship_description);
}

/**
 * The URL slug of a tag's label, as tag search links use it (`/memories/search/{tagType}/{slug}`):
 * accents dropped, lower case, apostrophes removed, other runs of characters as one hyphen.
 *
 * @example
 * tagSlug("Mother's partner"); // 'mothers-partner'
 * tagSlug('Éducation (école)'); // 'education-ecole'
 */
export function tagSlug(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
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
