import { Refusal } from '@childhood-memories/api-client/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The `code` of an error answer; the api-client maps the status to the same words. */
export type ErrorCode =
  | 'invalid_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'server_error';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  invalid_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  server_error: 500,
};

/** An error with a calm, readable `detail` that the server answers as `{ detail, code }`. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, detail: string, options: { retryAfter?: number } = {}) {
    super(detail);
    this.code = code;
    this.status = STATUS[code];
    this.retryAfter = options.retryAfter;
  }
}

export const badRequest = (detail: string) => new HttpError('invalid_request', detail);
export const unauthenticated = (detail = 'Please sign in to continue.') =>
  new HttpError('unauthenticated', detail);
export const forbidden = (detail = 'You are not allowed to do that.') => new HttpError('forbidden', detail);
export const notFound = (detail = 'We could not find that.') => new HttpError('not_found', detail);
export const conflict = (detail: string) => new HttpError('conflict', detail);
export const tooLarge = (detail: string) => new HttpError('too_large', detail);
export const unsupportedMediaType = (detail: string) => new HttpError('unsupported_media_type', detail);

/** Answers an error as JSON `{ detail, code }`; unexpected errors are logged without request data. */
export function errorResponse(error: unknown, c: Context): Response {
  // A rule of the domain core refused: the same answer the mock backend gives.
  if (error instanceof Refusal) return c.json(error.body, error.status);
  if (error instanceof HttpError) {
    if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter));
    return c.json({ detail: error.message, code: error.code }, error.status);
  }
  if (isHttpExceptionLike(error)) {
    const status = error.status;
    const code: ErrorCode =
      status === 413 ? 'too_large' : status === 401 ? 'unauthenticated' : 'invalid_request';
    const detail = status === 413 ? 'That is too large to send.' : 'The request could not be read.';
    return c.json({ detail, code }, status === 413 ? 413 : status === 401 ? 401 : 400);
  }
  console.error('unexpected error:', error instanceof Error ? (error.stack ?? error.message) : String(error));
  return c.json(
    { detail: 'Something went wrong on our side. Please try again later.', code: 'server_error' },
    500,
  );
}

function isHttpExceptionLike(error: unknown): error is { status: number } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500
  );
}
