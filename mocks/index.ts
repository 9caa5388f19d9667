export { emptyNotificationPage, emptyPage, fixtureAnswers } from './answers.ts';
export type { FixtureAnswers } from './answers.ts';

// The backend's face: create it, seed and fail it, read what it keeps. Its stores, stored shapes and
// error class are its own (issue 29): a test depends on the API's answers, not on the kit's insides.
export { createMockBackend, MOCK_CLOCK_START, MOCK_EMAIL_CODE, MOCK_UPLOAD_BYTES_MAX } from './backend.ts';
export type { MockBackend, MockBackendOptions, MockMail } from './backend.ts';
export { createMockClient, type MockClientOptions } from './mock-client.ts';

export {
  answerHandler,
  createHandlers,
  delayedHandler,
  ENDPOINT_KEYS,
  endpointUrl,
  errorHandler,
  malformedHandler,
  MOCK_API_BASE,
  mockEndpoint,
  networkErrorHandler,
} from './handlers.ts';
export type {
  CreateHandlersOptions,
  EndpointAnswer,
  EndpointBody,
  EndpointQuery,
  MalformedKind,
  MockDelay,
  MockHandlerOptions,
} from './handlers.ts';

export { activitySeeds, commentSeeds } from './fixtures/community.ts';
export type { ActivitySeed, CommentSeed } from './fixtures/community.ts';
export { MOCK_RETRY_AFTER_SECONDS, mockErrors, PHOTO_UPLOAD_ERROR_TEXT } from './fixtures/errors.ts';
export type { MockErrorAnswer, MockErrorBody, MockErrorName } from './fixtures/errors.ts';
export {
  ada,
  ben,
  cleo,
  eli,
  MEMBER_TOKENS,
  MOCK_PASSWORD,
  mockMembers,
  noor,
  sam,
} from './fixtures/members.ts';
export type { MockMember } from './fixtures/members.ts';
export {
  carriagesMemory,
  coastMemory,
  kiteMemory,
  kitchenMemory,
  libraryMemory,
  memorySeeds,
  schoolGateMemory,
  snowMemory,
  stairsMemory,
} from './fixtures/memories.ts';
export type { MemorySeed, MemoryTagListKey, MemoryTagTextKey } from './fixtures/memories.ts';
export { stormMemory, yearbookMemory } from './fixtures/moderation.ts';
export {
  ALLOTMENT_PHOTO_URL,
  BEACH_PHOTO_URL,
  KITE_PHOTO_URL,
  LIBRARY_PHOTO_URL,
  UPLOADED_PHOTO_URL,
} from './fixtures/photos.ts';
export * as referenceData from '@childhood-memories/api-client/reference-data';
export {
  BITTERSWEET_LONG,
  BITTERSWEET_SHORT,
  COMMENT_TEXTS,
  HAPPY_LONG,
  HAPPY_SHORT,
  LONGEST_COMMENT,
  LONGEST_DESCRIPTION,
  RELATIONSHIP_REFLECTION,
  RELATIONSHIP_REFLECTION_BITTERSWEET,
  UNHAPPY_LONG,
  UNHAPPY_SHORT,
} from './fixtures/texts.ts';
