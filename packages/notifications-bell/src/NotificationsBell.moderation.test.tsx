import { emptyNotificationPage, MEMBER_TOKENS, mockEndpoint } from '@childhood-memories/testing';
import { WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { setupMockApi, testClient } from '../../../mocks/node.ts';
import { NotificationsBell } from './NotificationsBell.tsx';

vi.setConfig({ testTimeout: 60_000 });

// The bell's code, loaded before the first render. This file is about the rows, not the lazy
// load (NotificationsBell.test.tsx covers that): on a loaded machine, Vitest's module runner let
// the lazily imported Bell render before use-bell.ts had finished evaluating
// ("Cannot access '__vite_ssr_import_9__' before initialization"), seen twice in CI.
await import('./Bell.tsx');

const { server } = setupMockApi();

/** The raw notifications a moderator's actions leave: no one's name (`originator: ''`). */
function moderationNotifications() {
  const at = (minute: number) => `2024-05-04T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const kite = { memory: 'kite-on-the-hill-3f9a', memory_title: 'The kite on the hill' };
  const comment = { ...kite, comment_id: 12, comment_content: 'What a question.' };
  return [
    { id: 901, event_type: 'content_hidden', data: { ...comment, moderation_reason: 'hurtful' }, at: at(9) },
    { id: 902, event_type: 'content_hidden', data: { ...kite, moderation_reason: 'spam' }, at: at(8) },
    { id: 903, event_type: 'content_restored', data: comment, at: at(7) },
    { id: 904, event_type: 'content_restored', data: kite, at: at(6) },
    {
      id: 905,
      event_type: 'review_kept_hidden',
      data: { ...comment, moderation_reason: 'hurtful' },
      at: at(5),
    },
    { id: 906, event_type: 'review_kept_hidden', data: kite, at: at(4) },
    { id: 907, event_type: 'report_reviewed', data: { moderation_outcome: 'action' }, at: at(3) },
    { id: 908, event_type: 'report_reviewed', data: { moderation_outcome: 'reviewed' }, at: at(2) },
  ].map(({ at: created_at, ...rest }) => ({
    ...rest,
    originator: '',
    created_at,
    is_read: false,
    is_seen: false,
  }));
}

/** A member whose notifications are the moderation ones; reads and seen marks are kept. */
function moderationInbox() {
  const notifications = moderationNotifications();
  const marked: number[][] = [];
  const page = () => ({
    results: notifications,
    count: notifications.length,
    total_pages: 1,
    page: 1,
    unseen_count: notifications.filter((item) => !item.is_seen).length,
    unread_count: notifications.filter((item) => !item.is_read).length,
  });
  server.use(
    mockEndpoint('listNotifications', () => HttpResponse.json(page())),
    mockEndpoint('listGroupedNotifications', () => HttpResponse.json(emptyNotificationPage())),
    mockEndpoint('listResonanceNotifications', () => HttpResponse.json(emptyNotificationPage())),
    mockEndpoint('markAllNotificationsSeen', () => {
      for (const item of notifications) item.is_seen = true;
      return new HttpResponse(null, { status: 204 });
    }),
    mockEndpoint('markNotificationsRead', async ({ request }) => {
      const { notification_ids: ids } = (await request.json()) as { notification_ids: number[] };
      marked.push(ids);
      for (const item of notifications) if (ids.includes(item.id)) item.is_read = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { marked };
}

async function openBell() {
  const user = userEvent.setup();
  const onOpenNotification = vi.fn();
  render(
    <WidgetsProvider
      client={testClient(MEMBER_TOKENS.ben)}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <NotificationsBell onOpenNotification={onOpenNotification} channelName={`test-${Math.random()}`} />
    </WidgetsProvider>,
  );
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }, { timeout: 3000 }));
  // The bell's code loads on the first press (a dynamic import): give a loaded machine time.
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 10_000 });
  await within(dialog).findAllByRole('listitem', {}, { timeout: 10_000 });
  return { user, dialog, onOpenNotification };
}

const rowNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('button').textContent ?? '');

describe('the moderation notifications (ours)', () => {
  it("tells the writer and the reporter in the design's words, never with an empty name", async () => {
    moderationInbox();
    const { dialog } = await openBell();
    const texts = rowNames(dialog);
    const expected = [
      'A moderator hid your comment on “The kite on the hill”',
      'A moderator hid your memory “The kite on the hill”',
      'Your comment on “The kite on the hill” can be seen again',
      'Your memory “The kite on the hill” can be seen again',
      'A moderator looked again and kept your comment on “The kite on the hill” hidden',
      'A moderator looked again and kept your memory “The kite on the hill” hidden',
      'Thank you for your report. A moderator looked at it and took action.',
      'Thank you for your report. A moderator looked at it.',
    ];
    expected.forEach((text, index) => expect(texts[index]).toContain(text));
    // No row starts with a blank where a name would be.
    for (const button of within(dialog).getAllByRole('button', { name: /^Unread: / })) {
      expect(button).not.toHaveAccessibleName(/^Unread:\s{2}|^Unread: and /);
    }
  });

  it('opens a hidden comment among the comments, highlighted, and a hidden memory at its text', async () => {
    const { marked } = moderationInbox();
    const { user, dialog, onOpenNotification } = await openBell();
    await user.click(within(dialog).getByRole('button', { name: /A moderator hid your comment/ }));
    expect(onOpenNotification).toHaveBeenCalledWith({
      shareableLink: 'kite-on-the-hill-3f9a',
      tab: 'comment',
      comment: 12,
    });
    await waitFor(() => expect(marked).toEqual([[901]]));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(again).findByRole('button', { name: /A moderator hid your memory/ }));
    expect(onOpenNotification).toHaveBeenLastCalledWith({
      shareableLink: 'kite-on-the-hill-3f9a',
      tab: 'text',
    });
  });

  it("a reporter's answer opens nothing: pressing it only marks it read, and says so", async () => {
    const { marked } = moderationInbox();
    const { user, dialog, onOpenNotification } = await openBell();
    const row = within(dialog).getByRole('button', {
      name: /^Unread: Thank you for your report\. A moderator looked at it and took action\./,
    });
    expect(row).toHaveAccessibleDescription('Nothing to open. Pressing marks it as read.');
    // Reached from the rows above with the arrow keys, pressed with the keyboard.
    within(dialog)
      .getAllByRole('button', { name: /^Unread: / })[0]
      ?.focus();
    await user.keyboard('{End}{ArrowUp}');
    expect(row).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onOpenNotification).not.toHaveBeenCalled();
    await waitFor(() => expect(marked).toEqual([[907]]));
    // The dropdown stays open, focus stays on the row, now read and with nothing left to do.
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(row).toHaveFocus();
    await waitFor(() =>
      expect(row).toHaveAccessibleName(
        /^Thank you for your report. A moderator looked at it and took action./,
      ),
    );
    expect(row).toHaveAttribute('aria-disabled', 'true');
    expect(row).not.toHaveAccessibleDescription();
    expect(screen.getByRole('status')).toHaveTextContent('Marked as read.');

    // Pressing it again does nothing more.
    await user.keyboard('{Enter}');
    expect(marked).toEqual([[907]]);
  });
});
