/*
 * The OpenAPI document states the rules the server enforces (issue 28): each is read back from the
 * document and tried against what the server's schemas accept, so a partner who builds from
 * /openapi.json refuses what we refuse.
 */
import { endpoints, endpointSchemas, ID_MAX, PAGE_MAX } from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import { buildOpenApiDocument } from './openapi.ts';

type Json = Record<string, unknown>;
const document = buildOpenApiDocument() as { paths: Record<string, Record<string, Json>> };

function operation(key: keyof typeof endpoints): Json {
  const endpoint = endpoints[key];
  const found = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
  if (found === undefined) throw new Error(`no operation ${key}`);
  return found;
}

function bodySchema(key: keyof typeof endpoints): Json {
  const body = operation(key).requestBody as { content: { 'application/json': { schema: Json } } };
  return body.content['application/json'].schema;
}

function parameter(key: keyof typeof endpoints, name: string): Json {
  const found = (operation(key).parameters as Json[]).find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no parameter ${name} of ${key}`);
  return found.schema as Json;
}

/** Whether a string passes every `pattern` a JSON schema states (directly or in `allOf`). */
function matches(schema: Json, value: string): boolean {
  const patterns = [schema, ...((schema.allOf as Json[] | undefined) ?? [])].flatMap((part) =>
    typeof part.pattern === 'string' ? [part.pattern] : [],
  );
  return patterns.every((pattern) => new RegExp(pattern, 'u').test(value));
}

describe('the OpenAPI document states the rules', () => {
  it('a new password of 8 to 256 characters, a log-in password of any length', () => {
    const password = (bodySchema('signUp').properties as Record<string, Json>).password;
    expect(password).toMatchObject({ minLength: 8, maxLength: 256 });
    const change = bodySchema('changePassword').properties as Record<string, Json>;
    expect(change.new_password).toMatchObject({ minLength: 8 });
    expect((bodySchema('logIn').properties as Record<string, Json>).password).not.toHaveProperty('maxLength');
  });

  it('text with something visible, and a new e-mail host whose labels do not end in "-"', () => {
    const content = (bodySchema('createComment').properties as Record<string, Json>).content as Json;
    expect(matches(content, '   ')).toBe(false);
    expect(matches(content, 'Thank you.')).toBe(true);
    expect(matches(content, 'a\u0000b')).toBe(false);
    const email = (bodySchema('signUp').properties as Record<string, Json>).email as Json;
    expect(matches(email, 'ada@example-.org')).toBe(false);
    expect(matches(email, 'ada@example.org')).toBe(true);
    const reflection = (bodySchema('createMemory').properties as Record<string, Json>)
      .relationship_description as Json;
    expect([matches(reflection, ''), matches(reflection, '  '), matches(reflection, 'I go quiet.')]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('1 to 3 praise labels, and exactly one of a memory’s link and a comment’s id', () => {
    const labels = parameter('createFeedback', 'feedback');
    expect(['Brave', 'Brave,Honest,Kind'].map((value) => matches(labels, value))).toEqual([true, true]);
    expect(['', 'Brave,', 'Brave,Honest,Kind,Moving'].map((value) => matches(labels, value))).toEqual([
      false,
      false,
      false,
    ]);
    for (const key of ['createFeedback', 'getUserFeedback'] as const) {
      expect(operation(key)['x-query-one-of']).toEqual([
        { required: ['shareable_link'] },
        { required: ['comment_id'] },
      ]);
    }
  });

  it('ids and pages bounded in their patterns, as the schemas bound them', () => {
    const id = parameter('deleteReaction', 'reaction_id');
    const page = parameter('getFeed', 'page');
    for (const [schema, max] of [
      [id, ID_MAX],
      [page, PAGE_MAX],
    ] as const) {
      for (const value of ['0', '1', String(max), String(max + 1), `0${max}`, '99999999999']) {
        const query = endpointSchemas.deleteReaction.query;
        const accepted = schema === id ? query.safeParse({ reaction_id: value }).success : undefined;
        expect(matches(schema, value), `${value} against ${max}`).toBe(
          Number(value) >= 1 && Number(value) <= max && !value.startsWith('0'),
        );
        if (accepted !== undefined) expect(accepted).toBe(matches(schema, value));
      }
    }
  });

  it('the tag types as an enum, the logout body, a happy memory without School and Health', () => {
    expect(parameter('searchByTag', 'tag_type').enum).toEqual(
      expect.arrayContaining(['feelings', 'person_involved', 'person_action', 'childhood_effects_social']),
    );
    expect(parameter('searchByTag', 'tag_type').enum).not.toContain('persons_actions');
    const logOut = operation('logOut').requestBody as Json;
    expect(logOut.required).toBe(false);
    expect(bodySchema('logOut')).toMatchObject({ properties: { refresh: { type: 'string' } } });
    expect(bodySchema('createMemory')).toMatchObject({
      if: { properties: { type: { const: 1 } } },
      then: {
        properties: { childhood_effects_health: { maxItems: 0 }, childhood_effects_social_text: false },
      },
    });
  });

  it('links each create to what its answer lets a client call next', () => {
    const created = (operation('createMemory').responses as Record<string, Json>)['201'] as Json;
    expect((created.links as Record<string, Json>).getMemory).toEqual({
      operationId: 'getMemory',
      parameters: { hashId: '$response.body#/hashId' },
    });
    const empathy = (operation('createEmpathy').responses as Record<string, Json>)['201'] as Json;
    expect((empathy.links as Record<string, Json>).deleteEmpathy).toEqual({
      operationId: 'deleteEmpathy',
      requestBody: { empathy_id: '$response.body#/data/empathy_id' },
    });
    const operationIds = new Set(
      Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId)),
    );
    for (const methods of Object.values(document.paths)) {
      for (const op of Object.values(methods)) {
        for (const response of Object.values(op.responses as Record<string, Json>)) {
          for (const link of Object.values((response.links ?? {}) as Record<string, Json>)) {
            expect(operationIds.has(link.operationId)).toBe(true);
          }
        }
      }
    }
  });
});
