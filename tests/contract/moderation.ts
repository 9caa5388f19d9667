/*
 * The moderation contract (issue 31, ours): who may do what on the four moderation routes, what a
 * hide, a restore and a dismiss do to every list, count and notification, the writer's one
 * request for a review, what reporters learn, and the report limits. Registered by each backend's
 * adapter beside `describeContract`; like cases.ts it imports only api-client. The queue, its
 * paging and ETag, and the audit log are in moderation-queue.ts; review requests, report dedupe
 * and the report limit in moderation-reports.ts.
 */
import {
  createHttpClient,
  endpoints,
  NOT_FOUND_TEXTS,
  NotificationEvent,
  type Comment,
  type EndpointKey,
  type HttpClient,
  type Memory,
} from '@childhood-memories/api-client';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  expectApiError,
  MODERATION_ENDPOINTS,
  payload,
  recordingFetch,
  signUpMember,
  templatePattern,
  type ContractBackend,
} from './cases.ts';
import { describeModerationQueueCases } from './moderation-queue.ts';
import { describeModerationReportCases } from './moderation-reports.ts';

/** What every moderation case works with: members, a moderator, raw calls. */
export interface ModerationKit {
  clientWith(token: string | null): HttpClient;
  member(name: string): ReturnType<typeof signUpMember>;
  /** Signs up `name` and grants them the moderator role (as the server's command does). */
  moderator(name: string): ReturnType<typeof signUpMember>;
  /** A raw call, past the client's own checks: status, headers and body as the backend answers. */
  send(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; body: unknown }>;
  /** Ada's memory with Bo's comment on it, Cy (a third member) and Sam the moderator. */
  scene(): Promise<{
    ada: Member;
    bo: Member;
    cy: Member;
    sam: Member;
    memory: Memory;
    comment: Comment;
    link: string;
  }>;
}

type Member = Awaited<ReturnType<typeof signUpMember>>;

/**
 * Registers the moderation cases for one backend.
 *
 * @example
 * describeModerationContract({ name: 'the mock backend', baseUrl, fetch, reset, grantModerator, … });
 */
export function describeModerationContract(backend: ContractBackend): void {
  const { fetch: api, calls } = recordingFetch((input, init) => backend.fetch(input, init));
  const clientWith = (token: string | null): HttpClient =>
    createHttpClient({ baseUrl: backend.baseUrl, getAccessToken: () => token, fetch: api });
  const member = (name: string) => signUpMember(clientWith, name);
  const kit: ModerationKit = {
    clientWith,
    member,
    moderator: async (name) => {
      const signedUp = await member(name);
      await backend.grantModerator(signedUp.email);
      return signedUp;
    },
    send: async (method, path, options = {}) => {
      const response = await api(`${backend.baseUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(options.token == null ? {} : { authorization: `Bearer ${options.token}` }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text === '' ? null : (JSON.parse(text) as unknown),
      };
    },
    scene: async () => {
      const ada = await member('ada');
      const bo = await member('bo');
      const cy = await member('cy');
      const sam = await kit.moderator('sam');
      const memory = await ada.client.createMemory(payload());
      const comment = await bo.client.createComment({
        shareable_link: memory.shareable_link,
        content: 'Hm.',
      });
      return { ada, bo, cy, sam, memory, comment, link: memory.shareable_link };
    },
  };

  const scene = () => kit.scene();

  describe(`the moderation contract, on ${backend.name}`, () => {
    beforeEach(async () => {
      await backend.reset();
    });

    it('answers a visitor 401 and a member 403 on every moderator route, and a moderator never on their own', async () => {
      const { ada, bo, sam, link, comment } = await scene();
      const action = { action: 'dismiss', memory: link, comment: null };
      for (const [method, key, body] of [
        ['GET', 'listModerationQueue', undefined],
        ['GET', 'listModerationLog', undefined],
        ['POST', 'moderate', action],
      ] as const) {
        const path = endpoints[key].path;
        expect((await kit.send(method, path, { body })).status).toBe(401);
        for (const someone of [ada, bo]) {
          expect(await kit.send(method, path, { token: someone.session.access, body })).toMatchObject({
            status: 403,
            body: { detail: 'Only moderators can do this.', code: 'forbidden' },
          });
        }
      }
      expect(
        (await kit.send('POST', endpoints.requestReview.path, { body: { ...action, message: 'Hi' } })).status,
      ).toBe(401);
      // The role is no one's to take through the API: the profile says who has it.
      expect((await sam.client.getCurrentUser()).is_moderator).toBe(true);
      expect((await ada.client.getCurrentUser()).is_moderator).toBeUndefined();
      expect((await sam.client.listModerationQueue()).results).toEqual([]);
      expect((await sam.client.listModerationLog()).results).toEqual([]);
      // A moderator's own memory or comment is another moderator's to look at.
      const own = await sam.client.createMemory(payload({ title: 'Mine' }));
      const ownComment = await sam.client.createComment({ shareable_link: link, content: 'Mine too.' });
      await bo.client.sendReport({ memory: own.shareable_link, metoo: null, reason: 3 });
      for (const target of [
        { memory: own.shareable_link, comment: null },
        { memory: link, comment: ownComment.id },
      ]) {
        const refused = await expectApiError(
          sam.client.moderate({ action: 'hide', reason: 'spam', ...target }),
          403,
        );
        expect(refused.detail).toBe('Another moderator needs to look at this.');
      }
      // Nothing there: the usual not-found words.
      expect(
        (
          await expectApiError(
            sam.client.moderate({ action: 'dismiss', memory: 'nowhere', comment: null }),
            404,
          )
        ).detail,
      ).toBe(NOT_FOUND_TEXTS.memory);
      expect(
        (
          await expectApiError(
            sam.client.moderate({ action: 'dismiss', memory: link, comment: comment.id + 999 }),
            404,
          )
        ).detail,
      ).toBe(NOT_FOUND_TEXTS.comment);
      const noReason = await kit.send('POST', endpoints.moderate.path, {
        token: sam.session.access,
        body: { action: 'hide', memory: link, comment: null },
      });
      expect(noReason).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
      expect((noReason.body as { detail: string }).detail).toMatch(/^reason: /);
    });

    it('hides a comment: gone for everyone but its writer from lists, counts, me-too lists and notifications', async () => {
      const { ada, bo, cy, sam, memory, comment, link } = await scene();
      await cy.client.createTrauma({ shareable_link: link, comment_id: comment.id });
      await cy.client.createEmpathy({ shareable_link: link, comment_id: comment.id });
      expect((await ada.client.listNotifications()).results.map((n) => n.event_type)).toEqual([
        NotificationEvent.NewComment,
      ]);
      const adaUnseen = await ada.client.getUnseenNotificationCount();
      expect((await cy.client.getMemory(memory.hashId)).counts.comments).toBe(1);
      expect((await cy.client.listMeTooComments({ shareable_link: link })).count).toBe(1);

      const entry = await sam.client.moderate({
        action: 'hide',
        memory: link,
        comment: comment.id,
        reason: 'hurtful',
        note: '  Unkind.  ',
      });
      expect(entry).toMatchObject({
        action: 'hide',
        moderator: 'sam',
        kind: 'comment',
        memory: link,
        comment: comment.id,
        reason: 'hurtful',
        note: 'Unkind.',
      });

      for (const reader of [ada, cy, sam]) {
        expect((await reader.client.listComments({ shareable_link: link })).results).toEqual([]);
        expect((await reader.client.getMemory(memory.hashId)).counts.comments).toBe(0);
        expect((await reader.client.listMeTooComments({ shareable_link: link })).count).toBe(0);
        expect((await reader.client.listMeTooComments({})).count).toBe(0);
      }
      expect((await clientWith(null).listComments({ shareable_link: link })).results).toEqual([]);
      // Its notification is gone from the memory's writer's lists and counts.
      expect((await ada.client.listNotifications()).results.map((n) => n.event_type)).toEqual([]);
      expect(await ada.client.getUnseenNotificationCount()).toBe(adaUnseen - 1);
      expect((await ada.client.listNotifications()).unread_count).toBe(0);
      // Every interaction with it is a 404.
      await expectApiError(cy.client.createEmpathy({ shareable_link: link, comment_id: comment.id }), 404);
      await expectApiError(ada.client.getCommentStatus(comment.id), 404);
      await expectApiError(cy.client.sendReport({ memory: link, metoo: comment.id, reason: 11 }), 404);

      // Its writer still sees it, with why (and counts it), and keeps what was said to them about it.
      expect((await bo.client.getMemory(memory.hashId)).counts.comments).toBe(1);
      const [mine] = (await bo.client.listComments({ shareable_link: link })).results;
      expect(mine?.id).toBe(comment.id);
      expect(mine?.moderation).toEqual({
        reason: 'hurtful',
        hidden_at: expect.any(String),
        review_requested: false,
      });
      const boNotes = (await bo.client.listNotifications()).results;
      expect(boNotes.map((n) => n.event_type)).toEqual([
        NotificationEvent.ContentHidden,
        NotificationEvent.EmpathizedAComment,
      ]);
      expect(boNotes[0]).toMatchObject({ originator: '', is_read: false });
      expect(boNotes[0]?.data).toMatchObject({
        memory: link,
        comment_id: comment.id,
        moderation_reason: 'hurtful',
      });
      expect(boNotes[0]?.data.memory_title).toBe(memory.title);
      expect(JSON.stringify(boNotes[0])).not.toContain('Unkind');
      // The writer can still change and delete it.
      await bo.client.updateComment(comment.id, { content: 'Sorry.' });
      await bo.client.deleteComment(comment.id);
      expect((await bo.client.listComments({ shareable_link: link })).results).toEqual([]);
    });

    it('hides a memory: 404 for everyone but its writer, moderators too, and gone from every list, search and notification', async () => {
      const { ada, bo, cy, sam, memory, comment, link } = await scene();
      await cy.client.createEmpathy({ shareable_link: link, comment_id: comment.id });
      const boBefore = await bo.client.listNotifications();
      expect(boBefore.count).toBe(1);
      expect((await bo.client.listMemories({ user: 'ada' })).count).toBe(1);
      expect(await bo.client.autocompleteHashtags('#sum')).toEqual(['#summer']);

      await sam.client.moderate({ action: 'hide', memory: link, comment: null, reason: 'missing_warning' });
      for (const reader of [bo, cy, sam]) {
        expect((await expectApiError(reader.client.getMemory(memory.hashId), 404)).detail).toBe(
          NOT_FOUND_TEXTS.memory,
        );
        await expectApiError(reader.client.getMemoryByLink(link), 404);
        expect((await reader.client.getFeed()).count).toBe(0);
        expect((await reader.client.listMemories()).count).toBe(0);
        expect((await reader.client.searchByUser({ username: 'ada' })).count).toBe(0);
        expect((await reader.client.searchByHashtag({ tag: 'summer' })).count).toBe(0);
        expect(await reader.client.autocompleteHashtags('#sum')).toEqual([]);
        await expectApiError(reader.client.listComments({ shareable_link: link }), 404);
        await expectApiError(reader.client.createEmpathy({ shareable_link: link }), 404);
      }
      await expectApiError(clientWith(null).getMemoryByLink(link), 404);
      // What others were told about it goes from their lists and counts.
      const boAfter = await bo.client.listNotifications();
      expect([boAfter.count, boAfter.unseen_count, boAfter.unread_count]).toEqual([0, 0, 0]);
      expect(await bo.client.getUnseenNotificationCount()).toBe(0);

      // The writer reads it with why, in their own lists, and can edit and delete it.
      const mine = await ada.client.getMemory(memory.hashId);
      expect(mine.moderation).toEqual({
        reason: 'missing_warning',
        hidden_at: expect.any(String),
        review_requested: false,
      });
      expect((await ada.client.searchByUser({ username: 'ada' })).count).toBe(1);
      expect((await ada.client.listComments({ shareable_link: link })).count).toBe(1);
      const [hidden] = (await ada.client.listNotifications()).results;
      expect(hidden).toMatchObject({ event_type: NotificationEvent.ContentHidden, originator: '' });
      expect(hidden?.data).toMatchObject({
        memory: link,
        memory_title: 'By the sea',
        moderation_reason: 'missing_warning',
      });
      const edited = await ada.client.updateMemory(
        memory.hashId,
        payload({ title: 'By the sea, with a warning', sensitive_topics: [1] }),
      );
      expect(edited.moderation?.reason).toBe('missing_warning');
      await ada.client.deleteMemory(memory.hashId);
      await expectApiError(ada.client.getMemory(memory.hashId), 404);
    });

    it('restores what was hidden: back for everyone, the writer told, the review request closed; 409 for the wrong step', async () => {
      const { ada, bo, cy, sam, memory, comment, link } = await scene();
      const target = { memory: link, comment: comment.id };
      expect((await expectApiError(sam.client.moderate({ action: 'restore', ...target }), 409)).detail).toBe(
        'This is not hidden.',
      );
      await sam.client.moderate({ action: 'hide', ...target, reason: 'off_topic' });
      expect(
        (await expectApiError(sam.client.moderate({ action: 'hide', ...target, reason: 'spam' }), 409))
          .detail,
      ).toBe('This is already hidden.');
      await bo.client.requestReview({ ...target, message: 'It was about the sea.' });
      expect(
        (await bo.client.listComments({ shareable_link: link })).results[0]?.moderation?.review_requested,
      ).toBe(true);

      const entry = await sam.client.moderate({ action: 'restore', ...target });
      expect(entry).toMatchObject({ action: 'restore', kind: 'comment', reports_closed: 0 });
      for (const reader of [ada, cy]) {
        expect((await reader.client.listComments({ shareable_link: link })).results.map((c) => c.id)).toEqual(
          [comment.id],
        );
        expect((await reader.client.getMemory(memory.hashId)).counts.comments).toBe(1);
      }
      expect((await ada.client.listNotifications()).results.map((n) => n.event_type)).toEqual([
        NotificationEvent.NewComment,
      ]);
      const [restored] = (await bo.client.listComments({ shareable_link: link })).results;
      expect(restored?.moderation).toBeUndefined();
      expect((await bo.client.listNotifications()).results.map((n) => n.event_type)).toEqual([
        NotificationEvent.ContentRestored,
        NotificationEvent.ContentHidden,
      ]);
      // The request was closed with it: nothing is left in the queue.
      expect((await sam.client.listModerationQueue()).count).toBe(0);
      await expectApiError(sam.client.moderate({ action: 'dismiss', ...target }), 409);
    });

    it('dismisses reports: the item stays, reporters learn only that it was reviewed; on a hidden item the writer is told it stays hidden', async () => {
      const { ada, bo, cy, sam, memory, comment, link } = await scene();
      const onMemory = { memory: link, comment: null };
      expect(
        (await expectApiError(sam.client.moderate({ action: 'dismiss', ...onMemory }), 409)).detail,
      ).toBe('There is nothing open here.');
      await bo.client.sendReport({ memory: link, metoo: null, reason: 6 });
      await cy.client.sendReport({ memory: link, metoo: null, reason: 7, remark: 'It names a street.' });
      const entry = await sam.client.moderate({
        action: 'dismiss',
        ...onMemory,
        note: 'A memory of the sea.',
      });
      expect(entry).toMatchObject({
        action: 'dismiss',
        kind: 'memory',
        reason: null,
        reports_closed: 2,
        note: 'A memory of the sea.',
      });
      expect((await cy.client.getMemory(memory.hashId)).title).toBe('By the sea');
      for (const reporter of [bo, cy]) {
        const [told] = (await reporter.client.listNotifications()).results;
        expect(told).toMatchObject({ event_type: NotificationEvent.ReportReviewed, originator: '' });
        expect(told?.data).toEqual({ moderation_outcome: 'reviewed' });
      }
      // The writer never learns of reports a moderator set aside.
      expect((await ada.client.listNotifications()).results.map((n) => n.event_type)).toEqual([
        NotificationEvent.NewComment,
      ]);
      await expectApiError(sam.client.moderate({ action: 'dismiss', ...onMemory }), 409);

      // Hidden, with the writer's request open: a dismiss keeps it hidden and says so.
      const onComment = { memory: link, comment: comment.id };
      await sam.client.moderate({ action: 'hide', ...onComment, reason: 'unsafe' });
      await expectApiError(sam.client.moderate({ action: 'dismiss', ...onComment }), 409);
      await bo.client.requestReview({ ...onComment, message: 'Please look again.' });
      expect(await sam.client.moderate({ action: 'dismiss', ...onComment })).toMatchObject({
        action: 'dismiss',
        reason: 'unsafe',
        reports_closed: 0,
      });
      expect((await ada.client.listComments({ shareable_link: link })).results).toEqual([]);
      const [kept] = (await bo.client.listNotifications()).results;
      expect(kept).toMatchObject({ event_type: NotificationEvent.ReviewKeptHidden, originator: '' });
      expect(kept?.data).toMatchObject({ memory: link, comment_id: comment.id, moderation_reason: 'unsafe' });
      expect(
        (await bo.client.listComments({ shareable_link: link })).results[0]?.moderation?.review_requested,
      ).toBe(false);
    });

    it('tells reporters of a hide that action was taken, once each, and nothing of what they reported', async () => {
      const { bo, cy, ada, sam, comment, link } = await scene();
      const dee = await member('dee');
      await cy.client.sendReport({ memory: link, metoo: comment.id, reason: 11 });
      await dee.client.sendReport({ memory: link, metoo: comment.id, reason: 17, remark: 'Cold.' });
      await ada.client.sendReport({ memory: link, metoo: comment.id, reason: 13 });
      // A moderator who reported it too knows what they did: no notice for them.
      await sam.client.sendReport({ memory: link, metoo: comment.id, reason: 12 });
      const entry = await sam.client.moderate({
        action: 'hide',
        memory: link,
        comment: comment.id,
        reason: 'hurtful',
      });
      expect(entry.reports_closed).toBe(4);
      expect((await sam.client.listNotifications()).count).toBe(0);
      for (const reporter of [cy, dee, ada]) {
        const told = (await reporter.client.listNotifications()).results.filter(
          (n) => n.event_type === NotificationEvent.ReportReviewed,
        );
        expect(told.map((n) => [n.originator, n.data])).toEqual([['', { moderation_outcome: 'action' }]]);
        expect((await reporter.client.listGroupedNotifications()).results).toEqual([]);
      }
      expect(JSON.stringify(await cy.client.listNotifications())).not.toContain('Hm.');
      // The writer is never told who reported it.
      const boNotes = JSON.stringify(await bo.client.listNotifications());
      for (const name of ['cy', 'dee', 'sam']) expect(boNotes).not.toContain(`"${name}"`);
    });

    describeModerationReportCases(kit, backend);
    describeModerationQueueCases(kit, backend);
  });

  describe(`the moderation routes, on ${backend.name}`, () => {
    it('were each driven to their documented success status', () => {
      const missing = MODERATION_ENDPOINTS.filter((key: EndpointKey) => {
        const endpoint = endpoints[key];
        const pattern = templatePattern(endpoint.path);
        return !calls.some(
          (call) =>
            call.method === endpoint.method && pattern.test(call.path) && call.status === endpoint.success,
        );
      });
      expect(missing).toEqual([]);
    });
  });
}
