import { createHttpClient } from '@childhood-memories/api-client';
import { afterEach, expect, it, vi } from 'vitest';

import { seedDemoContent } from './seed/demo.ts';
import { DEMO_MEMBERS } from './seed/demo-members.mjs';
import { serverForThisFile, TEST_BASE_URL } from './test-support.ts';

const server = serverForThisFile();

afterEach(() => {
  vi.unstubAllEnvs();
});

it('lets every demo member log in at the address npm start prints, with DEMO_PASSWORD', async () => {
  vi.stubEnv('DEMO_PASSWORD', 'a phrase of ours for the demo');
  expect(await seedDemoContent(server.deps)).toBe(true);
  const visitor = createHttpClient({
    baseUrl: TEST_BASE_URL,
    getAccessToken: () => null,
    fetch: server.fetch,
  });
  for (const { username, email, moderator } of DEMO_MEMBERS) {
    const session = await visitor.logIn({ email, password: 'a phrase of ours for the demo' });
    expect(session.user.username).toBe(username);
    // One of them moderates: the moderation page has someone to show it to.
    expect(session.user.is_moderator === true).toBe(moderator);
  }
  expect(DEMO_MEMBERS.filter((member) => member.moderator)).toHaveLength(1);
  await expect(
    visitor.logIn({ email: DEMO_MEMBERS[0].email, password: 'another phrase entirely' }),
  ).rejects.toMatchObject({
    status: 401,
  });
});
