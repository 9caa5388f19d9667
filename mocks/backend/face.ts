/**
 * The mock backend's public face (issue 29): create it (`createMockBackend`), seed it as members
 * would, make endpoints fail and recover, and inspect what it keeps. Its stores and rules are its
 * own; the handlers reach them inside the kit.
 */
import type {
  CommentStatus,
  EndpointKey,
  InteractionStatus,
  MemorySavePayload,
  ModerationActionPayload,
  ModerationLogEntry,
  ModerationQueueItem,
  ModerationQueueSort,
  Paged,
  ReactionCount,
  SafetyPreferences,
  SafetyPreferencesUpdate,
} from '@childhood-memories/api-client';
import type { MockMember } from '../fixtures/members.ts';
import type { MemorySeed } from '../fixtures/memories.ts';
import type {
  MockMail,
  MockPage,
  StoredComment,
  StoredMemory,
  StoredNotification,
  StoredReport,
  StoredTag,
} from './model.ts';

/**
 * A stateful in-memory Childhood Memories API, for tests and stories. Every call that acts for a
 * member takes that member first (`backend.member('ada')`, or `null` for a visitor) and throws the
 * server's refusal (status and text) when the server would refuse.
 *
 * @example
 * const backend = createMockBackend();
 * backend.fail('createMemory', 500);
 * expect(backend.allMemories()).toHaveLength(memorySeeds.length);
 */
export interface MockBackend {
  // Recover

  /**
   * Back to the starting state: the fixture community (or none), counters and clock rewound, every
   * failure ended.
   *
   * @example
   * afterEach(() => backend.reset());
   */
  reset(): void;

  /**
   * Ends `fail()` for one endpoint, or for every endpoint without one.
   *
   * @example
   * backend.recover('createMemory');
   */
  recover(endpoint?: EndpointKey): void;

  // Fail

  /**
   * Makes `endpoint` answer `status` with the server's `{ detail, code }` (the catalogue's text
   * unless `detail` is given) for its next `times` calls (default: every call) until
   * `recover(endpoint)` or `reset()`.
   *
   * @example
   * backend.fail('createMemory', 500);
   * backend.fail('getUnseenNotificationCount', 503, { times: 1 });
   */
  fail(endpoint: EndpointKey, status: number, options?: { detail?: string; times?: number }): void;

  // Seed

  /**
   * Adds memories as if their owners had written them (on top of the fixtures or of
   * `seed: 'empty'`); returns them as stored.
   *
   * @example
   * backend.seed({ memories: [{ ...kiteMemory, hashId: 'mine', shareable_link: 'mine', owner: 'ben' }] });
   */
  seed(state: { memories?: readonly MemorySeed[] }): StoredMemory[];

  /**
   * The member writes a memory, as `createMemory` of the API does (the same Idempotency-Key from
   * the same member gives back the first memory, `created: false`).
   *
   * @example
   * const { memory } = backend.createMemory(backend.member('ada'), payload);
   */
  createMemory(
    viewer: MockMember | null,
    payload: MemorySavePayload,
    idempotencyKey?: string | null,
    kind?: { autosave?: boolean | undefined },
  ): { memory: StoredMemory; created: boolean };

  /**
   * The member comments (or comments privately) on a memory they can read; its writer is notified.
   *
   * @example
   * backend.createComment(backend.member('ben'), kiteMemory.shareable_link, 'Thinking of you.', false);
   */
  createComment(viewer: MockMember | null, link: string, content: string, isPrivate: boolean): StoredComment;

  /**
   * Replaces the member's Safety Filters (warnings hidden, warnings shown without a notice).
   *
   * @example
   * backend.updateSafetyPreferences(backend.member('ada'), { hidden_content_warning_ids: [4] });
   */
  updateSafetyPreferences(viewer: MockMember | null, update: SafetyPreferencesUpdate): SafetyPreferences;

  /**
   * Marks the member's notifications read (and seen); ids that are not theirs are left alone.
   *
   * @example
   * backend.markRead(backend.member('ada'), [notification.id]);
   */
  markRead(viewer: MockMember | null, ids: readonly number[]): void;

  /**
   * Makes the member with this e-mail address a moderator, as the server's
   * `npm run moderator -- grant <email>` does. Never by any API.
   *
   * @example
   * backend.grantModerator('ben@example.org');
   */
  grantModerator(email: string): void;

  /**
   * A moderator hides, restores or dismisses the reports of a memory or a comment; returns the
   * audit log's entry.
   *
   * @example
   * backend.moderate(backend.member('sam'), { action: 'hide', memory: kiteMemory.shareable_link, comment: null, reason: 'hurtful' });
   */
  moderate(viewer: MockMember | null, payload: ModerationActionPayload): ModerationLogEntry;

  // Inspect

  /**
   * The member by username, or null (deleted members are gone).
   *
   * @example
   * const ada = backend.member('ada');
   */
  member(username: string): MockMember | null;

  /**
   * Every member with an account, in the order they joined.
   *
   * @example
   * backend.allMembers().map((member) => member.email);
   */
  allMembers(): MockMember[];

  /**
   * Every stored memory, whatever its privacy.
   *
   * @example
   * backend.allMemories().map((memory) => memory.description);
   */
  allMemories(): readonly StoredMemory[];

  /**
   * A memory by hashId as the viewer may read it; throws the server's 404 otherwise.
   *
   * @example
   * backend.memoryByHash(backend.member('ada'), hashId).title;
   */
  memoryByHash(viewer: MockMember | null, hashId: string): StoredMemory;

  /**
   * A memory by shareable link as the viewer may read it; throws the server's 404 otherwise.
   *
   * @example
   * backend.memoryByLink(null, kiteMemory.shareable_link);
   */
  memoryByLink(viewer: MockMember | null, link: string): StoredMemory;

  /**
   * The tags of a memory with their labels.
   *
   * @example
   * backend.memoryTags(memory).find((tag) => tag.description === 'Scared');
   */
  memoryTags(memory: StoredMemory): StoredTag[];

  /**
   * A memory's comments the viewer may read, oldest first, one page.
   *
   * @example
   * backend.listComments(backend.member('ada'), kiteMemory.shareable_link).count;
   */
  listComments(viewer: MockMember | null, link: string, page?: number): MockPage<StoredComment>;

  /**
   * The counts shown on a memory: its comments and the empathy with it.
   *
   * @example
   * backend.memoryCounts(memory, backend.member('cleo')).empathies;
   */
  memoryCounts(memory: StoredMemory, viewer: MockMember | null): { comments: number; empathies: number };

  /**
   * The counts on a comment.
   *
   * @example
   * backend.commentCounts(comment).count_empathies;
   */
  commentCounts(comment: StoredComment): {
    count_empathies: number;
    count_users_given_feedback: number;
    count_traumas: number;
  };

  /**
   * Reaction counts per option 1-6 of a memory (zeros included).
   *
   * @example
   * backend.reactionCounts(memory).find((row) => row.reaction_option_id === 1)?.reaction_count;
   */
  reactionCounts(memory: StoredMemory): ReactionCount[];

  /**
   * The member's empathy, reaction, save, praise and resonances on a memory.
   *
   * @example
   * backend.interactionStatus(backend.member('cleo'), kiteMemory.shareable_link).empathy_id;
   */
  interactionStatus(viewer: MockMember | null, link: string): InteractionStatus;

  /**
   * The member's empathy, praise and 'me too' on one comment.
   *
   * @example
   * backend.commentStatus(backend.member('cleo'), comment.id).empathy.empathized;
   */
  commentStatus(viewer: MockMember | null, commentId: number): CommentStatus;

  /**
   * The member's notifications they can still read, newest first.
   *
   * @example
   * backend.notificationsOf(backend.member('ada')).filter((row) => !row.is_read);
   */
  notificationsOf(viewer: MockMember | null): StoredNotification[];

  /**
   * How many notifications the member has not seen (the bell's badge).
   *
   * @example
   * backend.unseenCount(backend.member('ada'));
   */
  unseenCount(viewer: MockMember | null): number;

  /**
   * The member's unread rows, the bell header's number (`unread_count`): a group or a member's
   * 'me too' entry counts once however many notifications it holds (api-client's `unreadRowCount`).
   *
   * @example
   * backend.unreadCount(backend.member('ada'));
   */
  unreadCount(viewer: MockMember | null): number;

  /**
   * The reset links and e-mail codes it mailed, oldest first.
   *
   * @example
   * backend.sentMail().at(-1)?.text;
   */
  sentMail(): readonly MockMail[];

  /**
   * The messages members sent to support, oldest first.
   *
   * @example
   * backend.supportInbox().map((message) => message.subject);
   */
  supportInbox(): readonly { member: string; subject: string; message: string; email: string }[];

  /**
   * The reports members sent, oldest first (`metoo`: the comment reported, or null for the memory).
   *
   * @example
   * backend.receivedReports().map((report) => report.reason);
   */
  receivedReports(): readonly StoredReport[];

  /**
   * The moderators' queue as a moderator reads it: what has open reports or an open review
   * request, one page (403 for anyone else).
   *
   * @example
   * backend.moderationQueue(backend.member('sam')).results.map((item) => item.review_request?.message);
   */
  moderationQueue(
    viewer: MockMember | null,
    query?: { page?: number | undefined; sort?: ModerationQueueSort | undefined },
  ): Paged<ModerationQueueItem>;
}
