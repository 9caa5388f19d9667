/** The mock backend's state and what every part reads: members and sessions by token, the stores, the failures a test asked for, new ids and times. */
import { type EndpointKey } from '@childhood-memories/api-client';
import { refuse, type NotifyingWrite } from '@childhood-memories/api-client/domain';
import { NotificationStore } from '../store/notifications.ts';
import { type CommentStore } from './comments.ts';
import { type Inbox } from './inbox.ts';
import { type InteractionStore } from './interactions.ts';
import { type MemoryStore } from './memories.ts';
import { type ModerationStore } from './moderation.ts';
import { type PhotoStore } from './photos.ts';
import { type MockMember } from '../fixtures/members.ts';
import {
  fixedClock,
  type MemberState,
  type MockBackendOptions,
  type MockMail,
  type MockSession,
} from './model.ts';

export abstract class BackendCore {
  protected readonly options: MockBackendOptions;

  protected now: () => Date;

  protected nextId = 1;

  protected members: MemberState[] = [];

  /** The memories (a new store at each reset). */
  memories!: MemoryStore;

  /** Uploaded photos not yet in a memory (a new store at each reset). */
  photos!: PhotoStore;

  /** The comments on memories (a new store at each reset). */
  comments!: CommentStore;

  protected notifications = new NotificationStore();

  /** Empathy, 'me too', reactions, saves, resonance, praise and votes (a new store at each reset). */
  interactions!: InteractionStore;

  /** Reports, review requests and the moderation log (a new store at each reset). */
  moderation!: ModerationStore;

  /** The notifications as members read them. */
  inbox!: Inbox;

  protected supportMessages: { member: string; subject: string; message: string; email: string }[] = [];

  protected passwordResets = new Map<string, string>();

  protected sessions: MockSession[] = [];

  protected mail: MockMail[] = [];

  protected nextSession = 1;

  /** Which reset this state comes from, so an ETag never names two states across resets. */
  protected generation = 0;

  /** Endpoints made to fail (`fail()`), until `recover()` or `reset()`. */
  protected failures = new Map<EndpointKey, { status: number; detail?: string; left: number }>();

  constructor(options: MockBackendOptions = {}) {
    this.options = options;
    this.now = options.now ?? fixedClock();
    this.reset();
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

  protected sessionOf(token: string | null | undefined): MockSession | undefined {
    if (token === null || token === undefined || token === '') return undefined;
    return this.sessions.find((session) => !session.ended && session.accessTokens.includes(token));
  }

  protected publicMember(state: MemberState): MockMember {
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

  protected state(viewer: MockMember | null): MemberState {
    if (viewer === null) throw refuse('signInNeeded');
    const state = this.members.find((member) => member.username === viewer.username && !member.deleted);
    if (state === undefined) throw refuse('sessionEnded');
    return state;
  }

  /** Starts a session (a login) of a member: fresh access and refresh tokens. */
  protected startSession(state: MemberState, tokens?: { access: string; refresh: string }): MockSession {
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
  protected endSessions(memberId: number, except?: MockSession): void {
    for (const session of this.sessions) {
      if (session.member === memberId && session !== except) session.ended = true;
    }
  }

  protected id(): number {
    return this.nextId++;
  }

  protected timestamp(): string {
    return this.now().toISOString();
  }

  /** Records what a write notifies (the domain core's `notificationOf`), now. */
  protected notify(write: NotifyingWrite<string, string>): void {
    this.notifications.write(write, () => this.id(), this.timestamp());
  }

  /** Back to the starting state (the fixture community, or none). */
  abstract reset(): void;
}
