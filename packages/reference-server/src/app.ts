import { endpoints, NOT_FOUND_TEXTS } from '@childhood-memories/api-client';
import { methodNotAllowed } from '@childhood-memories/api-client/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Readable } from 'node:stream';
import { cors } from 'hono/cors';

import type { AppDeps, AppEnv } from './context.ts';
import { errorResponse, notFound, tooLarge, unsupportedMediaType } from './errors.ts';
import { currentLinkVersion, unexpiredMediaLink, verifyMediaLink } from './media-links.ts';
import { MEDIA_CONTENT_TYPES, VIDEO_BYTES_MAX } from './media.ts';
import { type ByteRange, isMediaKey } from './media-store.ts';
import { registerRoutes } from './routes/index.ts';

/** Largest JSON body, in bytes: a 5000-character memory with every tag fits many times over. */
export const JSON_BODY_BYTES_MAX = 256 * 1024;

/** Largest upload body, in bytes: the largest video and the multipart framing around it. */
export const UPLOAD_BODY_BYTES_MAX = VIDEO_BYTES_MAX + 1024 * 1024;

/** The media type of a `Content-Type` header, lower case, without parameters. */
function mediaTypeOf(header: string): string {
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}

function isJsonType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/**
 * On every answer: what hono/secure-headers sent with our options (no sniffing, no framing, no
 * referrer, HSTS, and resources other origins may embed, for partner sites' photos).
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Resource-Policy', 'cross-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * The one byte range of a `Range` header (`bytes=0-`, `bytes=100-199`, `bytes=-500`), as video
 * players send it; anything else (several ranges, other units) is answered whole.
 */
export function parseRange(header: string | undefined): ByteRange | null {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') return { suffix: Number(to) };
  if (to !== '' && Number(to) < Number(from)) return null;
  return to === '' ? { start: Number(from) } : { start: Number(from), end: Number(to) };
}

/** Builds the Hono application over its dependencies (no sockets: tests call `app.fetch`). */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const allowed = new Set(deps.config.corsOrigins);

  app.onError((error, c) => errorResponse(error, c));
  app.notFound((c) => {
    // An address of the API asked with a method it does not take: 405 with Allow, as the mock.
    const refused = methodNotAllowed(c.req.path, c.req.method);
    if (refused !== null) return c.json(refused.body, refused.status, { Allow: refused.allow });
    return c.json({ detail: NOT_FOUND_TEXTS.any, code: 'not_found' }, 404);
  });

  app.use('*', async (c, next) => {
    // Set before the answer exists, so they ride on it as it is made: setting them afterwards
    // (as hono/secure-headers does) rebuilds every answer's headers, a third of a poll's cost.
    for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
    await next();
  });
  const partners = cors({
    // Only listed partner origins are answered, and only they may send credentials.
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match'],
    exposeHeaders: ['ETag', 'Retry-After'],
    maxAge: 600,
  });
  app.use('*', async (c, next) => {
    // CORS is for browsers on other origins, which always send Origin: a request without one
    // (a server, a same-origin GET, the notification poll of a native app) skips its work.
    if (c.req.header('origin') !== undefined) return partners(c, next);
    // Before the answer exists, like the security headers (after, it would rebuild them).
    c.header('Vary', 'Origin');
    await next();
  });
  const upload = endpoints.uploadPhoto;
  const limits = {
    upload: bodyLimit({
      maxSize: UPLOAD_BODY_BYTES_MAX,
      onError: () => {
        throw tooLarge('This file is too large.');
      },
    }),
    json: bodyLimit({
      maxSize: JSON_BODY_BYTES_MAX,
      onError: () => {
        throw tooLarge('The request is too large.');
      },
    }),
  };
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('viewer', null);
    c.set('session', null);
    // The route decides what a body may be, never the request's own header: only the upload
    // takes multipart (up to a video's size); every other route takes JSON up to 256 KB, and a
    // form or text body (what a cross-site page can send without asking) is refused unread.
    const isUpload = c.req.method === upload.method && c.req.path === upload.path;
    const type = c.req.header('content-type');
    if (type !== undefined && type.trim() !== '') {
      const mediaType = mediaTypeOf(type);
      if (isUpload && mediaType !== 'multipart/form-data')
        throw unsupportedMediaType('Please send the photo as multipart form data in the field "image".');
      if (!isUpload && !isJsonType(mediaType))
        throw unsupportedMediaType('Please send the request body as JSON (Content-Type: application/json).');
    }
    // A GET carries no body to limit (and asking a Node request for its body builds a stream).
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    return (isUpload ? limits.upload : limits.json)(c, next);
  });
  app.get('/healthz', async (c) => {
    // What a load balancer needs: does this process answer, and do the database and the media
    // store answer it? While draining (SIGTERM), 503, so no new request is sent here.
    const answers = async (check: () => Promise<void>) =>
      check().then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      );
    const [database, media] = await Promise.all([
      answers(() => deps.database.ping()),
      answers(() => deps.media.ping()),
    ]);
    const draining = deps.draining;
    const ok = database === 'ok' && media === 'ok' && !draining;
    return c.json(
      {
        status: draining ? 'draining' : ok ? 'ok' : 'unavailable',
        database: { kind: deps.database.kind, status: database },
        media: { kind: deps.media.kind, status: media },
      },
      ok ? 200 : 503,
    );
  });

  app.get('/media/:key', async (c) => {
    const key = c.req.param('key');
    if (!isMediaKey(key)) throw notFound();
    const [expires, signature] = [c.req.query('expires'), c.req.query('signature')];
    if (unexpiredMediaLink(expires, signature, deps.clock()) === null) throw notFound();
    // Read now, never cached: a privacy change made through any process ends earlier links at once.
    const version = await currentLinkVersion(deps.db, key);
    if (version === null) throw notFound();
    const remaining = verifyMediaLink(key, expires, signature, version, deps.config.jwtSecret, deps.clock());
    if (remaining === null) throw notFound();
    const range = parseRange(c.req.header('range'));
    // Streamed from the store (a video is never held whole), one range at a time when asked.
    const file = await deps.media.get(key, range ?? undefined);
    if (!file) throw notFound();
    const extension = key.slice(key.lastIndexOf('.') + 1);
    const headers: Record<string, string> = {
      'Content-Type': MEDIA_CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Content-Disposition': 'inline',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // Never cached past the link's own expiry.
      'Cache-Control': `private, max-age=${remaining}`,
      'Accept-Ranges': 'bytes',
    };
    if (file.status === 416)
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` });
    if (c.req.method === 'HEAD') {
      // Hono answers HEAD with the GET route and drops the body unread: close the file here.
      file.body.destroy();
      const length = file.status === 206 ? file.end - file.start + 1 : file.size;
      return c.body(null, file.status, { ...headers, 'Content-Length': String(length) });
    }
    const body = Readable.toWeb(file.body) as ReadableStream<Uint8Array>;
    if (file.status === 206)
      return c.body(body, 206, {
        ...headers,
        'Content-Range': `bytes ${file.start}-${file.end}/${file.size}`,
        'Content-Length': String(file.end - file.start + 1),
      });
    return c.body(body, 200, { ...headers, 'Content-Length': String(file.size) });
  });

  registerRoutes(app);
  return app;
}
