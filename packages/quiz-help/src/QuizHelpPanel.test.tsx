import { WidgetsProvider } from '@childhood-memories/ui';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { QuizHelpPanel } from './QuizHelpPanel.tsx';

// Shared CI machines are slow and noisy: wait longer than Testing Library's 1 s for what a person sees.
configure({ asyncUtilTimeout: 10_000 });

describe('QuizHelpPanel', { timeout: 20_000 }, () => {
  it('is a region named by its heading', () => {
    render(<QuizHelpPanel />);
    const panel = screen.getByRole('region', { name: 'How the quiz works' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'How the quiz works' })).toBeVisible();
    expect(within(panel).getByRole('heading', { level: 3, name: 'What to expect' })).toBeVisible();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Your privacy' })).toBeVisible();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Looking after yourself' })).toBeVisible();
  });

  it('says each experience category takes about 3-5 minutes', () => {
    render(<QuizHelpPanel />);
    expect(screen.getByText('Each experience category takes about 3-5 minutes.')).toBeVisible();
  });

  it('says the first two parts need no registration', () => {
    render(<QuizHelpPanel />);
    expect(screen.getByText('The first two parts need no registration.')).toBeVisible();
  });

  it('says results are survivor love styles, for self-awareness only, not diagnosis', () => {
    render(<QuizHelpPanel />);
    expect(
      screen.getByText(
        'Your results describe survivor love styles. They are for self-awareness only, not diagnosis.',
      ),
    ).toBeVisible();
  });

  it('says no progress is saved between sessions', () => {
    render(<QuizHelpPanel />);
    expect(
      screen.getByText(
        'No progress is saved between sessions. If you leave part-way through, you can start again whenever you like.',
      ),
    ).toBeVisible();
  });

  it('says no long-term data is kept and answers are deleted on exit', () => {
    render(<QuizHelpPanel />);
    expect(
      screen.getByText('We keep no long-term data: your answers are deleted when you exit.'),
    ).toBeVisible();
  });

  it('says results can be printed or saved as PDF', () => {
    render(<QuizHelpPanel />);
    expect(screen.getByText('You can print your results or save them as a PDF.')).toBeVisible();
  });

  it('recommends a therapist, says taking part is voluntary, and to stop if triggered', () => {
    render(<QuizHelpPanel />);
    const care = screen.getByRole('region', { name: 'Looking after yourself' });
    expect(
      within(care).getByText(
        'We recommend exploring your results with a therapist or another professional you trust.',
      ),
    ).toBeVisible();
    expect(
      within(care).getByText('Taking part is voluntary. You can pause or stop at any time.'),
    ).toBeVisible();
    expect(
      within(care).getByText(
        'If the questions bring up difficult feelings, please stop. You can come back later, or not at all.',
      ),
    ).toBeVisible();
  });

  it('opens grounding techniques from the stop-if-triggered reminder and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<QuizHelpPanel />);
    const opener = screen.getByRole('button', { name: 'Grounding techniques' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Safety & Grounding' });
    expect(within(dialog).getByRole('heading', { name: 'Breathe in for 4, out for 6' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens crisis resources in one click', async () => {
    const user = userEvent.setup();
    render(<QuizHelpPanel />);
    await user.click(screen.getByRole('button', { name: 'Crisis resources' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crisis Resources' });
    expect(within(dialog).getByRole('region', { name: 'Crisis Resources' })).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toBeVisible();
  });

  it('follows the host page outline with headingLevel', () => {
    render(<QuizHelpPanel headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'How the quiz works' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'What to expect' })).toBeVisible();
  });

  it('takes strings from the provider, and its own messages prop wins', () => {
    render(
      <WidgetsProvider
        messages={{ quizHelp: { quizHelpTitle: 'About the quiz', quizDuration: 'A few minutes.' } }}
      >
        <QuizHelpPanel messages={{ quizDuration: 'Around five minutes each.' }} />
      </WidgetsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'About the quiz' })).toBeVisible();
    expect(screen.getByText('Around five minutes each.')).toBeVisible();
    expect(screen.queryByText('A few minutes.')).not.toBeInTheDocument();
  });
});
