import { invalid } from './refusals.ts';

/** The longest `Idempotency-Key` a create takes. */
export const IDEMPOTENCY_KEY_MAX = 200;

/**
 * The `Idempotency-Key` of a create, trimmed: the same key from the same member returns the
 * memory created first, never a second one. Left out, none (undefined); empty or longer than
 * {@link IDEMPOTENCY_KEY_MAX}, refused with 400.
 *
 * @example
 * const key = idempotencyKeyOf(request.headers.get('Idempotency-Key'));
 */
export function idempotencyKeyOf(header: string | null | undefined): string | undefined {
  if (header === null || header === undefined) return undefined;
  const key = header.trim();
  if (key === '' || key.length > IDEMPOTENCY_KEY_MAX)
    throw invalid(`Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters.`);
  return key;
}
