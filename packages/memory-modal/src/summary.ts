import {
  MemoryType,
  TAG_TEXT_FIELDS,
  type Memory,
  type MemoryTag,
  type TagCategory,
  type TagType,
} from '@childhood-memories/api-client';

import { QUESTIONS_HAPPY, QUESTIONS_OTHER } from './constants.ts';

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
 * (memory-writing §2), and Impacts, which has no question of its own. Happy memories are asked
 * the first ten.
 */
const QUESTIONS: readonly { key: string; number: number | null; list: TagCategory }[] = [
  { key: 'age', number: 1, list: 'age_ranges' },
  { key: 'siblings', number: 2, list: 'sibling' },
  { key: 'peoplesActions', number: 4, list: 'persons_actions' },
  { key: 'riskFactors', number: 3, list: 'risk_factor' },
  { key: 'challenges', number: 5, list: 'chronic_adverse_events' },
  { key: 'shocks', number: 6, list: 'sudden_adverse_events' },
  { key: 'feelings', number: 7, list: 'feelings' },
  { key: 'needs', number: 8, list: 'needs' },
  { key: 'thoughts', number: 9, list: 'thoughts' },
  { key: 'changes', number: 10, list: 'childhood_effects_emotions' },
  { key: 'school', number: 11, list: 'childhood_effects_social' },
  { key: 'health', number: 12, list: 'childhood_effects_health' },
  { key: 'impacts', number: null, list: 'impacts' },
];

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
  const asked =
    memory.type === MemoryType.Happy
      ? QUESTIONS.filter((q) => q.number === null || q.number <= QUESTIONS_HAPPY)
      : QUESTIONS;
  return asked
    .map((question) => ({
      ...question,
      tags: tagsOf(memory, question.list),
      text: textOf(memory, question.list),
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
  const total = memory.type === MemoryType.Happy ? QUESTIONS_HAPPY : QUESTIONS_OTHER;
  const answered = summarySections(memory).filter((section) => section.number !== null).length;
  return { answered: Math.min(answered, total), total };
}

/** Whether a tag's label is one of a `resonance` deep link's labels (lowercase, parentheses kept). */
export function matchesResonance(tag: MemoryTag, labels: readonly string[]): boolean {
  return labels.includes(tag.description.trim().toLowerCase());
}
