import { describe, expect, it } from 'vitest';

import { ApiError, isApiError } from './errors.ts';

describe('ApiError', () => {
  it('is an Error with a status, a code and the optional server details', () => {
    const error = new ApiError('Please sign in to continue.', {
      status: 429,
      code: 'rate_limited',
      detail: 'Slow down.',
      serverCode: 'throttled',
      retryAfter: 30,
      endpoint: 'getFeed',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      message: 'Please sign in to continue.',
      status: 429,
      code: 'rate_limited',
      detail: 'Slow down.',
      serverCode: 'throttled',
      retryAfter: 30,
      endpoint: 'getFeed',
    });
  });

  it('leaves absent details undefined and keeps a cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new ApiError('We could not reach the server.', { status: 0, code: 'network', cause });
    expect(error.detail).toBeUndefined();
    expect(error.retryAfter).toBeUndefined();
    expect(error.cause).toBe(cause);
  });
});

describe('isApiError', () => {
  it('recognises an ApiError', () => {
    expect(isApiError(new ApiError('x', { status: 0, code: 'aborted' }))).toBe(true);
  });

  it('recognises an ApiError from another copy of the package by its shape', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 404, code: 'not_found' });
    expect(isApiError(foreign)).toBe(true);
  });

  it('refuses other errors and values', () => {
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 1, code: 'network' })).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('ApiError')).toBe(false);
  });
});
