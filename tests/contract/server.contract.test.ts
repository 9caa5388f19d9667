/*
 * The API contract (cases.ts) on the reference server: in process, on PGlite in memory (or a
 * fresh PostgreSQL database when DATABASE_URL is set), reset between cases. The server's own
 * suite (packages/reference-server/src/contract.test.ts) keeps what only it can show.
 */
import { setModerator } from '../../packages/reference-server/src/moderation/role.ts';
import { serverForThisFile, TEST_BASE_URL } from '../../packages/reference-server/src/test-support.ts';
import { describeContract } from './cases.ts';
import { describeListContract } from './lists.ts';
import { describeModerationContract } from './moderation.ts';
import { describeRulesContract } from './rules.ts';

const server = serverForThisFile();
// Rate limits on, as members meet the server: the report limit's case (moderation.ts) runs here.
const limitedServer = serverForThisFile({ rateLimits: true });

const backendUnderTest: Parameters<typeof describeContract>[0] = {
  name: 'the reference server',
  baseUrl: TEST_BASE_URL,
  fetch: (input, init) => server.fetch(input, init),
  reset: () => server.reset(),
  sentMail: () => server.mailer.sent.map(({ to, text }) => ({ to, text })),
  memberEmails: async () =>
    (await server.deps.database.db.query.users.findMany({ orderBy: (users, { asc }) => asc(users.id) })).map(
      (user) => user.email,
    ),
  reports: async () =>
    (
      await server.deps.database.db.query.reports.findMany({ orderBy: (reports, { asc }) => asc(reports.id) })
    ).map((report) => ({ reason: report.reasonId, remark: report.remark, comment_id: report.commentId })),
  supportSubjects: async () =>
    (
      await server.deps.database.db.query.supportMessages.findMany({
        orderBy: (messages, { asc }) => asc(messages.id),
      })
    ).map((message) => message.subject),
  // The server's own grant (`npm run moderator -- grant <email>`): users.is_moderator in its database.
  grantModerator: async (email) => {
    if ((await setModerator(server.deps.database.db, email, true)) === null)
      throw new Error(`no member with the e-mail address ${email}`);
  },
  limited: { fetch: (input, init) => limitedServer.fetch(input, init), reset: () => limitedServer.reset() },
  capabilities: {
    mediaStatus: async (url) => (await server.fetch(url)).status,
  },
};

describeContract(backendUnderTest);
describeListContract(backendUnderTest);
describeRulesContract(backendUnderTest);
describeModerationContract(backendUnderTest);
