import { createHttpClient, endpoints } from '@childhood-memories/api-client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from './db/schema.ts';
import { createTestServer, TEST_BASE_URL, type TestServer } from './test-support.ts';

/*
 * The notification poll's 304 is decided by the database, not by this process's member cache:
 * with several processes, a write on another one changes the member's notifications version in
 * the database before its change notice reaches this one. Here that write is made behind the
 * server's back (straight in the database, no notice at all), and the next poll must see it.
 */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the notification poll across processes', () => {
  it('never answers a stale 304 while another process’s change notice is on its way', async () => {
    const visitor = createHttpClient({
      baseUrl: TEST_BASE_URL,
      getAccessToken: () => null,
      fetch: server.fetch,
    });
    const session = await visitor.signUp({
      username: 'poll',
      email: 'poll@example.org',
      password: 'a poll password',
    });
    const url = `${TEST_BASE_URL}${endpoints.getUnseenNotificationCount.path}`;
    const headers = { authorization: `Bearer ${session.access}` };
    const first = await server.fetch(url, { headers });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    // The member is cached now; an unchanged poll is a 304.
    expect((await server.fetch(url, { headers: { ...headers, 'if-none-match': etag } })).status).toBe(304);

    // Another process's write: the version moves in the database, and no notice comes.
    await server.deps.db
      .update(users)
      .set({ notificationsVersion: sql`${users.notificationsVersion} + 1` })
      .where(eq(users.username, 'poll'));
    const next = await server.fetch(url, { headers: { ...headers, 'if-none-match': etag } });
    expect(next.status).toBe(200);
    expect(next.headers.get('etag')).not.toBe(etag);
  });
});
