import { endpoints, REPORTS_PER_HOUR } from '@childhood-memories/api-client';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { reports } from './db/schema.ts';
import { join, memoryPayload, raw, refusalOf, statusOf } from './moderation-test-support.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { MemoryRateLimiter, NoRateLimiter } from './rate-limit.ts';
import { serverForThisFile } from './test-support.ts';

/*
 * The moderation queue (issue 31): open reports grouped by memory or comment, newest or most
 * reported first, 20 a page, with an ETag; the reporters counted, never named; one open report
 * per member per item; a member reporting in bulk slowed.
 */

const server = serverForThisFile();

beforeEach(async () => {
  await server.reset();
});

afterEach(() => {
  server.deps.limiter = new NoRateLimiter();
});

async function reportedItems() {
  const [writer, commenter, ana, ben, cy, moderator] = await Promise.all([
    join(server, 'wren'),
    join(server, 'cal'),
    join(server, 'anouk'),
    join(server, 'bertil'),
    join(server, 'cyprian'),
    join(server, 'mo', 'moderator'),
  ]);
  const memory = await writer.client.createMemory(memoryPayload('The long winter'));
  const comment = await commenter.client.createComment({
    shareable_link: memory.shareable_link,
    content: 'Nobody cares.',
  });
  const link = memory.shareable_link;
  await ana.client.sendReport({ memory: link, metoo: null, reason: 3 });
  await ben.client.sendReport({ memory: link, metoo: null, reason: 7, remark: 'It names my school.' });
  await cy.client.sendReport({ memory: link, metoo: null, reason: 3 });
  server.advanceClock(1000);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await ana.client.sendReport({ memory: link, metoo: comment.id, reason: 16 });
  return { writer, commenter, ana, ben, cy, moderator, memory, comment };
}

describe('the queue', () => {
  it('groups open reports per memory and per comment, with reasons, remarks, reporters and the content', async () => {
    const { moderator, memory, comment } = await reportedItems();
    const page = await moderator.client.listModerationQueue();
    expect([page.count, page.total_pages, page.page]).toEqual([2, 1, 1]);
    const [newest, older] = page.results;
    expect(newest).toMatchObject({
      key: `comment:${comment.id}`,
      kind: 'comment',
      comment: { id: comment.id, author: 'cal', content: 'Nobody cares.' },
      memory: {
        shareable_link: memory.shareable_link,
        author: 'wren',
        title: 'The long winter',
        readable: true,
      },
      reporters: 1,
      reasons: [{ reason_id: 16, reason: 'The writer may be in danger', count: 1 }],
      at_risk: true,
      hidden: null,
      review_request: null,
    });
    expect(older).toMatchObject({
      key: `memory:${memory.shareable_link}`,
      kind: 'memory',
      comment: null,
      reporters: 3,
      reasons: [
        { reason_id: 3, reason: 'Harassment or hate', count: 2 },
        { reason_id: 7, reason: 'Other', count: 1 },
      ],
      remarks: ['It names my school.'],
      at_risk: false,
    });
    expect(Date.parse(older?.first_reported_at ?? '')).toBeLessThanOrEqual(
      Date.parse(older?.last_reported_at ?? ''),
    );
  });

  it('never names a reporter, to moderators either', async () => {
    const { moderator } = await reportedItems();
    const json = JSON.stringify(
      await (await raw(server, endpoints.listModerationQueue.path, { token: moderator.token })).json(),
    );
    for (const reporter of ['anouk', 'bertil', 'cyprian']) expect(json).not.toContain(reporter);
  });

  it('sorts newest report first by default, most reporters first when asked', async () => {
    const { moderator } = await reportedItems();
    const kinds = async (sort?: 'newest' | 'most_reported') =>
      (await moderator.client.listModerationQueue(sort ? { sort } : undefined)).results.map(
        (item) => item.kind,
      );
    expect(await kinds()).toEqual(['comment', 'memory']);
    expect(await kinds('newest')).toEqual(['comment', 'memory']);
    expect(await kinds('most_reported')).toEqual(['memory', 'comment']);
  });

  it('pages by 20', async () => {
    const [writer, reporter, moderator] = await Promise.all([
      join(server, 'wren'),
      join(server, 'rae'),
      join(server, 'mo', 'moderator'),
    ]);
    for (let index = 0; index < 21; index += 1) {
      const memory = await writer.client.createMemory(memoryPayload(`Memory ${index}`));
      await reporter.client.sendReport({ memory: memory.shareable_link, metoo: null, reason: 4 });
    }
    const first = await moderator.client.listModerationQueue();
    const second = await moderator.client.listModerationQueue({ page: 2 });
    expect([first.results.length, first.count, first.total_pages]).toEqual([20, 21, 2]);
    expect(second.results.map((item) => item.memory.title)).toEqual(['Memory 0']);
    expect((await moderator.client.listModerationQueue({ page: 3 })).results).toEqual([]);
  });

  it('shows that an Only-me memory is there, without its words', async () => {
    const { writer, moderator, memory } = await reportedItems();
    await writer.client.updateMemory(memory.hashId, memoryPayload('The long winter', 1));
    const items = (await moderator.client.listModerationQueue()).results;
    for (const item of items) {
      expect(item.memory).toMatchObject({ readable: false, title: '', description: '', privacy: 1 });
    }
    expect(items.find((item) => item.kind === 'comment')?.comment?.content).toBe('');
  });

  it('answers 304 to its own ETag, and a new one once a report, an edit or an action changes the page', async () => {
    const { writer, ben, moderator, memory } = await reportedItems();
    const poll = (etag?: string) =>
      raw(server, endpoints.listModerationQueue.path, {
        token: moderator.token,
        headers: etag ? { 'if-none-match': etag } : {},
      });
    const first = await poll();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect((await poll(etag)).status).toBe(304);
    await ben.client.sendReport({ memory: memory.shareable_link, metoo: null, reason: 3 }); // a repeat: nothing changes
    expect((await poll(etag)).status).toBe(304);
    await writer.client.updateMemory(memory.hashId, memoryPayload('The long winter, told again'));
    const edited = await poll(etag);
    expect(edited.status).toBe(200);
    const editedTag = edited.headers.get('etag') ?? '';
    await moderator.client.moderate({ action: 'dismiss', memory: memory.shareable_link, comment: null });
    expect((await poll(editedTag)).status).toBe(200);
    // The member's poll is refused, not answered from anything cached.
    expect(
      (
        await raw(server, endpoints.listModerationQueue.path, {
          token: ben.token,
          headers: { 'if-none-match': etag },
        })
      ).status,
    ).toBe(403);
  });

  it('is documented with its 304 in the OpenAPI document', () => {
    const queue = (buildOpenApiDocument() as { paths: Record<string, Record<string, { responses: object }>> })
      .paths[endpoints.listModerationQueue.path]?.get;
    expect(Object.keys(queue?.responses ?? {})).toEqual(expect.arrayContaining(['200', '304', '401', '403']));
  });

  it('keeps a hidden item while its writer’s review request is open, with the request and the hide', async () => {
    const { commenter, moderator, memory, comment } = await reportedItems();
    const item = { memory: memory.shareable_link, comment: comment.id };
    await moderator.client.moderate({
      action: 'hide',
      ...item,
      reason: 'unsafe',
      note: 'Checked in with them.',
    });
    const keys = async () => (await moderator.client.listModerationQueue()).results.map((i) => i.key);
    expect(await keys()).toEqual([`memory:${memory.shareable_link}`]);
    await commenter.client.requestReview({ ...item, message: '  I was worried about them.  ' });
    const [requested] = (await moderator.client.listModerationQueue()).results;
    expect(requested).toMatchObject({
      key: `comment:${comment.id}`,
      reporters: 0,
      reasons: [],
      first_reported_at: null,
      hidden: { reason: 'unsafe', note: 'Checked in with them.' },
      review_request: { message: 'I was worried about them.' },
    });
    await moderator.client.moderate({ action: 'dismiss', ...item });
    expect(await keys()).toEqual([`memory:${memory.shareable_link}`]);
  });
});

describe('reports', () => {
  it('keeps one open report per member per item: a repeat answers 201 and stores nothing', async () => {
    const { ana, moderator, memory } = await reportedItems();
    const stored = async () => (await server.deps.db.select({ n: count() }).from(reports))[0]?.n;
    const before = await stored();
    expect(
      await statusOf(ana.client.sendReport({ memory: memory.shareable_link, metoo: null, reason: 4 })),
    ).toBe(0);
    expect(await stored()).toBe(before);
    const item = (await moderator.client.listModerationQueue()).results.find((i) => i.kind === 'memory');
    expect(item?.reporters).toBe(3);
    // Once a moderator has looked, the same member may report it again.
    await moderator.client.moderate({ action: 'dismiss', memory: memory.shareable_link, comment: null });
    await ana.client.sendReport({ memory: memory.shareable_link, metoo: null, reason: 4 });
    expect(await stored()).toBe((before ?? 0) + 1);
  });

  it(`slows a member past ${REPORTS_PER_HOUR} reports an hour with 429 and Retry-After, and nobody else`, async () => {
    const [writer, bulk, other] = await Promise.all([
      join(server, 'wren'),
      join(server, 'bulk'),
      join(server, 'ok'),
    ]);
    const memory = await writer.client.createMemory(memoryPayload('Reported a lot'));
    server.deps.limiter = new MemoryRateLimiter(server.deps.clock);
    const body = { memory: memory.shareable_link, metoo: null, reason: 4 };
    for (let index = 0; index < REPORTS_PER_HOUR; index += 1)
      expect(await statusOf(bulk.client.sendReport(body))).toBe(0);
    const refused = await raw(server, endpoints.sendReport.path, { method: 'POST', token: bulk.token, body });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refusalOf(bulk.client.sendReport(body))).toMatchObject({ status: 429 });
    expect(await statusOf(other.client.sendReport(body))).toBe(0);
    server.advanceClock(60 * 60 * 1000 + 1000);
    expect(await statusOf(bulk.client.sendReport(body))).toBe(0);
  });
});
