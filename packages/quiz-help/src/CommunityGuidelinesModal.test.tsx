import { Button, WidgetsProvider } from '@childhood-memories/ui';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { CommunityGuidelinesModal } from './CommunityGuidelinesModal.tsx';
import { preloadHelpContent } from './LazyHelpContent.tsx';

// Shared CI machines are slow and noisy: wait longer than Testing Library's 1 s for what a person sees.
configure({ asyncUtilTimeout: 10_000 });

// The lazy chunks load once up front: these tests are about the dialogs, content.test.tsx about loading.
beforeAll(() =>
  Promise.all(
    (['memoryWritingTips', 'loveStyleWritingTips', 'communityGuidelines', 'privacyAndControl'] as const).map(
      preloadHelpContent,
    ),
  ),
);

describe('CommunityGuidelinesModal', { timeout: 20_000 }, () => {
  it("opens from a default 'View Guidelines' button, titled 'Community Guidelines', and returns focus", async () => {
    const user = userEvent.setup();
    render(<CommunityGuidelinesModal />);
    const trigger = screen.getByRole('button', { name: 'View Guidelines' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Community Guidelines' });
    expect(await within(dialog).findByRole('heading', { name: 'Be kind' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('is 600 px wide at most', async () => {
    const user = userEvent.setup();
    render(<CommunityGuidelinesModal />);
    await user.click(screen.getByRole('button', { name: 'View Guidelines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Community Guidelines' });
    // No width override: ui's stylesheet default, min(600px, 100vw - 2rem), applies.
    expect(dialog.style.getPropertyValue('--cm-dialog-width')).toBe('');
    expect(dialog).toHaveClass('cm-dialog');
  });

  it('uses a custom trigger instead of the default button', async () => {
    const user = userEvent.setup();
    render(
      <CommunityGuidelinesModal trigger={<Button variant="link">View our Community Guidelines.</Button>} />,
    );
    expect(screen.queryByRole('button', { name: 'View Guidelines' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View our Community Guidelines.' }));
    expect(await screen.findByRole('dialog', { name: 'Community Guidelines' })).toBeVisible();
  });

  it('can be controlled with open and onOpenChange and no trigger at all', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Guidelines
          </button>
          <CommunityGuidelinesModal
            trigger={null}
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          />
        </>
      );
    }
    render(<Host />);
    expect(screen.queryByRole('button', { name: 'View Guidelines' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guidelines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Community Guidelines' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes its strings from the provider, and its own messages prop wins', async () => {
    const user = userEvent.setup();
    render(
      <WidgetsProvider
        messages={{ quizHelp: { viewGuidelines: 'Read the guidelines', guidelinesIntro: 'Ours.' } }}
      >
        <CommunityGuidelinesModal messages={{ communityGuidelinesTitle: 'House rules' }} />
      </WidgetsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Read the guidelines' }));
    const dialog = await screen.findByRole('dialog', { name: 'House rules' });
    expect(await within(dialog).findByText('Ours.')).toBeVisible();
  });
});
