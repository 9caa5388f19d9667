import { memoryWritingEndpoints } from './endpoints/memory-writing.ts';
import { referenceEndpoints } from './endpoints/reference.ts';
import { listEndpoints } from './endpoints/lists.ts';
import { interactionEndpoints } from './endpoints/interaction.ts';
import { notificationEndpoints } from './endpoints/notifications.ts';
import { accountEndpoints } from './endpoints/account.ts';
import { moderationEndpoints } from './endpoints/moderation.ts';
import type { EndpointDefinition } from './endpoints/definition.ts';

export type { EndpointAuth, EndpointDefinition, HttpMethod } from './endpoints/definition.ts';

/**
 * Every endpoint of the API, keyed by the client method that calls it (the tag option lists by
 * `listTagOptions`, through `TAG_OPTION_ENDPOINTS`; one file per part of the API under `endpoints/`). The client builds its
 * requests from this table; mocks and the reference server read the same table, and the
 * README's endpoint table is checked against it.
 *
 * @example
 * ```ts
 * const { method, path } = endpoints.updateMemory; // 'PUT', '/memories/api/v1/memories/{hashId}/get-details'
 * http.on(method, path.replace(/\{(\w+)\}/g, ':$1'), handler);
 * ```
 */
export const endpoints = {
  ...memoryWritingEndpoints,
  ...referenceEndpoints,
  ...listEndpoints,
  ...interactionEndpoints,
  ...notificationEndpoints,
  ...accountEndpoints,
  ...moderationEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

/**
 * The key of an endpoint: the name of the client method that calls it.
 *
 * @example
 * ```ts
 * const key: EndpointKey = 'createMemory';
 * ```
 */
export type EndpointKey = keyof typeof endpoints;

/**
 * The `{name}` parameters of a path template, as an object type.
 *
 * @example
 * ```ts
 * type P = PathParams<'/api/v1/comments/{id}/delete/'>; // { id: string | number }
 * ```
 */
export type PathParams<Template extends string> = string extends Template
  ? Record<string, string | number>
  : Template extends `${string}{${infer Name}}${infer Rest}`
    ? { [K in Name | keyof PathParams<Rest>]: string | number }
    : Record<never, never>;

/**
 * Fills a path template's `{name}` parameters, each encoded with `encodeURIComponent` (and a
 * lone `.` or `..` escaped), so user input can never change which path is called.
 * Throws a `TypeError` for a missing or empty parameter: a programming error, not a user's.
 *
 * @example
 * ```ts
 * buildPath('/memories/api/v1/search/hashtag/{tag}/', { tag: 'Summer Camp' });
 * // '/memories/api/v1/search/hashtag/Summer%20Camp/'
 * ```
 */
export function buildPath<Template extends string>(template: Template, params: PathParams<Template>): string {
  const values = params as Record<string, string | number | undefined>;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      throw new TypeError(`buildPath: the path parameter "${name}" of ${template} is missing.`);
    }
    const encoded = encodeURIComponent(String(value));
    return encoded === '.' || encoded === '..' ? encoded.replace(/\./g, '%2E') : encoded;
  });
}
