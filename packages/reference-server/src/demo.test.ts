import { createHttpClient } from '@childhood-memories/api-client';
import { expect, it } from 'vitest';

import { DEMO_MEMORIES, DEMO_TITLE_PREFIX, seedDemoContent } from './seed/demo.ts';
import { serverForThisFile, TEST_BASE_URL } from './test-support.ts';

const server = serverForThisFile();

it('seeds demo members and memories of every type and privacy once, marked as samples', async () => {
  expect(await seedDemoContent(server.deps)).toBe(true);
  expect(await seedDemoContent(server.deps)).toBe(false);
  expect(new Set(DEMO_MEMORIES.map((m) => m.payload.type))).toEqual(new Set([1, 2, 3]));
  expect(new Set(DEMO_MEMORIES.map((m) => m.payload.privacy))).toEqual(new Set([0, 1, 2]));
  const visitor = createHttpClient({
    baseUrl: TEST_BASE_URL,
    getAccessToken: () => null,
    fetch: server.fetch,
  });
  const feed = await visitor.getFeed();
  const publicCount = DEMO_MEMORIES.filter((m) => m.payload.privacy === 0).length;
  expect(feed.count).toBe(publicCount);
  for (const item of feed.results) {
    expect(item.data.memory?.title.startsWith(DEMO_TITLE_PREFIX)).toBe(true);
    expect(item.data.memory?.author.username).toMatch(/^sample_/);
    expect(item.data.memory?.description).toContain('sample memory');
  }
  const rows = await server.deps.database.db.query.notifications.findMany();
  expect(new Set(rows.map((n) => n.eventType))).toEqual(
    new Set(['new_comment', 'emphatized_a_memory', 'new_reaction', 'feedback_given', 'new_resonance']),
  );
});
