/** The mock backend's shared core: the clock, new ids, the failures a test asked for, and the notifications every store writes. */
import { type EndpointKey } from '@childhood-memories/api-client';
import { type NotifyingWrite } from '@childhood-memories/api-client/domain';
import { NotificationStore } from '../store/notifications.ts';
import { fixedClock } from './model.ts';

/** What every store shares, composed by the backend (a reset restarts it). */
export class Core {
  /** The clock; by default a fixed clock that moves one minute forward on each write. */
  now: () => Date;

  /** Which reset this state comes from, so an ETag never names two states across resets. */
  generation = 0;

  /** The members' notifications. */
  notifications = new NotificationStore();

  private nextId = 1;

  /** Endpoints made to fail (`fail()`), until `recover()` or `reset()`. */
  private failures = new Map<EndpointKey, { status: number; detail?: string; left: number }>();

  constructor(private readonly clock: (() => Date) | undefined) {
    this.now = clock ?? fixedClock();
  }

  /** Back to the start: the clock rewound, no notifications, no failures; `generation` names the reset. */
  restart(generation: number): void {
    this.now = this.clock ?? fixedClock();
    this.notifications = new NotificationStore();
    this.failures = new Map();
    this.generation = generation;
  }

  /** New ids from `next` on (the fixtures' from 1000, the mock's own from 5000: they never collide). */
  idsFrom(next: number): void {
    this.nextId = next;
  }

  /** Makes `endpoint` fail (see the face's `fail`). */
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

  /** The handlers ask before answering: the failure this call gets, if any. */
  takeFailure(endpoint: EndpointKey): { status: number; detail?: string } | null {
    const failure = this.failures.get(endpoint);
    if (failure === undefined) return null;
    failure.left -= 1;
    if (failure.left <= 0) this.failures.delete(endpoint);
    return { status: failure.status, detail: failure.detail };
  }

  /** A new id (one counter for every row). */
  id(): number {
    return this.nextId++;
  }

  /** Now, by the clock. */
  timestamp(): string {
    return this.now().toISOString();
  }

  /** Records what a write notifies (the domain core's `notificationOf`), now. */
  notify(write: NotifyingWrite<string, string>): void {
    this.notifications.write(write, () => this.id(), this.timestamp());
  }

  /** Runs `step` with the clock stopped at `at` (a fixture's own time). */
  at(at: string, step: () => void): void {
    const clock = this.now;
    this.now = () => new Date(at);
    try {
      step();
    } finally {
      this.now = clock;
    }
  }
}
