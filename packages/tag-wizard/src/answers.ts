import {
  ageRefFromSelection,
  DEFAULT_MEMORY_TYPE,
  savePayloadFromMemory,
  selectionFromAgeRef,
  selectionFromTagRef,
  tagRefFromSelection,
  type FamilyMember,
  type Memory,
  type MemorySavePayload,
  type MemoryType,
  type TagSelection,
  type TagTextField,
} from '@childhood-memories/api-client';

import { categoriesFor, CATEGORIES, type CategoryDefinition, type PlainTagList } from './categories.ts';
import { POINTS_PER_CATEGORY, PROGRESS_MAX } from './constants.ts';

/**
 * A memory not saved yet: the save payload the editor would send, without a hashId.
 *
 * @example
 * ```ts
 * const draft: MemoryDraft = { ...payload, hashId: null };
 * ```
 */
export type MemoryDraft = MemorySavePayload & { hashId?: string | null };

/**
 * What the wizard tags: a memory as received (it has a hashId: each change updates it) or a
 * draft (the first change creates it, later changes update it).
 */
export type TagWizardMemory = Memory | MemoryDraft;

/** The person of People's Actions with that person's actions. */
export interface PersonAnswer {
  person: TagSelection;
  actions: TagSelection[];
}

/**
 * Everything the member chose in the wizard: the tags of each list, the person of People's
 * Actions with that person's actions, and each category's 'Add more details' text.
 */
export interface TagAnswers {
  lists: Record<PlainTagList, TagSelection[]>;
  persons: PersonAnswer[];
  texts: Record<TagTextField, string>;
  /**
   * The family panel's members, saved with the memory (`family_members`), or null while the
   * wizard does not know them (a draft or a memory without the field): then nothing is sent,
   * so the server keeps what it has.
   */
  family: FamilyMember[] | null;
}

const PLAIN_LISTS: readonly PlainTagList[] = CATEGORIES.flatMap((category) =>
  category.list === 'persons_actions' ? [] : [category.list],
);
const TEXT_FIELDS: readonly TagTextField[] = CATEGORIES.map((category) => category.textField);

/** Whether a memory was received from the server (rather than being a draft payload). */
export function isReceivedMemory(memory: TagWizardMemory): memory is Memory {
  return 'shareable_link' in memory;
}

/** The memory's hashId, or null while it has never been saved. */
export function hashIdOf(memory: TagWizardMemory): string | null {
  const hashId = memory.hashId;
  return typeof hashId === 'string' && hashId !== '' ? hashId : null;
}

/** The memory's type code, 3 (unhappy) when none is set. */
export function memoryTypeOf(memory: TagWizardMemory): MemoryType {
  return memory.type ?? DEFAULT_MEMORY_TYPE;
}

/** Answers with nothing chosen and no text. */
export function emptyAnswers(): TagAnswers {
  const lists = Object.fromEntries(PLAIN_LISTS.map((list) => [list, []])) as unknown as Record<
    PlainTagList,
    TagSelection[]
  >;
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TagTextField, string>;
  return { lists, persons: [], texts, family: null };
}

/**
 * The answers already stored on a memory (or a draft), so the wizard opens on them.
 *
 * @example
 * ```ts
 * const answers = answersFromMemory(memory);
 * answers.lists.feelings; // [{ label: 'Scared', value: 907, optionType: null, is_system_tag: true }]
 * ```
 */
export function answersFromMemory(memory: TagWizardMemory): TagAnswers {
  const saved = memoryBase(memory);
  const answers = emptyAnswers();
  for (const list of PLAIN_LISTS) {
    answers.lists[list] =
      list === 'age_ranges'
        ? saved.age_ranges.map(selectionFromAgeRef)
        : saved[list].map(selectionFromTagRef);
  }
  answers.persons = saved.persons_actions.map((entry) => ({
    person: selectionFromTagRef(entry.person_involved),
    actions: entry.person_action.map(selectionFromTagRef),
  }));
  for (const field of TEXT_FIELDS) answers.texts[field] = saved[field] ?? '';
  answers.family = memory.family_members ? memory.family_members.map((member) => ({ ...member })) : null;
  return answers;
}

/**
 * The memory as a save payload (api-client's `savePayloadFromMemory` for a received memory, the
 * draft itself otherwise): every save starts from it, so tagging never loses the title,
 * description, photos, privacy, content warnings, subjects or the untouched `impacts` list.
 */
export function memoryBase(memory: TagWizardMemory): MemorySavePayload {
  if (isReceivedMemory(memory)) return savePayloadFromMemory(memory);
  const { hashId: _hashId, family_members: _family, ...payload } = memory;
  return payload;
}

/**
 * The save payload for a memory with these answers (memory-writing §3): every tag list, and
 * each `_text` field only when it is not empty; and ours, `family_members` once known.
 *
 * @example
 * ```ts
 * const payload = buildSavePayload(memoryBase(memory), answers);
 * await client.updateMemory(hashId, payload);
 * ```
 */
export function buildSavePayload(base: MemorySavePayload, answers: TagAnswers): MemorySavePayload {
  const payload: MemorySavePayload = {
    ...base,
    age_ranges: answers.lists.age_ranges.map(ageRefFromSelection),
    persons_actions: answers.persons.map((entry) => ({
      person_involved: tagRefFromSelection(entry.person),
      person_action: entry.actions.map(tagRefFromSelection),
    })),
  };
  for (const list of PLAIN_LISTS)
    if (list !== 'age_ranges') payload[list] = answers.lists[list].map(tagRefFromSelection);
  for (const field of TEXT_FIELDS) {
    const text = answers.texts[field];
    if (text.trim() !== '') payload[field] = text;
    else delete payload[field];
  }
  if (answers.family !== null) payload.family_members = answers.family.map((member) => ({ ...member }));
  return payload;
}

/** The tags chosen in a category (for People's Actions: the person and the actions). */
export function chosenIn(category: CategoryDefinition, answers: TagAnswers): TagSelection[] {
  if (category.list === 'persons_actions') {
    return answers.persons.flatMap((entry) => [entry.person, ...entry.actions]);
  }
  return answers.lists[category.list];
}

/**
 * Whether a category is answered: any selection or any details text.
 *
 * @example
 * ```ts
 * isAnswered(CATEGORIES[0], answers);
 * ```
 */
export function isAnswered(category: CategoryDefinition, answers: TagAnswers): boolean {
  return chosenIn(category, answers).length > 0 || answers.texts[category.textField].trim() !== '';
}

/**
 * The progress of the tagging, in points: 10 per answered category shown for this memory
 * type, never above 100 (memory-writing §4).
 *
 * @example
 * ```ts
 * progressOf(MemoryType.Unhappy, answers); // 30 after three categories
 * ```
 */
export function progressOf(type: MemoryType, answers: TagAnswers): number {
  const answered = categoriesFor(type).filter((category) => isAnswered(category, answers)).length;
  return Math.min(answered * POINTS_PER_CATEGORY, PROGRESS_MAX);
}

/** A category's answer cleared: no tags and no text ('Reset All'). */
export function resetCategory(category: CategoryDefinition, answers: TagAnswers): TagAnswers {
  const texts = { ...answers.texts, [category.textField]: '' };
  if (category.list === 'persons_actions') return { ...answers, persons: [], texts };
  return { ...answers, lists: { ...answers.lists, [category.list]: [] }, texts };
}
