import {
  MemoryType,
  TAG_QUESTIONS,
  TAG_TEXT_FIELDS,
  type Memory,
  type MemoryTag,
  type TagCategory,
  type TagType,
} from '@childhood-memories/api-client';

/** A tag as the summary lists it, with where its search link goes. */
export interface SummaryTag extends MemoryTag {
  tagType: TagType;
}

/** One heading of the tag summary. */
export interface SummarySection {
  /** Key of `categoryNames` in the messages. */
  key: string;
  /** The tagging question's number (the `tab` of `onEditTags`), or null for Impacts (no question). */
  number: number | null;
  list: TagCategory;
  tags: SummaryTag[];
  /** The member's own words for this question ('' when none). */
  text: string;
}

/**
 * The twelve tagging questions in the wizard's order with the specification's numbers
 * (memory-writing §2, api-client's `TAG_QUESTIONS`), and Impacts, which has no question of its
 * own. Happy memories are asked ten of them (not School and Health).
 */
const QUESTIONS: readonly { key: string; number: number | null; list: TagCategory; happy: boolean }[] = [
  ...TAG_QUESTIONS,
  { key: 'impacts', number: null, list: 'impacts', happy: true },
];

function questionsFor(memory: Memory) {
  return memory.type === MemoryType.Happy ? QUESTIONS.filter((question) => question.happy) : QUESTIONS;
}

function tagsOf(memory: Memory, list: TagCategory): SummaryTag[] {
  if (list === 'persons_actions') {
    return memory.persons_actions.flatMap((entry) => [
      { ...entry.person, tagType: 'person_involved' as const },
      ...entry.actions.map((action) => ({ ...action, tagType: 'person_action' as const })),
    ]);
  }
  return memory[list].map((tag) => ({ ...tag, tagType: list }));
}

function textOf(memory: Memory, list: TagCategory): string {
  if (list === 'impacts') return '';
  return memory[TAG_TEXT_FIELDS[list]].trim();
}

/**
 * The headings the summary shows for this memory: every question this memory type is asked
 * that has tags or the member's own words, in the wizard's order.
 *
 * @example
 * summarySections(memory).map((section) => section.key); // ['age', 'feelings', …]
 */
export function summarySections(memory: Memory): SummarySection[] {
  return questionsFor(memory)
    .map(({ key, number, list }) => ({
      key,
      number,
      list,
      tags: tagsOf(memory, list),
      text: textOf(memory, list),
    }))
    .filter((section) => section.tags.length > 0 || section.text !== '');
}

/**
 * How many of the tagging questions are answered, out of 10 for a happy memory and 12 otherwise
 * (community §2.4).
 *
 * @example
 * tagProgress(memory); // { answered: 3, total: 12 }
 */
export function tagProgress(memory: Memory): { answered: number; total: number } {
  const total = questionsFor(memory).filter((question) => question.number !== null).length;
  const answered = summarySections(memory).filter((section) => section.number !== null).length;
  return { answered: Math.min(answered, total), total };
}

/** Whether a tag's label is one of a `resonance` deep link's labels (lowercase, parentheses kept). */
export function matchesResonance(tag: MemoryTag, labels: readonly string[]): boolean {
  return labels.includes(tag.description.trim().toLowerCase());
}
