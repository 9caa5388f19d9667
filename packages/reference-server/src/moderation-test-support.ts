import {
  ApiError,
  createHttpClient,
  emptySavePayload,
  type HttpClient,
  type MemorySavePayload,
  type Privacy,
} from '@childhood-memories/api-client';

import { setModerator } from './moderation/role.ts';
import { TEST_BASE_URL, type TestServer } from './test-support.ts';

/* What the moderation tests share: members (some of them moderators) and their clients. */

/** A member of the test community, with the client they call through. */
export interface Member {
  client: HttpClient;
  username: string;
  email: string;
  token: string;
}

/** A client calling the in-process server as the holder of `token` (a visitor without one). */
export function clientOf(server: TestServer, token: string | null): HttpClient {
  return createHttpClient({ baseUrl: TEST_BASE_URL, getAccessToken: () => token, fetch: server.fetch });
}

/** Signs a member up; a moderator is made one the way the command does, by e-mail address. */
export async function join(server: TestServer, username: string, role: 'member' | 'moderator' = 'member') {
  const email = `${username}@example.com`;
  const session = await clientOf(server, null).signUp({
    username,
    email,
    password: `${username}-password-1`,
  });
  if (role === 'moderator') await setModerator(server.deps.db, email, true);
  return {
    client: clientOf(server, session.access),
    username,
    email,
    token: session.access,
  } satisfies Member;
}

/** A memory save payload with a feeling (a tag to say "me too" to), a hashtag and the given privacy. */
export function memoryPayload(title: string, privacy: Privacy = 0, extra: Partial<MemorySavePayload> = {}) {
  return emptySavePayload({
    title,
    description: `What I remember of ${title}. #moderated`,
    feelings: [{ id: 904, description: 'Lonely' }],
    privacy,
    ...extra,
  });
}

/** The HTTP status a call ends with: 0 when it succeeds. */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 0;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

/** The error answer a call ends with (`{ status, detail }`); throws when it succeeds. */
export async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; detail: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, detail: error.detail ?? error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A raw request to the in-process server, for headers and bodies the client does not show. */
export async function raw(
  server: TestServer,
  path: string,
  init: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return server.fetch(`${TEST_BASE_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}
