import { TagWizard } from '@childhood-memories/tag-wizard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { findWizard, wizardStory } from './story-support.tsx';

// The wizard moves on after a save (memory-writing §4), never past a sub-question still to answer.
const meta: Meta = {
  title: 'tag-wizard/Moving on after a save',
  component: TagWizard,
};

export default meta;
type Story = StoryObj;

/**
 * Moving on after a save never skips the person's actions: with moving on turned on, choosing
 * Father saves and stays on People's Actions (well past the 1.5 s check), with Father's actions
 * offered where a finger lands; choosing an action answers the question, and the wizard moves on.
 */
export const PersonChosenStaysForActions: Story = {
  ...wizardStory({ initialTab: 4, autoAdvance: true }),
  play: async () => {
    const wizard = await findWizard();
    await userEvent.click(await within(wizard).findByRole('radio', { name: 'Father' }));
    await waitFor(() => expect(within(wizard).getByText('Saved')).toBeVisible(), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(within(wizard).getByRole('heading', { name: "People's Actions" })).toBeVisible();
    await expect(within(wizard).getByRole('radio', { name: 'Father' })).toBeChecked();
    const actions = await within(wizard).findByRole('group', { name: 'What did Father do?' });
    const shouted = await within(actions).findByRole(
      'checkbox',
      { name: 'Shouted at me' },
      { timeout: 10_000 },
    );
    shouted.scrollIntoView({ block: 'center' });
    const box = shouted.getBoundingClientRect();
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(onTop === shouted || shouted.closest('label')?.contains(onTop) === true).toBe(true);

    await userEvent.click(shouted);
    const next = await within(wizard).findByRole('heading', { name: 'Risk Factors' }, { timeout: 10_000 });
    await waitFor(() => expect(next).toHaveFocus(), { timeout: 10_000 });
  },
};
