import { MemoryModal } from '@childhood-memories/memory-modal';
import { carriagesMemory, coastMemory, stairsMemory } from '@childhood-memories/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { expectNothingOf, expectOnScreen } from './screen-support.ts';
import { commentIdOf, findModal, modalStory } from './story-support.tsx';

// Content warnings hold everywhere (ours, trauma-informed): until the reader chooses 'Show
// memory', no tab, deep link or view shows a word, tag, free text, photo, comment or link of the
// memory: only who wrote it, its warnings and the cover. A warning the reader's safety filters
// hide keeps it covered, on every tab, whatever link opened it.
const meta: Meta = {
  title: 'memory-modal/Content warnings',
  component: MemoryModal,
};

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 5000 };

/** Everything of Cleo's coast memory a covered modal must not show: title, words, tags, free text. */
const COAST_WORDS = [
  /Two weeks at the coast/,
  /sandcastle/,
  /They told me about the separation/,
  /Parental separation or divorce/,
  /A sudden separation from a parent/,
  /\bConfused\b/,
  /#/,
];

/** Everything of Ada's stairs memory, and the comments written on it. */
const STAIRS_WORDS = [
  /The cupboard under the stairs/,
  /shouting/,
  /Mrs Okafor/,
  /I needed one grown-up/,
  /\bLonely\b/,
  /Sending you warmth/,
  /I used to wait at the gate too/,
  /#/,
];

async function expectCovered(dialog: HTMLElement, writer: string, words: readonly RegExp[]) {
  await expect(dialog).toHaveAccessibleName(`Childhood Memory by ${writer}`);
  const cover = await within(dialog).findByRole('heading', { name: 'This memory carries content warnings' });
  await expectOnScreen(cover);
  await expectNothingOf(dialog, words);
  // No way to respond to what cannot be read yet: no reactions, no actions.
  await expect(within(dialog).queryByRole('group', { name: 'Reactions' })).toBeNull();
  await expect(within(dialog).queryByRole('button', { name: 'Send Message' })).toBeNull();
}

/** Ben opens Cleo's coast memory: every tab shows the cover, none of its tags or free text. */
export const CoveredOnEveryTab: Story = {
  ...modalStory({ reader: 'ben', shareableLink: coastMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('Childhood Memory by cleo');
    await expect(within(dialog).getByRole('link', { name: 'cleo' })).toBeVisible();
    await expect(within(dialog).getByText('Death or loss')).toBeVisible();
    for (const name of ['Childhood Memory by cleo', 'Comments', 'Empathize']) {
      await userEvent.click(within(dialog).getByRole('tab', { name }));
      await expect(within(dialog).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expectCovered(dialog, 'cleo', COAST_WORDS);
    }
  },
};

/** The views a deep link or a host can open directly (Praise, Send Message, Connect) are covered too. */
export const CoveredViews: Story = {
  ...modalStory({ reader: 'ben', shareableLink: coastMemory.shareable_link, initialTab: 'validate' }),
  play: async () => {
    const dialog = await findModal('Childhood Memory by cleo');
    await expectCovered(dialog, 'cleo', COAST_WORDS);
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** `initialTab="summary"` lands on the cover; after 'Show memory' the tags are there. */
export const DeepLinkSummaryLandsOnCover: Story = {
  ...modalStory({ reader: 'ben', shareableLink: stairsMemory.shareable_link, initialTab: 'summary' }),
  play: async () => {
    const dialog = await findModal('Childhood Memory by ada');
    await expect(within(dialog).getByRole('tab', { name: 'Empathize' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectCovered(dialog, 'ada', STAIRS_WORDS);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show memory' }));
    await expect(dialog).toHaveAccessibleName('The cupboard under the stairs');
    await expect(within(dialog).getByRole('tab', { name: 'Empathize' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      await within(dialog).findByText('I needed one grown-up to ask me if I was all right.', {}, SLOW),
    ).toBeVisible();
  },
};

/** `resonance` lands on the cover; after 'Show memory' the matching tag is scrolled to and highlighted. */
export const DeepLinkResonanceLandsOnCover: Story = {
  ...modalStory({ reader: 'ben', shareableLink: stairsMemory.shareable_link, resonance: 'lonely' }),
  play: async () => {
    const dialog = await findModal('Childhood Memory by ada');
    await expectCovered(dialog, 'ada', STAIRS_WORDS);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show memory' }));
    const lonely = (await within(dialog).findByText('Lonely', {}, SLOW)).closest('li') as HTMLElement;
    await waitFor(() => expect(lonely).toHaveClass('cm-highlight'), SLOW);
    await expectOnScreen(lonely);
  },
};

/** `comment` lands on the cover, no comment readable; after 'Show memory' that comment is highlighted. */
export const DeepLinkCommentLandsOnCover: Story = {
  ...modalStory({
    reader: 'ben',
    shareableLink: stairsMemory.shareable_link,
    resolve: (backend) => ({ comment: commentIdOf(backend, stairsMemory.shareable_link, 'cleo') }),
  }),
  play: async () => {
    const dialog = await findModal('Childhood Memory by ada');
    await expect(within(dialog).getByRole('tab', { name: 'Comments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectCovered(dialog, 'ada', STAIRS_WORDS);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show memory' }));
    const card = await within(dialog).findByRole('listitem', { name: 'Comment by cleo' }, SLOW);
    await waitFor(() => expect(card).toHaveClass('cm-highlight'), SLOW);
    await expect(within(card).getByText('Sending you warmth. I am glad Mrs Okafor saw you.')).toBeVisible();
  },
};

/** `commentEmpathy` the same: covered first, then the comment. */
export const DeepLinkCommentEmpathyLandsOnCover: Story = {
  ...modalStory({
    reader: 'ben',
    shareableLink: stairsMemory.shareable_link,
    resolve: (backend) => ({ commentEmpathy: commentIdOf(backend, stairsMemory.shareable_link, 'ben') }),
  }),
  play: async () => {
    const dialog = await findModal('Childhood Memory by ada');
    await expectCovered(dialog, 'ada', STAIRS_WORDS);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show memory' }));
    const card = await within(dialog).findByRole('listitem', { name: 'Comment by You' }, SLOW);
    await waitFor(() => expect(card).toHaveClass('cm-highlight'), SLOW);
  },
};

/** 'Show memory' once holds on every tab while the modal is open; reopened, it asks again. */
export const AgreementLastsAcrossTabs: Story = {
  ...modalStory({ reader: 'ben', shareableLink: stairsMemory.shareable_link }),
  play: async () => {
    let dialog = await findModal('Childhood Memory by ada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show memory' }));
    for (const name of ['Comments', 'Empathize', 'Childhood Memory by ada']) {
      await userEvent.click(within(dialog).getByRole('tab', { name }));
      await expect(dialog).toHaveAccessibleName('The cupboard under the stairs');
      await expect(within(dialog).queryByRole('button', { name: 'Show memory' })).toBeNull();
    }
    await expect(within(dialog).getByText(/Mrs Okafor, noticed/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(within(document.body).getByRole('button', { name: 'Open the memory' }));
    dialog = await findModal('Childhood Memory by ada');
    await expectCovered(dialog, 'ada', STAIRS_WORDS);
  },
};

/**
 * A warning Ada's safety filters hide, opened by a link to its comments: covered on every tab,
 * with the way to her filters and no way round it, and nothing of it readable.
 */
export const HiddenByFiltersOnEveryTab: Story = {
  ...modalStory({
    reader: 'ada',
    shareableLink: carriagesMemory.shareable_link,
    initialTab: 'comment',
    setup: (backend, reader) =>
      void backend.updateSafetyPreferences(reader, { hidden_content_warning_ids: [4] }),
  }),
  play: async () => {
    const dialog = await findModal('Childhood Memory by ben');
    const words = [/Counting carriages/, /I have read your memory three times/, /Mr Patel/, /railway/];
    for (const name of ['Comments', 'Praise', 'Childhood Memory by ben']) {
      await userEvent.click(within(dialog).getByRole('tab', { name }));
      await expect(dialog).toHaveAccessibleName('Childhood Memory by ben');
      await expect(within(dialog).getByText(/Your safety filters hide memories/)).toBeVisible();
      await expectOnScreen(within(dialog).getByRole('link', { name: 'Safety filters' }));
      await expect(within(dialog).queryByRole('button', { name: 'Show memory' })).toBeNull();
      await expectNothingOf(dialog, words);
    }
  },
};
