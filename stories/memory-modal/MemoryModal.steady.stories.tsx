import { MemoryModal } from '@childhood-memories/memory-modal';
import { kiteMemory, mockMembers, stairsMemory } from '@childhood-memories/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { findModal, modalStory, type ModalHarnessProps } from './story-support.tsx';

// Nothing moves under the reader's hand (issue 35): the modal keeps its top edge, header and
// exit where they are when the tab changes (it grows downward), and a comment deep link lands
// whole below the tab strip, which stays under the header. At 320, 390 and 1280 px.
const meta: Meta = {
  title: 'memory-modal/Stays where it is',
  component: MemoryModal,
};

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 5000 };

function atWidth(width: number, props: Omit<ModalHarnessProps, 'backend'>) {
  const story = modalStory(props);
  return {
    ...story,
    parameters: {
      ...story.parameters,
      viewport: {
        options: {
          [`w${width}`]: {
            name: `${width} px`,
            styles: { width: `${width}px`, height: width < 640 ? '844px' : '900px' },
            type: width < 640 ? 'mobile' : 'desktop',
          },
        },
      },
    },
    globals: { viewport: { value: `w${width}`, isRotated: false } },
  };
}

/** Where the dialog's top edge and its header's buttons are now. */
function placeOf(dialog: HTMLElement) {
  const top = dialog.getBoundingClientRect().top;
  const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
  const back = within(dialog).getByRole('button', { name: 'Back' }).getBoundingClientRect();
  return { top, close: [close.x, close.y], back: [back.x, back.y] };
}

/** The writer switches through all four tabs, each a different height: nothing above the tabs moves. */
async function switchTabsCalmly(width: number) {
  const dialog = await findModal('The cupboard under the stairs');
  await expect(window.innerWidth).toBe(width);
  const first = placeOf(dialog);
  const heights = new Set<number>([Math.round(dialog.getBoundingClientRect().height)]);
  for (const [tab, settled] of [
    ['Comments', 'Write a comment'],
    ['Relate', 'Tagging progress'],
    ['Connect Memories', null],
    ['Your Childhood Memory', null],
  ] as const) {
    await userEvent.click(within(dialog).getByRole('tab', { name: tab }));
    if (settled === 'Write a comment') await within(dialog).findByRole('textbox', { name: settled }, SLOW);
    if (settled === 'Tagging progress')
      await within(dialog).findByRole('progressbar', { name: settled }, SLOW);
    await new Promise((resolve) => setTimeout(resolve, 300));
    heights.add(Math.round(dialog.getBoundingClientRect().height));
    const now = placeOf(dialog);
    await expect(Math.abs(now.top - first.top)).toBeLessThanOrEqual(1);
    await expect(now.close).toEqual(first.close);
    await expect(now.back).toEqual(first.back);
  }
  // The tabs really are of different heights (else this would prove nothing), and the modal
  // sits inside the screen with a calm margin.
  await expect(heights.size).toBeGreaterThan(1);
  await expect(first.top).toBeGreaterThanOrEqual(8);
  await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
}

/** At 1280 px: the top edge, the Back and Close buttons stay put through four tabs. */
export const TabSwitchAt1280: Story = {
  ...atWidth(1280, { reader: 'ada', shareableLink: stairsMemory.shareable_link }),
  play: () => switchTabsCalmly(1280),
};

/** At 390 px, the same. */
export const TabSwitchAt390: Story = {
  ...atWidth(390, { reader: 'ada', shareableLink: stairsMemory.shareable_link }),
  play: () => switchTabsCalmly(390),
};

/** At 320 px, the same. */
export const TabSwitchAt320: Story = {
  ...atWidth(320, { reader: 'ada', shareableLink: stairsMemory.shareable_link }),
  play: () => switchTabsCalmly(320),
};

let linkedComment = 0;
const manyComments: Omit<ModalHarnessProps, 'backend'> = {
  reader: 'ada',
  shareableLink: kiteMemory.shareable_link,
  setup: (backend) => {
    const ben = mockMembers.find((member) => member.username === 'ben') ?? null;
    for (let index = 1; index <= 14; index += 1) {
      const comment = backend.createComment(
        ben,
        kiteMemory.shareable_link,
        `Comment number ${index}. Thank you for sharing the hill and the kite with us.`,
        false,
      );
      if (index === 12) linkedComment = comment.id;
    }
  },
  resolve: () => ({ comment: linkedComment }),
};

/** A comment deep link: the comment lands whole below the tab strip, and the strip under the header. */
async function landsBelowTheTabs() {
  const dialog = await findModal('The kite on the hill');
  const text = await within(dialog).findByText(/^Comment number 12\./, {}, SLOW);
  const card = text.closest('li');
  if (!card) throw new Error('no comment card');
  const tabs = within(dialog).getByRole('tablist');
  const title = within(dialog).getByRole('heading', { name: 'The kite on the hill' });
  const top = dialog.getBoundingClientRect().top;
  await waitFor(
    () => {
      const box = card.getBoundingClientRect();
      const strip = tabs.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(strip.bottom);
      expect(box.bottom).toBeLessThanOrEqual(dialog.getBoundingClientRect().bottom);
    },
    { timeout: 5000 },
  );
  const box = card.getBoundingClientRect();
  for (const y of [box.top + 4, box.top + box.height / 2, box.bottom - 4]) {
    const hit = document.elementFromPoint(box.left + box.width / 2, y);
    await expect(hit !== null && card.contains(hit)).toBe(true);
  }
  // The tab strip is on screen, below the header, and what a finger meets on the selected tab.
  const strip = tabs.getBoundingClientRect();
  await expect(strip.top).toBeGreaterThanOrEqual(title.getBoundingClientRect().bottom);
  const selected = within(dialog).getByRole('tab', { name: 'Comments' });
  const tab = selected.getBoundingClientRect();
  await expect(document.elementFromPoint(tab.left + tab.width / 2, tab.top + tab.height / 2)).toBe(selected);
  // Nothing but the body scrolled: the dialog is where it opened.
  await expect(Math.abs(dialog.getBoundingClientRect().top - top)).toBeLessThanOrEqual(1);
}

/** `comment` deep link at 1280 px. */
export const CommentDeepLinkAt1280: Story = {
  ...atWidth(1280, manyComments),
  play: landsBelowTheTabs,
};

/** `comment` deep link at 390 px. */
export const CommentDeepLinkAt390: Story = {
  ...atWidth(390, manyComments),
  play: landsBelowTheTabs,
};
