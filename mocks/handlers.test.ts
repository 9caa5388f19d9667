import {
  createHttpClient,
  endpoints,
  MemoryType,
  Privacy,
  ReactionOption,
  ReportType,
  type EndpointKey,
  type HttpClient,
  type MemorySavePayload,
  emptySavePayload,
} from '@childhood-memories/api-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createMockBackend } from './backend.ts';
import { ben } from './fixtures/members.ts';
import { kiteMemory, stairsMemory } from './fixtures/memories.ts';
import { createHandlers, ENDPOINT_KEYS, endpointUrl, MOCK_API_BASE } from './handlers.ts';

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

const ada = clientFor('token-ada');
const benClient = clientFor('token-ben');

function payload(overrides: Partial<MemorySavePayload> = {}): MemorySavePayload {
  return emptySavePayload({
    type: MemoryType.Happy,
    title: 'Paper boats',
    description: 'We floated paper boats down the gutter after the rain. #rainydays',
    age_ranges: [{ id: 103, name: '6-8' }],
    feelings: [{ id: 922, description: 'Happy' }],
    subjects: ['My brother'],
    ...overrides,
  });
}

async function firstStairsComment(client: HttpClient) {
  const page = await client.listComments({ shareable_link: stairsMemory.shareable_link });
  const comment = page.results.find((candidate) => !candidate.is_private);
  if (comment === undefined) throw new Error('no public comment on the stairs memory');
  return comment;
}

/**
 * One real client call per endpoint of the table. Typed as a full record, so a new endpoint
 * without a call here is a type error; each call must resolve (the handler answered with the
 * endpoint's success status and the client's schema accepted the answer).
 */
const calls: Record<EndpointKey, () => Promise<unknown>> = {
  autocompleteHashtags: () => ada.autocompleteHashtags('#heal'),
  createMemory: () => ada.createMemory(payload()),
  updateMemory: () => ada.updateMemory(stairsMemory.hashId, payload({ type: MemoryType.Unhappy })),
  getMemory: () => ada.getMemory(stairsMemory.hashId),
  deleteMemory: () => ada.deleteMemory(stairsMemory.hashId),
  getMemoryByLink: () => ada.getMemoryByLink(stairsMemory.shareable_link),
  getLastPrivacy: () => ada.getLastPrivacy(),
  uploadPhoto: () => ada.uploadPhoto(new Blob(['png'], { type: 'image/png' })),
  deleteTempPhoto: async () => {
    const photo = await ada.uploadPhoto(new Blob(['png'], { type: 'image/png' }));
    return ada.deleteTempPhoto(photo.temp_id);
  },
  listTempPhotos: () => ada.listTempPhotos(),
  listAgeRanges: () => ada.listTagOptions('age_ranges', MemoryType.Unhappy),
  listPersons: () => ada.listTagOptions('person', MemoryType.Unhappy),
  listPersonActions: () => ada.listTagOptions('person_action', MemoryType.Unhappy),
  listPersonsInvolved: () => ada.listPersonsInvolved(MemoryType.Unhappy),
  listSiblings: () => ada.listTagOptions('sibling', MemoryType.Unhappy),
  listRiskFactors: () => ada.listTagOptions('risk_factor', MemoryType.Unhappy),
  listChronicEvents: () => ada.listTagOptions('chronic_adverse_events', MemoryType.Unhappy),
  listSuddenEvents: () => ada.listTagOptions('sudden_adverse_events', MemoryType.Unhappy),
  listFeelings: () => ada.listTagOptions('feelings', MemoryType.Happy),
  listNeeds: () => ada.listTagOptions('needs', MemoryType.Happy),
  listThoughts: () => ada.listTagOptions('thoughts', MemoryType.Bittersweet),
  listEmotions: () => ada.listTagOptions('childhood_effects_emotions', MemoryType.Bittersweet),
  listHealthEffects: () => ada.listTagOptions('childhood_effects_health', MemoryType.Unhappy),
  listSocialEffects: () => ada.listTagOptions('childhood_effects_social', MemoryType.Unhappy),
  listContentWarnings: () => ada.listContentWarnings(),
  listReactionOptions: () => ada.listReactionOptions(),
  listFeedbackOptions: () => ada.listFeedbackOptions(),
  listReportReasons: () => ada.listReportReasons(ReportType.Memory),
  getFeed: () => ada.getFeed(),
  listMemories: () => ada.listMemories({ slug: 'lonely', tag_type: 'feelings' }),
  searchByHashtag: () => ada.searchByHashtag({ tag: 'healing' }),
  searchByTag: () => ada.searchByTag({ tag_type: 'person_involved', slug: 'father' }),
  searchByUser: () => ada.searchByUser({ username: 'ada' }),
  getInteractionStatus: () => benClient.getInteractionStatus(stairsMemory.shareable_link),
  createResonance: async () => {
    const memory = await benClient.getMemory(stairsMemory.hashId);
    const tag = memory.needs[0];
    if (tag?.memory_tag_id == null) throw new Error('the stairs memory has no needs tag');
    return benClient.createResonance({
      memory_tag_id: tag.memory_tag_id,
      shareable_link: memory.shareable_link,
    });
  },
  deleteResonance: async () => {
    const status = await benClient.getInteractionStatus(stairsMemory.shareable_link);
    const mine = status.resonances.find((entry) => entry.resonance_id !== null);
    if (mine?.resonance_id == null) throw new Error('ben has no resonance on the stairs memory');
    return benClient.deleteResonance(mine.resonance_id);
  },
  createFeedback: () =>
    benClient.createFeedback({ labels: ['Brave'], shareable_link: stairsMemory.shareable_link }),
  updateFeedback: async () => {
    const given = await benClient.createFeedback({
      labels: ['Brave'],
      shareable_link: stairsMemory.shareable_link,
    });
    return benClient.updateFeedback({
      labels: ['Brave', 'Honest'],
      shareable_link: stairsMemory.shareable_link,
      feedback_id: given.feedback_id,
    });
  },
  deleteFeedback: async () => {
    const given = await benClient.createFeedback({
      labels: ['Kind'],
      shareable_link: stairsMemory.shareable_link,
    });
    return benClient.deleteFeedback(given.feedback_id);
  },
  getUserFeedback: () => benClient.getUserFeedback({ shareable_link: stairsMemory.shareable_link }),
  listComments: () => ada.listComments({ shareable_link: stairsMemory.shareable_link }),
  getCommentStatus: async () => ada.getCommentStatus((await firstStairsComment(ada)).id),
  createComment: () =>
    benClient.createComment({ shareable_link: stairsMemory.shareable_link, content: 'Thank you.' }),
  createPrivateComment: () =>
    benClient.createPrivateComment({
      shareable_link: stairsMemory.shareable_link,
      comment_content: 'Thank you.',
    }),
  deleteComment: async () => {
    const comment = await benClient.createComment({
      shareable_link: stairsMemory.shareable_link,
      content: 'Oops.',
    });
    return benClient.deleteComment(comment.id);
  },
  deletePrivateComment: async () => {
    const comment = await benClient.createPrivateComment({
      shareable_link: stairsMemory.shareable_link,
      comment_content: 'Oops.',
    });
    return benClient.deletePrivateComment(comment.id);
  },
  updatePrivateComment: async () => {
    const comment = await benClient.createPrivateComment({
      shareable_link: stairsMemory.shareable_link,
      comment_content: 'First words.',
    });
    return benClient.updatePrivateComment({
      private_comment_id: comment.id,
      comment_content: 'Better words.',
    });
  },
  updateComment: async () => {
    const comment = await benClient.createComment({
      shareable_link: stairsMemory.shareable_link,
      content: 'Hi.',
    });
    return benClient.updateComment(comment.id, { content: 'Hello.' });
  },
  hideComment: async () => ada.hideComment((await firstStairsComment(ada)).id),
  createEmpathy: () => ada.createEmpathy({ shareable_link: stairsMemory.shareable_link }),
  deleteEmpathy: async () => {
    const { empathy_id } = await benClient.createEmpathy({ shareable_link: stairsMemory.shareable_link });
    return benClient.deleteEmpathy(empathy_id);
  },
  createTrauma: async () =>
    ada.createTrauma({
      shareable_link: stairsMemory.shareable_link,
      comment_id: (await firstStairsComment(ada)).id,
    }),
  deleteTrauma: async () => {
    const { trauma_id } = await ada.createTrauma({
      shareable_link: stairsMemory.shareable_link,
      comment_id: (await firstStairsComment(ada)).id,
    });
    return ada.deleteTrauma(trauma_id);
  },
  createSave: () => ada.createSave(stairsMemory.shareable_link),
  deleteSave: async () => {
    const { save_id } = await ada.createSave(stairsMemory.shareable_link);
    return ada.deleteSave(save_id);
  },
  createReaction: () =>
    benClient.createReaction({
      shareable_link: stairsMemory.shareable_link,
      reaction_option_id: ReactionOption.Love,
    }),
  updateReaction: async () => {
    const reaction = await benClient.createReaction({
      shareable_link: stairsMemory.shareable_link,
      reaction_option_id: ReactionOption.Love,
    });
    return benClient.updateReaction({
      reaction_id: reaction.reaction_id,
      reaction_option_id: ReactionOption.Sad,
    });
  },
  deleteReaction: async () => {
    const reaction = await benClient.createReaction({
      shareable_link: stairsMemory.shareable_link,
      reaction_option_id: ReactionOption.Like,
    });
    return benClient.deleteReaction(reaction.reaction_id);
  },
  sendReport: () => benClient.sendReport({ memory: stairsMemory.shareable_link, metoo: null, reason: 2 }),
  listVotes: () => ada.listVotes(),
  listMeTooComments: () => ada.listMeTooComments({ shareable_link: stairsMemory.shareable_link }),
  getConnectStatus: () => benClient.getConnectStatus(stairsMemory.shareable_link),
  listNotifications: () => ada.listNotifications(),
  listGroupedNotifications: () => ada.listGroupedNotifications(),
  listResonanceNotifications: () => ada.listResonanceNotifications(),
  getUnseenNotificationCount: () => ada.getUnseenNotificationCount(),
  markAllNotificationsSeen: () => ada.markAllNotificationsSeen(),
  markNotificationsRead: async () => {
    const page = await ada.listNotifications();
    return ada.markNotificationsRead(page.results.slice(0, 2).map((notification) => notification.id));
  },
  markAllNotificationsRead: async () => {
    const page = await ada.listNotifications();
    return ada.markAllNotificationsRead({ up_to: page.results[0]?.id ?? 1 });
  },
  verifyPassword: () => ada.verifyPassword('gentle-river-42'),
  deleteAccount: () => clientFor('token-noor').deleteAccount('gentle-river-42'),
  changeEmail: () => ada.changeEmail('ada.new@example.org'),
  validateEmailChange: async () => {
    await ada.changeEmail('ada.new@example.org');
    return ada.validateEmailChange({ code: '123456', new_email: 'ada.new@example.org' });
  },
  changePassword: () =>
    ada.changePassword({ new_password: 'quiet-lake-7', confirm_new_password: 'quiet-lake-7' }),
  contactSupport: () => ada.contactSupport({ subject: 'Photos', message: 'My photo upload stops half way.' }),
  refreshToken: () => ada.refreshToken('refresh-ada'),
  verifyToken: () => ada.verifyToken('token-ada'),
  setOnboardingStatus: () => ada.setOnboardingStatus(true),
  logOut: () => ada.logOut(),
  signUp: () =>
    clientFor(null).signUp({ username: 'rowan', email: 'rowan@example.org', password: 'soft-moss-3' }),
  logIn: () => clientFor(null).logIn({ email: 'ada@example.org', password: 'gentle-river-42' }),
  forgotPassword: () => clientFor(null).forgotPassword('ada@example.org'),
  resetPassword: async () => {
    await clientFor(null).forgotPassword('ada@example.org');
    return clientFor(null).resetPassword({
      token: 'reset-ada',
      new_password: 'quiet-lake-7',
      confirm_new_password: 'quiet-lake-7',
    });
  },
  getCurrentUser: () => ada.getCurrentUser(),
  getSafetyPreferences: () => ada.getSafetyPreferences(),
  updateSafetyPreferences: () => ada.updateSafetyPreferences({ hidden_content_warning_ids: [3, 5] }),
  listModerationQueue: () => clientFor('token-sam').listModerationQueue({ sort: 'most_reported' }),
  moderate: async () => {
    const [item] = (await clientFor('token-sam').listModerationQueue()).results;
    if (item === undefined) throw new Error('the fixture queue is empty');
    return clientFor('token-sam').moderate({
      action: 'dismiss',
      memory: item.memory.shareable_link,
      comment: item.comment?.id ?? null,
    });
  },
  listModerationLog: () => clientFor('token-sam').listModerationLog(),
  requestReview: async () => {
    const eli = clientFor('token-eli');
    const comments = await eli.listComments({ shareable_link: kiteMemory.shareable_link });
    const hidden = comments.results.find((comment) => comment.moderation != null);
    if (hidden === undefined) throw new Error('Eli has no hidden comment on the kite memory');
    return eli.requestReview({
      memory: kiteMemory.shareable_link,
      comment: hidden.id,
      message: 'Please look again.',
    });
  },
};

describe('createHandlers', () => {
  it('has exactly one handler per endpoint of the api-client table, then one 405 answer per address', () => {
    const handlers = createHandlers(createMockBackend());
    const tableKeys = Object.keys(endpoints).sort();
    expect([...ENDPOINT_KEYS].sort()).toEqual(tableKeys);
    const described = handlers.map(
      (handler) => `${String(handler.info.method)} ${String(handler.info.path)}`,
    );
    const expected = ENDPOINT_KEYS.map((key) => `${endpoints[key].method} ${endpointUrl(key)}`);
    const addresses = [...new Set(ENDPOINT_KEYS.map((key) => endpointUrl(key)))];
    expect(described).toEqual([...expected, ...addresses.map((url) => `/.+/ ${url}`)]);
  });

  it('turns path templates into MSW patterns on the base URL', () => {
    expect(endpointUrl('updateMemory')).toBe(
      'http://localhost:8000/memories/api/v1/memories/:hashId/get-details',
    );
    expect(endpointUrl('searchByTag', 'https://api.example.org/')).toBe(
      'https://api.example.org/memories/api/v1/search/tag/:tag_type/:slug/',
    );
  });

  it('has a client call for every endpoint in this test', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(ENDPOINT_KEYS)('%s answers with a payload the real client accepts', async (key) => {
    const outcome = await calls[key]().then(
      () => 'answered',
      (error: unknown) => error,
    );
    expect(outcome).toBe('answered');
  });

  it('answers on another base URL when asked', async () => {
    server.use(...createHandlers(backend, { baseUrl: 'https://partner.example.org/api' }));
    const client = createHttpClient({
      baseUrl: 'https://partner.example.org/api',
      getAccessToken: () => null,
    });
    const options = await client.listContentWarnings();
    expect(options.map((option) => option.description)).toContain('Physical abuse');
  });

  it('waits for the given delay before answering', async () => {
    server.use(...createHandlers(backend, { delay: 60 }));
    const started = Date.now();
    await clientFor(null).listReactionOptions();
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('answers 400 with { detail, code } for a body the schema refuses', async () => {
    const response = await fetch(`${MOCK_API_BASE}/api/v1/comments/create/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ben.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ shareable_link: stairsMemory.shareable_link, content: '   ' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { detail: string; code: string };
    expect(body.code).toBe('invalid_request');
    expect(body.detail).toContain('content: must not be empty');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await fetch(`${MOCK_API_BASE}/api/v1/save/new/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ben.token}`, 'Content-Type': 'application/json' },
      body: '{"shareable_link":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'The request body is not valid JSON.',
      code: 'invalid_request',
    });
  });

  it('answers 400 for a query the schema refuses', async () => {
    const response = await fetch(
      `${MOCK_API_BASE}/memories/api/v1/tags/feelings/list/?dis=false&ist=true&mt=7`,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { detail: string; code: string };
    expect(body.code).toBe('invalid_request');
    expect(body.detail).toContain('mt');
  });

  it('answers 400 for a path id past the integer column or a NUL in a path, as the server does', async () => {
    const huge = await fetch(`${MOCK_API_BASE}/api/v1/comments/99999999999/delete/`, {
      method: 'POST',
      headers: { Authorization: 'Bearer token-ada' },
    });
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { detail: string }).detail).toContain('id');
    const nul = await fetch(`${MOCK_API_BASE}/memories/api/v1/memories/shared/a%00b/`);
    expect(nul.status).toBe(400);
  });

  it('answers 401 without a token on a members-only endpoint, and for an unknown token', async () => {
    const anonymous = await fetch(`${MOCK_API_BASE}/user/me`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      detail: 'Please sign in to continue.',
      code: 'unauthenticated',
    });
    const stale = await fetch(`${MOCK_API_BASE}/user/me`, {
      headers: { Authorization: 'Bearer token-nobody' },
    });
    expect(stale.status).toBe(401);
    expect(stale.headers.get('WWW-Authenticate')).toBe('Bearer realm="childhood-memories"');
    expect(((await stale.json()) as { code: string }).code).toBe('unauthenticated');
  });

  it('answers the photo upload failure with the `error` field the editor shows', async () => {
    const form = new FormData();
    form.append('image', new Blob(['%PDF'], { type: 'application/pdf' }), 'letter.pdf');
    const response = await fetch(`${MOCK_API_BASE}/api/v1/image/upload-image/t/`, {
      method: 'POST',
      headers: { Authorization: 'Bearer token-ada' },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'This file type is not supported. Please choose a photo.',
    });
  });
});

describe('family members (ours)', () => {
  it('are stored with the memory, kept when an update leaves them out, and shown only to the author', async () => {
    const nana = { id: 'f1', relation: 'grandparent' as const, name: 'Nana' };
    const created = await ada.createMemory(payload({ privacy: Privacy.Public, family_members: [nana] }));
    expect(created.family_members).toEqual([nana]);

    const edited = await ada.updateMemory(created.hashId, payload({ title: 'Paper boats again' }));
    expect(edited.family_members).toEqual([nana]);

    const cleared = await ada.updateMemory(created.hashId, payload({ family_members: [] }));
    expect(cleared.family_members).toEqual([]);

    await ada.updateMemory(created.hashId, payload({ family_members: [nana] }));
    expect((await ada.getMemory(created.hashId)).family_members).toEqual([nana]);
    expect((await benClient.getMemory(created.hashId)).family_members).toEqual([]);
  });

  it('are refused past 20', async () => {
    const many = Array.from({ length: 21 }, (_, index) => ({
      id: `f${index}`,
      relation: 'other' as const,
      name: '',
    }));
    await expect(ada.createMemory(payload({ family_members: many }))).rejects.toThrow(
      'Some details were not accepted.',
    );
  });
});
