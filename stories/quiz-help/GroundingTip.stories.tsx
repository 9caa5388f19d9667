import { GroundingTip } from '@childhood-memories/quiz-help';
import { WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'quiz-help/GroundingTip',
  component: GroundingTip,
} satisfies Meta<typeof GroundingTip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tip: 5-4-3-2-1 senses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note', {
      name: 'Grounding tip Notice five things around you',
    });
    await expect(note).toHaveTextContent(
      /^Grounding tipNotice five things around youName 5 things you can see/,
    );
  },
};

export const Breathing: Story = {
  args: { index: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('note', { name: 'Grounding tip Breathe in for 4, out for 6' }),
    ).toBeVisible();
  },
};

export const FeetOnTheFloor: Story = {
  args: { index: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Feel your feet on the floor')).toBeVisible();
  },
};

export const DateAndPlace: Story = {
  args: { index: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Name the date and the place')).toBeVisible();
  },
};

export const ComfortingObject: Story = {
  args: { index: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hold something comforting')).toBeVisible();
  },
};

export const OkToStop: Story = {
  args: { index: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('It’s OK to stop')).toBeVisible();
  },
};

/** Any integer wraps around the list: the tag wizard can pass its break counter. */
export const WrapsAround: Story = {
  args: { index: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Breathe in for 4, out for 6')).toBeVisible();
  },
};

/** Strings from the provider's `quizHelp` namespace; the `messages` prop wins. */
export const OverriddenStrings: Story = {
  args: { index: 2, messages: { groundingFeetText: 'Push your feet gently into the floor.' } },
  decorators: [
    (Story) => (
      <WidgetsProvider
        messages={{ quizHelp: { groundingTipLabel: 'Take a breath', groundingFeetTitle: 'Feet down' } }}
      >
        <Story />
      </WidgetsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note', { name: 'Take a breath Feet down' });
    await expect(note).toHaveTextContent('Push your feet gently into the floor.');
  },
};

/** A phone screen, 390 px wide. */
export const Mobile390: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note.scrollWidth).toBeLessThanOrEqual(note.clientWidth);
    await expect(note.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { index: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-theme="dark"]')).not.toBeNull();
    await expect(within(canvasElement).getByRole('note')).toBeVisible();
  },
};
