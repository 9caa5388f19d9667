/*
 * Rules the reference server had missed (issue 29), now in the shared schemas and the domain core,
 * so both backends refuse the same request with the same words: a new e-mail address whose host
 * label ends in '-', a happy memory's School and Health, a relationship description of spaces, and
 * an address asked with a method it does not take (405 with Allow, not 404). Registered by each
 * backend's adapter; like cases.ts it imports only api-client.
 */
import { createHttpClient, endpoints, type HttpClient } from '@childhood-memories/api-client';
import { beforeEach, describe, expect, it } from 'vitest';

import { payload, signUpMember, type ContractBackend } from './cases.ts';

/**
 * Registers the rules' cases for one backend.
 *
 * @example
 * describeRulesContract({ name: 'the mock backend', baseUrl, fetch, reset, … });
 */
export function describeRulesContract(backend: ContractBackend): void {
  function clientWith(token: string | null): HttpClient {
    return createHttpClient({ baseUrl: backend.baseUrl, getAccessToken: () => token, fetch: backend.fetch });
  }
  const member = (name: string) => signUpMember(clientWith, name);

  /** A raw JSON call, past the client's own checks: what the backend itself answers. */
  async function send(method: string, path: string, body: unknown, token: string | null = null) {
    const response = await backend.fetch(`${backend.baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      allow: response.headers.get('allow'),
      body: text === '' ? null : (JSON.parse(text) as unknown),
    };
  }

  describe(`the rules' contract, on ${backend.name}`, () => {
    beforeEach(async () => {
      await backend.reset();
    });

    it('refuses a new e-mail address whose host label ends or starts with "-", at sign-up and on a change', async () => {
      for (const email of ['ada@example-.org', 'ada@-example.org', 'ada@mail.example-.org']) {
        expect(
          await send('POST', endpoints.signUp.path, { username: 'ada', email, password: 'a-long-password' }),
        ).toEqual({
          status: 400,
          allow: null,
          body: { detail: 'email: must be an email address', code: 'invalid_request' },
        });
      }
      const ada = await member('ada');
      expect(
        await send('POST', endpoints.changeEmail.path, { new_email: 'ada@example-.org' }, ada.session.access),
      ).toEqual({
        status: 400,
        allow: null,
        body: { detail: 'new_email: must be an email address', code: 'invalid_request' },
      });
      expect(backend.sentMail()).toEqual([]);
      expect(await backend.memberEmails()).toEqual(['ada@example.com']);
    });

    it('keeps a happy memory to its 10 categories: School and Health are refused, and left behind by the client', async () => {
      const ada = await member('ada');
      const happy = payload({
        type: 1,
        childhood_effects_health: [{ id: 1302, description: 'Trouble sleeping' }],
      });
      expect(await send('POST', endpoints.createMemory.path, happy, ada.session.access)).toMatchObject({
        status: 400,
        body: {
          detail:
            'childhood_effects_health: is not asked of a happy memory (its 10 categories leave out School and Health)',
          code: 'invalid_request',
        },
      });
      const texted = payload({ type: 1, childhood_effects_social_text: 'School was hard.' });
      expect((await send('POST', endpoints.createMemory.path, texted, ada.session.access)).status).toBe(400);
      // The same tags on an unhappy memory are kept; turned happy, the client's save leaves them out.
      const unhappy = await ada.client.createMemory(payload({ ...happy, type: 3 }));
      expect(unhappy.childhood_effects_health.map((tag) => tag.tag_id)).toEqual([1302]);
      const turned = await ada.client.updateMemory(unhappy.hashId, { ...happy, feelings_text: 'Warm.' });
      expect([turned.type, turned.childhood_effects_health, turned.feelings_text]).toEqual([1, [], 'Warm.']);
    });

    it('refuses a relationship description of spaces as it refuses a description of spaces', async () => {
      const ada = await member('ada');
      const spaces = await send(
        'POST',
        endpoints.createMemory.path,
        payload({ relationship_description: '   ' }),
        ada.session.access,
      );
      expect(spaces).toEqual({
        status: 400,
        allow: null,
        body: { detail: 'relationship_description: must not be only spaces', code: 'invalid_request' },
      });
      const description = await send(
        'POST',
        endpoints.createMemory.path,
        payload({ description: '   ' }),
        ada.session.access,
      );
      expect(description.status).toBe(400);
      // None at all is fine: the reflection is optional.
      expect(
        (await ada.client.createMemory(payload({ relationship_description: '' }))).relationship_description,
      ).toBe('');
    });

    it('takes an Idempotency-Key of 1 to 200 characters, and refuses another in the same words', async () => {
      const ada = await member('ada');
      const create = (key: string) =>
        backend.fetch(`${backend.baseUrl}${endpoints.createMemory.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${ada.session.access}`,
            'idempotency-key': key,
          },
          body: JSON.stringify(payload()),
        });
      for (const key of ['   ', 'k'.repeat(201)]) {
        const refused = await create(key);
        expect([refused.status, await refused.json()]).toEqual([
          400,
          { detail: 'Idempotency-Key must be 1 to 200 characters.', code: 'invalid_request' },
        ]);
      }
      const first = (await (await create('k'.repeat(200))).json()) as { hashId: string };
      const again = (await (await create(` ${'k'.repeat(200)} `)).json()) as { hashId: string };
      expect(again.hashId).toBe(first.hashId);
    });

    it('answers 405 with Allow for an address asked with a method it does not take', async () => {
      expect(await send('GET', endpoints.deleteComment.path.replace('{id}', '7'), undefined)).toEqual({
        status: 405,
        allow: 'POST',
        body: { detail: 'This address does not take GET; it takes POST.', code: 'method_not_allowed' },
      });
      const listed = await send('DELETE', endpoints.listNotifications.path, undefined);
      expect([listed.status, listed.allow]).toEqual([405, 'GET, HEAD']);
    });
  });
}
