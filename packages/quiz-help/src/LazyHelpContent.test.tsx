import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { LoveStyleWritingTipsContent } from './content/LoveStyleWritingTipsContent.tsx';
import { LoveStyleWritingTips } from './LoveStyleWritingTips.tsx';

// Shared CI machines are slow and noisy: wait longer than Testing Library's 1 s for what a person sees.
configure({ asyncUtilTimeout: 10_000 });

// A download that fails once (a dropped connection), then works.
const network = vi.hoisted(() => ({ failuresLeft: 0 }));
vi.mock('./content/LoveStyleWritingTipsContent.tsx', async (importOriginal) => {
  const module = await importOriginal<{ LoveStyleWritingTipsContent: typeof LoveStyleWritingTipsContent }>();
  return {
    get LoveStyleWritingTipsContent() {
      if (network.failuresLeft > 0) {
        network.failuresLeft -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return module.LoveStyleWritingTipsContent;
    },
  };
});

describe('lazily loaded help content', { timeout: 20_000 }, () => {
  afterEach(() => {
    network.failuresLeft = 0;
    vi.restoreAllMocks();
  });

  it('says calmly when the content cannot load, and loads it on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.failuresLeft = 1;
    const user = userEvent.setup();
    render(<LoveStyleWritingTips />);
    expect(
      await screen.findByText(
        'This content could not be loaded. Please check your connection and try again.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Notice patterns in yourself' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
