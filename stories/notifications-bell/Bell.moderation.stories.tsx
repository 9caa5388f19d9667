import { createHttpClient } from '@childhood-memories/api-client';
import {
  createHandlers,
  createMockBackend,
  kiteMemory,
  MEMBER_TOKENS,
  MOCK_API_BASE,
  type MockBackend,
} from '@childhood-memories/testing';
import { NotificationsBell, type NotificationTarget } from '@childhood-memories/notifications-bell';
import { WidgetRoot, WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { expectOnScreen } from '../memory-modal/screen-support.ts';

// Moderation (ours, issue 31) in the bell: the writer is told a moderator hid their memory or
// comment, showed it again, or kept it hidden after a review; a reporter that their report was
// looked at. No one's name, ever. The kit's fixtures: Eli's memories and comment were moderated
// (and Eli's report of Cleo's memory looked at); Ben's reports led to action.
const meta: Meta = {
  title: 'notifications-bell/Moderation',
  component: NotificationsBell,
};

export default meta;
type Story = StoryObj;

const body = () => within(document.body);

function Harness({ backend, token }: { backend: MockBackend; token: string }) {
  const [client] = useState(() => {
    backend.reset();
    return createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => token });
  });
  const [opened, setOpened] = useState<NotificationTarget | null>(null);
  // Each story its own channel, so stories never hear each other's polls.
  const [channelName] = useState(() => `story-${crypto.randomUUID()}`);
  return (
    <WidgetsProvider client={client}>
      <WidgetRoot className="cm-stack">
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <NotificationsBell routeKey="/home" onOpenNotification={setOpened} channelName={channelName} />
        </div>
        {opened ? <p role="status">The host would open {JSON.stringify(opened)}</p> : null}
      </WidgetRoot>
    </WidgetsProvider>
  );
}

function bellStory(token: string) {
  const backend = createMockBackend();
  return {
    parameters: { msw: { handlers: createHandlers(backend) } },
    render: () => <Harness backend={backend} token={token} />,
  };
}

async function openBell() {
  await userEvent.click(await body().findByRole('button', { name: /^Notifications/ }, { timeout: 5000 }));
  const panel = await body().findByRole('dialog', { name: 'Notifications' });
  await within(panel).findAllByRole('listitem', {}, { timeout: 5000 });
  return panel;
}

/** Eli's bell: every moderation kind a writer gets, and a reporter's answer; no empty name anywhere. */
export const WriterAndReporterKinds: Story = {
  ...bellStory(MEMBER_TOKENS.eli),
  play: async () => {
    const panel = await openBell();
    const texts = [
      'A moderator hid your comment on “The kite on the hill”',
      'A moderator looked again and kept your comment on “The kite on the hill” hidden',
      'A moderator hid your memory “Our class yearbook”',
      'Your memory “Our class yearbook” can be seen again',
      'A moderator hid your memory “The night of the storm”',
      'Thank you for your report. A moderator looked at it.',
    ];
    for (const text of texts) await expect(within(panel).getByText(text)).toBeVisible();
    for (const row of within(panel).getAllByRole('listitem')) {
      const text = row.textContent ?? '';
      await expect(text.trim()).not.toBe('');
      await expect(text).not.toMatch(/^\s|^(and|said|commented|empathized|reacted|praised) /);
    }
  },
};

/** A hidden comment's row opens the memory on its comments with that comment highlighted. */
export const HiddenCommentOpensTheComment: Story = {
  ...bellStory(MEMBER_TOKENS.eli),
  play: async () => {
    const panel = await openBell();
    await userEvent.click(within(panel).getByRole('button', { name: /A moderator hid your comment on/ }));
    const status = await body().findByText(/The host would open/);
    await expect(status).toHaveTextContent(`"shareableLink":"${kiteMemory.shareable_link}"`);
    await expect(status).toHaveTextContent(/"tab":"comment","comment":\d+/);
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  },
};

/**
 * Ben's reports led to action. A reporter's answer opens nothing: reached with the arrow keys and
 * pressed, it is only marked read; the dropdown and focus stay, and 'Marked as read.' is said.
 */
export const ReportAnswerOnlyMarksRead: Story = {
  ...bellStory(MEMBER_TOKENS.ben),
  play: async () => {
    const panel = await openBell();
    const name = /^Unread: Thank you for your report\. A moderator looked at it and took action\./;
    const rows = within(panel).getAllByRole('button', { name });
    const row = rows[0] as HTMLElement;
    await expect(row).toHaveAccessibleDescription('Nothing to open. Pressing marks it as read.');
    row.focus();
    await expect(row).toHaveFocus();
    await expectOnScreen(row);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(row).toHaveAttribute('aria-disabled', 'true'));
    await expect(row).toHaveFocus();
    await expect(row).not.toHaveAccessibleDescription();
    await expect(body().getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expect(body().queryByText(/The host would open/)).toBeNull();
    await waitFor(() => expect(body().getByText('Marked as read.')).toBeInTheDocument());
    // Still there to read, and the arrow keys still reach it.
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    await expect(row).toHaveFocus();
  },
};
