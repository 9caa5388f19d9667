import { delayedHandler, errorHandler, mockEndpoint, stairsMemory } from '@childhood-memories/testing';
import { TagWizard } from '@childhood-memories/tag-wizard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import {
  findDialog,
  findOptions,
  findWizard,
  galleryScene,
  scene,
  untaggedMemory,
  WizardGallery,
  WizardHarness,
  wizardStory,
} from './story-support.tsx';

// Each story renders the wizard through `WizardHarness` (Ada signed in, her memory fetched from
// the story's own mock backend), so the stories take no args.
const meta: Meta = {
  title: 'tag-wizard/TagWizard',
  component: TagWizard,
  // No docs page: every story opens the wizard's modal dialog on its own mock backend, which one
  // page of all of them at once cannot give; each story is reviewed on its own.
  tags: ['!autodocs'],
};

export default meta;
type Story = StoryObj;

/** The question buttons of the list, in order, by their visible names ('Age', 'Siblings', …). */
function questionNames(wizard: HTMLElement): string[] {
  return within(wizard)
    .getAllByRole('button', { name: /(Answered|Not answered yet)$/ })
    .map((button) => (button.textContent ?? '').replace(/^\d+/, '').replace(/,.*$/s, '').trim());
}

const list = wizardStory();
/** The list of questions in the specification's order and numbers, none answered, progress 0 %. */
export const CategoryList: Story = {
  ...list,
  // The wizard is one modal at a time, so the list of questions is the story Chromatic snapshots.
  parameters: { ...list.parameters, chromatic: { disableSnapshot: false } },
  play: async () => {
    const wizard = await findWizard();
    await expect(within(wizard).getByRole('heading', { name: 'Questions' })).toBeVisible();
    await expect(questionNames(wizard)).toEqual([
      'Age',
      'Siblings',
      "People's Actions",
      'Risk Factors',
      'Challenges',
      'Shocks',
      'Feelings',
      'Needs',
      'Thoughts',
      'Changes',
      'School',
      'Health',
    ]);
    await expect(within(wizard).getByRole('button', { name: /^Age\W+Not answered yet$/ })).toBeVisible();
    await expect(within(wizard).getByRole('progressbar', { name: 'Tagging progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

/** A first visit: the 'Did You Know?' card before the questions; 'Got It!' goes on to the list. */
export const IntroductionCard: Story = {
  ...wizardStory({ intro: true, isEdit: false }),
  play: async () => {
    const wizard = await findWizard();
    await expect(within(wizard).getByRole('heading', { name: 'Did You Know?' })).toBeVisible();
    await userEvent.click(within(wizard).getByRole('checkbox', { name: "Don't show this again" }));
    await expect(localStorage.getItem('hideIntroductionScreen')).toBe('true');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Got It!' }));
    await expect(within(wizard).getByRole('heading', { name: 'Questions' })).toBeVisible();
  },
};

/** One story per question, opened by the `tab` deep link: the question, search, counter, 'Reset All'. */
function categoryStory(tab: number, name: string, max: number, heading: string | RegExp = name): Story {
  return {
    name: `Question ${tab}: ${name}`,
    ...wizardStory({ initialTab: tab }),
    play: async () => {
      const wizard = await findWizard();
      await expect(within(wizard).getByRole('heading', { name: heading })).toBeVisible();
      await expect(within(wizard).getByRole('searchbox', { name: `Search ${name}` })).toBeVisible();
      await findOptions(wizard);
      await expect(within(wizard).getByText(`0/${max} selections`)).toBeVisible();
      await expect(within(wizard).getByRole('button', { name: 'Reset All' })).toBeDisabled();
      await expect(within(wizard).getByRole('button', { name: 'Add more details' })).toBeEnabled();
    },
  };
}

// The Age heading follows the options offered (Generation / Age / Age and Generation / Age at the Time).
export const Age = categoryStory(1, 'Age', 1, /^Age/);
export const Siblings = categoryStory(2, 'Siblings', 15);
export const RiskFactors = categoryStory(3, 'Risk Factors', 15);
export const Challenges = categoryStory(5, 'Challenges', 15);
export const Shocks = categoryStory(6, 'Shocks', 10);
export const Feelings = categoryStory(7, 'Feelings', 15);
export const Needs = categoryStory(8, 'Needs', 15);
export const Thoughts = categoryStory(9, 'Thoughts', 15);
export const Changes = categoryStory(10, 'Changes', 15);
export const School = categoryStory(11, 'School', 15);
export const Health = categoryStory(12, 'Health', 15);

/** People's Actions before a person is chosen: only the people, one of them at most. */
export const PeoplesActions: Story = {
  name: "Question 4: People's Actions",
  ...wizardStory({ initialTab: 4 }),
  play: async () => {
    const wizard = await findWizard();
    await expect(within(wizard).getByRole('heading', { name: "People's Actions" })).toBeVisible();
    await expect(within(wizard).findByRole('radio', { name: 'Father' })).resolves.toBeVisible();
    await expect(within(wizard).getByText('Choose a person first to see their actions.')).toBeVisible();
  },
};

/** A person chosen (one person: radios): that person's actions load, and the counter says 1/1. */
export const PersonChosen: Story = {
  ...wizardStory({ initialTab: 4 }),
  play: async () => {
    const wizard = await findWizard();
    await userEvent.click(await within(wizard).findByRole('radio', { name: 'Father' }));
    await expect(within(wizard).getByText('1/1 selections')).toBeVisible();
    await expect(await within(wizard).findByRole('group', { name: 'What did Father do?' })).toBeVisible();
    await expect(
      await within(wizard).findByRole('checkbox', { name: 'Shouted at me' }, { timeout: 10_000 }),
    ).toBeEnabled();
    await expect(within(wizard).getByRole('radio', { name: 'Mother' })).not.toBeChecked();
    await waitFor(() => expect(within(wizard).getByText('Saved')).toBeVisible(), { timeout: 10_000 });
  },
};

/** Every option row of the wizard, whatever the accessibility tree says of it. */
function optionRows(wizard: HTMLElement): HTMLElement[] {
  return Array.from(wizard.querySelectorAll<HTMLElement>('.cm-tag-wizard-option'));
}

/**
 * A search that matches nothing says so, and the options are gone from the screen (checked in
 * Chromium: a `display` rule must never win over `hidden`).
 */
export const SearchNoMatch: Story = {
  ...wizardStory({ initialTab: 7 }),
  play: async () => {
    const wizard = await findWizard();
    await findOptions(wizard);
    await userEvent.type(within(wizard).getByRole('searchbox', { name: 'Search Feelings' }), 'zzz');
    await expect(within(wizard).getByText('No options match your search')).toBeVisible();
    await expect(within(wizard).queryAllByRole('checkbox')).toHaveLength(0);
    const rows = optionRows(wizard);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).not.toBeVisible();
  },
};

/** Search is a case-insensitive substring match; only the matching option is on screen. */
export const SearchMatches: Story = {
  ...wizardStory({ initialTab: 7 }),
  play: async () => {
    const wizard = await findWizard();
    await findOptions(wizard);
    await userEvent.type(within(wizard).getByRole('searchbox', { name: 'Search Feelings' }), 'LON');
    await waitFor(() => expect(within(wizard).getAllByRole('checkbox')).toHaveLength(1));
    await expect(within(wizard).getByRole('checkbox', { name: 'Lonely' })).toBeVisible();
    await waitFor(() => expect(optionRows(wizard).filter((row) => row.checkVisibility())).toHaveLength(1));
  },
};

/** Shocks at the maximum of 10: every other option is disabled. */
export const AtMaximum: Story = {
  ...wizardStory({ initialTab: 6 }),
  play: async () => {
    const wizard = await findWizard();
    const boxes = await findOptions(wizard);
    for (const box of boxes.slice(0, 10)) await userEvent.click(box);
    await expect(within(wizard).getByText('10/10 selections')).toBeVisible();
    const after = within(wizard).getAllByRole('checkbox');
    const unchecked = after.filter((box) => !(box as HTMLInputElement).checked);
    await expect(unchecked.length).toBeGreaterThan(0);
    for (const box of unchecked) await expect(box).toBeDisabled();
    await expect(
      within(wizard).getByText('You have reached the maximum. Untick one to choose another.'),
    ).toBeVisible();
  },
};

/** 'I don't remember' replaces the other choices; choosing another removes it. */
export const IDontRemember: Story = {
  name: "I don't remember",
  ...wizardStory({ initialTab: 2 }),
  play: async () => {
    const wizard = await findWizard();
    await findOptions(wizard);
    await userEvent.click(within(wizard).getByRole('checkbox', { name: 'Older brother' }));
    await userEvent.click(within(wizard).getByRole('checkbox', { name: 'Twin' }));
    await userEvent.click(within(wizard).getByRole('checkbox', { name: "I don't remember" }));
    await expect(within(wizard).getByRole('checkbox', { name: "I don't remember" })).toBeChecked();
    await expect(within(wizard).getByRole('checkbox', { name: 'Older brother' })).not.toBeChecked();
    await expect(within(wizard).getByText('1/15 selections')).toBeVisible();
    await userEvent.click(within(wizard).getByRole('checkbox', { name: 'Twin' }));
    await expect(within(wizard).getByRole('checkbox', { name: "I don't remember" })).not.toBeChecked();
    await expect(within(wizard).getByText('1/15 selections')).toBeVisible();
  },
};

const detailsScene = scene();
/** 'Add more details': a second modal over the wizard; Save keeps the text and shows its preview. */
export const DetailsModal: Story = {
  ...wizardStory({ initialTab: 8 }, detailsScene),
  play: async () => {
    const wizard = await findWizard();
    await findOptions(wizard);
    const opener = within(wizard).getByRole('button', { name: 'Add more details' });
    await userEvent.click(opener);
    const details = await findDialog('More details: Needs');
    const text = within(details).getByRole('textbox', { name: 'Your details' });
    await expect(text).toHaveAttribute('placeholder', 'Describe your experience (optional)');
    await expect(within(details).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(within(details).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.type(text, 'I needed someone to notice.');
    await userEvent.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog', { name: 'More details: Needs' })).toBeNull(),
    );
    await expect(within(wizard).getByText('I needed someone to notice.')).toBeVisible();
    await waitFor(() => expect(opener).toHaveFocus());
    await waitFor(
      () =>
        expect(detailsScene.scene.backend.allMemories().at(-1)?.texts.needs_text).toBe(
          'I needed someone to notice.',
        ),
      {
        timeout: 10_000,
      },
    );
  },
};

/** A word starting with '#' and one more character in 'Add more details' opens hashtag suggestions. */
export const DetailsHashtags: Story = {
  ...wizardStory({ initialTab: 8 }),
  play: async () => {
    const wizard = await findWizard();
    await findOptions(wizard);
    await userEvent.click(within(wizard).getByRole('button', { name: 'Add more details' }));
    const details = await findDialog('More details: Needs');
    const text = within(details).getByRole('textbox', { name: 'Your details' });
    await userEvent.type(text, 'I needed #s');
    const list = await within(details).findByRole(
      'listbox',
      { name: 'Hashtag suggestions' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(list).toBeVisible());
    const box = details.getBoundingClientRect();
    const rect = list.getBoundingClientRect();
    await expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
    await expect(rect.top).toBeGreaterThanOrEqual(box.top);
    // Escape closes the list and keeps the details dialog open.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(details).queryByRole('listbox')).toBeNull());
    await expect(details).toBeVisible();
  },
};

/** Someone who did not write the memory sees its tags read-only: no checkboxes, nothing saved. */
export const NotTheOwner: Story = {
  ...wizardStory(
    { initialTab: 7, isOwner: false },
    scene(() => stairsMemory.hashId),
  ),
  play: async () => {
    const wizard = await findWizard();
    await expect(
      await within(wizard).findByText('Only the person who wrote this memory can change its tags.'),
    ).toBeVisible();
    await expect(within(wizard).getByRole('list', { name: 'Chosen tags' })).toBeVisible();
    await expect(within(wizard).queryByRole('checkbox')).toBeNull();
    await expect(within(wizard).queryByRole('button', { name: 'Reset All' })).toBeNull();
  },
};

/** A change on its way to the server: 'Saving…', and the choice stays ticked. */
export const Saving: Story = {
  ...wizardStory(
    { initialTab: 7 },
    scene(untaggedMemory(), () => [delayedHandler('updateMemory', 'infinite')]),
  ),
  play: async () => {
    const wizard = await findWizard();
    await findOptions(wizard);
    await userEvent.click(within(wizard).getByRole('checkbox', { name: 'Lonely' }));
    await expect(await within(wizard).findByText('Saving…')).toBeVisible();
    await expect(within(wizard).getByRole('checkbox', { name: 'Lonely' })).toBeChecked();
  },
};

const savedScene = scene();
/** Saved: the green check and 'Saved', and the server has the choice. */
export const Saved: Story = {
  ...wizardStory({ initialTab: 7 }, savedScene),
  play: async () => {
    const wizard = await findWizard();
    await findOptions(wizard);
    await userEvent.click(within(wizard).getByRole('checkbox', { name: 'Lonely' }));
    await expect(await within(wizard).findByText('Saved', {}, { timeout: 10_000 })).toBeVisible();
    const stored = savedScene.scene.backend.allMemories().at(-1);
    await expect(stored?.tags.feelings.map((tag) => tag.description)).toEqual(['Lonely']);
  },
};

/** The server keeps failing: a quiet 'Not saved yet — retrying' (no toast), and the choice stays. */
export const Retrying: Story = {
  ...wizardStory(
    { initialTab: 7 },
    scene(untaggedMemory(), () => [errorHandler('updateMemory', 500)]),
  ),
  play: async () => {
    const wizard = await findWizard();
    await findOptions(wizard);
    await userEvent.click(within(wizard).getByRole('checkbox', { name: 'Lonely' }));
    await expect(
      await within(wizard).findByText('Not saved yet — retrying', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(wizard).getByRole('checkbox', { name: 'Lonely' })).toBeChecked();
    await expect(within(wizard).getByRole('button', { name: 'Try now' })).toBeVisible();
    await expect(within(document.body).queryByRole('alert')).toBeNull();
  },
};

let recoveringFailures = 0;
const recoveringScene = scene(untaggedMemory(), () => [
  mockEndpoint('updateMemory', () => {
    recoveringFailures += 1;
    if (recoveringFailures === 1)
      return HttpResponse.json({ detail: 'Server error', code: 'server_error' }, { status: 500 });
    return undefined;
  }),
]);
/** The first save fails, the retry goes through: 'Not saved yet — retrying', then 'Saved'. */
export const RetryThenSaved: Story = {
  parameters: { msw: { handlers: recoveringScene.handlers } },
  render: () => {
    recoveringFailures = 0;
    return <WizardHarness scene={recoveringScene.scene} initialTab={7} />;
  },
  play: async () => {
    const wizard = await findWizard();
    await findOptions(wizard);
    await userEvent.click(within(wizard).getByRole('checkbox', { name: 'Lonely' }));
    await expect(
      await within(wizard).findByText('Not saved yet — retrying', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await within(wizard).findByText('Saved', {}, { timeout: 15_000 })).toBeVisible();
    const stored = recoveringScene.scene.backend.allMemories().at(-1);
    await expect(stored?.tags.feelings.map((tag) => tag.description)).toEqual(['Lonely']);
  },
};

/** A happy memory: ten questions (no School, no Health). */
export const HappyMemory: Story = {
  ...wizardStory({}, scene(untaggedMemory(1))),
  play: async () => {
    const wizard = await findWizard();
    const names = questionNames(wizard);
    await expect(names).toHaveLength(10);
    await expect(names).not.toContain('School');
    await expect(names).not.toContain('Health');
  },
};

/** An unhappy memory: all twelve questions. */
export const UnhappyMemory: Story = {
  ...wizardStory({}, scene(untaggedMemory(3))),
  play: async () => {
    const wizard = await findWizard();
    const names = questionNames(wizard);
    await expect(names).toHaveLength(12);
    await expect(names.slice(-2)).toEqual(['School', 'Health']);
  },
};

/** Editing a fully tagged memory: progress 100 %, every question checked, 'Edit Tags'. */
export const EditModeAt100: Story = {
  name: 'Edit mode at 100',
  ...wizardStory(
    { intro: true },
    scene(() => stairsMemory.hashId),
  ),
  play: async () => {
    const wizard = await findWizard();
    await expect(within(wizard).getByRole('heading', { name: 'Edit Your Trauma Details' })).toBeVisible();
    await expect(within(wizard).getByRole('progressbar', { name: 'Tagging progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await userEvent.click(within(wizard).getByRole('button', { name: 'Edit Tags' }));
    await expect(within(wizard).getByRole('button', { name: /^Feelings\W+Answered$/ })).toBeVisible();
    await expect(within(wizard).getByRole('button', { name: /^Needs\W+Answered$/ })).toBeVisible();
  },
};

const familyScene = scene();
/** The family panel: Father and Mother placeholders; the author adds a grandparent in a second modal. */
export const FamilyMembers: Story = {
  ...wizardStory({}, familyScene),
  play: async () => {
    const wizard = await findWizard();
    const panel = await within(wizard).findByRole('region', { name: 'Family members' });
    await expect(within(panel).getByText('Father')).toBeVisible();
    await expect(within(panel).getByText('Mother')).toBeVisible();
    const opener = within(panel).getByRole('button', { name: 'Add family member' });
    await userEvent.click(opener);
    const add = await findDialog('Add a family member');
    await userEvent.click(within(add).getByRole('radio', { name: 'Grandparent' }));
    await userEvent.type(
      within(add).getByRole('textbox', { name: 'Name or description (optional)' }),
      'Nana',
    );
    await userEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await expect(await within(panel).findByText('Nana')).toBeVisible();
    await waitFor(() => expect(opener).toHaveFocus());
    // Two separate controls, short words on screen, names that say whom.
    const edit = within(panel).getByRole('button', { name: 'Edit Grandparent: Nana' });
    const remove = within(panel).getByRole('button', { name: 'Remove Grandparent: Nana' });
    await expect(edit).toHaveTextContent(/^Edit$/);
    await expect(remove).toHaveTextContent(/^Remove$/);
    await expect(edit.getBoundingClientRect().right).toBeLessThanOrEqual(remove.getBoundingClientRect().left);
    // Saved with the memory, like the tags.
    await waitFor(
      () =>
        expect(familyScene.scene.backend.allMemories().at(-1)?.family_members).toEqual([
          expect.objectContaining({ relation: 'grandparent', name: 'Nana' }),
        ]),
      { timeout: 10_000 },
    );
  },
};

/** 'Take a break': everything is saved, a grounding tip, and a way to close for now. */
export const TakeABreak: Story = {
  ...wizardStory(),
  play: async ({ canvasElement }) => {
    const wizard = await findWizard();
    await userEvent.click(within(wizard).getByRole('button', { name: 'Take a break' }));
    await expect(within(wizard).getByRole('heading', { name: 'Take a break' })).toBeVisible();
    await expect(
      within(wizard).getByText(
        'Everything you chose is saved. You can come back to these questions whenever you like.',
      ),
    ).toBeVisible();
    await userEvent.click(within(wizard).getByRole('button', { name: 'Close for now' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The page says it calmly where the wizard was opened, and the story does not end blank.
    await expect(
      within(canvasElement).getByText(
        'Everything you chose is saved. The questions will be here whenever you want to come back.',
      ),
    ).toBeVisible();
  },
};

const mobile = wizardStory({ initialTab: 7 });
/** A phone, 390 px wide: the wizard fills the screen without sideways scrolling. */
export const Mobile390: Story = {
  ...mobile,
  parameters: {
    ...mobile.parameters,
    viewport: {
      options: {
        phone390: { name: 'Phone, 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async () => {
    const wizard = await findWizard();
    await findOptions(wizard);
    await expect(window.innerWidth).toBe(390);
    // The mobile wizard (below 768 px) fills the screen.
    const box = wizard.getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, 390, window.innerHeight]);
    await expect(wizard.scrollWidth).toBeLessThanOrEqual(wizard.clientWidth);
  },
};

/** The dark theme (`data-theme="dark"` on an ancestor). */
export const DarkTheme: Story = {
  ...wizardStory({ initialTab: 7 }),
  globals: { theme: 'dark' },
  play: async () => {
    const wizard = await findWizard();
    await findOptions(wizard);
    await expect(within(document.body).getByTestId('theme-frame')).toHaveAttribute('data-theme', 'dark');
    // The portalled dialog inherits the theme of the page it belongs to.
    await expect(wizard.closest('[data-theme="dark"]')).not.toBeNull();
    await expect(within(wizard).getByRole('heading', { name: 'Feelings' })).toBeVisible();
  },
};

/** Press Tab until `matches` holds for the focused element (the dialog traps focus, so Tab wraps). */
async function tabUntil(matches: (element: Element) => boolean, what: string) {
  // People's Actions offers 45 actions before the footer's Next.
  for (let presses = 0; presses < 120; presses += 1) {
    const focused = document.activeElement;
    if (focused && matches(focused)) return focused;
    await userEvent.tab();
  }
  throw new Error(`Tab never reached ${what}`);
}

function isRadio(name?: string) {
  return (element: Element) =>
    element instanceof HTMLInputElement &&
    element.type === 'radio' &&
    (name === undefined || element.labels?.[0]?.textContent === name);
}

/** In a radio group the arrow keys move, and choose, as the platform does. */
async function arrowUntil(name: string) {
  for (let presses = 0; presses < 30; presses += 1) {
    if (isRadio(name)(document.activeElement ?? document.body)) return;
    await userEvent.keyboard('{ArrowDown}');
  }
  throw new Error(`The arrow keys never reached ${name}`);
}

function isCheckbox(name: string) {
  return (element: Element) =>
    element instanceof HTMLInputElement &&
    element.type === 'checkbox' &&
    element.labels?.[0]?.textContent === name;
}

function isButton(name: RegExp) {
  return (element: Element) => element instanceof HTMLButtonElement && name.test(element.textContent ?? '');
}

async function headingFocused(wizard: HTMLElement, name: string | RegExp) {
  const heading = await within(wizard).findByRole('heading', { name }, { timeout: 10_000 });
  await waitFor(() => expect(heading).toHaveFocus(), { timeout: 10_000 });
}

async function expectThreeAnswers(wizard: HTMLElement) {
  for (const name of ['Age', 'Siblings', "People's Actions"])
    await expect(
      within(wizard).getByRole('button', { name: new RegExp(`^${name}\\W+Answered$`) }),
    ).toBeVisible();
  await expect(
    within(wizard).getByRole('button', { name: /^Risk Factors\W+Not answered yet$/ }),
  ).toBeVisible();
  const progress = within(wizard).getByRole('progressbar', { name: 'Tagging progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '30');
  await expect(progress).toHaveAttribute('aria-valuetext', '30%');
}

/**
 * A member answers three questions with the keyboard alone (Tab, Space, Enter), each saved at
 * once: Age (one answer) moves on by itself, Siblings and People's Actions (several) stay until
 * Next; the list shows three checks and 30 %. After a reload (the page and the wizard mounted
 * afresh, the memory fetched again from the same server) the answers are still there.
 */
export const KeyboardAnswersSurviveReload: Story = {
  ...wizardStory({ autoAdvance: true }),
  play: async ({ canvasElement }) => {
    let wizard = await findWizard();
    await headingFocused(wizard, 'Questions');

    await tabUntil(isButton(/^1Age/), 'Age');
    await userEvent.keyboard('{Enter}');
    await headingFocused(wizard, /^Age/);
    await findOptions(wizard);
    // One age: a radio group. Tab reaches it, the arrow keys choose.
    await tabUntil(isRadio(), 'the ages');
    await arrowUntil('6-8');
    await expect(within(wizard).getByRole('radio', { name: '6-8' })).toBeChecked();

    await headingFocused(wizard, 'Siblings');
    await findOptions(wizard);
    await tabUntil(isCheckbox('Older sister'), 'Older sister');
    await userEvent.keyboard(' ');
    await expect(within(wizard).getByRole('checkbox', { name: 'Older sister' })).toBeChecked();
    // Siblings allows several answers: it stays, and Next moves on.
    await waitFor(() => expect(within(wizard).getByText('Saved')).toBeVisible(), { timeout: 10_000 });
    await tabUntil(isButton(/^Next$/), 'Next');
    await expect(within(wizard).getByRole('heading', { name: 'Siblings' })).toBeVisible();
    await userEvent.keyboard('{Enter}');

    await headingFocused(wizard, "People's Actions");
    await findOptions(wizard);
    await tabUntil(isRadio(), 'the people');
    await arrowUntil('Mother');
    await userEvent.keyboard(' ');
    // Choosing the person stays on the question: Mother's actions come next; an action stays too
    // (up to 15), and Next moves on.
    await tabUntil(isCheckbox('Shouted at me'), "Mother's actions");
    await expect(within(wizard).getByRole('heading', { name: "People's Actions" })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(within(wizard).getByRole('checkbox', { name: 'Shouted at me' })).toBeChecked();
    await tabUntil(isButton(/^Next$/), 'Next');
    await userEvent.keyboard('{Enter}');

    await headingFocused(wizard, 'Risk Factors');
    await tabUntil(isButton(/^All questions$/), 'All questions');
    await userEvent.keyboard('{Enter}');
    await headingFocused(wizard, 'Questions');
    await expectThreeAnswers(wizard);
    await expect(within(wizard).getByText('Saved')).toBeVisible();

    // Close, then reload the page with the keyboard.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Tag this memory' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Reload the page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    wizard = await findWizard();
    await headingFocused(wizard, 'Questions');
    await expectThreeAnswers(wizard);
    await tabUntil(isButton(/^2Siblings/), 'Siblings');
    await userEvent.keyboard('{Enter}');
    await headingFocused(wizard, 'Siblings');
    await expect(await within(wizard).findByRole('checkbox', { name: 'Older sister' })).toBeChecked();
  },
};

/* ───────────── One canvas for visual review (Chromatic) ───────────── */

/**
 * The wizard's views side by side (presentation 'inline'): the introduction, the list, a
 * question with answers, and one question read-only for someone who did not write the memory.
 */
export const AllStates: Story = {
  parameters: {
    chromatic: { disableSnapshot: false },
    layout: 'fullscreen',
    msw: { handlers: galleryScene.handlers },
  },
  render: () => <WizardGallery />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole(
      'region',
      { name: 'Tag Your Childhood Trauma · the list' },
      { timeout: 10_000 },
    );
    await userEvent.click(await within(list).findByRole('button', { name: 'Got It!' }));
    await expect(await within(list).findByRole('heading', { name: 'Questions' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { name: 'Did You Know?' })).toHaveLength(1);
    await expect(await canvas.findByRole('checkbox', { name: 'Lonely' }, { timeout: 10_000 })).toBeChecked();
    await expect(
      canvas.getByText('Only the person who wrote this memory can change its tags.'),
    ).toBeVisible();
  },
};
