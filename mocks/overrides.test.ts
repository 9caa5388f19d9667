import {
  createHttpClient,
  isApiError,
  type ApiError,
  type HttpClient,
  emptySavePayload,
} from '@childhood-memories/api-client';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { emptyNotificationPage, fixtureAnswers } from './answers.ts';
import { createMockBackend } from './backend.ts';
import { mockErrors, MOCK_RETRY_AFTER_SECONDS, PHOTO_UPLOAD_ERROR_TEXT } from './fixtures/errors.ts';
import { stairsMemory } from './fixtures/memories.ts';
import {
  answerHandler,
  createHandlers,
  delayedHandler,
  errorHandler,
  malformedHandler,
  MOCK_API_BASE,
  mockEndpoint,
  networkErrorHandler,
} from './handlers.ts';

// Each test makes several real HTTP round trips through MSW; give busy CI machines room.
vi.setConfig({ testTimeout: 20_000 });

const backend = createMockBackend();
const server = setupServer(...createHandlers(backend));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend.reset();
});
afterAll(() => server.close());

const ada: HttpClient = createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => 'token-ada' });

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const payload = emptySavePayload({
  description: 'A memory that will not arrive.',
});

describe('errorHandler', () => {
  it('makes one endpoint answer 500 with the catalogued { detail, code }', async () => {
    server.use(errorHandler('createMemory', 500));
    const error = await apiErrorOf(ada.createMemory(payload));
    expect(error.status).toBe(500);
    expect(error.code).toBe('server_error');
    expect(error.detail).toBe(mockErrors.serverError.body.detail);
    expect(backend.allMemories().some((memory) => memory.description === payload.description)).toBe(false);
  });

  it('leaves the other endpoints answering normally', async () => {
    server.use(errorHandler('createMemory', 500));
    const memory = await ada.getMemory(stairsMemory.hashId);
    expect(memory.title).toBe('The cupboard under the stairs');
  });

  it('takes a detail text of its own', async () => {
    server.use(errorHandler('createComment', 403, 'Comments are closed on this memory.'));
    const error = await apiErrorOf(
      ada.createComment({ shareable_link: stairsMemory.shareable_link, content: 'Hello' }),
    );
    expect(error).toMatchObject({
      status: 403,
      code: 'forbidden',
      detail: 'Comments are closed on this memory.',
    });
  });

  it('sends Retry-After with a 429', async () => {
    server.use(errorHandler('listNotifications', 429));
    const error = await apiErrorOf(ada.listNotifications());
    expect(error.code).toBe('rate_limited');
    expect(error.retryAfter).toBe(MOCK_RETRY_AFTER_SECONDS);
  });

  it('answers the photo upload’s own { error } body', async () => {
    server.use(errorHandler('uploadPhoto', 400, { error: PHOTO_UPLOAD_ERROR_TEXT }));
    const error = await apiErrorOf(ada.uploadPhoto(new Blob(['png'], { type: 'image/png' })));
    expect(error.detail).toBe('This file type is not supported. Please choose a photo.');
  });
});

describe('delayedHandler', () => {
  it('waits, then lets the backend answer', async () => {
    server.use(delayedHandler('getMemory', 80));
    const started = Date.now();
    const memory = await ada.getMemory(stairsMemory.hashId);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(memory.title).toBe('The cupboard under the stairs');
  });

  it('never answers when infinite, until the caller cancels', async () => {
    server.use(delayedHandler('uploadPhoto', 'infinite'));
    const controller = new AbortController();
    const upload = apiErrorOf(
      ada.uploadPhoto(new Blob(['png'], { type: 'image/png' }), { signal: controller.signal }),
    );
    const settled = await Promise.race([upload.then(() => 'settled'), wait(100).then(() => 'pending')]);
    expect(settled).toBe('pending');
    controller.abort();
    expect((await upload).code).toBe('aborted');
  });
});

describe('malformedHandler', () => {
  it.each([['wrong-shape'], ['invalid-json'], ['html']] as const)(
    'turns a %s answer into an invalid_response error',
    async (kind) => {
      server.use(malformedHandler('getMemory', kind));
      const error = await apiErrorOf(ada.getMemory(stairsMemory.hashId));
      expect(error.code).toBe('invalid_response');
    },
  );
});

describe('networkErrorHandler', () => {
  it('fails the call at the network level', async () => {
    server.use(networkErrorHandler('getUnseenNotificationCount'));
    const error = await apiErrorOf(ada.getUnseenNotificationCount());
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });
});

describe('mockEndpoint and answerHandler', () => {
  it('answers one endpoint with a resolver of your own', async () => {
    server.use(mockEndpoint('getUnseenNotificationCount', () => HttpResponse.json({ unseen_count: 12 })));
    expect(await ada.getUnseenNotificationCount()).toBe(12);
  });

  it('answers one endpoint with a fixed, typed raw answer', async () => {
    server.use(answerHandler('listGroupedNotifications', emptyNotificationPage()));
    const page = await ada.listGroupedNotifications();
    expect(page).toEqual({
      results: [],
      count: 0,
      total_pages: 0,
      page: 1,
      unseen_count: 0,
      unread_count: 0,
    });
  });

  it('serves the fixture answers as the client expects them', async () => {
    const answers = fixtureAnswers();
    server.use(answerHandler('getMemory', answers.memories.kite));
    const memory = await ada.getMemory('anything');
    expect(memory.title).toBe('The kite on the hill');
    expect(memory.is_owner).toBe(true);
    expect(answers.memories.schoolGate?.title).toBe('Waiting at the school gate');
    expect(fixtureAnswers(null).memories.schoolGate).toBeNull();
    expect(fixtureAnswers(null).notifications).toEqual(emptyNotificationPage());
  });
});

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
