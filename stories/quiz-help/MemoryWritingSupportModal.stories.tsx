import { MemoryWritingSupportModal } from '@childhood-memories/quiz-help';
import { Button, WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'quiz-help/MemoryWritingSupportModal',
  component: MemoryWritingSupportModal,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof MemoryWritingSupportModal>;

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

/** No `trigger`: a 'Need Support?' button opens 'Memory Writing Support'. */
export const DefaultTrigger: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Need Support?' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Memory Writing Support');
    const grounding = within(dialog).getByRole('region', { name: 'A moment for yourself' });
    await expect(within(grounding).getByText('Breathe in for 4, out for 6')).toBeVisible();
    await expect(
      await within(dialog).findByRole('heading', { name: 'Go at your own pace' }, LAZY),
    ).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Photo guidance' })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/**
 * Crisis lines are one click away inside the modal: 'Show crisis lines' brings them into view and
 * moves focus to their heading; the modal says 'If you feel unsafe' once; every number stays on
 * one line.
 */
export const CrisisLinesShown: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Need Support?' }));
    const dialog = await findDialog('Memory Writing Support');
    await expect(within(dialog).getAllByText(/If you feel unsafe/)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show crisis lines' }));
    await expect(within(dialog).getByRole('button', { name: 'Hide crisis lines' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(dialog).getByRole('region', { name: 'Crisis Resources' })).toBeVisible();
    const heading = within(dialog).getByRole('heading', { name: 'Crisis Resources' });
    await expect(heading).toHaveFocus();
    await waitFor(async () => {
      const box = heading.getBoundingClientRect();
      const frame = dialog.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(frame.top);
      await expect(box.bottom).toBeLessThanOrEqual(Math.min(frame.bottom, window.innerHeight));
    });
    // What a person sees: each number is drawn on one line.
    for (const link of within(dialog).getAllByRole('link')) {
      const number = /(\S+)$/.exec(link.textContent ?? '')?.[1] ?? '';
      const element = within(link).getByText(number, { exact: true });
      await expect(element.getClientRects()).toHaveLength(1);
    }
  },
};

/** Escape closes the modal and focus goes back to the trigger. */
export const FocusReturns: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Need Support?' });
    await userEvent.click(trigger);
    await findDialog('Memory Writing Support');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** Another grounding tip first: it's OK to stop. */
export const OtherGroundingTip: Story = {
  args: { groundingTipIndex: 5 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Need Support?' }));
    const dialog = await findDialog('Memory Writing Support');
    await expect(within(dialog).getByText('It’s OK to stop')).toBeVisible();
    await within(dialog).findByRole('heading', { name: 'Go at your own pace' }, LAZY);
  },
};

export const CustomTrigger: Story = {
  args: { trigger: <Button variant="ghost">Support while writing</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Need Support?' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Support while writing' }));
    const dialog = await findDialog('Memory Writing Support');
    await within(dialog).findByRole('heading', { name: 'Go at your own pace' }, LAZY);
  },
};

function ControlledHost() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        I need a moment
      </Button>
      <MemoryWritingSupportModal trigger={null} open={open} onOpenChange={setOpen} />
    </div>
  );
}

/** `trigger={null}` with `open` / `onOpenChange`: the editor opens it from its own button. */
export const Controlled: Story = {
  render: () => <ControlledHost />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'I need a moment' }));
    const dialog = await findDialog('Memory Writing Support');
    await within(dialog).findByRole('heading', { name: 'Go at your own pace' }, LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Strings from the provider's `quizHelp` namespace; the `messages` prop wins. */
export const OverriddenStrings: Story = {
  args: { messages: { memoryWritingSupportTitle: 'Support while you write' } },
  decorators: [
    (Story) => (
      <WidgetsProvider
        messages={{
          quizHelp: {
            needSupport: 'Need a hand?',
            memoryWritingSupportTitle: 'Provider title',
            supportGroundingHeading: 'Breathe first',
          },
        }}
      >
        <Story />
      </WidgetsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Need a hand?' }));
    const dialog = await findDialog('Support while you write');
    await expect(within(dialog).getByRole('heading', { name: 'Breathe first' })).toBeVisible();
    await within(dialog).findByRole('heading', { name: 'Go at your own pace' }, LAZY);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Need Support?' }));
    const dialog = await findDialog('Memory Writing Support');
    await within(dialog).findByRole('heading', { name: 'Go at your own pace' }, LAZY);
    await expect(dialog.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
  },
};
