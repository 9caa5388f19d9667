import { MemoryModal } from '@childhood-memories/memory-modal';
import { kiteMemory, mockMembers, stormMemory } from '@childhood-memories/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { expectOnScreen } from './screen-support.ts';
import { findModal, modalScene, modalStory, type ModalHarnessProps } from './story-support.tsx';

// Moderation (ours, issue 31), as the writer sees it: on their own memory or comment a moderator
// hid, a calm notice says so, why, where the Community Guidelines are, and lets them ask the
// moderators for a review once. The kit's fixtures: Sam hid Eli's comment on Ada's kite memory
// (Eli may ask again) and Eli's memory 'The night of the storm' (Eli's request is open).
const meta: Meta = {
  title: 'memory-modal/Moderation',
  component: MemoryModal,
};

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 5000 };
const GUIDELINES = '/safety#community-guidelines';
const SENT = 'You asked for a review. A moderator will look at it again.';
const sam = mockMembers.find((member) => member.username === 'sam') ?? null;

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
            styles: { width: `${width}px`, height: '844px' },
            type: 'mobile',
          },
        },
      },
    },
    globals: { viewport: { value: `w${width}`, isRotated: false } },
  };
}

/** Eli's own comment, as Eli reads the comments. */
async function findHiddenComment() {
  const dialog = await findModal('The kite on the hill');
  const card = await within(dialog).findByRole('listitem', { name: 'Comment by You' }, SLOW);
  const notice = await within(card).findByRole(
    'region',
    { name: 'A moderator hid this comment. Only you can see it.' },
    SLOW,
  );
  return { dialog, card, notice };
}

/** The writer's hidden comment: why, the guidelines in a new tab, and a way to ask for a review. */
export const HiddenCommentSeenByWriter: Story = {
  ...modalStory({
    reader: 'eli',
    shareableLink: kiteMemory.shareable_link,
    initialTab: 'comment',
    guidelinesHref: GUIDELINES,
  }),
  play: async () => {
    const { dialog, notice } = await findHiddenComment();
    await expect(
      within(notice).getByText('A moderator hid this comment. Only you can see it.'),
    ).toBeVisible();
    await expect(within(notice).getByText('Reason: Spam or advertising')).toBeVisible();
    const link = within(notice).getByRole('link', {
      name: 'Read the Community Guidelines (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', GUIDELINES);
    await expectOnScreen(link);
    await expectOnScreen(within(notice).getByRole('button', { name: 'Ask for a review' }));
    // Only the writer's own comment carries it.
    await expect(within(dialog).getAllByRole('region', { name: /A moderator hid/ })).toHaveLength(1);
  },
};

const sendScene = modalScene();

/** Ask, write, send (a double press sends once): the notice says it was sent, and focus is on those words. */
export const ReviewRequestSent: Story = {
  ...modalStory(
    {
      reader: 'eli',
      shareableLink: kiteMemory.shareable_link,
      initialTab: 'comment',
      guidelinesHref: GUIDELINES,
    },
    sendScene,
  ),
  play: async () => {
    const { notice } = await findHiddenComment();
    await userEvent.click(within(notice).getByRole('button', { name: 'Ask for a review' }));
    const field = within(notice).getByRole('textbox', {
      name: 'What would you like the moderators to know?',
    });
    await waitFor(() => expect(field).toHaveFocus());
    await expectOnScreen(field);
    const words = 'I only wanted to share the kites I make. I will leave the prices out.';
    await userEvent.type(field, words);
    await userEvent.dblClick(within(notice).getByRole('button', { name: 'Send request' }));
    const sent = await within(notice).findByText(SENT, {}, SLOW);
    await expect(sent).toBeVisible();
    await waitFor(() => expect(sent).toHaveFocus());
    await expect(within(notice).queryByRole('button', { name: 'Ask for a review' })).toBeNull();
    // The moderators have it, once.
    const requests = sendScene.backend
      .moderationQueue(sam)
      .results.filter((item) => item.review_request?.message === words);
    await expect(requests).toHaveLength(1);
  },
};

/** Sending fails: the words stay, a calm message says so; the next try sends them. */
export const ReviewRequestFailureKeepsWords: Story = {
  ...modalStory({
    reader: 'eli',
    shareableLink: kiteMemory.shareable_link,
    initialTab: 'comment',
    guidelinesHref: GUIDELINES,
    setup: (backend) => backend.fail('requestReview', 500, { times: 1 }),
  }),
  play: async () => {
    const { notice } = await findHiddenComment();
    await userEvent.click(within(notice).getByRole('button', { name: 'Ask for a review' }));
    const field = within(notice).getByRole('textbox', {
      name: 'What would you like the moderators to know?',
    });
    await userEvent.type(field, 'Please look again.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Send request' }));
    const alert = await within(notice).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('Failed to send your request. Please try again.');
    await expect(alert).toBeVisible();
    await expect(field).toHaveValue('Please look again.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Send request' }));
    await expect(await within(notice).findByText(SENT, {}, SLOW)).toBeVisible();
  },
};

/** A request half written survives a tab switch; Cancel lets it go and puts focus back on Ask. */
export const ReviewRequestSurvivesTabSwitch: Story = {
  ...modalStory({
    reader: 'eli',
    shareableLink: kiteMemory.shareable_link,
    initialTab: 'comment',
    guidelinesHref: GUIDELINES,
  }),
  play: async () => {
    const { dialog, notice } = await findHiddenComment();
    await userEvent.click(within(notice).getByRole('button', { name: 'Ask for a review' }));
    await userEvent.type(within(notice).getByRole('textbox', { name: /moderators/ }), 'My own kites.');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Childhood Memory by ada' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    const again = (await findHiddenComment()).notice;
    const field = await within(again).findByRole('textbox', { name: /moderators/ }, SLOW);
    await expect(field).toHaveValue('My own kites.');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(again).getByRole('button', { name: 'Ask for a review' })).toHaveFocus(),
    );
  },
};

/**
 * The writer's hidden memory, on a 320 px phone: the notice above the tabs, inside the screen,
 * its request already sent; the memory and its tabs stay the writer's to read.
 */
export const HiddenMemorySeenByWriter: Story = {
  ...atWidth(320, {
    reader: 'eli',
    shareableLink: stormMemory.shareable_link,
    guidelinesHref: GUIDELINES,
  }),
  play: async () => {
    const dialog = await findModal('The night of the storm');
    const notice = await within(dialog).findByRole(
      'region',
      { name: 'A moderator hid this memory. Only you can see it.' },
      SLOW,
    );
    await expect(within(notice).getByText('Reason: Needs a content warning')).toBeVisible();
    await expect(within(notice).getByText(SENT)).toBeVisible();
    await expect(within(notice).queryByRole('button', { name: 'Ask for a review' })).toBeNull();
    await expectOnScreen(within(notice).getByRole('link', { name: /Read the Community Guidelines/ }));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    // Above the tabs, and the memory is still there to read.
    const tablist = within(dialog).getByRole('tablist');
    await expect(notice.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      tablist.getBoundingClientRect().top,
    );
    await expect(within(dialog).getByText(/The night of the big storm/)).toBeVisible();
  },
};
