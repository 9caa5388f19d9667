import { HttpError } from './errors.ts';

/** A rule: at most `limit` attempts per `windowSeconds` for one key. */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** The limits on the routes that guess secrets or create accounts. */
export const RATE_RULES = {
  login: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { limit: 50, windowSeconds: 15 * 60 },
  signup: { limit: 10, windowSeconds: 60 * 60 },
  verifyPassword: { limit: 10, windowSeconds: 15 * 60 },
  passwordReset: { limit: 5, windowSeconds: 60 * 60 },
  emailCode: { limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/**
 * Fixed-window counters in memory (one process). A self-hoster running several processes
 * puts the limits in the reverse proxy as well.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #enabled: boolean;

  constructor(enabled: boolean) {
    this.#enabled = enabled;
  }

  /** Counts one attempt; throws 429 with `Retry-After` once the rule's limit is passed. */
  hit(bucket: string, key: string, rule: RateRule, now = Date.now()): void {
    if (!this.#enabled) return;
    const id = `${bucket}\u0000${key}`;
    let window = this.#windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      this.#windows.set(id, window);
    }
    window.count += 1;
    if (window.count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new HttpError('rate_limited', 'Too many attempts. Please wait a little and try again.', {
        retryAfter,
      });
    }
    if (this.#windows.size > 50_000) this.#sweep(now);
  }

  /** Forgets a key, e.g. after a successful log-in. */
  reset(bucket: string, key: string): void {
    this.#windows.delete(`${bucket}\u0000${key}`);
  }

  #sweep(now: number): void {
    for (const [id, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(id);
  }
}
