/**
 * A stateful, in-memory mock of the Childhood Memories API. It behaves like the real server
 * where a widget can tell the difference: privacy, ownership, toggles, counts that never go
 * below 0, notifications for other people's actions, paging, idempotent creates. Everything is
 * deterministic (seeded counters and a fixed clock), so stories and tests are stable.
 */
import {
  canReadMemoryByHashId,
  canReadMemoryByLink,
  extractHashtags,
  FEEDBACK_LABELS_MAX,
  isMemoryListed,
  Privacy,
  tagSlug,
  TAG_CATEGORIES,
  uniqueSubjects,
  type EndpointKey,
  type FamilyMember,
  type GroupedNotification,
  type SafetyPreferences,
  type SafetyPreferencesUpdate,
  NOT_FOUND_TEXTS,
} from '@childhood-memories/api-client';

import { mockError, MockHttpError } from './backend-errors.ts';
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
  ageRanges,
  chronicEvents,
  contentWarnings,
  emotionalChanges,
  feelings,
  healthEffects,
  needs,
  personActions,
  persons,
  riskFactors,
  siblings,
  socialEffects,
  suddenEvents,
  thoughts,
} from '@childhood-memories/api-client/reference-data';

/** The moment the mock clock starts: 1 May 2024, 09:00 UTC. */
export const MOCK_CLOCK_START = '2024-05-01T09:00:00.000Z';

/** Resets of any mock backend in this process: part of every ETag, so none repeats after a reset. */
let resetCount = 0;

/** Items per page in every paged list of the mock backend (the notifications too). */
export const MOCK_PAGE_SIZE = 10;

/** Options of `createMockBackend`. */
export interface MockBackendOptions {
  /** Start with the fixture community (default) or with members only and nothing written. */
  seed?: 'fixtures' | 'empty';
  /** Items per page (default `MOCK_PAGE_SIZE`). */
  pageSize?: number;
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

/** A stored notification. */
export interface StoredNotification {
  readonly id: number;
  readonly recipient: string;
  readonly event_type:
    | 'new_comment'
    | 'emphatized_a_memory'
    | 'emphatized_a_comment'
    | 'new_reaction'
    | 'new_resonance'
    | 'feedback_given';
  readonly originator: string;
  readonly created_at: string;
  is_read: boolean;
  is_seen: boolean;
  readonly data: StoredNotificationData;
}

/** What a stored notification points at. */
export interface StoredNotificationData {
  memory?: string;
  comment_id?: number;
  memory_reacted?: string;
  reaction_option_id?: 1 | 2 | 3 | 4 | 5 | 6;
  comment?: string;
  feedback_labels?: string[];
  memory_resonated?: string;
  memory_tag_label?: string;
  memory_description?: string;
  memory_title?: string;
  comment_content?: string;
  content?: string;
}

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
  token: string;
  refreshToken: string;
  hasPassedOnboarding: boolean;
  hiddenContentWarnings: number[];
  shownContentWarnings: number[];
  lastPrivacy: Privacy;
  pendingEmail: { email: string; code: string } | null;
  deleted: boolean;
}

/** A page of results as every paged list answers it. */
export interface MockPage<T> {
  results: T[];
  count: number;
  total_pages: number;
  page: number;
}

/** A memory to store, in the save payload's words (ids and texts of tags). */
export interface MemoryInput {
  type: 1 | 2 | 3;
  title: string;
  pattern_title?: string | undefined;
  /** Left out, an update keeps the memory's family members. */
  family_members?: readonly FamilyMember[] | undefined;
  description: string;
  relationship_description: string;
  privacy: Privacy;
  subjects: readonly string[];
  sensitive_topics: readonly number[];
  image_list: readonly string[];
  tags: Partial<Record<MemoryTagListKey, readonly { id: number | null; description: string }[]>>;
  persons_actions: readonly {
    person: { id: number | null; description: string };
    actions: readonly { id: number | null; description: string }[];
  }[];
  texts: Partial<Record<MemoryTagTextKey, string>>;
}

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

/** The memory tag lists (api-client's TAG_CATEGORIES, People's Actions apart). */
export const MEMORY_TAG_LISTS: readonly MemoryTagListKey[] = TAG_CATEGORIES.filter(
  (list): list is MemoryTagListKey => list !== 'persons_actions',
);

/** The `_text` companions of the tag lists. */
export const MEMORY_TAG_TEXTS: readonly MemoryTagTextKey[] = [
  'age_ranges_text',
  'sibling_text',
  'risk_factor_text',
  'persons_actions_text',
  'chronic_adverse_events_text',
  'sudden_adverse_events_text',
  'feelings_text',
  'thoughts_text',
  'needs_text',
  'childhood_effects_emotions_text',
  'childhood_effects_health_text',
  'childhood_effects_social_text',
];

const REFERENCE_LABELS = new Map<number, string>();
for (const row of ageRanges) REFERENCE_LABELS.set(row.id, row.name);
for (const row of persons) REFERENCE_LABELS.set(row.id, row.name);
for (const list of [
  siblings,
  personActions,
  riskFactors,
  chronicEvents,
  suddenEvents,
  feelings,
  needs,
  thoughts,
  emotionalChanges,
  healthEffects,
  socialEffects,
]) {
  for (const row of list) REFERENCE_LABELS.set(row.id, row.description);
}

/** The label of a reference option by id; throws for an unknown id (a fixture typo). */
function referenceLabel(id: number): string {
  const label = REFERENCE_LABELS.get(id);
  if (label === undefined) throw new Error(`mocks: no reference option with id ${id}`);
  return label;
}

function emptyTags(): Record<MemoryTagListKey, StoredTag[]> {
  return {
    age_ranges: [],
    sibling: [],
    risk_factor: [],
    chronic_adverse_events: [],
    sudden_adverse_events: [],
    feelings: [],
    needs: [],
    thoughts: [],
    impacts: [],
    childhood_effects_emotions: [],
    childhood_effects_health: [],
    childhood_effects_social: [],
  };
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
  readonly pageSize: number;
  private readonly options: MockBackendOptions;
  private now: () => Date;
  private nextId = 1;
  private members: MemberState[] = [];
  private memories: StoredMemory[] = [];
  private comments: StoredComment[] = [];
  private notifications: StoredNotification[] = [];
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
  private notificationsVersion = 0;
  /** Which reset this state comes from, so an ETag never names two states across resets. */
  private generation = 0;
  /** Endpoints made to fail (`fail()`), until `recover()` or `reset()`. */
  private failures = new Map<EndpointKey, { status: number; detail?: string; left: number }>();

  constructor(options: MockBackendOptions = {}) {
    this.options = options;
    this.pageSize = options.pageSize ?? MOCK_PAGE_SIZE;
    this.now = options.now ?? fixedClock();
    this.reset();
  }

  /** Back to the starting state: fixture community (or empty), counters and clock rewound. */
  reset(): void {
    this.now = this.options.now ?? fixedClock();
    this.members = mockMembers.map((member) => ({
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
    this.notifications = [];
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
    this.failures = new Map();
    this.notificationsVersion = 0;
    this.generation = ++resetCount;
    // Fixture ids start at 1000 so they never collide with ids the mock hands out later.
    this.nextId = 1000;
    if ((this.options.seed ?? 'fixtures') === 'fixtures') this.seedFixtures();
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

  /** The member an access token signs in as, or null (visitor) for no or an unknown token. */
  memberForToken(token: string | null | undefined): MockMember | null {
    if (token === null || token === undefined || token === '') return null;
    const state = this.members.find((member) => member.token === token && !member.deleted);
    return state === undefined ? null : this.publicMember(state);
  }

  /** Whether a token is an access token the backend knows. */
  isKnownToken(token: string): boolean {
    return this.members.some((member) => member.token === token && !member.deleted);
  }

  /** The member by username (deleted members are gone). */
  member(username: string): MockMember | null {
    const state = this.members.find((member) => member.username === username && !member.deleted);
    return state === undefined ? null : this.publicMember(state);
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

  /** Sign up: a new member with fresh tokens. 409 when the email or username is taken. */
  signUp(input: { username?: string | undefined; email: string; password: string }): MemberState {
    const email = input.email.trim().toLowerCase();
    const username = (input.username ?? email.split('@')[0] ?? 'member').trim();
    if (this.members.some((member) => !member.deleted && member.email === email)) {
      throw mockError('conflict', 'An account with this email already exists.');
    }
    if (this.members.some((member) => !member.deleted && member.username === username)) {
      throw mockError('conflict', 'This username is taken. Please choose another.');
    }
    const id = this.id();
    const state: MemberState = {
      id,
      username,
      email,
      password: input.password,
      token: `token-${username}-${id}`,
      refreshToken: `refresh-${username}-${id}`,
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

  /** Log in with email (or username) and password. 401 when they do not match. */
  logIn(input: { email: string; password: string }): MemberState {
    const login = input.email.trim().toLowerCase();
    const state = this.members.find(
      (member) => !member.deleted && (member.email === login || member.username === login),
    );
    if (state === undefined || state.password !== input.password) {
      throw mockError('unauthenticated', 'The email or password is not right. Please try again.');
    }
    return state;
  }

  /** Session tokens and profile of a member state. */
  session(state: MemberState): {
    access: string;
    refresh: string;
    user: ReturnType<MockBackend['currentUser']>;
  } {
    return {
      access: state.token,
      refresh: state.refreshToken,
      user: this.currentUser(this.publicMember(state)),
    };
  }

  /** Rotate tokens for a refresh token; 401 for an unknown one. */
  refresh(refreshToken: string): { access: string; refresh: string } {
    const state = this.members.find((member) => !member.deleted && member.refreshToken === refreshToken);
    if (state === undefined)
      throw mockError('unauthenticated', 'Your session has ended. Please sign in again.');
    const id = this.id();
    state.token = `token-${state.username}-${id}`;
    state.refreshToken = `refresh-${state.username}-${id}`;
    return { access: state.token, refresh: state.refreshToken };
  }

  /** 200 when the token is a valid access token, 401 otherwise. */
  verifyToken(token: string): void {
    if (!this.isKnownToken(token)) throw mockError('unauthenticated', 'This session is no longer valid.');
  }

  /** Logout: the refresh token stops working. The access token stays valid in the mock. */
  logOut(viewer: MockMember | null): void {
    if (viewer === null) return;
    const state = this.state(viewer);
    state.refreshToken = `revoked-${this.id()}`;
  }

  /** Forgot password: always succeeds (never tells whether an email exists). */
  forgotPassword(email: string): void {
    const state = this.members.find(
      (member) => !member.deleted && member.email === email.trim().toLowerCase(),
    );
    if (state !== undefined) this.passwordResets.set(`reset-${state.username}`, state.username);
  }

  /** Reset password with the token of a forgot-password mail (`reset-<username>` in the mock). */
  resetPassword(token: string, password: string): void {
    const username = this.passwordResets.get(token);
    const state = this.members.find((member) => !member.deleted && member.username === username);
    if (state === undefined)
      throw mockError('invalidRequest', 'This reset link has expired. Please ask for a new one.');
    state.password = password;
    this.passwordResets.delete(token);
  }

  /** 200 for the right password, 400 otherwise. */
  verifyPassword(viewer: MockMember | null, password: string): void {
    const state = this.state(viewer);
    if (state.password !== password) throw mockError('invalidRequest', 'The password is not right.');
  }

  /** Delete the account and everything the member wrote or did. */
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
    this.notifications = this.notifications.filter(
      (n) => n.recipient !== name && n.originator !== name && !links.has(n.data.memory ?? ''),
    );
    this.notificationsVersion++;
    state.deleted = true;
    state.email = '';
  }

  /** Start an email change: the mock's code is always 123456. */
  changeEmail(viewer: MockMember | null, newEmail: string): void {
    const state = this.state(viewer);
    const email = newEmail.trim().toLowerCase();
    if (this.members.some((member) => !member.deleted && member.email === email)) {
      throw mockError('conflict', 'An account with this email already exists.');
    }
    state.pendingEmail = { email, code: MOCK_EMAIL_CODE };
  }

  /** Confirm an email change with its six-digit code. */
  validateEmailChange(viewer: MockMember | null, code: string, newEmail: string): void {
    const state = this.state(viewer);
    const pending = state.pendingEmail;
    if (pending === null || pending.code !== code || pending.email !== newEmail.trim().toLowerCase()) {
      throw mockError('invalidRequest', 'This code is not right. Please check the email we sent.');
    }
    state.email = pending.email;
    state.pendingEmail = null;
  }

  /** Change the password; both fields must match. */
  changePassword(viewer: MockMember | null, newPassword: string, confirm: string): void {
    const state = this.state(viewer);
    if (newPassword !== confirm) throw mockError('invalidRequest', 'The two passwords do not match.');
    state.password = newPassword;
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
      throw mockError('notFound', NOT_FOUND_TEXTS.memory);
    return memory;
  }

  /** A memory by shareable link the viewer may see; 404 otherwise. */
  memoryByLink(viewer: MockMember | null, link: string): StoredMemory {
    const memory = this.memories.find((candidate) => candidate.shareable_link === link);
    if (memory === undefined || !this.canSee(viewer, memory))
      throw mockError('notFound', NOT_FOUND_TEXTS.memory);
    return memory;
  }

  /** Every stored memory, whatever its privacy (for assertions). */
  allMemories(): readonly StoredMemory[] {
    return this.memories;
  }

  private ownedMemory(viewer: MockMember | null, hashId: string): StoredMemory {
    const state = this.state(viewer);
    const memory = this.memoryByHash(viewer, hashId);
    if (memory.owner !== state.username)
      throw mockError('forbidden', 'Only the writer of this memory can change it.');
    return memory;
  }

  /**
   * Create a memory. The same Idempotency-Key from the same member returns the first memory
   * (`created: false`) instead of a second one.
   */
  createMemory(
    viewer: MockMember | null,
    input: MemoryInput,
    idempotencyKey?: string | null,
  ): { memory: StoredMemory; created: boolean } {
    const state = this.state(viewer);
    if (idempotencyKey !== undefined && idempotencyKey !== null && idempotencyKey !== '') {
      const known = this.idempotency.get(`${state.username}\u0000${idempotencyKey}`);
      const existing = this.memories.find((memory) => memory.hashId === known);
      if (existing !== undefined) return { memory: existing, created: false };
    }
    const id = this.id();
    const photos = this.claimPhotos(state.username, input.image_list, []);
    const memory: StoredMemory = {
      id,
      hashId: `m${id.toString(36)}Hx${(id * 7919).toString(36)}`,
      shareable_link: `${tagSlug(input.title) || 'memory'}-${(id * 104_729).toString(16)}`,
      owner: state.username,
      created: this.timestamp(),
      type: input.type,
      privacy: input.privacy,
      title: input.title,
      pattern_title: input.pattern_title ?? '',
      family_members: (input.family_members ?? []).map((member) => ({ ...member })),
      description: input.description,
      relationship_description: input.relationship_description,
      subjects: uniqueSubjects(input.subjects),
      sensitive_topics: [...new Set(input.sensitive_topics)],
      photos,
      tags: emptyTags(),
      persons_actions: [],
      texts: {},
    };
    this.applyTags(memory, input);
    this.memories.push(memory);
    state.lastPrivacy = input.privacy;
    if (idempotencyKey !== undefined && idempotencyKey !== null && idempotencyKey !== '') {
      this.idempotency.set(`${state.username}\u0000${idempotencyKey}`, memory.hashId);
    }
    return { memory, created: true };
  }

  /** Update a memory (owner only). */
  updateMemory(viewer: MockMember | null, hashId: string, input: MemoryInput): StoredMemory {
    const memory = this.ownedMemory(viewer, hashId);
    memory.type = input.type;
    memory.privacy = input.privacy;
    memory.title = input.title;
    if (input.pattern_title !== undefined) memory.pattern_title = input.pattern_title;
    if (input.family_members !== undefined)
      memory.family_members = input.family_members.map((member) => ({ ...member }));
    memory.description = input.description;
    memory.relationship_description = input.relationship_description;
    memory.subjects = uniqueSubjects(input.subjects);
    memory.sensitive_topics = [...new Set(input.sensitive_topics)];
    memory.photos = this.claimPhotos(memory.owner, input.image_list, memory.photos);
    this.applyTags(memory, input);
    this.state(viewer).lastPrivacy = input.privacy;
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
    this.notifications = this.notifications.filter((n) => n.data.memory !== link);
    this.notificationsVersion++;
  }

  private claimPhotos(
    owner: string,
    imageList: readonly string[],
    current: readonly { url: string; temp_id: string }[],
  ): { url: string; temp_id: string }[] {
    const photos: { url: string; temp_id: string }[] = [];
    for (const tempId of imageList) {
      const kept = current.find((photo) => photo.temp_id === tempId);
      if (kept !== undefined) {
        photos.push(kept);
        continue;
      }
      const temp = this.tempPhotos.find((photo) => photo.temp_id === tempId && photo.owner === owner);
      if (temp === undefined)
        throw mockError('invalidRequest', 'One of the photos is no longer available. Please add it again.');
      photos.push({ url: temp.image_url, temp_id: temp.temp_id });
    }
    if (photos.length > 3) throw mockError('invalidRequest', 'You can only upload up to 3 photos');
    this.tempPhotos = this.tempPhotos.filter((photo) => !imageList.includes(photo.temp_id));
    return photos;
  }

  private applyTags(memory: StoredMemory, input: MemoryInput): void {
    const previous = [
      ...MEMORY_TAG_LISTS.flatMap((key) => memory.tags[key]),
      ...memory.persons_actions.flatMap((entry) => [entry.person, ...entry.actions]),
    ];
    const reuse = (tag: { id: number | null; description: string }): StoredTag => {
      const kept = previous.find((old) => old.tag_id === tag.id && old.description === tag.description);
      return kept ?? { memory_tag_id: this.id(), tag_id: tag.id, description: tag.description };
    };
    const tags = emptyTags();
    for (const key of MEMORY_TAG_LISTS) tags[key] = (input.tags[key] ?? []).map(reuse);
    memory.tags = tags;
    memory.persons_actions = input.persons_actions.map((entry) => ({
      person: reuse(entry.person),
      actions: entry.actions.map(reuse),
    }));
    const texts: Partial<Record<MemoryTagTextKey, string>> = {};
    for (const key of MEMORY_TAG_TEXTS) {
      const text = input.texts[key];
      if (text !== undefined && text.trim() !== '') texts[key] = text;
    }
    memory.texts = texts;
    const kept = new Set(this.memoryTagIds(memory));
    this.resonances = this.resonances.filter(
      (row) => row.memory !== memory.shareable_link || kept.has(row.memory_tag_id),
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

  /** Answered tagging categories (any selection or free text). */
  totalTags(memory: StoredMemory): number {
    let total = 0;
    for (const key of MEMORY_TAG_LISTS) {
      const textKey = `${key}_text`;
      const text = isTagTextKey(textKey) ? (memory.texts[textKey] ?? '') : '';
      if (memory.tags[key].length > 0 || text !== '') total++;
    }
    if (memory.persons_actions.length > 0 || (memory.texts.persons_actions_text ?? '') !== '') total++;
    return total;
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

  /** Counts shown on a memory. */
  memoryCounts(viewer: MockMember | null, memory: StoredMemory): { comments: number; empathies: number } {
    return {
      comments: this.visibleComments(viewer, memory).length,
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

  private paginate<T>(items: readonly T[], page: number | undefined): MockPage<T> {
    const current = page === undefined || !Number.isFinite(page) || page < 1 ? 1 : Math.floor(page);
    const start = (current - 1) * this.pageSize;
    return {
      results: items.slice(start, start + this.pageSize),
      count: items.length,
      total_pages: Math.ceil(items.length / this.pageSize),
      page: current,
    };
  }

  /** Memories that match the filters and the viewer may see in a list, newest first. */
  listMemories(viewer: MockMember | null, filters: MemoryFilters = {}): MockPage<StoredMemory> {
    let list = this.memories.filter((memory) => this.isListed(viewer, memory));
    if (filters.user !== undefined) list = list.filter((memory) => memory.owner === filters.user);
    if (filters.hashtag !== undefined) {
      const tag = filters.hashtag.replace(/^#/, '').toLowerCase();
      list = list.filter((memory) => extractHashtags(memory.description).includes(tag));
    }
    if (filters.slug !== undefined) {
      const slug = filters.slug;
      const type = filters.tag_type;
      list = list.filter((memory) => {
        if (type === 'person_involved')
          return memory.persons_actions.some((e) => tagSlug(e.person.description) === slug);
        if (type === 'person_action') {
          return memory.persons_actions.some((e) => e.actions.some((a) => tagSlug(a.description) === slug));
        }
        const keys = MEMORY_TAG_LISTS.filter((key) => type === undefined || key === type);
        return keys.some((key) =>
          memory.tags[key].some((tag) => tag.tag_id !== null && tagSlug(tag.description) === slug),
        );
      });
    }
    if (filters.persons_involved !== undefined) {
      const person = filters.persons_involved;
      const actions = filters.person_actions ?? [];
      list = list.filter((memory) =>
        memory.persons_actions.some(
          (entry) =>
            entry.person.tag_id === person &&
            actions.every((action) => entry.actions.some((candidate) => candidate.tag_id === action)),
        ),
      );
    }
    const sorted = [...list].sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
    return this.paginate(sorted, filters.page);
  }

  /** Hashtags of listed memories that start with the query (without #), sorted. */
  autocomplete(viewer: MockMember | null, query: string): string[] {
    const prefix = query.replace(/^#/, '').toLowerCase();
    if (prefix === '') return [];
    const tags = new Set<string>();
    for (const memory of this.memories) {
      if (!this.isListed(viewer, memory)) continue;
      for (const tag of extractHashtags(memory.description)) if (tag.startsWith(prefix)) tags.add(`#${tag}`);
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
    if (!file.type.startsWith('image/') && !file.type.startsWith('video/')) {
      throw new MockHttpError(
        400,
        'invalid_request',
        'This file type is not supported. Please choose a photo.',
      );
    }
    if (file.size > MOCK_UPLOAD_BYTES_MAX) throw mockError('tooLarge');
    const tempId = `temp-${this.id()}`;
    this.tempPhotos.push({ temp_id: tempId, owner: state.username, image_url: UPLOADED_PHOTO_URL });
    return { temp_id: tempId, image: UPLOADED_PHOTO_URL };
  }

  /** Delete one of the member's temporary photos (unknown ids are ignored, as the spec's silent delete). */
  deleteTempPhoto(viewer: MockMember | null, tempId: string): void {
    const state = this.state(viewer);
    this.tempPhotos = this.tempPhotos.filter(
      (photo) => !(photo.temp_id === tempId && photo.owner === state.username),
    );
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
      throw mockError('notFound', NOT_FOUND_TEXTS.comment);
    }
    return comment;
  }

  /** Comments of a memory, oldest first, paged. */
  listComments(viewer: MockMember | null, link: string, page?: number): MockPage<StoredComment> {
    const memory = this.memoryByLink(viewer, link);
    return this.paginate(this.visibleComments(viewer, memory), page);
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
    this.notify(memory.owner, 'new_comment', state.username, {
      memory: memory.shareable_link,
      comment_id: comment.id,
      comment: String(comment.id),
      memory_title: memory.title,
      memory_description: memory.description,
      comment_content: content,
      content,
    });
    return comment;
  }

  /** Edit a comment (its author only; private comments too). */
  updateComment(viewer: MockMember | null, id: number, content: string, isPrivate: boolean): StoredComment {
    const state = this.state(viewer);
    const comment = this.comment(viewer, id, isPrivate);
    if (comment.author !== state.username)
      throw mockError('forbidden', 'Only the writer of this comment can change it.');
    comment.content = content;
    return comment;
  }

  /** Delete a comment (its author only) with its empathy, praise and acknowledgements. */
  deleteComment(viewer: MockMember | null, id: number, isPrivate: boolean): void {
    const state = this.state(viewer);
    const comment = this.comment(viewer, id, isPrivate);
    if (comment.author !== state.username)
      throw mockError('forbidden', 'Only the writer of this comment can delete it.');
    this.comments = this.comments.filter((candidate) => candidate !== comment);
    this.empathies = this.empathies.filter((row) => row.comment_id !== id);
    this.feedback = this.feedback.filter((row) => row.comment_id !== id);
    this.traumas = this.traumas.filter((row) => row.comment_id !== id);
    this.notifications = this.notifications.filter((n) => n.data.comment_id !== id);
    this.notificationsVersion++;
  }

  /** Hide a comment for the member (anyone but its author). */
  hideComment(viewer: MockMember | null, id: number): void {
    const state = this.state(viewer);
    const comment = this.comment(viewer, id);
    if (comment.author === state.username)
      throw mockError('invalidRequest', 'You cannot hide your own comment.');
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
   * 'Me too' comments: public comments written by readers who resonated with a tag of the
   * memory they commented on; of one memory, or of every memory the viewer may see. Paged.
   */
  meTooComments(viewer: MockMember | null, link: string | undefined, page?: number): MockPage<StoredComment> {
    const memories =
      link === undefined
        ? this.memories.filter((memory) => this.isListed(viewer, memory))
        : [this.memoryByLink(viewer, link)];
    const list = memories.flatMap((memory) => {
      const resonating = new Set(
        this.resonances.filter((row) => row.memory === memory.shareable_link).map((row) => row.member),
      );
      return this.visibleComments(viewer, memory).filter(
        (comment) => !comment.is_private && resonating.has(comment.author),
      );
    });
    return this.paginate(
      [...list].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
      page,
    );
  }

  /** The feed: listed memories and the public comments on them, newest first, paged. */
  feed(
    viewer: MockMember | null,
    page?: number,
  ): MockPage<{ kind: 'memory'; memory: StoredMemory } | { kind: 'comment'; comment: StoredComment }> {
    const memories = this.memories.filter((memory) => this.isListed(viewer, memory));
    const links = new Set(memories.map((memory) => memory.shareable_link));
    const items = [
      ...memories.map((memory) => ({ kind: 'memory' as const, memory, at: memory.created, id: memory.id })),
      ...this.comments
        .filter((comment) => !comment.is_private && links.has(comment.memory))
        .filter((comment) => viewer === null || !comment.hiddenBy.has(viewer.username))
        .map((comment) => ({ kind: 'comment' as const, comment, at: comment.created_at, id: comment.id })),
    ].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    return this.paginate(
      items.map((item) =>
        item.kind === 'memory'
          ? { kind: 'memory' as const, memory: item.memory }
          : { kind: 'comment' as const, comment: item.comment },
      ),
      page,
    );
  }

  /* ───────────── Empathy, reactions, saves, resonance, praise ───────────── */

  /** Empathize with a memory (`commentId` null) or a comment. Repeating returns the same id. */
  createEmpathy(viewer: MockMember | null, link: string, commentId: number | null): { empathy_id: number } {
    const state = this.state(viewer);
    const memory = this.memoryByLink(viewer, link);
    const comment = commentId === null ? null : this.comment(viewer, commentId);
    if (comment !== null && comment.memory !== memory.shareable_link)
      throw mockError('notFound', NOT_FOUND_TEXTS.comment);
    const existing = this.empathies.find(
      (row) => row.member === state.username && row.memory === link && row.comment_id === commentId,
    );
    if (existing !== undefined) return { empathy_id: existing.id };
    const empathy: Empathy = { id: this.id(), member: state.username, memory: link, comment_id: commentId };
    this.empathies.push(empathy);
    if (comment === null) {
      this.notify(memory.owner, 'emphatized_a_memory', state.username, {
        memory: link,
        memory_title: memory.title,
        memory_description: memory.description,
      });
    } else {
      this.notify(comment.author, 'emphatized_a_comment', state.username, {
        memory: link,
        comment_id: comment.id,
        comment: String(comment.id),
        memory_title: memory.title,
        memory_description: memory.description,
        comment_content: comment.content,
      });
    }
    return { empathy_id: empathy.id };
  }

  /** Remove the member's empathy. Unknown ids are a 404, so a count can never go below 0. */
  deleteEmpathy(viewer: MockMember | null, empathyId: number): void {
    const state = this.state(viewer);
    const empathy = this.empathies.find((row) => row.id === empathyId && row.member === state.username);
    if (empathy === undefined) throw mockError('notFound', NOT_FOUND_TEXTS.empathy);
    this.empathies = this.empathies.filter((row) => row !== empathy);
  }

  /** Acknowledge the trauma a comment shares. */
  createTrauma(viewer: MockMember | null, link: string, commentId: number): { trauma_id: number } {
    const state = this.state(viewer);
    const comment = this.comment(viewer, commentId);
    if (comment.memory !== link) throw mockError('notFound', NOT_FOUND_TEXTS.comment);
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
    if (trauma === undefined) throw mockError('notFound', NOT_FOUND_TEXTS.meToo);
    this.traumas = this.traumas.filter((row) => row !== trauma);
  }

  /** React to a memory: one reaction per member per memory (409 when one exists; use update). */
  createReaction(
    viewer: MockMember | null,
    link: string,
    option: 1 | 2 | 3 | 4 | 5 | 6,
  ): { reaction_id: number; reaction_option_id: 1 | 2 | 3 | 4 | 5 | 6 } {
    const state = this.state(viewer);
    const memory = this.memoryByLink(viewer, link);
    if (this.reactions.some((row) => row.member === state.username && row.memory === link)) {
      throw mockError('conflict', 'You have already reacted to this memory.');
    }
    const reaction: Reaction = { id: this.id(), member: state.username, memory: link, option };
    this.reactions.push(reaction);
    this.notify(memory.owner, 'new_reaction', state.username, {
      memory: link,
      memory_reacted: link,
      reaction_option_id: option,
      memory_title: memory.title,
      memory_description: memory.description,
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
    if (reaction === undefined) throw mockError('notFound', NOT_FOUND_TEXTS.reaction);
    reaction.option = option;
    return { reaction_id: reaction.id, reaction_option_id: option };
  }

  /** Remove the member's reaction. */
  deleteReaction(viewer: MockMember | null, reactionId: number): void {
    const state = this.state(viewer);
    const reaction = this.reactions.find((row) => row.id === reactionId && row.member === state.username);
    if (reaction === undefined) throw mockError('notFound', NOT_FOUND_TEXTS.reaction);
    this.reactions = this.reactions.filter((row) => row !== reaction);
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
    if (save === undefined) throw mockError('notFound', NOT_FOUND_TEXTS.savedMemory);
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
    const tag = this.memoryTags(memory).find((candidate) => candidate.memory_tag_id === memoryTagId);
    if (tag === undefined) throw mockError('notFound', NOT_FOUND_TEXTS.tag);
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
    this.notify(memory.owner, 'new_resonance', state.username, {
      memory: link,
      memory_resonated: link,
      memory_tag_label: tag.description,
      memory_title: memory.title,
      memory_description: memory.description,
    });
    return { resonance_id: resonance.id, memory_tag_id: memoryTagId };
  }

  /** Withdraw a 'me too'. */
  deleteResonance(viewer: MockMember | null, resonanceId: number): void {
    const state = this.state(viewer);
    const resonance = this.resonances.find((row) => row.id === resonanceId && row.member === state.username);
    if (resonance === undefined) throw mockError('notFound', NOT_FOUND_TEXTS.meToo);
    this.resonances = this.resonances.filter((row) => row !== resonance);
  }

  /** Praise a memory or a comment with up to `FEEDBACK_LABELS_MAX` (3) labels. */
  createFeedback(
    viewer: MockMember | null,
    labels: readonly string[],
    target: { shareable_link?: string | undefined; comment_id?: number | undefined },
  ): { feedback_id: number; labels: string[] } {
    const state = this.state(viewer);
    const clean = checkLabels(labels);
    let link: string;
    let comment: StoredComment | null = null;
    if (target.comment_id !== undefined) {
      comment = this.comment(viewer, target.comment_id);
      link = comment.memory;
    } else if (target.shareable_link !== undefined) {
      link = this.memoryByLink(viewer, target.shareable_link).shareable_link;
    } else {
      throw mockError('invalidRequest', 'Please say which memory or comment this praise is for.');
    }
    const memory = this.memoryByLink(viewer, link);
    const existing = this.feedback.find(
      (row) =>
        row.member === state.username && row.memory === link && row.comment_id === (comment?.id ?? null),
    );
    if (existing !== undefined)
      throw mockError('conflict', 'You have already praised this. You can change your praise.');
    const feedback: Feedback = {
      id: this.id(),
      member: state.username,
      memory: link,
      comment_id: comment?.id ?? null,
      labels: clean,
    };
    this.feedback.push(feedback);
    this.notify(comment?.author ?? memory.owner, 'feedback_given', state.username, {
      memory: link,
      ...(comment === null
        ? {}
        : { comment_id: comment.id, comment: String(comment.id), comment_content: comment.content }),
      feedback_labels: clean,
      memory_title: memory.title,
      memory_description: memory.description,
    });
    return { feedback_id: feedback.id, labels: clean };
  }

  /** Change the labels of the member's praise. */
  updateFeedback(
    viewer: MockMember | null,
    feedbackId: number,
    labels: readonly string[],
  ): { feedback_id: number; labels: string[] } {
    const state = this.state(viewer);
    const feedback = this.feedback.find((row) => row.id === feedbackId && row.member === state.username);
    if (feedback === undefined) throw mockError('notFound', NOT_FOUND_TEXTS.praise);
    feedback.labels = checkLabels(labels);
    return { feedback_id: feedback.id, labels: feedback.labels };
  }

  /** Withdraw praise. */
  deleteFeedback(viewer: MockMember | null, feedbackId: number): void {
    const state = this.state(viewer);
    const feedback = this.feedback.find((row) => row.id === feedbackId && row.member === state.username);
    if (feedback === undefined) throw mockError('notFound', NOT_FOUND_TEXTS.praise);
    this.feedback = this.feedback.filter((row) => row !== feedback);
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
    this.memoryByLink(viewer, input.memory);
    if (input.metoo !== null) this.comment(viewer, input.metoo);
    if (isOther && (input.remark ?? '').trim() === '') {
      throw mockError('invalidRequest', 'Please tell us a little more about the reason.');
    }
    this.reports.push({
      id: this.id(),
      member: state.username,
      memory: input.memory,
      metoo: input.metoo,
      reason: input.reason,
      remark: isOther ? (input.remark ?? '') : '',
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
    if (vote === undefined) throw mockError('notFound', NOT_FOUND_TEXTS.vote);
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

  private notify(
    recipient: string,
    eventType: StoredNotification['event_type'],
    originator: string,
    data: StoredNotificationData,
  ): void {
    if (recipient === originator) return;
    this.notifications.push({
      id: this.id(),
      recipient,
      event_type: eventType,
      originator,
      created_at: this.timestamp(),
      is_read: false,
      is_seen: false,
      data,
    });
    this.notificationsVersion++;
  }

  /** A version that changes whenever any notification changes (for ETags). */
  notificationVersion(viewer: MockMember | null): string {
    const state = this.state(viewer);
    return `W/"n-${this.generation}-${state.username}-${this.notificationsVersion}"`;
  }

  /** The member's notifications, newest first. */
  notificationsOf(viewer: MockMember | null): StoredNotification[] {
    const state = this.state(viewer);
    return this.notifications
      .filter((n) => n.recipient === state.username && this.notificationVisible(viewer, n))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  }

  private notificationVisible(viewer: MockMember | null, notification: StoredNotification): boolean {
    const link = notification.data.memory;
    if (link === undefined) return true;
    const memory = this.memories.find((candidate) => candidate.shareable_link === link);
    return memory !== undefined && this.canSee(viewer, memory);
  }

  /** The member's notifications, paged. */
  notificationPage(viewer: MockMember | null, page?: number): MockPage<StoredNotification> {
    return this.paginate(this.notificationsOf(viewer), page);
  }

  /** How many notifications the member has not seen. */
  unseenCount(viewer: MockMember | null): number {
    return this.notificationsOf(viewer).filter((n) => !n.is_seen).length;
  }

  /** Mark every notification of the member seen (opening the bell). */
  markAllSeen(viewer: MockMember | null): void {
    for (const notification of this.notificationsOf(viewer)) notification.is_seen = true;
    this.notificationsVersion++;
  }

  /** Mark notifications read (and seen); ids that are not the member's are a 404. */
  markRead(viewer: MockMember | null, ids: readonly number[]): void {
    const mine = this.notificationsOf(viewer);
    const targets = ids.map((id) => mine.find((n) => n.id === id));
    if (targets.some((n) => n === undefined)) throw mockError('notFound', NOT_FOUND_TEXTS.notification);
    for (const notification of targets) {
      if (notification === undefined) continue;
      notification.is_read = true;
      notification.is_seen = true;
    }
    this.notificationsVersion++;
  }

  /** Grouped notifications (empathy, memory_feedback, comment_feedback, empathy_comments, reactions). */
  groupedNotifications(viewer: MockMember | null): MockGroupedNotification[] {
    const groups = new Map<
      string,
      { group: MockGroupedNotification['group']; items: StoredNotification[] }
    >();
    for (const notification of this.notificationsOf(viewer)) {
      const group = groupOf(notification);
      if (group === null) continue;
      const target =
        group === 'comment_feedback' || group === 'empathy_comments'
          ? `c${notification.data.comment_id ?? ''}`
          : `m${notification.data.memory ?? ''}`;
      const key = `${group}:${target}`;
      const entry = groups.get(key) ?? { group, items: [] };
      entry.items.push(notification);
      groups.set(key, entry);
    }
    return [...groups.values()].map(({ group, items }) => {
      const latest = items[0] as StoredNotification;
      const people = [...new Set(items.map((n) => n.originator))];
      return {
        group,
        last_originator: latest.originator,
        others: people.length - 1,
        description: latest.data.memory_description ?? '',
        memory_title: latest.data.memory_title ?? '',
        shareable_link: latest.data.memory ?? '',
        notification_ids: items.map((n) => n.id),
        feedback_label: [...new Set(items.flatMap((n) => n.data.feedback_labels ?? []))],
        comment_id: latest.data.comment_id ?? null,
        comment_content: latest.data.comment_content ?? '',
        is_read: items.every((n) => n.is_read),
        is_seen: items.every((n) => n.is_seen),
        created_at: latest.created_at,
      };
    });
  }

  /** Resonance notifications grouped per member and memory. */
  resonanceNotifications(viewer: MockMember | null): MockResonanceNotification[] {
    const groups = new Map<string, StoredNotification[]>();
    for (const notification of this.notificationsOf(viewer)) {
      if (notification.event_type !== 'new_resonance') continue;
      const key = `${notification.originator}:${notification.data.memory ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), notification]);
    }
    return [...groups.values()].map((items) => {
      const latest = items[0] as StoredNotification;
      return {
        originator: latest.originator,
        shareable_link: latest.data.memory ?? '',
        resonance_labels: items.map((n) => n.data.memory_tag_label ?? '').reverse(),
        notif_ids: items.map((n) => n.id),
        memory_description: latest.data.memory_description ?? '',
        memory_title: latest.data.memory_title ?? '',
        is_read: items.every((n) => n.is_read),
        is_seen: items.every((n) => n.is_seen),
        created_at: latest.created_at,
      };
    });
  }

  /** Grouped notifications, paged. */
  groupedNotificationPage(viewer: MockMember | null, page?: number): MockPage<MockGroupedNotification> {
    return this.paginate(this.groupedNotifications(viewer), page);
  }

  /** Resonance notifications, paged. */
  resonanceNotificationPage(viewer: MockMember | null, page?: number): MockPage<MockResonanceNotification> {
    return this.paginate(this.resonanceNotifications(viewer), page);
  }

  /* ───────────── Fixtures ───────────── */

  private seedFixtures(): void {
    for (const seed of memorySeeds) this.memories.push(this.memoryFromSeed(seed));
    const commentIds = new Map<string, number>();
    for (const activity of activitySeeds) this.replay(activity, commentIds);
    // The fixture community starts with Ada's older notifications seen and one of them read.
    for (const notification of this.notifications) {
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

/** The largest upload the mock accepts (10 MB); larger answers 413. */
export const MOCK_UPLOAD_BYTES_MAX = 10 * 1024 * 1024;

function groupOf(notification: StoredNotification): MockGroupedNotification['group'] | null {
  switch (notification.event_type) {
    case 'emphatized_a_memory':
      return 'empathy';
    case 'emphatized_a_comment':
      return 'empathy_comments';
    case 'new_reaction':
      return 'reactions';
    case 'feedback_given':
      return notification.data.comment_id === undefined ? 'memory_feedback' : 'comment_feedback';
    case 'new_comment':
    case 'new_resonance':
      return null;
  }
}

function isTagTextKey(key: string): key is MemoryTagTextKey {
  return (MEMORY_TAG_TEXTS as readonly string[]).includes(key);
}

function checkLabels(labels: readonly string[]): string[] {
  const clean = [...new Set(labels.map((label) => label.trim()).filter(Boolean))];
  if (clean.length === 0) throw mockError('invalidRequest', 'Please choose at least one label.');
  if (clean.length > FEEDBACK_LABELS_MAX)
    throw mockError('invalidRequest', `Maximum of ${FEEDBACK_LABELS_MAX} options selected`);
  return clean;
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
