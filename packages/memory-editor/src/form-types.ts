import type {
  MemoryType,
  Privacy,
  TagListRow,
  TagSelection,
  TagTextField,
} from '@childhood-memories/api-client';

/*
 * The editor's form as the specification names its fields (memory-writing §3), without the nine
 * the specification lists but nothing reads or sends (majorAdverse, longTermsEffects, impactRate,
 * memorySubject, familyEmotion, familyPerson, familyDescription, familyunmetNeeds, ventDescription).
 * Each chosen tag is api-client's `TagSelection` (the spec's form selection), as the wizard holds it.
 */

/**
 * A photo entry in the editor (memory-writing §3).
 *
 * @example
 * ```ts
 * const entry: Photo = { uid: '1', name: 'me.jpg', status: 'uploading', url: '', thumbUrl: '', tempId: null };
 * ```
 */
export interface Photo {
  uid: string;
  name: string;
  status: 'uploading' | 'done';
  url: string;
  thumbUrl: string;
  tempId: string | null;
}

/** A tag list's field in the form (memory-writing §3: `age`, `feelingsAtTheTime`, …), People's Actions aside. */
export type FormTagListField = Exclude<TagListRow['form'], 'personsInvolved'>;

/**
 * The form's tag fields, one per row of api-client's `TAG_LISTS` (its `form` names): the chosen
 * tags of each list, and People's Actions as the one person with that person's actions.
 *
 * @example
 * ```ts
 * const none: FormTagFields['personsInvolved'] = { person: null, actions: [] };
 * ```
 */
export type FormTagFields = Record<FormTagListField, TagSelection[]> & {
  personsInvolved: { person: TagSelection | null; actions: TagSelection[] };
};

/**
 * The create/edit screen's form data (memory-writing §3): what a draft holds, with every
 * category's `_text` field.
 *
 * @example
 * ```ts
 * const empty: Partial<MemoryFormData> = { memoryFlavor: 'memory', privacy: Privacy.Public };
 * ```
 */
export interface MemoryFormData extends FormTagFields, Record<TagTextField, string> {
  title: string;
  desc: string;
  relationship_description: string;
  patternTitle: string;
  subjects: { description: string }[];
  memoryType: MemoryType | null;
  memoryFlavor: string;
  privacy: Privacy;
  memoryPhoto: Photo[];
  /** Temporary photo ids. */
  image_list: string[];
  /** Photo URLs. */
  image_data: string[];
  sensitive_topics: number[];
}
