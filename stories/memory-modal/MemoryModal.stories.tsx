import { MemoryModal } from '@childhood-memories/memory-modal';
import {
  carriagesMemory,
  coastMemory,
  delayedHandler,
  errorHandler,
  kiteMemory,
  libraryMemory,
  mockMembers,
  snowMemory,
  stairsMemory,
} from '@childhood-memories/testing';
import { PAGE_SIZES } from '@childhood-memories/api-client/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { commentIdOf, findModal, modalScene, modalStory, openCovered } from './story-support.tsx';

// Each story renders the modal through `ModalHarness` on its own fresh mock backend, read by one
// of the mock members (Ada writes most memories; Ben and Cleo respond), so the stories take no args.
const meta: Meta = {
  title: 'memory-modal/MemoryModal',
  component: MemoryModal,
};

/** How long a play waits for a lazily loaded tab: the whole suite shares two busy cores in CI. */
const SLOW = { timeout: 5000 };

export default meta;
type Story = StoryObj;

const body = () => within(document.body);

function tabNames(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

/** Ben reads Ada's kite memory: 3 tabs (Praise among its actions), her name, the photo and his 'Love'. */
export const ReadAsMember: Story = {
  ...modalStory({ reader: 'ben', shareableLink: kiteMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await expect(tabNames(dialog)).toEqual(['Childhood Memory by ada', 'Comments', 'Empathize']);
    await expect(within(dialog).getByRole('button', { name: 'Praise' })).toBeVisible();
    await expect(within(dialog).getByRole('tab', { name: 'Childhood Memory by ada' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(dialog).getByRole('link', { name: 'ada' })).toHaveAttribute('href', '/members/ada');
    await expect(within(dialog).getByRole('button', { name: 'Open photo 1 of 1' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Love 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: /^Support \d+$/ })).toBeVisible();
  },
};

/** The writer reads her own memory: 'Your Childhood Memory', 'You', 4 tabs, counts without buttons. */
export const Owner: Story = {
  ...modalStory({ reader: 'ada', shareableLink: stairsMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('The cupboard under the stairs');
    await expect(tabNames(dialog)).toEqual([
      'Your Childhood Memory',
      'Comments',
      'Relate',
      'Connect Memories',
    ]);
    await expect(within(dialog).getByText('You')).toBeVisible();
    // Her own words are never covered, whatever their warnings.
    await expect(within(dialog).queryByRole('button', { name: 'Show memory' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: /^Love/ })).toBeNull();
    // The family panel is its own chunk (only the writer sees it).
    await expect(await within(dialog).findByRole('heading', { name: 'Family members' }, SLOW)).toBeVisible();
  },
};

/** A memory with warnings the reader has not filtered: covered until 'Show memory'. */
export const WarningsCover: Story = {
  ...modalStory({ reader: 'ben', shareableLink: stairsMemory.shareable_link }),
  play: async () => {
    // Covered, the heading names the writer, not the title: a title can hurt too.
    const dialog = await findModal('Childhood Memory by ada');
    await expect(
      within(dialog).getByRole('heading', { name: 'This memory carries content warnings' }),
    ).toBeVisible();
    await expect(within(dialog).getByText('Emotional abuse')).toBeVisible();
    await expect(within(dialog).queryByText(/Subjects|Dad, Mrs Okafor|cupboard/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show memory' }));
    await expect(dialog).toHaveAccessibleName('The cupboard under the stairs');
    await expect(within(dialog).getByText(/Dad, Mrs Okafor/)).toBeVisible();
    // The first warning shows, the rest behind 'Show 1 more...'.
    await expect(within(dialog).getByRole('button', { name: 'Show 1 more...' })).toBeVisible();
  },
};

/** A warning the reader's safety filters hide: covered, no way round it here, no photo loaded. */
export const WarningsHidden: Story = {
  ...modalStory({
    reader: 'ada',
    shareableLink: carriagesMemory.shareable_link,
    setup: (backend, reader) =>
      void backend.updateSafetyPreferences(reader, { hidden_content_warning_ids: [4] }),
  }),
  play: async () => {
    const dialog = await findModal('Childhood Memory by ben');
    await expect(
      within(dialog).getByText(/Your safety filters hide memories with this content warning/),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Show memory' })).toBeNull();
    await expect(within(dialog).queryByRole('img')).toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'Safety filters' })).toHaveAttribute(
      'href',
      '/account/safety',
    );
  },
};

/** Every warning is one the reader chose to see without a notice: the memory opens at once. */
export const WarningsShownWithoutNotice: Story = {
  ...modalStory({
    reader: 'ben',
    shareableLink: stairsMemory.shareable_link,
    setup: (backend, reader) =>
      void backend.updateSafetyPreferences(reader, {
        hidden_content_warning_ids: [],
        shown_content_warning_ids: [...stairsMemory.sensitive_topics],
      }),
  }),
  play: async () => {
    const dialog = await findModal('The cupboard under the stairs');
    await expect(within(dialog).getByText(/Dad, Mrs Okafor/)).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Show memory' })).toBeNull();
    await expect(
      within(dialog).queryByRole('heading', { name: 'This memory carries content warnings' }),
    ).toBeNull();
  },
};

/** Three photos as 96 px thumbnails; the viewer wraps around with the arrow keys and closes on Escape. */
export const PhotosAndViewer: Story = {
  ...modalStory({ reader: 'ben', shareableLink: libraryMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('Saturdays at the library');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open photo 3 of 3' }));
    const viewer = await body().findByRole('dialog', { name: 'Photo 3 of 3' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(viewer).toHaveAccessibleName('Photo 1 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(viewer).toHaveAccessibleName('Photo 3 of 3');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    await expect(viewer).toHaveAccessibleName('Photo 1 of 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: /^Photo/ })).toBeNull());
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Open photo 3 of 3' })).toHaveFocus(),
    );
  },
};

/** A visitor reads a public memory: responding asks the host to sign them in. */
export const Visitor: Story = {
  ...modalStory({ reader: null, shareableLink: kiteMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Love\W+\d+$/ }));
    await expect(await body().findByText('The host page would ask you to sign in now.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /^Love\W+\d+$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** One reaction per member: a new one, another (update), the same again (delete); counts follow. */
export const Reactions: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: kiteMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    const sad = () => within(dialog).getByRole('button', { name: /^Sad\W+\d+$/ });
    const like = () => within(dialog).getByRole('button', { name: /^Like\W+\d+$/ });
    await userEvent.click(sad());
    await expect(sad()).toHaveAccessibleName('Sad 1');
    await expect(sad()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like());
    await expect(like()).toHaveAccessibleName('Like 1');
    await expect(sad()).toHaveAccessibleName('Sad 0');
    await userEvent.click(like());
    await expect(like()).toHaveAccessibleName('Like 0');
    await expect(like()).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A reaction that fails comes back off, silently (§8). */
export const ReactionFails: Story = {
  ...modalStory(
    { reader: 'cleo', shareableLink: kiteMemory.shareable_link },
    modalScene(() => [errorHandler('createReaction', 500)]),
  ),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    const sad = () => within(dialog).getByRole('button', { name: /^Sad\W+\d+$/ });
    await userEvent.click(sad());
    // The rollback follows the failed answer; on a loaded machine that can take over a second.
    await waitFor(() => expect(sad()).toHaveAttribute('aria-pressed', 'false'), SLOW);
    await expect(sad()).toHaveAccessibleName('Sad 0');
    await expect(body().queryByRole('alert')).toBeNull();
  },
};

/** The tag summary for another member: counts, hashtags linked to their tag search, 'me too' that counts at once. */
export const TagSummaryMeToo: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: stairsMemory.shareable_link, initialTab: 'summary' }),
  play: async () => {
    const dialog = await openCovered('ada', 'The cupboard under the stairs');
    await expect(within(dialog).getByRole('tab', { name: 'Empathize' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The summary tab is its own chunk: it may still be arriving when the dialog is.
    await expect(await within(dialog).findByRole('heading', { name: 'Feelings' }, SLOW)).toBeVisible();
    // A tag leads to its tag search (the page that lists the memories carrying it).
    await expect(
      within(dialog).getByRole('link', { name: '#Scared: memories tagged Scared' }),
    ).toHaveAttribute('href', '/memories/search/feelings/scared');
    const scared = within(dialog).getByRole('checkbox', { name: 'Me too: Scared' });
    await userEvent.click(scared);
    await expect(scared).toBeChecked();
    const row = scared.closest('li');
    await expect(row).not.toBeNull();
    await expect(within(row as HTMLElement).getByText('1 member relates')).toBeVisible();
    await userEvent.click(scared);
    await expect(within(row as HTMLElement).getByText('0 members relate')).toBeVisible();
  },
};

/** The writer's summary: progress over 12 questions, View Tags / View Links, edit from a heading. */
export const TagSummaryOwner: Story = {
  ...modalStory({ reader: 'ada', shareableLink: stairsMemory.shareable_link, initialTab: 'summary' }),
  play: async () => {
    const dialog = await findModal('The cupboard under the stairs');
    await expect(within(dialog).getByRole('tab', { name: 'Relate' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      await within(dialog).findByRole('progressbar', { name: 'Tagging progress' }, SLOW),
    ).toHaveAttribute('aria-valuemax', '12');
    await expect(within(dialog).queryByRole('checkbox', { name: /^Me too/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Links' }));
    await expect(within(dialog).getByRole('link', { name: 'Scared' })).toHaveAttribute(
      'href',
      '/memories/search/feelings/scared',
    );
  },
};

/** An untagged memory read by someone else: 'Childhood trauma not tagged', and no Empathize tab. */
export const UntaggedOther: Story = {
  ...modalStory({ reader: 'ada', shareableLink: carriagesMemory.shareable_link }),
  play: async () => {
    const dialog = await openCovered('ben', 'Counting carriages');
    await expect(tabNames(dialog)).toEqual(['Childhood Memory by ben', 'Praise', 'Comments']);
    await expect(within(dialog).getByText('Childhood trauma not tagged')).toBeVisible();
  },
};

/** The comments of a memory; the writer of a comment may edit it (Cancel / Save changes). */
export const CommentsAndEdit: Story = {
  ...modalStory({ reader: 'ben', shareableLink: stairsMemory.shareable_link, initialTab: 'comment' }),
  play: async () => {
    const dialog = await openCovered('ada', 'The cupboard under the stairs');
    const mine = await within(dialog).findByRole('listitem', { name: 'Comment by You' });
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const box = within(mine).getByRole('textbox', { name: 'Edit your comment' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Thank you for writing this.');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save changes' }));
    // A controlled textarea's text is its value: only the saved comment's paragraph counts.
    await expect(
      await within(mine).findByText('Thank you for writing this.', { selector: 'p' }),
    ).toBeVisible();
    const other = within(dialog).getByRole('listitem', { name: 'Comment by cleo' });
    await expect(within(other).getByRole('button', { name: 'Hide Comment' })).toBeVisible();
  },
};

/** Sending a comment that fails: 'Failed to send', and the words stay in the box. */
export const CommentSendFails: Story = {
  ...modalStory(
    { reader: 'cleo', shareableLink: kiteMemory.shareable_link, initialTab: 'comment' },
    modalScene(() => [errorHandler('createComment', 500)]),
  ),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    const box = await within(dialog).findByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, 'This made me smile.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await body().findByText('Failed to send')).toBeVisible();
    await expect(
      body().getByText('There was an error sending your message. Please try again later.'),
    ).toBeVisible();
    await expect(box).toHaveValue('This made me smile.');
  },
};

/** A memory that is not there (or not yours to read): a calm sentence, no retry. */
export const NotFound: Story = {
  ...modalStory({ reader: 'ben', shareableLink: 'no-such-memory-0000' }),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Memory not available' });
    await expect(await within(dialog).findByText(/This memory is not available/)).toBeVisible();
  },
};

/** The memory on its way. */
export const Loading: Story = {
  ...modalStory(
    { reader: 'ben', shareableLink: kiteMemory.shareable_link },
    modalScene(() => [delayedHandler('getMemoryByLink', 'infinite')]),
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Opening the memory…' });
    await expect(within(dialog).getByRole('status')).toBeVisible();
  },
};

/** Cleo's bittersweet memory read by Ada (one warning, one photo). */
export const Bittersweet: Story = {
  ...modalStory({ reader: 'ada', shareableLink: coastMemory.shareable_link }),
  play: async () => {
    await openCovered('cleo', 'Two weeks at the coast');
  },
};

/** The `comment` deep link: Comments, the comment scrolled to after 700 ms and highlighted about 3 s. */
export const DeepLinkComment: Story = {
  ...modalStory({
    reader: 'ada',
    shareableLink: stairsMemory.shareable_link,
    resolve: (backend) => ({ comment: commentIdOf(backend, stairsMemory.shareable_link, 'cleo') }),
  }),
  play: async () => {
    const dialog = await findModal('The cupboard under the stairs');
    await expect(within(dialog).getByRole('tab', { name: 'Comments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await within(dialog).findAllByRole('listitem', { name: 'Comment by cleo' }, SLOW);
    const highlighted = () => dialog.querySelectorAll('.cm-memory-comment.cm-highlight');
    await waitFor(() => expect(highlighted()).toHaveLength(1), SLOW);
    await expect(highlighted()[0]).toHaveAccessibleName('Comment by cleo');
    await waitFor(() => expect(highlighted()).toHaveLength(0), SLOW);
  },
};

/** The `commentEmpathy` deep link (someone empathized with your comment): the same, on that comment. */
export const DeepLinkCommentEmpathy: Story = {
  ...modalStory({
    reader: 'ben',
    shareableLink: stairsMemory.shareable_link,
    resolve: (backend) => ({ commentEmpathy: commentIdOf(backend, stairsMemory.shareable_link, 'ben') }),
  }),
  play: async () => {
    const dialog = await openCovered('ada', 'The cupboard under the stairs');
    const card = await within(dialog).findByRole('listitem', { name: 'Comment by You' }, SLOW);
    await waitFor(() => expect(card).toHaveClass('cm-highlight'), SLOW);
  },
};

/** The `resonance` deep link: the tag summary, the matching tags highlighted for 2 s, toggles fixed. */
export const DeepLinkResonance: Story = {
  ...modalStory({ reader: 'ada', shareableLink: stairsMemory.shareable_link, resonance: 'lonely,scared' }),
  play: async () => {
    const dialog = await findModal('The cupboard under the stairs');
    await expect(within(dialog).getByRole('tab', { name: 'Relate' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const lonely = (await within(dialog).findByText('Lonely', {}, SLOW)).closest('li') as HTMLElement;
    await waitFor(() => expect(lonely).toHaveClass('cm-highlight'), SLOW);
    await waitFor(() => expect(lonely).not.toHaveClass('cm-highlight'), SLOW);
  },
};

/** `reaction=6`: the shared Support is highlighted (the writer sees the counts). */
export const DeepLinkSharedEmpathy: Story = {
  ...modalStory({ reader: 'ada', shareableLink: kiteMemory.shareable_link, reaction: 6 }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    const support = within(dialog).getByText('Support').closest('.cm-memory-reaction') as HTMLElement;
    await waitFor(() => expect(support).toHaveClass('cm-highlight'), SLOW);
  },
};

/** The `feedback` deep link: the praise the writer received, chosen and read-only. */
export const FeedbackNotification: Story = {
  ...modalStory({ reader: 'ada', shareableLink: stairsMemory.shareable_link, feedback: 'Brave,Honest' }),
  play: async () => {
    const dialog = await findModal('The cupboard under the stairs');
    await expect(await within(dialog).findByRole('heading', { name: 'Praise Memory' }, SLOW)).toBeVisible();
    const brave = await within(dialog).findByRole('checkbox', { name: 'Brave' }, SLOW);
    await expect(brave).toBeChecked();
    await expect(brave).toBeDisabled();
    await expect(within(dialog).getByRole('checkbox', { name: 'Kind' })).not.toBeChecked();
    await expect(within(dialog).queryByRole('button', { name: /praise/i })).toBeNull();
  },
};

/** Praise at the limit: 'Maximum of 3 options selected' with Reset; the rest wait. */
export const PraiseAtLimit: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: kiteMemory.shareable_link, initialTab: 'feedback' }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    for (const label of ['Brave', 'Honest', 'Kind']) {
      await userEvent.click(await within(dialog).findByRole('checkbox', { name: label }, SLOW));
    }
    await expect(within(dialog).getByText('Maximum of 3 options selected')).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: 'Moving' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeVisible();
  },
};

/** Reporting with 'Other': the words are required, then 'Report has been sent'. */
export const ReportWithOther: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: kiteMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report this memory' }));
    const report = await body().findByRole('dialog', { name: 'Report this memory' }, SLOW);
    await userEvent.click(await within(report).findByRole('radio', { name: 'Other' }, SLOW));
    await userEvent.click(within(report).getByRole('button', { name: 'Send report' }));
    await expect(within(report).getByText('Please describe the problem in a few words.')).toBeVisible();
    await userEvent.type(
      within(report).getByRole('textbox', { name: 'Please describe the problem' }),
      'It names my cousin.',
    );
    await userEvent.click(within(report).getByRole('button', { name: 'Send report' }));
    await expect(await body().findByText('Report has been sent')).toBeVisible();
  },
};

/** Send Message: a private message to the writer. */
export const SendMessage: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: kiteMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expect(await within(dialog).findByRole('heading', { name: 'Send Message' }, SLOW)).toBeVisible();
    const box = await within(dialog).findByRole('textbox', { name: 'Your message' }, SLOW);
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'Your grandfather sounds wonderful.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await expect(await within(dialog).findByText('Your message was sent privately.')).toBeVisible();
  },
};

/** Connect Memories, the writer's fourth tab: linked memories, and the 'me too' comments. */
export const ConnectMemories: Story = {
  ...modalStory({ reader: 'ada', shareableLink: stairsMemory.shareable_link, initialTab: 'connect' }),
  play: async () => {
    const dialog = await findModal('The cupboard under the stairs');
    await expect(within(dialog).getByRole('tab', { name: 'Connect Memories' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await within(dialog).findByRole('heading', { name: 'Linked memories' }, SLOW)).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Members who said "me too"' })).toBeVisible();
  },
};

/** A memory without comments yet. */
export const CommentsEmpty: Story = {
  ...modalStory({ reader: 'ben', shareableLink: snowMemory.shareable_link, initialTab: 'comment' }),
  play: async () => {
    const dialog = await findModal('Untitled memory');
    await expect(
      await within(dialog).findByText('No comments yet. A few kind words can mean a lot.', {}, SLOW),
    ).toBeVisible();
  },
};

/** Many comments: the next page comes at the scroll end or with 'Load more comments', merged once. */
export const CommentsPaging: Story = {
  ...modalStory({
    reader: 'ada',
    shareableLink: kiteMemory.shareable_link,
    initialTab: 'comment',
    setup: (backend) => {
      const ben = mockMembers.find((member) => member.username === 'ben') ?? null;
      // More than a page of comments: the next page is there to load.
      for (let index = 1; index <= PAGE_SIZES.comments + 4; index += 1) {
        backend.createComment(ben, kiteMemory.shareable_link, `Comment number ${index}.`, false);
      }
    },
  }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Load more comments' }, SLOW));
    await expect(
      await within(dialog).findByText(`Comment number ${PAGE_SIZES.comments + 4}.`, {}, SLOW),
    ).toBeVisible();
    await expect(within(dialog).getAllByText('Comment number 1.')).toHaveLength(1);
  },
};

/** Saving keeps the memory in the member's saved list; again removes it. */
export const Save: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: kiteMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save this memory' }));
    await expect(within(dialog).getByRole('button', { name: 'Remove from saved memories' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A phone 390 px wide: nothing scrolls sideways. */
export const Phone390: Story = {
  ...modalStory({ reader: 'ben', shareableLink: kiteMemory.shareable_link }),
  parameters: {
    ...modalStory({ reader: 'ben', shareableLink: kiteMemory.shareable_link }).parameters,
    viewport: {
      options: {
        phone390: { name: 'Phone 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await expect(window.innerWidth).toBe(390);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Dark theme (axe checks the contrast). */
export const Dark: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: stairsMemory.shareable_link, initialTab: 'summary' }),
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await openCovered('ada', 'The cupboard under the stairs');
    await expect(await within(dialog).findByRole('heading', { name: 'Feelings' }, SLOW)).toBeVisible();
  },
};

/**
 * A member's whole visit: Cleo opens Ada's memory, reads past its warnings, reacts and changes
 * the reaction, says 'me too' to a tag, comments and edits the comment, changes her praise,
 * reports it with 'Other'; closed and opened again, everything is still true.
 */
export const MemberJourney: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: stairsMemory.shareable_link }),
  play: async () => {
    let dialog = await openCovered('ada', 'The cupboard under the stairs');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Sad \d+$/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Love \d+$/ }));
    await expect(within(dialog).getByRole('button', { name: /^Love \d+$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Empathize' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Me too: Scared' }, SLOW));

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Write a comment' }, SLOW),
      'I hid too.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const sent = await within(dialog).findByText('I hid too.', { selector: 'li p' }, SLOW);
    const mine = sent.closest('li') as HTMLElement;
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    await userEvent.type(
      within(mine).getByRole('textbox', { name: 'Edit your comment' }),
      ' You are not alone.',
    );
    await userEvent.click(within(mine).getByRole('button', { name: 'Save changes' }));
    await expect(
      await within(mine).findByText('I hid too. You are not alone.', { selector: 'p' }),
    ).toBeVisible();

    await userEvent.click(within(dialog).getByRole('tab', { name: /^Childhood Memory by ada$/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Praise' }));
    const honest = await within(dialog).findByRole('checkbox', { name: 'Honest' }, SLOW);
    await waitFor(() => expect(honest).toBeEnabled());
    // Cleo praised this memory before (Brave, Honest, Validating): she changes her praise.
    await expect(honest).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Kind' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update praise' }));
    await expect(await within(dialog).findByText('Thank you. Your praise was sent.')).toBeVisible();

    await waitFor(
      () =>
        expect(within(dialog).getByRole('tab', { name: /^Childhood Memory by ada$/ })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      SLOW,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report this memory' }));
    const report = await body().findByRole('dialog', { name: 'Report this memory' }, SLOW);
    await userEvent.click(await within(report).findByRole('radio', { name: 'Other' }, SLOW));
    await userEvent.type(
      within(report).getByRole('textbox', { name: 'Please describe the problem' }),
      'A test of care.',
    );
    await userEvent.click(within(report).getByRole('button', { name: 'Send report' }));
    await expect(await body().findByText('Report has been sent')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(body().queryByRole('dialog', { name: 'The cupboard under the stairs' })).toBeNull(),
    );
    await userEvent.click(body().getByRole('button', { name: 'Open the memory' }));
    // Reopened, the memory is covered again: the agreement lasts while the modal stays open.
    dialog = await openCovered('ada', 'The cupboard under the stairs');
    await expect(within(dialog).getByRole('button', { name: /^Love \d+$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: /^Sad \d+$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Empathize' }));
    await expect(await within(dialog).findByRole('checkbox', { name: 'Me too: Scared' }, SLOW)).toBeChecked();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    await expect(await within(dialog).findByText('I hid too. You are not alone.', {}, SLOW)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: /^Childhood Memory by ada$/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Praise' }));
    await expect(await within(dialog).findByRole('checkbox', { name: 'Kind' }, SLOW)).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Brave' })).not.toBeChecked();
  },
};

/** The writer's untagged memory: 'How it works' instead of an empty summary. */
export const UntaggedOwner: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: snowMemory.shareable_link, initialTab: 'summary' }),
  play: async () => {
    const dialog = await findModal('Untitled memory');
    await expect(await within(dialog).findByRole('heading', { name: 'How it works' }, SLOW)).toBeVisible();
  },
};
