import { mockErrors, type MockErrorName } from './fixtures/errors.ts';

/**
 * A failure raised inside the mock backend; the handlers turn it into the server's
 * `{ detail, code }` answer with `status`.
 *
 * @example
 * throw new MockHttpError(404, 'not_found', NOT_FOUND_TEXTS.memory);
 */
export class MockHttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: string, detail: string, headers: Readonly<Record<string, string>> = {}) {
    super(detail);
    this.name = 'MockHttpError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }

  /** The answer body the server sends. */
  get body(): { detail: string; code: string } {
    return { detail: this.message, code: this.code };
  }
}

/** A catalogued error, optionally with a more specific detail text. */
export function mockError(name: MockErrorName, detail?: string): MockHttpError {
  const answer = mockErrors[name];
  const headers = 'headers' in answer ? answer.headers : {};
  return new MockHttpError(answer.status, answer.body.code, detail ?? answer.body.detail, headers);
}
