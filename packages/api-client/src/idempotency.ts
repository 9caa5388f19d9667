/**
 * A fresh key for the `Idempotency-Key` header of a create (or any id a browser makes up): a
 * random UUID where the platform has one, else time and randomness that will not repeat on
 * one device. Keep it with the draft, so a retry after a reload sends the same key.
 *
 * @example
 * const key = newIdempotencyKey();
 * await client.createMemory(payload, { idempotencyKey: key });
 */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi !== undefined && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
