import { ApiError, type Memory, type MemorySavePayload } from '@childhood-memories/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildSavePayload, emptyAnswers, memoryBase } from './answers.ts';
import { AutosaveQueue, type SaveState } from './autosave.ts';
import { receivedMemory } from './test-support.ts';

function payload(title: string): MemorySavePayload {
  return buildSavePayload({ ...memoryBase(receivedMemory()), title }, emptyAnswers());
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function serverError() {
  return new ApiError('The server is busy.', { status: 503, code: 'server_error' });
}

describe('AutosaveQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates a memory with no hashId, then updates it', async () => {
    const states: SaveState[] = [];
    const create = vi.fn(async (body: MemorySavePayload) =>
      receivedMemory({ hashId: 'mNew', title: body.title }),
    );
    const update = vi.fn(async (hashId: string, body: MemorySavePayload) =>
      receivedMemory({ hashId, title: body.title }),
    );
    const onSaved = vi.fn();
    const queue = new AutosaveQueue({
      hashId: null,
      create,
      update,
      onSaved,
      onStateChange: (s) => states.push(s),
    });

    queue.push(payload('first'));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    queue.push(payload('second'));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));

    expect(create).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith('mNew', expect.objectContaining({ title: 'second' }));
    expect(states).toEqual(['saving', 'saved', 'saving', 'saved']);
  });

  it('never reorders: changes made during a save are sent after it, newest only', async () => {
    const first = deferred<Memory>();
    const sent: string[] = [];
    const update = vi.fn((_hashId: string, body: MemorySavePayload) => {
      sent.push(body.title);
      return sent.length === 1 ? first.promise : Promise.resolve(receivedMemory({ title: body.title }));
    });
    const onSaved = vi.fn();
    const queue = new AutosaveQueue({
      hashId: 'mHash1',
      create: vi.fn(),
      update,
      onSaved,
      onStateChange: () => {},
    });

    queue.push(payload('a'));
    queue.push(payload('b'));
    queue.push(payload('c'));
    first.resolve(receivedMemory({ title: 'a' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));

    expect(sent).toEqual(['a', 'c']);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'c' }));
  });

  it('keeps the answers after a failure and retries with back-off until it goes through', async () => {
    const states: SaveState[] = [];
    const onError = vi.fn();
    const update = vi
      .fn<(hashId: string, body: MemorySavePayload) => Promise<Memory>>()
      .mockRejectedValueOnce(serverError())
      .mockRejectedValueOnce(serverError())
      .mockImplementation(async (hashId, body) => receivedMemory({ hashId, title: body.title }));
    const onSaved = vi.fn();
    const queue = new AutosaveQueue({
      hashId: 'mHash1',
      create: vi.fn(),
      update,
      onSaved,
      onError,
      onStateChange: (s) => states.push(s),
    });

    queue.push(payload('kept'));
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['saving', 'retrying']);
    expect(queue.busy).toBe(true);

    await vi.advanceTimersByTimeAsync(999);
    expect(update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(update).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(update).toHaveBeenCalledTimes(3);

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'kept' })));
    expect(states).toEqual(['saving', 'retrying', 'saving', 'retrying', 'saving', 'saved']);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(queue.busy).toBe(false);
  });

  it('retries at once on a new change or retryNow, with the newest answers', async () => {
    const sent: string[] = [];
    const update = vi.fn(async (_hashId: string, body: MemorySavePayload) => {
      sent.push(body.title);
      if (sent.length === 1) throw serverError();
      return receivedMemory({ title: body.title });
    });
    const onSaved = vi.fn();
    const queue = new AutosaveQueue({
      hashId: 'mHash1',
      create: vi.fn(),
      update,
      onSaved,
      onStateChange: () => {},
    });

    queue.push(payload('old'));
    await vi.waitFor(() => expect(sent).toEqual(['old']));
    await Promise.resolve();
    queue.push(payload('new'));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual(['old', 'new']);
  });

  it('keeps one idempotency key across retries of a create', async () => {
    const keys: string[] = [];
    const create = vi.fn(async (_body: MemorySavePayload, key: string) => {
      keys.push(key);
      if (keys.length === 1) throw serverError();
      return receivedMemory({ hashId: 'mNew' });
    });
    const onSaved = vi.fn();
    let counter = 0;
    const queue = new AutosaveQueue({
      hashId: null,
      create,
      update: vi.fn(),
      onSaved,
      onStateChange: () => {},
      createIdempotencyKey: () => `key-${++counter}`,
    });
    queue.push(payload('x'));
    await vi.waitFor(() => expect(keys).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(queue.memoryHashId).toBe('mNew');
  });

  it('waits at least as long as the server asks (Retry-After)', async () => {
    const update = vi
      .fn<(hashId: string, body: MemorySavePayload) => Promise<Memory>>()
      .mockRejectedValueOnce(new ApiError('Slow down.', { status: 429, code: 'rate_limited', retryAfter: 5 }))
      .mockResolvedValue(receivedMemory());
    const queue = new AutosaveQueue({
      hashId: 'mHash1',
      create: vi.fn(),
      update,
      onSaved: () => {},
      onStateChange: () => {},
    });
    queue.push(payload('x'));
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(4999);
    expect(update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('settles once nothing waits', async () => {
    const update = vi.fn(async () => receivedMemory());
    const queue = new AutosaveQueue({
      hashId: 'mHash1',
      create: vi.fn(),
      update,
      onSaved: () => {},
      onStateChange: () => {},
    });
    await expect(queue.settled()).resolves.toBeUndefined();
    queue.push(payload('x'));
    await expect(queue.settled()).resolves.toBeUndefined();
    expect(queue.busy).toBe(false);
  });
});
