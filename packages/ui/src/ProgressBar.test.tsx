import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProgressBar } from './ProgressBar.tsx';
import { WidgetsProvider } from './WidgetsProvider.tsx';

describe('ProgressBar', () => {
  it('is a named progressbar with its value', () => {
    render(<ProgressBar label="Tagging progress" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Tagging progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(bar).toHaveAttribute('data-state', 'progress');
  });

  it('takes a max and a value text', () => {
    render(<ProgressBar label="Your progress" value={1} max={2} valueText="Step 1 of 2" />);
    const bar = screen.getByRole('progressbar', { name: 'Your progress' });
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 1 of 2');
    // The fill is a native progress element drawing half its width; no style attribute anywhere.
    const fill = bar.querySelector('progress');
    expect(fill).toHaveAttribute('value', '1');
    expect(fill).toHaveAttribute('max', '2');
    expect(bar.outerHTML).not.toContain('style=');
  });

  it('is complete at max and clamps values outside the range', () => {
    render(<ProgressBar label="Done" value={120} />);
    const bar = screen.getByRole('progressbar', { name: 'Done' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('data-state', 'complete');
  });

  it('formats the percentage in the provider locale', () => {
    render(
      <WidgetsProvider locale="de">
        <ProgressBar label="Fortschritt" value={30} />
      </WidgetsProvider>,
    );
    // German puts a (no-break) space before the percent sign; English does not.
    expect(screen.getByRole('progressbar', { name: 'Fortschritt' }).getAttribute('aria-valuetext')).toMatch(
      /^30\s%$/,
    );
  });
});
