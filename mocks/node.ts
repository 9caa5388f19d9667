import { createHttpClient } from '@childhood-memories/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { MOCK_API_BASE } from './base-url.ts';
import { MEMBER_TOKENS } from './fixtures/members.ts';
import { createMockServer } from './server.ts';

/*
 * The project's own Vitest wiring of `createMockServer` (the published `@childhood-memories/testing/node`)
 * for widget tests in Node (happy-dom). Not exported from `mocks/index.ts`, because `msw/node`
 * must never reach a browser bundle. Import it by path:
 * `import { setupMockApi, testClient } from '../../../mocks/node.ts';`
 */

/**
 * The mock API for a test file: a stateful backend behind MSW at the network boundary, reset
 * before each test, with unhandled requests as errors and the spec's silent logs kept quiet.
 */
export function setupMockApi() {
  const api = createMockServer();
  beforeAll(api.start);
  afterEach(api.resetHandlers);
  afterAll(api.stop);
  beforeEach(() => {
    api.backend.reset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
  return { backend: api.backend, server: api.server, resetHandlers: api.resetHandlers };
}

/** The real HTTP client on `fetch` (so MSW sees every call in happy-dom), signed in as Ada by default. */
export function testClient(token: string | null = MEMBER_TOKENS.ada) {
  return createHttpClient({
    baseUrl: MOCK_API_BASE,
    getAccessToken: () => token,
    fetch: (...args) => globalThis.fetch(...args),
  });
}
