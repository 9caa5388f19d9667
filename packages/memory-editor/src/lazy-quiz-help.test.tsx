import { WidgetsProvider } from '@childhood-memories/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { LazyCommunityGuidelinesModal, LazyHelpModal } from './lazy-quiz-help.tsx';

// The first download of quiz-help's sources in happy-dom can be slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

// Counts the times quiz-help's code is fetched (the factory runs on the first import only).
const quizHelp = vi.hoisted(() => ({ imports: 0 }));
vi.mock('@childhood-memories/quiz-help', async (importOriginal) => {
  quizHelp.imports += 1;
  return importOriginal();
});

function renderGuidelines() {
  return render(
    <WidgetsProvider>
      <LazyHelpModal
        modal={LazyCommunityGuidelinesModal}
        trigger={(props) => (
          <button type="button" {...props}>
            View our Community Guidelines.
          </button>
        )}
      />
    </WidgetsProvider>,
  );
}

describe('LazyHelpModal', () => {
  it('loads nothing of quiz-help at mount, and starts loading it when the trigger is pointed at', async () => {
    const user = userEvent.setup();
    renderGuidelines();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(quizHelp.imports).toBe(0);
    await user.hover(screen.getByRole('button', { name: 'View our Community Guidelines.' }));
    await waitFor(() => expect(quizHelp.imports).toBe(1));
  });

  it('opens the modal from the same trigger, and gives focus back to it on close', async () => {
    const user = userEvent.setup();
    renderGuidelines();
    const trigger = screen.getByRole('button', { name: 'View our Community Guidelines.' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(
      await screen.findByRole('dialog', { name: 'Community Guidelines' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View our Community Guidelines.' })).toBe(trigger);
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
