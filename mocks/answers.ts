/**
 * Ready-made raw answers, typed by endpoint, for stories and tests that want one fixed answer
 * (with `answerHandler`) instead of the whole stateful backend.
 */
import { InMemoryBackend } from './backend.ts';
import type { EndpointAnswer } from './handlers.ts';
import { ada, type MockMember } from './fixtures/members.ts';
import {
  carriagesMemory,
  coastMemory,
  kiteMemory,
  kitchenMemory,
  libraryMemory,
  schoolGateMemory,
  snowMemory,
  stairsMemory,
} from './fixtures/memories.ts';
import {
  wireComment,
  wireFeedItem,
  wireGroupedNotification,
  wireMemory,
  wireMockNotification,
  wirePage,
  wireResonanceNotification,
} from './wire.ts';

/** Raw answers built from the fixture community as one member sees it. */
export interface FixtureAnswers {
  readonly memories: {
    readonly kite: EndpointAnswer<'getMemory'>;
    readonly library: EndpointAnswer<'getMemory'>;
    readonly coast: EndpointAnswer<'getMemory'>;
    readonly kitchen: EndpointAnswer<'getMemory'>;
    readonly stairs: EndpointAnswer<'getMemory'>;
    /** Only me: present only when the viewer is its owner (Ada). */
    readonly schoolGate: EndpointAnswer<'getMemory'> | null;
    readonly carriages: EndpointAnswer<'getMemory'>;
    readonly snow: EndpointAnswer<'getMemory'>;
  };
  /** The comments on 'The cupboard under the stairs' the viewer may see (private ones too, for Ada). */
  readonly stairsComments: EndpointAnswer<'listComments'>;
  readonly notifications: EndpointAnswer<'listNotifications'>;
  readonly groupedNotifications: EndpointAnswer<'listGroupedNotifications'>;
  readonly resonanceNotifications: EndpointAnswer<'listResonanceNotifications'>;
  readonly feed: EndpointAnswer<'getFeed'>;
}

/**
 * The fixture community's answers as `viewer` (default Ada) sees them.
 *
 * @example
 * const answers = fixtureAnswers();
 * answerHandler('getMemory', answers.memories.stairs);
 */
export function fixtureAnswers(viewer: MockMember | null = ada): FixtureAnswers {
  const backend = new InMemoryBackend();
  const member = viewer === null ? null : backend.members.memberForToken(viewer.token);
  // As a reader meets them: through the shareable link (a Private-with-link memory too).
  const memory = (hashId: string) => {
    const link = backend.allMemories().find((candidate) => candidate.hashId === hashId)?.shareable_link ?? '';
    return wireMemory(backend, member, backend.memoryByLink(member, link));
  };
  const gate = backend.allMemories().find((candidate) => candidate.hashId === schoolGateMemory.hashId);
  const signedIn = member !== null;
  return {
    memories: {
      kite: memory(kiteMemory.hashId),
      library: memory(libraryMemory.hashId),
      coast: memory(coastMemory.hashId),
      kitchen: memory(kitchenMemory.hashId),
      stairs: memory(stairsMemory.hashId),
      schoolGate:
        gate !== undefined && backend.memories.canSee(member, gate)
          ? wireMemory(backend, member, gate)
          : null,
      carriages: memory(carriagesMemory.hashId),
      snow: memory(snowMemory.hashId),
    },
    stairsComments: wirePage(backend.listComments(member, stairsMemory.shareable_link), (comment) =>
      wireComment(backend, comment, member),
    ),
    notifications: signedIn
      ? {
          ...wirePage(backend.inbox.notificationPage(member), wireMockNotification),
          unseen_count: backend.unseenCount(member),
          unread_count: backend.unreadCount(member),
        }
      : emptyNotificationPage(),
    groupedNotifications: signedIn
      ? {
          ...wirePage(backend.inbox.groupedNotificationPage(member), wireGroupedNotification),
          unseen_count: backend.unseenCount(member),
          unread_count: backend.unreadCount(member),
        }
      : emptyNotificationPage(),
    resonanceNotifications: signedIn
      ? {
          ...wirePage(backend.inbox.resonanceNotificationPage(member), wireResonanceNotification),
          unseen_count: backend.unseenCount(member),
          unread_count: backend.unreadCount(member),
        }
      : emptyNotificationPage(),
    feed: wirePage(backend.memories.feed(member), (item) => wireFeedItem(backend, member, item)),
  };
}

/**
 * An empty page of any list (the empty state).
 *
 * @example
 * answerHandler('listComments', emptyPage());
 */
export function emptyPage(): { results: never[]; count: 0; total_pages: 0; page: 1 } {
  return { results: [], count: 0, total_pages: 0, page: 1 };
}

/**
 * An empty notifications page: "You don't have any notification yet".
 *
 * @example
 * answerHandler('listGroupedNotifications', emptyNotificationPage());
 */
export function emptyNotificationPage(): {
  results: never[];
  count: 0;
  total_pages: 0;
  page: 1;
  unseen_count: 0;
  unread_count: 0;
} {
  return { ...emptyPage(), unseen_count: 0, unread_count: 0 };
}
