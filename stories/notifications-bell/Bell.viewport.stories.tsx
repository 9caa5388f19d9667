import { createHttpClient } from '@childhood-memories/api-client';
import { createHandlers, createMockBackend, MEMBER_TOKENS, MOCK_API_BASE } from '@childhood-memories/testing';
import { QuickExit } from '@childhood-memories/crisis-resources';
import { NotificationsBell, type NotificationsBellProps } from '@childhood-memories/notifications-bell';
import { Button, WidgetRoot, WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/*
 * The bell's dropdown on phones (issue 27 §4): inside the screen from 320 px up, wherever a
 * host puts the bell. The reference site puts it in its top bar before the wide 'Exit this
 * page' button, so its right edge is well inside the screen: a dropdown anchored to the bell's
 * right edge started at x = −8 px at 390. Each story measures what Chromium lays out: the panel's
 * box, every row's box, and what is on top where a finger lands on each row. In the site's bar
 * the exit is the real one, with its hint under it: the open dropdown never lands on either
 * (issue 35 §2; it covered 'or press Shift 3 times' at 390).
 */

const meta: Meta = {
  title: 'notifications-bell/Bell on phones',
  component: NotificationsBell,
  parameters: { layout: 'fullscreen' },
};

export default meta;
type Story = StoryObj;

type Layout = 'site' | 'start' | 'end';

/** A host's top bar: the site's (menu, name, bell, exit), the bell first, or the bell last. */
function TopBar({ layout, align }: { layout: Layout; align: NotificationsBellProps['align'] }) {
  const [client] = useState(() =>
    createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => MEMBER_TOKENS.ada }),
  );
  const [channelName] = useState(() => `story-${crypto.randomUUID()}`);
  const bell = <NotificationsBell routeKey="/home" channelName={channelName} align={align} />;
  return (
    <WidgetsProvider client={client}>
      <WidgetRoot>
        <header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: '0.5rem',
            padding: '0.5rem 0.75rem',
            borderBottom: '1px solid var(--cm-border)',
          }}
        >
          {layout === 'start' ? bell : null}
          {layout === 'site' ? (
            <Button variant="ghost" size="sm">
              Menu
            </Button>
          ) : null}
          <strong
            style={{
              flex: layout === 'site' ? '1 1 0' : 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            Memories
          </strong>
          {layout === 'site' ? (
            // As the site's bar: the exit's hint wraps under the button on a phone.
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: '0.5rem',
                minWidth: 0,
                flex: '0 1 auto',
              }}
            >
              {bell}
              <QuickExit
                placement="inline"
                navigate={() => undefined}
                style={{ justifyContent: 'flex-end', textAlign: 'end' }}
              />
            </div>
          ) : null}
          {layout === 'end' ? bell : null}
        </header>
        <main style={{ padding: '1rem' }}>
          <p>The page under the bell.</p>
        </main>
      </WidgetRoot>
    </WidgetsProvider>
  );
}

function phoneStory(width: number, layout: Layout, align: NotificationsBellProps['align'] = 'end'): Story {
  const backend = createMockBackend();
  const id = `phone${width}`;
  return {
    parameters: {
      layout: 'fullscreen',
      msw: { handlers: createHandlers(backend) },
      viewport: {
        options: {
          [id]: {
            name: `Phone ${width} px`,
            styles: { width: `${width}px`, height: '640px' },
            type: 'mobile',
          },
        },
      },
    },
    globals: { viewport: { value: id, isRotated: false } },
    render: () => {
      backend.reset();
      return <TopBar layout={layout} align={align} />;
    },
    play: async () => {
      await expect(window.innerWidth).toBe(width);
      await openAndCheck();
    },
  };
}

/** The box of `element` lies inside the viewport (1 px of rounding allowed). */
async function expectInsideViewport(element: Element) {
  const box = element.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth + 1);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
}

async function openAndCheck() {
  const body = within(document.body);
  await userEvent.click(await body.findByRole('button', { name: /^Notifications/ }, { timeout: 5000 }));
  const panel = await body.findByRole('dialog', { name: 'Notifications' });
  const rows = await within(panel).findAllByRole('button', { name: /ago$/ }, { timeout: 5000 });
  await expectInsideViewport(panel);
  const heading = within(panel).getByRole('heading', { name: 'Notifications' });
  await expect(heading).toBeVisible();
  await expectInsideViewport(heading);
  await expect(within(panel).getByText(/^\d+ unread$|^All read$/)).toBeVisible();
  for (const row of rows) {
    // Each row brought into the panel's view (it scrolls inside), then touched where a finger lands.
    row.scrollIntoView({ block: 'nearest' });
    await waitFor(() => expectInsideViewport(row));
    const box = row.getBoundingClientRect();
    const y = box.top + box.height / 2;
    for (const x of [box.left + 8, box.left + box.width / 2, box.right - 8]) {
      const hit = document.elementFromPoint(x, y);
      await expect(hit !== null && row.contains(hit)).toBe(true);
    }
  }
  // Nothing of the page scrolls sideways.
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  // The way out stays on top where a finger lands: the exit and its hint, beside the open dropdown.
  const exit = body.queryByRole('link', { name: 'Exit this page' });
  if (exit) {
    for (const part of [exit, body.getByText('or press Shift 3 times')]) {
      const box = part.getBoundingClientRect();
      // Its centre and each corner (6 px in, inside its rounding): no part of the way out lies under the dropdown.
      const points: [number, number][] = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 6, box.top + 6],
        [box.right - 6, box.top + 6],
        [box.left + 6, box.bottom - 6],
        [box.right - 6, box.bottom - 6],
      ];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        await expect(hit !== null && part.contains(hit)).toBe(true);
      }
    }
  }
}

/** 320 px, the site's top bar: the dropdown fits between the screen's edges. */
export const SiteTopBar320: Story = phoneStory(320, 'site');

/** 360 px, the site's top bar. */
export const SiteTopBar360: Story = phoneStory(360, 'site');

/** 390 px, the site's top bar (where the dropdown used to start at x = −8 px). */
export const SiteTopBar390: Story = phoneStory(390, 'site');

/** 320 px, the bell first in a bar and opening to its end: moved right to stay on screen. */
export const BellFirst320: Story = phoneStory(320, 'start');

/** 360 px, the bell last in a bar, centred under it: moved left to stay on screen. */
export const BellLastCentered360: Story = phoneStory(360, 'end', 'center');
