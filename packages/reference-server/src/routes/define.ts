import {
  type EndpointAnswer,
  type EndpointKey,
  endpoints,
  endpointSchemas,
} from '@childhood-memories/api-client';
import type { Hono } from 'hono';
import type * as z from 'zod/mini';

import { refuse } from '@childhood-memories/api-client/domain';

import { verifyAccessTokenCached } from '../auth/tokens.ts';
import type { AppContext, AppEnv, Viewer } from '../context.ts';
import { unauthenticated } from '../errors.ts';
import { jsonBody, type ParseSchema, parseWith, queryObject } from '../http.ts';

type Schemas<K extends EndpointKey> = (typeof endpointSchemas)[K];
type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a route handler receives: the caller and the request parsed by the shared schemas. */
export interface RouteInput<K extends EndpointKey> {
  viewer: (typeof endpoints)[K]['auth'] extends 'required' ? Viewer : Viewer | null;
  query: Out<Schemas<K>['query']>;
  body: Out<Schemas<K>['body']>;
  params: Out<Schemas<K>['params']>;
}

/**
 * What a handler answers: the endpoint table's answer (sent as JSON with the table's success
 * status; the compiler checks it against the response schema's wire shape), nothing for an
 * endpoint whose answer carries nothing, or a Response of its own (a 304, a cached body).
 */
export type RouteAnswer<K extends EndpointKey> =
  Response | (EndpointAnswer<K> extends null ? void : EndpointAnswer<K>);

/** A handler of one endpoint. */
export type RouteHandler<K extends EndpointKey> = (
  c: AppContext,
  input: RouteInput<K>,
) => Promise<RouteAnswer<K>> | RouteAnswer<K>;

/** Hono's path syntax for a table template: `{hashId}` becomes `:hashId`. */
export function honoPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

const WWW_AUTHENTICATE = 'Bearer realm="childhood-memories"';

/**
 * Reads the Bearer token: null without one, 401 when it is not valid, its session has ended
 * (log-out, password change) or its member is gone. Answered from memory when the member is
 * cached: the notification poll's 304 costs no query.
 */
export async function resolveViewer(c: AppContext): Promise<Viewer | null> {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const deps = c.get('deps');
  const claims = match?.[1] ? verifyAccessTokenCached(match[1], deps.config.jwtSecret) : null;
  const viewer = claims && !deps.sessions.isRevoked(claims.sid) ? await deps.members.get(claims.sub) : null;
  if (!claims || !viewer) {
    c.header('WWW-Authenticate', WWW_AUTHENTICATE);
    throw refuse('sessionEnded');
  }
  c.set('session', claims.sid);
  return viewer;
}

/** Every key registered so far: the server refuses to start with an endpoint missing. */
export const registered = new Set<EndpointKey>();

/**
 * Registers the handler of one endpoint of the api-client table: method, path and success
 * status come from the table, the query and body are validated with its shared schemas, and
 * the auth rule is enforced before the handler runs.
 */
export function route<K extends EndpointKey>(app: Hono<AppEnv>, key: K, handler: RouteHandler<K>): void {
  const endpoint = endpoints[key];
  const schemas = endpointSchemas[key] as { params: unknown; query: unknown; body: unknown };
  registered.add(key);
  // A GET named create/update/delete/hide changes something too (the specification's style).
  const writes = endpoint.method !== 'GET' || /^(create|update|delete|hide)/.test(key);
  app.on(endpoint.method, honoPath(endpoint.path), async (c) => {
    const viewer = endpoint.auth === 'none' ? null : await resolveViewer(c);
    if (endpoint.auth === 'required' && viewer === null) {
      c.header('WWW-Authenticate', WWW_AUTHENTICATE);
      throw unauthenticated();
    }
    c.set('viewer', viewer);
    const params = schemas.params
      ? parseWith(schemas.params as ParseSchema<unknown>, c.req.param())
      : undefined;
    const query = schemas.query
      ? parseWith(schemas.query as ParseSchema<unknown>, queryObject(c))
      : undefined;
    const body = schemas.body
      ? parseWith(schemas.body as ParseSchema<unknown>, await jsonBody(c))
      : undefined;
    const input = { viewer, query, body, params } as RouteInput<K>;
    let result: RouteAnswer<K>;
    if (!writes) result = await handler(c, input);
    else {
      try {
        result = await handler(c, input);
      } finally {
        // Committed or not, cached reads start again: a cached read never outlives a write.
        const deps = c.get('deps');
        await deps.reads.written(deps.db);
      }
    }
    if (result instanceof Response) return result;
    if (endpoint.success === 204 || result === undefined)
      return c.body(null, endpoint.success === 204 ? 204 : endpoint.success);
    return c.json(result, endpoint.success);
  });
}
