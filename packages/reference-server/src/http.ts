import { refusedRequest } from '@childhood-memories/api-client/domain';
import { getConnInfo } from '@hono/node-server/conninfo';

import type { AppContext, Viewer } from './context.ts';
import { badRequest, unauthenticated } from './errors.ts';
import { signedMediaUrl } from './media-links.ts';
import type { MediaUrlOf } from './memory-serialize.ts';

/** A schema with zod's `safeParse` (zod/mini and classic both have it). */
export interface ParseSchema<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Validates data with a shared schema; a failure is a 400 naming the first field at fault. */
export function parseWith<T>(schema: ParseSchema<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw refusedRequest(result.error.issues);
}

/** The JSON body of a request, or a 400 when it is not JSON. */
export async function jsonBody(c: AppContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

/** The query parameters as a plain object (repeated keys become arrays). */
export function queryObject(c: AppContext): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return out;
}

/** The signed-in member, or a 401. */
export function requireViewer(c: AppContext): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw unauthenticated();
  return viewer;
}

/**
 * The caller's address for rate limits: the socket's, or behind `TRUST_PROXY` proxies the entry
 * of `X-Forwarded-For` the first of them wrote (counted from the right: a client can put
 * anything at the left, and would then pick a fresh address for every guess).
 */
export function clientAddress(c: AppContext): string {
  const hops = c.get('deps').config.trustProxy;
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = entries[entries.length - hops];
    if (client) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Whether a request comes from a page this server trusts: the site (`PUBLIC_SITE_URL`), a
 * listed partner (`CORS_ORIGINS`) or this server itself. A browser always sends `Origin` with
 * a POST; without one, `Sec-Fetch-Site: same-origin` counts; anything else does not.
 */
export function isTrustedOrigin(c: AppContext): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return c.req.header('sec-fetch-site') === 'same-origin';
  const { config } = c.get('deps');
  if (config.corsOrigins.includes(origin)) return true;
  if (origin === new URL(config.publicSiteUrl).origin) return true;
  return origin === new URL(publicOrigin(c)).origin;
}

/** The origin under which media URLs are built. */
export function publicOrigin(c: AppContext): string {
  return c.get('deps').config.publicApiUrl ?? new URL(c.req.url).origin;
}

/** Signed media URLs for this request (only hand them out after checking who may see them). */
export function mediaUrls(c: AppContext): MediaUrlOf {
  const deps = c.get('deps');
  const origin = publicOrigin(c);
  const now = deps.clock();
  return (key, version) => signedMediaUrl(origin, key, version, deps.config.jwtSecret, now);
}
