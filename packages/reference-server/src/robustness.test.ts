import {
  createHttpClient,
  emptySavePayload,
  type EndpointKey,
  endpoints,
  endpointSchemas,
  ID_MAX,
  PAGE_MAX,
  TAG_CATEGORIES,
} from '@childhood-memories/api-client';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JSON_BODY_BYTES_MAX, SECURITY_HEADERS } from './app.ts';
import { createTestServer, TEST_BASE_URL, type TestServer } from './test-support.ts';

/*
 * What a client written from the specification alone, or an attacker, may send: ids past the
 * integer columns, pages past any list, U+0000 in any text, bodies of the wrong type or size.
 * Every route must answer 4xx (never 500), and the shared schemas must refuse these before a
 * query runs. The cases are derived from the endpoint table, so a new route is covered too.
 */

let server: TestServer;
let token: string;
let link: string;
let hashId: string;
let tagId: number;
let commentId: number;

const KEYS = Object.keys(endpoints) as EndpointKey[];
const NUL = 'before\u0000after';
const HUGE_ID = String(2 ** 40);

beforeAll(async () => {
  server = await createTestServer();
  const visitor = createHttpClient({
    baseUrl: TEST_BASE_URL,
    getAccessToken: () => null,
    fetch: server.fetch,
  });
  const ada = await visitor.signUp({ username: 'ada', email: 'ada@example.com', password: 'ada-password-1' });
  const bo = await visitor.signUp({ username: 'bo', email: 'bo@example.com', password: 'bo-password-1' });
  token = ada.access;
  const asAda = createHttpClient({
    baseUrl: TEST_BASE_URL,
    getAccessToken: () => token,
    fetch: server.fetch,
  });
  const asBo = createHttpClient({
    baseUrl: TEST_BASE_URL,
    getAccessToken: () => bo.access,
    fetch: server.fetch,
  });
  const memory = await asAda.createMemory(
    emptySavePayload({ description: 'By the sea. #sea', feelings: [{ id: 904, description: 'Lonely' }] }),
  );
  link = memory.shareable_link;
  hashId = memory.hashId;
  tagId = memory.feelings[0]?.memory_tag_id ?? 0;
  commentId = (await asBo.createComment({ shareable_link: link, content: 'Thank you.' })).id;
}, 180_000);

afterAll(async () => {
  await server?.close();
});

interface Sent {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: BodyInit;
  contentType?: string;
}

function validParams(): Record<string, string> {
  return {
    hashId,
    shareable_link: link,
    id: String(commentId),
    tag: 'sea',
    tag_type: 'feelings',
    slug: 'lonely',
    username: 'ada',
  };
}

async function send(key: EndpointKey, sent: Sent = {}): Promise<{ status: number; detail: string }> {
  const endpoint = endpoints[key];
  const params = { ...validParams(), ...sent.params };
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const query = new URLSearchParams(sent.query ?? {}).toString();
  const headers: Record<string, string> = {};
  if (endpoint.auth !== 'none') headers.authorization = `Bearer ${sent.token ?? token}`;
  if (sent.contentType !== undefined) headers['content-type'] = sent.contentType;
  const response = await server.fetch(`${TEST_BASE_URL}${path}${query ? `?${query}` : ''}`, {
    method: endpoint.method,
    headers,
    ...(sent.body === undefined ? {} : { body: sent.body }),
  });
  const text = await response.text();
  let detail = '';
  try {
    detail = String((JSON.parse(text) as { detail?: unknown }).detail ?? '');
  } catch {
    // not JSON
  }
  return { status: response.status, detail };
}

interface JsonProperty {
  pattern?: string;
  enum?: unknown[];
}

function queryShape(key: EndpointKey): { properties: Record<string, JsonProperty>; required: string[] } {
  const schema = endpointSchemas[key].query;
  if (schema === null) return { properties: {}, required: [] };
  const json = z.toJSONSchema(schema, { io: 'input' }) as {
    properties?: Record<string, JsonProperty>;
    required?: string[];
  };
  return { properties: json.properties ?? {}, required: json.required ?? [] };
}

function querySample(name: string): string {
  const samples: Record<string, string> = {
    q: '#sea',
    temp_id: 'unknown',
    dis: 'false',
    ist: 'true',
    mt: '3',
    type: '1',
    page: '1',
    shareable_link: link,
    memory_tag_id: String(tagId),
    resonance_id: '1',
    feedback: 'Brave',
    feedback_id: '1',
    comment_id: String(commentId),
    private_comment_id: '1',
    save_id: '1',
    reaction_option_id: '1',
    reaction_id: '1',
  };
  const sample = samples[name];
  if (sample === undefined) throw new Error(`no sample for the required query field ${name}`);
  return sample;
}

/** A valid body of every endpoint that takes one; probes change one leaf at a time. */
function validBody(key: EndpointKey): unknown {
  const payload = emptySavePayload({
    description: 'A memory.',
    title: 'A title',
    pattern_title: 'A pattern',
    relationship_description: 'How I show up.',
    age_ranges: [{ id: 103, name: '6-8' }],
    persons_actions: [
      {
        person_involved: { id: 301, description: 'Mother' },
        person_action: [{ id: 441, description: 'Ignored my feelings' }],
      },
    ],
    feelings: [{ id: 904, description: 'Lonely' }],
    sensitive_topics: [2],
    image_list: ['photo'],
    subjects: ['Mother'],
    feelings_text: 'The kitchen clock.',
    family_members: [{ id: 'f1', relation: 'mother', name: 'Mum' }],
  });
  const emptyLists = Object.fromEntries(TAG_CATEGORIES.map((name) => [name, []]));
  const bodies: Partial<Record<EndpointKey, unknown>> = {
    createMemory: payload,
    updateMemory: payload,
    createComment: { shareable_link: link, content: 'Hello' },
    createPrivateComment: { shareable_link: link, comment_content: 'Hello' },
    updatePrivateComment: { private_comment_id: 1, comment_content: 'Hello' },
    updateComment: { content: 'Hello', ...emptyLists },
    createEmpathy: { shareable_link: link, comment_id: '' },
    deleteEmpathy: { empathy_id: 1 },
    createTrauma: { shareable_link: link, comment_id: commentId },
    deleteTrauma: { trauma_id: 1 },
    createSave: { shareable_link: link },
    sendReport: { memory: link, metoo: commentId, reason: 1, remark: 'Because.' },
    markNotificationsRead: { notification_ids: [1] },
    markAllNotificationsRead: { up_to: 1 },
    verifyPassword: { password: 'a password' },
    deleteAccount: { password: 'a password' },
    changeEmail: { new_email: 'new@example.com' },
    validateEmailChange: { code: '123456', new_email: 'new@example.com' },
    changePassword: { new_password: 'a long phrase', confirm_new_password: 'a long phrase' },
    contactSupport: { subject: 'Help', message: 'Please.', email: 'me@example.com' },
    refreshToken: { refresh: 'a refresh token' },
    logOut: { refresh: 'a refresh token' },
    verifyToken: { token: 'a token' },
    setOnboardingStatus: { has_passed_onboarding: true },
    signUp: { username: 'zed', email: 'zed@example.com', password: 'zed-password-1' },
    logIn: { email: 'zed@example.com', password: 'zed-password-1' },
    forgotPassword: { email: 'zed@example.com' },
    resetPassword: { token: 't', new_password: 'a long phrase', confirm_new_password: 'a long phrase' },
    updateSafetyPreferences: { hidden_content_warning_ids: [1] },
    moderate: { action: 'hide', memory: link, comment: commentId, reason: 'hurtful', note: 'Because.' },
    requestReview: { memory: link, comment: commentId, message: 'Please look again.' },
  };
  if (!(key in bodies)) throw new Error(`no valid body for ${key}`);
  return bodies[key];
}

/** Every string and number leaf of a body, with its path. */
function leaves(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([name, item]) => leaves(item, [...path, name]));
  return typeof value === 'string' || typeof value === 'number' ? [{ path, value }] : [];
}

function withLeaf(body: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  target[path[path.length - 1] as string | number] = replacement;
  return copy;
}

describe('ids, pages and NUL in paths and queries', () => {
  it.each(KEYS.filter((key) => endpoints[key].path.includes('{')))(
    '%s: a path id past 32 bits or a NUL in a path parameter is 400',
    async (key) => {
      for (const name of [...endpoints[key].path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)) {
        const isId = name === 'id';
        for (const bad of [NUL, HUGE_ID, '9'.repeat(25), String(ID_MAX + 1)]) {
          const { status, detail } = await send(key, { params: { [name]: bad } });
          if (bad === NUL || isId) {
            expect(status, `${key} ${name}=${JSON.stringify(bad)}`).toBe(400);
            expect(detail).toMatch(new RegExp(`^${name}: `));
          } else {
            expect(status, `${key} ${name}=${bad}`).toBeLessThan(500);
          }
        }
      }
    },
  );

  it.each(KEYS.filter((key) => endpointSchemas[key].query !== null))(
    '%s: every query field refuses NUL, and ids and pages past their bounds, with 400 naming it',
    async (key) => {
      const { properties, required } = queryShape(key);
      const base = Object.fromEntries(required.map((name) => [name, querySample(name)]));
      for (const [name, property] of Object.entries(properties)) {
        const numeric = property.pattern?.includes('[1-9]') === true;
        const probes = [NUL];
        if (numeric) probes.push(HUGE_ID, '9'.repeat(25), String(ID_MAX + 1));
        if (name === 'page') probes.push(String(PAGE_MAX + 1));
        for (const bad of probes) {
          const { status, detail } = await send(key, { query: { ...base, [name]: bad } });
          expect(status, `${key} ?${name}=${JSON.stringify(bad)}`).toBe(400);
          expect(detail).toMatch(new RegExp(`^${name}: `));
        }
      }
    },
  );

  it.each(KEYS)('%s: a NUL or a line break in any query string is never a 500', async (key) => {
    // A member of its own: routes without a query schema (log-out, deletions) still run.
    const session = await createHttpClient({
      baseUrl: TEST_BASE_URL,
      getAccessToken: () => null,
      fetch: server.fetch,
    }).signUp({ username: `q_${key}`, email: `q_${key}@example.com`, password: 'a-password-1' });
    for (const bad of [NUL, 'a\r\nb', HUGE_ID]) {
      const { status } = await send(key, { query: { page: bad, extra: bad }, token: session.access });
      expect(status, `${key} ${JSON.stringify(bad)}`).toBeLessThan(500);
    }
  });
});

describe('ids and NUL in bodies', () => {
  it.each(KEYS.filter((key) => endpointSchemas[key].body !== null))(
    '%s: NUL in every text and ids past 32 bits in every number are 400 naming the field',
    async (key) => {
      const body = validBody(key);
      for (const leaf of leaves(body)) {
        const field = leaf.path.join('.');
        const bad = typeof leaf.value === 'string' ? NUL : 2 ** 40;
        const { status, detail } = await send(key, {
          contentType: 'application/json',
          body: JSON.stringify(withLeaf(body, leaf.path, bad)),
        });
        expect(status, `${key} ${field}`).toBe(400);
        expect(detail.startsWith(`${field}: `), `${key} ${field}: ${detail}`).toBe(true);
      }
    },
  );

  it('says which field holds the NUL on memory create, comment create and autocomplete', async () => {
    const memory = await send('createMemory', {
      contentType: 'application/json',
      body: JSON.stringify(emptySavePayload({ description: NUL })),
    });
    expect(memory).toEqual({
      status: 400,
      detail: 'description: must not contain the NUL character (U+0000)',
    });
    const comment = await send('createComment', {
      contentType: 'application/json',
      body: JSON.stringify({ shareable_link: link, content: NUL }),
    });
    expect(comment).toEqual({ status: 400, detail: 'content: must not contain the NUL character (U+0000)' });
    const autocomplete = await send('autocompleteHashtags', { query: { q: `#se${NUL}` } });
    expect(autocomplete).toEqual({ status: 400, detail: 'q: must not contain the NUL character (U+0000)' });
  });
});

describe('body types and sizes follow the route', () => {
  it.each(KEYS.filter((key) => key !== 'uploadPhoto'))(
    '%s refuses a multipart, form or text body with 415',
    async (key) => {
      // A GET carries no body, but its header alone is refused the same way.
      const hasBody = endpoints[key].method !== 'GET';
      const form = new FormData();
      form.set('image', new Blob(['x']), 'x.jpg');
      const multipart = hasBody
        ? await send(key, { body: form })
        : await send(key, { contentType: 'multipart/form-data; boundary=x' });
      expect(multipart.status).toBe(415);
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const { status } = await send(key, { contentType, ...(hasBody ? { body: '{}' } : {}) });
        expect(status, contentType).toBe(415);
      }
    },
  );

  it('refuses a 20 MB body labelled multipart on a JSON route unread, and a large JSON body with 413', async () => {
    const big = new Uint8Array(20 * 1024 * 1024);
    const multipart = await send('createComment', {
      contentType: 'multipart/form-data; boundary=x',
      body: big,
    });
    expect(multipart.status).toBe(415);
    const json = await send('createComment', { contentType: 'application/json', body: big });
    expect(json.status).toBe(413);
    const justOver = await send('createComment', {
      contentType: 'application/json',
      body: JSON.stringify({ shareable_link: link, content: 'x'.repeat(JSON_BODY_BYTES_MAX) }),
    });
    expect(justOver.status).toBe(413);
    // A body streamed without a length is counted as it arrives.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i += 1) controller.enqueue(new Uint8Array(100 * 1024).fill(32));
        controller.close();
      },
    });
    const streamed = await server.fetch(`${TEST_BASE_URL}${endpoints.createComment.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('takes multipart only on the upload route, and refuses JSON there with 415', async () => {
    expect((await send('uploadPhoto', { contentType: 'application/json', body: '{}' })).status).toBe(415);
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'noise.bin');
    // Larger than any JSON body, within the upload limit: read, and refused for what it is.
    const noise = await send('uploadPhoto', { body: form });
    expect(noise.status).toBe(400);
    expect(noise.detail).toMatch(/not supported/);
  });
});

describe('cross-origin answers', () => {
  it('answers a listed partner with credentials, any other origin without, and says the answer varies by origin', async () => {
    const url = `${TEST_BASE_URL}${endpoints.getFeed.path}`;
    const partner = await server.fetch(url, { headers: { origin: 'https://partner.example' } });
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(partner.headers.get('access-control-allow-credentials')).toBe('true');
    expect(partner.headers.get('access-control-expose-headers')).toBe('ETag,Retry-After');
    const stranger = await server.fetch(url, { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const none = await server.fetch(url);
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
    for (const response of [partner, stranger, none]) {
      expect(response.headers.get('vary')).toMatch(/Origin/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    const preflight = await server.fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });
});

describe('security headers', () => {
  it('ride on every answer: a page, a 304, an error and a refusal', async () => {
    const poll = `${TEST_BASE_URL}${endpoints.getUnseenNotificationCount.path}`;
    const first = await server.fetch(poll, { headers: { authorization: `Bearer ${token}` } });
    const answers = [
      await server.fetch(`${TEST_BASE_URL}${endpoints.getFeed.path}`),
      await server.fetch(poll, {
        headers: { authorization: `Bearer ${token}`, 'if-none-match': first.headers.get('etag') ?? '' },
      }),
      await server.fetch(`${TEST_BASE_URL}/no/such/route`),
      await server.fetch(`${TEST_BASE_URL}${endpoints.getCurrentUser.path}`),
      await server.fetch(`${TEST_BASE_URL}${endpoints.getFeed.path}?page=0`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 304, 404, 401, 400]);
    for (const answer of answers) {
      for (const [name, value] of SECURITY_HEADERS) expect(answer.headers.get(name), name).toBe(value);
    }
  });
});
