/**
 * An HTTP method the API uses.
 *
 * @example
 * ```ts
 * const method: HttpMethod = endpoints.updateMemory.method; // 'PUT'
 * ```
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: `required` needs an access token (the client fails fast without
 * one), `optional` sends it when there is one (so the server can tell owner, member and
 * visitor apart), `none` never sends it.
 *
 * @example
 * ```ts
 * const needsSignIn = endpoints.createComment.auth === 'required';
 * ```
 */
export type EndpointAuth = 'required' | 'optional' | 'none';

/**
 * One row of the {@link endpoints} table.
 *
 * @example
 * ```ts
 * const row: EndpointDefinition = endpoints.createMemory;
 * ```
 */
export interface EndpointDefinition {
  method: HttpMethod;
  /** Relative to the API base; `{name}` marks a path parameter (see {@link buildPath}). */
  path: string;
  auth: EndpointAuth;
  /** Whether the browser sends cookies (`credentials: 'include'`), exactly where the specification says so. */
  credentials: boolean;
  /** The one status that means success; any other status is an error. */
  success: 200 | 201 | 202 | 204;
  /** `documented`: method and path are in the specification; `ours`: the specification does not show them. */
  source: 'documented' | 'ours';
  summary: string;
}
