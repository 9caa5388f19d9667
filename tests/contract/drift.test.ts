/*
 * The drift check (issue 29): one scripted community session, driven through `createHttpClient`
 * against the reference server (PGlite, in process) and the test kit's mock backend (MSW's
 * `getResponse`, in memory), must give the same answers, ids, links, tokens and times aside. Where
 * the contract cases check what each backend must do, this catches what they do differently where
 * no case looks (a page size, a label's order, a field one of them leaves out).
 */
import { createHttpClient, type HttpClient, type MemorySavePayload } from '@childhood-memories/api-client';
import { createHandlers, createMockBackend, MOCK_API_BASE } from '@childhood-memories/testing';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { setModerator } from '../../packages/reference-server/src/moderation/role.ts';
import { serverForThisFile } from '../../packages/reference-server/src/test-support.ts';
import { payload } from './cases.ts';

/** One backend as the session sees it. */
interface Backend {
  baseUrl: string;
  fetch: typeof fetch;
  /** Makes a member a moderator, as the server's command does (never through the API). */
  grantModerator(email: string): Promise<void>;
}

const server = serverForThisFile();
const mock = createMockBackend({ seed: 'none' });
const mockHandlers = createHandlers(mock, { baseUrl: MOCK_API_BASE });
const mockFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const answer = await getResponse(mockHandlers, request);
  if (answer === undefined) throw new Error(`no mock handler for ${request.method} ${request.url}`);
  return answer;
}) as typeof fetch;

/** Keys whose values are a backend's own (ids, links, tokens, times, file addresses). */
const OWN =
  /^(id|key|hashId|shareable_link|temp_id|access|refresh|created|created_at|posted_at|hidden_at|first_reported_at|last_reported_at|image|image_url|url|comment|memory|memory_reacted|memory_resonated|linked_memories)$|(_id|_ids)$/;
/** Keys that end like an id but name reference data, the same on both. */
const SHARED = /^(reaction_option_id|tag_id)$/;

/**
 * An answer with each backend's own values replaced by their order of first appearance at their
 * place in it (`results.id#1`, …): the server counts ids per table and the mock with one counter,
 * so only a value's place and its repeats are compared, never the value.
 */
function neutral(value: unknown, seen: Map<string, Map<unknown, string>>, path = '', key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => neutral(item, seen, path, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, item]) => [name, neutral(item, seen, `${path}.${name}`, name)]),
    );
  }
  if (!OWN.test(key) || SHARED.test(key) || value === null) return value;
  const place = seen.get(path) ?? new Map<unknown, string>();
  seen.set(path, place);
  const placeholder = place.get(value) ?? `${path}#${place.size + 1}`;
  place.set(value, placeholder);
  return placeholder;
}

/** The scripted session: members sign up, write, answer each other, and read what came of it. */
async function session(backend: Backend): Promise<unknown[]> {
  const transcript: unknown[] = [];
  const record = async (step: string, call: Promise<unknown>) => {
    const outcome = await call.then(
      (answer) => ({ answer }),
      (error: unknown) => ({
        refused: (error as { status?: number; detail?: string }).status,
        detail: (error as { detail?: string }).detail,
      }),
    );
    transcript.push({ step, ...(neutral(outcome, new Map()) as object) });
    return 'answer' in outcome ? outcome.answer : undefined;
  };
  const clientWith = (token: string | null): HttpClient =>
    createHttpClient({ baseUrl: backend.baseUrl, getAccessToken: () => token, fetch: backend.fetch });
  const signUp = async (name: string) => {
    const session = (await record(
      `${name} signs up`,
      clientWith(null).signUp({
        username: name,
        email: `${name}@example.com`,
        password: `${name}-password-1`,
      }),
    )) as { access: string };
    return clientWith(session.access);
  };
  const ada = await signUp('ada');
  const bo = await signUp('bo');
  const cy = await signUp('cy');
  const visitor = clientWith(null);

  const stairs: MemorySavePayload = payload({
    title: 'The stairs',
    description: 'I sat on the stairs and listened. #stairs #home',
    subjects: ['Mother'],
    feelings: [
      { id: 901, description: 'Scared' },
      { id: 904, description: 'Lonely' },
    ],
    needs: [{ id: null, description: 'Someone to ask me' }],
    persons_actions: [
      {
        person_involved: { id: 302, description: 'Father' },
        person_action: [{ id: 401, description: 'Shouted at me' }],
      },
    ],
    feelings_text: 'The house was loud.',
    sensitive_topics: [2],
  });
  const memory = (await record('ada writes a memory', ada.createMemory(stairs))) as {
    hashId: string;
    shareable_link: string;
    feelings: { memory_tag_id: number }[];
  };
  await record('ada writes a second, only for her', ada.createMemory(payload({ title: 'Mine', privacy: 1 })));
  const link = memory.shareable_link;
  const [scared, lonely] = memory.feelings.map((tag) => tag.memory_tag_id);

  const comment = (await record(
    'bo comments',
    bo.createComment({ shareable_link: link, content: 'Thank you for writing this.' }),
  )) as { id: number };
  await record(
    'cy writes a private comment',
    cy.createPrivateComment({ shareable_link: link, comment_content: 'Only for you.' }),
  );
  await record('bo empathizes', bo.createEmpathy({ shareable_link: link }));
  await record('cy empathizes', cy.createEmpathy({ shareable_link: link }));
  await record('bo reacts', bo.createReaction({ shareable_link: link, reaction_option_id: 4 }));
  await record('cy reacts', cy.createReaction({ shareable_link: link, reaction_option_id: 6 }));
  await record('bo praises', bo.createFeedback({ shareable_link: link, labels: ['brave', 'Honest'] }));
  await record('cy praises', cy.createFeedback({ shareable_link: link, labels: ['Kind'] }));
  await record(
    'bo says me too to Lonely',
    bo.createResonance({ shareable_link: link, memory_tag_id: lonely ?? 0 }),
  );
  await record(
    'bo says me too to Scared',
    bo.createResonance({ shareable_link: link, memory_tag_id: scared ?? 0 }),
  );
  await record(
    'ada empathizes with the comment',
    ada.createEmpathy({ shareable_link: link, comment_id: comment.id }),
  );
  await record(
    'ada says me too to the comment',
    ada.createTrauma({ shareable_link: link, comment_id: comment.id }),
  );
  await record('ada praises the comment', ada.createFeedback({ comment_id: comment.id, labels: ['Kind'] }));
  await record('ada praises her own memory', ada.createFeedback({ shareable_link: link, labels: ['Brave'] }));
  await record('bo edits ada’s memory', bo.updateMemory(memory.hashId, stairs));
  await record('bo saves it', bo.createSave(link));

  await record('a visitor reads it', visitor.getMemoryByLink(link));
  await record('ada reads it', ada.getMemory(memory.hashId));
  await record('ada reads the comments', ada.listComments({ shareable_link: link }));
  await record('a visitor reads the comments', visitor.listComments({ shareable_link: link }));
  await record('the me-too comments', visitor.listMeTooComments({ shareable_link: link }));
  await record('bo’s status on it', bo.getInteractionStatus(link));
  await record('ada’s status on the comment', ada.getCommentStatus(comment.id));
  await record('bo’s praise', bo.getUserFeedback({ shareable_link: link }));
  await record('ada’s notifications', ada.listNotifications());
  await record('ada’s grouped notifications', ada.listGroupedNotifications());
  await record('ada’s me-too notifications', ada.listResonanceNotifications());
  await record('bo’s grouped notifications', bo.listGroupedNotifications());
  await record('the feed for a visitor', visitor.getFeed());
  await record('the feed for ada', ada.getFeed());
  await record('the hashtag search', visitor.searchByHashtag({ tag: 'stairs' }));
  await record('the tag search', visitor.searchByTag({ tag_type: 'feelings', slug: 'lonely' }));
  await record('autocomplete', visitor.autocompleteHashtags('#sta'));
  await record('bo hides the filter', bo.updateSafetyPreferences({ hidden_content_warning_ids: [2] }));
  await record('the feed for bo', bo.getFeed());

  // Moderation (ours, issue 31): reports, the queue, a hide, a review request, a restore, a dismiss.
  const sam = await signUp('sam');
  await backend.grantModerator('sam@example.com');
  await record('sam reads the empty queue', sam.listModerationQueue());
  await record('ada asks for the queue', ada.listModerationQueue());
  await record(
    'bo reports the memory',
    bo.sendReport({ memory: link, metoo: null, reason: 7, remark: 'A street.' }),
  );
  await record('bo reports it again', bo.sendReport({ memory: link, metoo: null, reason: 3 }));
  await record('cy reports the comment', cy.sendReport({ memory: link, metoo: comment.id, reason: 16 }));
  await record('the queue', sam.listModerationQueue());
  await record('the queue by reporters', sam.listModerationQueue({ sort: 'most_reported' }));
  const onComment = { memory: link, comment: comment.id };
  await record(
    'sam hides the comment',
    sam.moderate({ action: 'hide', ...onComment, reason: 'hurtful', note: ' Unkind. ' }),
  );
  await record('sam hides it again', sam.moderate({ action: 'hide', ...onComment, reason: 'spam' }));
  await record('ada reads the comments', ada.listComments({ shareable_link: link }));
  await record('bo reads his hidden comment', bo.listComments({ shareable_link: link }));
  await record('ada reads her memory', ada.getMemory(memory.hashId));
  await record('ada’s notifications with it hidden', ada.listNotifications());
  await record('bo’s notifications', bo.listNotifications());
  await record('cy’s notifications', cy.listNotifications());
  await record('ada asks for a review of it', ada.requestReview({ ...onComment, message: 'Mine?' }));
  await record('bo asks for a review', bo.requestReview({ ...onComment, message: ' Please look again. ' }));
  await record('bo asks again', bo.requestReview({ ...onComment, message: 'Hello?' }));
  await record('the queue with his request', sam.listModerationQueue());
  await record('sam restores it', sam.moderate({ action: 'restore', ...onComment }));
  await record(
    'sam dismisses the memory’s reports',
    sam.moderate({ action: 'dismiss', memory: link, comment: null }),
  );
  await record('nothing is open', sam.moderate({ action: 'dismiss', memory: link, comment: null }));
  await record('bo’s notifications after', bo.listNotifications());
  await record('the log', sam.listModerationLog());
  await record('sam’s profile', sam.getCurrentUser());

  await record(
    'bo signs up again',
    visitor.signUp({ username: 'bo', email: 'bo2@example.com', password: 'bo-password-2' }),
  );
  await record('a wrong password', visitor.logIn({ email: 'ada@example.com', password: 'not-her-password' }));
  await record('ada asks for bo’s address', ada.changeEmail('bo@example.com'));
  await record('ada asks for her own address', ada.changeEmail('ada@example.com'));
  await record(
    'a code before asking',
    ada.validateEmailChange({ code: '000001', new_email: 'ada.new@example.com' }),
  );
  await record('ada asks for a new address', ada.changeEmail('ada.new@example.com'));
  await record('a wrong code', ada.validateEmailChange({ code: '000001', new_email: 'ada.new@example.com' }));
  await record('an unknown warning', ada.updateSafetyPreferences({ hidden_content_warning_ids: [999] }));
  await record('a reason of the other kind', bo.sendReport({ memory: link, metoo: null, reason: 11 }));
  await record('an unknown member', visitor.searchByUser({ username: 'nobody' }));
  await record('a wrong password to delete', bo.deleteAccount('not-his-password'));
  await record('a token that is not one', visitor.verifyToken('not-a-token'));
  await record(
    'bo takes his reaction back',
    bo.deleteReaction((await bo.getInteractionStatus(link)).reaction_id ?? 0),
  );
  await record('ada marks all seen', ada.markAllNotificationsSeen());
  await record('ada’s unseen count', ada.getUnseenNotificationCount());
  await record('ada’s notifications after', ada.listGroupedNotifications());
  await record('cy deletes her account', cy.deleteAccount('cy-password-1'));
  await record('ada’s notifications without cy', ada.listNotifications());
  await record('ada deletes the memory', ada.deleteMemory(memory.hashId));
  await record('it is gone', visitor.getMemoryByLink(link));
  return transcript;
}

describe('the drift check', () => {
  it('gives the same answers on the reference server and the mock backend, ids and times aside', async () => {
    await server.reset();
    mock.reset();
    const onServer = await session({
      baseUrl: server.baseUrl,
      fetch: server.fetch,
      grantModerator: async (email) => {
        await setModerator(server.deps.database.db, email, true);
      },
    });
    const onMock = await session({
      baseUrl: MOCK_API_BASE,
      fetch: mockFetch,
      grantModerator: async (email) => mock.grantModerator(email),
    });
    expect(onMock).toEqual(onServer);
    // The moderation steps were taken, not refused on both alike.
    const step = (name: string) => onServer.find((entry) => (entry as { step: string }).step === name);
    expect(step('the queue')).toMatchObject({ answer: { count: 2 } });
    expect(step('the log')).toMatchObject({ answer: { count: 3 } });
    expect(step('bo asks again')).toMatchObject({ refused: 409 });
    expect(onServer.length).toBeGreaterThan(40);
  });
});
