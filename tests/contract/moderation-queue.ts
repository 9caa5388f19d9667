/*
 * The moderation queue and audit log's contract (issue 31, ours): open reports grouped by the
 * reported memory or comment, what a moderator reads of them, the two orders, paging, the ETag,
 * and the log of every action. Registered inside `describeModerationContract` (moderation.ts).
 */
import { endpoints, MODERATION_PAGE_SIZE, Privacy } from '@childhood-memories/api-client';
import { expect, it } from 'vitest';

import { expectApiError, payload, type ContractBackend } from './cases.ts';
import type { ModerationKit } from './moderation.ts';

/**
 * Registers the queue's and the log's cases (inside the moderation contract's describe).
 *
 * @example
 * describeModerationQueueCases(kit, backend);
 */
export function describeModerationQueueCases(kit: ModerationKit, backend: ContractBackend): void {
  const { member } = kit;

  it('groups open reports per memory or comment: reasons most first, Other remarks newest first, reporters, risk, the content', async () => {
    const ada = await member('ada');
    const [bo, cy, dee] = [await member('bo'), await member('cy'), await member('dee')];
    const sam = await kit.moderator('sam');
    const memory = await ada.client.createMemory(payload({ sensitive_topics: [2] }));
    const link = memory.shareable_link;
    const comment = await bo.client.createComment({ shareable_link: link, content: 'Are you safe now?' });
    await bo.client.sendReport({ memory: link, metoo: null, reason: 7, remark: 'First remark.' });
    await cy.client.sendReport({ memory: link, metoo: null, reason: 3 });
    await dee.client.sendReport({ memory: link, metoo: null, reason: 3 });
    await ada.client.sendReport({ memory: link, metoo: comment.id, reason: 17, remark: 'Second remark.' });
    await cy.client.sendReport({ memory: link, metoo: comment.id, reason: 16 });

    const queue = await sam.client.listModerationQueue();
    expect(queue.count).toBe(2);
    const byKind = new Map(queue.results.map((item) => [item.kind, item]));
    const onMemory = byKind.get('memory');
    expect(onMemory).toMatchObject({
      key: `memory:${link}`,
      comment: null,
      reporters: 3,
      reasons: [
        { reason_id: 3, reason: 'Harassment or hate', count: 2 },
        { reason_id: 7, reason: 'Other', count: 1 },
      ],
      remarks: ['First remark.'],
      at_risk: false,
      hidden: null,
      review_request: null,
    });
    expect(onMemory?.memory).toMatchObject({
      shareable_link: link,
      hash_id: memory.hashId,
      author: 'ada',
      privacy: Privacy.Public,
      readable: true,
      title: 'By the sea',
      sensitive_topics: [2],
    });
    expect(onMemory?.first_reported_at).not.toBeNull();
    expect(onMemory?.last_reported_at).not.toBeNull();
    expect((onMemory?.first_reported_at ?? '') <= (onMemory?.last_reported_at ?? '')).toBe(true);
    const onComment = byKind.get('comment');
    expect(onComment).toMatchObject({
      key: `comment:${comment.id}`,
      comment: { id: comment.id, author: 'bo', content: 'Are you safe now?' },
      reporters: 2,
      remarks: ['Second remark.'],
      at_risk: true,
    });
    expect(onComment?.reasons.map((reason) => reason.reason_id).sort()).toEqual([16, 17]);
    // No reporter's name, anywhere in the answer.
    const text = JSON.stringify(queue);
    for (const name of ['"cy"', '"dee"']) expect(text).not.toContain(name);

    // A memory its writer made Only me since: the moderator reads neither it nor its comment.
    await ada.client.updateMemory(memory.hashId, payload({ privacy: Privacy.OnlyMe, sensitive_topics: [2] }));
    const hiddenFromSam = await sam.client.listModerationQueue();
    for (const item of hiddenFromSam.results) {
      expect(item.memory).toMatchObject({
        readable: false,
        title: '',
        description: '',
        privacy: Privacy.OnlyMe,
        sensitive_topics: [],
      });
    }
    expect(hiddenFromSam.results.find((item) => item.kind === 'comment')?.comment?.content).toBe('');
    expect(JSON.stringify(hiddenFromSam)).not.toContain('Are you safe now?');
  });

  it('orders by the latest report (newest) or by reporters (most_reported), and pages by MODERATION_PAGE_SIZE', async () => {
    const ada = await member('ada');
    const [bo, cy] = [await member('bo'), await member('cy')];
    const sam = await kit.moderator('sam');
    const links: string[] = [];
    for (let index = 0; index < MODERATION_PAGE_SIZE + 1; index += 1) {
      links.push((await ada.client.createMemory(payload({ title: `Memory ${index}` }))).shareable_link);
    }
    // Bo reports the first 11, Cy the last 10 and, last of all, the first again (now 2 reporters).
    for (const link of links.slice(0, 11))
      await bo.client.sendReport({ memory: link, metoo: null, reason: 4 });
    for (const link of links.slice(11)) await cy.client.sendReport({ memory: link, metoo: null, reason: 4 });
    const first = links[0] ?? '';
    await cy.client.sendReport({ memory: first, metoo: null, reason: 4 });

    const newest = [
      await sam.client.listModerationQueue(),
      await sam.client.listModerationQueue({ page: 2 }),
    ];
    expect(newest.map((page) => [page.results.length, page.count, page.total_pages])).toEqual([
      [MODERATION_PAGE_SIZE, MODERATION_PAGE_SIZE + 1, 2],
      [1, MODERATION_PAGE_SIZE + 1, 2],
    ]);
    const order = newest.flatMap((page) => page.results.map((item) => item.memory.shareable_link));
    expect(order).toEqual([first, ...links.slice(1).reverse()]);
    const most = await sam.client.listModerationQueue({ sort: 'most_reported' });
    expect(most.results.map((item) => item.reporters).slice(0, 2)).toEqual([2, 1]);
    expect(most.results.map((item) => item.memory.shareable_link).slice(0, 3)).toEqual([
      first,
      links[MODERATION_PAGE_SIZE],
      links[MODERATION_PAGE_SIZE - 1],
    ]);
    const refused = await kit.send('GET', `${endpoints.listModerationQueue.path}?sort=oldest`, {
      token: sam.session.access,
    });
    expect(refused.status).toBe(400);
  });

  it('answers the queue 304 while nothing changed, and 200 with a new ETag after a report, an action or a review request', async () => {
    const ada = await member('ada');
    const bo = await member('bo');
    const sam = await kit.moderator('sam');
    const memory = await ada.client.createMemory(payload());
    const link = memory.shareable_link;
    const path = endpoints.listModerationQueue.path;
    const poll = (etag?: string) =>
      kit.send('GET', path, {
        token: sam.session.access,
        headers: etag === undefined ? {} : { 'If-None-Match': etag },
      });

    const empty = await poll();
    const first = empty.headers.get('etag') ?? '';
    expect([empty.status, first !== '']).toEqual([200, true]);
    expect((await poll(first)).status).toBe(304);
    await bo.client.sendReport({ memory: link, metoo: null, reason: 3 });
    const reported = await poll(first);
    const second = reported.headers.get('etag') ?? '';
    expect([reported.status, second === first]).toEqual([200, false]);
    expect((await poll(second)).status).toBe(304);
    await sam.client.moderate({ action: 'hide', memory: link, comment: null, reason: 'hurtful' });
    const hidden = await poll(second);
    expect(hidden.status).toBe(200);
    const third = hidden.headers.get('etag') ?? '';
    await ada.client.requestReview({ memory: link, comment: null, message: 'Please look again.' });
    expect((await poll(third)).status).toBe(200);
    // Another member's poll is refused, with or without an ETag.
    expect(
      (await kit.send('GET', path, { token: bo.session.access, headers: { 'If-None-Match': third } })).status,
    ).toBe(403);
  });

  it('keeps an audit log of every action, newest first, and keeps it when the content is deleted', async () => {
    const ada = await member('ada');
    const bo = await member('bo');
    const sam = await kit.moderator('sam');
    const memory = await ada.client.createMemory(payload({ title: 'The pier' }));
    const link = memory.shareable_link;
    const comment = await bo.client.createComment({ shareable_link: link, content: 'Hm.' });
    await bo.client.sendReport({ memory: link, metoo: null, reason: 1 });
    await sam.client.moderate({
      action: 'hide',
      memory: link,
      comment: null,
      reason: 'missing_warning',
      note: ' Needs a warning. ',
    });
    await sam.client.moderate({ action: 'restore', memory: link, comment: null });
    await ada.client.sendReport({ memory: link, metoo: comment.id, reason: 15 });
    await sam.client.moderate({ action: 'dismiss', memory: link, comment: comment.id });
    await ada.client.deleteMemory(memory.hashId);

    const log = await sam.client.listModerationLog();
    expect(log.count).toBe(3);
    expect(
      log.results.map((entry) => [
        entry.action,
        entry.moderator,
        entry.kind,
        entry.memory,
        entry.memory_title,
        entry.comment,
        entry.reason,
        entry.note,
        entry.reports_closed,
      ]),
    ).toEqual([
      ['dismiss', 'sam', 'comment', link, 'The pier', comment.id, null, '', 1],
      ['restore', 'sam', 'memory', link, 'The pier', null, null, '', 0],
      ['hide', 'sam', 'memory', link, 'The pier', null, 'missing_warning', 'Needs a warning.', 1],
    ]);
    const times = log.results.map((entry) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(log.results.map((entry) => entry.id)).size).toBe(3);
    await expectApiError(ada.client.listModerationLog(), 403);
    expect((await backend.reports()).length).toBe(0);
  });
}
