import { WidgetsProvider } from '@childhood-memories/ui';
import { configure, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { groundingTips } from './grounding-tips.ts';
import { GroundingTip } from './GroundingTip.tsx';

// Shared CI machines are slow and noisy: wait longer than Testing Library's 1 s for what a person sees.
configure({ asyncUtilTimeout: 10_000 });

describe('groundingTips', () => {
  it('lists the six grounding techniques, in order, one paragraph each', () => {
    expect(groundingTips.map((tip) => tip.title)).toEqual([
      'Notice five things around you',
      'Breathe in for 4, out for 6',
      'Feel your feet on the floor',
      'Name the date and the place',
      'Hold something comforting',
      'It’s OK to stop',
    ]);
    expect(groundingTips.map((tip) => tip.id)).toEqual([
      'senses',
      'breathing',
      'feet',
      'dateAndPlace',
      'comfortObject',
      'okToStop',
    ]);
    expect(groundingTips[0]?.text).toMatch(
      /^Name 5 things you can see, 4 you can touch, 3 you can hear, 2 you can smell and 1 you can taste\./,
    );
    expect(groundingTips[1]?.text).toMatch(
      /for a count of 4, then out through your mouth for a count of 6\./,
    );
    for (const tip of groundingTips) expect(tip.text).not.toMatch(/\n/);
  });
});

describe('GroundingTip', { timeout: 20_000 }, () => {
  it('shows the first tip by default, as a labelled note', () => {
    render(<GroundingTip />);
    const note = screen.getByRole('note', { name: 'Grounding tip Notice five things around you' });
    expect(note).toHaveTextContent(
      'Name 5 things you can see, 4 you can touch, 3 you can hear, 2 you can smell and 1 you can taste.',
    );
  });

  it('shows the tip at index', () => {
    render(<GroundingTip index={2} />);
    expect(screen.getByText('Feel your feet on the floor')).toBeVisible();
    expect(screen.queryByText('Notice five things around you')).not.toBeInTheDocument();
  });

  it('wraps any integer around the list, so a counter can drive it', () => {
    const { rerender } = render(<GroundingTip index={6} />);
    expect(screen.getByText('Notice five things around you')).toBeVisible();
    rerender(<GroundingTip index={-1} />);
    expect(screen.getByText('It’s OK to stop')).toBeVisible();
    rerender(<GroundingTip index={13} />);
    expect(screen.getByText('Breathe in for 4, out for 6')).toBeVisible();
    rerender(<GroundingTip index={Number.NaN} />);
    expect(screen.getByText('Notice five things around you')).toBeVisible();
  });

  it('takes its strings from the provider, and its own messages prop wins', () => {
    render(
      <WidgetsProvider
        messages={{ quizHelp: { groundingTipLabel: 'Pause', groundingFeetTitle: 'Feet down' } }}
      >
        <GroundingTip index={2} messages={{ groundingFeetText: 'Push your feet into the floor.' }} />
      </WidgetsProvider>,
    );
    expect(screen.getByRole('note', { name: 'Pause Feet down' })).toHaveTextContent(
      'Push your feet into the floor.',
    );
  });
});
