/*
 * The test kit in Playwright: `routeMockApi` answers a real page's calls to the mock API from
 * the test's own process (the same handlers, the same backend), with the CORS headers a browser
 * needs; a test reads and changes the backend directly.
 */
import { emptySavePayload } from '@childhood-memories/api-client';
import { MEMBER_TOKENS, MOCK_API_BASE } from '@childhood-memories/testing';
import { routeMockApi } from '@childhood-memories/testing/node';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { launchChromium } from '../../scripts/browser-bench.mjs';
import { serveExample } from '../plain-html/serve.mjs';

let browser: Browser;
let page: Awaited<ReturnType<typeof serveExample>>;

beforeAll(async () => {
  browser = await launchChromium();
  // Any page of an origin of its own; the example's policy lets it call the mock API.
  page = await serveExample({ apiOrigin: new URL(MOCK_API_BASE).origin });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await page?.close();
});

it('answers the page’s calls from the mock backend, which the test controls', async () => {
  const tab = await browser.newPage();
  const backend = await routeMockApi(tab);
  await tab.goto(`${page.origin}/elsewhere.html`);
  const call = (path: string, init: RequestInit = {}) =>
    tab.evaluate(
      async ([url, options]) => {
        const response = await fetch(url, options);
        return { status: response.status, body: await response.json() };
      },
      [`${MOCK_API_BASE}${path}`, init] as const,
    );
  const headers = { Authorization: `Bearer ${MEMBER_TOKENS.ada}`, 'Content-Type': 'application/json' };

  const user = await call('/user/me', { headers });
  expect(user).toMatchObject({ status: 200, body: { username: 'ada' } });

  const created = await call('/memories/memories-list/', {
    method: 'POST',
    headers,
    body: JSON.stringify(emptySavePayload({ description: 'Written in the browser. #tested' })),
  });
  expect(created.status).toBe(201);
  expect(
    backend.allMemories().some((memory) => memory.description === 'Written in the browser. #tested'),
  ).toBe(true);

  backend.fail('getCurrentUser', 503);
  expect((await call('/user/me', { headers })).status).toBe(503);
  expect((await call('/user/me')).status).toBe(503);
  await tab.close();
});
