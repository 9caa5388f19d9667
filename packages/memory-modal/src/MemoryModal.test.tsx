import { emptySavePayload, Privacy, ReactionOption } from '@childhood-memories/api-client';
import { errorHandler, kiteMemory, MEMBER_TOKENS, stairsMemory } from '@childhood-memories/testing';
import { WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setupMockApi, testClient } from '../../../mocks/node.ts';
import { MemoryModal, type MemoryModalProps } from './MemoryModal.tsx';

vi.setConfig({ testTimeout: 60_000 });

const { server } = setupMockApi();

type Reader = 'ada' | 'ben' | 'cleo';

function setup(reader: Reader | null, props: Partial<MemoryModalProps> = {}) {
  // Unsent words are kept per memory in session storage: each test starts with none.
  sessionStorage.clear();
  const client = testClient(reader === null ? null : MEMBER_TOKENS[reader]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onOpenChange = vi.fn();
  const onRequireSignIn = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <WidgetsProvider client={client} queryClient={queryClient}>
      <MemoryModal
        shareableLink={kiteMemory.shareable_link}
        open
        onOpenChange={onOpenChange}
        viewer={reader === null ? null : { username: reader }}
        onRequireSignIn={onRequireSignIn}
        storage={null}
        {...props}
      />
    </WidgetsProvider>,
  );
  return { user, client, queryClient, onOpenChange, onRequireSignIn, utils };
}

async function findModal(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByRole('tablist');
  return dialog;
}

/** Ada's stairs memory carries content warnings: covered, headed by its writer, until 'Show memory'. */
async function openStairs(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await findModal('Childhood Memory by ada');
  await user.click(await within(dialog).findByRole('button', { name: 'Show memory' }));
  await waitFor(() => expect(dialog).toHaveAccessibleName('The cupboard under the stairs'));
  return dialog;
}

const reactionCount = async (client: ReturnType<typeof testClient>, link: string, option: number) =>
  (await client.getMemoryByLink(link)).reactions.find((r) => r.reaction_option_id === option)
    ?.reaction_count ?? 0;

describe('tabs and the back arrow', () => {
  it('walks back summary → comment → text on a tagged memory (Praise is not a tab there), then closes', async () => {
    const { user, onOpenChange } = setup('cleo', {
      shareableLink: stairsMemory.shareable_link,
      initialTab: 'summary',
    });
    const dialog = await openStairs(user);
    const selected = () => within(dialog).getByRole('tab', { selected: true }).textContent;
    expect(selected()).toBe('Empathize');
    const back = within(dialog).getByRole('button', { name: 'Back' });
    await user.click(back);
    expect(selected()).toBe('Comments');
    await user.click(back);
    expect(selected()).toBe('Childhood Memory by ada');
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(back);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('walks back comment → feedback → text on an untagged memory, then closes', async () => {
    const { user, onOpenChange } = setup('cleo', { shareableLink: 'counting-carriages-6b18' });
    const dialog = await findModal('Childhood Memory by ben');
    await user.click(within(dialog).getByRole('button', { name: 'Show memory' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    const selected = () => within(dialog).getByRole('tab', { selected: true }).textContent;
    const back = within(dialog).getByRole('button', { name: 'Back' });
    await user.click(back);
    expect(selected()).toBe('Praise');
    await user.click(back);
    expect(selected()).toBe('Childhood Memory by ben');
    await user.click(back);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('moves between tabs with the arrow keys (a real tablist)', async () => {
    const { user } = setup('ben');
    const dialog = await findModal('The kite on the hill');
    within(dialog).getByRole('tab', { name: 'Childhood Memory by ada' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Comments' })).toHaveFocus();
  });
});

describe('reactions (community §4), through the mock API', () => {
  it('creates, updates and deletes one reaction per member, counts following at once', async () => {
    const { user, client } = setup('cleo');
    const dialog = await findModal('The kite on the hill');
    const button = (name: string) =>
      within(dialog).getByRole('button', { name: new RegExp(`^${name} \\d+$`) });

    await user.click(button('Sad'));
    expect(button('Sad')).toHaveAccessibleName('Sad 1');
    await waitFor(async () =>
      expect(await reactionCount(client, kiteMemory.shareable_link, ReactionOption.Sad)).toBe(1),
    );

    await user.click(button('Like'));
    expect(button('Sad')).toHaveAccessibleName('Sad 0');
    expect(button('Like')).toHaveAccessibleName('Like 1');
    await waitFor(async () => {
      expect(await reactionCount(client, kiteMemory.shareable_link, ReactionOption.Like)).toBe(1);
      expect(await reactionCount(client, kiteMemory.shareable_link, ReactionOption.Sad)).toBe(0);
    });

    await user.click(button('Like'));
    expect(button('Like')).toHaveAccessibleName('Like 0');
    await waitFor(async () =>
      expect(await reactionCount(client, kiteMemory.shareable_link, ReactionOption.Like)).toBe(0),
    );
  });

  it('restores the state when the call fails, with nothing shown but a log', async () => {
    server.use(errorHandler('createReaction', 500));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = setup('cleo');
    const dialog = await findModal('The kite on the hill');
    const sad = () => within(dialog).getByRole('button', { name: /^Sad\W+\d+$/ });
    await user.click(sad());
    await waitFor(() => expect(sad()).toHaveAttribute('aria-pressed', 'false'));
    expect(sad()).toHaveAccessibleName('Sad 0');
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('logs a failed safety-filter or earlier-praise load once, and the memory still reads', async () => {
    server.use(errorHandler('getSafetyPreferences', 500), errorHandler('getUserFeedback', 500));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = setup('cleo');
    const dialog = await findModal('The kite on the hill');
    await user.click(within(dialog).getByRole('button', { name: 'Praise' }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[memory-modal] Loading your earlier praise failed; it reads as none.',
        expect.anything(),
      ),
    );
    const logged = (message: string) => warn.mock.calls.filter(([first]) => first === message).length;
    expect(logged('[memory-modal] Loading the safety filters failed; the default filters apply.')).toBe(1);
    expect(logged('[memory-modal] Loading your earlier praise failed; it reads as none.')).toBe(1);
    expect(within(dialog).getByRole('heading', { name: 'Praise Memory' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });

  it('toggles Support with its stored empathy id', async () => {
    const { user, client } = setup('cleo');
    const dialog = await findModal('The kite on the hill');
    const support = () => within(dialog).getByRole('button', { name: /^Support \d+$/ });
    const before = (await client.getMemoryByLink(kiteMemory.shareable_link)).counts.empathies;
    await user.click(support());
    expect(support()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () =>
      expect((await client.getInteractionStatus(kiteMemory.shareable_link)).empathy_id).not.toBeNull(),
    );
    await user.click(support());
    expect(support()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () =>
      expect((await client.getInteractionStatus(kiteMemory.shareable_link)).empathy_id).toBeNull(),
    );
    expect((await client.getMemoryByLink(kiteMemory.shareable_link)).counts.empathies).toBe(before);
  });

  it('sends a visitor to sign in instead of reacting', async () => {
    const { user, onRequireSignIn } = setup(null);
    const dialog = await findModal('The kite on the hill');
    await user.click(within(dialog).getByRole('button', { name: /^Love\W+\d+$/ }));
    expect(onRequireSignIn).toHaveBeenCalledTimes(1);
  });
});

describe("'me too' on a tag (community §4)", () => {
  it('counts +1 with a new resonance and −1 with a delete, never below 0', async () => {
    const { user, client } = setup('cleo', {
      shareableLink: stairsMemory.shareable_link,
      initialTab: 'summary',
    });
    const dialog = await openStairs(user);
    const resonated = async () =>
      (await client.getInteractionStatus(stairsMemory.shareable_link)).resonances.filter(
        (entry) => entry.resonated === 1,
      ).length;
    const before = await resonated();
    const box = within(dialog).getByRole('checkbox', { name: 'Me too: Scared' });
    const row = box.closest('li') as HTMLElement;
    expect(within(row).getByText('0 members relate')).toBeInTheDocument();
    await user.click(box);
    expect(within(row).getByText('1 member relates')).toBeInTheDocument();
    await waitFor(async () => expect(await resonated()).toBe(before + 1));
    await user.click(box);
    expect(within(row).getByText('0 members relate')).toBeInTheDocument();
    await waitFor(async () => expect(await resonated()).toBe(before));
  });

  it('keeps the boxes read-only in notification mode', async () => {
    const { user } = setup('cleo', { shareableLink: stairsMemory.shareable_link, resonance: 'scared' });
    const dialog = await openStairs(user);
    expect(within(dialog).getByRole('tab', { name: 'Empathize' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('checkbox', { name: 'Me too: Scared' })).toBeDisabled();
  });
});

describe('comments (community §5, §8)', () => {
  it('refuses a blank comment next to the field and sends nothing', async () => {
    const { user } = setup('cleo', { initialTab: 'comment' });
    const dialog = await findModal('The kite on the hill');
    const box = await within(dialog).findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Please write a few words before sending.'),
    );
  });

  it('caps a comment at 1000 characters, with the counter from 801 and red from 901', async () => {
    const { user } = setup('cleo', { initialTab: 'comment' });
    const dialog = await findModal('The kite on the hill');
    const box = await within(dialog).findByRole('textbox', { name: 'Write a comment' });
    expect(box).toHaveAttribute('maxLength', '1000');
    await user.click(box);
    await user.paste('a'.repeat(800));
    expect(within(dialog).queryByText('800/1000')).toBeNull();
    await user.paste('a');
    expect(within(dialog).getByText('801/1000').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'normal',
    );
    await user.paste('a'.repeat(100));
    expect(within(dialog).getByText('901/1000').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'danger',
    );
  });

  it('adds a sent comment to the list and the count', async () => {
    const { user } = setup('cleo', { initialTab: 'comment' });
    const dialog = await findModal('The kite on the hill');
    const box = await within(dialog).findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'This made me smile.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This made me smile.')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('hides another member’s comment with the spec’s confirmation', async () => {
    const { user } = setup('ben', { shareableLink: stairsMemory.shareable_link, initialTab: 'comment' });
    const dialog = await openStairs(user);
    const other = await within(dialog).findByRole('listitem', { name: 'Comment by cleo' });
    await user.click(within(other).getByRole('button', { name: 'Hide Comment' }));
    expect(await screen.findByText('Comment has been successfully hidden')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByRole('listitem', { name: 'Comment by cleo' })).toBeNull(),
    );
  });

  it('says so when hiding fails, and keeps the comment', async () => {
    server.use(errorHandler('hideComment', 500));
    const { user } = setup('ben', { shareableLink: stairsMemory.shareable_link, initialTab: 'comment' });
    const dialog = await openStairs(user);
    const other = await within(dialog).findByRole('listitem', { name: 'Comment by cleo' });
    await user.click(within(other).getByRole('button', { name: 'Hide Comment' }));
    expect(await screen.findByText('Failed to hide comment. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { name: 'Comment by cleo' })).toBeInTheDocument();
  });

  it('keeps the edit open and says so when saving an edit fails', async () => {
    server.use(errorHandler('updateComment', 500));
    const { user } = setup('ben', { shareableLink: stairsMemory.shareable_link, initialTab: 'comment' });
    const dialog = await openStairs(user);
    const mine = await within(dialog).findByRole('listitem', { name: 'Comment by You' });
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const box = within(mine).getByRole('textbox', { name: 'Edit your comment' });
    await user.type(box, ' More.');
    await user.click(within(mine).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update comment.')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(
      (within(mine).getByRole('textbox', { name: 'Edit your comment' }) as HTMLTextAreaElement).value,
    ).toMatch(/ More\.$/);
  });
});

describe('save (community §4)', () => {
  it('saves and unsaves with the stored save id', async () => {
    const { user, client } = setup('cleo');
    const dialog = await findModal('The kite on the hill');
    await user.click(within(dialog).getByRole('button', { name: 'Save this memory' }));
    const saved = within(dialog).getByRole('button', { name: 'Remove from saved memories' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () =>
      expect((await client.getInteractionStatus(kiteMemory.shareable_link)).save_id).not.toBeNull(),
    );
    await user.click(saved);
    await waitFor(async () =>
      expect((await client.getInteractionStatus(kiteMemory.shareable_link)).save_id).toBeNull(),
    );
  });
});

describe('when it was posted (issue 35)', () => {
  afterEach(() => vi.useRealTimers());

  /** Ada's memory as the tag wizard saves it before Post: Only me, an autosave. */
  async function drafted() {
    const writer = testClient(MEMBER_TOKENS.ada);
    const draft = emptySavePayload({ title: 'The lake', description: 'We swam.', privacy: Privacy.OnlyMe });
    const unposted = await writer.createMemory(draft, { autosave: true });
    return { writer, draft, unposted };
  }

  it('says the moment of Post, not the tag wizard’s first save before it', async () => {
    const { writer, draft, unposted } = await drafted();
    // The mock clock moves a minute on each write it dates: Post comes after the first save.
    const posted = await writer.updateMemory(unposted.hashId, { ...draft, privacy: Privacy.Public });
    expect(posted.created).toBe(unposted.created);
    const postedAt = Date.parse(posted.posted_at ?? '');
    expect(postedAt - Date.parse(posted.created)).toBeGreaterThanOrEqual(60_000);
    // Twenty seconds after Post, by the reader's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(postedAt + 20_000);
    setup('ben', { shareableLink: unposted.shareable_link });
    const dialog = await findModal('The lake');
    const time = within(dialog).getByText('Posted now');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', posted.posted_at);
    expect(within(dialog).queryByText(/minutes? ago/)).not.toBeInTheDocument();
  });

  it('tells its writer a memory is not posted yet', async () => {
    const { unposted } = await drafted();
    setup('ada', { shareableLink: unposted.shareable_link });
    const dialog = await findModal('The lake');
    expect(within(dialog).getByText('Not posted yet')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Posted/)).not.toBeInTheDocument();
  });
});
