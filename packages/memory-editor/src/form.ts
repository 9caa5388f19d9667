import {
  DEFAULT_MEMORY_TYPE,
  DEFAULT_PRIVACY,
  MEMORY_STATUS,
  Privacy,
  ageRefFromSelection,
  savePayloadFromMemory,
  selectionFromAgeRef,
  selectionFromTagRef,
  TAG_LISTS,
  TAG_TEXT_FIELDS,
  tagRefFromSelection,
  type Memory,
  type MemorySavePayload,
  type SavePayloadTags,
  type TagListRow,
  type TagTextField,
} from '@childhood-memories/api-client';

import type { FormTagFields, MemoryFormData, Photo } from './form-types.ts';

/** The memory flavour of every form this editor writes (memory-writing §3, §4). */
export const MEMORY_FLAVOR = 'memory';

/**
 * A form with nothing written: no type chosen, privacy `privacy` (the last used one for new
 * memories, else public), flavour 'memory'.
 *
 * @example
 * const form = emptyMemoryForm(Privacy.OnlyMe);
 */
export function emptyMemoryForm(privacy: MemoryFormData['privacy'] = DEFAULT_PRIVACY): MemoryFormData {
  return {
    title: '',
    desc: '',
    relationship_description: '',
    patternTitle: '',
    subjects: [],
    memoryType: null,
    memoryFlavor: MEMORY_FLAVOR,
    privacy,
    memoryPhoto: [],
    image_list: [],
    image_data: [],
    sensitive_topics: [],
    ...tagFieldsOf(null),
    ...textsOf({}),
  };
}

const TEXT_FIELDS = Object.values(TAG_TEXT_FIELDS);

/** Every `_text` field, as given or empty. */
function textsOf(texts: Partial<Record<TagTextField, string>>): Record<TagTextField, string> {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, texts[field] ?? ''])) as Record<
    TagTextField,
    string
  >;
}

/** The rows of every tag list but People's Actions (one person with actions). */
type PlainRow = Exclude<TagListRow, { list: 'persons_actions' }>;
const PLAIN_ROWS = TAG_LISTS.filter((row): row is PlainRow => row.list !== 'persons_actions');

/** The form's tag fields from a save payload's lists (every list empty for `null`). */
function tagFieldsOf(saved: MemorySavePayload | null): FormTagFields {
  const person = saved?.persons_actions[0];
  const lists = Object.fromEntries(
    PLAIN_ROWS.map((row) => [
      row.form,
      saved === null
        ? []
        : row.list === 'age_ranges'
          ? saved.age_ranges.map(selectionFromAgeRef)
          : saved[row.list].map(selectionFromTagRef),
    ]),
  ) as Omit<FormTagFields, 'personsInvolved'>;
  return {
    ...lists,
    personsInvolved:
      person === undefined
        ? { person: null, actions: [] }
        : {
            person: selectionFromTagRef(person.person_involved),
            actions: person.person_action.map(selectionFromTagRef),
          },
  };
}

/** A save payload's tag lists from the form's tag fields (the `_text` companions aside). */
function payloadTagsOf(form: FormTagFields): Pick<SavePayloadTags, TagListRow['list']> {
  const person = form.personsInvolved.person;
  const lists = Object.fromEntries(
    PLAIN_ROWS.map((row) => [
      row.list,
      row.list === 'age_ranges'
        ? form[row.form].map(ageRefFromSelection)
        : form[row.form].map(tagRefFromSelection),
    ]),
  ) as Omit<Pick<SavePayloadTags, TagListRow['list']>, 'persons_actions'>;
  return {
    ...lists,
    persons_actions:
      person === null
        ? []
        : [
            {
              person_involved: tagRefFromSelection(person),
              person_action: form.personsInvolved.actions.map(tagRefFromSelection),
            },
          ],
  };
}

/**
 * The save payload of memory-writing §3 for a form: the type (3, unhappy, when none is chosen),
 * texts, every tag list with option ids (null for the member's own words), the one person with
 * their actions, status 1, privacy, content-warning ids, temporary photo ids, subjects as strings,
 * and each `_text` field only when it holds more than white space.
 *
 * @example
 * await client.createMemory(toSavePayload(form), { idempotencyKey });
 */
export function toSavePayload(form: MemoryFormData): MemorySavePayload {
  const payload: MemorySavePayload = {
    type: form.memoryType ?? DEFAULT_MEMORY_TYPE,
    description: form.desc,
    title: form.title,
    ...payloadTagsOf(form),
    status: MEMORY_STATUS,
    privacy: form.privacy,
    sensitive_topics: [...form.sensitive_topics],
    image_list: [...form.image_list],
    subjects: form.subjects.map((subject) => subject.description),
    relationship_description: form.relationship_description,
  };
  if (form.patternTitle.trim() !== '') payload.pattern_title = form.patternTitle;
  for (const field of TEXT_FIELDS) {
    const text = form[field];
    if (text.trim() !== '') payload[field] = text;
  }
  return payload;
}

/**
 * The form for editing a received memory: every text, tag, photo and warning as the member left
 * them, so saving the editor never drops a tag it does not show.
 *
 * @example
 * const form = formFromMemory(await client.getMemory(hashId));
 */
export function formFromMemory(memory: Memory): MemoryFormData {
  const saved = savePayloadFromMemory(memory);
  const photos: Photo[] = memory.photos.map((photo) => ({
    uid: `saved-${photo.temp_id}`,
    name: '', // shown as 'Photo n': the URL is no name (it can be a long signed or data URL)
    status: 'done',
    url: photo.url,
    thumbUrl: photo.url,
    tempId: photo.temp_id,
  }));
  return {
    ...emptyMemoryForm(saved.privacy),
    title: saved.title,
    desc: saved.description,
    relationship_description: saved.relationship_description,
    patternTitle: saved.pattern_title ?? '',
    subjects: saved.subjects.map((description) => ({ description })),
    memoryType: saved.type,
    memoryPhoto: photos,
    image_list: memory.photos.map((photo) => photo.temp_id),
    image_data: photos.map((photo) => photo.url),
    ...tagFieldsOf(saved),
    sensitive_topics: saved.sensitive_topics,
    ...textsOf(saved),
  };
}

/**
 * The tag fields of a saved memory laid over a form: what the tagging wizard saved wins, what
 * the editor shows (texts, type, photos, warnings, privacy, subjects) stays as the member has it.
 *
 * @example
 * setForm((form) => withTagsOf(form, refreshedMemory));
 */
export function withTagsOf(form: MemoryFormData, memory: Memory): MemoryFormData {
  const saved = savePayloadFromMemory(memory);
  return { ...form, ...tagFieldsOf(saved), ...textsOf(saved) };
}

/**
 * Whether the member has written or chosen anything worth keeping (what the leave guards and
 * the draft care about). Privacy and the flavour alone are not content.
 *
 * @example
 * if (hasContent(form)) warnBeforeLeaving();
 */
export function hasContent(form: MemoryFormData): boolean {
  return (
    form.title.trim() !== '' ||
    form.desc.trim() !== '' ||
    form.relationship_description.trim() !== '' ||
    form.patternTitle.trim() !== '' ||
    form.subjects.length > 0 ||
    form.memoryType !== null ||
    form.memoryPhoto.length > 0 ||
    form.sensitive_topics.length > 0
  );
}

function tempPhoto(photo: { temp_id: string; image_url: string }): Photo {
  return {
    uid: `temp-${photo.temp_id}`,
    name: '', // shown as 'Photo n'
    status: 'done',
    url: photo.image_url,
    thumbUrl: photo.image_url,
    tempId: photo.temp_id,
  };
}

/** The photo fields of a form whose entries are `memoryPhoto` (uploads still running are not sent). */
function withPhotoEntries(form: MemoryFormData, memoryPhoto: Photo[]): MemoryFormData {
  const done = memoryPhoto.filter((photo) => photo.status === 'done' && photo.tempId !== null);
  return {
    ...form,
    memoryPhoto,
    image_list: done.map((photo) => photo.tempId ?? ''),
    image_data: done.map((photo) => photo.url),
  };
}

/**
 * Photos laid over the form's (the server's, or those already loaded when a draft is read): an
 * entry with the same temporary id keeps its place and name and takes the newer address (a
 * signed address kept in a draft expires), the others are added, each once. The same form comes
 * back when nothing changes.
 *
 * @example
 * setForm((form) => withPhotos(form, formFromMemory(memory).memoryPhoto));
 */
export function withPhotos(form: MemoryFormData, incoming: Photo[]): MemoryFormData {
  const byId = new Map(incoming.map((photo) => [photo.tempId, photo]));
  let changed = false;
  const kept = form.memoryPhoto.map((photo) => {
    const fresh = photo.tempId === null ? undefined : byId.get(photo.tempId);
    if (fresh === undefined || fresh.url === photo.url) return photo;
    changed = true;
    return { ...photo, url: fresh.url, thumbUrl: fresh.thumbUrl };
  });
  const known = new Set(form.memoryPhoto.map((photo) => photo.tempId));
  const added = incoming.filter((photo) => photo.tempId !== null && !known.has(photo.tempId));
  if (!changed && added.length === 0) return form;
  return withPhotoEntries(form, [...kept, ...added]);
}

/**
 * Temporary photos from the server laid beside the form's own, each once; one the form already
 * has takes the server's address.
 *
 * @example
 * setForm((form) => withTempPhotos(form, await client.listTempPhotos()));
 */
export function withTempPhotos(
  form: MemoryFormData,
  list: { temp_id: string; image_url: string }[],
): MemoryFormData {
  return withPhotos(form, list.map(tempPhoto));
}

/**
 * The photos of the memory a restored draft made on the server (its tagging created it before a
 * reload) laid into the form: a draft never comes back without a photo the member did not remove.
 *
 * @example
 * setForm((form) => withPhotosOf(form, await client.getMemory(draft.memoryHashId)));
 */
export function withPhotosOf(form: MemoryFormData, memory: Memory): MemoryFormData {
  return withPhotos(form, formFromMemory(memory).memoryPhoto);
}

/**
 * The form without the photos whose temporary ids are listed (they were deleted with the
 * unposted memory that held them).
 *
 * @example
 * setForm((form) => withoutPhotos(form, ['t1']));
 */
export function withoutPhotos(form: MemoryFormData, tempIds: readonly string[]): MemoryFormData {
  if (!form.memoryPhoto.some((photo) => photo.tempId !== null && tempIds.includes(photo.tempId))) return form;
  return withPhotoEntries(
    form,
    form.memoryPhoto.filter((photo) => photo.tempId === null || !tempIds.includes(photo.tempId)),
  );
}

/**
 * What a save before Post sends (the tagging's first save creates the memory): the form as it
 * is, but Only me, whatever privacy the member chose (Post sends that one), and only the photos
 * the memory already holds on the server (`attached`; null while unknown: all of them), so the
 * member's photos stay their own temporary uploads until Post. Nothing reaches anyone before Post.
 *
 * @example
 * const payload = unpostedPayload(form, savedMemory?.photos.map((photo) => photo.temp_id) ?? []);
 */
export function unpostedPayload(form: MemoryFormData, attached: readonly string[] | null): MemorySavePayload {
  const payload = toSavePayload(form);
  return {
    ...payload,
    privacy: Privacy.OnlyMe,
    image_list:
      attached === null ? payload.image_list : payload.image_list.filter((id) => attached.includes(id)),
  };
}

/** Whether two forms hold the same words and choices (the leave guard's 'unsaved' in edit mode). */
export function sameTexts(a: MemoryFormData, b: MemoryFormData): boolean {
  return (
    a.title === b.title &&
    a.desc === b.desc &&
    a.patternTitle === b.patternTitle &&
    a.relationship_description === b.relationship_description &&
    a.memoryType === b.memoryType &&
    a.privacy === b.privacy &&
    a.subjects.map((s) => s.description).join('\n') === b.subjects.map((s) => s.description).join('\n') &&
    a.sensitive_topics.join(',') === b.sensitive_topics.join(',') &&
    a.image_list.join(',') === b.image_list.join(',')
  );
}
