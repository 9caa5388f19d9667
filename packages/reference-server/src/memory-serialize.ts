import {
  TAG_LISTS,
  tagSlug,
  type EndpointAnswer,
  type Memory,
  type MemoryTag,
  type TagListRow,
  type TagTextField,
} from '@childhood-memories/api-client';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from './db/client.ts';
import {
  comments,
  contentWarnings,
  empathies,
  memories,
  memoryTags,
  photos,
  reactions,
  users,
} from './db/schema.ts';
import { moderationState, openMemoryReviewRequests } from './moderation/state.ts';

/** The tag type used in tag-search URLs for a stored category. */
export function tagTypeOf(category: string): string {
  if (category === 'person') return 'person_involved';
  return category;
}

/** Builds the (signed, expiring) URL of a stored file. */
export type MediaUrlOf = (key: string, linkVersion: number) => string;

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
      // A comment a moderator hid counts for its writer only (viewer 0 is a visitor: ids start at 1).
      commentCount: sql<number>`(select count(*)::int from ${comments}
        where ${comments.memoryId} = ${memories.id} and ${comments.isPrivate} = false
        and (${comments.hiddenAt} is null or ${comments.userId} = ${sql.placeholder('viewer')}))`,
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
      photos: sql<unknown>`(select coalesce(json_agg(json_build_object('tempId', ${photos.tempId}, 'key', ${photos.storageKey}, 'version', ${photos.linkVersion})
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
 * A memory as this server sends it: the wire shape of the endpoint table (api-client's
 * `EndpointAnswer<'getMemory'>`, the raw input its memory schema reads), one shape for both
 * backends: subjects as `[{ description }]`, content warnings as `[{ id, desc }]`, and the `_text`
 * companions as lists under the specification's names (`age_range_text`, `person_action_text`, …).
 */
export type WireMemory = EndpointAnswer<'getMemory'>;

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
    memoryRowsStatement(db).execute({ ids, viewer: viewerId ?? 0 }),
    contentWarningTexts(db),
  ]);
  // Review requests are read only for the viewer's own hidden memories (rare): the feed pays nothing.
  const reviewed = await openMemoryReviewRequests(
    db,
    rows.flatMap((row) =>
      row.memory.hiddenAt !== null && row.memory.userId === viewerId ? [row.memory.id] : [],
    ),
  );
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
        photos: jsonRows<{ tempId: string; key: string; version: number }>(row.photos),
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
      slug: t.optionId === null ? null : tagSlug(t.label),
    });
    const list = (category: string) => own.filter((t) => t.category === category).map(toTag);
    const plainLists = Object.fromEntries(
      TAG_LISTS.flatMap((row) => (row.list === 'persons_actions' ? [] : [[row.list, list(row.list)]])),
    ) as Record<Exclude<TagListRow['list'], 'persons_actions'>, MemoryTag[]>;
    const personRows = own.filter((t) => t.category === 'person');
    const actionRows = own.filter((t) => t.category === 'person_action');
    const texts = memory.tagTexts;
    const text = (key: TagTextField): WireText => {
      const value = texts[key];
      return value ? [{ description: value }] : [];
    };
    // The `_text` companions under their wire names (the one table's `wireText`).
    const wireTexts = Object.fromEntries(
      TAG_LISTS.flatMap((row) => (row.text === null ? [] : [[row.wireText, text(row.text)]])),
    ) as Record<NonNullable<TagListRow['wireText']>, WireText>;
    const memoryPhotos = entry.photos;
    const reactionsOf = entry.reactions;
    out.push({
      hashId: memory.hashId,
      shareable_link: memory.shareableLink,
      created: memory.createdAt.toISOString(),
      // Ours (issue 35): the moment of Post; null while only the tag wizard's autosaves made it.
      posted_at: memory.postedAt?.toISOString() ?? null,
      author: { username },
      is_owner: viewerId !== null && memory.userId === viewerId,
      title: memory.title,
      description: memory.description,
      pattern_title: memory.patternTitle,
      relationship_description: memory.relationshipDescription,
      // Ours, and private: only the author sees the family panel's names.
      family_members: viewerId !== null && memory.userId === viewerId ? memory.familyMembers : [],
      // Ours (moderation): only the writer is told that a moderator hid it, and why.
      moderation:
        viewerId !== null && memory.userId === viewerId
          ? moderationState(memory, reviewed.has(memory.id))
          : null,
      type: memory.type,
      privacy: memory.privacy,
      status: memory.status,
      total_tags: memory.totalTags,
      photos: memoryPhotos.map((p) => ({ url: mediaUrl(p.key, p.version), temp_id: p.tempId })),
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
      ...plainLists,
      persons_actions: personRows.map((person) => ({
        person: toTag(person),
        actions: actionRows.filter((a) => a.personOptionId === (person.optionId ?? 0)).map(toTag),
      })),
      ...wireTexts,
    });
  }
  return out;
}

/**
 * Orders memories for lists, newest first by when they were posted (api-client's
 * `memoryListedAt`): a memory the tag wizard saved before Post is listed by its Post, not by that
 * first save; one not posted yet (only its writer lists it) by its first save.
 */
export const listedOrder = [
  desc(sql`coalesce(${memories.postedAt}, ${memories.createdAt})`),
  desc(memories.id),
];
