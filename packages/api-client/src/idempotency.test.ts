import { afterEach, describe, expect, it, vi } from 'vitest';

import { newIdempotencyKey } from './idempotency.ts';

afterEach(() => vi.unstubAllGlobals());

describe('newIdempotencyKey', () => {
  it('is a random UUID where the platform has one', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('never repeats without crypto.randomUUID (an old browser, a plain-http page)', () => {
    vi.stubGlobal('crypto', {});
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[0-9a-z]+-[0-9a-z]+-[0-9a-z]+$/);
  });
});
