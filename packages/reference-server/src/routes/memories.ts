import { Privacy, tagSearchOptionLists, tagSlug, NOT_FOUND_TEXTS } from '@childhood-memories/api-client';
import { and, count, desc, eq, exists, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';

import type { AppContext, AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { memories, memoryHashtags, memoryTags, photos, tagOptions, users } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { mediaUrls, publicOrigin } from '../http.ts';
import { storeUpload } from '../media.ts';
import { createMemory, deleteMemory, updateMemory } from '../memory-write.ts';
import { listedOrder, serializeMemories } from '../memory-serialize.ts';
import {
  audienceIs,
  canReadByHashId,
  canReadByLink,
  clearOfHiddenWarnings,
  inFeedOf,
  listableBy,
} from '../privacy.ts';
import { idempotencyKeyOf, pageAnswer, pageWindow } from '@childhood-memories/api-client/domain';
import { route } from './define.ts';

/** Hashtag suggestions answered by autocomplete. */
export const AUTOCOMPLETE_LIMIT = 10;
/** Unattached photos a member may hold at once. */
export const TEMP_PHOTOS_MAX = 30;

/** A page of memory ids with the total alongside (`count(*) over ()`). */
type PageRows = { id: number; total: number }[];

async function memoryPage(
  c: AppContext,
  where: SQL,
  page: number | undefined,
  prepared?: (limit: number, offset: number) => Promise<PageRows>,
) {
  const { db } = c.get('deps');
  const viewer = c.get('viewer');
  const p = pageWindow('memories', page);
  // The total rides along with the page; only a page past the end needs its own count.
  const rows: PageRows = prepared
    ? await prepared(p.limit, p.offset)
    : await db
        .select({ id: memories.id, total: sql<number>`count(*) over ()` })
        .from(memories)
        .where(where)
        .orderBy(...listedOrder)
        .limit(p.limit)
        .offset(p.offset);
  const total =
    rows[0] !== undefined
      ? { n: Number(rows[0].total) }
      : (await db.select({ n: count() }).from(memories).where(where))[0];
  const results = await serializeMemories(
    db,
    rows.map((r) => r.id),
    viewer?.id ?? null,
    mediaUrls(c),
  );
  return pageAnswer('memories', results, total?.n ?? 0, p.page);
}

/** The statements of the hottest reads, prepared once per database (parsed and planned once). */
function buildHotStatements(db: Database) {
  const page = (where: SQL, name: string) =>
    db
      .select({ id: memories.id, total: sql<number>`count(*) over ()` })
      .from(memories)
      .where(where)
      .orderBy(...listedOrder)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  return {
    // inFeedOf(null).
    visitorFeed: page(audienceIs('community'), 'feed_visitor'),
    // inFeedOf(viewer), with the viewer as a placeholder: shared with the community, and the
    // viewer's own or clear of the warnings they hide.
    memberFeed: page(
      and(
        audienceIs('community'),
        or(eq(memories.userId, sql.placeholder('viewer')), clearOfHiddenWarnings(sql.placeholder('viewer'))),
      ) as SQL,
      'feed_member',
    ),
    byLink: db
      .select({
        id: memories.id,
        userId: memories.userId,
        privacy: memories.privacy,
        hiddenAt: memories.hiddenAt,
      })
      .from(memories)
      .where(eq(memories.shareableLink, sql.placeholder('link')))
      .prepare('memory_by_link'),
  };
}

const hotStatements = new WeakMap<Database, ReturnType<typeof buildHotStatements>>();
function hot(db: Database) {
  let statements = hotStatements.get(db);
  if (!statements) {
    statements = buildHotStatements(db);
    hotStatements.set(db, statements);
  }
  return statements;
}

/**
 * Answers the JSON of a hot read from the read cache: one copy per viewer (owners see more),
 * origin and clock hour (media links are signed per hour), until the next write.
 */
async function cachedJson(c: AppContext, key: string, load: () => Promise<unknown>): Promise<Response> {
  const deps = c.get('deps');
  const hour = Math.floor(deps.clock() / 3_600_000);
  const json = await deps.reads.json(`${key}|${c.get('viewer')?.id ?? '-'}|${publicOrigin(c)}|${hour}`, load);
  return c.body(json as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' });
}

async function oneMemory(c: AppContext, id: number) {
  const [memory] = await serializeMemories(c.get('deps').db, [id], c.get('viewer')?.id ?? null, mediaUrls(c));
  if (!memory) throw notFound(NOT_FOUND_TEXTS.memory);
  return memory;
}

/** The stored category of a tag-search `tag_type`, and the reference categories its slugs come from. */
function tagSearchCategories(tagType: string): { stored: string; reference: readonly string[] } | null {
  const reference = tagSearchOptionLists(tagType);
  if (reference.length === 0) return null;
  return { stored: tagType === 'person_involved' ? 'person' : tagType, reference };
}

/** Memories carrying a system tag of `tag_type` whose label slug is `slug` (custom tags are not linked). */
async function tagCondition(db: Database, tagType: string, slug: string): Promise<SQL> {
  const categories = tagSearchCategories(tagType);
  if (!categories) throw badRequest(`tag_type: ${tagType} is not a tag type.`);
  const options = await db
    .select({ id: tagOptions.id, label: tagOptions.label })
    .from(tagOptions)
    .where(inArray(tagOptions.category, [...categories.reference]));
  const ids = options.filter((o) => tagSlug(o.label) === slug.toLowerCase()).map((o) => o.id);
  if (ids.length === 0) return sql`false`;
  return exists(
    db
      .select({ one: sql`1` })
      .from(memoryTags)
      .where(
        and(
          eq(memoryTags.memoryId, memories.id),
          eq(memoryTags.category, categories.stored),
          inArray(memoryTags.optionId, ids),
        ),
      ),
  );
}

export function registerMemoryRoutes(app: Hono<AppEnv>): void {
  route(app, 'createMemory', async (c, { viewer, body, query }) => {
    const key = idempotencyKeyOf(c.req.header('idempotency-key'));
    const { id } = await createMemory(c.get('deps'), viewer, body, key, { autosave: query.autosave });
    return oneMemory(c, id);
  });

  route(app, 'updateMemory', async (c, { viewer, body, params, query }) => {
    await updateMemory(c.get('deps'), viewer, params.hashId, body, { autosave: query.autosave });
    const [row] = await c
      .get('deps')
      .db.select({ id: memories.id })
      .from(memories)
      .where(eq(memories.hashId, params.hashId));
    if (!row) throw notFound(NOT_FOUND_TEXTS.memory);
    return oneMemory(c, row.id);
  });

  route(app, 'getMemory', async (c, { viewer, params }) =>
    cachedJson(c, `memory:${params.hashId}`, async () => {
      const [row] = await c
        .get('deps')
        .db.select({
          id: memories.id,
          userId: memories.userId,
          privacy: memories.privacy,
          hiddenAt: memories.hiddenAt,
        })
        .from(memories)
        .where(eq(memories.hashId, params.hashId));
      // By hashId others read Public memories only; a private link is read through the link.
      if (!row || !canReadByHashId(row, viewer?.id ?? null)) throw notFound(NOT_FOUND_TEXTS.memory);
      return oneMemory(c, row.id);
    }),
  );

  route(app, 'deleteMemory', async (c, { viewer, params }) => {
    await deleteMemory(c.get('deps'), viewer, params.hashId);
  });

  route(app, 'getMemoryByLink', async (c, { viewer, params }) =>
    cachedJson(c, `link:${params.shareable_link}`, async () => {
      const [row] = await hot(c.get('deps').db).byLink.execute({ link: params.shareable_link });
      if (!row || !canReadByLink(row, viewer?.id ?? null)) throw notFound(NOT_FOUND_TEXTS.memory);
      return oneMemory(c, row.id);
    }),
  );

  route(app, 'getLastPrivacy', async (c, { viewer }) => {
    const [row] = await c
      .get('deps')
      .db.select({ privacy: users.lastPrivacy })
      .from(users)
      .where(eq(users.id, viewer.id));
    return { privacy: row?.privacy ?? Privacy.Public };
  });

  route(app, 'uploadPhoto', async (c, { viewer }) => {
    const deps = c.get('deps');
    const form = await c.req.parseBody().catch(() => {
      throw badRequest('Please send the photo as multipart form data in the field "image".');
    });
    const file = form.image;
    if (!(file instanceof File)) throw badRequest('Please send the photo in the field "image".');
    const [held] = await deps.db
      .select({ n: count() })
      .from(photos)
      .where(and(eq(photos.userId, viewer.id), isNull(photos.memoryId)));
    if ((held?.n ?? 0) >= TEMP_PHOTOS_MAX)
      throw conflict('You have many unsaved photos. Please remove some first.');
    const stored = await storeUpload(deps.media, Buffer.from(await file.arrayBuffer()));
    const tempId = crypto.randomUUID();
    await deps.db.insert(photos).values({
      tempId,
      userId: viewer.id,
      storageKey: stored.key,
      thumbKey: stored.thumbKey,
      contentType: stored.contentType,
      size: stored.size,
    });
    const mediaUrl = mediaUrls(c);
    // A new photo's links start at version 0 (the column's default).
    return {
      temp_id: tempId,
      image: mediaUrl(stored.key, 0),
      ...(stored.thumbKey ? { thumbnail: mediaUrl(stored.thumbKey, 0) } : {}),
    };
  });

  route(app, 'deleteTempPhoto', async (c, { viewer, query }) => {
    const deps = c.get('deps');
    const [removed] = await deps.db
      .delete(photos)
      .where(and(eq(photos.tempId, query.temp_id), eq(photos.userId, viewer.id), isNull(photos.memoryId)))
      .returning({ key: photos.storageKey, thumbKey: photos.thumbKey });
    if (!removed) throw notFound(NOT_FOUND_TEXTS.photo);
    await deps.media.delete(removed.key);
    if (removed.thumbKey) await deps.media.delete(removed.thumbKey);
  });

  route(app, 'listTempPhotos', async (c, { viewer }) => {
    const rows = await c
      .get('deps')
      .db.select({ tempId: photos.tempId, key: photos.storageKey, version: photos.linkVersion })
      .from(photos)
      .where(and(eq(photos.userId, viewer.id), isNull(photos.memoryId)))
      .orderBy(photos.id);
    const mediaUrl = mediaUrls(c);
    return rows.map((row) => ({ temp_id: row.tempId, image_url: mediaUrl(row.key, row.version) }));
  });

  route(app, 'autocompleteHashtags', async (c, { viewer, query }) => {
    const prefix = query.q
      .replace(/^#+/, '')
      .toLowerCase()
      .replace(/[%_\\]/g, '\\$&');
    if (prefix === '') return [];
    const { db } = c.get('deps');
    const rows = await db
      .select({ tag: memoryHashtags.tag, uses: count() })
      .from(memoryHashtags)
      .innerJoin(memories, eq(memories.id, memoryHashtags.memoryId))
      .where(and(listableBy(viewer?.id ?? null), like(memoryHashtags.tag, `${prefix}%`)))
      .groupBy(memoryHashtags.tag)
      .orderBy(desc(count()), memoryHashtags.tag)
      .limit(AUTOCOMPLETE_LIMIT);
    return rows.map((row) => `#${row.tag}`);
  });

  route(app, 'getFeed', async (c, { viewer, query }) =>
    cachedJson(c, `feed:${query.page ?? 1}`, async () => {
      const statements = hot(c.get('deps').db);
      const page = await memoryPage(c, inFeedOf(viewer?.id ?? null), query.page, (limit, offset) =>
        viewer === null
          ? statements.visitorFeed.execute({ limit, offset })
          : statements.memberFeed.execute({ limit, offset, viewer: viewer.id }),
      );
      return {
        ...page,
        results: page.results.map((memory) => ({
          key: `memory:${memory.hashId}`,
          kind: 'memory' as const,
          data: {
            id: null,
            shareable_link: memory.shareable_link,
            memory,
            comment_id: null,
            private_comment_id: null,
            content: null,
          },
        })),
      };
    }),
  );

  route(app, 'listMemories', async (c, { viewer, query }) => {
    const { db } = c.get('deps');
    const conditions: SQL[] = [listableBy(viewer?.id ?? null)];
    if (query.slug !== undefined || query.tag_type !== undefined) {
      if (query.slug === undefined || query.tag_type === undefined)
        throw badRequest('slug and tag_type go together.');
      conditions.push(await tagCondition(db, query.tag_type, query.slug));
    }
    if (query.persons_involved !== undefined) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(memoryTags)
            .where(
              and(
                eq(memoryTags.memoryId, memories.id),
                eq(memoryTags.category, 'person'),
                eq(memoryTags.optionId, query.persons_involved),
              ),
            ),
        ),
      );
    }
    if (query.person_actions !== undefined) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(memoryTags)
            .where(
              and(
                eq(memoryTags.memoryId, memories.id),
                eq(memoryTags.category, 'person_action'),
                inArray(memoryTags.optionId, query.person_actions),
              ),
            ),
        ),
      );
    }
    if (query.user !== undefined) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, query.user));
      conditions.push(user ? eq(memories.userId, user.id) : sql`false`);
    }
    if (query.audience !== undefined) conditions.push(audienceIs(query.audience));
    return memoryPage(c, and(...conditions) as SQL, query.page);
  });

  route(app, 'searchByHashtag', async (c, { viewer, query, params }) => {
    const tag = params.tag.replace(/^#+/, '').toLowerCase();
    const { db } = c.get('deps');
    const hasTag = exists(
      db
        .select({ one: sql`1` })
        .from(memoryHashtags)
        .where(and(eq(memoryHashtags.memoryId, memories.id), eq(memoryHashtags.tag, tag))),
    );
    return memoryPage(c, and(listableBy(viewer?.id ?? null), hasTag) as SQL, query.page);
  });

  route(app, 'searchByTag', async (c, { viewer, query, params }) => {
    const condition = await tagCondition(c.get('deps').db, params.tag_type, params.slug);
    return memoryPage(c, and(listableBy(viewer?.id ?? null), condition) as SQL, query.page);
  });

  route(app, 'searchByUser', async (c, { viewer, query, params }) => {
    const [user] = await c
      .get('deps')
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.username, params.username));
    if (!user) throw notFound(NOT_FOUND_TEXTS.member);
    return memoryPage(
      c,
      and(listableBy(viewer?.id ?? null), eq(memories.userId, user.id)) as SQL,
      query.page,
    );
  });
}
