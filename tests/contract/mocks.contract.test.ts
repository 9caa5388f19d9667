/*
 * The API contract (cases.ts) on the mock backend of the test kit (mocks/): the same
 * `createHttpClient`, answered in memory by the MSW handlers (MSW's `getResponse`, no network),
 * over a backend with no members at all, as a fresh server starts.
 */
import { createHandlers, createMockBackend, MOCK_API_BASE } from '@childhood-memories/testing';
import { getResponse } from 'msw';

import { describeContract } from './cases.ts';
import { describeListContract } from './lists.ts';
import { describeModerationContract } from './moderation.ts';
import { describeRulesContract } from './rules.ts';

const backend = createMockBackend({ seed: 'none' });
const handlers = createHandlers(backend, { baseUrl: MOCK_API_BASE });

const backendUnderTest: Parameters<typeof describeContract>[0] = {
  name: 'the mock backend',
  baseUrl: MOCK_API_BASE,
  fetch: async (input, init) => {
    const request = new Request(input, init);
    const answer = await getResponse(handlers, request);
    // As `onUnhandledRequest: 'error'`: a call no handler answers is a failure, not a 404.
    if (answer === undefined)
      throw new Error(`The mock backend has no handler for ${request.method} ${request.url}`);
    return answer;
  },
  reset: async () => backend.reset(),
  sentMail: () => backend.sentMail(),
  memberEmails: async () => backend.allMembers().map((member) => member.email),
  reports: async () =>
    backend
      .receivedReports()
      .map((report) => ({ reason: report.reason, remark: report.remark, comment_id: report.metoo })),
  supportSubjects: async () => backend.supportInbox().map((message) => message.subject),
  grantModerator: async (email) => backend.grantModerator(email),
  // The mock's report limit is always on: the same backend.
  limited: {
    fetch: (input, init) => backendUnderTest.fetch(input, init),
    reset: async () => backend.reset(),
  },
  capabilities: {
    // One inline picture answers every upload (fixtures/photos.ts): no files to look at.
    mediaStatus: null,
  },
};

describeContract(backendUnderTest);
describeListContract(backendUnderTest);
describeRulesContract(backendUnderTest);
describeModerationContract(backendUnderTest);
