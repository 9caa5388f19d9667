/*
 * `/docs`: the readable API reference, served from this server under its own policy, drawn in
 * Chromium from `/openapi.json` with no policy violation.
 */
import { createServer, type Server } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium } from '../../../scripts/browser-bench.mjs';
import { createTestServer, TEST_BASE_URL, type TestServer } from './test-support.ts';

let server: TestServer;
let http: Server;
let origin = '';

beforeAll(async () => {
  server = await createTestServer();
  // A real socket for the browser, answered by the app in-process.
  http = createServer(async (request, response) => {
    const answer = await server.fetch(`${TEST_BASE_URL}${request.url ?? '/'}`, { method: request.method });
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  origin = typeof address === 'object' && address !== null ? `http://127.0.0.1:${address.port}` : '';
}, 180_000);

afterAll(async () => {
  http?.close();
  await server?.close();
});

describe('/docs', () => {
  it('answers a page that loads Swagger UI from this server, under a policy of its own', async () => {
    const page = await server.fetch(`${TEST_BASE_URL}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<script src="/docs/swagger-ui-bundle.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);

    const bundle = await server.fetch(`${TEST_BASE_URL}/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('serves nothing else of the package', async () => {
    for (const file of ['package.json', 'index.html', '..%2Fpackage.json', 'swagger-ui-bundle.js.map']) {
      expect((await server.fetch(`${TEST_BASE_URL}/docs/${file}`)).status).toBe(404);
    }
  });

  it('draws every part of the API in Chromium, with no policy violation', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${origin}/docs`);
      await expect(
        page.getByText('Create a memory', { exact: true }).first().waitFor({ timeout: 30_000 }),
      ).resolves.toBeUndefined();
      expect(await page.getByText('Childhood Memories API').first().isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
