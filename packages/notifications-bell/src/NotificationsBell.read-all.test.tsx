import { errorHandler, MEMBER_TOKENS, stairsMemory } from '@childhood-memories/testing';
import { WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { setupMockApi, testClient } from '../../../mocks/node.ts';
import { NotificationsBell } from './NotificationsBell.tsx';

vi.setConfig({ testTimeout: 60_000 });

// The bell's code, loaded before the first render (see NotificationsBell.moderation.test.tsx).
await import('./Bell.tsx');

const { server, backend } = setupMockApi();

/*
 * Issue 35: the header's number is what a member can count on the screen (unread rows, a grouped
 * row once however many notifications it holds), and 'Mark all as read' reads them all at once,
 * undoing only itself when the server fails.
 */

function setup(token: string = MEMBER_TOKENS.ada) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <WidgetsProvider client={testClient(token)} queryClient={queryClient}>
      <NotificationsBell channelName={`test-${Math.random()}`} />
    </WidgetsProvider>,
  );
  return { queryClient };
}

async function openBell() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }, { timeout: 3000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(dialog).findAllByRole('listitem');
  // Every page, so every row is on the screen.
  for (;;) {
    const more = within(dialog).queryByRole('button', { name: 'See previous notifications' });
    if (!more) break;
    await user.click(more);
    await waitFor(() => expect(more).not.toHaveAttribute('aria-busy', 'true'));
  }
  return { user, dialog };
}

const unreadRows = (dialog: HTMLElement) => within(dialog).queryAllByRole('button', { name: /^Unread: / });

describe('the header’s number', () => {
  it('is the unread rows a member can count, a grouped row once', async () => {
    const ada = backend.member('ada');
    // Two members say 'me too' to tags of one memory (Ben to three), and one comments.
    const tags = backend.memoryTags(backend.memoryByLink(ada, stairsMemory.shareable_link)).slice(0, 3);
    for (const tag of tags)
      await testClient(MEMBER_TOKENS.ben).createResonance({
        memory_tag_id: tag.memory_tag_id,
        shareable_link: stairsMemory.shareable_link,
      });
    await testClient(MEMBER_TOKENS.noor).createResonance({
      memory_tag_id: tags[0]?.memory_tag_id ?? 0,
      shareable_link: stairsMemory.shareable_link,
    });
    backend.createComment(backend.member('noor'), stairsMemory.shareable_link, 'Me too.', false);
    setup();
    const { dialog } = await openBell();
    const rows = unreadRows(dialog).length;
    // More notifications than rows: the header counts rows.
    expect(backend.notificationsOf(ada).filter((n) => !n.is_read).length).toBeGreaterThan(rows);
    expect(within(dialog).getByText(`${rows} unread`)).toBeInTheDocument();
    expect(backend.unreadCount(ada)).toBe(rows);
  });
});

describe('Mark all as read', () => {
  it('reads every row at once: no unread row, the header says All read, the button goes and focus stays in the dropdown', async () => {
    const { queryClient } = setup();
    const { user, dialog } = await openBell();
    expect(unreadRows(dialog).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(unreadRows(dialog)).toHaveLength(0);
    expect(within(dialog).getByText('All read')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('All your notifications are marked as read.');
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(backend.unreadCount(backend.member('ada'))).toBe(0);
    // Settled on the server's answer: still all read.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(unreadRows(dialog)).toHaveLength(0);
  });

  it('leaves unread a notification that arrived after the list was shown', async () => {
    const { queryClient } = setup();
    const { user, dialog } = await openBell();
    backend.createComment(backend.member('noor'), stairsMemory.shareable_link, 'Just now.', false);
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(backend.unreadCount(backend.member('ada'))).toBe(1);
    // The screen ends on what the server holds: the new one, unread, and the button for it.
    expect(await within(dialog).findByText('1 unread')).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('button', { name: /^Unread: noor commented/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
  });

  it('puts back what it marked when the server fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { queryClient } = setup();
    const { user, dialog } = await openBell();
    // The call fails, and so does the refetch after it: what shows is the undone patch alone.
    server.use(
      errorHandler('markAllNotificationsRead', 500),
      errorHandler('listNotifications', 500),
      errorHandler('listGroupedNotifications', 500),
      errorHandler('listResonanceNotifications', 500),
    );
    const before = unreadRows(dialog).map((row) => row.textContent);
    const header = within(dialog).getByText(/^\d+ unread$/).textContent;
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    await waitFor(() => expect(unreadRows(dialog).map((row) => row.textContent)).toEqual(before));
    expect(within(dialog).getByText(header ?? '')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('is not offered when nothing is unread', async () => {
    const ada = backend.member('ada');
    backend.markRead(
      ada,
      backend.notificationsOf(ada).map((notification) => notification.id),
    );
    setup();
    const { dialog } = await openBell();
    expect(within(dialog).getByText('All read')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});
