import {
  isApiError,
  newIdempotencyKey,
  type Memory,
  type MemorySavePayload,
} from '@childhood-memories/api-client';

import { AUTOSAVE_RETRY_DELAYS_MS } from './constants.ts';

/** What the inline save state shows: nothing yet, 'Saving…', 'Saved', or 'Not saved yet — retrying'. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'retrying';

/** How the queue talks to the server and to the wizard. */
export interface AutosaveQueueOptions {
  /** The hashId of the memory, or null while it was never saved (the first save creates it). */
  hashId: string | null;
  create(payload: MemorySavePayload, idempotencyKey: string): Promise<Memory>;
  update(hashId: string, payload: MemorySavePayload): Promise<Memory>;
  onStateChange(state: SaveState): void;
  /** After a save succeeded and no newer change waits: the memory as the server now has it. */
  onSaved(memory: Memory): void;
  /** A failed attempt (the specification only logs it; the queue retries). */
  onError?(error: unknown): void;
  /** Waits between attempts; default `AUTOSAVE_RETRY_DELAYS_MS`, the last repeats. */
  retryDelaysMs?: readonly number[];
  /** A fresh idempotency key for a create (default `crypto.randomUUID()`). */
  createIdempotencyKey?: () => string;
}

/**
 * Saves the member's latest answers, one request at a time, so rapid changes never reorder:
 * while a save is in flight, newer changes wait, and only the newest is sent next (the last
 * choice wins on the server). A failed save keeps the newest answers and retries with
 * back-off (1 s, 2 s, 4 s … then every 30 s) until it goes through; a new change or
 * `retryNow()` (when the device comes back online) tries again at once. A create keeps its
 * idempotency key across retries, so a retried create never makes two memories.
 *
 * @example
 * ```ts
 * const queue = new AutosaveQueue({ hashId: null, create, update, onStateChange: setState, onSaved });
 * queue.push(buildSavePayload(base, answers));
 * ```
 */
export class AutosaveQueue {
  private hashId: string | null;
  private pending: MemorySavePayload | null = null;
  private inFlight = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private createKey: string | null = null;
  private disposed = false;
  private waiters: (() => void)[] = [];
  private readonly options: AutosaveQueueOptions;

  constructor(options: AutosaveQueueOptions) {
    this.options = options;
    this.hashId = options.hashId;
  }

  /** The hashId once the memory exists on the server. */
  get memoryHashId(): string | null {
    return this.hashId;
  }

  /** Whether answers wait to be saved (in flight, queued or retrying). */
  get busy(): boolean {
    return this.inFlight || this.pending !== null;
  }

  /** Save these answers as soon as possible (replacing any newer-than-sent answers waiting). */
  push(payload: MemorySavePayload): void {
    if (this.disposed) return;
    this.pending = payload;
    this.clearRetry();
    void this.flush();
  }

  /** Try a waiting save now (for example when the device comes back online). */
  retryNow(): void {
    if (this.retryTimer === null) return;
    this.clearRetry();
    void this.flush();
  }

  /** Resolves once nothing waits to be saved. */
  settled(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Stop retrying (the widget is gone). A request in flight still completes. */
  dispose(): void {
    this.disposed = true;
    this.clearRetry();
  }

  private clearRetry() {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private async flush(): Promise<void> {
    if (this.inFlight || this.pending === null || this.disposed) return;
    const payload = this.pending;
    this.pending = null;
    this.inFlight = true;
    this.options.onStateChange('saving');
    try {
      let memory: Memory;
      if (this.hashId === null) {
        this.createKey ??= (this.options.createIdempotencyKey ?? newIdempotencyKey)();
        memory = await this.options.create(payload, this.createKey);
        this.createKey = null;
      } else {
        memory = await this.options.update(this.hashId, payload);
      }
      this.hashId = memory.hashId;
      this.failures = 0;
      this.inFlight = false;
      if (this.pending !== null) {
        void this.flush();
        return;
      }
      this.options.onStateChange('saved');
      this.options.onSaved(memory);
      this.resolveWaiters();
    } catch (error) {
      this.inFlight = false;
      this.options.onError?.(error);
      // A newer change supersedes the failed one; otherwise the failed answers are kept.
      this.pending ??= payload;
      if (this.disposed) return;
      if (isApiError(error) && error.code === 'aborted') return;
      const delays = this.options.retryDelaysMs ?? AUTOSAVE_RETRY_DELAYS_MS;
      const retryAfterMs = isApiError(error) && error.retryAfter !== undefined ? error.retryAfter * 1000 : 0;
      const delay = Math.max(delays[Math.min(this.failures, delays.length - 1)] ?? 0, retryAfterMs);
      this.failures += 1;
      this.options.onStateChange('retrying');
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        void this.flush();
      }, delay);
    }
  }

  private resolveWaiters() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
