import { WidgetsProvider } from '@childhood-memories/ui';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { HelpPanel } from './HelpPanel.tsx';
import { preloadHelpContent } from './LazyHelpContent.tsx';

// Shared CI machines are slow and noisy: wait longer than Testing Library's 1 s for what a person sees.
configure({ asyncUtilTimeout: 10_000 });

function tileButtons() {
  const list = screen.getByRole('list');
  return within(list).getAllByRole('button');
}

async function openByKeyboard(user: ReturnType<typeof userEvent.setup>, name: string) {
  const tile = screen.getByRole('button', { name });
  tile.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name });
  return { tile, dialog };
}

// The lazy chunks load once up front: these tests are about the dialogs, content.test.tsx about loading.
beforeAll(() =>
  Promise.all(
    (['memoryWritingTips', 'loveStyleWritingTips', 'communityGuidelines', 'privacyAndControl'] as const).map(
      preloadHelpContent,
    ),
  ),
);

describe('HelpPanel', { timeout: 20_000 }, () => {
  it('shows the six tiles of the spec, with their exact titles, in order', () => {
    render(<HelpPanel />);
    const tiles = tileButtons();
    expect(tiles).toHaveLength(6);
    expect(tiles[0]).toHaveAccessibleName('Memory Writing Tips');
    expect(tiles[1]).toHaveAccessibleName('Love Style Writing Tips');
    expect(tiles[2]).toHaveAccessibleName('Safety & Grounding');
    expect(tiles[3]).toHaveAccessibleName('Community Guidelines');
    expect(tiles[4]).toHaveAccessibleName('Privacy & Control');
    expect(tiles[5]).toHaveAccessibleName('Crisis Resources');
  });

  it('is a region named "Need help?" with a short description on each tile', () => {
    render(<HelpPanel />);
    expect(screen.getByRole('region', { name: 'Need help?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Safety & Grounding' })).toHaveAccessibleDescription(
      'Simple techniques to help you feel steady and present.',
    );
  });

  it('opens Memory Writing Tips by keyboard, with the tips and the photo guidance, and returns focus', async () => {
    const user = userEvent.setup();
    render(<HelpPanel />);
    const { tile, dialog } = await openByKeyboard(user, 'Memory Writing Tips');
    expect(await within(dialog).findByRole('heading', { name: 'Go at your own pace' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'You choose what to share' })).toBeVisible();
    expect(
      within(dialog).getByRole('heading', { name: 'Write from the child’s view and the adult’s view' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Write a little and come back' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Happy memories count too' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Use content warnings' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Avoid identifying others' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Photo guidance' })).toBeVisible();
    expect(within(dialog).getByText('Only photos of you as a child.')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });

  it('opens Love Style Writing Tips by keyboard: about the writer, not partners', async () => {
    const user = userEvent.setup();
    render(<HelpPanel />);
    const { tile, dialog } = await openByKeyboard(user, 'Love Style Writing Tips');
    expect(
      await within(dialog).findByText(/They are not a place to describe or judge a partner\./),
    ).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Notice patterns in yourself' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Keep the focus on you' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Meet yourself with compassion' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'No blame, for you or anyone else' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Leave diagnoses aside' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(tile).toHaveFocus();
  });

  it('opens Safety & Grounding by keyboard with the grounding techniques, and returns focus', async () => {
    const user = userEvent.setup();
    render(<HelpPanel />);
    const { tile, dialog } = await openByKeyboard(user, 'Safety & Grounding');
    expect(within(dialog).getByRole('heading', { name: 'Notice five things around you' })).toBeVisible();
    expect(
      within(dialog).getByText(
        'Name 5 things you can see, 4 you can touch, 3 you can hear, 2 you can smell and 1 you can taste. Take your time with each one. This gently brings your attention back to the here and now.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Breathe in for 4, out for 6' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Feel your feet on the floor' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Name the date and the place' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Hold something comforting' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'It’s OK to stop' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Signs it may be time to pause' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(tile).toHaveFocus();
  });

  it('keeps crisis lines one click away inside Safety & Grounding', async () => {
    const user = userEvent.setup();
    render(<HelpPanel />);
    const { dialog } = await openByKeyboard(user, 'Safety & Grounding');
    const show = within(dialog).getByRole('button', { name: 'Show crisis lines' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(within(dialog).getByRole('button', { name: 'Hide crisis lines' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(dialog).getByRole('region', { name: 'Crisis Resources' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Crisis Resources' })).toHaveFocus();
    expect(within(dialog).getAllByText(/If you feel unsafe/)).toHaveLength(1);
  });

  it('opens Community Guidelines by keyboard with every guideline, and returns focus', async () => {
    const user = userEvent.setup();
    render(<HelpPanel />);
    const { tile, dialog } = await openByKeyboard(user, 'Community Guidelines');
    expect(await within(dialog).findByRole('heading', { name: 'Be kind' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Offer support, not advice' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'No judgement, no comparing pain' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Respect privacy and anonymity' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Use content warnings' })).toBeVisible();
    expect(
      within(dialog).getByRole('heading', { name: 'No graphic detail without a warning' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Report what feels unsafe' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Moderators are here to help' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(tile).toHaveFocus();
  });

  it('opens Privacy & Control by keyboard with the three privacy levels and their meanings', async () => {
    const user = userEvent.setup();
    render(<HelpPanel />);
    const { tile, dialog } = await openByKeyboard(user, 'Privacy & Control');
    const levels = await within(dialog).findAllByRole('term');
    expect(levels.map((term) => term.textContent)).toEqual(['Public', 'Private with a link', 'Only me']);
    expect(
      within(dialog).getByText(
        'Visible publicly: anyone can read it, on this site and beyond it, for example through search engines or shared links.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'Only people who have the link can read it, for example a therapist or a friend you choose to share it with.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('Only you can see it.')).toBeVisible();
    expect(within(dialog).getByText(/^Photos reduce anonymity/)).toBeVisible();
    expect(
      within(dialog).getByText(
        'You can edit or delete your memories at any time, and you can delete your account from your account settings.',
      ),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    expect(tile).toHaveFocus();
  });

  it('opens Crisis Resources by keyboard with the hotlines, and returns focus', async () => {
    const user = userEvent.setup();
    render(<HelpPanel />);
    const { tile, dialog } = await openByKeyboard(user, 'Crisis Resources');
    expect(within(dialog).getByRole('region', { name: 'Crisis Resources' })).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(tile).toHaveFocus();
  });

  it('reports which tile opened', async () => {
    const user = userEvent.setup();
    const onTileOpen = vi.fn();
    render(<HelpPanel onTileOpen={onTileOpen} />);
    await user.click(screen.getByRole('button', { name: 'Privacy & Control' }));
    expect(onTileOpen).toHaveBeenCalledTimes(1);
    expect(onTileOpen).toHaveBeenCalledWith('privacyAndControl');
  });

  it('shows only the tiles asked for, in the order asked for', () => {
    render(<HelpPanel tiles={['crisisResources', 'safetyAndGrounding']} />);
    const tiles = tileButtons();
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toHaveAccessibleName('Crisis Resources');
    expect(tiles[1]).toHaveAccessibleName('Safety & Grounding');
    expect(screen.queryByRole('button', { name: 'Find a crisis line' })).not.toBeInTheDocument();
  });

  it('keeps crisis lines one click away when the subset leaves out the Crisis Resources tile', async () => {
    const user = userEvent.setup();
    const onTileOpen = vi.fn();
    render(<HelpPanel tiles={['memoryWritingTips']} onTileOpen={onTileOpen} />);
    expect(tileButtons()).toHaveLength(1);
    expect(screen.getByText('Need to talk to someone now?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Find a crisis line' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crisis Resources' });
    expect(within(dialog).getByRole('region', { name: 'Crisis Resources' })).toBeVisible();
    expect(onTileOpen).toHaveBeenCalledWith('crisisResources');
  });

  it('marks Memory Writing Tips as suggested for the memory step (step1)', () => {
    render(<HelpPanel variant="memory" />);
    expect(
      screen.getByText(
        'Writing your memory? Memory Writing Tips can help you begin gently and go at your own pace.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Memory Writing Tips' })).toHaveAccessibleDescription(
      'Suggested for this step Gentle ways to begin, to pace yourself and to share safely.',
    );
    expect(screen.getAllByText('Suggested for this step')).toHaveLength(1);
  });

  it('marks Love Style Writing Tips as suggested for the relationship step (step2)', () => {
    render(<HelpPanel variant="relationship" />);
    expect(
      screen.getByText(
        'Reflecting on your relationships? Love Style Writing Tips can help you keep the focus on yourself, with compassion.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Love Style Writing Tips' })).toHaveAccessibleDescription(
      'Suggested for this step Reflect on your own patterns in relationships, with compassion.',
    );
    expect(screen.getByRole('button', { name: 'Memory Writing Tips' })).toHaveAccessibleDescription(
      'Gentle ways to begin, to pace yourself and to share safely.',
    );
  });

  it('takes tile titles from the provider, and its own messages prop wins', () => {
    render(
      <WidgetsProvider
        messages={{ quizHelp: { helpPanelTitle: 'Support', crisisResourcesTitle: 'Help right now' } }}
      >
        <HelpPanel messages={{ crisisResourcesTitle: 'Talk to someone now' }} />
      </WidgetsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Support' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Talk to someone now' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Help right now' })).not.toBeInTheDocument();
  });

  it('passes overrides of the lazily loaded content through to the dialog', async () => {
    const user = userEvent.setup();
    render(
      <WidgetsProvider messages={{ quizHelp: { guidelineKindnessTitle: 'Be gentle' } }}>
        <HelpPanel messages={{ privacyOnlyMeName: 'Just me' }} />
      </WidgetsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Community Guidelines' }));
    expect(await screen.findByRole('heading', { name: 'Be gentle' })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Privacy & Control' }));
    expect(await screen.findByText('Just me')).toBeVisible();
    expect(screen.queryByText('Only me')).not.toBeInTheDocument();
  });
});
