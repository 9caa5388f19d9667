import { TAG_TEXT_FIELDS, type MemorySavePayload } from '@childhood-memories/api-client';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from './db/client.ts';
import { tagOptions } from './db/schema.ts';
import { badRequest } from './errors.ts';

/** The plain tag lists of a save payload, each with the reference categories its ids come from. */
export const TAG_LIST_FIELDS = {
  age_ranges: ['age_ranges'],
  sibling: ['sibling'],
  risk_factor: ['risk_factor'],
  chronic_adverse_events: ['chronic_adverse_events'],
  sudden_adverse_events: ['sudden_adverse_events'],
  feelings: ['feelings'],
  needs: ['needs'],
  thoughts: ['thoughts'],
  // Impacts are not a wizard question of their own: they draw on the three effect lists.
  impacts: ['childhood_effects_emotions', 'childhood_effects_health', 'childhood_effects_social'],
  childhood_effects_emotions: ['childhood_effects_emotions'],
  childhood_effects_health: ['childhood_effects_health'],
  childhood_effects_social: ['childhood_effects_social'],
} as const;

export type TagListField = keyof typeof TAG_LIST_FIELDS;
const LIST_FIELDS = Object.keys(TAG_LIST_FIELDS) as TagListField[];

/** The `_text` companions stored with a memory. */
export const TAG_TEXT_KEYS = Object.values(TAG_TEXT_FIELDS);

export interface TagRow {
  category: string;
  optionId: number | null;
  label: string;
  personOptionId: number | null;
  position: number;
}

export function tagKey(tag: {
  category: string;
  optionId: number | null;
  label: string;
  personOptionId: number | null;
}) {
  return `${tag.category}|${tag.optionId ?? `text:${tag.label.toLowerCase()}`}|${tag.personOptionId ?? ''}`;
}

/**
 * Turns a payload's tag lists into rows, checking every option id against its category.
 * System tags take the canonical label; custom tags keep the member's trimmed words.
 */
export async function payloadTags(tx: DbOrTx, payload: MemorySavePayload): Promise<TagRow[]> {
  const ids = new Set<number>();
  for (const field of LIST_FIELDS) for (const tag of payload[field]) if (tag.id !== null) ids.add(tag.id);
  for (const entry of payload.persons_actions) {
    if (entry.person_involved.id !== null) ids.add(entry.person_involved.id);
    for (const action of entry.person_action) if (action.id !== null) ids.add(action.id);
  }
  const options =
    ids.size === 0
      ? []
      : await tx
          .select({ id: tagOptions.id, category: tagOptions.category, label: tagOptions.label })
          .from(tagOptions)
          .where(inArray(tagOptions.id, [...ids]));
  const byId = new Map(options.map((o) => [o.id, o]));
  const resolve = (
    field: string,
    categories: readonly string[],
    tag: { id: number | null; description?: string; name?: string },
  ): { optionId: number | null; label: string } => {
    if (tag.id === null) {
      const label = (tag.description ?? tag.name ?? '').trim();
      if (label === '') throw badRequest(`${field}: a tag needs its words.`);
      return { optionId: null, label: label.slice(0, 200) };
    }
    const option = byId.get(tag.id);
    if (!option || !categories.includes(option.category))
      throw badRequest(`${field}: ${tag.id} is not one of its options.`);
    return { optionId: option.id, label: option.label };
  };
  const rows: TagRow[] = [];
  const seen = new Set<string>();
  const push = (row: TagRow) => {
    const key = tagKey(row);
    if (seen.has(key)) return;
    seen.add(key);
    rows.push(row);
  };
  for (const field of LIST_FIELDS) {
    payload[field].forEach((tag, position) => {
      push({
        category: field,
        ...resolve(field, TAG_LIST_FIELDS[field], tag),
        personOptionId: null,
        position,
      });
    });
  }
  payload.persons_actions.forEach((entry, position) => {
    const person = resolve('persons_actions', ['person'], entry.person_involved);
    push({ category: 'person', ...person, personOptionId: null, position });
    entry.person_action.forEach((action, actionPosition) => {
      push({
        category: 'person_action',
        ...resolve('persons_actions', ['person_action'], action),
        // Custom persons have no id: actions then hang on the person row by position 0.
        personOptionId: person.optionId ?? 0,
        position: actionPosition,
      });
    });
  });
  return rows;
}
