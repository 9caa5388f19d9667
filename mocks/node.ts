import { createHttpClient } from '@childhood-memories/api-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { createMockBackend } from './backend.ts';
import { createHandlers, MOCK_API_BASE } from './handlers.ts';
import { MEMBER_TOKENS } from './fixtures/members.ts';

/*
 * Test support for widget tests in Node (happy-dom): not exported from `mocks/index.ts`, because
 * `msw/node` must never reach a browser bundle. Import it by path:
 * `import { setupMockApi, testClient } from '../../../mocks/node.ts';`
 */

/**
 * The mock API for a test file: a stateful backend behind MSW at the network boundary, reset
 * before each test, with unhandled requests as errors and the spec's silent logs kept quiet.
 */
export function setupMockApi() {
  const backend = createMockBackend();
  const server = setupServer(...createHandlers(backend, { baseUrl: MOCK_API_BASE }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers(...createHandlers(backend, { baseUrl: MOCK_API_BASE })));
  afterAll(() => server.close());
  beforeEach(() => {
    backend.reset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
  return {
    backend,
    server,
    resetHandlers: () => server.resetHandlers(...createHandlers(backend, { baseUrl: MOCK_API_BASE })),
  };
}

/** The real HTTP client on `fetch` (so MSW sees every call in happy-dom), signed in as Ada by default. */
export function testClient(token: string | null = MEMBER_TOKENS.ada) {
  return createHttpClient({
    baseUrl: MOCK_API_BASE,
    getAccessToken: () => token,
    fetch: (...args) => globalThis.fetch(...args),
  });
}
