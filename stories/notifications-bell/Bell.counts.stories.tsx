import { createHttpClient } from '@childhood-memories/api-client';
import {
  ben,
  createHandlers,
  createMockBackend,
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
 * The bell's header counts the server's unread notifications (issue 27 §3), not the rows of the
 * pages loaded so far: a row can hold several notifications, and older pages wait behind 'See
 * previous notifications'. Each play compares the header with Ada's unread count in the story's
 * own mock backend.
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

const server = bellStory();
/** Ada has 14 unread notifications; the first page shows fewer unread rows (one holds two). */
export const ServerUnreadTotal: Story = {
  ...server.story,
  play: async () => {
    const panel = await openBell();
    const unread = server.backend.unreadCount(ada);
    const rows = within(panel).getAllByRole('button', { name: /^Unread: / }).length;
    await expect(rows).not.toBe(unread);
    await expect(within(panel).getByText(`${unread} unread`)).toBeVisible();
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
/** Clicking a row of two notifications reads both: opened again, the header says the backend's number. */
export const ClickReadsARow: Story = {
  ...clickGroup.story,
  play: async () => {
    const panel = await openBell();
    const before = clickGroup.backend.unreadCount(ada);
    await userEvent.click(within(panel).getByRole('button', { name: /^Unread: \w+ and 1 other empathized/ }));
    await expect(await body().findByText(/^The host would open/)).toBeVisible();
    await waitFor(() => expect(clickGroup.backend.unreadCount(ada)).toBe(before - 2));
    const again = await openBell();
    await expect(await within(again).findByText(`${before - 2} unread`)).toBeVisible();
  },
};
