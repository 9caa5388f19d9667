import { WidgetsProvider } from '@childhood-memories/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { LazyCommunityGuidelinesModal, LazyHelpModal } from './lazy-quiz-help.tsx';

// The first download of quiz-help's sources in happy-dom can be slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('LazyHelpModal', () => {
  it('shows the trigger while the modal loads, and opens it when pressed before it arrived', async () => {
    const user = userEvent.setup();
    render(
      <WidgetsProvider>
        <LazyHelpModal
          modal={LazyCommunityGuidelinesModal}
          trigger={(onPress) => (
            <button type="button" onClick={onPress}>
              View our Community Guidelines.
            </button>
          )}
        />
      </WidgetsProvider>,
    );
    // Not yet the modal's own trigger (Radix marks that one with aria-haspopup).
    const early = screen.getByRole('button', { name: 'View our Community Guidelines.' });
    expect(early).not.toHaveAttribute('aria-haspopup');
    await user.click(early);
    expect(
      await screen.findByRole('dialog', { name: 'Community Guidelines' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });
});
