import { WidgetsProvider } from '@childhood-memories/ui';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { MemoryWritingSupportModal } from './MemoryWritingSupportModal.tsx';
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

describe('MemoryWritingSupportModal', { timeout: 20_000 }, () => {
  it("opens from a default 'Need Support?' button, titled 'Memory Writing Support', and returns focus", async () => {
    const user = userEvent.setup();
    render(<MemoryWritingSupportModal />);
    const trigger = screen.getByRole('button', { name: 'Need Support?' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Memory Writing Support' });
    expect(dialog).toHaveAccessibleDescription(
      'Writing about childhood can bring up strong feelings. Go gently: you can pause, keep what you have written and come back whenever you are ready.',
    );
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
  });

  it('starts with a short grounding reminder, then the writing tips', async () => {
    const user = userEvent.setup();
    render(<MemoryWritingSupportModal />);
    await user.click(screen.getByRole('button', { name: 'Need Support?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Memory Writing Support' });
    const grounding = within(dialog).getByRole('region', { name: 'A moment for yourself' });
    expect(within(grounding).getByText('Breathe in for 4, out for 6')).toBeVisible();
    const tips = within(dialog).getByRole('region', { name: 'Memory Writing Tips' });
    expect(await within(tips).findByRole('heading', { level: 4, name: 'Go at your own pace' })).toBeVisible();
    expect(within(tips).getByRole('heading', { level: 4, name: 'Photo guidance' })).toBeVisible();
  });

  it('keeps crisis lines one click away', async () => {
    const user = userEvent.setup();
    render(<MemoryWritingSupportModal />);
    await user.click(screen.getByRole('button', { name: 'Need Support?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Memory Writing Support' });
    expect(within(dialog).queryByRole('region', { name: 'Crisis Resources' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show crisis lines' }));
    expect(within(dialog).getByRole('region', { name: 'Crisis Resources' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { level: 4, name: 'Crisis Resources' })).toHaveFocus();
    expect(within(dialog).getAllByText(/If you feel unsafe/)).toHaveLength(1);
  });

  it('shows the grounding tip asked for', async () => {
    const user = userEvent.setup();
    render(<MemoryWritingSupportModal groundingTipIndex={5} />);
    await user.click(screen.getByRole('button', { name: 'Need Support?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Memory Writing Support' });
    expect(within(dialog).getByText('It’s OK to stop')).toBeVisible();
  });

  it('uses a custom trigger instead of the default button', async () => {
    const user = userEvent.setup();
    render(<MemoryWritingSupportModal trigger={<button type="button">Support while writing</button>} />);
    expect(screen.queryByRole('button', { name: 'Need Support?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Support while writing' }));
    expect(await screen.findByRole('dialog', { name: 'Memory Writing Support' })).toBeVisible();
  });

  it('can be controlled with open and no trigger at all', async () => {
    const { rerender } = render(<MemoryWritingSupportModal trigger={null} open={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<MemoryWritingSupportModal trigger={null} open />);
    expect(await screen.findByRole('dialog', { name: 'Memory Writing Support' })).toBeVisible();
  });

  it('takes its strings from the provider, and its own messages prop wins', async () => {
    const user = userEvent.setup();
    render(
      <WidgetsProvider
        messages={{ quizHelp: { needSupport: 'Support', memoryWritingSupportTitle: 'Provider title' } }}
      >
        <MemoryWritingSupportModal messages={{ memoryWritingSupportTitle: 'Writing support' }} />
      </WidgetsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Support' }));
    expect(await screen.findByRole('dialog', { name: 'Writing support' })).toBeVisible();
  });
});
