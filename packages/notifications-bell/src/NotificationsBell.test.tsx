import { PAGE_SIZES } from '@childhood-memories/api-client/domain';
import { errorHandler, MEMBER_TOKENS, stairsMemory } from '@childhood-memories/testing';
import { WidgetsProvider } from '@childhood-memories/ui';
import { focusManager, QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setupMockApi, testClient } from '../../../mocks/node.ts';
import { FIRST_FETCH_DELAY_MS, POLL_INTERVAL_MS } from './constants.ts';
import { NotificationsBell, type NotificationsBellProps } from './NotificationsBell.tsx';

vi.setConfig({ testTimeout: 60_000 });

const { server, backend } = setupMockApi();

/** Every request to the notification list, with its If-None-Match and answer status. */
function watchPolls() {
  const polls: { ifNoneMatch: string | null; status?: number }[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/notifications/') || url.pathname.endsWith('/notifications')) {
      if (url.searchParams.get('page') === '1' || url.searchParams.get('page') === null) {
        polls.push({ ifNoneMatch: request.headers.get('If-None-Match'), status: response.status });
      }
    }
  });
  return polls;
}

afterEach(() => {
  server.events.removeAllListeners();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

function setup(props: Partial<NotificationsBellProps> = {}, token: string | null = MEMBER_TOKENS.ada) {
  const client = testClient(token);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onOpenNotification = vi.fn();
  const utils = render(
    <WidgetsProvider client={client} queryClient={queryClient}>
      <NotificationsBell
        onOpenNotification={onOpenNotification}
        channelName={`test-${Math.random()}`}
        {...props}
      />
    </WidgetsProvider>,
  );
  return { onOpenNotification, client, queryClient, utils };
}

describe('polling (community §4, §7, §9)', () => {
  it('fetches 1 s after the route changes, then every 30 000 ms, with a 304 when nothing changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const polls = watchPolls();
    const { utils, client, queryClient } = setup({ routeKey: '/home', channelName: 'test-route' });
    await act(() => vi.advanceTimersByTimeAsync(FIRST_FETCH_DELAY_MS - 50));
    expect(polls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(polls).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications, 8 unseen' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    await waitFor(() => expect(polls).toHaveLength(2));
    expect(polls[1]).toMatchObject({ ifNoneMatch: expect.any(String), status: 304 });
    expect(screen.getByRole('button', { name: 'Notifications, 8 unseen' })).toBeInTheDocument();

    // A route change polls again 1 s later.
    utils.rerender(
      <WidgetsProvider client={client} queryClient={queryClient}>
        <NotificationsBell routeKey="/memory/kite" channelName="test-route" />
      </WidgetsProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(FIRST_FETCH_DELAY_MS - 50));
    expect(polls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(polls).toHaveLength(3));
  });

  it('pauses while the tab is hidden and catches up when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const polls = watchPolls();
    setup();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_FETCH_DELAY_MS + 50));
    await waitFor(() => expect(polls).toHaveLength(1));
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(polls).toHaveLength(1);
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(polls).toHaveLength(2));
  });
});

describe('opening and clicking (community §4)', () => {
  it('opening marks all seen and sets the badge to 0 at once', async () => {
    const user = userEvent.setup();
    setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 8 unseen' }, { timeout: 3000 });
    await user.click(bell);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(backend.unseenCount(backend.member('ada'))).toBe(0));
  });

  it('puts the badge back when marking seen fails', async () => {
    server.use(errorHandler('markAllNotificationsSeen', 500));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 8 unseen' }, { timeout: 3000 });
    await user.click(bell);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 8 unseen' })).toBeInTheDocument(),
    );
    expect(warn).toHaveBeenCalled();
  });

  it('clicking a notification marks it read and hands the host its target; the header follows the server', async () => {
    const user = userEvent.setup();
    const { onOpenNotification, queryClient } = setup();
    const ada = backend.member('ada');
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText(`${backend.unreadCount(ada)} unread`)).toBeInTheDocument();
    const before = backend.unreadCount(ada);
    const unreadBefore = backend.notificationsOf(ada).filter((n) => !n.is_read).length;
    // The empathy group holds two notifications: both are read by one click, one row less.
    const group = within(dialog).getByRole('button', { name: /^Unread: cleo and 1 other empathized/ });
    await user.click(group);
    expect(onOpenNotification).toHaveBeenCalledWith(
      expect.objectContaining({ shareableLink: expect.any(String) }),
    );
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(backend.notificationsOf(ada).filter((n) => !n.is_read)).toHaveLength(unreadBefore - 2);
    expect(backend.unreadCount(ada)).toBe(before - 1);
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(again).findByText(`${before - 1} unread`)).toBeInTheDocument();
  });

  it('the header counts the unread rows a member sees, not the notifications they hold', async () => {
    const user = userEvent.setup();
    setup();
    const ada = backend.member('ada');
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findAllByRole('listitem');
    const rows = within(dialog).getAllByRole('button', { name: /^Unread: / }).length;
    expect(rows).not.toBe(backend.notificationsOf(ada).filter((n) => !n.is_read).length);
    expect(within(dialog).getByText(`${rows} unread`)).toBeInTheDocument();
  });

  it("never says 'All read' while an older page holds an unread one", async () => {
    const ada = backend.member('ada');
    // A page's worth of newer notifications puts the oldest on the second page.
    for (let index = 0; index < PAGE_SIZES.notifications; index += 1) {
      backend.createComment(backend.member('noor'), stairsMemory.shareable_link, `Me too ${index}.`, false);
    }
    const oldest = backend
      .notificationsOf(ada)
      .filter((notification) => !notification.is_read)
      .at(-1);
    backend.markRead(
      ada,
      backend
        .notificationsOf(ada)
        .filter((notification) => notification !== oldest)
        .map((notification) => notification.id),
    );
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findAllByRole('listitem');
    expect(within(dialog).queryByRole('button', { name: /^Unread: / })).toBeNull();
    expect(within(dialog).getByText('1 unread')).toBeInTheDocument();
    expect(within(dialog).queryByText('All read')).toBeNull();
  });

  it("says 'You don't have any notification yet' to a member with none", async () => {
    const user = userEvent.setup();
    setup({}, MEMBER_TOKENS.noor);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You don't have any notification yet")).toBeInTheDocument();
  });

  it('moves through the list with the arrow keys', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findAllByRole('listitem');
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => within(li).getByRole('button'));
    items[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[items.length - 1]).toHaveFocus();
  });

  it('closes on Escape with focus back on the bell, and on a click outside', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }, { timeout: 3000 }));
    // The light placeholder hands over to the bell's code: always ask for the current button.
    const bell = () => screen.getByRole('button', { name: /^Notifications/ });
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(bell()).toHaveFocus();
    await user.click(bell());
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(document.body);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('shows the button at once and loads the rest after first paint; a press before that opens it', async () => {
    const user = userEvent.setup();
    setup();
    const placeholder = screen.getByRole('button', { name: 'Notifications' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(placeholder);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('renders nothing for a visitor', () => {
    const { utils } = setup({ signedIn: false }, null);
    expect(utils.container).toBeEmptyDOMElement();
  });
});
