/**
 * What went wrong, as one of a small fixed set of codes a widget can branch on.
 *
 * - `network`: no answer at all (offline, DNS, CORS). Status 0.
 * - `aborted`: the caller's `AbortSignal` fired. Status 0.
 * - `unauthenticated`: the call needs a signed-in member and there was no access token; nothing was sent. Status 401.
 * - `unauthorized`: the server answered 401 (token missing, expired or invalid).
 * - `forbidden`: 403.
 * - `not_found`: 404 or 410.
 * - `conflict`: 409 or 412.
 * - `too_large`: 413 (a photo too big).
 * - `rate_limited`: 429; see `retryAfter`.
 * - `invalid_request`: the server refused what was sent (400, 422, other 4xx), or the client's own check
 *   refused it before sending (status 0), or the photo upload answered with an `error` field.
 * - `invalid_response`: the answer could not be read (not JSON, or not the documented shape).
 * - `unexpected_status`: a status other than the documented success status, such as 200 where 201 is required.
 * - `server_error`: 5xx.
 *
 * @example
 * ```ts
 * const retryable = (code: ApiErrorCode) => code === 'network' || code === 'server_error';
 * ```
 */
export type ApiErrorCode =
  | 'network'
  | 'aborted'
  | 'unauthenticated'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'invalid_request'
  | 'invalid_response'
  | 'unexpected_status'
  | 'server_error';

/**
 * Everything an {@link ApiError} carries besides its message.
 *
 * @example
 * ```ts
 * const init: ApiErrorInit = { status: 404, code: 'not_found', detail: 'No such memory.' };
 * ```
 */
export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  /** The server's own explanation (`detail`, or the photo upload's `error`), when it gave one. */
  detail?: string;
  /** The server's machine-readable `code` field, when it gave one. */
  serverCode?: string;
  /** Seconds to wait before trying again (from a 429 answer's `Retry-After`). */
  retryAfter?: number;
  /** The endpoint key of the call that failed, such as `createMemory`. */
  endpoint?: string;
  cause?: unknown;
}

/**
 * The one error type every client call rejects with. Never thrown for a successful answer;
 * a malformed answer becomes `code: 'invalid_response'` rather than an exception deep inside a component.
 *
 * @example
 * ```ts
 * try {
 *   await client.createMemory(payload);
 * } catch (error) {
 *   if (isApiError(error) && error.code === 'rate_limited') wait(error.retryAfter ?? 5);
 * }
 * ```
 */
export class ApiError extends Error {
  /** The HTTP status, or 0 when there was no answer (network failure, abort, client-side check). */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly detail?: string;
  readonly serverCode?: string;
  readonly retryAfter?: number;
  readonly endpoint?: string;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    if (init.detail !== undefined) this.detail = init.detail;
    if (init.serverCode !== undefined) this.serverCode = init.serverCode;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
    if (init.endpoint !== undefined) this.endpoint = init.endpoint;
  }
}

/**
 * Whether a caught value is an {@link ApiError} (also across bundle copies, by shape).
 *
 * @example
 * ```ts
 * promise.catch((error) => (isApiError(error) ? error.detail : undefined));
 * ```
 */
export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  return (
    value instanceof Error &&
    value.name === 'ApiError' &&
    typeof (value as { status?: unknown }).status === 'number' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

const CALM_MESSAGES: Record<ApiErrorCode, string> = {
  network: 'We could not reach the server. Please check your connection and try again.',
  aborted: 'The request was cancelled.',
  unauthenticated: 'Please sign in to continue.',
  unauthorized: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  not_found: 'We could not find what you were looking for.',
  conflict: 'This was changed in the meantime. Please refresh and try again.',
  too_large: 'This is too large to send.',
  rate_limited: 'There have been many requests. Please wait a moment and try again.',
  invalid_request: 'Some details were not accepted. Please check them and try again.',
  invalid_response: 'The answer from the server could not be read. Please try again later.',
  unexpected_status: 'The server answered in an unexpected way. Please try again later.',
  server_error: 'Something went wrong on our side. Please try again later.',
};

/**
 * The calm sentence for an error code, followed by which call failed (for logs and support).
 *
 * @example
 * ```ts
 * apiErrorMessage('network', 'Fetch the feed'); // 'We could not reach the server. … (Fetch the feed)'
 * ```
 */
export function apiErrorMessage(code: ApiErrorCode, call?: string, reason?: string): string {
  const base = CALM_MESSAGES[code];
  const parts = [call, reason].filter((part): part is string => part !== undefined && part !== '');
  return parts.length === 0 ? base : `${base} (${parts.join(': ')})`;
}

/**
 * The error code for an HTTP status that is not the call's success status.
 *
 * @example
 * ```ts
 * codeForStatus(429); // 'rate_limited'
 * ```
 */
export function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 409 || status === 412) return 'conflict';
  if (status === 413) return 'too_large';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  if (status >= 400) return 'invalid_request';
  return 'unexpected_status';
}

/**
 * Seconds from a `Retry-After` header: either delta-seconds or an HTTP date.
 *
 * @example
 * ```ts
 * parseRetryAfter('120'); // 120
 * ```
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The `detail` of a 404 answer, by what was not found: one wording for the reference server and
 * the mocks (a widget shows its own calm text; these reach logs, support and a partner's own UI).
 * Someone else's row, a memory the viewer may not read and a row already removed all answer the
 * same, so a 404 never tells whether something exists.
 *
 * @example
 * ```ts
 * throw notFound(NOT_FOUND_TEXTS.memory); // 'We could not find that memory.'
 * ```
 */
export const NOT_FOUND_TEXTS = {
  any: 'We could not find that.',
  memory: 'We could not find that memory.',
  comment: 'We could not find that comment.',
  tag: 'We could not find that tag.',
  reaction: 'We could not find that reaction.',
  praise: 'We could not find that praise.',
  empathy: 'We could not find that empathy.',
  meToo: 'We could not find that "me too".',
  savedMemory: 'We could not find that saved memory.',
  vote: 'We could not find that vote.',
  photo: 'We could not find that photo.',
  member: 'We could not find that member.',
  notification: 'We could not find that notification.',
} as const;
