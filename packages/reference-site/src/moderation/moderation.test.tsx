import type { ModerationLogEntry, ModerationQueueItem } from '@childhood-memories/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { QueueItem } from './QueueItem.tsx';
import { actionWords, logLine, reportsClosed } from './words.ts';

/*
 * Issue 35: each moderation action's words say exactly what happens. 'Keep hidden…' opened 'Close
 * this without hiding?' ('It stays hidden.', a button 'Close'), and the log then said 'dismissed
 * the reports' of an item whose card said 'No open reports'.
 */

const comment = (overrides: Partial<ModerationQueueItem> = {}): ModerationQueueItem => ({
  key: 'comment:12',
  kind: 'comment',
  memory: {
    shareable_link: 'river',
    hash_id: 'h1',
    title: 'The winter the river froze',
    description: 'We walked on it.',
    author: 'ada',
    created: '2026-11-20T10:00:00Z',
    privacy: 0,
    sensitive_topics: [],
    readable: true,
  },
  comment: { id: 12, content: 'You should be over it.', author: 'bo', created_at: '2026-11-21T10:00:00Z' },
  reporters: 0,
  reasons: [],
  remarks: [],
  at_risk: false,
  first_reported_at: null,
  last_reported_at: null,
  hidden: null,
  review_request: null,
  ...overrides,
});

const hidden = { reason: 'hurtful' as const, note: '', hidden_at: '2026-11-22T10:00:00Z' };
const appeal = { message: 'I meant it kindly.', created_at: '2026-11-23T10:00:00Z' };
const reported = (count: number) => ({
  reporters: count,
  reasons: [{ reason_id: 3, reason: 'Unkind or judgemental', count }],
  last_reported_at: '2026-11-21T11:00:00Z',
  first_reported_at: '2026-11-21T11:00:00Z',
});

function renderItem(item: ModerationQueueItem) {
  const act = vi.fn(() => Promise.resolve());
  render(
    <MemoryRouter>
      <QueueItem item={item} viewer="sam" locale="en" act={act} />
    </MemoryRouter>,
  );
  return { act, article: screen.getByRole('article') };
}

describe('a hidden comment whose writer asked for a review, with no open report', () => {
  it('offers to keep it hidden, says exactly that, and closes with "Keep it hidden"', async () => {
    const user = userEvent.setup();
    const { act, article } = renderItem(comment({ hidden, review_request: appeal }));
    expect(article).toHaveTextContent('No open reports');
    await user.click(within(article).getByRole('button', { name: 'Keep hidden…' }));
    const dialog = screen.getByRole('dialog', { name: 'Keep this comment hidden?' });
    expect(dialog).toHaveAccessibleDescription(
      "It stays hidden. Its writer's request for a review will be closed, and they will be told a moderator looked again and kept it hidden.",
    );
    // Nothing about reporters: there are none.
    expect(dialog).not.toHaveTextContent('reported');
    // 'Close' is the dialog's own way out only, never the action.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it hidden' }));
    expect(act).toHaveBeenCalledWith(expect.objectContaining({ key: 'comment:12' }), 'dismiss', {
      note: '',
    });
  });

  it('offers to show it again, naming the request that closes', async () => {
    const user = userEvent.setup();
    const { article } = renderItem(comment({ hidden, review_request: appeal }));
    await user.click(within(article).getByRole('button', { name: 'Show again…' }));
    const dialog = screen.getByRole('dialog', { name: 'Show this comment again?' });
    expect(dialog).toHaveAccessibleDescription(
      'Everyone who can read the memory will see it again, and its writer will be told. Their request for a review will be closed.',
    );
    expect(within(dialog).getByRole('button', { name: 'Show it again' })).toBeInTheDocument();
  });
});

describe('every action says what it will do', () => {
  it('hide: its writer told why, its reporters that a moderator took action', () => {
    expect(actionWords('hide', comment(reported(2)))).toEqual({
      trigger: 'Hide comment…',
      title: 'Hide this comment?',
      body: 'Only its writer will see it, and they will be told it was hidden and why. The 2 members who reported it will hear that a moderator took action.',
      confirm: 'Hide comment',
      done: 'Hidden. Its writer was told why, and its reporters that a moderator took action.',
    });
    expect(actionWords('hide', comment({ kind: 'memory', comment: null, ...reported(1) })).body).toBe(
      'Only its writer will see it, and they will be told it was hidden and why. The member who reported it will hear that a moderator took action.',
    );
  });

  it('restore: seen again as its privacy allows, its writer told, reporters that a moderator looked', () => {
    const words = actionWords('restore', comment({ kind: 'memory', comment: null, hidden, ...reported(1) }));
    expect(words.title).toBe('Show this memory again?');
    expect(words.body).toBe(
      'It will be seen again by whoever its privacy setting lets read it, and its writer will be told. The member who reported it will hear that a moderator looked at it.',
    );
    expect(words.done).toBe('Shown again. Its writer was told.');
  });

  it('dismiss on a visible item: it stays as it is, its writer told nothing', () => {
    expect(actionWords('dismiss', comment(reported(3)))).toEqual({
      trigger: 'Dismiss reports…',
      title: 'Dismiss the reports?',
      body: 'It stays as it is, seen as before, and its writer is told nothing. The 3 members who reported it will hear that a moderator looked at it.',
      confirm: 'Dismiss reports',
      done: 'Reports dismissed. The reporters were told a moderator looked at it.',
    });
  });

  it('dismiss on a hidden item without a review request: reports only, it stays hidden', () => {
    const words = actionWords('dismiss', comment({ hidden, ...reported(1) }));
    expect(words.trigger).toBe('Dismiss reports…');
    expect(words.body).toBe(
      'It stays hidden, and its writer is told nothing. The member who reported it will hear that a moderator looked at it.',
    );
  });

  it('keep hidden with reports open too: the reporters are named as well', () => {
    const words = actionWords('dismiss', comment({ hidden, review_request: appeal, ...reported(2) }));
    expect(words.trigger).toBe('Keep hidden…');
    expect(words.body).toContain('The 2 members who reported it will hear that a moderator looked at it.');
    expect(words.done).toBe('Kept hidden. Its writer was told.');
  });
});

describe('the audit log says what was done', () => {
  const entry = (overrides: Partial<ModerationLogEntry>): ModerationLogEntry => ({
    id: 1,
    action: 'dismiss',
    moderator: 'sam',
    kind: 'comment',
    memory: 'river',
    memory_title: 'The winter the river froze',
    comment: 12,
    reason: null,
    note: '',
    reports_closed: 0,
    created_at: '2026-11-24T10:00:00Z',
    ...overrides,
  });

  it('names a kept-hidden review as that, not as dismissed reports', () => {
    expect(logLine(entry({ reason: 'hurtful' }))).toBe(
      'sam looked again and kept a comment on “The winter the river froze” hidden',
    );
    expect(logLine(entry({ reports_closed: 2 }))).toBe(
      'sam dismissed the reports on a comment on “The winter the river froze”',
    );
    expect(logLine(entry({ action: 'hide', reason: 'spam', kind: 'memory', comment: null }))).toBe(
      'sam hid the memory “The winter the river froze”',
    );
    expect(logLine(entry({ action: 'restore', memory_title: ' ' }))).toBe(
      'sam showed a comment on a memory again',
    );
  });

  it('counts the reports it closed, and says nothing of none', () => {
    expect(reportsClosed(0)).toBe('');
    expect(reportsClosed(1)).toBe('1 report closed.');
    expect(reportsClosed(3)).toBe('3 reports closed.');
  });
});
