import type { UploadPhotoOptions } from './clients.ts';
import { endpoints } from './endpoints.ts';
import {
  failure,
  isAbortError,
  type HttpClientConfig,
  type RawResponse,
  type Transport,
} from './transport.ts';
import type { UploadedPhoto } from './types.ts';

const KEY = 'uploadPhoto';

/** Calls `onProgress` with fractions that only grow, from 0 to 1. */
function progressReporter(onProgress: ((fraction: number) => void) | undefined) {
  let last = -1;
  return (fraction: number) => {
    const clamped = Math.min(1, Math.max(0, fraction));
    if (onProgress === undefined || clamped <= last) return;
    last = clamped;
    onProgress(clamped);
  };
}

function fileName(file: Blob): string {
  const name = (file as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : 'photo';
}

function photoForm(file: Blob): FormData {
  const form = new FormData();
  form.append('image', file, fileName(file));
  return form;
}

function sendWithXhr(
  url: string,
  headers: Record<string, string>,
  form: FormData,
  signal: AbortSignal | undefined,
  report: (fraction: number) => void,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    // Settles once, whichever comes first: the answer, a failure, or the caller's abort
    // (rejected at once, not only when the browser gets round to firing 'abort').
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbortSignal);
      outcome();
    };
    const onAbortSignal = () => {
      settle(() => reject(failure(KEY, 'aborted', 0, { cause: signal?.reason })));
      xhr.abort();
    };

    xhr.open(endpoints[KEY].method, url);
    xhr.withCredentials = endpoints[KEY].credentials;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (!settled && event.lengthComputable && event.total > 0) report(event.loaded / event.total);
    });
    xhr.addEventListener('load', () =>
      settle(() =>
        resolve({
          status: xhr.status,
          text: xhr.responseText,
          retryAfter: xhr.getResponseHeader('Retry-After'),
        }),
      ),
    );
    xhr.addEventListener('error', () => settle(() => reject(failure(KEY, 'network', 0))));
    xhr.addEventListener('timeout', () =>
      settle(() => reject(failure(KEY, 'network', 0, { reason: 'the upload timed out' }))),
    );
    xhr.addEventListener('abort', () =>
      settle(() => reject(failure(KEY, 'aborted', 0, { cause: signal?.reason }))),
    );
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(form);
  });
}

async function sendWithFetch(
  fetchImpl: typeof globalThis.fetch,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  signal: AbortSignal | undefined,
): Promise<RawResponse> {
  try {
    const response = await fetchImpl(url, {
      method: endpoints[KEY].method,
      headers,
      body: form,
      credentials: endpoints[KEY].credentials ? 'include' : 'same-origin',
      ...(signal === undefined ? {} : { signal }),
    });
    return {
      status: response.status,
      text: await response.text(),
      retryAfter: response.headers.get('Retry-After'),
    };
  } catch (error) {
    if (isAbortError(error, signal)) throw failure(KEY, 'aborted', 0, { cause: error });
    throw failure(KEY, 'network', 0, { cause: error });
  }
}

/**
 * `POST /api/v1/image/upload-image/t/`: multipart with one field, `image`, and credentials.
 * Uses XMLHttpRequest (real upload progress) when it exists and no `fetch` was injected;
 * otherwise fetch, reporting 0 then 1.
 */
export async function uploadPhoto(
  transport: Transport,
  config: HttpClientConfig,
  file: Blob,
  options: UploadPhotoOptions = {},
): Promise<UploadedPhoto> {
  const { signal, onProgress } = options;
  transport.throwIfAborted(KEY, signal);
  const isBlob =
    typeof file === 'object' &&
    file !== null &&
    typeof file.size === 'number' &&
    typeof file.type === 'string';
  if (!isBlob || file.size === 0) {
    throw failure(KEY, 'invalid_request', 0, { reason: 'the photo is empty' });
  }
  if (file.type !== '' && !/^(image|video)\//.test(file.type)) {
    throw failure(KEY, 'invalid_request', 0, { reason: `a ${file.type} file is not a photo or video` });
  }
  const url = transport.prepareUrl(KEY, {});
  const token = await transport.accessToken(KEY);
  transport.throwIfAborted(KEY, signal);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;

  const report = progressReporter(onProgress);
  report(0);
  const form = photoForm(file);
  const useXhr = config.fetch === undefined && typeof XMLHttpRequest !== 'undefined';
  let raw: RawResponse;
  if (useXhr) {
    raw = await sendWithXhr(url, headers, form, signal, report);
  } else {
    const fetchImpl = config.fetch ?? globalThis.fetch;
    if (typeof fetchImpl !== 'function')
      throw failure(KEY, 'network', 0, { reason: 'fetch is not available here' });
    raw = await sendWithFetch(fetchImpl, url, headers, form, signal);
  }
  const photo = transport.interpret(KEY, raw);
  report(1);
  return photo;
}
