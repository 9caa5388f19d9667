/*
 * The moderation contract's review requests and report limits (issue 31, ours): one request for a
 * review at a time, from the writer of a hidden item only; one open report per member per item;
 * at most REPORTS_PER_HOUR reports a member an hour. Registered inside `describeModerationContract`.
 */
import { createHttpClient, endpoints, NOT_FOUND_TEXTS } from '@childhood-memories/api-client';
import { expect, it } from 'vitest';

import { expectApiError, payload, signUpMember, type ContractBackend } from './cases.ts';
import type { ModerationKit } from './moderation.ts';

/**
 * Registers the review request's and the reports' cases (inside the moderation contract's describe).
 *
 * @example
 * describeModerationReportCases(kit, backend);
 */
export function describeModerationReportCases(kit: ModerationKit, backend: ContractBackend): void {
  it('takes one review request at a time, from the writer of a hidden item only', async () => {
    const { ada, bo, cy, sam, memory, comment, link } = await kit.scene();
    const onComment = { memory: link, comment: comment.id };
    // Not hidden yet: there is nothing to review.
    expect((await expectApiError(bo.client.requestReview({ ...onComment, message: 'Hi' }), 404)).detail).toBe(
      NOT_FOUND_TEXTS.comment,
    );
    expect(
      (await expectApiError(ada.client.requestReview({ memory: link, comment: null, message: 'Hi' }), 404))
        .detail,
    ).toBe(NOT_FOUND_TEXTS.memory);
    await sam.client.moderate({ action: 'hide', ...onComment, reason: 'spam' });
    for (const someone of [ada, cy, sam]) {
      expect(
        (await expectApiError(someone.client.requestReview({ ...onComment, message: 'Hi' }), 404)).detail,
      ).toBe(NOT_FOUND_TEXTS.comment);
    }
    await sam.client.moderate({ action: 'hide', memory: link, comment: null, reason: 'other' });
    for (const someone of [bo, cy, sam]) {
      expect(
        (
          await expectApiError(
            someone.client.requestReview({ memory: link, comment: null, message: 'Hi' }),
            404,
          )
        ).detail,
      ).toBe(NOT_FOUND_TEXTS.memory);
    }
    const path = endpoints.requestReview.path;
    for (const message of ['   ', 'x'.repeat(1001)]) {
      const refused = await kit.send('POST', path, {
        token: ada.session.access,
        body: { memory: link, comment: null, message },
      });
      expect(refused).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
      expect((refused.body as { detail: string }).detail).toMatch(/^message: /);
    }
    const sent = await kit.send('POST', path, {
      token: ada.session.access,
      body: { memory: link, comment: null, message: `  ${'x'.repeat(996)}  ` },
    });
    expect([sent.status, sent.body]).toEqual([201, null]);
    const again = await expectApiError(
      ada.client.requestReview({ memory: link, comment: null, message: 'Hello?' }),
      409,
    );
    expect(again.detail).toBe('You have already asked for a review. A moderator will look at it again.');
    expect((await ada.client.getMemory(memory.hashId)).moderation?.review_requested).toBe(true);
    const [item] = (await sam.client.listModerationQueue()).results;
    expect(item).toMatchObject({
      kind: 'memory',
      review_request: { message: 'x'.repeat(996) },
      reporters: 0,
    });
    expect(item?.hidden).toMatchObject({ reason: 'other' });
  });

  it('keeps one open report per member per item: a repeat is answered 201 and stores nothing', async () => {
    const { bo, cy, sam, comment, link } = await kit.scene();
    await cy.client.sendReport({ memory: link, metoo: null, reason: 3 });
    await cy.client.sendReport({ memory: link, metoo: null, reason: 6 });
    await cy.client.sendReport({ memory: link, metoo: comment.id, reason: 12 });
    await cy.client.sendReport({ memory: link, metoo: comment.id, reason: 12 });
    await bo.client.sendReport({ memory: link, metoo: null, reason: 3 });
    expect((await backend.reports()).map((report) => [report.reason, report.comment_id])).toEqual([
      [3, null],
      [12, comment.id],
      [3, null],
    ]);
    const queue = await sam.client.listModerationQueue({ sort: 'most_reported' });
    expect(
      queue.results.map((item) => [
        item.kind,
        item.reporters,
        item.reasons.map((r) => [r.reason_id, r.count]),
      ]),
    ).toEqual([
      ['memory', 2, [[3, 2]]],
      ['comment', 1, [[12, 1]]],
    ]);
    // Once a moderator closed it, the member may report again.
    await sam.client.moderate({ action: 'dismiss', memory: link, comment: null });
    await cy.client.sendReport({ memory: link, metoo: null, reason: 6 });
    expect(
      (await sam.client.listModerationQueue()).results.find((item) => item.kind === 'memory')?.reasons,
    ).toEqual([{ reason_id: 6, reason: 'Not a childhood memory', count: 1 }]);
  });

  it('slows a member past REPORTS_PER_HOUR reports in an hour: 429 with Retry-After', async () => {
    const limited = backend.limited;
    await limited.reset();
    const limitedClient = (token: string | null) =>
      createHttpClient({ baseUrl: backend.baseUrl, getAccessToken: () => token, fetch: limited.fetch });
    const ada = await signUpMember(limitedClient, 'ada');
    const bo = await signUpMember(limitedClient, 'bo');
    const memory = await ada.client.createMemory(payload());
    const comments = [];
    for (let index = 0; index < 21; index += 1) {
      comments.push(
        await ada.client.createComment({ shareable_link: memory.shareable_link, content: `Note ${index}` }),
      );
    }
    await bo.client.sendReport({ memory: memory.shareable_link, metoo: null, reason: 3 });
    for (const comment of comments.slice(0, 19)) {
      await bo.client.sendReport({ memory: memory.shareable_link, metoo: comment.id, reason: 11 });
    }
    const last = comments[20];
    if (last === undefined) throw new Error('no comment to report');
    const refused = await expectApiError(
      bo.client.sendReport({ memory: memory.shareable_link, metoo: last.id, reason: 11 }),
      429,
    );
    expect(refused.retryAfter).toBeGreaterThan(0);
    // Another member is not slowed by it.
    await ada.client.sendReport({ memory: memory.shareable_link, metoo: last.id, reason: 11 });
  });
}
