/**
 * The override factories: one endpoint answered your way (a resolver, a fixed answer, an error, a delay,
 * a malformed answer, a network failure), put before `createHandlers(...)` so it wins.
 */
import {
  endpoints,
  type EndpointAnswer,
  type EndpointKey,
  type HttpMethod,
} from '@childhood-memories/api-client';
import { delay as mswDelay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { mockErrors, type MockErrorBody } from './fixtures/errors.ts';
import { MOCK_API_BASE } from './base-url.ts';

/** Options shared by `createHandlers` and the override factories. */
export interface MockHandlerOptions {
  /** Where the API lives (default `MOCK_API_BASE`). */
  baseUrl?: string;
}

/** The URL pattern MSW matches for an endpoint: `{param}` becomes `:param`. */
export function endpointUrl(key: EndpointKey, baseUrl: string = MOCK_API_BASE): string {
  const path = endpoints[key].path.replace(/\{(\w+)\}/g, ':$1');
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

export function methodOf(key: EndpointKey): (typeof http)['get'] {
  const method: HttpMethod = endpoints[key].method;
  switch (method) {
    case 'GET':
      return http.get;
    case 'POST':
      return http.post;
    case 'PUT':
      return http.put;
    case 'PATCH':
      return http.patch;
    case 'DELETE':
      return http.delete;
  }
}

/** Every endpoint key of the api-client's table, in table order. */
export const ENDPOINT_KEYS = Object.keys(endpoints) as EndpointKey[];

/* ───────────── Override factories ───────────── */

/**
 * A handler for one endpoint with your own MSW resolver. Put it before `createHandlers(...)`
 * so it wins.
 *
 * @example
 * mockEndpoint('getUnseenNotificationCount', () => HttpResponse.json({ unseen_count: 12 }));
 */
export function mockEndpoint<K extends EndpointKey>(
  key: K,
  resolver: HttpResponseResolver,
  options: MockHandlerOptions = {},
): HttpHandler {
  return methodOf(key)(endpointUrl(key, options.baseUrl), resolver);
}

/**
 * A handler that answers one endpoint with a fixed raw body, typed by the endpoint, with the
 * endpoint's success status unless `status` is given.
 *
 * @example
 * answerHandler('listNotifications', { results: [], count: 0, total_pages: 0, page: 1, unseen_count: 0 });
 */
export function answerHandler<K extends EndpointKey>(
  key: K,
  body: EndpointAnswer<K>,
  options: MockHandlerOptions & { status?: number; headers?: Record<string, string> } = {},
): HttpHandler {
  const status = options.status ?? endpoints[key].success;
  return mockEndpoint(
    key,
    () =>
      body === null
        ? new HttpResponse(null, { status, headers: options.headers ?? {} })
        : HttpResponse.json(body as never, { status, headers: options.headers ?? {} }),
    options,
  );
}

function defaultErrorBody(status: number): MockErrorBody {
  const known = Object.values(mockErrors).find((answer) => answer.status === status);
  if (known !== undefined) return known.body;
  return status >= 500 ? mockErrors.serverError.body : mockErrors.invalidRequest.body;
}

/**
 * A handler that makes one endpoint fail with `status` and the server's `{ detail, code }` body
 * (from the error catalogue when not given; a 429 carries `Retry-After`).
 *
 * @example
 * errorHandler('createMemory', 500);
 * errorHandler('uploadPhoto', 400, { error: 'This photo is too large.' });
 */
export function errorHandler<K extends EndpointKey>(
  key: K,
  status: number,
  body?: Partial<MockErrorBody> | { error: string } | string,
  options: MockHandlerOptions & { headers?: Record<string, string> } = {},
): HttpHandler {
  return mockEndpoint(key, () => errorAnswer(status, body, options.headers), options);
}

/** An error answer as the server gives it: the catalogue's body for `status` unless given; a 429 carries `Retry-After`. */
export function errorAnswer(
  status: number,
  body?: Partial<MockErrorBody> | { error: string } | string,
  extraHeaders: Record<string, string> = {},
): Response {
  const fallback = defaultErrorBody(status);
  const payload =
    body === undefined
      ? fallback
      : typeof body === 'string'
        ? { detail: body, code: fallback.code }
        : 'error' in body
          ? body
          : { detail: body.detail ?? fallback.detail, code: body.code ?? fallback.code };
  const headers: Record<string, string> = {
    ...(status === 429 ? { 'Retry-After': String(mockErrors.rateLimited.headers['Retry-After']) } : {}),
    ...extraHeaders,
  };
  return HttpResponse.json(payload, { status, headers });
}

/**
 * A handler that delays one endpoint and then lets the next handler answer; `'infinite'` never
 * answers (a loading state that stays).
 *
 * @example
 * parameters: { msw: { handlers: [delayedHandler('uploadPhoto', 'infinite'), ...createHandlers(backend)] } }
 */
export function delayedHandler<K extends EndpointKey>(
  key: K,
  wait: number | 'infinite' | 'real',
  options: MockHandlerOptions = {},
): HttpHandler {
  return mockEndpoint(
    key,
    async () => {
      await mswDelay(wait);
      return undefined;
    },
    options,
  );
}

/** The ways a malformed answer can be malformed. */
export type MalformedKind = 'invalid-json' | 'wrong-shape' | 'html';

/**
 * A handler whose answer the client cannot read: JSON that does not parse, JSON of the wrong
 * shape, or an HTML error page, with the endpoint's success status.
 *
 * @example
 * malformedHandler('getMemory', 'html');
 */
export function malformedHandler<K extends EndpointKey>(
  key: K,
  kind: MalformedKind = 'wrong-shape',
  options: MockHandlerOptions = {},
): HttpHandler {
  const status = endpoints[key].success === 204 ? 200 : endpoints[key].success;
  return mockEndpoint(
    key,
    () => {
      switch (kind) {
        case 'invalid-json':
          return new HttpResponse('{"results": [', {
            status,
            headers: { 'Content-Type': 'application/json' },
          });
        case 'wrong-shape':
          return HttpResponse.json({ unexpected: true, results: 'not a list' }, { status });
        case 'html':
          return HttpResponse.html('<!doctype html><title>Bad gateway</title><h1>502 Bad Gateway</h1>', {
            status,
          });
      }
    },
    options,
  );
}

/**
 * A handler that fails one endpoint at the network level (no answer at all).
 *
 * @example
 * networkErrorHandler('listNotifications');
 */
export function networkErrorHandler<K extends EndpointKey>(
  key: K,
  options: MockHandlerOptions = {},
): HttpHandler {
  return mockEndpoint(key, () => HttpResponse.error(), options);
}
