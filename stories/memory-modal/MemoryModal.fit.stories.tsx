import { MemoryModal } from '@childhood-memories/memory-modal';
import { kiteMemory, stairsMemory } from '@childhood-memories/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { expectOnScreen } from './screen-support.ts';
import { findModal, modalStory, type ModalHarnessProps } from './story-support.tsx';

// Fits every screen (320-1280 px): every tab of the modal is reachable and visibly so, never cut
// ('Connect Memo') nor scrolled out of sight; Connect Memories names linked memories by title.
const meta: Meta = {
  title: 'memory-modal/Fits every screen',
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

/** Every tab whole, on screen, inside the dialog, on top where a finger lands, its label not cut. */
async function expectEveryTab(width: number, dialog: HTMLElement, names: readonly string[]) {
  await expect(window.innerWidth).toBe(width);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  const frame = dialog.getBoundingClientRect();
  const tabs = within(dialog).getAllByRole('tab');
  await expect(tabs.map((tab) => tab.textContent)).toEqual(names);
  for (const tab of tabs) {
    await expectOnScreen(tab);
    const box = tab.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.right).toBeLessThanOrEqual(frame.right);
    // The whole label shows: nothing hidden past the tab's own edge.
    await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth + 1);
    const words = document.createRange();
    words.selectNodeContents(tab);
    const text = words.getBoundingClientRect();
    await expect(text.left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(text.right).toBeLessThanOrEqual(box.right + 1);
  }
}

const OWNER_TABS = ['Your Childhood Memory', 'Comments', 'Relate', 'Connect Memories'];
const MEMBER_TABS = ['Childhood Memory by ada', 'Comments', 'Empathize'];

/** The writer's 4 tabs at 1280 px: 'Connect Memories' whole. */
export const OwnerTabsAt1280: Story = {
  ...atWidth(1280, { reader: 'ada', shareableLink: stairsMemory.shareable_link }),
  play: async () => expectEveryTab(1280, await findModal('The cupboard under the stairs'), OWNER_TABS),
};

/** The writer's 4 tabs at 390 px: every one visible, none scrolled away. */
export const OwnerTabsAt390: Story = {
  ...atWidth(390, { reader: 'ada', shareableLink: stairsMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('The cupboard under the stairs');
    await expectEveryTab(390, dialog, OWNER_TABS);
    // And each opens with a tap where it shows.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Connect Memories' }));
    await expect(within(dialog).getByRole('tab', { name: 'Connect Memories' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The writer's 4 tabs at 320 px, the narrowest screen. */
export const OwnerTabsAt320: Story = {
  ...atWidth(320, { reader: 'ada', shareableLink: stairsMemory.shareable_link }),
  play: async () => expectEveryTab(320, await findModal('The cupboard under the stairs'), OWNER_TABS),
};

/** A member's 3 tabs at 320 px. */
export const MemberTabsAt320: Story = {
  ...atWidth(320, { reader: 'ben', shareableLink: kiteMemory.shareable_link }),
  play: async () => expectEveryTab(320, await findModal('The kite on the hill'), MEMBER_TABS),
};

/** Connect Memories names the linked memories by title, as the design system's links. */
export const LinkedMemoriesByTitle: Story = {
  ...atWidth(390, { reader: 'ada', shareableLink: stairsMemory.shareable_link, initialTab: 'connect' }),
  play: async () => {
    const dialog = await findModal('The cupboard under the stairs');
    const linked = await within(dialog).findByRole('heading', { name: 'Linked memories' }, SLOW);
    const list = linked.closest('section') as HTMLElement;
    await within(list).findByRole('link', { name: 'Waiting at the school gate' }, SLOW);
    // A design-system link (the accent, not the browser's blue), never a raw slug.
    const probe = document.createElement('a');
    probe.className = 'cm-link';
    list.append(probe);
    for (const link of within(list).getAllByRole('link')) {
      await expect(link.textContent).not.toMatch(/-[0-9a-f]{4}$/);
      await expect(getComputedStyle(link).color).toBe(getComputedStyle(probe).color);
      await expect(getComputedStyle(link).color).not.toBe('rgb(0, 0, 238)');
    }
    probe.remove();
    await expectOnScreen(within(list).getAllByRole('link')[0] as HTMLElement);
  },
};
