/**
 * A stateful, in-memory mock of the Childhood Memories API. It behaves like the real server
 * where a widget can tell the difference: privacy, ownership, toggles, counts that never go
 * below 0, notifications for other people's actions, paging, idempotent creates. Everything is
 * deterministic (seeded counters and a fixed clock), so stories and tests are stable.
 */
import { type EndpointKey } from '@childhood-memories/api-client';
import { type MemorySeed } from './fixtures/memories.ts';
import { mockMembers, MOCK_PASSWORD, type MockMember } from './fixtures/members.ts';
import {
  type MockBackendOptions,
  type StoredComment,
  type StoredMemory,
  type StoredTag,
} from './backend/model.ts';
import { type StoreContext } from './backend/context.ts';
import { ModerationStore } from './backend/moderation.ts';
import { Inbox } from './backend/inbox.ts';
import { CommentStore } from './backend/comments.ts';
import { AccountStore } from './backend/account.ts';
import { Core } from './backend/core.ts';
import { MemberStore } from './backend/members.ts';
import { MemoryStore } from './backend/memories.ts';
import { PhotoStore } from './backend/photos.ts';
import { interactionStatus, reactionCounts } from './backend/interaction-rows.ts';
import { InteractionStore } from './backend/interactions.ts';
import type { MockBackend } from './backend/face.ts';
import { memoryFromSeed, seedFixtures } from './backend/seeding.ts';

export {
  MEMORY_TAG_LISTS,
  MOCK_CLOCK_START,
  MOCK_EMAIL_CODE,
  MOCK_UPLOAD_BYTES_MAX,
  type MemoryFilters,
  type MockBackendOptions,
  type MockGroupedNotification,
  type MockMail,
  type MockPage,
  type MockResonanceNotification,
  type StoredComment,
  type StoredMemory,
  type StoredNotification,
  type StoredTag,
} from './backend/model.ts';
export type { MockBackend } from './backend/face.ts';

/** Resets of any mock backend in this process: part of every ETag, so none repeats after a reset. */
let resetCount = 0;

/**
 * The in-memory state and rules of the mock API, inside the kit (the handlers' side): the public
 * type is the face, `MockBackend`. Every method takes the current member (`null` for a visitor)
 * first and throws `MockHttpError` for refusals.
 */
export class InMemoryBackend implements MockBackend {
  /** The clock, ids, failures and notifications every store shares. */
  readonly core: Core;

  /** The members and their sessions. */
  members!: MemberStore;

  /** Accounts: sign-up, passwords, e-mail, support, Safety Filters, leaving. */
  accounts!: AccountStore;

  /** The memories. */
  memories!: MemoryStore;

  /** Uploaded photos not yet in a memory. */
  photos!: PhotoStore;

  /** The comments on memories. */
  comments!: CommentStore;

  /** Empathy, 'me too', reactions, saves, resonance, praise and votes. */
  interactions!: InteractionStore;

  /** Reports, review requests and the moderation log. */
  moderation!: ModerationStore;

  /** The notifications as members read them. */
  inbox!: Inbox;

  constructor(private readonly options: MockBackendOptions = {}) {
    this.core = new Core(options.now);
    this.reset();
  }

  /** Back to the starting state: fixture community (or empty), counters and clock rewound. */
  reset(): void {
    this.core.restart(++resetCount);
    const seed = this.options.seed ?? 'fixtures';
    this.members = new MemberStore(this.options.moderators ?? [], seed === 'none' ? [] : mockMembers);
    const context = this.storeContext();
    this.interactions = new InteractionStore(context);
    this.moderation = new ModerationStore(context);
    this.comments = new CommentStore(context, this.interactions, this.moderation);
    this.photos = new PhotoStore(context);
    this.memories = new MemoryStore(context, this.photos, this.comments, this.interactions, this.moderation);
    this.inbox = new Inbox(context);
    this.accounts = new AccountStore(context, this.members, {
      memories: this.memories,
      photos: this.photos,
      comments: this.comments,
      interactions: this.interactions,
      moderation: this.moderation,
    });
    // Fixture ids start at 1000 so they never collide with ids the mock hands out later.
    this.core.idsFrom(1000);
    if (seed === 'fixtures')
      seedFixtures({
        members: this.members,
        memories: this.memories,
        comments: this.comments,
        interactions: this.interactions,
        moderation: this.moderation,
        notifications: this.core.notifications,
        id: () => this.core.id(),
        at: (at, step) => this.core.at(at, step),
      });
    this.core.idsFrom(5000);
  }

  /** The shared core the stores read: it reads the backend's state at each call. */
  private storeContext(): StoreContext {
    return {
      id: () => this.core.id(),
      timestamp: () => this.core.timestamp(),
      generation: () => this.core.generation,
      notifications: () => this.core.notifications,
      state: (viewer) => this.members.state(viewer),
      canSee: (viewer, memory) => this.memories.canSee(viewer, memory),
      memoryByLink: (viewer, link) => this.memories.memoryByLink(viewer, link),
      comment: (viewer, id) => this.comments.comment(viewer, id),
      memories: () => this.memories.all(),
      comments: () => this.comments.all(),
      notify: (write) => this.core.notify(write),
      isListed: (viewer, memory) => this.memories.isListed(viewer, memory),
      memoryTags: (memory) => this.memories.memoryTags(memory),
    };
  }

  // Fail and recover (backend/core.ts)
  fail(...args: Parameters<Core['fail']>): void {
    this.core.fail(...args);
  }

  recover(endpoint?: EndpointKey): void {
    this.core.recover(endpoint);
  }

  // Members and accounts (backend/members.ts, backend/account.ts)
  member(username: string): MockMember | null {
    return this.members.member(username);
  }

  allMembers(): MockMember[] {
    return this.members.allMembers();
  }

  grantModerator(email: string): void {
    this.members.grantModerator(email);
  }

  updateSafetyPreferences(
    ...args: Parameters<AccountStore['updateSafetyPreferences']>
  ): ReturnType<AccountStore['updateSafetyPreferences']> {
    return this.accounts.updateSafetyPreferences(...args);
  }

  sentMail(): ReturnType<AccountStore['sentMail']> {
    return this.accounts.sentMail();
  }

  supportInbox(): ReturnType<AccountStore['supportInbox']> {
    return this.accounts.supportInbox();
  }

  // Memories (backend/memories.ts)
  createMemory(...args: Parameters<MemoryStore['createMemory']>): ReturnType<MemoryStore['createMemory']> {
    return this.memories.createMemory(...args);
  }

  allMemories(): readonly StoredMemory[] {
    return this.memories.all();
  }

  memoryByHash(viewer: MockMember | null, hashId: string): StoredMemory {
    return this.memories.memoryByHash(viewer, hashId);
  }

  memoryByLink(viewer: MockMember | null, link: string): StoredMemory {
    return this.memories.memoryByLink(viewer, link);
  }

  memoryTags(memory: StoredMemory): StoredTag[] {
    return this.memories.memoryTags(memory);
  }

  // Comments (backend/comments.ts)
  createComment(...args: Parameters<CommentStore['createComment']>): StoredComment {
    return this.comments.createComment(...args);
  }

  listComments(...args: Parameters<CommentStore['listComments']>): ReturnType<CommentStore['listComments']> {
    return this.comments.listComments(...args);
  }

  memoryCounts(...args: Parameters<CommentStore['memoryCounts']>): ReturnType<CommentStore['memoryCounts']> {
    return this.comments.memoryCounts(...args);
  }

  commentCounts(comment: StoredComment): ReturnType<CommentStore['commentCounts']> {
    return this.comments.commentCounts(comment);
  }

  commentStatus(
    ...args: Parameters<CommentStore['commentStatus']>
  ): ReturnType<CommentStore['commentStatus']> {
    return this.comments.commentStatus(...args);
  }

  // What members read of the interactions (backend/interaction-rows.ts)
  reactionCounts(memory: StoredMemory): ReturnType<typeof reactionCounts> {
    return reactionCounts(this.interactions.rows, memory);
  }

  interactionStatus(viewer: MockMember | null, link: string): ReturnType<typeof interactionStatus> {
    const memory = this.memoryByLink(viewer, link);
    return interactionStatus(this.interactions.rows, viewer, memory, this.memories.memoryTagIds(memory));
  }

  // Notifications as members read them (backend/inbox.ts)

  notificationsOf(...args: Parameters<Inbox['notificationsOf']>): ReturnType<Inbox['notificationsOf']> {
    return this.inbox.notificationsOf(...args);
  }

  unseenCount(...args: Parameters<Inbox['unseenCount']>): number {
    return this.inbox.unseenCount(...args);
  }

  unreadCount(...args: Parameters<Inbox['unreadCount']>): number {
    return this.inbox.unreadCount(...args);
  }

  markRead(...args: Parameters<Inbox['markRead']>): void {
    this.inbox.markRead(...args);
  }

  // Moderation (backend/moderation.ts)

  receivedReports(): ReturnType<ModerationStore['receivedReports']> {
    return this.moderation.receivedReports();
  }

  moderate(...args: Parameters<ModerationStore['moderate']>): ReturnType<ModerationStore['moderate']> {
    return this.moderation.moderate(...args);
  }

  moderationQueue(
    ...args: Parameters<ModerationStore['moderationQueue']>
  ): ReturnType<ModerationStore['moderationQueue']> {
    return this.moderation.moderationQueue(...args);
  }

  /**
   * Adds memories as if their owners had written them (a test's own state, on top of the
   * fixtures or of `seed: 'empty'`); returns them as stored.
   *
   * @example
   * backend.seed({ memories: [{ ...kiteMemory, hashId: 'mine', shareable_link: 'mine', owner: 'ben' }] });
   */
  seed(state: { memories?: readonly MemorySeed[] }): StoredMemory[] {
    const added = (state.memories ?? []).map((seed) => memoryFromSeed(seed, () => this.core.id()));
    this.memories.add(...added);
    return added;
  }
}

/**
 * Create a stateful in-memory backend with the fixture community (or an empty one).
 *
 * @example
 * const backend = createMockBackend();
 * const server = setupServer(...createHandlers(backend));
 * afterEach(() => backend.reset());
 */
export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  return new InMemoryBackend(options);
}

/** The implementation behind a backend's face, for the handlers; a backend made elsewhere is refused. */
export function implementationOf(backend: MockBackend): InMemoryBackend {
  if (backend instanceof InMemoryBackend) return backend;
  throw new TypeError('mocks: the backend must come from createMockBackend()');
}

export { MOCK_PASSWORD };
