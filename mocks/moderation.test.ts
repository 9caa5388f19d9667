/*
 * The kit's moderation (ours, issue 31) where the shared contract (tests/contract/moderation.ts)
 * does not look: the fixture community's moderation story that stories show, the `moderators`
 * option and `grantModerator`. The rules themselves are the contract's, on both backends.
 */
import { createHttpClient, NotificationEvent, type HttpClient } from '@childhood-memories/api-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { InMemoryBackend } from './backend.ts';
import { carriagesMemory, kiteMemory, snowMemory } from './fixtures/memories.ts';
import { stormMemory, yearbookMemory } from './fixtures/moderation.ts';
import { createHandlers, MOCK_API_BASE } from './handlers.ts';

vi.setConfig({ testTimeout: 20_000 });

const backend = new InMemoryBackend();
const server = setupServer(...createHandlers(backend));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => backend.reset());
afterAll(() => server.close());

function clientFor(token: string | null): HttpClient {
  return createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => token });
}

describe('the fixture community’s moderation', () => {
  it('shows Eli their hidden comment with why, and nobody else', async () => {
    const eli = await clientFor('token-eli').listComments({ shareable_link: kiteMemory.shareable_link });
    const hidden = eli.results.filter((comment) => comment.moderation !== undefined);
    expect(hidden.map((comment) => [comment.author.username, comment.moderation])).toEqual([
      ['eli', { reason: 'spam', hidden_at: '2024-04-29T09:00:00.000Z', review_requested: false }],
    ]);
    for (const token of ['token-ada', 'token-ben', 'token-cleo', 'token-sam', null]) {
      const page = await clientFor(token).listComments({ shareable_link: kiteMemory.shareable_link });
      expect(page.results.map((comment) => comment.author.username)).toEqual(['ben']);
    }
    expect((await clientFor('token-ada').getMemory(kiteMemory.hashId)).counts.comments).toBe(1);
  });

  it('keeps Eli’s storm memory to Eli, with the review asked for; the restored yearbook reads by its link', async () => {
    const storm = await clientFor('token-eli').getMemory(stormMemory.hashId);
    expect(storm.moderation).toEqual({
      reason: 'missing_warning',
      hidden_at: '2024-04-30T09:00:00.000Z',
      review_requested: true,
    });
    await expect(clientFor('token-ada').getMemory(stormMemory.hashId)).rejects.toMatchObject({ status: 404 });
    await expect(clientFor('token-sam').getMemoryByLink(stormMemory.shareable_link)).rejects.toMatchObject({
      status: 404,
    });
    const yearbook = await clientFor('token-ada').getMemoryByLink(yearbookMemory.shareable_link);
    expect(yearbook.title).toBe('Our class yearbook');
    expect('moderation' in (await clientFor('token-eli').getMemory(yearbookMemory.hashId))).toBe(false);
  });

  it('gives Eli every moderation notification of a writer and a reporter, unseen, with no originator', async () => {
    const page = await clientFor('token-eli').listNotifications();
    expect(
      page.results.map((n) => [
        n.event_type,
        n.originator,
        n.data.moderation_reason,
        n.data.moderation_outcome,
      ]),
    ).toEqual([
      [NotificationEvent.ReportReviewed, '', undefined, 'reviewed'],
      [NotificationEvent.ContentHidden, '', 'missing_warning', undefined],
      [NotificationEvent.ContentRestored, '', undefined, undefined],
      [NotificationEvent.ContentHidden, '', 'private_details', undefined],
      [NotificationEvent.ReviewKeptHidden, '', 'spam', undefined],
      [NotificationEvent.ContentHidden, '', 'spam', undefined],
    ]);
    expect(page.unseen_count).toBe(6);
    // A reporter learns the outcome only: not which memory, not its words.
    expect(page.results[0]?.data).toEqual({ moderation_outcome: 'reviewed' });
    expect(page.results[5]?.data).toMatchObject({
      memory: kiteMemory.shareable_link,
      memory_title: 'The kite on the hill',
    });
    // Ben's three reports were acted on.
    const ben = await clientFor('token-ben').listNotifications();
    const outcomes = ben.results.filter((n) => n.event_type === NotificationEvent.ReportReviewed);
    expect(outcomes.map((n) => n.data)).toEqual([
      { moderation_outcome: 'action' },
      { moderation_outcome: 'action' },
      { moderation_outcome: 'action' },
    ]);
  });

  it('leaves Ada’s notifications as they were (18, 8 unseen): the hidden comment’s vanished', async () => {
    const page = await clientFor('token-ada').listNotifications();
    expect([page.count, page.unseen_count]).toEqual([18, 8]);
    expect(backend.allMemories().map((memory) => memory.hashId)).toContain(stormMemory.hashId);
  });

  it('gives Sam a queue: the storm memory with Eli’s request, and Ben’s open at-risk report', async () => {
    const sam = clientFor('token-sam');
    expect((await sam.getCurrentUser()).is_moderator).toBe(true);
    expect('is_moderator' in (await clientFor('token-ada').getCurrentUser())).toBe(false);
    const queue = await sam.listModerationQueue();
    expect(
      queue.results.map((item) => [
        item.kind,
        item.memory.shareable_link,
        item.at_risk,
        item.review_request?.message,
      ]),
    ).toEqual([
      ['comment', carriagesMemory.shareable_link, true, undefined],
      [
        'memory',
        stormMemory.shareable_link,
        false,
        'I have added a content warning now. Could you look again?',
      ],
    ]);
    expect(queue.results[0]?.reasons).toEqual([
      { reason_id: 16, reason: 'The writer may be in danger', count: 1 },
    ]);
    const log = await sam.listModerationLog();
    expect(log.results.map((entry) => [entry.action, entry.memory])).toEqual([
      ['dismiss', snowMemory.shareable_link],
      ['hide', stormMemory.shareable_link],
      ['restore', yearbookMemory.shareable_link],
      ['hide', yearbookMemory.shareable_link],
      ['dismiss', kiteMemory.shareable_link],
      ['hide', kiteMemory.shareable_link],
    ]);
  });
});

describe('the moderator role', () => {
  it('is granted by the moderators option (as MODERATOR_EMAILS, any case) at start and at sign-up', async () => {
    const granted = new InMemoryBackend({
      seed: 'empty',
      moderators: ['ADA@example.org', 'Rowan@Example.org'],
    });
    const ada = granted.members.memberForToken('token-ada');
    expect(granted.accounts.currentUser(ada).is_moderator).toBe(true);
    expect(granted.accounts.currentUser(granted.members.memberForToken('token-ben')).is_moderator).toBe(
      false,
    );
    const rowan = granted.accounts.signUp({
      username: 'rowan',
      email: 'rowan@example.org',
      password: 'soft-moss-3',
    });
    expect(granted.accounts.session(rowan).user.is_moderator).toBe(true);
    granted.reset();
    expect(granted.accounts.currentUser(granted.members.memberForToken('token-ada')).is_moderator).toBe(true);
  });

  it('is granted by grantModerator (as the server’s command), until reset; never to an unknown address', () => {
    const fresh = new InMemoryBackend({ seed: 'empty' });
    expect(fresh.accounts.currentUser(fresh.members.memberForToken('token-ben')).is_moderator).toBe(false);
    fresh.grantModerator('Ben@Example.org');
    expect(fresh.accounts.currentUser(fresh.members.memberForToken('token-ben')).is_moderator).toBe(true);
    fresh.reset();
    expect(fresh.accounts.currentUser(fresh.members.memberForToken('token-ben')).is_moderator).toBe(false);
    expect(() => fresh.grantModerator('nobody@example.org')).toThrow(/no member/);
  });
});
