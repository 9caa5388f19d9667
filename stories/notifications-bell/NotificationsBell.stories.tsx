import { createHttpClient } from '@childhood-memories/api-client';
import {
  answerHandler,
  ben,
  createHandlers,
  createMockBackend,
  errorHandler,
  MEMBER_TOKENS,
  MOCK_API_BASE,
  stairsMemory,
  type MockBackend,
} from '@childhood-memories/testing';
import {
  NotificationsBell,
  type NotificationsBellProps,
  type NotificationTarget,
} from '@childhood-memories/notifications-bell';
import { WidgetRoot, WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta: Meta = {
  title: 'notifications-bell/NotificationsBell',
  component: NotificationsBell,
};

export default meta;
type Story = StoryObj;

const body = () => within(document.body);

function Harness({
  backend,
  token,
  setup,
  ...props
}: Partial<NotificationsBellProps> & {
  backend: MockBackend;
  token: string | null;
  setup?: ((backend: MockBackend) => void) | undefined;
}) {
  const [client] = useState(() => {
    backend.reset();
    setup?.(backend);
    return createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => token });
  });
  const [opened, setOpened] = useState<NotificationTarget | null>(null);
  // Each story its own channel, so stories never hear each other's polls.
  const [channelName] = useState(() => `story-${crypto.randomUUID()}`);
  return (
    <WidgetsProvider client={client}>
      <WidgetRoot className="cm-stack">
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <NotificationsBell
            routeKey="/home"
            onOpenNotification={setOpened}
            channelName={channelName}
            {...props}
          />
        </div>
        {opened ? <p role="status">The host would open {JSON.stringify(opened)}</p> : null}
      </WidgetRoot>
    </WidgetsProvider>
  );
}

function bellStory(
  props: Partial<NotificationsBellProps> & { token?: string | null } = {},
  handlers: (backend: MockBackend) => HttpHandler[] = () => [],
  setup?: (backend: MockBackend) => void,
) {
  const backend = createMockBackend();
  const { token = MEMBER_TOKENS.ada, ...rest } = props;
  return {
    parameters: { msw: { handlers: [...handlers(backend), ...createHandlers(backend)] } },
    render: () => <Harness backend={backend} token={token} setup={setup} {...rest} />,
  };
}

async function openBell(name: RegExp | string = /^Notifications/) {
  await userEvent.click(await body().findByRole('button', { name }, { timeout: 5000 }));
  const panel = await body().findByRole('dialog', { name: 'Notifications' });
  await within(panel).findByRole('heading', { name: 'Notifications' });
  return panel;
}

/** Ada's bell: 8 unseen, announced as a count. */
export const UnseenBadge: Story = {
  ...bellStory(),
  play: async () => {
    const bell = await body().findByRole('button', { name: 'Notifications, 8 unseen' }, { timeout: 5000 });
    await expect(within(bell).getByText('8')).toBeVisible();
  },
};

/** Opening: every kind of row (grouped, resonance, comments), unread ones marked; the badge goes to 0. */
export const OpenEveryKind: Story = {
  ...bellStory(),
  play: async () => {
    const panel = await openBell('Notifications, 8 unseen');
    await expect(await within(panel).findByText(/empathized with your memory/)).toBeVisible();
    await expect(within(panel).getAllByText(/said "me too" to/)[0]).toBeVisible();
    await expect(within(panel).getAllByText(/commented on your memory/)[0]).toBeVisible();
    await expect(within(panel).getAllByRole('button', { name: /^Unread: / }).length).toBeGreaterThan(0);
    await waitFor(() => expect(body().getByRole('button', { name: 'Notifications' })).toBeVisible());
  },
};

/** Clicking a row hands the host where it leads, and the dropdown closes. */
export const ClickOpensTarget: Story = {
  ...bellStory(),
  play: async () => {
    const panel = await openBell();
    const rows = await within(panel).findAllByRole('button', { name: /commented on your memory/ });
    await userEvent.click(rows[0] as HTMLElement);
    await expect(await body().findByText(/"tab":"comment"/)).toBeVisible();
  },
};

/** A member with nothing yet. */
export const Empty: Story = {
  ...bellStory({ token: MEMBER_TOKENS.noor }),
  play: async () => {
    const panel = await openBell('Notifications');
    await expect(await within(panel).findByText("You don't have any notification yet")).toBeVisible();
  },
};

/** 99 and more unseen: '99+'. */
export const ManyUnseen: Story = {
  ...bellStory({}, () => [
    answerHandler('listNotifications', { results: [], count: 0, total_pages: 0, page: 1, unseen_count: 120 }),
  ]),
  play: async () => {
    const bell = await body().findByRole('button', { name: 'Notifications, 120 unseen' }, { timeout: 5000 });
    await expect(within(bell).getByText('99+')).toBeVisible();
  },
};

/** The first load fails: a calm retry (later poll failures are only logged). */
export const LoadFailed: Story = {
  ...bellStory({}, () => [errorHandler('listGroupedNotifications', 500)]),
  play: async () => {
    const panel = await openBell();
    await expect(
      await within(panel).findByText('We could not load your notifications. Please try again.'),
    ).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A visitor has no bell. */
export const Visitor: Story = {
  ...bellStory({ token: null, signedIn: false }),
  play: async () => {
    await expect(body().queryByRole('button', { name: /^Notifications/ })).toBeNull();
  },
};

const LONG_TITLE =
  'The summer we stayed with my grandmother by the sea and I learned to swim in the cold grey water';

function crafted(backend: MockBackend): HttpHandler[] {
  void backend;
  const at = (minutes: number) => new Date(Date.UTC(2024, 4, 1, 9, 60 - minutes)).toISOString();
  type Group = 'empathy' | 'memory_feedback' | 'comment_feedback' | 'empathy_comments' | 'reactions';
  const group = (
    over: Partial<{
      group: Group;
      last_originator: string;
      others: number;
      memory_title: string;
      notification_ids: number[];
      feedback_label: string[];
      comment_id: number | null;
      comment_content: string;
      is_read: boolean;
      created_at: string;
    }>,
  ) => ({
    group: 'empathy' as Group,
    last_originator: 'ben',
    others: 0,
    description: '',
    memory_title: 'The kite on the hill',
    shareable_link: 'kite-on-the-hill-3f9a',
    notification_ids: [1],
    feedback_label: [],
    comment_id: null,
    comment_content: '',
    is_read: false,
    is_seen: false,
    created_at: at(1),
    ...over,
  });
  const resonance = (
    over: Partial<{
      originator: string;
      resonance_labels: string[];
      notif_ids: number[];
      created_at: string;
    }>,
  ) => ({
    originator: 'cleo',
    shareable_link: 'the-cupboard-under-the-stairs-2a4c',
    resonance_labels: ['Lonely', 'Scared'],
    notif_ids: [30],
    memory_description: '',
    memory_title: 'The cupboard under the stairs',
    is_read: false,
    is_seen: false,
    created_at: at(5),
    ...over,
  });
  return [
    answerHandler('listGroupedNotifications', {
      results: [
        group({ notification_ids: [1] }),
        group({
          group: 'reactions',
          last_originator: 'cleo',
          others: 1,
          notification_ids: [2, 3],
          created_at: at(2),
        }),
        group({
          group: 'memory_feedback',
          others: 4,
          feedback_label: ['Brave', 'Honest', 'Kind', 'Moving'],
          notification_ids: [4, 5, 6, 7, 8],
          created_at: at(3),
          memory_title: LONG_TITLE,
        }),
        group({
          group: 'empathy_comments',
          comment_id: 9,
          comment_content: 'I used to wait at the gate too and nobody ever came for me either',
          notification_ids: [9],
          created_at: at(4),
          is_read: true,
        }),
      ],
      count: 4,
      total_pages: 1,
      page: 1,
      unseen_count: 6,
    }),
    answerHandler('listResonanceNotifications', {
      results: [
        resonance({}),
        resonance({
          originator: 'ben',
          resonance_labels: ['Lonely', 'Scared', 'Invisible', 'Safety', 'Being heard'],
          notif_ids: [31, 32, 33, 34, 35],
          created_at: at(6),
        }),
      ],
      count: 2,
      total_pages: 1,
      page: 1,
      unseen_count: 6,
    }),
  ];
}

/** Grouped with one and with many others, praise labels, a long title cut to 10 words, resonance with 2 and 5 labels. */
export const GroupedAndResonance: Story = {
  ...bellStory({}, crafted),
  play: async () => {
    const panel = await openBell();
    await expect(
      await within(panel).findByText(/^ben empathized with your memory “The kite on the hill”$/),
    ).toBeVisible();
    await expect(within(panel).getByText(/^cleo and 1 other reacted to your memory/)).toBeVisible();
    await expect(
      within(panel).getByText(
        /^ben and 4 others praised your memory “The summer we stayed with my grandmother by the sea…”$/,
      ),
    ).toBeVisible();
    await expect(within(panel).getByText('Praise: Brave, Honest, Kind and 1 more')).toBeVisible();
    await expect(within(panel).getByText(/^cleo said "me too" to Lonely, Scared in/)).toBeVisible();
    await expect(
      within(panel).getByText(/^ben said "me too" to Lonely, Scared, Invisible and 2 more in/),
    ).toBeVisible();
  },
};

/** 'See previous notifications' appends the next page (20 a page; Ben's notes give Ada 30). */
export const Paging: Story = {
  ...bellStory(
    {},
    () => [],
    (backend) => {
      for (let index = 1; index <= 12; index += 1)
        backend.createComment(ben, stairsMemory.shareable_link, `Thinking of you, note ${index}.`, false);
    },
  ),
  play: async () => {
    const panel = await openBell();
    const rows = async () => (await within(panel).findAllByRole('listitem')).length;
    const before = await rows();
    await userEvent.click(await within(panel).findByRole('button', { name: 'See previous notifications' }));
    await waitFor(async () => expect(await rows()).toBeGreaterThan(before));
  },
};

// Phones (320, 360 and 390 px, the bell where a host puts it): Bell.viewport.stories.tsx measures
// the dropdown and its rows there. A bell at the screen's right edge, as this file's harness has
// it, could never show the dropdown leaving the screen.

/** Dark theme, open (axe checks the contrast). */
export const Dark: Story = {
  ...bellStory({}, crafted),
  globals: { theme: 'dark' },
  play: async () => {
    const panel = await openBell();
    await expect(await within(panel).findByText(/^ben empathized with your memory/)).toBeVisible();
  },
};
