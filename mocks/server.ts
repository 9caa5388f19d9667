import { NOT_FOUND_TEXTS } from '@childhood-memories/api-client';
import { getResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

import { createMockBackend, type MockBackend } from './backend.ts';
import { MOCK_API_BASE } from './base-url.ts';
import { createHandlers } from './handlers.ts';

/** The mock API at the network boundary of a Node test, and the hooks to wire to your runner. */
export interface MockServer {
  readonly backend: MockBackend;
  /** MSW's server: `server.use(errorHandler('createMemory', 500))` for one test. */
  readonly server: SetupServer;
  /** Before all tests: starts answering; a request nothing answers is an error. */
  start(): void;
  /** After each test: back to the fixtures, and to the default handlers. */
  reset(): void;
  /** Back to the default handlers only (the backend keeps its state). */
  resetHandlers(): void;
  /** After all tests. */
  stop(): void;
}

/**
 * The mock API for tests in Node (Vitest, Jest) whose code calls `fetch` itself: MSW's
 * `setupServer` over a stateful backend. Wire `start`, `reset` and `stop` to your runner's hooks.
 * (For code that takes a client, `createMockClient()` needs no server at all.)
 *
 * @example
 * const api = createMockServer();
 * beforeAll(api.start);
 * afterEach(api.reset);
 * afterAll(api.stop);
 */
export function createMockServer(options: { backend?: MockBackend; baseUrl?: string } = {}): MockServer {
  const backend = options.backend ?? createMockBackend();
  const handlers = () => createHandlers(backend, { baseUrl: options.baseUrl ?? MOCK_API_BASE });
  const server = setupServer(...handlers());
  return {
    backend,
    server,
    start: () => server.listen({ onUnhandledRequest: 'error' }),
    reset: () => {
      server.resetHandlers(...handlers());
      backend.reset();
    },
    resetHandlers: () => server.resetHandlers(...handlers()),
    stop: () => server.close(),
  };
}

/** What `routeMockApi` needs of Playwright's `Page` or `BrowserContext` (no dependency on Playwright). */
export interface RoutablePage {
  route(url: RegExp, handler: (route: RoutedRequest) => Promise<void>): Promise<unknown>;
}

/** What `routeMockApi` needs of Playwright's `Route`. */
export interface RoutedRequest {
  request(): {
    url(): string;
    method(): string;
    headers(): Record<string, string>;
    postDataBuffer(): Buffer | null;
  };
  fulfill(response: { status: number; headers: Record<string, string>; body: Buffer }): Promise<void>;
}

/**
 * For Playwright: the page's calls to the mock API's origin are answered in the test's process by
 * the mock backend (the same handlers), with the CORS headers a browser wants. Your app under
 * test points its client at `MOCK_API_BASE` (or `baseUrl`). Returns the backend.
 *
 * @example
 * const backend = await routeMockApi(page);
 * backend.fail('createMemory', 500);
 * await page.goto('http://localhost:3000/memory/new');
 */
export async function routeMockApi(
  page: RoutablePage,
  options: { backend?: MockBackend; baseUrl?: string } = {},
): Promise<MockBackend> {
  const backend = options.backend ?? createMockBackend();
  const baseUrl = options.baseUrl ?? MOCK_API_BASE;
  const handlers = createHandlers(backend, { baseUrl });
  const escaped = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.route(new RegExp(`^${escaped}/`), async (route) => {
    const request = route.request();
    const cors = {
      'access-control-allow-origin': request.headers().origin ?? '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-expose-headers': '*',
    };
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors, body: Buffer.alloc(0) });
      return;
    }
    const body = request.postDataBuffer();
    const answer =
      (await getResponse(
        handlers,
        new Request(request.url(), {
          method: request.method(),
          headers: request.headers(),
          body: body === null ? undefined : new Uint8Array(body),
        }),
      )) ?? Response.json({ detail: NOT_FOUND_TEXTS.any, code: 'not_found' }, { status: 404 });
    await route.fulfill({
      status: answer.status,
      headers: { ...Object.fromEntries(answer.headers), ...cors },
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  return backend;
}
