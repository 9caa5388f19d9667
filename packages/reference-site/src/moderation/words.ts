import type {
  ModerationAction,
  ModerationLogEntry,
  ModerationQueueItem,
} from '@childhood-memories/api-client';

/*
 * The words of each moderation action, said as the server does it (issue 35: 'Keep hidden…'
 * opened 'Close this without hiding?', whose 'Close' read like closing the dialog, and the log
 * said 'dismissed the reports' of an item with none). What each action does (reference server,
 * moderation/actions.ts, and the test kit alike):
 * - hide: hidden from everyone but its writer, who is told why; its open reports close and their
 *   reporters hear that a moderator took action.
 * - restore: visible again; its writer is told; a review request closes; open reports close and
 *   their reporters hear that a moderator looked at it.
 * - dismiss of a hidden item whose writer asked for a review: it stays hidden, the request closes
 *   and its writer hears that a moderator looked again and kept it hidden; open reports close too.
 * - dismiss otherwise: the item stays as it is, its writer is told nothing; open reports close and
 *   their reporters hear that a moderator looked at it.
 */

/** What a moderator meets for one action on one item: its button, its question and its answer. */
export interface ActionWords {
  /** The button on the queue item that opens the question. */
  trigger: string;
  title: string;
  /** What will happen, to the item and to each person told. */
  body: string;
  /** The button that does it. */
  confirm: string;
  /** Said once it is done. */
  done: string;
}

/** Whether a dismiss answers the writer's request for a review of their hidden item. */
function keepsHidden(action: ModerationAction, item: ModerationQueueItem): boolean {
  return action === 'dismiss' && item.hidden !== null && item.review_request !== null;
}

/** "The member who reported it" / "The 3 members who reported it". */
function reportersOf(count: number): string {
  return count === 1 ? 'The member who reported it' : `The ${count} members who reported it`;
}

/** What the reporters hear, when there are any. */
function toReporters(item: ModerationQueueItem, hear: string): string {
  return item.reporters > 0 ? ` ${reportersOf(item.reporters)} will hear that ${hear}.` : '';
}

/**
 * The words of one action on one item, from what the item is (a memory or a comment), whether
 * it is hidden, its open reports and its writer's review request.
 *
 * @example
 * actionWords('dismiss', hiddenAndAppealed).trigger; // 'Keep hidden…'
 */
export function actionWords(action: ModerationAction, item: ModerationQueueItem): ActionWords {
  const thing = item.kind === 'comment' ? 'comment' : 'memory';
  if (action === 'hide') {
    return {
      trigger: `Hide ${thing}…`,
      title: `Hide this ${thing}?`,
      body: `Only its writer will see it, and they will be told it was hidden and why.${toReporters(
        item,
        'a moderator took action',
      )}`,
      confirm: `Hide ${thing}`,
      done:
        item.reporters > 0
          ? 'Hidden. Its writer was told why, and its reporters that a moderator took action.'
          : 'Hidden. Its writer was told why.',
    };
  }
  if (action === 'restore') {
    const seen =
      item.kind === 'comment'
        ? 'Everyone who can read the memory will see it again'
        : 'It will be seen again by whoever its privacy setting lets read it';
    return {
      trigger: 'Show again…',
      title: `Show this ${thing} again?`,
      body: `${seen}, and its writer will be told.${
        item.review_request ? ' Their request for a review will be closed.' : ''
      }${toReporters(item, 'a moderator looked at it')}`,
      confirm: 'Show it again',
      done: 'Shown again. Its writer was told.',
    };
  }
  if (keepsHidden(action, item)) {
    return {
      trigger: 'Keep hidden…',
      title: `Keep this ${thing} hidden?`,
      body: `It stays hidden. Its writer's request for a review will be closed, and they will be told a moderator looked again and kept it hidden.${toReporters(
        item,
        'a moderator looked at it',
      )}`,
      confirm: 'Keep it hidden',
      done: 'Kept hidden. Its writer was told.',
    };
  }
  return {
    trigger: 'Dismiss reports…',
    title: 'Dismiss the reports?',
    body: `${
      item.hidden ? 'It stays hidden' : 'It stays as it is, seen as before'
    }, and its writer is told nothing.${toReporters(item, 'a moderator looked at it')}`,
    confirm: 'Dismiss reports',
    done: 'Reports dismissed. The reporters were told a moderator looked at it.',
  };
}

/**
 * One audit line, saying what the moderator did: "river hid a comment on “Summer”", "river looked
 * again and kept the memory “Summer” hidden" (a dismiss that answered a review request: the log
 * keeps the reason it stays hidden), "river dismissed the reports on the memory “Summer”".
 *
 * @example
 * logLine(entry); // 'river showed the memory “Summer” again'
 */
export function logLine(entry: ModerationLogEntry): string {
  const title = entry.memory_title.trim() ? `“${entry.memory_title}”` : 'a memory';
  const what = entry.kind === 'comment' ? `a comment on ${title}` : `the memory ${title}`;
  if (entry.action === 'hide') return `${entry.moderator} hid ${what}`;
  if (entry.action === 'restore') return `${entry.moderator} showed ${what} again`;
  if (entry.reason !== null) return `${entry.moderator} looked again and kept ${what} hidden`;
  return `${entry.moderator} dismissed the reports on ${what}`;
}

/** "1 report closed" / "3 reports closed"; nothing when none was. */
export function reportsClosed(count: number): string {
  if (count === 0) return '';
  return count === 1 ? '1 report closed.' : `${count} reports closed.`;
}
