import { endpoints, type HttpMethod } from '../endpoints.ts';

/*
 * Which methods an address of the API takes, from the endpoint table: a request with another
 * method is answered 405 with `Allow` (RFC 9110 §15.5.6) by both backends, not 404, so a client
 * learns it reached the right address the wrong way.
 */

const ROUTES = Object.values(endpoints).map((endpoint) => ({
  method: endpoint.method as HttpMethod,
  pattern: new RegExp(
    `^${endpoint.path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  ),
}));

/**
 * The methods the table declares for a path (without the API base), in table order; HEAD goes
 * with GET. Empty for a path the API does not have.
 *
 * @example
 * allowedMethods('/api/v1/comments/7/delete/'); // ['POST']
 */
export function allowedMethods(path: string): string[] {
  const methods = new Set<string>();
  for (const route of ROUTES) {
    if (!route.pattern.test(path)) continue;
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
  }
  return [...methods];
}

/** A 405 answer: its `Allow` header and `{ detail, code }` body. */
export interface MethodNotAllowed {
  readonly status: 405;
  readonly allow: string;
  readonly body: { readonly detail: string; readonly code: 'method_not_allowed' };
}

/**
 * The 405 a request gets when its path is the API's but its method is not one the path takes;
 * null when the method is taken or the path is not the API's (a 404 then).
 *
 * @example
 * methodNotAllowed('/api/v1/comments/7/delete/', 'GET')?.allow; // 'POST'
 */
export function methodNotAllowed(path: string, method: string): MethodNotAllowed | null {
  const allowed = allowedMethods(path);
  if (allowed.length === 0 || allowed.includes(method.toUpperCase())) return null;
  const allow = allowed.join(', ');
  return {
    status: 405,
    allow,
    body: {
      detail: `This address does not take ${method.toUpperCase()}; it takes ${allow}.`,
      code: 'method_not_allowed',
    },
  };
}
