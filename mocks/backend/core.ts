/** The mock backend's shared core: the clock, new ids, the failures a test asked for, the notifications, and the stores the backend composes. */
import { type EndpointKey } from '@childhood-memories/api-client';
import { type NotifyingWrite } from '@childhood-memories/api-client/domain';
import { NotificationStore } from '../store/notifications.ts';
import { type AccountStore } from './account.ts';
import { type CommentStore } from './comments.ts';
import { type Inbox } from './inbox.ts';
import { type InteractionStore } from './interactions.ts';
import { type MemberStore } from './members.ts';
import { type MemoryStore } from './memories.ts';
import { type ModerationStore } from './moderation.ts';
import { type PhotoStore } from './photos.ts';
import { fixedClock, type MockBackendOptions } from './model.ts';

export abstract class BackendCore {
  protected readonly options: MockBackendOptions;

  protected now: () => Date;

  protected nextId = 1;

  /** The members and their sessions (a new store at each reset). */
  members!: MemberStore;

  /** Accounts: sign-up, passwords, e-mail, support, Safety Filters, leaving (a new store at each reset). */
  accounts!: AccountStore;

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
