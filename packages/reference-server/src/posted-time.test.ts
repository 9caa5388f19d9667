import { createHttpClient, emptySavePayload, type HttpClient } from '@childhood-memories/api-client';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { memories } from './db/schema.ts';
import { serverForThisFile, TEST_BASE_URL } from './test-support.ts';

/*
 * A memory's posted time (issue 35): the tag wizard creates a memory minutes before its writer
 * presses Post; members are shown the moment of Post and lists order by it. The minutes between
 * are seeded by moving the first save back in the database, as a slow writer would have made them.
 */

const server = serverForThisFile();

const clientWith = (token: string | null): HttpClient =>
  createHttpClient({ baseUrl: TEST_BASE_URL, getAccessToken: () => token, fetch: server.fetch });

async function member(username: string) {
  const session = await clientWith(null).signUp({
    username,
    email: `${username}@example.org`,
    password: 'a quiet river at dawn',
  });
  return clientWith(session.access);
}

/** Moves a memory's first save `minutes` into the past, as if the wizard had saved it then. */
async function savedMinutesAgo(hashId: string, minutes: number) {
  await server.deps.db
    .update(memories)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(memories.hashId, hashId));
  server.deps.reads.clear();
}

const minutesBetween = (later: string, earlier: string) => (Date.parse(later) - Date.parse(earlier)) / 60_000;

describe('the posted time of a memory', () => {
  beforeEach(() => server.reset());

  it('is the moment of Post, not the tag wizard’s first save seven minutes before', async () => {
    const ada = await member('ada');
    const draft = emptySavePayload({ title: 'The lake', description: 'We swam.', privacy: 1 });
    const unposted = await ada.createMemory(draft, { idempotencyKey: 'draft-1', autosave: true });
    expect(unposted.posted_at).toBeNull();
    await ada.updateMemory(unposted.hashId, { ...draft, title: 'The lake at dawn' }, { autosave: true });
    await savedMinutesAgo(unposted.hashId, 7);
    expect((await ada.getMemory(unposted.hashId)).posted_at).toBeNull();

    const before = Date.now();
    const posted = await ada.updateMemory(unposted.hashId, { ...draft, privacy: 0 });
    const postedAt = posted.posted_at ?? '';
    expect(Date.parse(postedAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(postedAt)).toBeLessThanOrEqual(Date.now() + 1_000);
    // The spec's `created` keeps the first save.
    expect(minutesBetween(postedAt, posted.created)).toBeGreaterThan(6.9);

    // An edit and a later tag save keep the posted time.
    await ada.updateMemory(unposted.hashId, { ...draft, privacy: 0, title: 'Edited' });
    await ada.updateMemory(unposted.hashId, { ...draft, privacy: 0 }, { autosave: true });
    const read = await clientWith(null).getMemoryByLink(unposted.shareable_link);
    expect(read.posted_at).toBe(postedAt);
  });

  it('is the creation time of a memory created by Post', async () => {
    const ada = await member('ada');
    const memory = await ada.createMemory(emptySavePayload({ description: 'Posted at once.' }));
    expect(memory.posted_at).toBe(memory.created);
  });

  it('orders every list: a memory the wizard saved first and posted last is listed first', async () => {
    const ada = await member('ada');
    const draft = emptySavePayload({ title: 'Drafted first', description: 'Slowly.', privacy: 1 });
    const drafted = await ada.createMemory(draft, { autosave: true });
    await savedMinutesAgo(drafted.hashId, 30);
    await ada.createMemory(emptySavePayload({ title: 'Posted in between', description: 'Quickly.' }));
    const unposted = await ada.createMemory(
      emptySavePayload({ title: 'Not posted', description: 'Still here.', privacy: 1 }),
      { autosave: true },
    );
    await savedMinutesAgo(unposted.hashId, 10);
    // Before Post the draft is its writer's, listed by its first save.
    expect((await ada.listMemories({ user: 'ada' })).results.map((m) => m.title)).toEqual([
      'Posted in between',
      'Not posted',
      'Drafted first',
    ]);

    await ada.updateMemory(drafted.hashId, { ...draft, privacy: 0 });
    const titles = (page: { results: { title: string }[] }) => page.results.map((m) => m.title);
    expect(titles(await ada.listMemories({ user: 'ada' }))).toEqual([
      'Drafted first',
      'Posted in between',
      'Not posted',
    ]);
    expect(titles(await ada.searchByUser({ username: 'ada' }))).toEqual([
      'Drafted first',
      'Posted in between',
      'Not posted',
    ]);
    const feed = await clientWith(null).getFeed();
    expect(feed.results.map((item) => item.data.memory?.title)).toEqual([
      'Drafted first',
      'Posted in between',
    ]);
  });
});
