import {
  hashtagsOfMemory,
  memoryTagKey,
  uniqueSubjects,
  type MemorySavePayload,
  NOT_FOUND_TEXTS,
} from '@childhood-memories/api-client';
import { postedAtAfterSave } from '@childhood-memories/api-client/domain';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { randomToken } from './auth/tokens.ts';
import type { AppDeps, Viewer } from './context.ts';
import type { DbOrTx, Tx } from './db/client.ts';
import {
  contentWarnings,
  memories,
  memoryHashtags,
  memoryTags,
  photos,
  type TagTexts,
  users,
} from './db/schema.ts';
import { badRequest, forbidden, notFound } from './errors.ts';
import { renewMediaLinks } from './media-links.ts';
import { bumpVersionWhere } from './notify.ts';
import { canReadByHashId } from './privacy.ts';
import { payloadTags, TAG_TEXT_KEYS, type TagRow } from './memory-tags.ts';

function textsOf(payload: MemorySavePayload): TagTexts {
  const texts: TagTexts = {};
  for (const key of TAG_TEXT_KEYS) {
    const value = payload[key]?.trim();
    if (value) texts[key] = payload[key];
  }
  return texts;
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
  const wanted = new Map(rows.map((row) => [memoryTagKey(row), row]));
  const stale: number[] = [];
  for (const row of existing) {
    const key = memoryTagKey(row);
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
  const tags = hashtagsOfMemory(payload);
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
 * How a save came: `autosave` (`?autosave=true`) is one the member did not make by posting (the
 * tag wizard's, the editor's before tagging, which keeps the memory Only me until Post): its
 * privacy is not the member's choice, so it does not become their last used privacy. An autosave
 * of an existing memory changes only the tag wizard's answers (tags, their texts, family members): the words, privacy, photos and
 * warnings change when the member posts or saves them. So a tag saved while a member edits a
 * posted memory never publishes words they have not saved, and a tag save still retrying when
 * they press Post can never take the memory back to Only me or to older words.
 */
export interface SaveKind {
  autosave?: boolean | undefined;
}

/** The member's last used privacy follows their saves, not the autosaves made for them. */
async function recordLastPrivacy(tx: Tx, viewer: Viewer, payload: MemorySavePayload, kind: SaveKind) {
  if (kind.autosave === true) return;
  await tx.update(users).set({ lastPrivacy: payload.privacy }).where(eq(users.id, viewer.id));
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
  kind: SaveKind = {},
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
          subjects: uniqueSubjects(payload.subjects),
          sensitiveTopics: sensitive,
          tagTexts: textsOf(payload),
          totalTags: tags.length,
          idempotencyKey: idempotencyKey ?? null,
          // The transaction's now(), as created_at's: a create that posts was posted as it was created.
          postedAt: postedAtAfterSave<SQL>(null, kind, sql`now()`),
        })
        .returning({ id: memories.id });
      if (!row) throw new Error('insert returned no row');
      await syncTags(tx, row.id, tags);
      await syncHashtags(tx, row.id, payload);
      await syncPhotos(tx, row.id, viewer.id, payload.image_list);
      await recordLastPrivacy(tx, viewer, payload, kind);
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
  if (!memory || !canReadByHashId(memory, viewer.id)) {
    throw notFound(NOT_FOUND_TEXTS.memory);
  }
  if (memory.userId !== viewer.id) throw forbidden('Only the person who wrote this memory can change it.');
  return memory;
}

/**
 * An autosave of an existing memory (see `SaveKind`): its tags, their texts and the family members
 * (the tag wizard's answers) from the payload, read against the memory's own type and words
 * (hashtags come from both), everything else as stored.
 */
async function updateTagsOnly(tx: Tx, memory: typeof memories.$inferSelect, payload: MemorySavePayload) {
  const effective: MemorySavePayload = {
    ...payload,
    type: memory.type as MemorySavePayload['type'],
    title: memory.title,
    description: memory.description,
    relationship_description: memory.relationshipDescription,
  };
  const tags = await payloadTags(tx, effective);
  await tx
    .update(memories)
    .set({
      tagTexts: textsOf(effective),
      totalTags: tags.length,
      familyMembers: payload.family_members ?? memory.familyMembers,
      updatedAt: new Date(),
    })
    .where(eq(memories.id, memory.id));
  await syncTags(tx, memory.id, tags);
  await syncHashtags(tx, memory.id, effective);
}

/**
 * Updates every field of an owned memory (an autosave: only its tags). Returns the keys of media
 * files to delete.
 */
export async function updateMemory(
  deps: AppDeps,
  viewer: Viewer,
  hashId: string,
  payload: MemorySavePayload,
  kind: SaveKind = {},
) {
  const removedFiles = await deps.db.transaction(async (tx) => {
    const memory = await ownedMemoryByHash(tx, viewer, hashId);
    if (kind.autosave === true) {
      await updateTagsOnly(tx, memory, payload);
      return [];
    }
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
        subjects: uniqueSubjects(payload.subjects),
        sensitiveTopics: sensitive,
        tagTexts: textsOf(payload),
        totalTags: tags.length,
        // Post of a memory the tag wizard saved before: posted now; a posted memory keeps its time.
        postedAt: postedAtAfterSave<Date | SQL>(memory.postedAt, kind, sql`now()`),
        updatedAt: new Date(),
      })
      .where(eq(memories.id, memory.id));
    await syncTags(tx, memory.id, tags);
    await syncHashtags(tx, memory.id, payload);
    const files = await syncPhotos(tx, memory.id, viewer.id, payload.image_list);
    // Whoever was handed a photo's link under the old privacy loses it now, not in two hours.
    if (payload.privacy !== memory.privacy) await renewMediaLinks(tx, memory.id);
    // Titles, texts and visibility show in notifications: polls must see the change.
    await bumpNotificationsOfMemory(tx, memory.id);
    await recordLastPrivacy(tx, viewer, payload, kind);
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
