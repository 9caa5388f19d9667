import { endpoints, NOT_FOUND_TEXTS, type HttpClient } from '@childhood-memories/api-client';
import { beforeEach, describe, expect, it } from 'vitest';

import { clientOf, join, memoryPayload, raw, refusalOf, statusOf } from './moderation-test-support.ts';
import { serverForThisFile } from './test-support.ts';

/*
 * A memory or comment a moderator hid is gone for everyone but its writer (issue 31): every
 * list, search, hashtag, autocomplete, user page, count, notification and its ETag, every link
 * and interaction, moderators included; its writer still sees it, with `moderation`.
 */

const server = serverForThisFile();

beforeEach(async () => {
  await server.reset();
});

/** Titles of every list a memory can appear in, as `client` reads them. */
async function everyList(client: HttpClient, writer: string) {
  const titles = (page: { results: { title: string }[] }) =>
    page.results.map((memory) => memory.title).sort();
  return {
    feed: (await client.getFeed()).results.map((item) => item.data.memory?.title).sort(),
    list: titles(await client.listMemories()),
    userList: titles(await client.listMemories({ user: writer })),
    userPage: titles(await client.searchByUser({ username: writer })),
    hashtag: titles(await client.searchByHashtag({ tag: 'bicycle' })),
    tag: titles(await client.searchByTag({ tag_type: 'feelings', slug: 'lonely' })),
    autocomplete: await client.autocompleteHashtags('#bicy'),
    meToo: (await client.listMeTooComments()).results.map((comment) => comment.memory_title).sort(),
  };
}

/** The notifications a member sees, as event and memory title, and their unseen count. */
async function bell(client: HttpClient) {
  const page = await client.listNotifications();
  const unseen = await client.getUnseenNotificationCount();
  // The list's own counts agree with the badge's.
  expect([page.unseen_count, page.unread_count]).toEqual([
    unseen,
    page.results.filter((n) => !n.is_read).length,
  ]);
  return {
    events: page.results.map((n) => `${n.event_type}:${n.data.memory_title ?? ''}`).sort(),
    unseen,
  };
}

async function community() {
  const [writer, reader, owner, commenter, moderator] = await Promise.all([
    join(server, 'wren'),
    join(server, 'rae'),
    join(server, 'olly'),
    join(server, 'cal'),
    join(server, 'mo', 'moderator'),
  ]);
  const hidden = await writer.client.createMemory(
    memoryPayload('Hidden bicycle', 0, { description: 'Mine. #bicycle' }),
  );
  await writer.client.createMemory(memoryPayload('Kept walk', 0, { description: 'Also mine. #walk' }));
  const other = await owner.client.createMemory(
    memoryPayload('Open kitchen', 0, { description: 'Theirs. #kitchen' }),
  );
  // Around the memory that will be hidden: a reader's comment, their empathy, the writer's "me too".
  const readersComment = await reader.client.createComment({
    shareable_link: hidden.shareable_link,
    content: 'I see you.',
  });
  await reader.client.createEmpathy({ shareable_link: hidden.shareable_link });
  await writer.client.createEmpathy({ shareable_link: hidden.shareable_link, comment_id: readersComment.id });
  await writer.client.createTrauma({ shareable_link: hidden.shareable_link, comment_id: readersComment.id });
  // Around the comment that will be hidden: the memory's owner is notified, a reader responds to it.
  const cruel = await commenter.client.createComment({
    shareable_link: other.shareable_link,
    content: 'A cruel one.',
  });
  await reader.client.createEmpathy({ shareable_link: other.shareable_link, comment_id: cruel.id });
  await reader.client.createTrauma({ shareable_link: other.shareable_link, comment_id: cruel.id });
  await reader.client.createFeedback({ comment_id: cruel.id, labels: ['Brave'] });
  return { writer, reader, owner, commenter, moderator, hidden, other, readersComment, cruel };
}

describe('a hidden memory', () => {
  it('is gone from every list, search, hashtag, autocomplete and user page for everyone but its writer', async () => {
    const { writer, reader, moderator, hidden } = await community();
    const visitor = clientOf(server, null);
    const before = await everyList(reader.client, 'wren');
    expect(before.hashtag).toEqual(['Hidden bicycle']);
    expect(before.autocomplete).toEqual(['#bicycle']);
    await moderator.client.moderate({
      action: 'hide',
      memory: hidden.shareable_link,
      comment: null,
      reason: 'unsafe',
    });
    for (const client of [reader.client, visitor, moderator.client]) {
      expect(await everyList(client, 'wren')).toEqual({
        feed: ['Kept walk', 'Open kitchen'],
        list: ['Kept walk', 'Open kitchen'],
        userList: ['Kept walk'],
        userPage: ['Kept walk'],
        hashtag: [],
        tag: ['Kept walk', 'Open kitchen'],
        autocomplete: [],
        meToo: ['Open kitchen'],
      });
    }
    // Its writer still finds it where they did, but in the feed: it is shared with no one now,
    // so it is among what only they can see.
    const own = await everyList(writer.client, 'wren');
    expect([own.feed, own.userPage, own.hashtag, own.autocomplete]).toEqual([
      ['Kept walk', 'Open kitchen'],
      ['Hidden bicycle', 'Kept walk'],
      ['Hidden bicycle'],
      ['#bicycle'],
    ]);
    expect(
      (await writer.client.listMemories({ audience: 'only_me' })).results.map((memory) => memory.title),
    ).toEqual(['Hidden bicycle']);
  });

  it('answers its link, its hashId and every interaction with 404, moderators included', async () => {
    const { writer, reader, moderator, hidden, readersComment } = await community();
    await moderator.client.moderate({
      action: 'hide',
      memory: hidden.shareable_link,
      comment: null,
      reason: 'unsafe',
    });
    const link = hidden.shareable_link;
    for (const client of [reader.client, moderator.client, clientOf(server, null)]) {
      expect(await refusalOf(client.getMemoryByLink(link))).toEqual({
        status: 404,
        detail: NOT_FOUND_TEXTS.memory,
      });
      expect(await statusOf(client.getMemory(hidden.hashId))).toBe(404);
      expect(await statusOf(client.listComments({ shareable_link: link }))).toBe(404);
      expect(await statusOf(client.listMeTooComments({ shareable_link: link }))).toBe(404);
    }
    for (const attempt of [
      () => reader.client.createComment({ shareable_link: link, content: 'Still here?' }),
      () => reader.client.createReaction({ shareable_link: link, reaction_option_id: 2 }),
      () => reader.client.createSave(link),
      () => reader.client.getInteractionStatus(link),
      () => reader.client.sendReport({ memory: link, metoo: null, reason: 1 }),
      () => reader.client.getCommentStatus(readersComment.id),
      () => moderator.client.createEmpathy({ shareable_link: link }),
    ])
      expect(await statusOf(attempt())).toBe(404);
    const own = await writer.client.getMemoryByLink(link);
    expect(own.moderation).toMatchObject({ reason: 'unsafe', review_requested: false });
    expect(Date.parse(own.moderation?.hidden_at ?? '')).not.toBeNaN();
    expect((await writer.client.getMemory(hidden.hashId)).moderation?.reason).toBe('unsafe');
    // The writer edits and deletes it as before; the hide stays on an edit.
    const edited = await writer.client.updateMemory(hidden.hashId, memoryPayload('Hidden bicycle, edited'));
    expect([edited.title, edited.moderation?.reason]).toEqual(['Hidden bicycle, edited', 'unsafe']);
    expect(await statusOf(writer.client.deleteMemory(hidden.hashId))).toBe(0);
  });

  it('takes its notifications out of others’ lists, counts and ETags, and leaves the writer’s', async () => {
    const { writer, reader, moderator, hidden } = await community();
    const path = endpoints.listNotifications.path;
    const first = await raw(server, path, { token: reader.token });
    const etag = first.headers.get('etag') ?? '';
    const before = await bell(reader.client);
    expect(before.events).toContain('emphatized_a_comment:Hidden bicycle');
    const writersBefore = await bell(writer.client);
    await moderator.client.moderate({
      action: 'hide',
      memory: hidden.shareable_link,
      comment: null,
      reason: 'spam',
    });
    const after = await bell(reader.client);
    expect(after.events).toEqual(before.events.filter((event) => !event.endsWith(':Hidden bicycle')));
    expect(after.unseen).toBe(before.unseen - 1);
    const poll = await raw(server, path, { token: reader.token, headers: { 'if-none-match': etag } });
    expect(poll.status).toBe(200);
    expect(poll.headers.get('etag')).not.toBe(etag);
    // The writer keeps what they had, and gains the notice that it was hidden.
    expect((await bell(writer.client)).events).toEqual(
      [...writersBefore.events, 'content_hidden:Hidden bicycle'].sort(),
    );
  });
});

describe('a hidden comment', () => {
  it('is gone from comment lists, me-too lists and counts for everyone but its writer', async () => {
    const { owner, reader, commenter, moderator, other, cruel } = await community();
    const link = other.shareable_link;
    await moderator.client.moderate({ action: 'hide', memory: link, comment: cruel.id, reason: 'hurtful' });
    for (const client of [owner.client, reader.client, moderator.client, clientOf(server, null)]) {
      expect((await client.listComments({ shareable_link: link })).results).toEqual([]);
      expect((await client.listMeTooComments({ shareable_link: link })).results).toEqual([]);
      expect((await client.listMeTooComments()).results.map((c) => c.content)).toEqual(['I see you.']);
      expect((await client.getMemoryByLink(link)).counts.comments).toBe(0);
    }
    const own = await commenter.client.listComments({ shareable_link: link });
    expect(own.results.map((c) => [c.content, c.moderation?.reason])).toEqual([['A cruel one.', 'hurtful']]);
    expect((await commenter.client.getMemoryByLink(link)).counts.comments).toBe(1);
    // Others' comments carry no moderation.
    const readers = await reader.client.listMeTooComments();
    expect(readers.results.every((c) => (c as { moderation?: unknown }).moderation == null)).toBe(true);
  });

  it('answers every interaction on it with 404, and its writer may still edit and delete it', async () => {
    const { owner, reader, commenter, moderator, other, cruel } = await community();
    const link = other.shareable_link;
    await moderator.client.moderate({ action: 'hide', memory: link, comment: cruel.id, reason: 'hurtful' });
    for (const attempt of [
      () => reader.client.getCommentStatus(cruel.id),
      () => owner.client.createEmpathy({ shareable_link: link, comment_id: cruel.id }),
      () => owner.client.createTrauma({ shareable_link: link, comment_id: cruel.id }),
      () => owner.client.createFeedback({ comment_id: cruel.id, labels: ['Brave'] }),
      () => owner.client.hideComment(cruel.id),
      () => owner.client.sendReport({ memory: link, metoo: cruel.id, reason: 11 }),
    ])
      expect(await refusalOf(attempt())).toEqual({ status: 404, detail: NOT_FOUND_TEXTS.comment });
    const edited = await commenter.client.updateComment(cruel.id, { content: 'A kinder one.' });
    expect([edited.content, edited.moderation?.reason]).toEqual(['A kinder one.', 'hurtful']);
    expect(await statusOf(commenter.client.deleteComment(cruel.id))).toBe(0);
  });

  it('takes the notifications about it out of others’ lists and counts, and keeps its writer’s', async () => {
    const { owner, commenter, moderator, other, cruel } = await community();
    const ownerBefore = await bell(owner.client);
    expect(ownerBefore.events).toEqual(['new_comment:Open kitchen']);
    const commenterBefore = await bell(commenter.client);
    expect(commenterBefore.events).toEqual([
      'emphatized_a_comment:Open kitchen',
      'feedback_given:Open kitchen',
    ]);
    await moderator.client.moderate({
      action: 'hide',
      memory: other.shareable_link,
      comment: cruel.id,
      reason: 'hurtful',
    });
    expect(await bell(owner.client)).toEqual({ events: [], unseen: 0 });
    const grouped = await owner.client.listGroupedNotifications();
    expect([grouped.results, grouped.unseen_count]).toEqual([[], 0]);
    expect((await bell(commenter.client)).events).toEqual([
      'content_hidden:Open kitchen',
      ...commenterBefore.events,
    ]);
    // Restored, it is back for everyone.
    await moderator.client.moderate({ action: 'restore', memory: other.shareable_link, comment: cruel.id });
    expect((await bell(owner.client)).events).toEqual(['new_comment:Open kitchen']);
    expect((await owner.client.listComments({ shareable_link: other.shareable_link })).results).toHaveLength(
      1,
    );
  });
});
