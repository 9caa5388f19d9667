import { createHttpClient } from '@childhood-memories/api-client';
import { createHandlers, createMockBackend, MEMBER_TOKENS, MOCK_API_BASE } from '@childhood-memories/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

import type { DraftStorage } from './drafts.ts';

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

/** Draft storage in a map, so a test can look inside and a remount can read it back. */
export function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
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
