import { type ModerationOutcome, type ModerationReason } from '@childhood-memories/api-client';
import {
  isWithdrawnBy,
  notificationOf,
  type NotificationFacts,
  type NotificationMatch,
  type NotificationRecord,
  type NotifyingWrite,
} from '@childhood-memories/api-client/domain';

/**
 * A notification as the mock keeps it: the domain core's record (members by username, memories
 * by shareable link) with its id, time and read flags. Titles, texts and labels are joined in
 * when read, as the server joins them, so an edit shows at once.
 */
export interface StoredNotification extends NotificationRecord<string, string> {
  readonly id: number;
  readonly created_at: string;
  /** Praise changed in place keeps its notification, with the new labels. */
  feedback_labels: readonly string[] | null;
  is_read: boolean;
  is_seen: boolean;
  /** Ours: why a moderator hid the writer's item (`content_hidden`, `review_kept_hidden`). */
  readonly moderation_reason?: ModerationReason;
  /** Ours: all a reporter learns (`report_reviewed`). */
  readonly moderation_outcome?: ModerationOutcome;
}

/** Ours: a moderation notification to record (no originator a member sees; `memory` '' for a reporter's). */
export type ModerationRecord = Omit<StoredNotification, 'id' | 'created_at' | 'is_read' | 'is_seen'>;

/** The mock's notifications: what the domain core says a write records or withdraws, and the read flags. */
export class NotificationStore {
  private rows: StoredNotification[] = [];
  /** Moves on whenever anything a member's lists show may have changed (their ETags name it). */
  private changes = 0;

  /** Applies a write's change (`notificationOf`): withdraw first, then record. */
  write(write: NotifyingWrite<string, string>, id: () => number, at: string): void {
    const change = notificationOf(write);
    if (change.withdraw !== null) this.withdraw(change.withdraw);
    if (change.record !== null) {
      this.rows.push({ ...change.record, id: id(), created_at: at, is_read: false, is_seen: false });
      this.changed();
    }
  }

  /** Records a moderation notification as it is (ours: not a member's write). */
  add(row: ModerationRecord, id: number, at: string): void {
    this.rows.push({ ...row, id, created_at: at, is_read: false, is_seen: false });
    this.changed();
  }

  /** Withdraws what an undone action had notified. */
  withdraw(match: NotificationMatch<string, string>): void {
    this.removeWhere((row) => isWithdrawnBy(row, match));
  }

  /** Removes the notifications `gone` picks (their memory, comment or tag went). */
  removeWhere(gone: (row: StoredNotification) => boolean): void {
    const before = this.rows.length;
    this.rows = this.rows.filter((row) => !gone(row));
    if (this.rows.length !== before) this.changed();
  }

  /** A member's notifications that `visible` keeps, newest first. */
  of(recipient: string, visible: (row: StoredNotification) => boolean): StoredNotification[] {
    return this.rows
      .filter((row) => row.recipient === recipient && visible(row))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  }

  /** Sets read and seen flags; a poll sees it when any changed. */
  mark(rows: readonly StoredNotification[], flags: { is_read?: true; is_seen?: true }): void {
    const changing = rows.filter(
      (row) => (flags.is_read === true && !row.is_read) || (flags.is_seen === true && !row.is_seen),
    );
    for (const row of changing) {
      if (flags.is_read === true) row.is_read = true;
      if (flags.is_seen === true) row.is_seen = true;
    }
    if (changing.length > 0) this.changed();
  }

  /** Praise changed in place: its notifications (the matches) carry the new labels. */
  relabel(match: NotificationMatch<string, string>, labels: readonly string[]): void {
    for (const row of this.rows) if (isWithdrawnBy(row, match)) row.feedback_labels = [...labels];
    this.changed();
  }

  /** Something a notification shows (a title, a comment's words, a label) changed. */
  changed(): void {
    this.changes += 1;
  }

  /** The count of changes, for ETags. */
  get version(): number {
    return this.changes;
  }

  /** Every stored notification (the fixture replay sets its older ones read). */
  all(): readonly StoredNotification[] {
    return this.rows;
  }
}

/** The facts a stored notification reads with, from what it points at now. */
export type NotificationFactsOf = (row: StoredNotification) => NotificationFacts;
