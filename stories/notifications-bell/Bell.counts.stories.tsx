import { createHttpClient } from '@childhood-memories/api-client';
import {
  ben,
  createHandlers,
  createMockBackend,
  errorHandler,
  MEMBER_TOKENS,
  MOCK_API_BASE,
  mockMembers,
  stairsMemory,
  type MockBackend,
} from '@childhood-memories/testing';
import { NotificationsBell } from '@childhood-memories/notifications-bell';
import { WidgetRoot, WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/*
 * The bell's header counts the unread rows a member can count (issue 35), over every page the
 * server holds (issue 27 §3): a grouped row is one however many notifications it holds, and older
 * pages wait behind 'See previous notifications'. 'Mark all as read' reads them all at once. Each
 * play compares the header with Ada's unread count in the story's own mock backend.
 */

const meta: Meta = {
  title: 'notifications-bell/Unread count',
  component: NotificationsBell,
};

export default meta;
type Story = StoryObj;

const ada = mockMembers.find((member) => member.username === 'ada') ?? null;
const body = () => within(document.body);

function Harness({ backend, setup }: { backend: MockBackend; setup?: (backend: MockBackend) => void }) {
  const [client] = useState(() => {
    backend.reset();
    setup?.(backend);
    return createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => MEMBER_TOKENS.ada });
  });
  const [channelName] = useState(() => `story-${crypto.randomUUID()}`);
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <WidgetsProvider client={client}>
      <WidgetRoot className="cm-stack">
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <NotificationsBell
            routeKey="/home"
            channelName={channelName}
            onOpenNotification={(target) => setOpened(target.shareableLink)}
          />
        </div>
        {opened ? <p role="status">The host would open {opened}</p> : null}
      </WidgetRoot>
    </WidgetsProvider>
  );
}

function bellStory(setup?: (backend: MockBackend) => void) {
  const backend = createMockBackend();
  return {
    backend,
    story: {
      parameters: { msw: { handlers: createHandlers(backend) } },
      render: () => <Harness backend={backend} setup={setup} />,
    },
  };
}

async function openBell() {
  await userEvent.click(await body().findByRole('button', { name: /^Notifications/ }, { timeout: 5000 }));
  const panel = await body().findByRole('dialog', { name: 'Notifications' });
  await within(panel).findAllByRole('button', { name: /ago$/ }, { timeout: 5000 });
  return panel;
}

/** A client of another member, for what they do before Ada opens her bell. */
const clientOf = (token: string) => createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => token });

const rows = bellStory();
/**
 * Ben says 'me too' to three tags of Ada's memory, Noor to one, and Noor comments: the header says
 * the rows Ada can count, each grouped row once, not the notifications they hold.
 */
export const UnreadRows: Story = {
  ...rows.story,
  play: async () => {
    const stairs = rows.backend.memoryByLink(ada, stairsMemory.shareable_link);
    const tags = rows.backend.memoryTags(stairs).slice(0, 3);
    for (const tag of tags)
      await clientOf(MEMBER_TOKENS.ben).createResonance({
        memory_tag_id: tag.memory_tag_id,
        shareable_link: stairs.shareable_link,
      });
    await clientOf(MEMBER_TOKENS.noor).createResonance({
      memory_tag_id: tags[0]?.memory_tag_id ?? 0,
      shareable_link: stairs.shareable_link,
    });
    await clientOf(MEMBER_TOKENS.noor).createComment({
      shareable_link: stairs.shareable_link,
      content: 'Me too, the stairs.',
    });
    const panel = await openBell();
    const unreadRows = within(panel).getAllByRole('button', { name: /^Unread: / }).length;
    const notifications = rows.backend.notificationsOf(ada).filter((n) => !n.is_read).length;
    await expect(notifications).toBeGreaterThan(unreadRows);
    await expect(within(panel).getByText(`${unreadRows} unread`)).toBeVisible();
    await expect(within(panel).getByRole('button', { name: /^Unread: ben said "me too"/ })).toBeVisible();
  },
};

const readAll = bellStory();
/** 'Mark all as read': no unread row, the header says 'All read', the button goes, focus stays in the dropdown. */
export const MarkAllAsRead: Story = {
  ...readAll.story,
  play: async () => {
    const panel = await openBell();
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await expect(within(panel).queryAllByRole('button', { name: /^Unread: / })).toHaveLength(0);
    await expect(within(panel).getByText('All read')).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await expect(panel).toHaveFocus();
    await waitFor(() => expect(readAll.backend.unreadCount(ada)).toBe(0));
  },
};

const readAllFails = bellStory();
/** The server refuses 'Mark all as read': the rows it had marked are unread again, the number back. */
export const MarkAllAsReadFails: Story = {
  parameters: {
    msw: {
      handlers: [errorHandler('markAllNotificationsRead', 500), ...createHandlers(readAllFails.backend)],
    },
  },
  render: readAllFails.story.render,
  play: async () => {
    const panel = await openBell();
    const before = within(panel).getAllByRole('button', { name: /^Unread: / }).length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(within(panel).getAllByRole('button', { name: /^Unread: / })).toHaveLength(before),
    );
    await expect(within(panel).getByText(`${before} unread`)).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  },
};

const allRead = bellStory((backend) =>
  backend.markRead(
    ada,
    backend.notificationsOf(ada).map((notification) => notification.id),
  ),
);
/** Nothing unread: 'All read', and no 'Mark all as read' to press. */
export const NothingUnread: Story = {
  ...allRead.story,
  play: async () => {
    const panel = await openBell();
    await expect(within(panel).getByText('All read')).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};

/** Ben comments `count` times on Ada's memory: her notifications reach a second page (20 a page). */
function moreComments(backend: MockBackend, count: number) {
  for (let index = 1; index <= count; index += 1)
    backend.createComment(ben, stairsMemory.shareable_link, `Thinking of you, note ${index}.`, false);
}

const olderPage = bellStory((backend) => {
  moreComments(backend, 12);
  const all = backend.notificationsOf(ada);
  const oldest = all.filter((notification) => !notification.is_read).at(-1);
  backend.markRead(
    ada,
    all.filter((notification) => notification !== oldest).map((notification) => notification.id),
  );
});
/** Every row of the first page read, one unread on the next page: '1 unread', never 'All read'. */
export const UnreadOnAnOlderPage: Story = {
  ...olderPage.story,
  play: async () => {
    const panel = await openBell();
    await expect(within(panel).queryByRole('button', { name: /^Unread: / })).toBeNull();
    await expect(within(panel).getByText('1 unread')).toBeVisible();
    await expect(within(panel).queryByText('All read')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'See previous notifications' }));
    await expect(await within(panel).findByRole('button', { name: /^Unread: / })).toBeVisible();
    await expect(within(panel).getByText('1 unread')).toBeVisible();
  },
};

const clickGroup = bellStory();
/** Clicking a row of two notifications reads both, one row: opened again, the header says one less. */
export const ClickReadsARow: Story = {
  ...clickGroup.story,
  play: async () => {
    const panel = await openBell();
    const before = clickGroup.backend.unreadCount(ada);
    await userEvent.click(within(panel).getByRole('button', { name: /^Unread: \w+ and 1 other empathized/ }));
    await expect(await body().findByText(/^The host would open/)).toBeVisible();
    await waitFor(() => expect(clickGroup.backend.unreadCount(ada)).toBe(before - 1));
    const again = await openBell();
    await expect(await within(again).findByText(`${before - 1} unread`)).toBeVisible();
  },
};
