import { createHttpClient, NOT_FOUND_TEXTS, type HttpClient } from '@childhood-memories/api-client';
import { getResponse } from 'msw';

import { createMockBackend, type MockBackend } from './backend.ts';
import { MOCK_API_BASE } from './base-url.ts';
import { MEMBER_TOKENS } from './fixtures/members.ts';
import { createHandlers } from './handlers.ts';

/** Options of {@link createMockClient}. */
export interface MockClientOptions {
  /** The backend that answers (default: a new one with the fixture community). */
  readonly backend?: MockBackend;
  /** Who calls: a fixture member (default `'ada'`), or `null` for a visitor. */
  readonly as?: keyof typeof MEMBER_TOKENS | null;
}

/**
 * The real HTTP client of `@childhood-memories/api-client`, answered in memory by the mock
 * backend through the same handlers MSW uses, with no network and no server to start: for unit
 * tests of code that takes a client (every widget's `client` prop). It implements every narrow
 * interface (`MemoryEditorClient`, `NotificationsBellClient`, …); `backend` is the state behind it.
 *
 * @example
 * const client = createMockClient();
 * render(<MemoryEditor mode="create" memberId="ada" client={client} />);
 * client.backend.fail('createMemory', 500);
 */
export function createMockClient(
  options: MockClientOptions = {},
): HttpClient & { readonly backend: MockBackend } {
  const backend = options.backend ?? createMockBackend();
  const handlers = createHandlers(backend, { baseUrl: MOCK_API_BASE });
  const token = options.as === null ? null : MEMBER_TOKENS[options.as ?? 'ada'];
  const client = createHttpClient({
    baseUrl: MOCK_API_BASE,
    getAccessToken: () => token,
    fetch: async (input, init) =>
      (await getResponse(handlers, new Request(input, init))) ??
      Response.json({ detail: NOT_FOUND_TEXTS.any, code: 'not_found' }, { status: 404 }),
  });
  return Object.assign(client, { backend });
}
