import { CommunityGuidelinesModal } from '@childhood-memories/quiz-help';
import { Button, WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'quiz-help/CommunityGuidelinesModal',
  component: CommunityGuidelinesModal,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof CommunityGuidelinesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lazily loaded help texts: the first download includes a transform, slow on a busy machine. */
const LAZY = { timeout: 10_000 };

/** The dialog named `name`, portalled into document.body, once its opening fade has finished. */
async function findDialog(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name }, { timeout: 10_000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 10_000 });
  return dialog;
}

/** No `trigger`: a 'View Guidelines' button opens the modal 'Community Guidelines', 600 px at most. */
export const DefaultTrigger: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'View Guidelines' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Community Guidelines');
    await expect(await within(dialog).findByRole('heading', { name: 'Be kind' }, LAZY)).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Offer support, not advice' })).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(600);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** Escape closes the modal and focus goes back to the trigger. */
export const FocusReturns: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'View Guidelines' });
    await userEvent.click(trigger);
    await findDialog('Community Guidelines');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** The editor's own opener: the link-styled 'View our Community Guidelines.' */
export const CustomTrigger: Story = {
  args: { trigger: <Button variant="link">View our Community Guidelines.</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'View Guidelines' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'View our Community Guidelines.' }));
    await expect(await findDialog('Community Guidelines')).toBeVisible();
  },
};

function ControlledHost() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>
        Before you post, please read our guidelines.{' '}
        <Button variant="link" onClick={() => setOpen(true)}>
          Open the guidelines
        </Button>
      </p>
      <CommunityGuidelinesModal trigger={null} open={open} onOpenChange={setOpen} />
    </div>
  );
}

/** `trigger={null}` with `open` / `onOpenChange`: the host opens and closes it. */
export const Controlled: Story = {
  render: () => <ControlledHost />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'View Guidelines' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the guidelines' }));
    const dialog = await findDialog('Community Guidelines');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the guidelines' }));
    await expect(await findDialog('Community Guidelines')).toBeVisible();
  },
};

/** Strings from the provider's `quizHelp` namespace; the `messages` prop wins. */
export const OverriddenStrings: Story = {
  args: { messages: { communityGuidelinesTitle: 'Our community agreement' } },
  decorators: [
    (Story) => (
      <WidgetsProvider
        messages={{
          quizHelp: {
            viewGuidelines: 'Read the agreement',
            communityGuidelinesTitle: 'Provider title',
            guidelineKindnessTitle: 'Be gentle with each other',
          },
        }}
      >
        <Story />
      </WidgetsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the agreement' }));
    const dialog = await findDialog('Our community agreement');
    await expect(
      await within(dialog).findByRole('heading', { name: 'Be gentle with each other' }, LAZY),
    ).toBeVisible();
  },
};

/** On a phone the modal fits the screen. */
export const Mobile390: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View Guidelines' }));
    const dialog = await findDialog('Community Guidelines');
    await within(dialog).findByRole('heading', { name: 'Be kind' }, LAZY);
    const { left, right } = dialog.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View Guidelines' }));
    const dialog = await findDialog('Community Guidelines');
    await within(dialog).findByRole('heading', { name: 'Be kind' }, LAZY);
    await expect(dialog.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
  },
};
