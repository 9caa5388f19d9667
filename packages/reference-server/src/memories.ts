import {
  TAG_TEXT_FIELDS,
  type Memory,
  type MemorySavePayload,
  type MemoryTag,
} from '@childhood-memories/api-client';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';

import { randomToken } from './auth/tokens.ts';
import type { AppDeps, Viewer } from './context.ts';
import type { Database, DbOrTx, Tx } from './db/client.ts';
import {
  comments,
  contentWarnings,
  empathies,
  memories,
  memoryHashtags,
  memoryTags,
  photos,
  reactions,
  tagOptions,
  type TagTexts,
  users,
} from './db/schema.ts';
import { badRequest, forbidden, notFound } from './errors.ts';
import { bumpVersionWhere } from './notify.ts';
import { canReadByLink } from './privacy.ts';

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

/** A URL slug of an option label: lower case, apostrophes dropped, words joined by hyphens. */
export function slugify(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hashtags in a text: `#` followed by word characters, stored in lower case without the `#`. */
export function extractHashtags(...texts: string[]): string[] {
  const tags = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/(?:^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,64})/gu)) {
      const tag = match[1];
      if (tag && /[\p{L}_]/u.test(tag)) tags.add(tag.toLowerCase());
    }
  }
  return [...tags];
}

interface TagRow {
  category: string;
  optionId: number | null;
  label: string;
  personOptionId: number | null;
  position: number;
}

function tagKey(tag: {
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
async function payloadTags(tx: DbOrTx, payload: MemorySavePayload): Promise<TagRow[]> {
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

function textsOf(payload: MemorySavePayload): TagTexts {
  const texts: TagTexts = {};
  for (const key of TAG_TEXT_KEYS) {
    const value = payload[key]?.trim();
    if (value) texts[key] = payload[key];
  }
  return texts;
}

function subjectsOf(payload: MemorySavePayload): string[] {
  const out: string[] = [];
  for (const subject of payload.subjects) {
    const trimmed = subject.trim();
    if (trimmed !== '' && !out.includes(trimmed)) out.push(trimmed);
  }
  return out;
}

async function checkContentWarnings(tx: DbOrTx, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: contentWarnings.id })
    .from(contentWarnings)
    .where(inArray(contentWarnings.id, unique));
  if (found.length !== unique.length)
    throw badRequest('sensitive_topics: one of the content warnings does not exist.');
  return unique;
}

/** Replaces a memory's tags, keeping the rows (and their resonances) of tags that stay. */
async function syncTags(tx: Tx, memoryId: number, rows: TagRow[]): Promise<void> {
  const existing = await tx.select().from(memoryTags).where(eq(memoryTags.memoryId, memoryId));
  const wanted = new Map(rows.map((row) => [tagKey(row), row]));
  const stale: number[] = [];
  for (const row of existing) {
    const key = tagKey(row);
    const keep = wanted.get(key);
    if (!keep) {
      stale.push(row.id);
      continue;
    }
    wanted.delete(key);
    if (keep.position !== row.position || keep.label !== row.label) {
      await tx
        .update(memoryTags)
        .set({ position: keep.position, label: keep.label })
        .where(eq(memoryTags.id, row.id));
    }
  }
  if (stale.length > 0) await tx.delete(memoryTags).where(inArray(memoryTags.id, stale));
  if (wanted.size > 0)
    await tx.insert(memoryTags).values([...wanted.values()].map((row) => ({ ...row, memoryId })));
}

async function syncHashtags(tx: Tx, memoryId: number, payload: MemorySavePayload): Promise<void> {
  await tx.delete(memoryHashtags).where(eq(memoryHashtags.memoryId, memoryId));
  const tags = extractHashtags(payload.title, payload.description, payload.relationship_description);
  if (tags.length > 0) await tx.insert(memoryHashtags).values(tags.map((tag) => ({ memoryId, tag })));
}

/**
 * Attaches the listed temporary photos (the member's own, unattached or already on this
 * memory) in order, and removes photos of this memory that are no longer listed. Unknown
 * ids are skipped rather than failing the save: a member's words are never lost to a photo.
 */
async function syncPhotos(tx: Tx, memoryId: number, userId: number, tempIds: string[]): Promise<string[]> {
  const wanted = [...new Set(tempIds)].slice(0, 3);
  const candidates =
    wanted.length === 0
      ? []
      : await tx
          .select({ id: photos.id, tempId: photos.tempId })
          .from(photos)
          .where(
            and(
              inArray(photos.tempId, wanted),
              eq(photos.userId, userId),
              or(isNull(photos.memoryId), eq(photos.memoryId, memoryId)),
            ),
          );
  const byTempId = new Map(candidates.map((p) => [p.tempId, p.id]));
  const keepIds: number[] = [];
  for (const [position, tempId] of wanted.entries()) {
    const id = byTempId.get(tempId);
    if (id === undefined) continue;
    keepIds.push(id);
    await tx.update(photos).set({ memoryId, position }).where(eq(photos.id, id));
  }
  const removed = await tx
    .delete(photos)
    .where(
      keepIds.length === 0
        ? eq(photos.memoryId, memoryId)
        : and(eq(photos.memoryId, memoryId), sql`${photos.id} not in (${sql.join(keepIds, sql`, `)})`),
    )
    .returning({ key: photos.storageKey, thumbKey: photos.thumbKey });
  return removed.flatMap((p) => (p.thumbKey ? [p.key, p.thumbKey] : [p.key]));
}

/** A fresh public id: 96 bits for the hashId, 128 bits for the shareable link. */
function newIds(): { hashId: string; shareableLink: string } {
  return { hashId: randomToken(12), shareableLink: randomToken(16) };
}

/**
 * Creates a memory. With an idempotency key, the same key from the same member returns the
 * memory created first instead of a second one.
 */
export async function createMemory(
  deps: AppDeps,
  viewer: Viewer,
  payload: MemorySavePayload,
  idempotencyKey: string | undefined,
): Promise<{ id: number; created: boolean }> {
  if (idempotencyKey !== undefined) {
    const [existing] = await deps.db
      .select({ id: memories.id })
      .from(memories)
      .where(and(eq(memories.userId, viewer.id), eq(memories.idempotencyKey, idempotencyKey)));
    if (existing) return { id: existing.id, created: false };
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const tags = await payloadTags(tx, payload);
      const sensitive = await checkContentWarnings(tx, payload.sensitive_topics);
      const [row] = await tx
        .insert(memories)
        .values({
          ...newIds(),
          userId: viewer.id,
          type: payload.type,
          privacy: payload.privacy,
          status: payload.status,
          title: payload.title.trim(),
          description: payload.description,
          relationshipDescription: payload.relationship_description,
          patternTitle: payload.pattern_title?.trim() ?? '',
          familyMembers: payload.family_members ?? [],
          subjects: subjectsOf(payload),
          sensitiveTopics: sensitive,
          tagTexts: textsOf(payload),
          totalTags: tags.length,
          idempotencyKey: idempotencyKey ?? null,
        })
        .returning({ id: memories.id });
      if (!row) throw new Error('insert returned no row');
      await syncTags(tx, row.id, tags);
      await syncHashtags(tx, row.id, payload);
      await syncPhotos(tx, row.id, viewer.id, payload.image_list);
      await tx.update(users).set({ lastPrivacy: payload.privacy }).where(eq(users.id, viewer.id));
      return { id: row.id, created: true };
    });
  } catch (error) {
    // Two requests with one key at once: the unique index lets one win; the other returns it.
    if (idempotencyKey !== undefined && isUniqueViolation(error)) {
      const [existing] = await deps.db
        .select({ id: memories.id })
        .from(memories)
        .where(and(eq(memories.userId, viewer.id), eq(memories.idempotencyKey, idempotencyKey)));
      if (existing) return { id: existing.id, created: false };
    }
    throw error;
  }
}

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505')
      return true;
  }
  return false;
}

/** The memory row behind a hashId for its owner: 404 when the caller cannot see it, 403 when not theirs. */
export async function ownedMemoryByHash(db: DbOrTx, viewer: Viewer, hashId: string) {
  const [memory] = await db.select().from(memories).where(eq(memories.hashId, hashId));
  if (!memory || !canReadByLink(memory, viewer.id) || (memory.privacy !== 0 && memory.userId !== viewer.id)) {
    throw notFound('We could not find that memory.');
  }
  if (memory.userId !== viewer.id) throw forbidden('Only the person who wrote this memory can change it.');
  return memory;
}

/** Updates every field of an owned memory. Returns the keys of media files to delete. */
export async function updateMemory(
  deps: AppDeps,
  viewer: Viewer,
  hashId: string,
  payload: MemorySavePayload,
) {
  const removedFiles = await deps.db.transaction(async (tx) => {
    const memory = await ownedMemoryByHash(tx, viewer, hashId);
    const tags = await payloadTags(tx, payload);
    const sensitive = await checkContentWarnings(tx, payload.sensitive_topics);
    await tx
      .update(memories)
      .set({
        type: payload.type,
        privacy: payload.privacy,
        status: payload.status,
        title: payload.title.trim(),
        description: payload.description,
        relationshipDescription: payload.relationship_description,
        patternTitle: payload.pattern_title?.trim() ?? memory.patternTitle,
        familyMembers: payload.family_members ?? memory.familyMembers,
        subjects: subjectsOf(payload),
        sensitiveTopics: sensitive,
        tagTexts: textsOf(payload),
        totalTags: tags.length,
        updatedAt: new Date(),
      })
      .where(eq(memories.id, memory.id));
    await syncTags(tx, memory.id, tags);
    await syncHashtags(tx, memory.id, payload);
    const files = await syncPhotos(tx, memory.id, viewer.id, payload.image_list);
    // Titles, texts and visibility show in notifications: polls must see the change.
    await bumpNotificationsOfMemory(tx, memory.id);
    await tx.update(users).set({ lastPrivacy: payload.privacy }).where(eq(users.id, viewer.id));
    return files;
  });
  for (const key of removedFiles) await deps.media.delete(key);
  return { hashId };
}

/** Polling clients must see a change when a memory's visibility changes under its notifications. */
export async function bumpNotificationsOfMemory(tx: DbOrTx, memoryId: number): Promise<void> {
  await bumpVersionWhere(tx, sql`select recipient_id from notifications where memory_id = ${memoryId}`);
}

/** Deletes an owned memory with everything hanging on it, and its photo files. */
export async function deleteMemory(deps: AppDeps, viewer: Viewer, hashId: string): Promise<void> {
  const files = await deps.db.transaction(async (tx) => {
    const memory = await ownedMemoryByHash(tx, viewer, hashId);
    await bumpNotificationsOfMemory(tx, memory.id);
    const removed = await tx
      .delete(photos)
      .where(eq(photos.memoryId, memory.id))
      .returning({ key: photos.storageKey, thumbKey: photos.thumbKey });
    await tx.delete(memories).where(eq(memories.id, memory.id));
    return removed.flatMap((p) => (p.thumbKey ? [p.key, p.thumbKey] : [p.key]));
  });
  for (const key of files) await deps.media.delete(key);
}

/** The tag type used in tag-search URLs for a stored category. */
export function tagTypeOf(category: string): string {
  if (category === 'person') return 'person_involved';
  return category;
}

/** Builds the (signed, expiring) URL of a stored file. */
export type MediaUrlOf = (key: string) => string;

/** A memory tag as aggregated by `serializeMemories`. */
interface AggregatedTag {
  id: number;
  category: string;
  optionId: number | null;
  label: string;
  personOptionId: number | null;
}

/** A JSON array column: drivers hand back parsed JSON, some as text. */
function jsonRows<T>(value: unknown): T[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/**
 * Content-warning texts by id. Reference data is seeded on start and never changes while
 * the server runs, so it is read once per database.
 */
const warningTexts = new WeakMap<object, Promise<Map<number, string>>>();
function contentWarningTexts(db: DbOrTx): Promise<Map<number, string>> {
  let texts = warningTexts.get(db);
  if (!texts) {
    texts = db
      .select({ id: contentWarnings.id, description: contentWarnings.description })
      .from(contentWarnings)
      .then((rows) => new Map(rows.map((w) => [w.id, w.description])));
    texts.catch(() => warningTexts.delete(db));
    warningTexts.set(db, texts);
  }
  return texts;
}

/**
 * The one query behind every serialised memory, prepared once per database: counts, reactions,
 * tags and photos come as correlated subqueries (JSON arrays), so a feed page costs the same
 * number of round trips as one memory, and the feed and detail never plan it again.
 */
function buildMemoryRows(db: Database) {
  return db
    .select({
      memory: memories,
      username: users.username,
      commentCount: sql<number>`(select count(*)::int from ${comments}
        where ${comments.memoryId} = ${memories.id} and ${comments.isPrivate} = false)`,
      empathyCount: sql<number>`(select count(*)::int from ${empathies}
        where ${empathies.memoryId} = ${memories.id} and ${empathies.commentId} is null)`,
      reactions: sql<unknown>`(select coalesce(json_agg(json_build_object('optionId', r.option_id, 'n', r.n)), '[]'::json)
        from (select ${reactions.optionId} as option_id, count(*)::int as n from ${reactions}
              where ${reactions.memoryId} = ${memories.id} group by ${reactions.optionId}) r)`,
      tags: sql<unknown>`(select coalesce(json_agg(json_build_object(
          'id', ${memoryTags.id}, 'category', ${memoryTags.category}, 'optionId', ${memoryTags.optionId},
          'label', ${memoryTags.label}, 'personOptionId', ${memoryTags.personOptionId})
          order by ${memoryTags.category}, ${memoryTags.position}, ${memoryTags.id}), '[]'::json)
        from ${memoryTags} where ${memoryTags.memoryId} = ${memories.id})`,
      photos: sql<unknown>`(select coalesce(json_agg(json_build_object('tempId', ${photos.tempId}, 'key', ${photos.storageKey})
          order by ${photos.position}, ${photos.id}), '[]'::json)
        from ${photos} where ${photos.memoryId} = ${memories.id})`,
    })
    .from(memories)
    .innerJoin(users, eq(users.id, memories.userId))
    .where(sql`${memories.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('memory_rows');
}

const memoryRowsStatements = new WeakMap<Database, ReturnType<typeof buildMemoryRows>>();
function memoryRowsStatement(db: Database) {
  let statement = memoryRowsStatements.get(db);
  if (!statement) {
    statement = buildMemoryRows(db);
    memoryRowsStatements.set(db, statement);
  }
  return statement;
}

/** A `_text` companion as the specification sends it: a list whose first item holds the text. */
export type WireText = { description: string }[];

/**
 * A memory as this server sends it: the specification's shape (memory-writing §3 "Memory as
 * received", community §3): subjects as `[{ description }]`, content warnings as
 * `[{ id, desc }]`, and the `_text` companions as lists under the specification's names
 * (`age_range_text`, `person_action_text`, …). The api-client reads it into its `Memory`.
 */
export type WireMemory = Omit<Memory, 'subjects' | 'sensitive_topics' | (typeof TAG_TEXT_KEYS)[number]> & {
  subjects: { description: string }[];
  sensitive_topics: { id: number; desc: string }[];
  age_range_text: WireText;
  sibling_text: WireText;
  risk_factor_text: WireText;
  person_action_text: WireText;
  chronic_adverse_events_text: WireText;
  sudden_adverse_events_text: WireText;
  feelings_text: WireText;
  thoughts_text: WireText;
  needs_text: WireText;
  childhood_effects_emotions_text: WireText;
  childhood_effects_health_text: WireText;
  childhood_effects_social_text: WireText;
};

/**
 * Serialises memories (in the order of `ids`) in the documented wire shape ({@link WireMemory}),
 * with counts, reactions, tags, photos and content warnings, in a fixed number of queries.
 */
export async function serializeMemories(
  db: Database,
  ids: number[],
  viewerId: number | null,
  mediaUrl: MediaUrlOf,
): Promise<WireMemory[]> {
  if (ids.length === 0) return [];
  const [rows, warningText] = await Promise.all([
    memoryRowsStatement(db).execute({ ids }),
    contentWarningTexts(db),
  ]);
  const byId = new Map(
    rows.map((row) => [
      row.memory.id,
      {
        memory: row.memory,
        username: row.username,
        commentCount: Number(row.commentCount),
        empathyCount: Number(row.empathyCount),
        reactions: jsonRows<{ optionId: number; n: number }>(row.reactions),
        tags: jsonRows<AggregatedTag>(row.tags),
        photos: jsonRows<{ tempId: string; key: string }>(row.photos),
      },
    ]),
  );
  const out: WireMemory[] = [];
  for (const id of ids) {
    const entry = byId.get(id);
    if (!entry) continue;
    const { memory, username } = entry;
    const own = entry.tags;
    const toTag = (t: (typeof own)[number]): MemoryTag => ({
      tag_id: t.optionId,
      description: t.label,
      memory_tag_id: t.id,
      slug: t.optionId === null ? null : slugify(t.label),
    });
    const list = (category: string) => own.filter((t) => t.category === category).map(toTag);
    const personRows = own.filter((t) => t.category === 'person');
    const actionRows = own.filter((t) => t.category === 'person_action');
    const texts = memory.tagTexts;
    const text = (key: (typeof TAG_TEXT_KEYS)[number]): WireText => {
      const value = texts[key];
      return value ? [{ description: value }] : [];
    };
    const memoryPhotos = entry.photos;
    const reactionsOf = entry.reactions;
    out.push({
      hashId: memory.hashId,
      shareable_link: memory.shareableLink,
      created: memory.createdAt.toISOString(),
      author: { username },
      is_owner: viewerId !== null && memory.userId === viewerId,
      title: memory.title,
      description: memory.description,
      pattern_title: memory.patternTitle,
      relationship_description: memory.relationshipDescription,
      // Ours, and private: only the author sees the family panel's names.
      family_members: viewerId !== null && memory.userId === viewerId ? memory.familyMembers : [],
      type: memory.type as Memory['type'],
      privacy: memory.privacy as Memory['privacy'],
      status: memory.status,
      total_tags: memory.totalTags,
      photos: memoryPhotos.map((p) => ({ url: mediaUrl(p.key), temp_id: p.tempId })),
      image_list: memoryPhotos.map((p) => p.tempId),
      sensitive_topics: memory.sensitiveTopics.map((wid) => ({ id: wid, desc: warningText.get(wid) ?? '' })),
      subjects: memory.subjects.map((description) => ({ description })),
      counts: {
        comments: entry.commentCount,
        empathies: entry.empathyCount,
      },
      reactions: [1, 2, 3, 4, 5, 6].map((option) => ({
        reaction_option_id: option as Memory['reactions'][number]['reaction_option_id'],
        reaction_count: reactionsOf.find((r) => r.optionId === option)?.n ?? 0,
      })),
      age_ranges: list('age_ranges'),
      sibling: list('sibling'),
      risk_factor: list('risk_factor'),
      persons_actions: personRows.map((person) => ({
        person: toTag(person),
        actions: actionRows.filter((a) => a.personOptionId === (person.optionId ?? 0)).map(toTag),
      })),
      chronic_adverse_events: list('chronic_adverse_events'),
      sudden_adverse_events: list('sudden_adverse_events'),
      feelings: list('feelings'),
      needs: list('needs'),
      thoughts: list('thoughts'),
      impacts: list('impacts'),
      childhood_effects_emotions: list('childhood_effects_emotions'),
      childhood_effects_health: list('childhood_effects_health'),
      childhood_effects_social: list('childhood_effects_social'),
      age_range_text: text('age_ranges_text'),
      sibling_text: text('sibling_text'),
      risk_factor_text: text('risk_factor_text'),
      person_action_text: text('persons_actions_text'),
      chronic_adverse_events_text: text('chronic_adverse_events_text'),
      sudden_adverse_events_text: text('sudden_adverse_events_text'),
      feelings_text: text('feelings_text'),
      thoughts_text: text('thoughts_text'),
      needs_text: text('needs_text'),
      childhood_effects_emotions_text: text('childhood_effects_emotions_text'),
      childhood_effects_health_text: text('childhood_effects_health_text'),
      childhood_effects_social_text: text('childhood_effects_social_text'),
    });
  }
  return out;
}

/** Orders memories newest first for lists. */
export const newestFirst = [desc(memories.createdAt), desc(memories.id)];
