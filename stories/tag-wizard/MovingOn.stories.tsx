import { TagWizard } from '@childhood-memories/tag-wizard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { findWizard, scene, wizardStory } from './story-support.tsx';

// After a save the wizard moves on only where the member chose the one answer of a question
// (Age); a question that allows several answers stays until Next (WCAG 3.2.2, issue 35).
const meta: Meta = {
  title: 'tag-wizard/Moving on after a save',
  component: TagWizard,
};

export default meta;
type Story = StoryObj;

/** Past the 1.5 s check that follows a save (the check starts when the save is answered). */
const pastTheCheck = () => new Promise((resolve) => setTimeout(resolve, 1800));

/** The option's box is what a pointer or finger meets at its centre (nothing drawn over it). */
async function expectOnTop(input: HTMLElement) {
  input.scrollIntoView({ block: 'center' });
  const box = input.getBoundingClientRect();
  const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(onTop === input || input.closest('label')?.contains(onTop) === true).toBe(true);
}

async function savedAgain(wizard: HTMLElement) {
  await waitFor(() => expect(within(wizard).getByText('Saved')).toBeVisible(), { timeout: 10_000 });
}

/**
 * Feelings allows up to 15 answers: three ticked, two with the pointer and one with Space, each
 * saved with its check, and the question stays (heading, focus and the boxes where they were)
 * well past each check. Next moves on, and focus goes to the next heading.
 */
const feelingsScene = scene();

/** Waits until the mock backend holds `count` feelings on the memory: that save was answered. */
async function feelingsSaved(count: number) {
  await waitFor(
    () => expect(feelingsScene.scene.backend.allMemories().at(-1)?.tags.feelings).toHaveLength(count),
    { timeout: 10_000 },
  );
}

export const SeveralAnswersStay: Story = {
  ...wizardStory({ initialTab: 7, autoAdvance: true }, feelingsScene),
  play: async () => {
    const wizard = await findWizard();
    const heading = within(wizard).getByRole('heading', { name: 'Feelings' });
    const scared = await within(wizard).findByRole('checkbox', { name: 'Scared' }, { timeout: 10_000 });
    await expectOnTop(scared);
    await userEvent.click(scared);
    await feelingsSaved(1);
    await savedAgain(wizard);
    await pastTheCheck();
    await expect(heading).toBeVisible();

    const lonely = within(wizard).getByRole('checkbox', { name: 'Lonely' });
    await expectOnTop(lonely);
    await userEvent.click(lonely);
    await feelingsSaved(2);

    const sad = within(wizard).getByRole('checkbox', { name: 'Sad' });
    sad.focus();
    await userEvent.keyboard(' ');
    await expect(sad).toBeChecked();
    await feelingsSaved(3);
    await pastTheCheck();
    await expect(heading).toBeVisible();
    await expect(sad).toHaveFocus();
    for (const name of ['Scared', 'Lonely', 'Sad'])
      await expect(within(wizard).getByRole('checkbox', { name })).toBeChecked();
    await expect(within(wizard).getByText('3/15 selections')).toBeVisible();

    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    const next = await within(wizard).findByRole('heading', { name: 'Needs' }, { timeout: 10_000 });
    await waitFor(() => expect(next).toHaveFocus(), { timeout: 10_000 });
  },
};

/**
 * Age has one answer: choosing it answers the question, so after the check the wizard moves on
 * to Siblings, with focus on its heading.
 */
export const OneAnswerMovesOn: Story = {
  ...wizardStory({ initialTab: 1, autoAdvance: true }),
  play: async () => {
    const wizard = await findWizard();
    await userEvent.click(await within(wizard).findByRole('radio', { name: '6-8' }, { timeout: 10_000 }));
    await savedAgain(wizard);
    const next = await within(wizard).findByRole('heading', { name: 'Siblings' }, { timeout: 10_000 });
    await waitFor(() => expect(next).toHaveFocus(), { timeout: 10_000 });
  },
};

/**
 * People's Actions never moves on by itself: choosing Father saves and stays (his actions are the
 * rest of the question, offered where a finger lands), and so does an action (up to 15). Next
 * moves on.
 */
export const PersonChosenStaysForActions: Story = {
  ...wizardStory({ initialTab: 4, autoAdvance: true }),
  play: async () => {
    const wizard = await findWizard();
    await userEvent.click(await within(wizard).findByRole('radio', { name: 'Father' }));
    await savedAgain(wizard);
    await pastTheCheck();
    await expect(within(wizard).getByRole('heading', { name: "People's Actions" })).toBeVisible();
    await expect(within(wizard).getByRole('radio', { name: 'Father' })).toBeChecked();
    const actions = await within(wizard).findByRole('group', { name: 'What did Father do?' });
    const shouted = await within(actions).findByRole(
      'checkbox',
      { name: 'Shouted at me' },
      { timeout: 10_000 },
    );
    await expectOnTop(shouted);

    await userEvent.click(shouted);
    await pastTheCheck();
    await expect(within(wizard).getByRole('heading', { name: "People's Actions" })).toBeVisible();
    await expect(shouted).toBeChecked();

    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    const next = await within(wizard).findByRole('heading', { name: 'Risk Factors' }, { timeout: 10_000 });
    await waitFor(() => expect(next).toHaveFocus(), { timeout: 10_000 });
  },
};
