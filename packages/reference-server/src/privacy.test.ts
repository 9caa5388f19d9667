import {
  ApiError,
  canReadMemoryByHashId,
  canReadMemoryByLink,
  createHttpClient,
  endpoints,
  type HttpClient,
  type MemorySavePayload,
  emptySavePayload,
  isMemoryInFeed,
  isMemoryListed,
  Privacy,
} from '@childhood-memories/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, TEST_BASE_URL, type TestServer } from './test-support.ts';

/*
 * Privacy, route by route: Ada writes one memory at each level — 0 Public, 2 Private with a
 * link, 1 Only me — and a visitor, another member (Bo) and Ada herself try every reading route.
 */

let server: TestServer;
let visitor: HttpClient;
let bo: HttpClient;
let ada: HttpClient;
let boToken: string;
const memory = {
  public: { hashId: '', link: '' },
  link: { hashId: '', link: '' },
  onlyMe: { hashId: '', link: '' },
};
let publicCommentId = 0;
let linkCommentId = 0;
let onlyMeCommentId = 0;

function clientWith(token: string | null): HttpClient {
  return createHttpClient({ baseUrl: TEST_BASE_URL, getAccessToken: () => token, fetch: server.fetch });
}

function payload(title: string, privacy: 0 | 1 | 2, hashtag: string): MemorySavePayload {
  return emptySavePayload({
    description: `A memory kept ${title}. #${hashtag}`,
    title,
    persons_actions: [
      {
        person_involved: { id: 302, description: 'Father' },
        person_action: [{ id: 401, description: 'Shouted at me' }],
      },
    ],
    feelings: [{ id: 904, description: 'Lonely' }],
    privacy,
  });
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

const titles = (page: { results: { title: string }[] }) => page.results.map((m) => m.title).sort();

beforeAll(async () => {
  server = await createTestServer();
  visitor = clientWith(null);
  const adaSession = await visitor.signUp({
    username: 'ada',
    email: 'ada@example.com',
    password: 'ada-password-1',
  });
  const boSession = await visitor.signUp({
    username: 'bo',
    email: 'bo@example.com',
    password: 'bo-password-1',
  });
  ada = clientWith(adaSession.access);
  boToken = boSession.access;
  bo = clientWith(boToken);
  const pub = await ada.createMemory(payload('in public', 0, 'opensky'));
  const link = await ada.createMemory(payload('with a link', 2, 'linkonlytag'));
  const onlyMe = await ada.createMemory(payload('only for me', 1, 'onlymetag'));
  memory.public = { hashId: pub.hashId, link: pub.shareable_link };
  memory.link = { hashId: link.hashId, link: link.shareable_link };
  memory.onlyMe = { hashId: onlyMe.hashId, link: onlyMe.shareable_link };
  publicCommentId = (await ada.createComment({ shareable_link: pub.shareable_link, content: 'Public note' }))
    .id;
  linkCommentId = (await ada.createComment({ shareable_link: link.shareable_link, content: 'Link note' })).id;
  onlyMeCommentId = (await ada.createComment({ shareable_link: onlyMe.shareable_link, content: 'My note' }))
    .id;
  for (const id of [publicCommentId, linkCommentId, onlyMeCommentId]) {
    await ada.createTrauma({
      shareable_link:
        id === publicCommentId
          ? pub.shareable_link
          : id === linkCommentId
            ? link.shareable_link
            : onlyMe.shareable_link,
      comment_id: id,
    });
  }
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('listings show Public memories only (and the owner’s own)', () => {
  it('feed', async () => {
    const feedTitles = async (client: HttpClient) =>
      (await client.getFeed()).results.map((i) => i.data.memory?.title ?? '').sort();
    expect(await feedTitles(visitor)).toEqual(['in public']);
    expect(await feedTitles(bo)).toEqual(['in public']);
    // Her own that are not shared with the community are on her own lists, not the feed.
    expect(await feedTitles(ada)).toEqual(['in public']);
    expect(titles(await ada.listMemories({ audience: 'only_me' }))).toEqual(['only for me']);
    expect(titles(await ada.listMemories({ audience: 'link' }))).toEqual(['with a link']);
    expect(titles(await bo.listMemories({ audience: 'link' }))).toEqual([]);
    expect((await visitor.getFeed()).count).toBe(1);
  });

  it('memory lists with every filter', async () => {
    for (const client of [visitor, bo]) {
      expect(titles(await client.listMemories())).toEqual(['in public']);
      expect(titles(await client.listMemories({ user: 'ada' }))).toEqual(['in public']);
      expect(titles(await client.listMemories({ slug: 'lonely', tag_type: 'feelings' }))).toEqual([
        'in public',
      ]);
      expect(titles(await client.listMemories({ persons_involved: 302, person_actions: [401] }))).toEqual([
        'in public',
      ]);
      expect((await client.listMemories({ user: 'ada' })).count).toBe(1);
    }
    expect((await ada.listMemories({ user: 'ada' })).count).toBe(3);
  });

  it('searches by hashtag, tag and user', async () => {
    for (const client of [visitor, bo]) {
      expect((await client.searchByHashtag({ tag: 'linkonlytag' })).count).toBe(0);
      expect((await client.searchByHashtag({ tag: 'onlymetag' })).count).toBe(0);
      expect((await client.searchByHashtag({ tag: 'opensky' })).count).toBe(1);
      expect(titles(await client.searchByTag({ tag_type: 'feelings', slug: 'lonely' }))).toEqual([
        'in public',
      ]);
      expect(titles(await client.searchByTag({ tag_type: 'person_action', slug: 'shouted-at-me' }))).toEqual([
        'in public',
      ]);
      expect(titles(await client.searchByUser({ username: 'ada' }))).toEqual(['in public']);
    }
    expect((await ada.searchByHashtag({ tag: 'onlymetag' })).count).toBe(1);
  });

  it('hashtag autocomplete', async () => {
    for (const client of [visitor, bo]) {
      expect(await client.autocompleteHashtags('#linkonly')).toEqual([]);
      expect(await client.autocompleteHashtags('#onlyme')).toEqual([]);
      expect(await client.autocompleteHashtags('#opens')).toEqual(['#opensky']);
    }
    expect(await ada.autocompleteHashtags('#onlyme')).toEqual(['#onlymetag']);
  });

  it('me-too comments', async () => {
    for (const client of [visitor, bo]) {
      const listed = await client.listMeTooComments();
      expect(listed.results.map((c) => c.id)).toEqual([publicCommentId]);
    }
    expect(
      (await bo.listMeTooComments({ shareable_link: memory.link.link })).results.map((c) => c.id),
    ).toEqual([linkCommentId]);
    expect(await status(bo.listMeTooComments({ shareable_link: memory.onlyMe.link }))).toBe(404);
  });
});

describe('the rules in api-client, which the mocks apply as they are', () => {
  it('decide every listing and every read, for a visitor, another member and the owner', async () => {
    const written = [
      { title: 'in public', privacy: Privacy.Public, sensitive_topics: [], ...memory.public },
      { title: 'with a link', privacy: Privacy.PrivateLink, sensitive_topics: [], ...memory.link },
      { title: 'only for me', privacy: Privacy.OnlyMe, sensitive_topics: [], ...memory.onlyMe },
    ];
    const viewers: [HttpClient, boolean][] = [
      [visitor, false],
      [bo, false],
      [ada, true],
    ];
    for (const [client, owner] of viewers) {
      const listed = written.filter((m) => isMemoryListed(m, owner)).map((m) => m.title);
      expect(titles(await client.listMemories({ user: 'ada' }))).toEqual([...listed].sort());
      const inFeed = written
        .filter((m) => isMemoryInFeed({ ...m, posted: true, hidden: false }, owner))
        .map((m) => m.title);
      const feed = (await client.getFeed()).results.map((item) => item.data.memory?.title ?? '');
      expect(feed.sort()).toEqual([...inFeed].sort());
      for (const m of written) {
        expect(await status(client.getMemoryByLink(m.link))).toBe(canReadMemoryByLink(m, owner) ? 200 : 404);
        expect(await status(client.getMemory(m.hashId))).toBe(canReadMemoryByHashId(m, owner) ? 200 : 404);
      }
    }
  });
});

describe('direct reads', () => {
  it('by hashId: others read Public only', async () => {
    for (const client of [visitor, bo]) {
      expect(await status(client.getMemory(memory.public.hashId))).toBe(200);
      expect(await status(client.getMemory(memory.link.hashId))).toBe(404);
      expect(await status(client.getMemory(memory.onlyMe.hashId))).toBe(404);
    }
    for (const m of Object.values(memory)) expect(await status(ada.getMemory(m.hashId))).toBe(200);
  });

  it('by shareable link: Public and Private-with-link; Only me for the owner alone', async () => {
    for (const client of [visitor, bo]) {
      expect(await status(client.getMemoryByLink(memory.public.link))).toBe(200);
      expect(await status(client.getMemoryByLink(memory.link.link))).toBe(200);
      expect(await status(client.getMemoryByLink(memory.onlyMe.link))).toBe(404);
      expect(await status(client.listComments({ shareable_link: memory.onlyMe.link }))).toBe(404);
    }
    expect(await status(ada.getMemoryByLink(memory.onlyMe.link))).toBe(200);
    expect((await ada.listComments({ shareable_link: memory.onlyMe.link })).count).toBe(1);
  });

  it('every member route about an Only-me memory or its comments answers 404 to others', async () => {
    const link = memory.onlyMe.link;
    const checks: [string, Promise<unknown>][] = [
      ['getInteractionStatus', bo.getInteractionStatus(link)],
      ['getConnectStatus', bo.getConnectStatus(link)],
      ['getUserFeedback', bo.getUserFeedback({ shareable_link: link })],
      ['getCommentStatus', bo.getCommentStatus(onlyMeCommentId)],
      ['createComment', bo.createComment({ shareable_link: link, content: 'Hello' })],
      ['createPrivateComment', bo.createPrivateComment({ shareable_link: link, comment_content: 'Hello' })],
      ['createEmpathy', bo.createEmpathy({ shareable_link: link })],
      ['createEmpathy (comment)', bo.createEmpathy({ shareable_link: link, comment_id: onlyMeCommentId })],
      ['createTrauma', bo.createTrauma({ shareable_link: link, comment_id: onlyMeCommentId })],
      ['createSave', bo.createSave(link)],
      ['createReaction', bo.createReaction({ shareable_link: link, reaction_option_id: 2 })],
      ['createResonance', bo.createResonance({ shareable_link: link, memory_tag_id: 1 })],
      ['createFeedback', bo.createFeedback({ shareable_link: link, labels: ['Brave'] })],
      ['createFeedback (comment)', bo.createFeedback({ comment_id: onlyMeCommentId, labels: ['Brave'] })],
      ['sendReport', bo.sendReport({ memory: link, metoo: null, reason: 1 })],
      ['hideComment', bo.hideComment(onlyMeCommentId)],
      ['updateComment', bo.updateComment(onlyMeCommentId, { content: 'Changed' })],
      ['deleteComment', bo.deleteComment(onlyMeCommentId)],
      ['updateMemory', bo.updateMemory(memory.onlyMe.hashId, payload('taken', 0, 'x'))],
      ['deleteMemory', bo.deleteMemory(memory.onlyMe.hashId)],
    ];
    const answers = await Promise.all(
      checks.map(async ([name, promise]) => [name, await status(promise)] as const),
    );
    expect(answers.filter(([, code]) => code !== 404)).toEqual([]);
  });
});

describe('notifications and counts', () => {
  it('hide a notification whose memory became Only me, and change the poll ETag', async () => {
    const pub = await bo.createMemory(payload('bo public', 0, 'bo'));
    const comment = await bo.createComment({
      shareable_link: memory.public.link,
      content: 'Thank you, Ada.',
    });
    await ada.createEmpathy({ shareable_link: memory.public.link, comment_id: comment.id });
    await ada.createEmpathy({ shareable_link: pub.shareable_link });
    const before = await bo.listNotifications();
    expect(before.results.map((n) => n.event_type).sort()).toEqual([
      'emphatized_a_comment',
      'emphatized_a_memory',
    ]);
    expect(before.unseen_count).toBe(2);
    const url = `${TEST_BASE_URL}${endpoints.listNotifications.path}`;
    const first = await server.fetch(url, { headers: { authorization: `Bearer ${boToken}` } });
    const etag = first.headers.get('etag') ?? '';

    await ada.updateMemory(memory.public.hashId, payload('in public', 1, 'opensky'));
    const after = await bo.listNotifications();
    expect(after.results.map((n) => n.event_type)).toEqual(['emphatized_a_memory']);
    expect(after.count).toBe(1);
    expect(after.unseen_count).toBe(1);
    expect(await bo.getUnseenNotificationCount()).toBe(1);
    expect((await bo.listGroupedNotifications()).results.map((g) => g.group)).toEqual(['empathy']);
    const poll = await server.fetch(url, {
      headers: { authorization: `Bearer ${boToken}`, 'if-none-match': etag },
    });
    expect(poll.status).toBe(200);
    await ada.updateMemory(memory.public.hashId, payload('in public', 0, 'opensky'));
  });

  it('private comments are read by their author and the memory’s owner only, and never counted', async () => {
    const note = await bo.createPrivateComment({
      shareable_link: memory.link.link,
      comment_content: 'Just for Ada',
    });
    expect((await ada.listComments({ shareable_link: memory.link.link })).results.map((c) => c.id)).toContain(
      note.id,
    );
    expect((await bo.listComments({ shareable_link: memory.link.link })).results.map((c) => c.id)).toContain(
      note.id,
    );
    const cy = clientWith(
      (await visitor.signUp({ username: 'cy', email: 'cy@example.com', password: 'cy-password-1' })).access,
    );
    expect(
      (await cy.listComments({ shareable_link: memory.link.link })).results.map((c) => c.id),
    ).not.toContain(note.id);
    expect(
      (await visitor.listComments({ shareable_link: memory.link.link })).results.map((c) => c.id),
    ).not.toContain(note.id);
    expect(await status(cy.getCommentStatus(note.id))).toBe(404);
    expect(await status(cy.createEmpathy({ shareable_link: memory.link.link, comment_id: note.id }))).toBe(
      404,
    );
    expect((await visitor.getMemoryByLink(memory.link.link)).counts.comments).toBe(1);
  });
});
