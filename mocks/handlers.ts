/**
 * MSW handlers for every endpoint of the api-client's `endpoints` table, answered by a
 * stateful `MockBackend`, plus typed per-endpoint override factories for stories and tests.
 */
import {
  methodNotAllowed,
  Refusal,
  refusedRequest,
  wireNotification,
} from '@childhood-memories/api-client/domain';
import {
  endpointSchemas,
  endpoints,
  NOT_FOUND_TEXTS,
  type EndpointAnswer,
  type EndpointKey,
  type HttpMethod,
} from '@childhood-memories/api-client';
import { delay as mswDelay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import type * as z from 'zod/mini';

import { MockHttpError, mockError } from './backend-errors.ts';
import type { MockBackend } from './backend.ts';
import { mockErrors, type MockErrorBody } from './fixtures/errors.ts';
import type { MockMember } from './fixtures/members.ts';
import {
  ageRanges,
  chronicEvents,
  contentWarnings,
  emotionalChanges,
  feedbackOptions,
  feelings,
  healthEffects,
  needs,
  personActions,
  persons,
  reactionOptions,
  reportReasons,
  riskFactors,
  siblings,
  socialEffects,
  suddenEvents,
  thoughts,
  type ReferenceMemoryType,
  type ReferenceNamedOption,
  type ReferenceOption,
} from '@childhood-memories/api-client/reference-data';
import {
  wireComment,
  wireFeedItem,
  wireGroupedNotification,
  wireMemory,
  wireMeTooComment,
  wirePage,
  wireResonanceNotification,
} from './wire.ts';

import { MOCK_API_BASE } from './base-url.ts';

export { MOCK_API_BASE };

/** How long every mock answer waits: milliseconds, or MSW's realistic server time ('real'). */
export type MockDelay = number | 'real';

/** Options shared by `createHandlers` and the override factories. */
export interface MockHandlerOptions {
  /** Where the API lives (default `MOCK_API_BASE`). */
  baseUrl?: string;
}

/** Options of `createHandlers`. */
export interface CreateHandlersOptions extends MockHandlerOptions {
  /** Wait before every answer (default: no delay). */
  delay?: MockDelay;
}

type Schemas<K extends EndpointKey> = (typeof endpointSchemas)[K];
type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** The raw answer body of an endpoint (api-client's `EndpointAnswer`, which the server is checked against too). */
export type { EndpointAnswer };

/** The parsed query of an endpoint (undefined when it takes none). */
export type EndpointQuery<K extends EndpointKey> = Parsed<Schemas<K>['query']>;

/** The parsed JSON body of an endpoint (undefined when it takes none). */
export type EndpointBody<K extends EndpointKey> = Parsed<Schemas<K>['body']>;

interface RouteContext<K extends EndpointKey> {
  readonly backend: MockBackend;
  readonly viewer: MockMember | null;
  /** The Bearer token the call came with (null without one). */
  readonly token: string | null;
  readonly query: EndpointQuery<K>;
  readonly body: EndpointBody<K>;
  readonly params: Readonly<Record<string, string>>;
  readonly request: Request;
}

/** A route answers with the raw body (sent with the endpoint's success status) or a full Response. */
type Route<K extends EndpointKey> = (
  context: RouteContext<K>,
) => EndpointAnswer<K> | Response | Promise<EndpointAnswer<K> | Response>;

/** The URL pattern MSW matches for an endpoint: `{param}` becomes `:param`. */
export function endpointUrl(key: EndpointKey, baseUrl: string = MOCK_API_BASE): string {
  const path = endpoints[key].path.replace(/\{(\w+)\}/g, ':$1');
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

function methodOf(key: EndpointKey): (typeof http)['get'] {
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

function byMemoryType<T extends { readonly memory_types: readonly ReferenceMemoryType[] }>(
  rows: readonly T[],
  memoryType: number,
): Omit<T, 'memory_types'>[] {
  return rows
    .filter((row) => row.memory_types.includes(memoryType as ReferenceMemoryType))
    .map((row) => withoutMemoryTypes(row));
}

function withoutMemoryTypes<T extends { readonly memory_types: readonly ReferenceMemoryType[] }>(
  row: T,
): Omit<T, 'memory_types'> {
  const { memory_types: _memoryTypes, ...rest } = row;
  return rest;
}

function namedRows(rows: readonly ReferenceNamedOption[]) {
  return rows.map((row) => withoutMemoryTypes(row));
}

function describedRows(rows: readonly ReferenceOption[], memoryType: number) {
  return byMemoryType(rows, memoryType);
}

function idParam(params: Readonly<Record<string, string>>, name: string): number {
  const value = params[name] ?? '';
  if (!/^[1-9]\d*$/.test(value)) throw mockError('notFound');
  return Number(value);
}

function textParam(params: Readonly<Record<string, string>>, name: string): string {
  return params[name] ?? '';
}

function reactionOption(value: unknown): 1 | 2 | 3 | 4 | 5 | 6 {
  if (value === 1 || value === 2 || value === 3 || value === 4 || value === 5 || value === 6) return value;
  throw mockError('invalidRequest', 'Please choose one of the six reactions.');
}

const REPORT_REASONS_BY_ID = new Map(reportReasons.map((reason) => [reason.id, reason]));

/** What each endpoint does, keyed by the table's keys: a missing key is a type error. */
const routes: { [K in EndpointKey]: Route<K> } = {
  /* ── Memory writing ── */
  autocompleteHashtags: ({ backend, viewer, query }) => backend.autocomplete(viewer, query.q),
  createMemory: ({ backend, viewer, body, query, request }) => {
    const { memory } = backend.createMemory(viewer, body, request.headers.get('Idempotency-Key'), {
      autosave: query.autosave,
    });
    return wireMemory(backend, viewer, memory);
  },
  updateMemory: ({ backend, viewer, body, params, query }) =>
    wireMemory(
      backend,
      viewer,
      backend.updateMemory(viewer, textParam(params, 'hashId'), body, {
        autosave: query.autosave,
      }),
    ),
  getMemory: ({ backend, viewer, params }) =>
    wireMemory(backend, viewer, backend.memoryByHash(viewer, textParam(params, 'hashId'))),
  deleteMemory: ({ backend, viewer, params }) => {
    backend.deleteMemory(viewer, textParam(params, 'hashId'));
    return null;
  },
  getMemoryByLink: ({ backend, viewer, params }) =>
    wireMemory(backend, viewer, backend.memoryByLink(viewer, textParam(params, 'shareable_link'))),
  getLastPrivacy: ({ backend, viewer }) => ({ privacy: backend.lastPrivacy(viewer) }),
  uploadPhoto: async ({ backend, viewer, request }) => {
    let image: FormDataEntryValue | null = null;
    try {
      image = (await request.formData()).get('image');
    } catch {
      image = null;
    }
    if (image === null || typeof image === 'string') {
      return HttpResponse.json({ error: 'Please choose a photo to upload.' }, { status: 400 });
    }
    try {
      return backend.uploadPhoto(viewer, { type: image.type, size: image.size });
    } catch (error) {
      if (error instanceof MockHttpError && error.status === 400) {
        return HttpResponse.json({ error: error.message }, { status: 400 });
      }
      throw error;
    }
  },
  deleteTempPhoto: ({ backend, viewer, query }) => {
    backend.deleteTempPhoto(viewer, query.temp_id);
    return null;
  },
  listTempPhotos: ({ backend, viewer }) => backend.tempPhotoList(viewer),

  /* ── Reference data ── */
  listAgeRanges: () => namedRows(ageRanges),
  listPersons: () => namedRows(persons),
  listPersonActions: ({ query }) => describedRows(personActions, query.mt),
  listPersonsInvolved: ({ query }) => byMemoryType(persons, query.mt),
  listSiblings: ({ query }) => describedRows(siblings, query.mt),
  listRiskFactors: ({ query }) => describedRows(riskFactors, query.mt),
  listChronicEvents: ({ query }) => describedRows(chronicEvents, query.mt),
  listSuddenEvents: ({ query }) => describedRows(suddenEvents, query.mt),
  listFeelings: ({ query }) => describedRows(feelings, query.mt),
  listNeeds: ({ query }) => describedRows(needs, query.mt),
  listThoughts: ({ query }) => describedRows(thoughts, query.mt),
  listEmotions: ({ query }) => describedRows(emotionalChanges, query.mt),
  listHealthEffects: ({ query }) => describedRows(healthEffects, query.mt),
  listSocialEffects: ({ query }) => byMemoryType(socialEffects, query.mt),
  listContentWarnings: () => contentWarnings.map((warning) => ({ ...warning })),
  listReactionOptions: () =>
    reactionOptions.map((option) => ({
      id: option.id,
      label: option.label,
      ui_sort_order: option.ui_sort_order,
    })),
  listFeedbackOptions: () => feedbackOptions.map((option) => ({ ...option })),
  listReportReasons: ({ query }) =>
    reportReasons.filter((reason) => reason.type === query.type).map(({ id, reason }) => ({ id, reason })),

  /* ── Reading and search ── */
  getFeed: ({ backend, viewer, query }) =>
    wirePage(backend.feed(viewer, query.page), (item) => wireFeedItem(backend, viewer, item)),
  listMemories: ({ backend, viewer, query }) =>
    wirePage(
      backend.listMemories(viewer, {
        page: query.page,
        slug: query.slug,
        tag_type: query.tag_type,
        persons_involved: query.persons_involved,
        person_actions: query.person_actions,
        home: query.home,
        user: query.user,
      }),
      (memory) => wireMemory(backend, viewer, memory),
    ),
  searchByHashtag: ({ backend, viewer, query, params }) =>
    wirePage(
      backend.listMemories(viewer, { page: query.page, hashtag: textParam(params, 'tag') }),
      (memory) => wireMemory(backend, viewer, memory),
    ),
  searchByTag: ({ backend, viewer, query, params }) =>
    wirePage(
      backend.listMemories(viewer, {
        page: query.page,
        tag_type: textParam(params, 'tag_type'),
        slug: textParam(params, 'slug'),
      }),
      (memory) => wireMemory(backend, viewer, memory),
    ),
  searchByUser: ({ backend, viewer, query, params }) => {
    const username = textParam(params, 'username');
    if (backend.member(username) === null) throw mockError('notFound', NOT_FOUND_TEXTS.member);
    return wirePage(backend.listMemories(viewer, { page: query.page, user: username }), (memory) =>
      wireMemory(backend, viewer, memory),
    );
  },

  /* ── Interaction ── */
  getInteractionStatus: ({ backend, viewer, params }) =>
    backend.interactionStatus(viewer, textParam(params, 'shareable_link')),
  createResonance: ({ backend, viewer, query }) =>
    backend.createResonance(viewer, query.shareable_link, query.memory_tag_id),
  deleteResonance: ({ backend, viewer, query }) => {
    backend.deleteResonance(viewer, query.resonance_id);
    return null;
  },
  createFeedback: ({ backend, viewer, query }) =>
    backend.createFeedback(viewer, query.feedback, {
      shareable_link: query.shareable_link,
      comment_id: query.comment_id,
    }),
  updateFeedback: ({ backend, viewer, query }) =>
    backend.updateFeedback(viewer, query.feedback_id, query.feedback, query.shareable_link),
  deleteFeedback: ({ backend, viewer, query }) => {
    backend.deleteFeedback(viewer, query.feedback_id);
    return null;
  },
  getUserFeedback: ({ backend, viewer, query }) =>
    backend.userFeedback(viewer, { shareable_link: query.shareable_link, comment_id: query.comment_id }),
  listComments: ({ backend, viewer, query }) =>
    wirePage(backend.listComments(viewer, query.shareable_link, query.page), (comment) =>
      wireComment(backend, comment),
    ),
  getCommentStatus: ({ backend, viewer, params }) => backend.commentStatus(viewer, idParam(params, 'id')),
  createComment: ({ backend, viewer, body }) =>
    wireComment(backend, backend.createComment(viewer, body.shareable_link, body.content, false)),
  createPrivateComment: ({ backend, viewer, body }) =>
    wireComment(backend, backend.createComment(viewer, body.shareable_link, body.comment_content, true)),
  deleteComment: ({ backend, viewer, params }) => {
    backend.deleteComment(viewer, idParam(params, 'id'), false);
    return null;
  },
  deletePrivateComment: ({ backend, viewer, query }) => {
    backend.deleteComment(viewer, query.private_comment_id, true);
    return null;
  },
  updatePrivateComment: ({ backend, viewer, body }) =>
    wireComment(backend, backend.updateComment(viewer, body.private_comment_id, body.comment_content, true)),
  updateComment: ({ backend, viewer, body, params }) =>
    wireComment(backend, backend.updateComment(viewer, idParam(params, 'id'), body.content, false)),
  hideComment: ({ backend, viewer, params }) => {
    backend.hideComment(viewer, idParam(params, 'id'));
    return null;
  },
  createEmpathy: ({ backend, viewer, body }) => ({
    data: backend.createEmpathy(viewer, body.shareable_link, body.comment_id === '' ? null : body.comment_id),
  }),
  deleteEmpathy: ({ backend, viewer, body }) => {
    backend.deleteEmpathy(viewer, body.empathy_id);
    return null;
  },
  createTrauma: ({ backend, viewer, body }) => ({
    data: backend.createTrauma(viewer, body.shareable_link, body.comment_id),
  }),
  deleteTrauma: ({ backend, viewer, body }) => {
    backend.deleteTrauma(viewer, body.trauma_id);
    return null;
  },
  createSave: ({ backend, viewer, body }) => ({ data: backend.createSave(viewer, body.shareable_link) }),
  deleteSave: ({ backend, viewer, query }) => {
    backend.deleteSave(viewer, query.save_id);
    return null;
  },
  createReaction: ({ backend, viewer, query }) =>
    backend.createReaction(viewer, query.shareable_link, reactionOption(query.reaction_option_id)),
  updateReaction: ({ backend, viewer, query }) =>
    backend.updateReaction(viewer, query.reaction_id, reactionOption(query.reaction_option_id)),
  deleteReaction: ({ backend, viewer, query }) => {
    backend.deleteReaction(viewer, query.reaction_id);
    return null;
  },
  sendReport: ({ backend, viewer, body }) => {
    const reason = REPORT_REASONS_BY_ID.get(body.reason);
    if (reason === undefined || reason.type !== (body.metoo === null ? 1 : 2)) {
      throw mockError('invalidRequest', 'Please choose one of the listed reasons.');
    }
    backend.report(viewer, body, reason.is_other);
    return null;
  },
  listVotes: ({ backend, viewer }) => backend.votesOf(viewer),
  listMeTooComments: ({ backend, viewer, query }) =>
    wirePage(backend.meTooComments(viewer, query.shareable_link, query.page), (comment) =>
      wireMeTooComment(backend, comment, backend.memoryByLink(viewer, comment.memory).title),
    ),
  getConnectStatus: ({ backend, viewer, query }) => backend.connectStatus(viewer, query.shareable_link),

  /* ── Notifications ── */
  listNotifications: ({ backend, viewer, query, request }) =>
    conditional(request, backend.notificationVersion(viewer, 'list', query.page ?? 1), () => ({
      ...wirePage(backend.notificationPage(viewer, query.page), (facts) => wireNotification(facts)),
      unseen_count: backend.unseenCount(viewer),
      unread_count: backend.unreadCount(viewer),
    })),
  listGroupedNotifications: ({ backend, viewer, query, request }) =>
    conditional(request, backend.notificationVersion(viewer, 'grouped', query.page ?? 1), () => ({
      ...wirePage(backend.groupedNotificationPage(viewer, query.page), wireGroupedNotification),
      unseen_count: backend.unseenCount(viewer),
      unread_count: backend.unreadCount(viewer),
    })),
  listResonanceNotifications: ({ backend, viewer, query, request }) =>
    conditional(request, backend.notificationVersion(viewer, 'resonance', query.page ?? 1), () => ({
      ...wirePage(backend.resonanceNotificationPage(viewer, query.page), wireResonanceNotification),
      unseen_count: backend.unseenCount(viewer),
      unread_count: backend.unreadCount(viewer),
    })),
  getUnseenNotificationCount: ({ backend, viewer, request }) =>
    conditional(request, backend.notificationVersion(viewer, 'unseen'), () => ({
      unseen_count: backend.unseenCount(viewer),
    })),
  markAllNotificationsSeen: ({ backend, viewer }) => {
    backend.markAllSeen(viewer);
    return null;
  },
  markNotificationsRead: ({ backend, viewer, body }) => {
    backend.markRead(viewer, body.notification_ids);
    return null;
  },

  /* ── Account and session ── */
  verifyPassword: ({ backend, viewer, body }) => {
    backend.verifyPassword(viewer, body.password);
    return null;
  },
  deleteAccount: ({ backend, viewer, body }) => {
    backend.deleteAccount(viewer, body.password);
    return null;
  },
  changeEmail: ({ backend, viewer, body }) => {
    backend.changeEmail(viewer, body.new_email);
    return null;
  },
  validateEmailChange: ({ backend, viewer, body }) => {
    backend.validateEmailChange(viewer, body.code, body.new_email);
    return null;
  },
  changePassword: ({ backend, viewer, body, token }) => {
    backend.changePassword(viewer, body.new_password, body.confirm_new_password, token);
    return null;
  },
  contactSupport: ({ backend, viewer, body }) => {
    backend.contactSupport(viewer, body);
    return null;
  },
  refreshToken: ({ backend, body }) => backend.refresh(body.refresh),
  verifyToken: ({ backend, body }) => {
    backend.verifyToken(body.token);
    return HttpResponse.json({}, { status: 200 });
  },
  setOnboardingStatus: ({ backend, viewer, body }) => {
    backend.setOnboarding(viewer, body.has_passed_onboarding);
    return null;
  },
  logOut: async ({ backend, token, request }) => {
    // A refresh token in a JSON body is its own proof; the Bearer token ends its own session.
    let refresh: string | undefined;
    try {
      const body: unknown = JSON.parse((await request.text()) || '{}');
      if (typeof body === 'object' && body !== null && 'refresh' in body && typeof body.refresh === 'string')
        refresh = body.refresh;
    } catch {
      throw new MockHttpError(400, 'invalid_request', 'The request body is not valid JSON.');
    }
    backend.logOut(token, refresh);
    return null;
  },
  signUp: ({ backend, body }) => backend.session(backend.signUp(body)),
  logIn: ({ backend, body }) => backend.session(backend.logIn(body)),
  forgotPassword: ({ backend, body }) => {
    backend.forgotPassword(body.email);
    return HttpResponse.json(
      { detail: 'If an account uses this email, we have sent a link to it.' },
      { status: 202 },
    );
  },
  resetPassword: ({ backend, body }) => {
    backend.resetPassword(body.token, body.new_password);
    return null;
  },
  getCurrentUser: ({ backend, viewer }) => backend.currentUser(viewer),
  getSafetyPreferences: ({ backend, viewer }) => backend.safetyPreferences(viewer),
  updateSafetyPreferences: ({ backend, viewer, body }) => backend.updateSafetyPreferences(viewer, body),
};

/**
 * A notification answer for a poll: 304 while `If-None-Match` names the current ETag, else the
 * answer with it (as the server: `Cache-Control: private, no-cache`).
 */
function conditional(request: Request, etag: string, answer: () => unknown): Response {
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
  const match = request.headers.get('If-None-Match');
  if (match !== null && match.split(',').some((tag) => tag.trim() === etag)) {
    return new HttpResponse(null, { status: 304, headers });
  }
  return HttpResponse.json(answer() as never, { headers });
}

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
  backend: MockBackend,
  options: CreateHandlersOptions,
): HttpHandler {
  const endpoint = endpoints[key];
  const schemas: { params: z.ZodMiniType | null; query: z.ZodMiniType | null; body: z.ZodMiniType | null } =
    endpointSchemas[key];
  const route = routes[key] as Route<K>;
  return methodOf(key)(endpointUrl(key, options.baseUrl), async ({ request, params }) => {
    await waitFor(options.delay);
    const failure = backend.takeFailure(key);
    if (failure !== null) return errorAnswer(failure.status, failure.detail);
    try {
      let viewer: MockMember | null = null;
      const token = endpoint.auth === 'none' ? null : bearerToken(request);
      if (endpoint.auth !== 'none') {
        if (token !== null) {
          viewer = backend.memberForToken(token);
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
          json = await request.json();
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
  return [...ENDPOINT_KEYS.map((key) => routeHandler(key, backend, options)), ...methodHandlers(options)];
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
function errorAnswer(
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
