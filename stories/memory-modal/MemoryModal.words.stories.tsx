import { MemoryModal } from '@childhood-memories/memory-modal';
import { kiteMemory, mockMembers, stairsMemory } from '@childhood-memories/testing';
import { draftScope, draftsOffKey } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { expectOnScreen } from './screen-support.ts';
import { findModal, modalScene, modalStory, openCovered } from './story-support.tsx';

// No lost words (community §5 bounds; ours): what a member types or chooses and has not sent
// outlives a tab switch, the back arrow, a refetch and closing the modal (kept per memory in
// session storage unless they keep no drafts on this device). Escape closes the innermost layer;
// closing the modal with unsent words asks first.
const meta: Meta = {
  title: 'memory-modal/Unsent words',
  component: MemoryModal,
};

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 5000 };
const body = () => within(document.body);
const cleo = mockMembers.find((member) => member.username === 'cleo') ?? null;

async function reopen(name: string) {
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  await userEvent.click(body().getByRole('button', { name: 'Open the memory' }));
  return findModal(name);
}

const commentScene = modalScene();

/** A comment half written: a tab switch, then closing (it asks) and reopening: the words are there, then sent once. */
export const CommentSurvivesTabSwitchAndReopening: Story = {
  ...modalStory(
    { reader: 'cleo', shareableLink: kiteMemory.shareable_link, initialTab: 'comment' },
    commentScene,
  ),
  play: async () => {
    let dialog = await findModal('The kite on the hill');
    const words = 'My grandad flew kites with me too.';
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Write a comment' }, SLOW),
      words,
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Childhood Memory by ada' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    const box = await within(dialog).findByRole('textbox', { name: 'Write a comment' }, SLOW);
    await expect(box).toHaveValue(words);
    await expectOnScreen(box);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await body().findByRole('dialog', { name: 'Close this memory?' });
    await expect(within(ask).getByText(/They stay on this device for this visit/)).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: 'Close the memory' }));
    dialog = await reopen('The kite on the hill');
    const again = await within(dialog).findByRole('textbox', { name: 'Write a comment' }, SLOW);
    await expect(again).toHaveValue(words);

    const before = commentScene.backend.listComments(cleo, kiteMemory.shareable_link).count;
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByText(words, { selector: 'li p' }, SLOW)).toBeVisible();
    await expect(again).toHaveValue('');
    // A double click posts once: the screen and the backend agree.
    await waitFor(() =>
      expect(commentScene.backend.listComments(cleo, kiteMemory.shareable_link).count).toBe(before + 1),
    );
    await expect(within(dialog).getAllByText(words, { selector: 'li p' })).toHaveLength(1);
    // Sent, nothing is left to ask about: Close closes.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Escape in the comment box asks first; 'Keep writing' goes back to the box with the words. */
export const EscapeInCommentBoxAsksFirst: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: kiteMemory.shareable_link, initialTab: 'comment' }),
  play: async () => {
    let dialog = await findModal('The kite on the hill');
    const box = await within(dialog).findByRole('textbox', { name: 'Write a comment' }, SLOW);
    await userEvent.type(box, 'Still writing');
    await userEvent.keyboard('{Escape}');
    const ask = await body().findByRole('dialog', { name: 'Close this memory?' });
    await expectOnScreen(within(ask).getByRole('button', { name: 'Keep writing' }));
    await expect(dialog).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep writing' }));
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveValue('Still writing');
    // Escape in the question closes only the question.
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Close this memory?' })).toBeNull());
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await body().findByRole('dialog', { name: 'Close this memory?' })).getByRole('button', {
        name: 'Close the memory',
      }),
    );
    dialog = await reopen('The kite on the hill');
    await expect(await within(dialog).findByRole('textbox', { name: 'Write a comment' }, SLOW)).toHaveValue(
      'Still writing',
    );
  },
};

/** Escape in Send Message goes back to the memory (the innermost layer), and the words wait there. */
export const EscapeInSendMessageGoesBack: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: kiteMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const box = await within(dialog).findByRole('textbox', { name: 'Your message' }, SLOW);
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'Thank you for this.');
    await userEvent.keyboard('{Escape}');
    await expect(within(dialog).getByRole('tab', { name: 'Childhood Memory by ada' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(body().queryByRole('dialog', { name: 'Close this memory?' })).toBeNull();
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expect(await within(dialog).findByRole('textbox', { name: 'Your message' }, SLOW)).toHaveValue(
      'Thank you for this.',
    );
    // The back arrow keeps them too.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expect(await within(dialog).findByRole('textbox', { name: 'Your message' }, SLOW)).toHaveValue(
      'Thank you for this.',
    );
  },
};

/** A click on the dimmed overlay while words wait asks first, and keeps the modal open. */
export const OverlayClickAsksFirst: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: kiteMemory.shareable_link, initialTab: 'comment' }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Write a comment' }, SLOW),
      'Half',
    );
    const overlay = document.elementFromPoint(4, window.innerHeight - 4) as HTMLElement;
    await expect(overlay).toHaveClass('cm-dialog-overlay');
    await userEvent.click(overlay);
    await expect(await body().findByRole('dialog', { name: 'Close this memory?' })).toBeVisible();
    await expect(dialog).toBeVisible();
  },
};

/** The back arrow walks back through the tabs; when it would close the modal over unsent words, it asks. */
export const BackArrowAsksBeforeClosing: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: kiteMemory.shareable_link, initialTab: 'comment' }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Write a comment' }, SLOW),
      'Almost',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(within(dialog).getByRole('tab', { name: 'Childhood Memory by ada' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(body().queryByRole('dialog', { name: 'Close this memory?' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    const ask = await body().findByRole('dialog', { name: 'Close this memory?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep writing' }));
    await expect(dialog).toBeVisible();
  },
};

/** An edit in progress survives a tab switch, then saves what the member wrote. */
export const EditSurvivesTabSwitch: Story = {
  ...modalStory({ reader: 'ben', shareableLink: stairsMemory.shareable_link, initialTab: 'comment' }),
  play: async () => {
    const dialog = await openCovered('ada', 'The cupboard under the stairs');
    let mine = await within(dialog).findByRole('listitem', { name: 'Comment by You' }, SLOW);
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(mine).getByRole('textbox', { name: 'Edit your comment' }), ' Still true.');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Empathize' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    mine = await within(dialog).findByRole('listitem', { name: 'Comment by You' }, SLOW);
    const box = within(mine).getByRole('textbox', { name: 'Edit your comment' }) as HTMLTextAreaElement;
    await expect(box.value).toMatch(/ Still true\.$/);
    await userEvent.click(within(mine).getByRole('button', { name: 'Save changes' }));
    await expect(await within(mine).findByText(/ Still true\.$/, { selector: 'p' }, SLOW)).toBeVisible();
  },
};

/** Praise choices not sent survive a tab switch. */
export const PraiseChoicesSurviveTabSwitch: Story = {
  ...modalStory({ reader: 'ben', shareableLink: kiteMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Praise' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Brave' }, SLOW));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Kind' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Childhood Memory by ada' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Praise' }));
    await expect(await within(dialog).findByRole('checkbox', { name: 'Brave' }, SLOW)).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Kind' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Honest' })).not.toBeChecked();
  },
};

/** A report's 'Other' words stay when the report is closed (Escape closes only the report). */
export const ReportWordsKept: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: kiteMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report this memory' }));
    let report = await body().findByRole('dialog', { name: 'Report this memory' }, SLOW);
    await userEvent.click(await within(report).findByRole('radio', { name: 'Other' }, SLOW));
    await userEvent.type(
      within(report).getByRole('textbox', { name: 'Please describe the problem' }),
      'It names',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Report this memory' })).toBeNull());
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report this memory' }));
    report = await body().findByRole('dialog', { name: 'Report this memory' }, SLOW);
    await expect(await within(report).findByRole('radio', { name: 'Other' }, SLOW)).toBeChecked();
    await expect(within(report).getByRole('textbox', { name: 'Please describe the problem' })).toHaveValue(
      'It names',
    );
  },
};

/** "Don't keep drafts on this device": the words live while the modal is open, never in storage. */
export const DraftsOffOnThisDevice: Story = {
  ...modalStory({
    reader: 'cleo',
    shareableLink: kiteMemory.shareable_link,
    initialTab: 'comment',
    setup: () => localStorage.setItem(draftsOffKey(draftScope('cleo')), '1'),
  }),
  play: async () => {
    let dialog = await findModal('The kite on the hill');
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Write a comment' }, SLOW),
      'Not here',
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Empathize' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    await expect(await within(dialog).findByRole('textbox', { name: 'Write a comment' }, SLOW)).toHaveValue(
      'Not here',
    );
    await expect(JSON.stringify({ ...sessionStorage })).not.toContain('Not here');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await body().findByRole('dialog', { name: 'Close this memory?' });
    await expect(within(ask).getByText(/so they will be lost/)).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: 'Close the memory' }));
    dialog = await reopen('The kite on the hill');
    await expect(await within(dialog).findByRole('textbox', { name: 'Write a comment' }, SLOW)).toHaveValue(
      '',
    );
  },
};

const refetchScene = modalScene();

/**
 * The comment box is never remounted while the member writes: refetches (the window regains
 * focus, another member's comment arrives) and a response on a comment leave the same box.
 */
export const CommentBoxNeverRemounted: Story = {
  ...modalStory(
    { reader: 'cleo', shareableLink: kiteMemory.shareable_link, initialTab: 'comment' },
    refetchScene,
  ),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    const box = await within(dialog).findByRole('textbox', { name: 'Write a comment' }, SLOW);
    await userEvent.type(box, 'Halfway');
    const ben = mockMembers.find((member) => member.username === 'ben') ?? null;
    refetchScene.backend.createComment(ben, kiteMemory.shareable_link, 'A new comment arrives.', false);
    // The window regains focus: what is synced on focus refetches (community §3).
    window.dispatchEvent(new Event('visibilitychange'));
    await expect(await within(dialog).findByText('A new comment arrives.', {}, SLOW)).toBeVisible();
    const card = within(dialog).getAllByRole('listitem', { name: 'Comment by ben' })[0] as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /^Empathize/ }));
    await userEvent.type(box, ' and on.');
    await expect(box.isConnected).toBe(true);
    await expect(within(dialog).getByRole('textbox', { name: 'Write a comment' })).toBe(box);
    await expect(box).toHaveValue('Halfway and on.');
  },
};
