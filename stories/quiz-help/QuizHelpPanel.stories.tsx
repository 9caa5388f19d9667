import { QuizHelpPanel } from '@childhood-memories/quiz-help';
import { WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'quiz-help/QuizHelpPanel',
  component: QuizHelpPanel,
} satisfies Meta<typeof QuizHelpPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog named `name`, portalled into document.body, once its opening fade has finished. */
async function findDialog(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name }, { timeout: 10_000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 10_000 });
  return dialog;
}

/** How the quiz works: every fact of the spec, then the care reminders. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'How the quiz works' })).toBeVisible();
    await expect(canvas.getByText('Each experience category takes about 3-5 minutes.')).toBeVisible();
    await expect(canvas.getByText('The first two parts need no registration.')).toBeVisible();
    await expect(
      canvas.getByText(
        'Your results describe survivor love styles. They are for self-awareness only, not diagnosis.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^No progress is saved between sessions\./)).toBeVisible();
    await expect(
      canvas.getByText('We keep no long-term data: your answers are deleted when you exit.'),
    ).toBeVisible();
    await expect(canvas.getByText('You can print your results or save them as a PDF.')).toBeVisible();
    const care = canvas.getByRole('region', { name: 'Looking after yourself' });
    await expect(within(care).getByText(/with a therapist/)).toBeVisible();
    await expect(within(care).getByText(/^Taking part is voluntary\./)).toBeVisible();
    await expect(within(care).getByText(/please stop\./)).toBeVisible();
  },
};

/** The stop-if-triggered reminder leads to grounding techniques, opened with the keyboard. */
export const GroundingOpen: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Grounding techniques' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Safety & Grounding');
    await expect(within(dialog).getByRole('heading', { name: 'Breathe in for 4, out for 6' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Feel your feet on the floor' })).toBeVisible();
  },
};

/** Crisis resources are one click away. */
export const CrisisOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Crisis resources' }));
    const dialog = await findDialog('Crisis Resources');
    await expect(within(dialog).getByRole('combobox', { name: 'Country' })).toBeVisible();
    await expect(within(dialog).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

/** Closing a dialog puts focus back on the button that opened it. */
export const FocusReturns: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Crisis resources' });
    await userEvent.click(opener);
    await findDialog('Crisis Resources');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

/** Strings from the provider's `quizHelp` namespace; the `messages` prop wins. */
export const OverriddenStrings: Story = {
  args: { messages: { quizHelpTitle: 'About this quiz' } },
  decorators: [
    (Story) => (
      <WidgetsProvider
        messages={{
          quizHelp: {
            quizHelpTitle: 'Provider title',
            quizDuration: 'Each part takes a few minutes.',
            quizOpenCrisis: 'Talk to someone now',
          },
        }}
      >
        <Story />
      </WidgetsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'About this quiz' })).toBeVisible();
    await expect(canvas.getByText('Each part takes a few minutes.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Talk to someone now' })).toBeVisible();
  },
};

/** Nested in a page outline: the panel starts at h3. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'How the quiz works' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Your privacy' })).toBeVisible();
  },
};

/** A phone screen, 390 px wide: nothing overflows, buttons stay large enough to tap. */
export const Mobile390: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'How the quiz works' });
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    for (const button of within(panel).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-theme="dark"]')).not.toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Grounding techniques' }));
    const dialog = await findDialog('Safety & Grounding');
    await expect(dialog.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
  },
};
