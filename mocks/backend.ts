/**
 * A stateful, in-memory mock of the Childhood Memories API. It behaves like the real server
 * where a widget can tell the difference: privacy, ownership, toggles, counts that never go
 * below 0, notifications for other people's actions, paging, idempotent creates. Everything is
 * deterministic (seeded counters and a fixed clock), so stories and tests are stable.
 */
import {
  canonicalPraiseLabels,
  canReadMemoryByHashId,
  canReadMemoryByLink,
  FEEDBACK_LABELS_MAX,
  hashtagsOfMemory,
  isMemoryListed,
  memoryTagKey,
  newPasswordProblem,
  PHOTO_BYTES_MAX,
  Privacy,
  resolveMemoryTags,
  tagSlug,
  TAG_LISTS,
  TAG_TEXT_FIELDS,
  uniqueSubjects,
  VIDEO_BYTES_MAX,
  type EndpointKey,
  type FamilyMember,
  type GroupedNotification,
  type KnownTagOption,
  type MemorySavePayload,
  type ResolvedMemoryTag,
  type SafetyPreferences,
  type SafetyPreferencesUpdate,
  type Paged,
} from '@childhood-memories/api-client';
import {
  groupNotifications,
  groupResonanceNotifications,
  invalid,
  mayChangeComment,
  mayChangeMemory,
  mayHideComment,
  mayPraise,
  mayResonate,
  pageOf,
  refuse,
  withdrawalOf,
  type NotificationFacts,
  type NotifyingWrite,
} from '@childhood-memories/api-client/domain';

import { mockError, MockHttpError } from './backend-errors.ts';
import { NotificationStore, type StoredNotification } from './store/notifications.ts';
import { activitySeeds, type ActivitySeed, type CommentSeed } from './fixtures/community.ts';
import {
  memorySeeds,
  type MemorySeed,
  type MemoryTagListKey,
  type MemoryTagTextKey,
} from './fixtures/memories.ts';
import { mockMembers, MOCK_PASSWORD, type MockMember } from './fixtures/members.ts';
import { UPLOADED_PHOTO_URL } from './fixtures/photos.ts';
import {
  contentWarnings,
  feedbackOptions,
  tagOptionsByList,
} from '@childhood-memories/api-client/reference-data';

/** The moment the mock clock starts: 1 May 2024, 09:00 UTC. */
export const MOCK_CLOCK_START = '2024-05-01T09:00:00.000Z';

/** Resets of any mock backend in this process: part of every ETag, so none repeats after a reset. */
let resetCount = 0;

/** Options of `createMockBackend`. */
export interface MockBackendOptions {
  /**
   * Start with the fixture community (default), with the fixture members only and nothing
   * written (`'empty'`), or with no members at all (`'none'`: every member signs up, as on a
   * fresh server; the shared contract suite starts there).
   */
  seed?: 'fixtures' | 'empty' | 'none';
  /** The clock; by default a fixed clock that moves one minute forward on each write. */
  now?: () => Date;
}

/** A tag on a stored memory. */
export interface StoredTag {
  readonly memory_tag_id: number;
  readonly tag_id: number | null;
  readonly description: string;
}

/** A memory as the mock backend stores it. */
export interface StoredMemory {
  readonly id: number;
  readonly hashId: string;
  readonly shareable_link: string;
  readonly owner: string;
  readonly created: string;
  type: 1 | 2 | 3;
  privacy: Privacy;
  title: string;
  pattern_title: string;
  description: string;
  relationship_description: string;
  subjects: string[];
  /** Ours: the tag wizard's family panel (only the author sees them). */
  family_members: FamilyMember[];
  sensitive_topics: number[];
  photos: { url: string; temp_id: string }[];
  tags: Record<MemoryTagListKey, StoredTag[]>;
  persons_actions: { person: StoredTag; actions: StoredTag[] }[];
  texts: Partial<Record<MemoryTagTextKey, string>>;
}

/** A stored comment (public or private). */
export interface StoredComment {
  readonly id: number;
  readonly memory: string;
  readonly author: string;
  content: string;
  readonly created_at: string;
  readonly is_private: boolean;
  /** Usernames of members who hid this comment for themselves. */
  readonly hiddenBy: Set<string>;
}

export type { StoredNotification };

interface Empathy {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
  readonly comment_id: number | null;
}
interface Reaction {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
  option: 1 | 2 | 3 | 4 | 5 | 6;
}
interface Save {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
}
interface Feedback {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
  readonly comment_id: number | null;
  labels: string[];
}
interface Resonance {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
  readonly memory_tag_id: number;
}
interface Trauma {
  readonly id: number;
  readonly member: string;
  readonly comment_id: number;
}
interface Vote {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
}
interface StoredReport {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
  readonly metoo: number | null;
  readonly reason: number;
  readonly remark: string;
}
/**
 * A login, as the server keeps it: every access token issued to it works until it ends (log-out,
 * a password change or reset, a refresh token used twice); its refresh token rotates.
 */
interface MockSession {
  readonly member: number;
  readonly accessTokens: string[];
  refreshToken: string;
  readonly spentRefreshTokens: string[];
  ended: boolean;
}

/** A mail the backend would have sent (a password-reset link, an e-mail confirmation code). */
export interface MockMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

interface TempPhoto {
  readonly temp_id: string;
  readonly owner: string;
  readonly image_url: string;
}
interface MemberState {
  readonly id: number;
  username: string;
  email: string;
  password: string;
  /** The tokens of the member's first session (a fixture member's `MEMBER_TOKENS`). */
  readonly token: string;
  readonly refreshToken: string;
  hasPassedOnboarding: boolean;
  hiddenContentWarnings: number[];
  shownContentWarnings: number[];
  lastPrivacy: Privacy;
  pendingEmail: { email: string; code: string } | null;
  deleted: boolean;
}

/** A page of results as every paged list answers it (the domain core pages it). */
export type MockPage<T> = Paged<T>;

/** Filters of memory lists. */
export interface MemoryFilters {
  page?: number | undefined;
  slug?: string | undefined;
  tag_type?: string | undefined;
  persons_involved?: number | undefined;
  person_actions?: readonly number[] | undefined;
  home?: boolean | undefined;
  user?: string | undefined;
  hashtag?: string | undefined;
}

/** The memory tag lists holding plain option ids (the one table, People's Actions apart). */
export const MEMORY_TAG_LISTS: readonly MemoryTagListKey[] = TAG_LISTS.flatMap((row) =>
  row.list === 'persons_actions' ? [] : [row.list],
);

/** Every tagging option by id: its list and label (an id belongs to one list only). */
const REFERENCE_OPTIONS = new Map<number, KnownTagOption>();
for (const [list, rows] of Object.entries(tagOptionsByList)) {
  for (const row of rows)
    REFERENCE_OPTIONS.set(row.id, { list, label: 'name' in row ? row.name : row.description });
}

const CONTENT_WARNING_IDS = new Set(contentWarnings.map((warning) => warning.id));
const PRAISE_LABELS = feedbackOptions.map((option) => option.label);

/** The label of a reference option by id; throws for an unknown id (a fixture typo). */
function referenceLabel(id: number): string {
  const label = REFERENCE_OPTIONS.get(id)?.label;
  if (label === undefined) throw new Error(`mocks: no reference option with id ${id}`);
  return label;
}

/**
 * Public ids of the server's shape (a 16-character hashId, a 22-character shareable link, both
 * URL-safe), but from the seeded counter: the same steps give the same ids.
 */
function publicIds(id: number): { hashId: string; shareable_link: string } {
  const digits = id.toString(36);
  return { hashId: `m${digits.padStart(15, '0')}`, shareable_link: `l${digits.padStart(21, '0')}` };
}

function emptyTags(): Record<MemoryTagListKey, StoredTag[]> {
  return Object.fromEntries(MEMORY_TAG_LISTS.map((list) => [list, []])) as unknown as Record<
    MemoryTagListKey,
    StoredTag[]
  >;
}

function fixedClock(): () => Date {
  let tick = 0;
  const start = Date.parse(MOCK_CLOCK_START);
  return () => new Date(start + tick++ * 60_000);
}

/**
 * The in-memory state and rules of the mock API. Use `createMockBackend()`; every method takes
 * the current member (`null` for a visitor) first and throws `MockHttpError` for refusals.
 */
export class MockBackend {
  private readonly options: MockBackendOptions;
  private now: () => Date;
  private nextId = 1;
  private members: MemberState[] = [];
  private memories: StoredMemory[] = [];
  private comments: StoredComment[] = [];
  private notifications = new NotificationStore();
  private empathies: Empathy[] = [];
  private reactions: Reaction[] = [];
  private saves: Save[] = [];
  private feedback: Feedback[] = [];
  private resonances: Resonance[] = [];
  private traumas: Trauma[] = [];
  private votes: Vote[] = [];
  private reports: StoredReport[] = [];
  private tempPhotos: TempPhoto[] = [];
  private supportMessages: { member: string; subject: string; message: string; email: string }[] = [];
  private idempotency = new Map<string, string>();
  private passwordResets = new Map<string, string>();
  private sessions: MockSession[] = [];
  private mail: MockMail[] = [];
  private nextSession = 1;
  /** Which reset this state comes from, so an ETag never names two states across resets. */
  private generation = 0;
  /** Endpoints made to fail (`fail()`), until `recover()` or `reset()`. */
  private failures = new Map<EndpointKey, { status: number; detail?: string; left: number }>();

  constructor(options: MockBackendOptions = {}) {
    this.options = options;
    this.now = options.now ?? fixedClock();
    this.reset();
  }

  /** Back to the starting state: fixture community (or empty), counters and clock rewound. */
  reset(): void {
    this.now = this.options.now ?? fixedClock();
    const seed = this.options.seed ?? 'fixtures';
    const members = seed === 'none' ? [] : mockMembers;
    this.members = members.map((member) => ({
      id: member.id,
      username: member.username,
      email: member.email,
      password: member.password,
      token: member.token,
      refreshToken: member.refreshToken,
      hasPassedOnboarding: member.hasPassedOnboarding,
      hiddenContentWarnings: [],
      shownContentWarnings: [],
      lastPrivacy: Privacy.Public,
      pendingEmail: null,
      deleted: false,
    }));
    this.memories = [];
    this.comments = [];
    this.notifications = new NotificationStore();
    this.empathies = [];
    this.reactions = [];
    this.saves = [];
    this.feedback = [];
    this.resonances = [];
    this.traumas = [];
    this.votes = [];
    this.reports = [];
    this.tempPhotos = [];
    this.supportMessages = [];
    this.idempotency = new Map();
    this.passwordResets = new Map();
    // Each fixture member starts signed in once, with the tokens of `MEMBER_TOKENS`.
    this.sessions = this.members.map((member) => ({
      member: member.id,
      accessTokens: [member.token],
      refreshToken: member.refreshToken,
      spentRefreshTokens: [],
      ended: false,
    }));
    this.mail = [];
    this.nextSession = 1;
    this.failures = new Map();
    this.generation = ++resetCount;
    // Fixture ids start at 1000 so they never collide with ids the mock hands out later.
    this.nextId = 1000;
    if (seed === 'fixtures') this.seedFixtures();
    this.nextId = 5000;
  }

  /* ───────────── A test's state ───────────── */

  /**
   * Adds memories as if their owners had written them (a test's own state, on top of the
   * fixtures or of `seed: 'empty'`); returns them as stored.
   *
   * @example
   * backend.seed({ memories: [{ ...kiteMemory, hashId: 'mine', shareable_link: 'mine', owner: 'ben' }] });
   */
  seed(state: { memories?: readonly MemorySeed[] }): StoredMemory[] {
    const added = (state.memories ?? []).map((seed) => this.memoryFromSeed(seed));
    this.memories.push(...added);
    return added;
  }

  /**
   * Makes `endpoint` answer `status` with the server's `{ detail, code }` (the catalogue's text
   * unless `detail` is given) for its next `times` calls (default: every call) until
   * `recover(endpoint)` or `reset()`.
   *
   * @example
   * backend.fail('createMemory', 500);
   * backend.fail('getUnseenNotificationCount', 503, { times: 1 });
   */
  fail(endpoint: EndpointKey, status: number, options: { detail?: string; times?: number } = {}): void {
    this.failures.set(endpoint, {
      status,
      detail: options.detail,
      left: options.times ?? Number.POSITIVE_INFINITY,
    });
  }

  /** Ends `fail()` for one endpoint, or for every endpoint without one. */
  recover(endpoint?: EndpointKey): void {
    if (endpoint === undefined) this.failures.clear();
    else this.failures.delete(endpoint);
  }

  /** @internal The handlers ask before answering: the failure this call gets, if any. */
  takeFailure(endpoint: EndpointKey): { status: number; detail?: string } | null {
    const failure = this.failures.get(endpoint);
    if (failure === undefined) return null;
    failure.left -= 1;
    if (failure.left <= 0) this.failures.delete(endpoint);
    return { status: failure.status, detail: failure.detail };
  }

  /* ───────────── Members and session ───────────── */

  /** The member an access token signs in as, or null (visitor) for no or an unknown or ended token. */
  memberForToken(token: string | null | undefined): MockMember | null {
    const session = this.sessionOf(token);
    if (session === undefined) return null;
    const state = this.members.find((member) => member.id === session.member && !member.deleted);
    return state === undefined ? null : this.publicMember(state);
  }

  /** Whether a token is an access token of a session that has not ended. */
  isKnownToken(token: string): boolean {
    return this.memberForToken(token) !== null;
  }

  /** The member by username (deleted members are gone). */
  member(username: string): MockMember | null {
    const state = this.members.find((member) => member.username === username && !member.deleted);
    return state === undefined ? null : this.publicMember(state);
  }

  /** Every member with an account, in the order they joined (deleted members are gone). */
  allMembers(): MockMember[] {
    return this.members.filter((member) => !member.deleted).map((member) => this.publicMember(member));
  }

  private sessionOf(token: string | null | undefined): MockSession | undefined {
    if (token === null || token === undefined || token === '') return undefined;
    return this.sessions.find((session) => !session.ended && session.accessTokens.includes(token));
  }

  private publicMember(state: MemberState): MockMember {
    return {
      id: state.id,
      username: state.username,
      email: state.email,
      token: state.token,
      refreshToken: state.refreshToken,
      password: state.password,
      hasPassedOnboarding: state.hasPassedOnboarding,
    };
  }

  private state(viewer: MockMember | null): MemberState {
    if (viewer === null) throw mockError('unauthenticated');
    const state = this.members.find((member) => member.username === viewer.username && !member.deleted);
    if (state === undefined)
      throw mockError('unauthenticated', 'Your session has ended. Please sign in again.');
    return state;
  }

  /** Starts a session (a login) of a member: fresh access and refresh tokens. */
  private startSession(state: MemberState, tokens?: { access: string; refresh: string }): MockSession {
    const n = this.nextSession++;
    const session: MockSession = {
      member: state.id,
      accessTokens: [tokens?.access ?? `token-${state.username}-${n}`],
      refreshToken: tokens?.refresh ?? `refresh-${state.username}-${n}`,
      spentRefreshTokens: [],
      ended: false,
    };
    this.sessions.push(session);
    return session;
  }

  /** Ends sessions of a member (every one, or every one but `except`): their tokens stop working. */
  private endSessions(memberId: number, except?: MockSession): void {
    for (const session of this.sessions) {
      if (session.member === memberId && session !== except) session.ended = true;
    }
  }

  /** The current member's profile. */
  currentUser(viewer: MockMember | null): {
    username: string;
    email: string;
    has_passed_onboarding: boolean;
    has_first_post: boolean;
  } {
    const state = this.state(viewer);
    return {
      username: state.username,
      email: state.email,
      has_passed_onboarding: state.hasPassedOnboarding,
      has_first_post: this.memories.some((memory) => memory.owner === state.username),
    };
  }

  /**
   * Sign up: a new member, signed in (`session()` gives the tokens). 400 for a password the
   * policy refuses, 409 when the email or username is taken.
   */
  signUp(input: { username?: string | undefined; email: string; password: string }): MemberState {
    const email = input.email.trim().toLowerCase();
    const username = (input.username ?? email.split('@')[0] ?? 'member').trim();
    const problem = newPasswordProblem(input.password);
    if (problem !== null) throw mockError('invalidRequest', problem);
    if (this.members.some((member) => !member.deleted && member.email === email)) {
      throw mockError('conflict', 'An account with this email already exists.');
    }
    if (this.members.some((member) => !member.deleted && member.username === username)) {
      throw mockError('conflict', 'This username is taken. Please choose another.');
    }
    const id = this.id();
    const n = this.nextSession;
    const state: MemberState = {
      id,
      username,
      email,
      password: input.password,
      token: `token-${username}-${n}`,
      refreshToken: `refresh-${username}-${n}`,
      hasPassedOnboarding: false,
      hiddenContentWarnings: [],
      shownContentWarnings: [],
      lastPrivacy: Privacy.Public,
      pendingEmail: null,
      deleted: false,
    };
    this.members.push(state);
    return state;
  }

  /** Log in with email and password (a new session, `session()` gives its tokens). 401 when they do not match. */
  logIn(input: { email: string; password: string }): MemberState {
    const email = input.email.trim().toLowerCase();
    const state = this.members.find((member) => !member.deleted && member.email === email);
    if (state === undefined || state.password !== input.password) {
      throw mockError('unauthenticated', 'The email or password is not right. Please try again.');
    }
    return state;
  }

  /**
   * Signs a member in: a new session, answered with its tokens and the profile (what sign-up
   * and log-in answer). A member who has never signed in gets the tokens of `MockMember.token`.
   */
  session(state: MemberState): {
    access: string;
    refresh: string;
    user: ReturnType<MockBackend['currentUser']>;
  } {
    const first = !this.sessions.some((candidate) => candidate.member === state.id);
    const session = this.startSession(
      state,
      first ? { access: state.token, refresh: state.refreshToken } : undefined,
    );
    return {
      access: session.accessTokens[0] ?? '',
      refresh: session.refreshToken,
      user: this.currentUser(this.publicMember(state)),
    };
  }

  /**
   * Rotate a session's tokens for its refresh token; 401 for an unknown one. A refresh token
   * used twice means it leaked: its whole session ends (every access token too), as on the server.
   */
  refresh(refreshToken: string): { access: string; refresh: string } {
    const session = this.sessions.find(
      (candidate) => !candidate.ended && candidate.refreshToken === refreshToken,
    );
    const state =
      session === undefined
        ? undefined
        : this.members.find((member) => member.id === session.member && !member.deleted);
    if (session === undefined || state === undefined) {
      const leaked = this.sessions.find((candidate) => candidate.spentRefreshTokens.includes(refreshToken));
      if (leaked !== undefined) leaked.ended = true;
      throw mockError('unauthenticated', 'Your session has ended. Please sign in again.');
    }
    const n = this.nextSession++;
    const access = `token-${state.username}-${n}`;
    session.spentRefreshTokens.push(refreshToken);
    session.refreshToken = `refresh-${state.username}-${n}`;
    session.accessTokens.push(access);
    return { access, refresh: session.refreshToken };
  }

  /** 200 when the token is an access token of a session that has not ended, 401 otherwise. */
  verifyToken(token: string): void {
    if (!this.isKnownToken(token)) throw mockError('unauthenticated', 'This token is not valid.');
  }

  /**
   * Logout: ends the session of the access token it was called with, and the session of a
   * refresh token sent in the body (each is its own proof). Unknown tokens are ignored.
   */
  logOut(accessToken: string | null, refreshToken?: string): void {
    if (refreshToken !== undefined) {
      const session = this.sessions.find(
        (candidate) =>
          candidate.refreshToken === refreshToken || candidate.spentRefreshTokens.includes(refreshToken),
      );
      if (session !== undefined) session.ended = true;
    }
    const current = this.sessionOf(accessToken);
    if (current !== undefined) current.ended = true;
  }

  /** Forgot password: mails a one-time link when the email has an account (the answer never tells). */
  forgotPassword(email: string): void {
    const state = this.members.find(
      (member) => !member.deleted && member.email === email.trim().toLowerCase(),
    );
    if (state === undefined) return;
    const token = `reset-${state.username}`;
    this.passwordResets.set(token, state.username);
    this.mail.push({
      to: state.email,
      subject: 'Reset your Childhood Memories password',
      text: `To choose a new password, open /reset-password?token=${encodeURIComponent(token)} within an hour.`,
    });
  }

  /**
   * Reset password with the token of a forgot-password mail (`reset-<username>` in the mock),
   * once: every session of the member ends.
   */
  resetPassword(token: string, password: string): void {
    const problem = newPasswordProblem(password);
    if (problem !== null) throw mockError('invalidRequest', problem);
    const username = this.passwordResets.get(token);
    const state = this.members.find((member) => !member.deleted && member.username === username);
    if (state === undefined)
      throw mockError(
        'invalidRequest',
        'This reset link has expired or was already used. Please ask for a new one.',
      );
    state.password = password;
    this.passwordResets.delete(token);
    this.endSessions(state.id);
  }

  /** 204 for the right password, 403 otherwise. */
  verifyPassword(viewer: MockMember | null, password: string): void {
    const state = this.state(viewer);
    if (state.password !== password) throw refuse('wrongPassword');
  }

  /** Delete the account and everything the member wrote or did; 403 for a wrong password. */
  deleteAccount(viewer: MockMember | null, password: string): void {
    this.verifyPassword(viewer, password);
    const state = this.state(viewer);
    const name = state.username;
    const links = new Set(
      this.memories.filter((memory) => memory.owner === name).map((m) => m.shareable_link),
    );
    const commentIds = new Set(
      this.comments
        .filter((comment) => comment.author === name || links.has(comment.memory))
        .map((c) => c.id),
    );
    this.memories = this.memories.filter((memory) => memory.owner !== name);
    this.comments = this.comments.filter((comment) => !commentIds.has(comment.id));
    const gone = (row: { member: string; memory?: string }) =>
      row.member === name || (row.memory !== undefined && links.has(row.memory));
    this.empathies = this.empathies.filter(
      (row) => !gone(row) && (row.comment_id === null || !commentIds.has(row.comment_id)),
    );
    this.reactions = this.reactions.filter((row) => !gone(row));
    this.saves = this.saves.filter((row) => !gone(row));
    this.feedback = this.feedback.filter((row) => !gone(row));
    this.resonances = this.resonances.filter((row) => !gone(row));
    this.traumas = this.traumas.filter((row) => row.member !== name && !commentIds.has(row.comment_id));
    this.votes = this.votes.filter((row) => !gone(row));
    this.tempPhotos = this.tempPhotos.filter((photo) => photo.owner !== name);
    this.notifications.removeWhere(
      (n) => n.recipient === name || n.originator === name || links.has(n.memory),
    );
    this.endSessions(state.id);
    state.deleted = true;
    state.email = '';
  }

  /**
   * Start an email change: mails the six-digit code to the new address (always
   * `MOCK_EMAIL_CODE`, 123456, in the mock). 409 when the address is taken (or already theirs).
   */
  changeEmail(viewer: MockMember | null, newEmail: string): void {
    const state = this.state(viewer);
    const email = newEmail.trim().toLowerCase();
    const taken = this.members.find((member) => !member.deleted && member.email === email);
    if (taken !== undefined) {
      throw mockError(
        'conflict',
        taken === state
          ? 'This is already your e-mail address.'
          : 'An account with this email already exists.',
      );
    }
    state.pendingEmail = { email, code: MOCK_EMAIL_CODE };
    this.mail.push({
      to: email,
      subject: 'Your Childhood Memories confirmation code',
      text: `Your code to confirm this e-mail address is ${MOCK_EMAIL_CODE}. It is valid for 15 minutes.`,
    });
  }

  /** Confirm an email change with its six-digit code. */
  validateEmailChange(viewer: MockMember | null, code: string, newEmail: string): void {
    const state = this.state(viewer);
    const pending = state.pendingEmail;
    if (pending === null || pending.code !== code.trim() || pending.email !== newEmail.trim().toLowerCase()) {
      throw mockError('invalidRequest', 'That code is not right. Please check it and try again.');
    }
    state.email = pending.email;
    state.pendingEmail = null;
  }

  /**
   * Change the password (both fields must match, and the policy accept it): every other session
   * of the member ends; the one it was called from (`accessToken`) goes on.
   */
  changePassword(
    viewer: MockMember | null,
    newPassword: string,
    confirm: string,
    accessToken: string | null = null,
  ): void {
    const state = this.state(viewer);
    if (newPassword !== confirm) throw mockError('invalidRequest', 'The two passwords do not match.');
    const problem = newPasswordProblem(newPassword);
    if (problem !== null) throw mockError('invalidRequest', problem);
    state.password = newPassword;
    this.endSessions(state.id, this.sessionOf(accessToken));
  }

  /** The mail the backend sent since the last reset, oldest first (for assertions). */
  sentMail(): readonly MockMail[] {
    return this.mail;
  }

  /** Store a support message. */
  contactSupport(
    viewer: MockMember | null,
    input: { subject: string; message: string; email?: string },
  ): void {
    const state = this.state(viewer);
    this.supportMessages.push({
      member: state.username,
      subject: input.subject,
      message: input.message,
      email: input.email ?? state.email,
    });
  }

  /** Messages sent to support (for assertions). */
  supportInbox(): readonly { member: string; subject: string; message: string; email: string }[] {
    return this.supportMessages;
  }

  /** Mark onboarding passed or not. */
  setOnboarding(viewer: MockMember | null, passed: boolean): void {
    this.state(viewer).hasPassedOnboarding = passed;
  }

  /** The member's Safety Filters: warnings hidden, and warnings shown without a notice. */
  safetyPreferences(viewer: MockMember | null): SafetyPreferences {
    const state = this.state(viewer);
    return {
      hidden_content_warning_ids: [...state.hiddenContentWarnings],
      shown_content_warning_ids: [...state.shownContentWarnings],
    };
  }

  /** Replace the member's Safety Filters; a shown list left out stays, less what is now hidden. */
  updateSafetyPreferences(viewer: MockMember | null, update: SafetyPreferencesUpdate): SafetyPreferences {
    const known = new Set(contentWarnings.map((warning) => warning.id));
    const hidden = [...new Set(update.hidden_content_warning_ids)];
    for (const id of [...hidden, ...(update.shown_content_warning_ids ?? [])]) {
      if (!known.has(id)) throw mockError('invalidRequest', `There is no content warning ${id}.`);
    }
    const state = this.state(viewer);
    state.hiddenContentWarnings = hidden;
    state.shownContentWarnings = [
      ...new Set(update.shown_content_warning_ids ?? state.shownContentWarnings),
    ].filter((id) => !hidden.includes(id));
    return this.safetyPreferences(viewer);
  }

  /** The privacy the member used last (prefilled for new memories). */
  lastPrivacy(viewer: MockMember | null): Privacy {
    return this.state(viewer).lastPrivacy;
  }

  /* ───────────── Memories ───────────── */

  private id(): number {
    return this.nextId++;
  }

  private timestamp(): string {
    return this.now().toISOString();
  }

  /** Whether the viewer may read the memory (only-me memories are the owner's alone). */
  canSee(viewer: MockMember | null, memory: StoredMemory): boolean {
    return canReadMemoryByLink(memory, viewer?.username === memory.owner);
  }

  /** Whether the memory may appear in the viewer's lists (api-client's `isMemoryListed`, as the server). */
  private isListed(viewer: MockMember | null, memory: StoredMemory): boolean {
    const hidden = viewer === null ? [] : this.state(viewer).hiddenContentWarnings;
    return isMemoryListed(memory, viewer?.username === memory.owner, hidden);
  }

  /** A memory by hashId the viewer may see; 404 otherwise. */
  memoryByHash(viewer: MockMember | null, hashId: string): StoredMemory {
    const memory = this.memories.find((candidate) => candidate.hashId === hashId);
    if (memory === undefined || !canReadMemoryByHashId(memory, viewer?.username === memory.owner))
      throw refuse('memoryNotFound');
    return memory;
  }

  /** A memory by shareable link the viewer may see; 404 otherwise. */
  memoryByLink(viewer: MockMember | null, link: string): StoredMemory {
    const memory = this.memories.find((candidate) => candidate.shareable_link === link);
    if (memory === undefined || !this.canSee(viewer, memory)) throw refuse('memoryNotFound');
    return memory;
  }

  /** Every stored memory, whatever its privacy (for assertions). */
  allMemories(): readonly StoredMemory[] {
    return this.memories;
  }

  private ownedMemory(viewer: MockMember | null, hashId: string): StoredMemory {
    const state = this.state(viewer);
    const memory = this.memoryByHash(viewer, hashId);
    mayChangeMemory(memory.owner === state.username);
    return memory;
  }

  /**
   * Create a memory. The same Idempotency-Key from the same member returns the first memory
   * (`created: false`) instead of a second one.
   */
  createMemory(
    viewer: MockMember | null,
    payload: MemorySavePayload,
    idempotencyKey?: string | null,
    kind: { autosave?: boolean | undefined } = {},
  ): { memory: StoredMemory; created: boolean } {
    const state = this.state(viewer);
    if (idempotencyKey !== undefined && idempotencyKey !== null && idempotencyKey !== '') {
      const known = this.idempotency.get(`${state.username}\u0000${idempotencyKey}`);
      const existing = this.memories.find((memory) => memory.hashId === known);
      if (existing !== undefined) return { memory: existing, created: false };
    }
    const tags = resolveTags(payload);
    const sensitiveTopics = checkContentWarnings(payload.sensitive_topics);
    const id = this.id();
    const photos = this.claimPhotos(state.username, payload.image_list, []);
    const memory: StoredMemory = {
      id,
      ...publicIds(id),
      owner: state.username,
      created: this.timestamp(),
      type: payload.type,
      privacy: payload.privacy,
      title: payload.title.trim(),
      pattern_title: payload.pattern_title?.trim() ?? '',
      family_members: (payload.family_members ?? []).map((member) => ({ ...member })),
      description: payload.description,
      relationship_description: payload.relationship_description,
      subjects: uniqueSubjects(payload.subjects),
      sensitive_topics: sensitiveTopics,
      photos,
      tags: emptyTags(),
      persons_actions: [],
      texts: {},
    };
    this.applyTags(memory, tags, payload);
    this.memories.push(memory);
    // An autosave (the tagging's, before Post) is not the member's choice of privacy.
    if (kind.autosave !== true) state.lastPrivacy = payload.privacy;
    if (idempotencyKey !== undefined && idempotencyKey !== null && idempotencyKey !== '') {
      this.idempotency.set(`${state.username}\u0000${idempotencyKey}`, memory.hashId);
    }
    return { memory, created: true };
  }

  /** Update a memory (owner only). */
  updateMemory(
    viewer: MockMember | null,
    hashId: string,
    payload: MemorySavePayload,
    kind: { autosave?: boolean | undefined } = {},
  ): StoredMemory {
    const memory = this.ownedMemory(viewer, hashId);
    if (kind.autosave === true) {
      // An autosave changes only the wizard's answers (tags, texts, family), read against the memory's own type
      // (the server's `SaveKind`): unsaved words, privacy and photos never go out with a tag.
      const tagPayload = { ...payload, type: memory.type };
      this.applyTags(memory, resolveTags(tagPayload), tagPayload);
      if (payload.family_members !== undefined)
        memory.family_members = payload.family_members.map((member) => ({ ...member }));
      this.notifications.changed();
      return memory;
    }
    const tags = resolveTags(payload);
    const sensitiveTopics = checkContentWarnings(payload.sensitive_topics);
    memory.type = payload.type;
    memory.privacy = payload.privacy;
    memory.title = payload.title.trim();
    if (payload.pattern_title !== undefined) memory.pattern_title = payload.pattern_title.trim();
    if (payload.family_members !== undefined)
      memory.family_members = payload.family_members.map((member) => ({ ...member }));
    memory.description = payload.description;
    memory.relationship_description = payload.relationship_description;
    memory.subjects = uniqueSubjects(payload.subjects);
    memory.sensitive_topics = sensitiveTopics;
    memory.photos = this.claimPhotos(memory.owner, payload.image_list, memory.photos);
    this.applyTags(memory, tags, payload);
    this.state(viewer).lastPrivacy = payload.privacy;
    // Titles and texts show in notifications: polls see the change.
    this.notifications.changed();
    return memory;
  }

  /** Delete a memory (owner only) with its comments and interactions. */
  deleteMemory(viewer: MockMember | null, hashId: string): void {
    const memory = this.ownedMemory(viewer, hashId);
    const link = memory.shareable_link;
    const commentIds = new Set(this.comments.filter((c) => c.memory === link).map((c) => c.id));
    this.memories = this.memories.filter((candidate) => candidate !== memory);
    this.comments = this.comments.filter((comment) => comment.memory !== link);
    this.empathies = this.empathies.filter((row) => row.memory !== link);
    this.reactions = this.reactions.filter((row) => row.memory !== link);
    this.saves = this.saves.filter((row) => row.memory !== link);
    this.feedback = this.feedback.filter((row) => row.memory !== link);
    this.resonances = this.resonances.filter((row) => row.memory !== link);
    this.traumas = this.traumas.filter((row) => !commentIds.has(row.comment_id));
    this.votes = this.votes.filter((row) => row.memory !== link);
    this.notifications.removeWhere((n) => n.memory === link);
  }

  /**
   * The photos a save lists, in order: the member's own temporary photos and the memory's own
   * photos, each once, at most 3. Others' or unknown ids are skipped, as on the server: a
   * member's words are never lost to a photo.
   */
  private claimPhotos(
    owner: string,
    imageList: readonly string[],
    current: readonly { url: string; temp_id: string }[],
  ): { url: string; temp_id: string }[] {
    const photos: { url: string; temp_id: string }[] = [];
    for (const tempId of [...new Set(imageList)].slice(0, 3)) {
      const kept = current.find((photo) => photo.temp_id === tempId);
      const temp = this.tempPhotos.find((photo) => photo.temp_id === tempId && photo.owner === owner);
      if (kept !== undefined) photos.push(kept);
      else if (temp !== undefined) photos.push({ url: temp.image_url, temp_id: temp.temp_id });
    }
    const claimed = new Set(photos.map((photo) => photo.temp_id));
    this.tempPhotos = this.tempPhotos.filter(
      (photo) => !(photo.owner === owner && claimed.has(photo.temp_id)),
    );
    return photos;
  }

  /**
   * Stores a save's resolved tags (api-client's `resolveMemoryTags`) and texts. A tag whose key
   * stays keeps its memory_tag_id and its 'me too's, as the server keeps its row.
   */
  private applyTags(
    memory: StoredMemory,
    resolved: readonly ResolvedMemoryTag[],
    payload: MemorySavePayload,
  ): void {
    const previous = new Map<string, number>();
    for (const key of MEMORY_TAG_LISTS) {
      for (const tag of memory.tags[key]) previous.set(storedTagKey(key, tag, null), tag.memory_tag_id);
    }
    for (const entry of memory.persons_actions) {
      previous.set(storedTagKey('person', entry.person, null), entry.person.memory_tag_id);
      for (const action of entry.actions) {
        previous.set(storedTagKey('person_action', action, entry.person.tag_id ?? 0), action.memory_tag_id);
      }
    }
    const stored = resolved.map((tag) => ({
      tag,
      stored: {
        memory_tag_id: previous.get(memoryTagKey(tag)) ?? this.id(),
        tag_id: tag.optionId,
        description: tag.label,
      } satisfies StoredTag,
    }));
    const tags = emptyTags();
    for (const key of MEMORY_TAG_LISTS) {
      tags[key] = stored.filter((entry) => entry.tag.category === key).map((entry) => entry.stored);
    }
    memory.tags = tags;
    const actions = stored.filter((entry) => entry.tag.category === 'person_action');
    memory.persons_actions = stored
      .filter((entry) => entry.tag.category === 'person')
      .map((person) => ({
        person: person.stored,
        actions: actions
          .filter((action) => action.tag.personOptionId === (person.tag.optionId ?? 0))
          .map((action) => action.stored),
      }));
    const texts: Partial<Record<MemoryTagTextKey, string>> = {};
    for (const key of Object.values(TAG_TEXT_FIELDS)) {
      const text = payload[key];
      if (text !== undefined && text.trim() !== '') texts[key] = text;
    }
    memory.texts = texts;
    const kept = new Set(this.memoryTagIds(memory));
    this.resonances = this.resonances.filter(
      (row) => row.memory !== memory.shareable_link || kept.has(row.memory_tag_id),
    );
    this.notifications.removeWhere(
      (n) => n.memory === memory.shareable_link && n.memory_tag_id !== null && !kept.has(n.memory_tag_id),
    );
  }

  /** Every memory_tag_id of a memory. */
  memoryTagIds(memory: StoredMemory): number[] {
    return [
      ...MEMORY_TAG_LISTS.flatMap((key) => memory.tags[key]),
      ...memory.persons_actions.flatMap((entry) => [entry.person, ...entry.actions]),
    ].map((tag) => tag.memory_tag_id);
  }

  /** The tags of a memory with their labels. */
  memoryTags(memory: StoredMemory): StoredTag[] {
    return [
      ...MEMORY_TAG_LISTS.flatMap((key) => memory.tags[key]),
      ...memory.persons_actions.flatMap((entry) => [entry.person, ...entry.actions]),
    ];
  }

  /** The number of tags of a memory (each person and each action counts), as the server counts its rows. */
  totalTags(memory: StoredMemory): number {
    return this.memoryTagIds(memory).length;
  }

  /** Visible comments (public and private ones the viewer may see) of a memory. */
  visibleComments(viewer: MockMember | null, memory: StoredMemory): StoredComment[] {
    return this.comments.filter(
      (comment) =>
        comment.memory === memory.shareable_link &&
        (viewer === null || !comment.hiddenBy.has(viewer.username)) &&
        (!comment.is_private ||
          (viewer !== null && (viewer.username === comment.author || viewer.username === memory.owner))),
    );
  }

  /** Counts shown on a memory: its public comments, and empathy with the memory itself. */
  memoryCounts(memory: StoredMemory): { comments: number; empathies: number } {
    return {
      comments: this.comments.filter(
        (comment) => comment.memory === memory.shareable_link && !comment.is_private,
      ).length,
      empathies: this.empathies.filter(
        (row) => row.memory === memory.shareable_link && row.comment_id === null,
      ).length,
    };
  }

  /** Reaction counts per option 1-6 of a memory (zeros included). */
  reactionCounts(
    memory: StoredMemory,
  ): { reaction_option_id: 1 | 2 | 3 | 4 | 5 | 6; reaction_count: number }[] {
    const options = [1, 2, 3, 4, 5, 6] as const;
    return options.map((option) => ({
      reaction_option_id: option,
      reaction_count: this.reactions.filter(
        (row) => row.memory === memory.shareable_link && row.option === option,
      ).length,
    }));
  }

  /** Resonance counts and the viewer's own resonance per memory tag. */
  resonanceEntries(
    viewer: MockMember | null,
    memory: StoredMemory,
  ): { memory_tag_id: number; resonated: 0 | 1; count_resonances: number; resonance_id: number | null }[] {
    return this.memoryTagIds(memory).map((memoryTagId) => {
      const rows = this.resonances.filter(
        (row) => row.memory === memory.shareable_link && row.memory_tag_id === memoryTagId,
      );
      const mine = viewer === null ? undefined : rows.find((row) => row.member === viewer.username);
      return {
        memory_tag_id: memoryTagId,
        resonated: mine === undefined ? 0 : 1,
        count_resonances: rows.length,
        resonance_id: mine?.id ?? null,
      };
    });
  }

  /** Memories that match the filters and the viewer may see in a list, newest first. */
  listMemories(viewer: MockMember | null, filters: MemoryFilters = {}): MockPage<StoredMemory> {
    let list = this.memories.filter((memory) => this.isListed(viewer, memory));
    if (filters.user !== undefined) list = list.filter((memory) => memory.owner === filters.user);
    if (filters.hashtag !== undefined) {
      const tag = filters.hashtag.replace(/^#/, '').toLowerCase();
      list = list.filter((memory) => hashtagsOfMemory(memory).includes(tag));
    }
    if (filters.slug !== undefined || filters.tag_type !== undefined) {
      const slug = filters.slug?.toLowerCase();
      const type = filters.tag_type;
      if (slug === undefined || type === undefined)
        throw mockError('invalidRequest', 'slug and tag_type go together.');
      if (type !== 'person_involved' && type !== 'person_action' && !isTagListKey(type))
        throw mockError('invalidRequest', `tag_type: ${type} is not a tag type.`);
      // Custom tags (no option id) are not linked to tag search.
      const linked = (tag: StoredTag) => tag.tag_id !== null && tagSlug(tag.description) === slug;
      list = list.filter((memory) => {
        if (type === 'person_involved') return memory.persons_actions.some((e) => linked(e.person));
        if (type === 'person_action') return memory.persons_actions.some((e) => e.actions.some(linked));
        return memory.tags[type].some(linked);
      });
    }
    // A person, and any of the actions, as two filters (as the server reads them).
    const person = filters.persons_involved;
    if (person !== undefined) {
      list = list.filter((memory) => memory.persons_actions.some((entry) => entry.person.tag_id === person));
    }
    const actions = filters.person_actions;
    if (actions !== undefined) {
      list = list.filter((memory) =>
        memory.persons_actions.some((entry) =>
          entry.actions.some((action) => action.tag_id !== null && actions.includes(action.tag_id)),
        ),
      );
    }
    const sorted = [...list].sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
    return pageOf('memories', sorted, filters.page);
  }

  /** Hashtags of listed memories that start with the query (without #), sorted. */
  autocomplete(viewer: MockMember | null, query: string): string[] {
    const prefix = query.replace(/^#/, '').toLowerCase();
    if (prefix === '') return [];
    const tags = new Set<string>();
    for (const memory of this.memories) {
      if (!this.isListed(viewer, memory)) continue;
      for (const tag of hashtagsOfMemory(memory)) if (tag.startsWith(prefix)) tags.add(`#${tag}`);
    }
    return [...tags].sort();
  }

  /* ───────────── Photos ───────────── */

  /** Store an uploaded photo as a temporary photo of the member. */
  uploadPhoto(
    viewer: MockMember | null,
    file: { type: string; size: number },
  ): { temp_id: string; image: string } {
    const state = this.state(viewer);
    // The server decides by the bytes; the mock, which never reads them, by the declared type.
    const video = file.type.startsWith('video/');
    if (file.size > (video ? VIDEO_BYTES_MAX : PHOTO_BYTES_MAX)) {
      throw mockError(
        'tooLarge',
        video
          ? 'This video is too large. Please choose one under 50 MB.'
          : 'This photo is too large. Please choose one under 10 MB.',
      );
    }
    if (!file.type.startsWith('image/') && !video) {
      throw new MockHttpError(
        400,
        'invalid_request',
        'This file type is not supported. Please choose a photo.',
      );
    }
    const tempId = `temp-${this.id()}`;
    this.tempPhotos.push({ temp_id: tempId, owner: state.username, image_url: UPLOADED_PHOTO_URL });
    return { temp_id: tempId, image: UPLOADED_PHOTO_URL };
  }

  /** Delete one of the member's temporary photos; 404 when it is not one (another's, or attached to a memory). */
  deleteTempPhoto(viewer: MockMember | null, tempId: string): void {
    const state = this.state(viewer);
    const photo = this.tempPhotos.find(
      (candidate) => candidate.temp_id === tempId && candidate.owner === state.username,
    );
    if (photo === undefined) throw refuse('photoNotFound');
    this.tempPhotos = this.tempPhotos.filter((candidate) => candidate !== photo);
  }

  /** The member's temporary photos. */
  tempPhotoList(viewer: MockMember | null): { image_url: string; temp_id: string }[] {
    const state = this.state(viewer);
    return this.tempPhotos
      .filter((photo) => photo.owner === state.username)
      .map((photo) => ({ image_url: photo.image_url, temp_id: photo.temp_id }));
  }

  /* ───────────── Comments ───────────── */

  /** A comment the viewer may see; 404 otherwise. */
  comment(viewer: MockMember | null, id: number, isPrivate?: boolean): StoredComment {
    const comment = this.comments.find(
      (candidate) => candidate.id === id && (isPrivate === undefined || candidate.is_private === isPrivate),
    );
    const memory =
      comment === undefined ? undefined : this.memories.find((m) => m.shareable_link === comment.memory);
    if (
      comment === undefined ||
      memory === undefined ||
      !this.canSee(viewer, memory) ||
      !this.visibleComments(viewer, memory).includes(comment)
    ) {
      throw refuse('commentNotFound');
    }
    return comment;
  }

  /** Comments of a memory, oldest first, paged. */
  listComments(viewer: MockMember | null, link: string, page?: number): MockPage<StoredComment> {
    const memory = this.memoryByLink(viewer, link);
    return pageOf('comments', this.visibleComments(viewer, memory), page);
  }

  /** Post a comment (or a private one) on a memory the member can see. */
  createComment(viewer: MockMember | null, link: string, content: string, isPrivate: boolean): StoredComment {
    const state = this.state(viewer);
    const memory = this.memoryByLink(viewer, link);
    const comment: StoredComment = {
      id: this.id(),
      memory: memory.shareable_link,
      author: state.username,
      content,
      created_at: this.timestamp(),
      is_private: isPrivate,
      hiddenBy: new Set(),
    };
    this.comments.push(comment);
    this.notify({
      kind: 'comment',
      by: state.username,
      memoryWriter: memory.owner,
      memory: memory.shareable_link,
      comment_id: comment.id,
    });
    return comment;
  }

  /** Edit a comment (its author only; private comments too). */
  updateComment(viewer: MockMember | null, id: number, content: string, isPrivate: boolean): StoredComment {
    const state = this.state(viewer);
    const comment = this.comment(viewer, id, isPrivate);
    mayChangeComment(comment.author === state.username);
    comment.content = content;
    // Its words show in notifications: polls see the change.
    this.notifications.changed();
    return comment;
  }

  /** Delete a comment (its author only) with its empathy, praise and acknowledgements. */
  deleteComment(viewer: MockMember | null, id: number, isPrivate: boolean): void {
    const state = this.state(viewer);
    const comment = this.comment(viewer, id, isPrivate);
    mayChangeComment(comment.author === state.username);
    this.comments = this.comments.filter((candidate) => candidate !== comment);
    this.empathies = this.empathies.filter((row) => row.comment_id !== id);
    this.feedback = this.feedback.filter((row) => row.comment_id !== id);
    this.traumas = this.traumas.filter((row) => row.comment_id !== id);
    this.notifications.removeWhere((n) => n.comment_id === id);
  }

  /** Hide a comment for the member (anyone but its author). */
  hideComment(viewer: MockMember | null, id: number): void {
    const state = this.state(viewer);
    const comment = this.comment(viewer, id);
    mayHideComment(comment.author === state.username);
    comment.hiddenBy.add(state.username);
  }

  /** Counts on a comment. */
  commentCounts(comment: StoredComment): {
    count_empathies: number;
    count_users_given_feedback: number;
    count_traumas: number;
  } {
    return {
      count_empathies: this.empathies.filter((row) => row.comment_id === comment.id).length,
      count_users_given_feedback: new Set(
        this.feedback.filter((row) => row.comment_id === comment.id).map((row) => row.member),
      ).size,
      count_traumas: this.traumas.filter((row) => row.comment_id === comment.id).length,
    };
  }

  /** The member's interaction with one comment. */
  commentStatus(
    viewer: MockMember | null,
    commentId: number,
  ): {
    comment_id: number;
    empathy: { empathized: boolean; empathy_id: number | null };
    feedback: { feedback_given: boolean };
    trauma: { trauma_acknowledged: boolean; trauma_id: number | null };
  } {
    const state = this.state(viewer);
    const comment = this.comment(viewer, commentId);
    const empathy = this.empathies.find(
      (row) => row.comment_id === comment.id && row.member === state.username,
    );
    const trauma = this.traumas.find((row) => row.comment_id === comment.id && row.member === state.username);
    return {
      comment_id: comment.id,
      empathy: { empathized: empathy !== undefined, empathy_id: empathy?.id ?? null },
      feedback: {
        feedback_given: this.feedback.some(
          (row) => row.comment_id === comment.id && row.member === state.username,
        ),
      },
      trauma: { trauma_acknowledged: trauma !== undefined, trauma_id: trauma?.id ?? null },
    };
  }

  /**
   * 'Me too' comments: public comments someone said 'me too' to (a trauma acknowledgement); of
   * one memory, or of every memory the viewer may see in lists. Newest first, paged.
   */
  meTooComments(viewer: MockMember | null, link: string | undefined, page?: number): MockPage<StoredComment> {
    const links = new Set(
      link === undefined
        ? this.memories
            .filter((memory) => this.isListed(viewer, memory))
            .map((memory) => memory.shareable_link)
        : [this.memoryByLink(viewer, link).shareable_link],
    );
    const acknowledged = new Set(this.traumas.map((row) => row.comment_id));
    const list = this.comments.filter(
      (comment) => !comment.is_private && links.has(comment.memory) && acknowledged.has(comment.id),
    );
    return pageOf(
      'meTooComments',
      [...list].sort((a, b) => b.id - a.id),
      page,
    );
  }

  /** The feed: the memories the viewer may see in lists, newest first, paged (as the server, memories only). */
  feed(viewer: MockMember | null, page?: number): MockPage<{ kind: 'memory'; memory: StoredMemory }> {
    const memories = this.listMemories(viewer, { page });
    return { ...memories, results: memories.results.map((memory) => ({ kind: 'memory' as const, memory })) };
  }

  /* ───────────── Empathy, reactions, saves, resonance, praise ───────────── */

  /** Empathize with a memory (`commentId` null) or a comment. Repeating returns the same id. */
  createEmpathy(viewer: MockMember | null, link: string, commentId: number | null): { empathy_id: number } {
    const state = this.state(viewer);
    const memory = this.memoryByLink(viewer, link);
    const comment = commentId === null ? null : this.comment(viewer, commentId);
    if (comment !== null && comment.memory !== memory.shareable_link) throw refuse('commentNotFound');
    const existing = this.empathies.find(
      (row) => row.member === state.username && row.memory === link && row.comment_id === commentId,
    );
    if (existing !== undefined) return { empathy_id: existing.id };
    const empathy: Empathy = { id: this.id(), member: state.username, memory: link, comment_id: commentId };
    this.empathies.push(empathy);
    this.notify(
      comment === null
        ? { kind: 'memoryEmpathy', by: state.username, memoryWriter: memory.owner, memory: link }
        : {
            kind: 'commentEmpathy',
            by: state.username,
            commentWriter: comment.author,
            memory: link,
            comment_id: comment.id,
          },
    );
    return { empathy_id: empathy.id };
  }

  /** Remove the member's empathy. Unknown ids are a 404, so a count can never go below 0. */
  deleteEmpathy(viewer: MockMember | null, empathyId: number): void {
    const state = this.state(viewer);
    const empathy = this.empathies.find((row) => row.id === empathyId && row.member === state.username);
    if (empathy === undefined) throw refuse('empathyNotFound');
    this.empathies = this.empathies.filter((row) => row !== empathy);
    this.notifications.withdraw(
      withdrawalOf({
        kind: 'empathy',
        by: state.username,
        memory: empathy.memory,
        comment_id: empathy.comment_id,
      }),
    );
  }

  /** Acknowledge the trauma a comment shares. */
  createTrauma(viewer: MockMember | null, link: string, commentId: number): { trauma_id: number } {
    const state = this.state(viewer);
    const comment = this.comment(viewer, commentId);
    if (comment.memory !== link) throw refuse('commentNotFound');
    const existing = this.traumas.find(
      (row) => row.comment_id === commentId && row.member === state.username,
    );
    if (existing !== undefined) return { trauma_id: existing.id };
    const trauma: Trauma = { id: this.id(), member: state.username, comment_id: commentId };
    this.traumas.push(trauma);
    return { trauma_id: trauma.id };
  }

  /** Withdraw a trauma acknowledgement. */
  deleteTrauma(viewer: MockMember | null, traumaId: number): void {
    const state = this.state(viewer);
    const trauma = this.traumas.find((row) => row.id === traumaId && row.member === state.username);
    if (trauma === undefined) throw refuse('meTooNotFound');
    this.traumas = this.traumas.filter((row) => row !== trauma);
  }

  /**
   * React to a memory: one reaction per member per memory, so reacting again changes it (same
   * `reaction_id`). Its notification is sent again, with the new option.
   */
  createReaction(
    viewer: MockMember | null,
    link: string,
    option: 1 | 2 | 3 | 4 | 5 | 6,
  ): { reaction_id: number; reaction_option_id: 1 | 2 | 3 | 4 | 5 | 6 } {
    const state = this.state(viewer);
    const memory = this.memoryByLink(viewer, link);
    const existing = this.reactions.find((row) => row.member === state.username && row.memory === link);
    const reaction: Reaction = existing ?? { id: this.id(), member: state.username, memory: link, option };
    if (existing === undefined) this.reactions.push(reaction);
    return this.setReaction(state, memory, reaction, option);
  }

  private setReaction(
    state: MemberState,
    memory: StoredMemory,
    reaction: Reaction,
    option: 1 | 2 | 3 | 4 | 5 | 6,
  ): { reaction_id: number; reaction_option_id: 1 | 2 | 3 | 4 | 5 | 6 } {
    reaction.option = option;
    this.notify({
      kind: 'reaction',
      by: state.username,
      memoryWriter: memory.owner,
      memory: memory.shareable_link,
      option,
    });
    return { reaction_id: reaction.id, reaction_option_id: option };
  }

  /** Change the member's reaction to another option. */
  updateReaction(
    viewer: MockMember | null,
    reactionId: number,
    option: 1 | 2 | 3 | 4 | 5 | 6,
  ): { reaction_id: number; reaction_option_id: 1 | 2 | 3 | 4 | 5 | 6 } {
    const state = this.state(viewer);
    const reaction = this.reactions.find((row) => row.id === reactionId && row.member === state.username);
    const memory = this.memories.find((candidate) => candidate.shareable_link === reaction?.memory);
    if (reaction === undefined || memory === undefined || !this.canSee(viewer, memory))
      throw refuse('reactionNotFound');
    return this.setReaction(state, memory, reaction, option);
  }

  /** Remove the member's reaction, and its notification. */
  deleteReaction(viewer: MockMember | null, reactionId: number): void {
    const state = this.state(viewer);
    const reaction = this.reactions.find((row) => row.id === reactionId && row.member === state.username);
    if (reaction === undefined) throw refuse('reactionNotFound');
    this.reactions = this.reactions.filter((row) => row !== reaction);
    this.notifications.withdraw(
      withdrawalOf({ kind: 'reaction', by: state.username, memory: reaction.memory }),
    );
  }

  /** Save a memory for later. */
  createSave(viewer: MockMember | null, link: string): { save_id: number } {
    const state = this.state(viewer);
    this.memoryByLink(viewer, link);
    const existing = this.saves.find((row) => row.member === state.username && row.memory === link);
    if (existing !== undefined) return { save_id: existing.id };
    const save: Save = { id: this.id(), member: state.username, memory: link };
    this.saves.push(save);
    return { save_id: save.id };
  }

  /** Unsave. */
  deleteSave(viewer: MockMember | null, saveId: number): void {
    const state = this.state(viewer);
    const save = this.saves.find((row) => row.id === saveId && row.member === state.username);
    if (save === undefined) throw refuse('saveNotFound');
    this.saves = this.saves.filter((row) => row !== save);
  }

  /** 'Me too' on one tag of a memory. */
  createResonance(
    viewer: MockMember | null,
    link: string,
    memoryTagId: number,
  ): { resonance_id: number; memory_tag_id: number } {
    const state = this.state(viewer);
    const memory = this.memoryByLink(viewer, link);
    mayResonate(memory.owner === state.username);
    const tag = this.memoryTags(memory).find((candidate) => candidate.memory_tag_id === memoryTagId);
    if (tag === undefined) throw refuse('tagNotFound');
    const existing = this.resonances.find(
      (row) => row.member === state.username && row.memory === link && row.memory_tag_id === memoryTagId,
    );
    if (existing !== undefined) return { resonance_id: existing.id, memory_tag_id: memoryTagId };
    const resonance: Resonance = {
      id: this.id(),
      member: state.username,
      memory: link,
      memory_tag_id: memoryTagId,
    };
    this.resonances.push(resonance);
    this.notify({
      kind: 'resonance',
      by: state.username,
      memoryWriter: memory.owner,
      memory: link,
      memory_tag_id: memoryTagId,
    });
    return { resonance_id: resonance.id, memory_tag_id: memoryTagId };
  }

  /** Withdraw a 'me too'. */
  deleteResonance(viewer: MockMember | null, resonanceId: number): void {
    const state = this.state(viewer);
    const resonance = this.resonances.find((row) => row.id === resonanceId && row.member === state.username);
    if (resonance === undefined) throw refuse('meTooNotFound');
    this.resonances = this.resonances.filter((row) => row !== resonance);
    this.notifications.withdraw(
      withdrawalOf({
        kind: 'resonance',
        by: state.username,
        memory: resonance.memory,
        memory_tag_id: resonance.memory_tag_id,
      }),
    );
  }

  /**
   * Praise a memory or a comment with up to `FEEDBACK_LABELS_MAX` (3) of the praise options
   * (kept in the options' own words). Never one's own; praising again replaces the labels (same
   * `feedback_id`) and its notification.
   */
  createFeedback(
    viewer: MockMember | null,
    labels: readonly string[],
    target: { shareable_link?: string | undefined; comment_id?: number | undefined },
  ): { feedback_id: number; labels: string[] } {
    const state = this.state(viewer);
    const clean = checkLabels(labels);
    let comment: StoredComment | null = null;
    let memory: StoredMemory;
    if (target.comment_id !== undefined) {
      comment = this.comment(viewer, target.comment_id);
      memory = this.memoryByLink(viewer, comment.memory);
      mayPraise('comment', comment.author === state.username);
    } else if (target.shareable_link !== undefined) {
      memory = this.memoryByLink(viewer, target.shareable_link);
      mayPraise('memory', memory.owner === state.username);
    } else {
      throw invalid('Please say which memory or comment this praise is for.');
    }
    const link = memory.shareable_link;
    const existing = this.feedback.find(
      (row) =>
        row.member === state.username && row.memory === link && row.comment_id === (comment?.id ?? null),
    );
    const feedback: Feedback = existing ?? {
      id: this.id(),
      member: state.username,
      memory: link,
      comment_id: comment?.id ?? null,
      labels: clean,
    };
    feedback.labels = clean;
    if (existing === undefined) this.feedback.push(feedback);
    this.notify(
      comment === null
        ? {
            kind: 'memoryPraise',
            by: state.username,
            memoryWriter: memory.owner,
            memory: link,
            labels: clean,
          }
        : {
            kind: 'commentPraise',
            by: state.username,
            commentWriter: comment.author,
            memory: link,
            comment_id: comment.id,
            labels: clean,
          },
    );
    return { feedback_id: feedback.id, labels: clean };
  }

  /** Change the labels of the member's praise (and of its notification). */
  updateFeedback(
    viewer: MockMember | null,
    feedbackId: number,
    labels: readonly string[],
    link?: string,
  ): { feedback_id: number; labels: string[] } {
    const state = this.state(viewer);
    const clean = checkLabels(labels);
    if (link !== undefined) this.memoryByLink(viewer, link);
    const feedback = this.feedback.find(
      (row) =>
        row.id === feedbackId && row.member === state.username && (link === undefined || row.memory === link),
    );
    if (feedback === undefined) throw refuse('praiseNotFound');
    feedback.labels = clean;
    this.notifications.relabel(
      withdrawalOf({
        kind: 'praise',
        by: state.username,
        memory: feedback.memory,
        comment_id: feedback.comment_id,
      }),
      clean,
    );
    return { feedback_id: feedback.id, labels: feedback.labels };
  }

  /** Withdraw praise, and its notification. */
  deleteFeedback(viewer: MockMember | null, feedbackId: number): void {
    const state = this.state(viewer);
    const feedback = this.feedback.find((row) => row.id === feedbackId && row.member === state.username);
    if (feedback === undefined) throw refuse('praiseNotFound');
    this.feedback = this.feedback.filter((row) => row !== feedback);
    this.notifications.withdraw(
      withdrawalOf({
        kind: 'praise',
        by: state.username,
        memory: feedback.memory,
        comment_id: feedback.comment_id,
      }),
    );
  }

  /** The member's praise on a memory (and its comments), or on one comment. */
  userFeedback(
    viewer: MockMember | null,
    target: { shareable_link?: string | undefined; comment_id?: number | undefined },
  ): { feedback_list: { feedback_id: number; labels: string[]; comment_id: number | null }[] } {
    const state = this.state(viewer);
    const commentId = target.comment_id;
    const link =
      commentId !== undefined
        ? this.comment(viewer, commentId).memory
        : this.memoryByLink(viewer, target.shareable_link ?? '').shareable_link;
    return {
      feedback_list: this.feedback
        .filter(
          (row) =>
            row.member === state.username &&
            row.memory === link &&
            (commentId === undefined || row.comment_id === commentId),
        )
        .map((row) => ({ feedback_id: row.id, labels: [...row.labels], comment_id: row.comment_id })),
    };
  }

  /** The member's interaction with a memory. */
  interactionStatus(
    viewer: MockMember | null,
    link: string,
  ): {
    shareable_link: string;
    empathy_id: number | null;
    reaction_id: number | null;
    reaction_option_id: 1 | 2 | 3 | 4 | 5 | 6 | null;
    save_id: number | null;
    feedback_ids: number[];
    resonances: ReturnType<MockBackend['resonanceEntries']>;
  } {
    const memory = this.memoryByLink(viewer, link);
    const name = viewer?.username;
    const empathy = this.empathies.find(
      (row) => row.member === name && row.memory === link && row.comment_id === null,
    );
    const reaction = this.reactions.find((row) => row.member === name && row.memory === link);
    const save = this.saves.find((row) => row.member === name && row.memory === link);
    return {
      shareable_link: link,
      empathy_id: empathy?.id ?? null,
      reaction_id: reaction?.id ?? null,
      reaction_option_id: reaction?.option ?? null,
      save_id: save?.id ?? null,
      feedback_ids: this.feedback
        .filter((row) => row.member === name && row.memory === link && row.comment_id === null)
        .map((row) => row.id),
      resonances: this.resonanceEntries(viewer, memory),
    };
  }

  /** Send a report. The remark is kept only for an 'Other' reason. */
  report(
    viewer: MockMember | null,
    input: { memory: string; metoo: number | null; reason: number; remark?: string | undefined },
    isOther: boolean,
  ): void {
    const state = this.state(viewer);
    const memory = this.memoryByLink(viewer, input.memory);
    if (input.metoo !== null && this.comment(viewer, input.metoo).memory !== memory.shareable_link)
      throw refuse('commentNotFound');
    const remark = input.remark?.trim() ?? '';
    if (isOther && remark === '') throw mockError('invalidRequest', 'remark: please tell us a little more.');
    this.reports.push({
      id: this.id(),
      member: state.username,
      memory: input.memory,
      metoo: input.metoo,
      reason: input.reason,
      remark: isOther ? remark : '',
    });
  }

  /** Reports received (for assertions). */
  receivedReports(): readonly StoredReport[] {
    return this.reports;
  }

  /** The member's votes. */
  votesOf(viewer: MockMember | null): { shareable_link: string; vote_id: number }[] {
    const state = this.state(viewer);
    return this.votes
      .filter((row) => row.member === state.username)
      .map((row) => ({ shareable_link: row.memory, vote_id: row.id }));
  }

  /** Vote for a memory (idempotent). */
  createVote(viewer: MockMember | null, link: string): { shareable_link: string; vote_id: number } {
    const state = this.state(viewer);
    this.memoryByLink(viewer, link);
    const existing = this.votes.find((row) => row.member === state.username && row.memory === link);
    if (existing !== undefined) return { shareable_link: link, vote_id: existing.id };
    const vote: Vote = { id: this.id(), member: state.username, memory: link };
    this.votes.push(vote);
    return { shareable_link: link, vote_id: vote.id };
  }

  /** Remove a vote. */
  deleteVote(viewer: MockMember | null, voteId: number): void {
    const state = this.state(viewer);
    const vote = this.votes.find((row) => row.id === voteId && row.member === state.username);
    if (vote === undefined) throw refuse('voteNotFound');
    this.votes = this.votes.filter((row) => row !== vote);
  }

  /** Whether the member's memories share tags with this one (the mock's notion of connected). */
  connectStatus(
    viewer: MockMember | null,
    link: string,
  ): { shareable_link: string; connected: boolean; linked_memories: string[] } {
    const state = this.state(viewer);
    const memory = this.memoryByLink(viewer, link);
    const ids = new Set(
      this.memoryTags(memory)
        .map((tag) => tag.tag_id)
        .filter((id) => id !== null),
    );
    const linked = this.memories
      .filter(
        (candidate) =>
          candidate.owner === state.username &&
          candidate.shareable_link !== link &&
          this.memoryTags(candidate).some((tag) => tag.tag_id !== null && ids.has(tag.tag_id)),
      )
      .map((candidate) => candidate.shareable_link);
    return { shareable_link: link, connected: linked.length > 0, linked_memories: linked };
  }

  /* ───────────── Notifications ───────────── */

  /** Records what a write notifies (the domain core's `notificationOf`), now. */
  private notify(write: NotifyingWrite<string, string>): void {
    this.notifications.write(write, () => this.id(), this.timestamp());
  }

  /**
   * The ETag of one of the member's notification answers (`name`: list, grouped, resonance,
   * unseen; and its page): it changes whenever any notification changes.
   */
  notificationVersion(viewer: MockMember | null, name = 'list', page = 1): string {
    const state = this.state(viewer);
    return `W/"${name}-${this.generation}-${state.username}-${this.notifications.version}-${page}"`;
  }

  /** The member's notifications whose memory they can still read, newest first. */
  notificationsOf(viewer: MockMember | null): StoredNotification[] {
    const state = this.state(viewer);
    return this.notifications.of(state.username, (row) => {
      const memory = this.memories.find((candidate) => candidate.shareable_link === row.memory);
      return memory !== undefined && this.canSee(viewer, memory);
    });
  }

  /** A stored notification as it reads now: its memory, comment and tag joined in (as the server joins them). */
  private facts(row: StoredNotification): NotificationFacts {
    const memory = this.memories.find((candidate) => candidate.shareable_link === row.memory);
    const comment = this.comments.find((candidate) => candidate.id === row.comment_id);
    const tag =
      memory === undefined || row.memory_tag_id === null
        ? undefined
        : this.memoryTags(memory).find((candidate) => candidate.memory_tag_id === row.memory_tag_id);
    return {
      id: row.id,
      event_type: row.event_type,
      originator: row.originator,
      created_at: row.created_at,
      is_read: row.is_read,
      is_seen: row.is_seen,
      memory: row.memory,
      memory_title: memory?.title ?? '',
      memory_description: memory?.description ?? '',
      comment_id: row.comment_id,
      comment_content: comment?.content ?? null,
      reaction_option_id: row.reaction_option_id,
      feedback_labels: row.feedback_labels,
      memory_tag_label: tag?.description ?? null,
    };
  }

  /** The member's notifications as they read, newest first. */
  private factsOf(viewer: MockMember | null): NotificationFacts[] {
    return this.notificationsOf(viewer).map((row) => this.facts(row));
  }

  /** The member's notifications as they read, paged. */
  notificationPage(viewer: MockMember | null, page?: number): MockPage<NotificationFacts> {
    return pageOf('notifications', this.factsOf(viewer), page);
  }

  /** Grouped notifications (the domain core's grouping), paged. */
  groupedNotificationPage(viewer: MockMember | null, page?: number): MockPage<GroupedNotification> {
    return pageOf('groupedNotifications', groupNotifications(this.factsOf(viewer)), page);
  }

  /** 'Me too' notifications per member and memory (the domain core's grouping), paged. */
  resonanceNotificationPage(viewer: MockMember | null, page?: number): MockPage<MockResonanceNotification> {
    return pageOf('resonanceNotifications', groupResonanceNotifications(this.factsOf(viewer)), page);
  }

  /** How many notifications the member has not seen. */
  unseenCount(viewer: MockMember | null): number {
    return this.notificationsOf(viewer).filter((n) => !n.is_seen).length;
  }

  /** How many notifications the member has not read (the dropdown's header: all of them, not a page's). */
  unreadCount(viewer: MockMember | null): number {
    return this.notificationsOf(viewer).filter((n) => !n.is_read).length;
  }

  /** Mark every notification of the member seen (opening the bell). */
  markAllSeen(viewer: MockMember | null): void {
    this.notifications.mark(this.notificationsOf(viewer), { is_seen: true });
  }

  /** Mark notifications read (and seen); ids that are not the member's are left alone, as on the server. */
  markRead(viewer: MockMember | null, ids: readonly number[]): void {
    const targets = this.notificationsOf(viewer).filter((notification) => ids.includes(notification.id));
    this.notifications.mark(targets, { is_read: true, is_seen: true });
  }

  /* ───────────── Fixtures ───────────── */

  private seedFixtures(): void {
    for (const seed of memorySeeds) this.memories.push(this.memoryFromSeed(seed));
    const commentIds = new Map<string, number>();
    for (const activity of activitySeeds) this.replay(activity, commentIds);
    // The fixture community starts with Ada's older notifications seen and one of them read.
    for (const notification of this.notifications.all()) {
      if (notification.created_at < '2024-04-22T12:00:00.000Z') notification.is_seen = true;
      if (notification.created_at < '2024-04-12T00:00:00.000Z') notification.is_read = true;
    }
  }

  private memoryFromSeed(seed: MemorySeed): StoredMemory {
    const tag = (id: number): StoredTag => ({
      memory_tag_id: this.id(),
      tag_id: id,
      description: referenceLabel(id),
    });
    const tags = emptyTags();
    for (const key of MEMORY_TAG_LISTS) tags[key] = (seed.tags[key] ?? []).map(tag);
    return {
      id: this.id(),
      hashId: seed.hashId,
      shareable_link: seed.shareable_link,
      owner: seed.owner,
      created: seed.created,
      type: seed.type,
      privacy: seed.privacy,
      title: seed.title,
      pattern_title: '',
      family_members: [],
      description: seed.description,
      relationship_description: seed.relationship_description,
      subjects: [...seed.subjects],
      sensitive_topics: [...seed.sensitive_topics],
      photos: seed.photos.map((photo) => ({ ...photo })),
      tags,
      persons_actions: seed.persons_actions.map((entry) => ({
        person: tag(entry.person),
        actions: entry.actions.map(tag),
      })),
      texts: { ...seed.texts },
    };
  }

  private replay(activity: ActivitySeed, commentIds: Map<string, number>): void {
    const at = 'at' in activity ? activity.at : activity.comment.at;
    const clock = this.now;
    this.now = () => new Date(at);
    try {
      const by = this.member('by' in activity ? activity.by : activity.comment.by);
      const commentId = (key: string): number => {
        const id = commentIds.get(key);
        if (id === undefined) throw new Error(`mocks: activity names unknown comment ${key}`);
        return id;
      };
      switch (activity.kind) {
        case 'comment': {
          const seed: CommentSeed = activity.comment;
          const comment = this.createComment(by, seed.memory, seed.content, seed.is_private);
          commentIds.set(seed.key, comment.id);
          break;
        }
        case 'memory_empathy':
          this.createEmpathy(by, activity.memory, null);
          break;
        case 'comment_empathy': {
          const id = commentId(activity.comment);
          const comment = this.comments.find((candidate) => candidate.id === id) as StoredComment;
          this.createEmpathy(by, comment.memory, id);
          break;
        }
        case 'reaction':
          this.createReaction(by, activity.memory, activity.option);
          break;
        case 'memory_feedback':
          this.createFeedback(by, activity.labels, { shareable_link: activity.memory });
          break;
        case 'comment_feedback':
          this.createFeedback(by, activity.labels, { comment_id: commentId(activity.comment) });
          break;
        case 'resonance': {
          const memory = this.memoryByLink(by, activity.memory);
          const tag = this.memoryTags(memory).find((candidate) => candidate.tag_id === activity.tag);
          if (tag === undefined) throw new Error(`mocks: ${activity.memory} has no tag ${activity.tag}`);
          this.createResonance(by, activity.memory, tag.memory_tag_id);
          break;
        }
        case 'save':
          this.createSave(by, activity.memory);
          break;
        case 'comment_trauma': {
          const id = commentId(activity.comment);
          const comment = this.comments.find((candidate) => candidate.id === id) as StoredComment;
          this.createTrauma(by, comment.memory, id);
          break;
        }
      }
    } finally {
      this.now = clock;
    }
  }
}

/** A grouped notification as the mock backend answers it: api-client's type. */
export type MockGroupedNotification = GroupedNotification;

/** A resonance notification as the mock backend answers it. */
export interface MockResonanceNotification {
  originator: string;
  shareable_link: string;
  resonance_labels: string[];
  notif_ids: number[];
  memory_description: string;
  memory_title: string;
  is_read: boolean;
  is_seen: boolean;
  created_at: string;
}

/** The six-digit code the mock's email change expects. */
export const MOCK_EMAIL_CODE = '123456';

/** The largest photo the mock accepts (api-client's `PHOTO_BYTES_MAX`, 10 MB, as the server); larger answers 413. */
export const MOCK_UPLOAD_BYTES_MAX = PHOTO_BYTES_MAX;

function isTagListKey(key: string): key is MemoryTagListKey {
  return (MEMORY_TAG_LISTS as readonly string[]).includes(key);
}

/** The key of a stored tag (api-client's `memoryTagKey`), for a tag already on a memory. */
function storedTagKey(category: string, tag: StoredTag, personOptionId: number | null): string {
  return memoryTagKey({ category, optionId: tag.tag_id, label: tag.description, personOptionId });
}

/** A save's tags resolved against the reference options; 400 for an option of another list or a wordless custom tag. */
function resolveTags(payload: MemorySavePayload): ResolvedMemoryTag[] {
  const resolved = resolveMemoryTags(payload, (id) => REFERENCE_OPTIONS.get(id));
  if (resolved.problem !== undefined) throw invalid(resolved.problem);
  return resolved.tags;
}

/** A save's content warnings, each once; 400 for one that does not exist. */
function checkContentWarnings(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.some((id) => !CONTENT_WARNING_IDS.has(id))) throw refuse('unknownContentWarning');
  return unique;
}

/** Praise labels: 1 to 3 of the praise options, in their own words (api-client's `canonicalPraiseLabels`). */
function checkLabels(labels: readonly string[]): string[] {
  const given = labels.filter((label) => label.trim() !== '');
  if (given.length === 0) throw mockError('invalidRequest', 'Please choose at least one label.');
  if (given.length > FEEDBACK_LABELS_MAX)
    throw mockError('invalidRequest', `Maximum of ${FEEDBACK_LABELS_MAX} options selected`);
  const canonical = canonicalPraiseLabels(given, PRAISE_LABELS);
  if (canonical.problem !== undefined) throw mockError('invalidRequest', canonical.problem);
  return canonical.labels;
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
  return new MockBackend(options);
}

export { MOCK_PASSWORD };
