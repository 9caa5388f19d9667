import { endpoints, NOT_FOUND_TEXTS, type Notification } from '@childhood-memories/api-client';
import { beforeEach, describe, expect, it } from 'vitest';

import { clientOf, join, memoryPayload, raw, refusalOf, statusOf } from './moderation-test-support.ts';
import { setModerator } from './moderation/role.ts';
import { serverForThisFile } from './test-support.ts';

/*
 * The moderation routes (issue 31): who may call each, what each action does to the item, its
 * reports, the people involved and the audit log, and the writer's request for a review.
 */

const server = serverForThisFile();

beforeEach(async () => {
  await server.reset();
});

const ONLY_MODERATORS = 'Only moderators can do this.';

/** A writer's memory with a comment by a second member, each reported by a third and a fourth. */
async function reportedCommunity() {
  const [writer, commenter, reporter, another, moderator] = await Promise.all([
    join(server, 'wren'),
    join(server, 'cal'),
    join(server, 'rae'),
    join(server, 'ash'),
    join(server, 'mo', 'moderator'),
  ]);
  const memory = await writer.client.createMemory(memoryPayload('The blue bicycle'));
  const comment = await commenter.client.createComment({
    shareable_link: memory.shareable_link,
    content: 'A cruel comment.',
  });
  for (const member of [reporter, another]) {
    await member.client.sendReport({ memory: memory.shareable_link, metoo: comment.id, reason: 11 });
    await member.client.sendReport({ memory: memory.shareable_link, metoo: null, reason: 3 });
  }
  return { writer, commenter, reporter, another, moderator, memory, comment };
}

const moderationEvents = (list: Notification[]) =>
  list.filter((n) =>
    ['content_hidden', 'content_restored', 'review_kept_hidden', 'report_reviewed'].includes(n.event_type),
  );

describe('who may use the moderation routes', () => {
  it('answers 401 to a visitor on all four', async () => {
    for (const key of ['listModerationQueue', 'moderate', 'listModerationLog', 'requestReview'] as const) {
      const endpoint = endpoints[key];
      const response = await raw(server, endpoint.path, {
        method: endpoint.method,
        ...(endpoint.method === 'POST' ? { body: {} } : {}),
      });
      expect([key, response.status]).toEqual([key, 401]);
    }
  });

  it('refuses a member the queue, the actions and the log with 403, and changes nothing', async () => {
    const { writer, reporter, memory } = await reportedCommunity();
    const queue = await refusalOf(reporter.client.listModerationQueue());
    const log = await refusalOf(reporter.client.listModerationLog());
    const act = await refusalOf(
      reporter.client.moderate({
        action: 'hide',
        memory: memory.shareable_link,
        comment: null,
        reason: 'spam',
      }),
    );
    expect([queue, log, act]).toEqual([
      { status: 403, detail: ONLY_MODERATORS },
      { status: 403, detail: ONLY_MODERATORS },
      { status: 403, detail: ONLY_MODERATORS },
    ]);
    expect((await clientOf(server, null).getMemoryByLink(memory.shareable_link)).title).toBe(
      'The blue bicycle',
    );
    expect((await writer.client.getMemoryByLink(memory.shareable_link)).moderation ?? null).toBeNull();
  });

  it('lets a moderator read the queue and the log, and act', async () => {
    const { moderator, memory } = await reportedCommunity();
    expect((await moderator.client.listModerationQueue()).count).toBe(2);
    expect((await moderator.client.listModerationLog()).count).toBe(0);
    const entry = await moderator.client.moderate({
      action: 'dismiss',
      memory: memory.shareable_link,
      comment: null,
    });
    expect(entry).toMatchObject({ action: 'dismiss', moderator: 'mo', reports_closed: 2 });
  });

  it('refuses a moderator their own memory and their own comment', async () => {
    const moderator = await join(server, 'mo', 'moderator');
    const other = await join(server, 'wren');
    const own = await moderator.client.createMemory(memoryPayload('My own'));
    const theirs = await other.client.createMemory(memoryPayload('Theirs'));
    const comment = await moderator.client.createComment({
      shareable_link: theirs.shareable_link,
      content: 'Mine.',
    });
    const expected = { status: 403, detail: 'Another moderator needs to look at this.' };
    expect(
      await refusalOf(
        moderator.client.moderate({
          action: 'hide',
          memory: own.shareable_link,
          comment: null,
          reason: 'spam',
        }),
      ),
    ).toEqual(expected);
    expect(
      await refusalOf(
        moderator.client.moderate({
          action: 'hide',
          memory: theirs.shareable_link,
          comment: comment.id,
          reason: 'spam',
        }),
      ),
    ).toEqual(expected);
    // Another moderator may.
    const second = await join(server, 'max', 'moderator');
    expect(
      await statusOf(
        second.client.moderate({ action: 'hide', memory: own.shareable_link, comment: null, reason: 'spam' }),
      ),
    ).toBe(0);
  });

  it('reads the role at every request: a revoked moderator is refused at once', async () => {
    const moderator = await join(server, 'mo', 'moderator');
    expect(await statusOf(moderator.client.listModerationQueue())).toBe(0);
    await setModerator(server.deps.db, moderator.email, false);
    expect(await statusOf(moderator.client.listModerationQueue())).toBe(403);
  });

  it('tells the current user whether they moderate, and no request makes anyone a moderator', async () => {
    const moderator = await join(server, 'mo', 'moderator');
    const signUp = await raw(server, endpoints.signUp.path, {
      method: 'POST',
      body: { username: 'sly', email: 'sly@example.com', password: 'sly-password-1', is_moderator: true },
    });
    const { access } = (await signUp.json()) as { access: string };
    const me = async (token: string) =>
      (
        (await (await raw(server, endpoints.getCurrentUser.path, { token })).json()) as {
          is_moderator: unknown;
        }
      ).is_moderator;
    expect([await me(moderator.token), await me(access)]).toEqual([true, false]);
    expect(await statusOf(clientOf(server, access).listModerationQueue())).toBe(403);
  });
});

describe('actions', () => {
  it('hide needs a reason (400 on the field), and each action refuses a state it cannot change (409)', async () => {
    const { moderator, memory } = await reportedCommunity();
    const link = memory.shareable_link;
    const noReason = await raw(server, endpoints.moderate.path, {
      method: 'POST',
      token: moderator.token,
      body: { action: 'hide', memory: link, comment: null },
    });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { detail: string }).detail).toMatch(/^reason: /);
    const act = (action: 'hide' | 'restore' | 'dismiss') =>
      refusalOf(moderator.client.moderate({ action, memory: link, comment: null, reason: 'hurtful' }));
    expect(await act('restore')).toEqual({ status: 409, detail: 'This is not hidden.' });
    await moderator.client.moderate({ action: 'hide', memory: link, comment: null, reason: 'hurtful' });
    expect(await act('hide')).toEqual({ status: 409, detail: 'This is already hidden.' });
    expect(await act('dismiss')).toEqual({ status: 409, detail: 'There is nothing open here.' });
  });

  it('answers 404 for an item that is not there, with the usual words', async () => {
    const { moderator, memory } = await reportedCommunity();
    const other = await (await join(server, 'oz')).client.createMemory(memoryPayload('Elsewhere'));
    const comment = (await moderator.client.listModerationQueue()).results.find(
      (item) => item.comment,
    )?.comment;
    expect(
      await refusalOf(
        moderator.client.moderate({ action: 'dismiss', memory: 'no-such-link', comment: null }),
      ),
    ).toEqual({ status: 404, detail: NOT_FOUND_TEXTS.memory });
    // A comment named under another memory is not found either.
    expect(
      await refusalOf(
        moderator.client.moderate({
          action: 'dismiss',
          memory: other.shareable_link,
          comment: comment?.id ?? 0,
        }),
      ),
    ).toEqual({ status: 404, detail: NOT_FOUND_TEXTS.comment });
    expect(
      await statusOf(
        moderator.client.moderate({
          action: 'dismiss',
          memory: memory.shareable_link,
          comment: comment?.id ?? 0,
        }),
      ),
    ).toBe(0);
  });

  it('hide closes the reports as actioned and tells the writer why and each reporter only that action was taken', async () => {
    const { writer, commenter, reporter, another, moderator, memory, comment } = await reportedCommunity();
    const entry = await moderator.client.moderate({
      action: 'hide',
      memory: memory.shareable_link,
      comment: comment.id,
      reason: 'hurtful',
      note: '  Unkind to the writer.  ',
    });
    expect(entry).toMatchObject({
      action: 'hide',
      moderator: 'mo',
      kind: 'comment',
      memory: memory.shareable_link,
      memory_title: 'The blue bicycle',
      comment: comment.id,
      reason: 'hurtful',
      note: 'Unkind to the writer.',
      reports_closed: 2,
    });
    const [hidden] = moderationEvents((await commenter.client.listNotifications()).results);
    expect(hidden).toMatchObject({
      event_type: 'content_hidden',
      originator: '',
      data: {
        memory: memory.shareable_link,
        memory_title: 'The blue bicycle',
        comment_id: comment.id,
        comment_content: 'A cruel comment.',
        moderation_reason: 'hurtful',
      },
    });
    for (const member of [reporter, another]) {
      const events = moderationEvents((await member.client.listNotifications()).results);
      expect(events).toEqual([expect.objectContaining({ event_type: 'report_reviewed', originator: '' })]);
      // Nothing of the reported content, nor who else reported it: the outcome alone.
      expect(events[0]?.data).toEqual({ moderation_outcome: 'action' });
    }
    // The memory's own reports stay open; the writer of the memory was not told anything.
    expect(moderationEvents((await writer.client.listNotifications()).results)).toEqual([]);
    expect((await moderator.client.listModerationQueue()).results.map((item) => item.kind)).toEqual([
      'memory',
    ]);
  });

  it('dismiss closes the reports as reviewed and leaves the item as it was', async () => {
    const { reporter, moderator, memory } = await reportedCommunity();
    const entry = await moderator.client.moderate({
      action: 'dismiss',
      memory: memory.shareable_link,
      comment: null,
    });
    expect(entry).toMatchObject({ action: 'dismiss', reason: null, reports_closed: 2 });
    const events = moderationEvents((await reporter.client.listNotifications()).results);
    expect(events.map((n) => n.data)).toEqual([{ moderation_outcome: 'reviewed' }]);
    expect((await clientOf(server, null).getMemoryByLink(memory.shareable_link)).title).toBe(
      'The blue bicycle',
    );
    expect((await moderator.client.listModerationQueue()).results.map((item) => item.kind)).toEqual([
      'comment',
    ]);
  });

  it('restore shows the item again, closes the review request and tells the writer', async () => {
    const { commenter, moderator, memory, comment } = await reportedCommunity();
    const item = { memory: memory.shareable_link, comment: comment.id };
    await moderator.client.moderate({ action: 'hide', ...item, reason: 'hurtful' });
    await commenter.client.requestReview({ ...item, message: 'I meant it kindly.' });
    const entry = await moderator.client.moderate({ action: 'restore', ...item, note: 'Read again.' });
    expect(entry).toMatchObject({ action: 'restore', reason: null, note: 'Read again.', reports_closed: 0 });
    const events = moderationEvents((await commenter.client.listNotifications()).results);
    expect(events.map((n) => [n.event_type, n.originator])).toEqual([
      ['content_restored', ''],
      ['content_hidden', ''],
    ]);
    const visitorComments = await clientOf(server, null).listComments({
      shareable_link: memory.shareable_link,
    });
    expect(visitorComments.results.map((c) => c.content)).toEqual(['A cruel comment.']);
    // The request was closed with the restore: nothing about this comment is left in the queue.
    expect((await moderator.client.listModerationQueue()).results.map((i) => i.kind)).toEqual(['memory']);
  });

  it('dismiss on a hidden item with a review request keeps it hidden and tells the writer so', async () => {
    const { commenter, moderator, memory, comment } = await reportedCommunity();
    const item = { memory: memory.shareable_link, comment: comment.id };
    await moderator.client.moderate({ action: 'hide', ...item, reason: 'private_details' });
    await commenter.client.requestReview({ ...item, message: 'Please look again.' });
    const entry = await moderator.client.moderate({ action: 'dismiss', ...item });
    expect(entry).toMatchObject({ action: 'dismiss', reason: 'private_details', reports_closed: 0 });
    const [kept] = moderationEvents((await commenter.client.listNotifications()).results);
    expect(kept).toMatchObject({
      event_type: 'review_kept_hidden',
      data: { moderation_reason: 'private_details' },
    });
    const own = await commenter.client.listComments({ shareable_link: memory.shareable_link });
    expect(own.results[0]?.moderation).toMatchObject({ reason: 'private_details', review_requested: false });
  });

  it('the moderation events are raw events: counted as unseen, never grouped', async () => {
    const { reporter, moderator, memory } = await reportedCommunity();
    const before = await reporter.client.getUnseenNotificationCount();
    await moderator.client.moderate({ action: 'dismiss', memory: memory.shareable_link, comment: null });
    expect(await reporter.client.getUnseenNotificationCount()).toBe(before + 1);
    expect((await reporter.client.listGroupedNotifications()).results).toEqual([]);
  });
});
