import { type EndpointKey, endpoints, endpointSchemas } from '@childhood-memories/api-client';
import { IDEMPOTENCY_KEY_MAX } from '@childhood-memories/api-client/domain';
import type { Hono } from 'hono';
import { toJSONSchema } from 'zod/v4/core';
import type * as core from 'zod/v4/core';

import type { AppEnv } from './context.ts';

type JsonSchema = Record<string, unknown>;

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['detail', 'code'],
  properties: {
    detail: { type: 'string', description: 'A calm, readable explanation.' },
    code: {
      type: 'string',
      enum: [
        'invalid_request',
        'unauthenticated',
        'forbidden',
        'not_found',
        'conflict',
        'too_large',
        'unsupported_media_type',
        'rate_limited',
        'server_error',
      ],
    },
  },
};

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Invalid request',
  '401': 'No or bad token',
  '403': 'Not allowed',
  '404': 'Not found or not visible',
  '409': 'Conflict',
  '413': 'Too large',
  '415': 'A body of another type than the route takes (JSON, or multipart for the upload)',
  '429': 'Rate-limited (see Retry-After)',
};

/** The wire shape of a schema (its input: what travels, before the client's normalisation). */
function jsonSchema(schema: unknown): JsonSchema {
  const out = toJSONSchema(schema as core.$ZodType, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete out.$schema;
  return out;
}

/**
 * Which operations a success answer leads to (OpenAPI links), by where the next call's value
 * stands in the answer: a partner's tooling can follow create → read, change, delete.
 */
const LINKS: Partial<
  Record<EndpointKey, Record<string, { in: 'parameters' | 'requestBody'; name: string; from: string }>>
> = {
  createMemory: {
    getMemory: { in: 'parameters', name: 'hashId', from: '/hashId' },
    updateMemory: { in: 'parameters', name: 'hashId', from: '/hashId' },
    deleteMemory: { in: 'parameters', name: 'hashId', from: '/hashId' },
    getMemoryByLink: { in: 'parameters', name: 'shareable_link', from: '/shareable_link' },
    listComments: { in: 'parameters', name: 'shareable_link', from: '/shareable_link' },
    getInteractionStatus: { in: 'parameters', name: 'shareable_link', from: '/shareable_link' },
  },
  uploadPhoto: { deleteTempPhoto: { in: 'parameters', name: 'temp_id', from: '/temp_id' } },
  createComment: {
    updateComment: { in: 'parameters', name: 'id', from: '/id' },
    deleteComment: { in: 'parameters', name: 'id', from: '/id' },
    getCommentStatus: { in: 'parameters', name: 'id', from: '/id' },
  },
  createPrivateComment: {
    deletePrivateComment: { in: 'parameters', name: 'private_comment_id', from: '/private_comment_id' },
  },
  createEmpathy: { deleteEmpathy: { in: 'requestBody', name: 'empathy_id', from: '/data/empathy_id' } },
  createTrauma: { deleteTrauma: { in: 'requestBody', name: 'trauma_id', from: '/data/trauma_id' } },
  createSave: { deleteSave: { in: 'parameters', name: 'save_id', from: '/data/save_id' } },
  createReaction: {
    updateReaction: { in: 'parameters', name: 'reaction_id', from: '/reaction_id' },
    deleteReaction: { in: 'parameters', name: 'reaction_id', from: '/reaction_id' },
  },
  createResonance: { deleteResonance: { in: 'parameters', name: 'resonance_id', from: '/resonance_id' } },
  createFeedback: {
    updateFeedback: { in: 'parameters', name: 'feedback_id', from: '/feedback_id' },
    deleteFeedback: { in: 'parameters', name: 'feedback_id', from: '/feedback_id' },
  },
  signUp: {
    refreshToken: { in: 'requestBody', name: 'refresh', from: '/refresh' },
    logOut: { in: 'requestBody', name: 'refresh', from: '/refresh' },
  },
  logIn: {
    refreshToken: { in: 'requestBody', name: 'refresh', from: '/refresh' },
    logOut: { in: 'requestBody', name: 'refresh', from: '/refresh' },
  },
};

function linksOf(key: EndpointKey): JsonSchema | undefined {
  const links = LINKS[key];
  if (links === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(links).map(([target, link]) => {
      const value = `$response.body#${link.from}`;
      return [
        target,
        {
          operationId: target,
          ...(link.in === 'parameters'
            ? { parameters: { [link.name]: value } }
            : { requestBody: { [link.name]: value } }),
        },
      ];
    }),
  );
}

function queryParameters(schema: unknown): JsonSchema[] {
  const object = jsonSchema(schema);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/**
 * The OpenAPI 3.1 document of the whole API, assembled from the api-client's `endpoints`
 * table and its zod schemas, for partners who implement their own backend.
 */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const key of Object.keys(endpoints) as EndpointKey[]) {
    const endpoint = endpoints[key];
    const schemas = endpointSchemas[key] as {
      params: unknown;
      query: unknown;
      body: unknown;
      response: unknown;
    };
    const paramSchemas = schemas.params
      ? ((jsonSchema(schemas.params).properties ?? {}) as Record<string, JsonSchema>)
      : {};
    const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: paramSchemas[m[1] ?? ''] ?? { type: 'string' },
    }));
    const parameters = [...pathParams, ...(schemas.query ? queryParameters(schemas.query) : [])];
    if (key === 'createMemory') {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX, pattern: '\\S' },
        description: 'The same key from the same member returns the memory created first.',
      } as never);
    }
    const links = linksOf(key);
    const responses: Record<string, JsonSchema> = {
      [String(endpoint.success)]: {
        description: endpoint.summary,
        ...(endpoint.success === 204 || !schemas.response
          ? {}
          : { content: { 'application/json': { schema: jsonSchema(schemas.response) } } }),
        ...(links === undefined ? {} : { links }),
      },
    };
    if (
      key.startsWith('listNotifications') ||
      key.endsWith('Notifications') ||
      key === 'getUnseenNotificationCount' ||
      key === 'listModerationQueue'
    ) {
      responses['304'] = { description: 'Not modified since the ETag sent in If-None-Match' };
    }
    for (const [status, description] of Object.entries(ERROR_STATUSES)) {
      responses[status] = {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    // What the query as a whole must satisfy (exactly one of two parameters) travels with the operation.
    const queryRule = schemas.query ? jsonSchema(schemas.query) : {};
    const operation: JsonSchema = {
      operationId: key,
      summary: endpoint.summary,
      ...(typeof queryRule.description === 'string' ? { description: queryRule.description } : {}),
      ...(queryRule.oneOf ? { 'x-query-one-of': queryRule.oneOf } : {}),
      tags: [endpoint.source === 'documented' ? 'documented' : 'ours'],
      parameters,
      responses,
      ...(endpoint.auth === 'none'
        ? { security: [] }
        : endpoint.auth === 'optional'
          ? { security: [{}, { bearer: [] }] }
          : {}),
      'x-credentials': endpoint.credentials,
    };
    if (schemas.body) {
      const body = schemas.body as { safeParse(value: unknown): { success: boolean } };
      operation.requestBody = {
        // A body the schema takes left out (logout's) is optional.
        required: !body.safeParse(undefined).success,
        content: { 'application/json': { schema: jsonSchema(schemas.body) } },
      };
    } else if (key === 'uploadPhoto') {
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['image'],
              properties: { image: { type: 'string', format: 'binary' } },
            },
          },
        },
      };
    }
    const path = (paths[endpoint.path] ??= {});
    path[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Childhood Memories API',
      version: '1.0.0',
      description:
        'The API the Childhood Memories widgets speak, as implemented by the reference server, generated from the same schemas it validates requests with. Errors answer `{ "detail", "code" }`; an address asked with a method it does not take answers 405 with `Allow`. A readable reference is served at `/docs`.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: ERROR_SCHEMA },
    },
    paths,
  };
}

export function registerOpenApiRoute(app: Hono<AppEnv>): void {
  let document: JsonSchema | undefined;
  app.get('/openapi.json', (c) => {
    document ??= buildOpenApiDocument();
    return c.json(document);
  });
}
