import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { COMMENT_MAX } from './constants.ts';
import { endpoints } from './endpoints.ts';
import { ApiError, isApiError } from './errors.ts';
import { createHttpClient } from './http-client.ts';
import { BASE_URL, commentWire, memoryWire, savePayload, TOKEN } from './test-fixtures.ts';

const url = (path: string) => `${BASE_URL}${path}`;
const createUrl = url(endpoints.createMemory.path);
const updateUrl = url('/memories/api/v1/memories/h4sh1d/get-details');
const feedUrl = url(endpoints.getFeed.path);
const emptyFeed = { results: [], count: 0, total_pages: 0, page: 1 };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  return createHttpClient({ baseUrl: BASE_URL, getAccessToken: () => TOKEN, ...overrides });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const caught: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isApiError(caught)) throw new Error(`expected an ApiError, got ${String(caught)}`);
  return caught;
}

describe('creating a memory', () => {
  it('succeeds only on 201', async () => {
    server.use(http.post(createUrl, () => HttpResponse.json(memoryWire, { status: 201 })));
    await expect(client().createMemory(savePayload())).resolves.toMatchObject({ hashId: 'h4sh1d' });
  });

  it('treats a 200 as a failure (unexpected_status), even with a memory in the answer', async () => {
    server.use(http.post(createUrl, () => HttpResponse.json(memoryWire, { status: 200 })));
    const error = await failureOf(client().createMemory(savePayload()));
    expect(error).toMatchObject({ code: 'unexpected_status', status: 200, endpoint: 'createMemory' });
    expect(error.message).toContain('Create a memory');
    expect(error.message).toContain('expected 201');
  });

  it('sends the Idempotency-Key header when given, and no such header otherwise', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(createUrl, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(memoryWire, { status: 201 });
      }),
    );
    await client().createMemory(savePayload(), { idempotencyKey: 'draft-6f1c' });
    await client().createMemory(savePayload());
    expect(keys).toEqual(['draft-6f1c', null]);
  });

  it('leaves out empty free-text companions and tidies subjects before sending', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(createUrl, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(memoryWire, { status: 201 });
      }),
    );
    await client().createMemory(
      savePayload({ feelings_text: '', needs_text: 'To be seen.', subjects: [' My father', 'My father'] }),
    );
    expect('feelings_text' in body).toBe(false);
    expect(body.needs_text).toBe('To be seen.');
    expect(body.subjects).toEqual(['My father']);
  });

  it('refuses a payload over the limits without sending it', async () => {
    let requests = 0;
    server.use(
      http.post(createUrl, () => {
        requests += 1;
        return HttpResponse.json(memoryWire, { status: 201 });
      }),
    );
    const error = await failureOf(client().createMemory(savePayload({ description: 'x'.repeat(5001) })));
    expect(error).toMatchObject({ code: 'invalid_request', status: 0 });
    expect(error.message).toContain('description: must be at most 5000 characters');
    expect(requests).toBe(0);
  });
});

describe('updating a memory', () => {
  it('succeeds only on 202', async () => {
    server.use(http.put(updateUrl, () => HttpResponse.json(memoryWire, { status: 202 })));
    await expect(client().updateMemory('h4sh1d', savePayload())).resolves.toMatchObject({ hashId: 'h4sh1d' });
  });

  it.each([200, 201, 204])('treats %i as a failure (unexpected_status)', async (status) => {
    server.use(
      http.put(updateUrl, () =>
        status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(memoryWire, { status }),
      ),
    );
    const error = await failureOf(client().updateMemory('h4sh1d', savePayload()));
    expect(error).toMatchObject({ code: 'unexpected_status', status, endpoint: 'updateMemory' });
  });

  it('encodes the hashId into the path', async () => {
    let pathname = '';
    server.use(
      http.put(url('/memories/api/v1/memories/:hashId/get-details'), ({ request }) => {
        pathname = new URL(request.url).pathname;
        return HttpResponse.json(memoryWire, { status: 202 });
      }),
    );
    await client().updateMemory('a b/c', savePayload());
    expect(pathname).toBe('/base/memories/api/v1/memories/a%20b%2Fc/get-details');
  });

  it('refuses an empty hashId without sending anything', async () => {
    const error = await failureOf(client().updateMemory('', savePayload()));
    expect(error).toMatchObject({ code: 'invalid_request', status: 0 });
  });
});

describe('error answers become calm ApiErrors', () => {
  it.each([
    [400, 'invalid_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [410, 'not_found'],
    [413, 'too_large'],
    [422, 'invalid_request'],
    [429, 'rate_limited'],
    [500, 'server_error'],
    [503, 'server_error'],
  ] as const)('%i becomes %s', async (status, code) => {
    server.use(http.get(feedUrl, () => HttpResponse.json({ detail: 'Not now.' }, { status })));
    const error = await failureOf(client().getFeed());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, detail: 'Not now.', endpoint: 'getFeed' });
    expect(error.name).toBe('ApiError');
  });

  it("keeps the server's detail and code", async () => {
    server.use(
      http.post(url(endpoints.createComment.path), () =>
        HttpResponse.json(
          { detail: 'Comments are closed on this memory.', code: 'comments_closed' },
          { status: 403 },
        ),
      ),
    );
    const error = await failureOf(client().createComment({ shareable_link: 'l', content: 'Hello' }));
    expect(error).toMatchObject({
      detail: 'Comments are closed on this memory.',
      serverCode: 'comments_closed',
    });
  });

  it('reads Retry-After in seconds from a 429', async () => {
    server.use(
      http.get(feedUrl, () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '30' } })),
    );
    const error = await failureOf(client().getFeed());
    expect(error).toMatchObject({ code: 'rate_limited', retryAfter: 30 });
  });

  it('reads Retry-After as an HTTP date from a 429', async () => {
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    server.use(
      http.get(feedUrl, () =>
        HttpResponse.json({}, { status: 429, headers: { 'Retry-After': inTwoMinutes } }),
      ),
    );
    const error = await failureOf(client().getFeed());
    expect(error.retryAfter).toBeGreaterThanOrEqual(118);
    expect(error.retryAfter).toBeLessThanOrEqual(120);
  });

  it('turns an HTML error page into server_error without a detail', async () => {
    server.use(
      http.get(feedUrl, () =>
        HttpResponse.html('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502 }),
      ),
    );
    const error = await failureOf(client().getFeed());
    expect(error).toMatchObject({ code: 'server_error', status: 502 });
    expect(error.detail).toBeUndefined();
    expect(error.message).toBe(
      'Something went wrong on our side. Please try again later. (Fetch the feed: HTTP 502)',
    );
  });

  it('turns a network failure into network, status 0', async () => {
    server.use(http.get(feedUrl, () => HttpResponse.error()));
    const error = await failureOf(client().getFeed());
    expect(error).toMatchObject({ code: 'network', status: 0 });
    expect(error.message).toContain('We could not reach the server.');
  });

  it('calls onUnauthorized with the error on any 401, and still rejects', async () => {
    const onUnauthorized = vi.fn();
    server.use(http.get(feedUrl, () => HttpResponse.json({ detail: 'Token expired.' }, { status: 401 })));
    const error = await failureOf(client({ onUnauthorized }).getFeed());
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(error.code).toBe('unauthorized');
  });

  it('does not call onUnauthorized for other errors', async () => {
    const onUnauthorized = vi.fn();
    server.use(http.get(feedUrl, () => HttpResponse.json({}, { status: 403 })));
    await failureOf(client({ onUnauthorized }).getFeed());
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('still rejects with the 401 when onUnauthorized itself throws', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(feedUrl, () => HttpResponse.json({}, { status: 401 })));
    const error = await failureOf(
      client({
        onUnauthorized: () => {
          throw new Error('host bug');
        },
      }).getFeed(),
    );
    expect(error.code).toBe('unauthorized');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('malformed answers become invalid_response, never an exception deep inside a widget', () => {
  it('bad JSON', async () => {
    server.use(
      http.get(
        feedUrl,
        () =>
          new HttpResponse('{"results": [', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const error = await failureOf(client().getFeed());
    expect(error).toMatchObject({ code: 'invalid_response', status: 200, endpoint: 'getFeed' });
    expect(error.message).toContain('Fetch the feed: the answer was not JSON');
  });

  it('an HTML page with status 200', async () => {
    server.use(
      http.get(feedUrl, () => HttpResponse.html('<!doctype html><title>Login</title>', { status: 200 })),
    );
    const error = await failureOf(client().getFeed());
    expect(error.code).toBe('invalid_response');
  });

  it('an empty answer where one is expected', async () => {
    server.use(http.get(feedUrl, () => new HttpResponse('', { status: 200 })));
    const error = await failureOf(client().getFeed());
    expect(error.code).toBe('invalid_response');
    expect(error.message).toContain('the answer was empty');
  });

  it('missing fields, naming what is wrong', async () => {
    server.use(http.get(feedUrl, () => HttpResponse.json({ results: [], count: 0 })));
    const error = await failureOf(client().getFeed());
    expect(error.code).toBe('invalid_response');
    expect(error.message).toContain('total_pages');
  });

  it('a comment without content', async () => {
    server.use(
      http.post(url(endpoints.createComment.path), () =>
        HttpResponse.json({ id: 7, user: 'sam', memory: 'l', created_at: 'now' }, { status: 201 }),
      ),
    );
    const error = await failureOf(client().createComment({ shareable_link: 'l', content: 'Hello' }));
    expect(error.code).toBe('invalid_response');
    expect(error.message).toContain('a comment needs its content');
  });

  it('tolerates unknown extra fields', async () => {
    server.use(
      http.get(feedUrl, () => HttpResponse.json({ ...emptyFeed, next: null, debug: { took_ms: 3 } })),
    );
    await expect(client().getFeed()).resolves.toEqual(emptyFeed);
  });
});

describe('aborting', () => {
  it('rejects as aborted without a request when the signal has already fired', async () => {
    let requests = 0;
    server.use(
      http.get(feedUrl, () => {
        requests += 1;
        return HttpResponse.json(emptyFeed);
      }),
    );
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(client().getFeed({}, { signal: controller.signal }));
    expect(error).toMatchObject({ code: 'aborted', status: 0 });
    expect(requests).toBe(0);
  });

  it('rejects as aborted when the signal fires during the call', async () => {
    server.use(
      http.get(feedUrl, async () => {
        await delay('infinite');
        return HttpResponse.json(emptyFeed);
      }),
    );
    const controller = new AbortController();
    const pending = client().getFeed({}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failureOf(pending);
    expect(error).toMatchObject({
      code: 'aborted',
      status: 0,
      message: expect.stringContaining('cancelled'),
    });
  });
});

describe('tokens and fetch', () => {
  it('reads the token before every call, also from a promise', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.get(feedUrl, ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json(emptyFeed);
      }),
    );
    let token: string | null = 'first';
    const api = client({ getAccessToken: async () => token });
    await api.getFeed();
    token = null;
    await api.getFeed();
    expect(authorizations).toEqual(['Bearer first', null]);
  });

  it('fails fast as unauthenticated when reading the token fails for a call that needs it', async () => {
    const api = client({
      getAccessToken: () => {
        throw new Error('cookie store locked');
      },
    });
    const error = await failureOf(api.getCurrentUser());
    expect(error).toMatchObject({ code: 'unauthenticated', status: 401 });
  });

  it('goes on as a visitor when reading the token fails for a call that does not need it', async () => {
    server.use(http.get(feedUrl, () => HttpResponse.json(emptyFeed)));
    const api = client({ getAccessToken: () => Promise.reject(new Error('cookie store locked')) });
    await expect(api.getFeed()).resolves.toEqual(emptyFeed);
  });

  it('reads globalThis.fetch at call time, not when the client is created', async () => {
    const api = client();
    const spy = vi.fn<typeof fetch>(async () => Response.json(emptyFeed));
    vi.stubGlobal('fetch', spy);
    try {
      await api.getFeed();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('uses an injected fetch, with a relative base URL and without a trailing slash', async () => {
    const injected = vi.fn<typeof fetch>(async () => Response.json(emptyFeed));
    const api = createHttpClient({ baseUrl: '/api/', getAccessToken: () => null, fetch: injected });
    await api.getFeed({ page: 1 });
    expect(api.baseUrl).toBe('/api');
    expect(injected).toHaveBeenCalledWith(
      '/api/memories/api/v1/feed/?page=1',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('sends logout with credentials included', async () => {
    const injected = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    await createHttpClient({ baseUrl: BASE_URL, getAccessToken: () => null, fetch: injected }).logOut();
    expect(injected).toHaveBeenCalledWith(
      `${BASE_URL}/logout`,
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
  });
});

describe('session calls', () => {
  it('verifyToken resolves on 200 and rejects as unauthorized on 401', async () => {
    server.use(
      http.post(url('/verify-token'), async ({ request }) => {
        const { token } = (await request.json()) as { token: string };
        return token === 'good'
          ? HttpResponse.json({})
          : HttpResponse.json({ detail: 'Token is invalid' }, { status: 401 });
      }),
    );
    await expect(client().verifyToken('good')).resolves.toBeUndefined();
    const error = await failureOf(client().verifyToken('expired'));
    expect(error).toMatchObject({ code: 'unauthorized', status: 401, detail: 'Token is invalid' });
  });

  it('refreshToken returns the rotated refresh token when the server sends one', async () => {
    server.use(http.post(url('/refresh-token'), () => HttpResponse.json({ access: 'a2', refresh: 'r2' })));
    await expect(client().refreshToken('r1')).resolves.toEqual({ access: 'a2', refresh: 'r2' });
  });
});

describe('interaction details', () => {
  it('empathizes with a comment by its id, and with a memory with an empty comment_id', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(url('/api/v1/empathy/new/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { empathy_id: 41 } }, { status: 201 });
      }),
    );
    await client().createEmpathy({ shareable_link: 'l', comment_id: 7 });
    await client().createEmpathy({ shareable_link: 'l' });
    expect(bodies).toEqual([
      { shareable_link: 'l', comment_id: 7 },
      { shareable_link: 'l', comment_id: '' },
    ]);
  });

  it('gives praise to a comment with comment_id, labels comma-joined', async () => {
    let query: Record<string, string> = {};
    server.use(
      http.post(url('/api/v1/feedback/new'), ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json({ feedback_id: 4, labels: ['Kind', 'Wise'] }, { status: 201 });
      }),
    );
    await client().createFeedback({ labels: ['Kind', 'Wise'], comment_id: 7 });
    expect(query).toEqual({ feedback: 'Kind,Wise', comment_id: '7' });
  });

  it('refuses more than 3 praise labels, or a label with a comma, without sending', async () => {
    const tooMany = await failureOf(
      client().createFeedback({ labels: ['A', 'B', 'C', 'D'], shareable_link: 'l' }),
    );
    const comma = await failureOf(client().createFeedback({ labels: ['Brave, kind'], shareable_link: 'l' }));
    expect(tooMany).toMatchObject({ code: 'invalid_request', status: 0 });
    expect(tooMany.message).toContain('must have at most 3 labels');
    expect(comma.message).toContain('must not contain a comma');
  });

  it(`refuses a comment over ${COMMENT_MAX} characters without sending`, async () => {
    const error = await failureOf(
      client().createComment({ shareable_link: 'l', content: 'x'.repeat(COMMENT_MAX + 1) }),
    );
    expect(error).toMatchObject({ code: 'invalid_request', status: 0 });
  });

  it('sends a report remark only when given', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(url('/guide/'), async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    await client().sendReport({ memory: 'l', metoo: null, reason: 4, remark: 'It names my school.' });
    await client().sendReport({ memory: 'l', metoo: null, reason: 2 });
    expect(bodies).toEqual([
      { memory: 'l', metoo: null, reason: 4, remark: 'It names my school.' },
      { memory: 'l', metoo: null, reason: 2 },
    ]);
  });

  it('reads every comment variant from a comment list into one shape', async () => {
    server.use(
      http.get(url('/api/v1/comments/'), () =>
        HttpResponse.json({
          results: [
            commentWire,
            { comment_id: 9, comment_str: 'Same here.', commented_by: 'river', memory: 'l', created_at: 't' },
            {
              private_comment_id: 3,
              private_comment_str: 'For you.',
              user: { username: 'sam' },
              memory: 'l',
              created_at: 't',
            },
          ],
          count: 3,
          total_pages: 1,
          page: 1,
        }),
      ),
    );
    const page = await client().listComments({ shareable_link: 'l' });
    expect(
      page.results.map(({ id, content, author, is_private }) => ({ id, content, author, is_private })),
    ).toEqual([
      { id: 7, content: 'Thank you for sharing this.', author: { username: 'sam' }, is_private: false },
      { id: 9, content: 'Same here.', author: { username: 'river' }, is_private: false },
      { id: 3, content: 'For you.', author: { username: 'sam' }, is_private: true },
    ]);
  });

  it('fills in the requested page when a server leaves it out', async () => {
    server.use(http.get(feedUrl, () => HttpResponse.json({ results: [], count: 0, total_pages: 0 })));
    await expect(client().getFeed({ page: 3 })).resolves.toMatchObject({ page: 3 });
    await expect(client().getFeed()).resolves.toMatchObject({ page: 1 });
  });

  it('leaves unset memory-list filters out of the query', async () => {
    let search = '';
    server.use(
      http.get(url('/memories/api/v1/memories/'), ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json(emptyFeed);
      }),
    );
    await client().listMemories({ home: true, person_actions: [] });
    expect(search).toBe('?home=true');
  });
});

describe('conditional GETs (ETag)', () => {
  const notificationsUrl = url(endpoints.listNotifications.path);
  const page = { results: [], count: 0, total_pages: 0, page: 1, unseen_count: 4 };

  it('sends If-None-Match after an answer with an ETag, and reuses that answer on a 304', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(notificationsUrl, ({ request }) => {
        const match = request.headers.get('If-None-Match');
        seen.push(match);
        if (match === '"v1"') return new HttpResponse(null, { status: 304, headers: { ETag: '"v1"' } });
        return HttpResponse.json(page, { headers: { ETag: '"v1"' } });
      }),
    );
    const api = client();
    expect((await api.listNotifications()).unseen_count).toBe(4);
    expect((await api.listNotifications()).unseen_count).toBe(4);
    expect(seen).toEqual([null, '"v1"']);
  });

  it('keeps answers apart per token, and sends nothing conditional without an ETag', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(notificationsUrl, ({ request }) => {
        seen.push(request.headers.get('If-None-Match'));
        return HttpResponse.json(page);
      }),
    );
    let token = 'one';
    const api = client({ getAccessToken: () => token });
    await api.listNotifications();
    token = 'two';
    await api.listNotifications();
    await api.listNotifications();
    expect(seen).toEqual([null, null, null]);
  });
});
