import { endpoints, NOT_FOUND_TEXTS, REVIEW_REQUEST_MAX } from '@childhood-memories/api-client';
import { beforeEach, describe, expect, it } from 'vitest';

import { moderationLog } from './db/schema.ts';
import { join, memoryPayload, raw, refusalOf, statusOf } from './moderation-test-support.ts';
import { serverForThisFile } from './test-support.ts';

/*
 * The writer's request for a review of their hidden item, and the audit log (issue 31).
 */

const server = serverForThisFile();

beforeEach(async () => {
  await server.reset();
});

const ALREADY_ASKED = 'You have already asked for a review. A moderator will look at it again.';

async function hiddenItems() {
  const [writer, commenter, reader, moderator] = await Promise.all([
    join(server, 'wren'),
    join(server, 'cal'),
    join(server, 'rae'),
    join(server, 'mo', 'moderator'),
  ]);
  const memory = await writer.client.createMemory(memoryPayload('Kept for review'));
  const open = await writer.client.createMemory(memoryPayload('Never hidden'));
  const comment = await commenter.client.createComment({
    shareable_link: open.shareable_link,
    content: 'Hm.',
  });
  await moderator.client.moderate({
    action: 'hide',
    memory: memory.shareable_link,
    comment: null,
    reason: 'spam',
  });
  await moderator.client.moderate({
    action: 'hide',
    memory: open.shareable_link,
    comment: comment.id,
    reason: 'off_topic',
  });
  return { writer, commenter, reader, moderator, memory, open, comment };
}

describe('a request for a review', () => {
  it('is the writer’s of a hidden memory, once while it is open', async () => {
    const { writer, memory } = await hiddenItems();
    const body = { memory: memory.shareable_link, comment: null, message: 'It is my own story.' };
    expect(await statusOf(writer.client.requestReview(body))).toBe(0);
    expect((await writer.client.getMemoryByLink(memory.shareable_link)).moderation?.review_requested).toBe(
      true,
    );
    expect(await refusalOf(writer.client.requestReview(body))).toEqual({
      status: 409,
      detail: ALREADY_ASKED,
    });
  });

  it('is the writer’s of a hidden comment; the memory’s writer and anyone else are told it is not there', async () => {
    const { writer, commenter, reader, moderator, open, comment } = await hiddenItems();
    const body = { memory: open.shareable_link, comment: comment.id, message: 'Please look again.' };
    for (const member of [writer, reader, moderator])
      expect(await refusalOf(member.client.requestReview(body))).toEqual({
        status: 404,
        detail: NOT_FOUND_TEXTS.comment,
      });
    expect(await statusOf(commenter.client.requestReview(body))).toBe(0);
    const [own] = (await commenter.client.listComments({ shareable_link: open.shareable_link })).results;
    expect(own?.moderation).toMatchObject({ reason: 'off_topic', review_requested: true });
  });

  it('is not found for a hidden memory asked by anyone else, or an item that is not hidden', async () => {
    const { writer, reader, moderator, memory, open } = await hiddenItems();
    const notFound = { status: 404, detail: NOT_FOUND_TEXTS.memory };
    for (const member of [reader, moderator])
      expect(
        await refusalOf(
          member.client.requestReview({ memory: memory.shareable_link, comment: null, message: 'Mine?' }),
        ),
      ).toEqual(notFound);
    expect(
      await refusalOf(
        writer.client.requestReview({ memory: open.shareable_link, comment: null, message: 'Hm?' }),
      ),
    ).toEqual(notFound);
    const comment = await reader.client.createComment({
      shareable_link: open.shareable_link,
      content: 'Kind.',
    });
    expect(
      await refusalOf(
        reader.client.requestReview({ memory: open.shareable_link, comment: comment.id, message: 'Why?' }),
      ),
    ).toEqual({ status: 404, detail: NOT_FOUND_TEXTS.comment });
  });

  it(`needs a message of 1 to ${REVIEW_REQUEST_MAX} visible characters (400 on the field)`, async () => {
    const { writer, memory } = await hiddenItems();
    for (const message of ['   ', 'x'.repeat(REVIEW_REQUEST_MAX + 1)]) {
      const response = await raw(server, endpoints.requestReview.path, {
        method: 'POST',
        token: writer.token,
        body: { memory: memory.shareable_link, comment: null, message },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { detail: string }).detail).toMatch(/^message: /);
    }
    const longest = { memory: memory.shareable_link, comment: null, message: 'x'.repeat(REVIEW_REQUEST_MAX) };
    expect(await statusOf(writer.client.requestReview(longest))).toBe(0);
  });
});

describe('the audit log', () => {
  it('records who did what to which item, why and when, newest first', async () => {
    const { moderator, memory, open, comment } = await hiddenItems();
    await moderator.client.moderate({
      action: 'restore',
      memory: memory.shareable_link,
      comment: null,
      note: 'Fine.',
    });
    const log = await moderator.client.listModerationLog();
    expect([log.count, log.total_pages, log.page]).toEqual([3, 1, 1]);
    expect(log.results.map((entry) => [entry.action, entry.kind, entry.reason, entry.note])).toEqual([
      ['restore', 'memory', null, 'Fine.'],
      ['hide', 'comment', 'off_topic', ''],
      ['hide', 'memory', 'spam', ''],
    ]);
    expect(log.results[1]).toMatchObject({
      moderator: 'mo',
      memory: open.shareable_link,
      memory_title: 'Never hidden',
      comment: comment.id,
      reports_closed: 0,
    });
    expect(Date.parse(log.results[0]?.created_at ?? '')).not.toBeNaN();
  });

  it('is kept when the item, and the moderator, are gone', async () => {
    const { writer, moderator, memory } = await hiddenItems();
    await writer.client.deleteMemory(memory.hashId);
    const second = await join(server, 'max', 'moderator');
    await moderator.client.deleteAccount('mo-password-1');
    const log = await second.client.listModerationLog();
    expect(log.results.at(-1)).toMatchObject({
      action: 'hide',
      moderator: 'mo',
      memory: memory.shareable_link,
      memory_title: 'Kept for review',
    });
  });

  it('pages by 20', async () => {
    const moderator = await join(server, 'mo', 'moderator');
    await server.deps.db.insert(moderationLog).values(
      Array.from({ length: 21 }, (_, index) => ({
        moderator: 'mo',
        action: 'dismiss' as const,
        kind: 'memory' as const,
        memoryLink: `link-${index}`,
        memoryTitle: `Memory ${index}`,
      })),
    );
    const first = await moderator.client.listModerationLog();
    const second = await moderator.client.listModerationLog({ page: 2 });
    expect([first.results.length, first.count, first.total_pages, first.results[0]?.memory]).toEqual([
      20,
      21,
      2,
      'link-20',
    ]);
    expect(second.results.map((entry) => entry.memory)).toEqual(['link-0']);
  });
});
