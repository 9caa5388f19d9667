import {
  ApiError,
  emptySavePayload,
  type Memory,
  type MemorySavePayload,
  type TagWizardClient,
} from '@childhood-memories/api-client';
import { createWidgetsQueryClient } from '@childhood-memories/ui';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MemoryDraft, TagAnswers } from './answers.ts';
import { receivedMemory } from './test-support.ts';
import {
  useTagWizardSession,
  type SaveState,
  type TagWizardSessionOptions,
} from './use-tag-wizard-session.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function serverError() {
  return new ApiError('The server is busy.', { status: 503, code: 'server_error' });
}

type Create = (body: MemorySavePayload, options?: { idempotencyKey?: string }) => Promise<Memory>;
type Update = (hashId: string, body: MemorySavePayload) => Promise<Memory>;

/** What a server answers holds what was sent: its privacy, photos, warnings and texts. */
function echoed(body: MemorySavePayload): Partial<Memory> {
  return {
    title: body.title,
    description: body.description,
    relationship_description: body.relationship_description,
    privacy: body.privacy,
    photos: body.image_list.map((temp_id) => ({ url: `https://example.org/${temp_id}.jpg`, temp_id })),
    image_list: body.image_list,
    sensitive_topics: body.sensitive_topics.map((id) => ({ id, description: `Warning ${id}` })),
  };
}

function clientWith(create: Create, update: Update): TagWizardClient {
  return { createMemory: create, updateMemory: update } as unknown as TagWizardClient;
}

/** Answers with the feelings text set to `text`, so each change is told apart by what was sent. */
function withText(text: string) {
  return (answers: TagAnswers): TagAnswers => ({
    ...answers,
    texts: { ...answers.texts, feelings_text: text },
  });
}

function renderSession(options: Partial<TagWizardSessionOptions> & Pick<TagWizardSessionOptions, 'client'>) {
  const queryClient = createWidgetsQueryClient();
  const states: SaveState[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => {
      const session = useTagWizardSession({ memory: receivedMemory({ hashId: 'mHash1' }), ...options });
      if (states.at(-1) !== session.saveState) states.push(session.saveState);
      return session;
    },
    { wrapper },
  );
  return { ...view, states };
}

describe('useTagWizardSession: autosave through TanStack Query', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("creates a draft's memory on the first change, then updates it", async () => {
    const create = vi.fn<Create>(async (body) =>
      receivedMemory({ ...echoed(body), hashId: 'mNew', feelings_text: body.feelings_text ?? '' }),
    );
    const update = vi.fn<Update>(async (hashId, body) =>
      receivedMemory({ hashId, feelings_text: body.feelings_text ?? '' }),
    );
    const onSaved = vi.fn();
    const draft: MemoryDraft = { ...emptySavePayload({ description: 'A draft.' }), hashId: null };
    const { result, states } = renderSession({ client: clientWith(create, update), memory: draft, onSaved });

    act(() => result.current.change(withText('first')));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    act(() => result.current.change(withText('second')));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));

    expect(create).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledTimes(1);
    // Tag saves are autosaves: never the member's choice of privacy.
    expect(update).toHaveBeenCalledWith('mNew', expect.objectContaining({ feelings_text: 'second' }), {
      autosave: true,
    });
    expect(states).toEqual(['idle', 'saving', 'saved', 'saving', 'saved']);
    expect(result.current.savedCount).toBe(2);
  });

  it('never reorders: changes made during a save are sent after it, newest only', async () => {
    const first = deferred<Memory>();
    const sent: string[] = [];
    const update = vi.fn<Update>((_hashId, body) => {
      sent.push(body.feelings_text ?? '');
      return sent.length === 1
        ? first.promise
        : Promise.resolve(receivedMemory({ feelings_text: body.feelings_text ?? '' }));
    });
    const onSaved = vi.fn();
    const { result } = renderSession({ client: clientWith(vi.fn(), update), onSaved });

    act(() => result.current.change(withText('a')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => result.current.change(withText('b')));
    act(() => result.current.change(withText('c')));
    await act(async () => first.resolve(receivedMemory({ feelings_text: 'a' })));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));

    expect(sent).toEqual(['a', 'c']);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ feelings_text: 'c' }));
    expect(result.current.saveState).toBe('saved');
  });

  it('keeps the answers after a failure, logs each failed attempt and retries with back-off', async () => {
    const onSaveError = vi.fn();
    const update = vi
      .fn<Update>()
      .mockRejectedValueOnce(serverError())
      .mockRejectedValueOnce(serverError())
      .mockImplementation(async (hashId, body) =>
        receivedMemory({ hashId, feelings_text: body.feelings_text ?? '' }),
      );
    const onSaved = vi.fn();
    const { result, states } = renderSession({ client: clientWith(vi.fn(), update), onSaved, onSaveError });

    act(() => result.current.change(withText('kept')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.saveState).toBe('retrying');
    expect(result.current.answers.texts.feelings_text).toBe('kept');

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(update).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(update).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(update).toHaveBeenCalledTimes(3);

    await vi.waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ feelings_text: 'kept' })),
    );
    expect(states).toEqual(['idle', 'saving', 'retrying', 'saved']);
    expect(onSaveError).toHaveBeenCalledTimes(2);
  });

  it('tries a waiting save at once on a new change or retryNow, with the newest answers', async () => {
    const sent: string[] = [];
    const update = vi.fn<Update>(async (_hashId, body) => {
      sent.push(body.feelings_text ?? '');
      if (sent.length <= 2) throw serverError();
      return receivedMemory({ feelings_text: body.feelings_text ?? '' });
    });
    const onSaved = vi.fn();
    const { result } = renderSession({ client: clientWith(vi.fn(), update), onSaved, onSaveError: () => {} });

    act(() => result.current.change(withText('old')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent).toEqual(['old']);
    act(() => result.current.change(withText('new')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent).toEqual(['old', 'new']);
    expect(result.current.saveState).toBe('retrying');
    act(() => result.current.retryNow());
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual(['old', 'new', 'new']);
    // The attempts that gave way wake later, find nothing new and send nothing.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(sent).toHaveLength(3);
  });

  it('keeps one idempotency key across retries of a create', async () => {
    const keys: (string | undefined)[] = [];
    const create = vi.fn<Create>(async (body, options) => {
      keys.push(options?.idempotencyKey);
      if (keys.length === 1) throw serverError();
      return receivedMemory({ ...echoed(body), hashId: 'mNew' });
    });
    const onSaved = vi.fn();
    const draft: MemoryDraft = { ...emptySavePayload({ description: 'A draft.' }), hashId: null };
    const { result } = renderSession({
      client: clientWith(create, vi.fn()),
      memory: draft,
      onSaved,
      onSaveError: () => {},
      createIdempotencyKey: 'editor-key-1',
    });
    act(() => result.current.change(withText('x')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(keys).toEqual(['editor-key-1']);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(keys).toEqual(['editor-key-1', 'editor-key-1']);
  });

  it('waits at least as long as the server asks (Retry-After)', async () => {
    const update = vi
      .fn<Update>()
      .mockRejectedValueOnce(new ApiError('Slow down.', { status: 429, code: 'rate_limited', retryAfter: 5 }))
      .mockResolvedValue(receivedMemory());
    const { result } = renderSession({ client: clientWith(vi.fn(), update), onSaveError: () => {} });
    act(() => result.current.change(withText('x')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(update).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(update).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('waits while the device is offline, says it is not saved yet, and saves once it is back', async () => {
    const update = vi.fn<Update>(async (hashId, body) =>
      receivedMemory({ hashId, feelings_text: body.feelings_text ?? '' }),
    );
    const onSaved = vi.fn();
    onlineManager.setOnline(false);
    try {
      const { result } = renderSession({ client: clientWith(vi.fn(), update), onSaved });
      act(() => result.current.change(withText('offline words')));
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(update).not.toHaveBeenCalled();
      expect(result.current.saveState).toBe('retrying');
      act(() => onlineManager.setOnline(true));
      await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(update).toHaveBeenCalledWith(
        'mHash1',
        expect.objectContaining({ feelings_text: 'offline words' }),
        { autosave: true },
      );
      expect(result.current.saveState).toBe('saved');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('runs a save still retrying after the wizard closed before the saves of the wizard opened again', async () => {
    const sent: string[] = [];
    const update = vi.fn<Update>(async (_hashId, body) => {
      sent.push(body.feelings_text ?? '');
      if (sent.length === 1) throw serverError();
      return receivedMemory({ feelings_text: body.feelings_text ?? '' });
    });
    const client = clientWith(vi.fn(), update);
    const queryClient = createWidgetsQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const useSession = () =>
      useTagWizardSession({ memory: receivedMemory({ hashId: 'mHash1' }), client, onSaveError: () => {} });

    const first = renderHook(useSession, { wrapper });
    act(() => first.result.current.change(withText('closed with this')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent).toEqual(['closed with this']);
    first.unmount();

    const second = renderHook(useSession, { wrapper });
    act(() => second.result.current.change(withText('opened again')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent).toEqual(['closed with this']);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await vi.waitFor(() => expect(sent).toEqual(['closed with this', 'closed with this', 'opened again']));
  });

  it('changes nothing and saves nothing when read-only', async () => {
    const update = vi.fn<Update>();
    const { result } = renderSession({ client: clientWith(vi.fn(), update), readOnly: true });
    act(() => result.current.change(withText('x')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(update).not.toHaveBeenCalled();
    expect(result.current.answers.texts.feelings_text).toBe('');
    expect(result.current.saveState).toBe('idle');
  });

  it('starts a new memory when the host gives a draft again after the memory (deleted with its draft)', async () => {
    let created = 0;
    const create = vi.fn<Create>(async (body) => {
      created += 1;
      return receivedMemory({ ...echoed(body), hashId: `mNew${created}` });
    });
    const update = vi.fn<Update>(async (hashId, body) => receivedMemory({ ...echoed(body), hashId }));
    const onSaved = vi.fn();
    const draft: MemoryDraft = { ...emptySavePayload({ description: 'A draft.', privacy: 1 }), hashId: null };
    const queryClient = createWidgetsQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(
      ({ memory }: { memory: MemoryDraft | Memory }) =>
        useTagWizardSession({ memory, client: clientWith(create, update), onSaved }),
      { wrapper, initialProps: { memory: draft as MemoryDraft | Memory } },
    );
    act(() => result.current.change(withText('first')));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    // The editor hands the saved memory back, then its member deletes the draft (and the memory).
    rerender({ memory: onSaved.mock.calls[0]![0] as Memory });
    rerender({ memory: { ...draft, feelings_text: 'first' } });
    act(() => result.current.change(withText('after the deletion')));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(create).toHaveBeenCalledTimes(2);
    expect(update).not.toHaveBeenCalled();
    expect((onSaved.mock.calls[1]![0] as Memory).hashId).toBe('mNew2');
  });

  it('does not try again to save a memory the server no longer has (404)', async () => {
    const update = vi.fn<Update>(async () => {
      throw new ApiError('Not found.', { status: 404, code: 'not_found' });
    });
    const { result } = renderSession({ client: clientWith(vi.fn(), update), onSaveError: () => {} });
    act(() => result.current.change(withText('x')));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(update).toHaveBeenCalledTimes(1);
    expect(result.current.saveState).not.toBe('retrying');
  });
});
