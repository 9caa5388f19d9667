import {
  createHttpClient,
  isApiError,
  MemoryType,
  NotificationEvent,
  Privacy,
  ReactionOption,
  type HttpClient,
  type MemorySavePayload,
  emptySavePayload,
} from '@childhood-memories/api-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { PAGE_SIZES, unreadRowCount } from '@childhood-memories/api-client/domain';

import { createMockBackend } from './backend.ts';
import {
  coastMemory,
  kiteMemory,
  kitchenMemory,
  schoolGateMemory,
  stairsMemory,
} from './fixtures/memories.ts';
import { createHandlers, MOCK_API_BASE } from './handlers.ts';

// Each test makes several real HTTP round trips through MSW; give busy CI machines room.
vi.setConfig({ testTimeout: 20_000 });

const backend = createMockBackend();
const server = setupServer(...createHandlers(backend));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend.reset();
});
afterAll(() => server.close());

function clientFor(token: string | null): HttpClient {
  return createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => token });
}

const visitor = clientFor(null);
const ada = clientFor('token-ada');
const ben = clientFor('token-ben');

const MODERATION_EVENTS: readonly string[] = [
  NotificationEvent.ContentHidden,
  NotificationEvent.ContentRestored,
  NotificationEvent.ReviewKeptHidden,
  NotificationEvent.ReportReviewed,
];
const cleo = clientFor('token-cleo');
const noor = clientFor('token-noor');

function payload(overrides: Partial<MemorySavePayload> = {}): MemorySavePayload {
  return emptySavePayload({
    type: MemoryType.Bittersweet,
    title: 'The last day of term',
    description: 'Everyone signed my shirt on the last day of primary school. #lastday',
    ...overrides,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('memories', () => {
  it('creates with 201 and updates with 202', async () => {
    const created = await fetch(`${MOCK_API_BASE}/memories/memories-list/`, {
      method: 'POST',
      headers: { Authorization: 'Bearer token-noor', 'Content-Type': 'application/json' },
      body: JSON.stringify(payload()),
    });
    expect(created.status).toBe(201);
    const memory = (await created.json()) as { hashId: string; is_owner: boolean };
    expect(memory.is_owner).toBe(true);
    const updated = await fetch(`${MOCK_API_BASE}/memories/api/v1/memories/${memory.hashId}/get-details`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer token-noor', 'Content-Type': 'application/json' },
      body: JSON.stringify(payload({ title: 'The last day of primary school' })),
    });
    expect(updated.status).toBe(202);
    expect(((await updated.json()) as { title: string }).title).toBe('The last day of primary school');
  });

  it('stores every field of the save payload and reads it back through the client', async () => {
    const photo = await noor.uploadPhoto(new Blob(['png'], { type: 'image/png' }));
    const memory = await noor.createMemory(
      payload({
        type: MemoryType.Unhappy,
        privacy: Privacy.PrivateLink,
        sensitive_topics: [4],
        image_list: [photo.temp_id],
        subjects: ['Mum', 'Me'],
        relationship_description: 'I still wait for people to notice me.',
        persons_actions: [
          {
            person_involved: { id: 301, description: 'Mother' },
            person_action: [{ id: 441, description: 'Ignored my feelings' }],
          },
        ],
        feelings: [
          { id: 904, description: 'Lonely' },
          { id: null, description: 'Like a ghost' },
        ],
        feelings_text: 'I felt invisible at my own birthday.',
      }),
    );
    expect(memory.author.username).toBe('noor');
    expect(memory.privacy).toBe(Privacy.PrivateLink);
    expect(memory.sensitive_topics).toEqual([{ id: 4, description: 'Neglect' }]);
    expect(memory.photos).toEqual([{ url: photo.image, temp_id: photo.temp_id }]);
    expect(memory.subjects).toEqual(['Mum', 'Me']);
    expect(memory.persons_actions[0]?.person.description).toBe('Mother');
    expect(memory.persons_actions[0]?.actions.map((action) => action.description)).toEqual([
      'Ignored my feelings',
    ]);
    expect(memory.feelings.map((tag) => [tag.description, tag.slug])).toEqual([
      ['Lonely', 'lonely'],
      ['Like a ghost', null],
    ]);
    expect(memory.feelings_text).toBe('I felt invisible at my own birthday.');
    // One per tag, as the server counts them: the person, the action and the two feelings.
    expect(memory.total_tags).toBe(4);
    expect(await noor.listTempPhotos()).toEqual([]);
    expect(await noor.getLastPrivacy()).toBe(Privacy.PrivateLink);
  });

  it('honours the Idempotency-Key: the same key from the same member returns the first memory', async () => {
    const first = await noor.createMemory(payload(), { idempotencyKey: 'draft-7' });
    const again = await noor.createMemory(payload({ title: 'A retry' }), { idempotencyKey: 'draft-7' });
    const other = await noor.createMemory(payload(), { idempotencyKey: 'draft-8' });
    expect(again.hashId).toBe(first.hashId);
    expect(other.hashId).not.toBe(first.hashId);
    const mine = await noor.searchByUser({ username: 'noor' });
    expect(mine.count).toBe(2);
  });

  it('hands out deterministic ids: the same steps after reset give the same memory', async () => {
    const first = await noor.createMemory(payload());
    backend.reset();
    const second = await noor.createMemory(payload());
    expect(second.hashId).toBe(first.hashId);
    expect(second.shareable_link).toBe(first.shareable_link);
    expect(second.created).toBe(first.created);
  });

  it('lets only the owner edit or delete a memory', async () => {
    expect(await failureOf(ben.updateMemory(stairsMemory.hashId, payload()))).toEqual({
      status: 403,
      code: 'forbidden',
    });
    expect(await failureOf(ben.deleteMemory(stairsMemory.hashId))).toEqual({
      status: 403,
      code: 'forbidden',
    });
    await ada.deleteMemory(stairsMemory.hashId);
    expect(await failureOf(ada.getMemory(stairsMemory.hashId))).toEqual({ status: 404, code: 'not_found' });
  });

  it('reset() brings back the fixture community', async () => {
    await ada.deleteMemory(stairsMemory.hashId);
    backend.reset();
    const memory = await visitor.getMemory(stairsMemory.hashId);
    expect(memory.title).toBe('The cupboard under the stairs');
  });
});

describe('privacy', () => {
  it('answers 404 for an only-me memory to everyone but its owner', async () => {
    expect(await failureOf(visitor.getMemory(schoolGateMemory.hashId))).toEqual({
      status: 404,
      code: 'not_found',
    });
    expect(await failureOf(ben.getMemory(schoolGateMemory.hashId))).toEqual({
      status: 404,
      code: 'not_found',
    });
    expect(await failureOf(ben.getMemoryByLink(schoolGateMemory.shareable_link))).toEqual({
      status: 404,
      code: 'not_found',
    });
    const own = await ada.getMemory(schoolGateMemory.hashId);
    expect(own.title).toBe('Waiting at the school gate');
    expect(own.privacy).toBe(Privacy.OnlyMe);
  });

  it('lets anyone with the link read a private-with-link memory', async () => {
    const memory = await visitor.getMemoryByLink(kitchenMemory.shareable_link);
    expect(memory.title).toBe('Grandma’s kitchen');
    expect(memory.is_owner).toBe(false);
  });

  it('never lists private-with-link or only-me memories in the feed, lists or search', async () => {
    const hidden = [kitchenMemory.shareable_link, schoolGateMemory.shareable_link];
    const feed = await ben.getFeed();
    expect(feed.results.map((item) => item.data.shareable_link)).not.toEqual(
      expect.arrayContaining([hidden[0]]),
    );
    expect(feed.results.some((item) => hidden.includes(item.data.shareable_link))).toBe(false);
    const list = await ben.listMemories();
    expect(list.results.some((memory) => hidden.includes(memory.shareable_link))).toBe(false);
    const byUser = await ben.searchByUser({ username: 'ada' });
    expect(byUser.results.map((memory) => memory.title)).toEqual([
      'The cupboard under the stairs',
      'Saturdays at the library',
      'The kite on the hill',
    ]);
    const byTag = await ben.searchByTag({ tag_type: 'feelings', slug: 'lonely' });
    expect(byTag.results.map((memory) => memory.title)).toEqual(['The cupboard under the stairs']);
  });

  it('leaves out of every list a memory whose warning the reader hides, never the writer’s own', async () => {
    const titles = async () => ({
      feed: (await ben.getFeed()).results.flatMap((item) => item.data.memory?.title ?? []),
      user: (await ben.searchByUser({ username: 'ada' })).results.map((memory) => memory.title),
    });
    expect((await titles()).user).toContain('The cupboard under the stairs');
    await ben.updateSafetyPreferences({ hidden_content_warning_ids: [8] });
    const after = await titles();
    expect(after.feed).not.toContain('The cupboard under the stairs');
    expect(after.feed.length).toBeGreaterThan(0);
    expect(after.user).toEqual(['Saturdays at the library', 'The kite on the hill']);
    await ada.updateSafetyPreferences({ hidden_content_warning_ids: [8] });
    expect((await ada.searchByUser({ username: 'ada' })).results.map((memory) => memory.title)).toContain(
      'The cupboard under the stairs',
    );
  });

  it('shows the owner all of their own memories on their own page', async () => {
    const own = await ada.searchByUser({ username: 'ada' });
    expect(own.results.map((memory) => memory.title)).toEqual([
      'Waiting at the school gate',
      'The cupboard under the stairs',
      'Grandma’s kitchen',
      'Saturdays at the library',
      'The kite on the hill',
    ]);
  });

  it('suggests hashtags only from memories the reader may see in lists', async () => {
    expect(await visitor.autocompleteHashtags('#gra')).toEqual([]);
    expect(await visitor.autocompleteHashtags('#hea')).toEqual(['#healing']);
    expect(await visitor.autocompleteHashtags('#s')).toEqual(['#seaside', '#summer']);
  });

  it('shows a private comment only to its writer and the memory owner', async () => {
    const forAda = await ada.listComments({ shareable_link: stairsMemory.shareable_link });
    const forCleo = await cleo.listComments({ shareable_link: stairsMemory.shareable_link });
    const forBen = await ben.listComments({ shareable_link: stairsMemory.shareable_link });
    const forVisitor = await visitor.listComments({ shareable_link: stairsMemory.shareable_link });
    expect(forAda.results.filter((comment) => comment.is_private)).toHaveLength(1);
    expect(forCleo.results.filter((comment) => comment.is_private)).toHaveLength(1);
    expect(forBen.results.some((comment) => comment.is_private)).toBe(false);
    expect(forVisitor.count).toBe(3);
  });
});

describe('comments', () => {
  it('shows a posted comment in the list, with its author', async () => {
    const posted = await noor.createComment({
      shareable_link: stairsMemory.shareable_link,
      content: 'Thank you for writing this.',
    });
    const page = await visitor.listComments({ shareable_link: stairsMemory.shareable_link });
    const shown = page.results.find((comment) => comment.id === posted.id);
    expect(shown?.content).toBe('Thank you for writing this.');
    expect(shown?.author.username).toBe('noor');
    expect(shown?.is_private).toBe(false);
    const memory = await visitor.getMemory(stairsMemory.hashId);
    expect(memory.counts.comments).toBe(4);
  });

  it('edits and deletes only for the writer; others may hide it for themselves', async () => {
    const posted = await ben.createComment({ shareable_link: kiteMemory.shareable_link, content: 'Lovely.' });
    expect(await failureOf(ada.updateComment(posted.id, { content: 'Changed.' }))).toEqual({
      status: 403,
      code: 'forbidden',
    });
    const edited = await ben.updateComment(posted.id, { content: 'Lovely, thank you.' });
    expect(edited.content).toBe('Lovely, thank you.');
    await ada.hideComment(posted.id);
    const forAda = await ada.listComments({ shareable_link: kiteMemory.shareable_link });
    expect(forAda.results.some((comment) => comment.id === posted.id)).toBe(false);
    const forBen = await ben.listComments({ shareable_link: kiteMemory.shareable_link });
    expect(forBen.results.some((comment) => comment.id === posted.id)).toBe(true);
    await ben.deleteComment(posted.id);
    const after = await ben.listComments({ shareable_link: kiteMemory.shareable_link });
    expect(after.results.some((comment) => comment.id === posted.id)).toBe(false);
  });

  it('pages comments', async () => {
    const member = backend.member('ben');
    for (let index = 1; index <= PAGE_SIZES.comments; index++) {
      backend.createComment(member, coastMemory.shareable_link, `Warm thought ${index}`, false);
    }
    await cleo.createComment({ shareable_link: coastMemory.shareable_link, content: 'And one more.' });
    const first = await visitor.listComments({ shareable_link: coastMemory.shareable_link });
    const second = await visitor.listComments({ shareable_link: coastMemory.shareable_link, page: 2 });
    expect(first).toMatchObject({ count: PAGE_SIZES.comments + 1, total_pages: 2, page: 1 });
    expect(first.results).toHaveLength(PAGE_SIZES.comments);
    expect(second.results.map((comment) => comment.content)).toEqual(['And one more.']);
  });
});

describe('empathy, reactions, resonance, saves', () => {
  it('toggles empathy on a memory and never counts below 0', async () => {
    const before = (await visitor.getMemory(kiteMemory.hashId)).counts.empathies;
    expect(before).toBe(0);
    const { empathy_id } = await ben.createEmpathy({ shareable_link: kiteMemory.shareable_link });
    expect((await ben.getInteractionStatus(kiteMemory.shareable_link)).empathy_id).toBe(empathy_id);
    expect((await visitor.getMemory(kiteMemory.hashId)).counts.empathies).toBe(1);
    await ben.deleteEmpathy(empathy_id);
    expect(await failureOf(ben.deleteEmpathy(empathy_id))).toEqual({ status: 404, code: 'not_found' });
    expect((await visitor.getMemory(kiteMemory.hashId)).counts.empathies).toBe(0);
    expect((await ben.getInteractionStatus(kiteMemory.shareable_link)).empathy_id).toBeNull();
  });

  it('empathizes with a comment and shows it in the comment status and count', async () => {
    const comment = await ben.createComment({
      shareable_link: kiteMemory.shareable_link,
      content: 'So gentle.',
    });
    const { empathy_id } = await ada.createEmpathy({
      shareable_link: kiteMemory.shareable_link,
      comment_id: comment.id,
    });
    const status = await ada.getCommentStatus(comment.id);
    expect(status.empathy).toEqual({ empathized: true, empathy_id });
    const listed = await visitor.listComments({ shareable_link: kiteMemory.shareable_link });
    expect(listed.results.find((candidate) => candidate.id === comment.id)?.count_empathies).toBe(1);
  });

  it('moves a reaction through new, update and delete', async () => {
    const created = await cleo.createReaction({
      shareable_link: kiteMemory.shareable_link,
      reaction_option_id: ReactionOption.Like,
    });
    let memory = await visitor.getMemory(kiteMemory.hashId);
    expect(memory.reactions.find((r) => r.reaction_option_id === ReactionOption.Like)?.reaction_count).toBe(
      1,
    );
    const updated = await cleo.updateReaction({
      reaction_id: created.reaction_id,
      reaction_option_id: ReactionOption.BeStrong,
    });
    expect(updated).toEqual({
      reaction_id: created.reaction_id,
      reaction_option_id: ReactionOption.BeStrong,
    });
    memory = await visitor.getMemory(kiteMemory.hashId);
    expect(memory.reactions.find((r) => r.reaction_option_id === ReactionOption.Like)?.reaction_count).toBe(
      0,
    );
    expect(
      memory.reactions.find((r) => r.reaction_option_id === ReactionOption.BeStrong)?.reaction_count,
    ).toBe(1);
    const status = await cleo.getInteractionStatus(kiteMemory.shareable_link);
    expect(status.reaction_option_id).toBe(ReactionOption.BeStrong);
    await cleo.deleteReaction(created.reaction_id);
    memory = await visitor.getMemory(kiteMemory.hashId);
    expect(
      memory.reactions.every((r) => r.reaction_option_id === ReactionOption.Love || r.reaction_count === 0),
    ).toBe(true);
    expect((await cleo.getInteractionStatus(kiteMemory.shareable_link)).reaction_id).toBeNull();
  });

  it('allows one reaction per member per memory: reacting again changes it', async () => {
    const first = await noor.createReaction({
      shareable_link: kiteMemory.shareable_link,
      reaction_option_id: ReactionOption.Love,
    });
    const again = await noor.createReaction({
      shareable_link: kiteMemory.shareable_link,
      reaction_option_id: ReactionOption.Sad,
    });
    expect(again).toEqual({ reaction_id: first.reaction_id, reaction_option_id: ReactionOption.Sad });
    const memory = await visitor.getMemory(kiteMemory.hashId);
    expect(memory.reactions.find((r) => r.reaction_option_id === ReactionOption.Sad)?.reaction_count).toBe(1);
    expect((await noor.getInteractionStatus(kiteMemory.shareable_link)).reaction_option_id).toBe(
      ReactionOption.Sad,
    );
  });

  it('counts resonance per tag and withdraws it', async () => {
    const memory = await noor.getMemory(stairsMemory.hashId);
    const lonely = memory.feelings.find((tag) => tag.description === 'Lonely');
    if (lonely?.memory_tag_id == null) throw new Error('the stairs memory has no Lonely tag');
    const entryOf = async () =>
      (await noor.getInteractionStatus(stairsMemory.shareable_link)).resonances.find(
        (entry) => entry.memory_tag_id === lonely.memory_tag_id,
      );
    expect(await entryOf()).toEqual({
      memory_tag_id: lonely.memory_tag_id,
      resonated: 0,
      count_resonances: 2,
      resonance_id: null,
    });
    const created = await noor.createResonance({
      memory_tag_id: lonely.memory_tag_id,
      shareable_link: stairsMemory.shareable_link,
    });
    expect(await entryOf()).toMatchObject({
      resonated: 1,
      count_resonances: 3,
      resonance_id: created.resonance_id,
    });
    await noor.deleteResonance(created.resonance_id);
    expect(await entryOf()).toMatchObject({ resonated: 0, count_resonances: 2, resonance_id: null });
  });

  it('saves and unsaves a memory', async () => {
    const { save_id } = await noor.createSave(kiteMemory.shareable_link);
    expect((await noor.getInteractionStatus(kiteMemory.shareable_link)).save_id).toBe(save_id);
    await noor.deleteSave(save_id);
    expect((await noor.getInteractionStatus(kiteMemory.shareable_link)).save_id).toBeNull();
  });

  it('keeps praise to at most 3 labels and lets the giver change it', async () => {
    const given = await noor.createFeedback({
      labels: ['Brave', 'Honest'],
      shareable_link: kiteMemory.shareable_link,
    });
    const changed = await noor.updateFeedback({
      labels: ['Brave', 'Honest', 'Kind'],
      shareable_link: kiteMemory.shareable_link,
      feedback_id: given.feedback_id,
    });
    expect(changed.labels).toEqual(['Brave', 'Honest', 'Kind']);
    const mine = await noor.getUserFeedback({ shareable_link: kiteMemory.shareable_link });
    expect(mine.feedback_list).toEqual([
      { feedback_id: given.feedback_id, labels: ['Brave', 'Honest', 'Kind'], comment_id: null },
    ]);
    const tooMany = await fetch(
      `${MOCK_API_BASE}/api/v1/feedback/new?feedback=${encodeURIComponent('Brave,Honest,Kind,Moving')}&shareable_link=${kiteMemory.shareable_link}`,
      { method: 'POST', headers: { Authorization: 'Bearer token-ben' } },
    );
    expect(tooMany.status).toBe(400);
    // In the shared schema's words, as the server answers.
    expect(await tooMany.json()).toEqual({
      detail: 'feedback: must be 1 to 3 comma-joined labels',
      code: 'invalid_request',
    });
  });

  it('keeps the report remark only for the Other reason', async () => {
    await noor.sendReport({
      memory: kiteMemory.shareable_link,
      metoo: null,
      reason: 7,
      remark: 'It names my school.',
    });
    await ben.sendReport({ memory: kiteMemory.shareable_link, metoo: null, reason: 2 });
    // The fixture community's own reports (fixtures/moderation.ts) come first.
    const sent = backend.receivedReports().filter((report) => report.memory === kiteMemory.shareable_link);
    expect(sent.map((report) => [report.member, report.reason, report.remark])).toEqual([
      ['ben', 15, ''],
      ['noor', 7, 'It names my school.'],
      ['ben', 2, ''],
    ]);
    expect(
      await failureOf(noor.sendReport({ memory: kiteMemory.shareable_link, metoo: null, reason: 7 })),
    ).toEqual({
      status: 400,
      code: 'invalid_request',
    });
  });
});

describe('notifications', () => {
  it('starts Ada with notifications of every event type, paged, with an unseen count', async () => {
    // Three more than the fixtures' 18 make a second page.
    for (const content of ['One.', 'Two.', 'Three.']) {
      await noor.createComment({ shareable_link: stairsMemory.shareable_link, content });
    }
    const first = await ada.listNotifications();
    const second = await ada.listNotifications({ page: 2 });
    expect(first.count).toBe(21);
    expect(first.total_pages).toBe(2);
    expect(first.results).toHaveLength(PAGE_SIZES.notifications);
    expect(second.results).toHaveLength(1);
    const ids = [...first.results, ...second.results].map((notification) => notification.id);
    expect(new Set(ids).size).toBe(21);
    const events = new Set(
      [...first.results, ...second.results].map((notification) => notification.event_type),
    );
    // The six of community §3; the moderation events are Eli's (fixtures/moderation.ts).
    expect([...events].sort()).toEqual(
      Object.values(NotificationEvent)
        .filter((event) => !MODERATION_EVENTS.includes(event))
        .sort(),
    );
    expect(first.unseen_count).toBe(11);
    expect(await ada.getUnseenNotificationCount()).toBe(11);
    // The unread total is over every page, not the first page's, in the bell's rows: a group or a
    // member's 'me too' counts once.
    const all = [...first.results, ...second.results];
    const rows = unreadRowCount(
      all.map((n) => ({
        id: n.id,
        event_type: n.event_type,
        originator: n.originator,
        memory: n.data.memory ?? '',
        comment_id: n.data.comment_id ?? null,
        is_read: n.is_read,
      })),
    );
    expect(rows).toBeLessThan(all.filter((notification) => !notification.is_read).length);
    expect(first.unread_count).toBe(rows);
    expect(second.unread_count).toBe(rows);
  });

  it('notifies the owner of other people’s actions, never of their own', async () => {
    const before = await ben.getUnseenNotificationCount();
    await ada.createComment({ shareable_link: stairsMemory.shareable_link, content: 'A note to myself.' });
    expect(await ada.getUnseenNotificationCount()).toBe(8);
    await noor.createComment({ shareable_link: stairsMemory.shareable_link, content: 'I hear you.' });
    const page = await ada.listNotifications();
    expect(page.unseen_count).toBe(9);
    expect(page.results[0]).toMatchObject({
      event_type: NotificationEvent.NewComment,
      originator: 'noor',
      is_read: false,
      is_seen: false,
      data: { memory: stairsMemory.shareable_link, comment_content: 'I hear you.' },
    });
    expect(await ben.getUnseenNotificationCount()).toBe(before);
  });

  it('marks all seen (opening the bell) and one read (clicking it)', async () => {
    await ada.markAllNotificationsSeen();
    expect(await ada.getUnseenNotificationCount()).toBe(0);
    const page = await ada.listNotifications();
    const [target, other] = page.results.filter((notification) => !notification.is_read);
    if (target === undefined || other === undefined) throw new Error('Ada has too few unread notifications');
    await ada.markNotificationsRead([target.id]);
    const after = await ada.listNotifications();
    expect(after.results.find((notification) => notification.id === target.id)?.is_read).toBe(true);
    // Someone else's ids are left alone, as the server does: no error, nothing changes.
    await ben.markNotificationsRead([other.id]);
    const still = await ada.listNotifications();
    expect(still.results.find((notification) => notification.id === other.id)?.is_read).toBe(false);
  });

  it('groups empathy, praise and reactions, and resonance per member and memory', async () => {
    const grouped = await ada.listGroupedNotifications();
    const empathy = grouped.results.find(
      (group) => group.group === 'empathy' && group.shareable_link === stairsMemory.shareable_link,
    );
    expect(empathy).toMatchObject({
      last_originator: 'cleo',
      others: 1,
      memory_title: 'The cupboard under the stairs',
    });
    const praise = grouped.results.find(
      (group) => group.group === 'memory_feedback' && group.shareable_link === stairsMemory.shareable_link,
    );
    expect(praise?.feedback_label).toEqual(['Brave', 'Honest', 'Validating']);
    expect(grouped.results.map((group) => group.group).sort()).toEqual([
      'comment_feedback',
      'empathy',
      'empathy_comments',
      'memory_feedback',
      'memory_feedback',
      'reactions',
      'reactions',
    ]);
    const resonance = await ada.listResonanceNotifications();
    expect(resonance.results.map((item) => [item.originator, item.resonance_labels])).toEqual([
      ['cleo', ['Lonely']],
      ['ben', ['Lonely', 'It was my fault', 'People-pleasing', 'Being heard']],
    ]);
  });

  it('shows the empty state to a new member', async () => {
    const page = await noor.listNotifications();
    expect(page).toEqual({
      results: [],
      count: 0,
      total_pages: 0,
      page: 1,
      unseen_count: 0,
      unread_count: 0,
    });
    expect((await noor.listGroupedNotifications()).results).toEqual([]);
  });

  it('answers 304 to a poll whose ETag did not change', async () => {
    const first = await fetch(`${MOCK_API_BASE}/api/v1/notifications/`, {
      headers: { Authorization: 'Bearer token-ada' },
    });
    const etag = first.headers.get('ETag');
    expect(etag).not.toBeNull();
    const again = await fetch(`${MOCK_API_BASE}/api/v1/notifications/`, {
      headers: { Authorization: 'Bearer token-ada', 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    await ben.createEmpathy({ shareable_link: kiteMemory.shareable_link });
    const changed = await fetch(`${MOCK_API_BASE}/api/v1/notifications/`, {
      headers: { Authorization: 'Bearer token-ada', 'If-None-Match': etag ?? '' },
    });
    expect(changed.status).toBe(200);
  });
});

describe('session and account', () => {
  it('logs in a fixture member and signs up a new one', async () => {
    const session = await visitor.logIn({ email: 'ada@example.org', password: 'gentle-river-42' });
    expect(session).toMatchObject({ user: { username: 'ada', has_first_post: true } });
    // A new session, as on the server: its own tokens, and the fixture token goes on working.
    expect(session.access).not.toBe('token-ada');
    expect((await clientFor(session.access).getCurrentUser()).username).toBe('ada');
    expect((await ada.getCurrentUser()).username).toBe('ada');
    const joined = await visitor.signUp({
      username: 'rowan',
      email: 'rowan@example.org',
      password: 'soft-moss-3',
    });
    const rowan = clientFor(joined.access);
    expect(await rowan.getCurrentUser()).toEqual({
      username: 'rowan',
      email: 'rowan@example.org',
      has_passed_onboarding: false,
      has_first_post: false,
    });
    expect(await failureOf(visitor.logIn({ email: 'ada@example.org', password: 'wrong' }))).toMatchObject({
      status: 401,
    });
  });

  it('rotates tokens on refresh; a spent refresh token ends the login; logout ends its session', async () => {
    const tokens = await visitor.refreshToken('refresh-ada');
    expect(tokens.access).not.toBe('token-ada');
    expect((await clientFor(tokens.access).getCurrentUser()).username).toBe('ada');
    // Used twice, a refresh token has leaked: the whole login ends, as on the server.
    expect(await failureOf(visitor.refreshToken('refresh-ada'))).toMatchObject({ status: 401 });
    expect(await failureOf(clientFor(tokens.access).getCurrentUser())).toMatchObject({ status: 401 });
    expect(await failureOf(visitor.refreshToken(tokens.refresh))).toMatchObject({ status: 401 });
    const session = await visitor.logIn({ email: 'ada@example.org', password: 'gentle-river-42' });
    await clientFor(session.access).logOut();
    expect(await failureOf(visitor.refreshToken(session.refresh))).toMatchObject({ status: 401 });
    expect(await failureOf(clientFor(session.access).getCurrentUser())).toMatchObject({ status: 401 });
  });

  it('deletes an account with everything its member wrote', async () => {
    await ben.deleteAccount('gentle-river-42');
    expect(await failureOf(visitor.getMemoryByLink('counting-carriages-6b18'))).toEqual({
      status: 404,
      code: 'not_found',
    });
    const comments = await visitor.listComments({ shareable_link: stairsMemory.shareable_link });
    expect(comments.results.some((comment) => comment.author.username === 'ben')).toBe(false);
    expect(
      await failureOf(visitor.logIn({ email: 'ben@example.org', password: 'gentle-river-42' })),
    ).toMatchObject({
      status: 401,
    });
  });

  it('keeps safety preferences per member', async () => {
    await cleo.updateSafetyPreferences({
      hidden_content_warning_ids: [3, 6],
      shown_content_warning_ids: [1, 2],
    });
    expect(await cleo.getSafetyPreferences()).toEqual({
      hidden_content_warning_ids: [3, 6],
      shown_content_warning_ids: [1, 2],
    });
    expect(await ada.getSafetyPreferences()).toEqual({
      hidden_content_warning_ids: [],
      shown_content_warning_ids: [],
    });
    // The shown list left out stays, less what is now hidden.
    await cleo.updateSafetyPreferences({ hidden_content_warning_ids: [2] });
    expect(await cleo.getSafetyPreferences()).toEqual({
      hidden_content_warning_ids: [2],
      shown_content_warning_ids: [1],
    });
  });
});
