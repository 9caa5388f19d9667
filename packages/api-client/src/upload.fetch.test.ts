// Plain Node: no XMLHttpRequest, so uploads go through fetch (progress 0, then 1).
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { endpoints } from './endpoints.ts';
import { isApiError } from './errors.ts';
import { createHttpClient } from './http-client.ts';
import { BASE_URL, TOKEN } from './test-fixtures.ts';

const uploadUrl = `${BASE_URL}${endpoints.uploadPhoto.path}`;
let requests = 0;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests = 0;
});
afterAll(() => server.close());

const client = () => createHttpClient({ baseUrl: BASE_URL, getAccessToken: () => TOKEN });
const photo = () => new File(['jpeg bytes'], 'me-at-seven.jpg', { type: 'image/jpeg' });
const answered = () =>
  http.post(uploadUrl, async ({ request }) => {
    requests += 1;
    const form = await request.formData();
    expect(form.get('image')).toBeInstanceOf(Blob);
    expect(request.credentials).toBe('include');
    return HttpResponse.json({ temp_id: 'tmp-1', image: 'https://cdn.test/t/tmp-1.jpg' }, { status: 201 });
  });

describe('uploadPhoto through fetch', () => {
  it('has no XMLHttpRequest in this environment', () => {
    expect(typeof XMLHttpRequest).toBe('undefined');
  });

  it('reports progress 0 when it starts and 1 when the photo is stored', async () => {
    server.use(answered());
    const fractions: number[] = [];

    const result = await client().uploadPhoto(photo(), {
      onProgress: (fraction) => fractions.push(fraction),
    });

    expect(result).toEqual({ temp_id: 'tmp-1', image: 'https://cdn.test/t/tmp-1.jpg' });
    expect(fractions).toEqual([0, 1]);
  });

  it('uses an injected fetch even where XMLHttpRequest exists', async () => {
    server.use(answered());
    const injected = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    vi.stubGlobal('XMLHttpRequest', class {});
    try {
      const viaInjected = createHttpClient({
        baseUrl: BASE_URL,
        getAccessToken: () => TOKEN,
        fetch: injected,
      });
      await viaInjected.uploadPhoto(photo());
    } finally {
      vi.unstubAllGlobals();
    }
    expect(injected).toHaveBeenCalledTimes(1);
    expect(injected.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(injected.mock.calls[0]?.[1]?.body).toBeInstanceOf(FormData);
  });

  it('cancels when the signal aborts, and never reports 1', async () => {
    server.use(
      http.post(uploadUrl, async () => {
        await delay('infinite');
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const controller = new AbortController();
    const fractions: number[] = [];

    const upload = client().uploadPhoto(photo(), {
      signal: controller.signal,
      onProgress: (fraction) => fractions.push(fraction),
    });
    setTimeout(() => controller.abort(), 20);
    const error: unknown = await upload.catch((caught: unknown) => caught);

    expect(isApiError(error) && error.code).toBe('aborted');
    expect(fractions).toEqual([0]);
  });

  it("rejects with the server's error text in detail", async () => {
    server.use(
      http.post(uploadUrl, () =>
        HttpResponse.json({ error: 'Please choose a smaller photo.' }, { status: 400 }),
      ),
    );

    const error: unknown = await client()
      .uploadPhoto(photo())
      .catch((caught: unknown) => caught);

    expect(isApiError(error) && { code: error.code, status: error.status, detail: error.detail }).toEqual({
      code: 'invalid_request',
      status: 400,
      detail: 'Please choose a smaller photo.',
    });
  });

  it('refuses an empty file or a file that is not an image or video, without sending it', async () => {
    server.use(answered());

    const empty: unknown = await client()
      .uploadPhoto(new Blob([], { type: 'image/png' }))
      .catch((caught: unknown) => caught);
    const pdf: unknown = await client()
      .uploadPhoto(new Blob(['%PDF'], { type: 'application/pdf' }))
      .catch((caught: unknown) => caught);

    expect(isApiError(empty) && { code: empty.code, status: empty.status }).toEqual({
      code: 'invalid_request',
      status: 0,
    });
    expect(isApiError(pdf) && pdf.code).toBe('invalid_request');
    expect(requests).toBe(0);
  });

  it('accepts a video, as the file input does', async () => {
    server.use(answered());
    await expect(client().uploadPhoto(new Blob(['mp4'], { type: 'video/mp4' }))).resolves.toMatchObject({
      temp_id: 'tmp-1',
    });
  });

  it('fails fast as unauthenticated without a token', async () => {
    server.use(answered());
    const visitor = createHttpClient({ baseUrl: BASE_URL, getAccessToken: () => undefined });

    const error: unknown = await visitor.uploadPhoto(photo()).catch((caught: unknown) => caught);

    expect(isApiError(error) && error.code).toBe('unauthenticated');
    expect(requests).toBe(0);
  });
});
