import type * as z from 'zod/mini';

import { endpointSchemas } from './endpoint-schemas.ts';
import { buildPath, endpoints, type EndpointKey } from './endpoints.ts';
import { ApiError, apiErrorMessage, codeForStatus, parseRetryAfter, type ApiErrorCode } from './errors.ts';

/**
 * Where `createHttpClient` sends its calls and how it authorizes them.
 *
 * @example
 * ```ts
 * const config: HttpClientConfig = {
 *   baseUrl: 'https://api.example.org',
 *   getAccessToken: () => session.accessToken,
 *   onUnauthorized: () => session.refresh(),
 * };
 * ```
 */
export interface HttpClientConfig {
  /** The API base; endpoint paths are appended to it (a trailing slash is ignored). May be relative, such as '/api'. */
  baseUrl: string;
  /** The member's access token, or null/undefined for a visitor. Read before every call. */
  getAccessToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** A fetch to use instead of `globalThis.fetch` (read at call time, never at import). */
  fetch?: typeof globalThis.fetch;
  /** Called with the error whenever the server answers 401 (the call still rejects). */
  onUnauthorized?: (error: ApiError) => void;
}

/** A query value before it becomes text: lists are comma-joined, undefined is left out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/** What one call sends, besides what the endpoint table says. */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a successful call of an endpoint yields, from its response schema. */
export type EndpointResult<K extends EndpointKey> = (typeof endpointSchemas)[K]['response'] extends infer S
  ? S extends z.ZodMiniType
    ? z.output<S>
    : undefined
  : never;

/** A raw answer, from fetch or from XMLHttpRequest. */
export interface RawResponse {
  status: number;
  text: string;
  retryAfter: string | null;
}

export function failure(
  key: EndpointKey,
  code: ApiErrorCode,
  status: number,
  extra: { reason?: string; detail?: string; serverCode?: string; retryAfter?: number; cause?: unknown } = {},
): ApiError {
  return new ApiError(apiErrorMessage(code, endpoints[key].summary, extra.reason), {
    status,
    code,
    endpoint: key,
    ...(extra.detail === undefined ? {} : { detail: extra.detail }),
    ...(extra.serverCode === undefined ? {} : { serverCode: extra.serverCode }),
    ...(extra.retryAfter === undefined ? {} : { retryAfter: extra.retryAfter }),
    ...(extra.cause === undefined ? {} : { cause: extra.cause }),
  });
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const where = issue.path.length === 0 ? '' : `${issue.path.map(String).join('.')}: `;
      return `${where}${issue.message}`;
    })
    .join('; ');
}

/** Query values as text, in a stable order; undefined values are left out. */
export function serializeQuery(query: Record<string, QueryValue> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (query === undefined) return result;
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    result[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return result;
}

function stringifyQuery(query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search === '' ? '' : `?${search}`;
}

/** Reads the server's `{ detail, code }` (or the photo upload's `{ error }`) from an error answer. */
function errorInfo(text: string): { detail?: string; serverCode?: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof json !== 'object' || json === null) return {};
  const body = json as Record<string, unknown>;
  const info: { detail?: string; serverCode?: string } = {};
  const detail =
    typeof body.detail === 'string' ? body.detail : typeof body.error === 'string' ? body.error : undefined;
  if (detail !== undefined && detail.trim() !== '') info.detail = detail;
  if (typeof body.code === 'string') info.serverCode = body.code;
  return info;
}

export function isAbortError(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted === true) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * The part of the client every call goes through: it builds the request from the endpoint
 * table, checks what is sent and what comes back against the endpoint's schemas, and turns
 * every failure into an `ApiError`.
 */
export function createTransport(config: HttpClientConfig) {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  /**
   * Conditional GETs: the last answer of each GET that carried an `ETag` (per URL and token).
   * The next call sends `If-None-Match`, and a 304 reuses the kept answer, so an unchanged
   * notification poll costs a 304 and no body.
   */
  const validated = new Map<string, { etag: string; text: string }>();

  function notifyUnauthorized(error: ApiError) {
    if (config.onUnauthorized === undefined) return;
    try {
      config.onUnauthorized(error);
    } catch (callbackError) {
      console.error('onUnauthorized threw; the 401 is still reported to the caller.', callbackError);
    }
  }

  /** The URL of a call, its path parameters and query checked against the endpoint's schemas. */
  function prepareUrl(key: EndpointKey, input: CallInput): string {
    let path: string;
    try {
      path = buildPath(endpoints[key].path, input.params ?? {});
    } catch (error) {
      throw failure(key, 'invalid_request', 0, { reason: (error as Error).message, cause: error });
    }
    const paramsSchema = endpointSchemas[key].params;
    if (paramsSchema !== null) {
      const given = Object.fromEntries(
        Object.entries(input.params ?? {}).map(([name, value]) => [name, String(value)]),
      );
      const checked = paramsSchema.safeParse(given);
      if (!checked.success) {
        throw failure(key, 'invalid_request', 0, {
          reason: describeIssues(checked.error),
          cause: checked.error,
        });
      }
    }
    const query = serializeQuery(input.query);
    const querySchema = endpointSchemas[key].query;
    if (querySchema !== null) {
      const checked = querySchema.safeParse(query);
      if (!checked.success) {
        throw failure(key, 'invalid_request', 0, {
          reason: describeIssues(checked.error),
          cause: checked.error,
        });
      }
    }
    return `${baseUrl}${path}${stringifyQuery(query)}`;
  }

  /** The JSON body of a call, checked against the endpoint's body schema. */
  function prepareBody(key: EndpointKey, body: unknown): string | undefined {
    const bodySchema = endpointSchemas[key].body;
    if (bodySchema === null) return undefined;
    const checked = bodySchema.safeParse(body);
    if (!checked.success) {
      throw failure(key, 'invalid_request', 0, {
        reason: describeIssues(checked.error),
        cause: checked.error,
      });
    }
    return JSON.stringify(body);
  }

  /** The access token for a call; fails fast when the endpoint needs one and there is none. */
  async function accessToken(key: EndpointKey): Promise<string | undefined> {
    const { auth } = endpoints[key];
    if (auth === 'none') return undefined;
    let token: string | null | undefined;
    try {
      token = await config.getAccessToken();
    } catch (error) {
      if (auth === 'optional') return undefined;
      throw failure(key, 'unauthenticated', 401, {
        reason: 'the access token could not be read',
        cause: error,
      });
    }
    if (typeof token === 'string' && token !== '') return token;
    if (auth === 'required') throw failure(key, 'unauthenticated', 401, { reason: 'no access token' });
    return undefined;
  }

  /** Turns a raw answer into the endpoint's result, or rejects with an `ApiError`. */
  function interpret<K extends EndpointKey>(key: K, raw: RawResponse): EndpointResult<K> {
    const endpoint = endpoints[key];
    if (raw.status !== endpoint.success) {
      const code = codeForStatus(raw.status);
      const info = errorInfo(raw.text);
      const retryAfter = raw.status === 429 ? parseRetryAfter(raw.retryAfter) : undefined;
      const reason =
        code === 'unexpected_status'
          ? `answered ${raw.status}, expected ${endpoint.success}`
          : `HTTP ${raw.status}`;
      const error = failure(key, code, raw.status, {
        reason,
        ...info,
        ...(retryAfter === undefined ? {} : { retryAfter }),
      });
      if (raw.status === 401) notifyUnauthorized(error);
      throw error;
    }
    const responseSchema = endpointSchemas[key].response;
    if (responseSchema === null) return undefined as EndpointResult<K>;
    if (raw.text.trim() === '') {
      throw failure(key, 'invalid_response', raw.status, { reason: 'the answer was empty' });
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.text);
    } catch (error) {
      throw failure(key, 'invalid_response', raw.status, { reason: 'the answer was not JSON', cause: error });
    }
    // The photo upload answers `{ error }` when it refuses a photo, whatever the status.
    const refusal =
      key === 'uploadPhoto' && typeof json === 'object' && json !== null
        ? (json as { error?: unknown }).error
        : undefined;
    if (typeof refusal === 'string') {
      throw failure(key, 'invalid_request', raw.status, { reason: 'the server refused it', detail: refusal });
    }
    const parsed = responseSchema.safeParse(json);
    if (!parsed.success) {
      throw failure(key, 'invalid_response', raw.status, {
        reason: `the answer did not match: ${describeIssues(parsed.error)}`,
        cause: parsed.error,
      });
    }
    return parsed.data as unknown as EndpointResult<K>;
  }

  function throwIfAborted(key: EndpointKey, signal: AbortSignal | undefined) {
    if (signal?.aborted === true) throw failure(key, 'aborted', 0, { cause: signal.reason });
  }

  /** One JSON call of the endpoint `key`. */
  async function call<K extends EndpointKey>(
    key: K,
    input: CallInput,
    signal: AbortSignal | undefined,
  ): Promise<EndpointResult<K>> {
    const endpoint = endpoints[key];
    throwIfAborted(key, signal);
    const url = prepareUrl(key, input);
    const body = prepareBody(key, input.body);
    const token = await accessToken(key);
    throwIfAborted(key, signal);

    const headers: Record<string, string> = { Accept: 'application/json', ...input.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    const cacheKey = endpoint.method === 'GET' ? `${token ?? ''}\n${url}` : null;
    const kept = cacheKey === null ? undefined : validated.get(cacheKey);
    if (kept !== undefined) headers['If-None-Match'] = kept.etag;

    const fetchImpl = config.fetch ?? globalThis.fetch;
    if (typeof fetchImpl !== 'function') {
      throw failure(key, 'network', 0, { reason: 'fetch is not available here' });
    }

    let raw: RawResponse;
    try {
      const response = await fetchImpl(url, {
        method: endpoint.method,
        headers,
        credentials: endpoint.credentials ? 'include' : 'same-origin',
        ...(body === undefined ? {} : { body }),
        ...(signal === undefined ? {} : { signal }),
      });
      raw = {
        status: response.status,
        text: await response.text(),
        retryAfter: response.headers.get('Retry-After'),
      };
      if (cacheKey !== null) {
        const etag = response.headers.get('ETag');
        if (raw.status === 304 && kept !== undefined) {
          raw = { status: endpoint.success, text: kept.text, retryAfter: null };
        } else if (raw.status === endpoint.success && etag !== null) {
          validated.delete(cacheKey);
          validated.set(cacheKey, { etag, text: raw.text });
          // A few polled lists at most; the oldest goes first.
          if (validated.size > 32) validated.delete(validated.keys().next().value as string);
        }
      }
    } catch (error) {
      if (isAbortError(error, signal)) throw failure(key, 'aborted', 0, { cause: error });
      throw failure(key, 'network', 0, { cause: error });
    }
    return interpret(key, raw);
  }

  return { baseUrl, call, interpret, prepareUrl, accessToken, throwIfAborted };
}

/** The transport `createHttpClient` builds on. */
export type Transport = ReturnType<typeof createTransport>;
