/**
 * MSW handlers for every endpoint of the api-client's `endpoints` table, answered by a
 * stateful `MockBackend` (routes/), plus typed per-endpoint override factories (overrides.ts).
 */
import { methodNotAllowed, Refusal, refusedRequest } from '@childhood-memories/api-client/domain';
import {
  endpointSchemas,
  endpoints,
  type EndpointAnswer,
  type EndpointKey,
} from '@childhood-memories/api-client';
import { delay as mswDelay, http, HttpResponse, type HttpHandler } from 'msw';
import { MockHttpError, mockError } from './backend-errors.ts';
import { implementationOf, type InMemoryBackend, type MockBackend } from './backend.ts';
import { type MockMember } from './fixtures/members.ts';
import { MOCK_API_BASE } from './base-url.ts';
import type * as z from 'zod/mini';
import { memoryRoutes } from './routes/memories.ts';
import { communityRoutes } from './routes/community.ts';
import { moderationRoutes } from './routes/moderation.ts';
import { type Route, type EndpointBody, type EndpointQuery } from './route-kit.ts';
import { ENDPOINT_KEYS, endpointUrl, errorAnswer, methodOf, type MockHandlerOptions } from './overrides.ts';

export { MOCK_API_BASE };
export type { EndpointAnswer };
export type { EndpointBody, EndpointQuery } from './route-kit.ts';
export {
  answerHandler,
  delayedHandler,
  ENDPOINT_KEYS,
  endpointUrl,
  errorHandler,
  malformedHandler,
  mockEndpoint,
  networkErrorHandler,
} from './overrides.ts';
export type { MalformedKind, MockHandlerOptions } from './overrides.ts';

/** How long every mock answer waits: milliseconds, or MSW's realistic server time ('real'). */
export type MockDelay = number | 'real';

/** Options of `createHandlers`. */
export interface CreateHandlersOptions extends MockHandlerOptions {
  /** Wait before every answer (default: no delay). */
  delay?: MockDelay;
}

/** What each endpoint does, keyed by the table's keys: a missing key is a type error. */
const routes: { [K in EndpointKey]: Route<K> } = { ...memoryRoutes, ...communityRoutes, ...moderationRoutes };

function errorResponse(error: MockHttpError): Response {
  return HttpResponse.json(error.body, { status: error.status, headers: { ...error.headers } });
}

function parseWith(schema: z.ZodMiniType | null, value: unknown): unknown {
  if (schema === null) return undefined;
  const result = schema.safeParse(value);
  // Worded as the server words it: the first problem and its field.
  if (!result.success) throw refusedRequest(result.error.issues);
  return result.data;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization');
  if (header === null) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? '';
}

function stringParams(
  params: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') result[name] = value;
  }
  return result;
}

async function waitFor(delay: MockDelay | undefined): Promise<void> {
  if (delay === undefined) return;
  await (delay === 'real' ? mswDelay('real') : mswDelay(delay));
}

function routeHandler<K extends EndpointKey>(
  key: K,
  backend: InMemoryBackend,
  options: CreateHandlersOptions,
): HttpHandler {
  const endpoint = endpoints[key];
  const schemas: { params: z.ZodMiniType | null; query: z.ZodMiniType | null; body: z.ZodMiniType | null } =
    endpointSchemas[key];
  const route = routes[key] as Route<K>;
  return methodOf(key)(endpointUrl(key, options.baseUrl), async ({ request, params }) => {
    await waitFor(options.delay);
    const failure = backend.core.takeFailure(key);
    if (failure !== null) return errorAnswer(failure.status, failure.detail);
    try {
      let viewer: MockMember | null = null;
      const token = endpoint.auth === 'none' ? null : bearerToken(request);
      if (endpoint.auth !== 'none') {
        if (token !== null) {
          viewer = backend.members.memberForToken(token);
          if (viewer === null) {
            throw new MockHttpError(401, 'unauthenticated', 'Your session has ended. Please sign in again.', {
              'WWW-Authenticate': 'Bearer realm="childhood-memories"',
            });
          }
        }
        if (endpoint.auth === 'required' && viewer === null) throw mockError('unauthenticated');
      }
      const url = new URL(request.url);
      // As the reference server: path ids past the integer column, or a NUL, are a 400.
      parseWith(schemas.params, stringParams(params));
      const query = parseWith(schemas.query, Object.fromEntries(url.searchParams));
      let body: unknown;
      if (schemas.body !== null) {
        let json: unknown;
        try {
          // No body at all is an empty object, as the server reads it.
          const text = await request.text();
          json = text.trim() === '' ? {} : JSON.parse(text);
        } catch {
          throw new MockHttpError(400, 'invalid_request', 'The request body is not valid JSON.');
        }
        body = parseWith(schemas.body, json);
      }
      const answer = await route({
        backend,
        viewer,
        token,
        query: query as EndpointQuery<K>,
        body: body as EndpointBody<K>,
        params: stringParams(params),
        request,
      });
      if (answer instanceof Response) return answer;
      if (answer === null)
        return new HttpResponse(null, { status: endpoint.success === 204 ? 204 : endpoint.success });
      return HttpResponse.json(answer as never, { status: endpoint.success });
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error);
      // A rule of the domain core refused: the answer the server gives.
      if (error instanceof Refusal) return HttpResponse.json(error.body, { status: error.status });
      throw error;
    }
  });
}

/**
 * MSW handlers for every endpoint of the api-client's `endpoints` table, answered by `backend`.
 * Request bodies and queries are validated with the api-client's schemas (400 `{ detail, code }`
 * when invalid); `Authorization: Bearer <token>` picks the member (see `MEMBER_TOKENS`).
 *
 * @example
 * const backend = createMockBackend();
 * const server = setupServer(...createHandlers(backend));
 * // Storybook: parameters: { msw: { handlers: createHandlers(createMockBackend(), { delay: 'real' }) } }
 */
export function createHandlers(backend: MockBackend, options: CreateHandlersOptions = {}): HttpHandler[] {
  const implementation = implementationOf(backend);
  return [
    ...ENDPOINT_KEYS.map((key) => routeHandler(key, implementation, options)),
    ...methodHandlers(options),
  ];
}

/** An address of the API asked with a method it does not take: 405 with Allow, as the server. */
function methodHandlers(options: MockHandlerOptions): HttpHandler[] {
  const base = new URL(options.baseUrl ?? MOCK_API_BASE, 'http://localhost').pathname.replace(/\/+$/, '');
  const paths = [...new Set(ENDPOINT_KEYS.map((key) => endpointUrl(key, options.baseUrl)))];
  return paths.map((url) =>
    http.all(url, ({ request }) => {
      const refused = methodNotAllowed(new URL(request.url).pathname.slice(base.length), request.method);
      if (refused === null) return undefined;
      return HttpResponse.json(refused.body, { status: refused.status, headers: { Allow: refused.allow } });
    }),
  );
}
