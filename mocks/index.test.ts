import { expect, expectTypeOf, it } from 'vitest';

import type { MockBackend } from './index.ts';

// Importing the whole module graph (msw, the api-client, the fixtures) is slow on a busy machine.
it('exports exactly the public API', { timeout: 30_000 }, async () => {
  expect(Object.keys(await import('./index.ts')).sort()).toEqual([
    'ALLOTMENT_PHOTO_URL',
    'BEACH_PHOTO_URL',
    'BITTERSWEET_LONG',
    'BITTERSWEET_SHORT',
    'COMMENT_TEXTS',
    'ENDPOINT_KEYS',
    'HAPPY_LONG',
    'HAPPY_SHORT',
    'KITE_PHOTO_URL',
    'LIBRARY_PHOTO_URL',
    'LONGEST_COMMENT',
    'LONGEST_DESCRIPTION',
    'MEMBER_TOKENS',
    'MOCK_API_BASE',
    'MOCK_CLOCK_START',
    'MOCK_EMAIL_CODE',
    'MOCK_PASSWORD',
    'MOCK_RETRY_AFTER_SECONDS',
    'MOCK_UPLOAD_BYTES_MAX',
    'PHOTO_UPLOAD_ERROR_TEXT',
    'RELATIONSHIP_REFLECTION',
    'RELATIONSHIP_REFLECTION_BITTERSWEET',
    'UNHAPPY_LONG',
    'UNHAPPY_SHORT',
    'UPLOADED_PHOTO_URL',
    'activitySeeds',
    'ada',
    'answerHandler',
    'ben',
    'carriagesMemory',
    'cleo',
    'coastMemory',
    'commentSeeds',
    'createHandlers',
    'createMockBackend',
    'createMockClient',
    'delayedHandler',
    'eli',
    'emptyNotificationPage',
    'emptyPage',
    'endpointUrl',
    'errorHandler',
    'fixtureAnswers',
    'kitchenMemory',
    'kiteMemory',
    'libraryMemory',
    'malformedHandler',
    'memorySeeds',
    'mockEndpoint',
    'mockErrors',
    'mockMembers',
    'networkErrorHandler',
    'noor',
    'referenceData',
    'sam',
    'schoolGateMemory',
    'snowMemory',
    'stairsMemory',
    'stormMemory',
    'yearbookMemory',
  ]);
});

// The backend's public type is its face (issue 29): create, recover, fail, seed, inspect. Its
// stores and the handlers' side stay inside the kit.
it("types the backend as its face, and nothing of the handlers' side", () => {
  expectTypeOf<keyof MockBackend>().toEqualTypeOf<
    // Recover and fail
    | 'reset'
    | 'recover'
    | 'fail'
    // Seed, as members would
    | 'seed'
    | 'createMemory'
    | 'createComment'
    | 'updateSafetyPreferences'
    | 'markRead'
    | 'grantModerator'
    | 'moderate'
    // Inspect
    | 'member'
    | 'allMembers'
    | 'allMemories'
    | 'memoryByHash'
    | 'memoryByLink'
    | 'memoryTags'
    | 'listComments'
    | 'memoryCounts'
    | 'commentCounts'
    | 'reactionCounts'
    | 'interactionStatus'
    | 'commentStatus'
    | 'notificationsOf'
    | 'unseenCount'
    | 'unreadCount'
    | 'sentMail'
    | 'supportInbox'
    | 'receivedReports'
    | 'moderationQueue'
  >();
});

it('answers only a backend made by createMockBackend', { timeout: 30_000 }, async () => {
  const { createHandlers, createMockBackend } = await import('./index.ts');
  expect(createHandlers(createMockBackend()).length).toBeGreaterThan(0);
  const handMade = { ...createMockBackend() } as MockBackend;
  expect(() => createHandlers(handMade)).toThrow('mocks: the backend must come from createMockBackend()');
});
