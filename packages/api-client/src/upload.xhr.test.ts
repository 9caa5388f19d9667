// @vitest-environment happy-dom
// A browser-like environment: XMLHttpRequest exists, so uploads go through it (upload progress).
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from './endpoints.ts';
import { isApiError } from './errors.ts';
import { createHttpClient } from './http-client.ts';
import { BASE_URL, TOKEN } from './test-fixtures.ts';

const uploadUrl = `${BASE_URL}${endpoints.uploadPhoto.path}`;

interface SeenUpload {
  credentials: RequestCredentials;
  authorization: string | null;
  fields: string[];
  fileName: string | null;
  fileText: string | null;
}
let seen: SeenUpload[] = [];

async function record(request: Request) {
  const form = await request.formData();
  const image = form.get('image');
  seen.push({
    credentials: request.credentials,
    authorization: request.headers.get('Authorization'),
    fields: [...form.keys()],
    fileName: image instanceof File ? image.name : null,
    fileText: image instanceof Blob ? await image.text() : null,
  });
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

const client = () => createHttpClient({ baseUrl: BASE_URL, getAccessToken: () => TOKEN });
const photo = () => new File(['jpeg bytes'], 'me-at-seven.jpg', { type: 'image/jpeg' });

describe('uploadPhoto through XMLHttpRequest', () => {
  it('posts the photo as multipart field "image", with credentials and the Bearer token', async () => {
    server.use(
      http.post(uploadUrl, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { temp_id: 'tmp-1', image: 'https://cdn.test/t/tmp-1.jpg' },
          { status: 201 },
        );
      }),
    );

    const result = await client().uploadPhoto(photo());

    expect(result).toEqual({ temp_id: 'tmp-1', image: 'https://cdn.test/t/tmp-1.jpg' });
    expect(seen).toEqual([
      {
        credentials: 'include',
        authorization: `Bearer ${TOKEN}`,
        fields: ['image'],
        fileName: 'me-at-seven.jpg',
        fileText: 'jpeg bytes',
      },
    ]);
  });

  it('reports progress from 0 to 1 as the upload goes', async () => {
    server.use(
      http.post(uploadUrl, () =>
        HttpResponse.json({ temp_id: 'tmp-1', image: 'https://cdn.test/t/tmp-1.jpg' }, { status: 201 }),
      ),
    );
    const fractions: number[] = [];

    await client().uploadPhoto(photo(), { onProgress: (fraction) => fractions.push(fraction) });

    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
  });

  it('cancels the upload when the signal aborts', async () => {
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

    expect(isApiError(error) && { code: error.code, status: error.status }).toEqual({
      code: 'aborted',
      status: 0,
    });
    expect(fractions).not.toContain(1);
  });

  it("rejects with the server's error text in detail when the answer carries an error field", async () => {
    server.use(
      http.post(uploadUrl, () =>
        HttpResponse.json({ error: 'This image type is not supported.' }, { status: 201 }),
      ),
    );

    const error: unknown = await client()
      .uploadPhoto(photo())
      .catch((caught: unknown) => caught);

    expect(isApiError(error) && { code: error.code, detail: error.detail }).toEqual({
      code: 'invalid_request',
      detail: 'This image type is not supported.',
    });
  });

  it('maps a 413 answer to too_large, keeping the error text', async () => {
    server.use(
      http.post(uploadUrl, () => HttpResponse.json({ error: 'The photo is over 10 MB.' }, { status: 413 })),
    );

    const error: unknown = await client()
      .uploadPhoto(photo())
      .catch((caught: unknown) => caught);

    expect(isApiError(error) && { code: error.code, status: error.status, detail: error.detail }).toEqual({
      code: 'too_large',
      status: 413,
      detail: 'The photo is over 10 MB.',
    });
  });

  it('reports a network failure as network, status 0', async () => {
    server.use(http.post(uploadUrl, () => HttpResponse.error()));

    const error: unknown = await client()
      .uploadPhoto(photo())
      .catch((caught: unknown) => caught);

    expect(isApiError(error) && { code: error.code, status: error.status }).toEqual({
      code: 'network',
      status: 0,
    });
  });
});
