import { QuickExit, isQuickExiting } from '@childhood-memories/crisis-resources';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

// `navigate` replaces `window.location.replace` here, so the story records the exit and stays.
const meta = {
  title: 'crisis-resources/QuickExit',
  component: QuickExit,
  args: { href: 'https://www.bbc.co.uk/weather', navigate: fn(), onExit: fn() },
} satisfies Meta<typeof QuickExit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Exit this page' });
    await expect(button).toHaveAccessibleDescription('or press Shift 3 times');
    await userEvent.click(button);
    await expect(args.onExit).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledWith('https://www.bbc.co.uk/weather');
    await expect(isQuickExiting()).toBe(true);
  },
};

/** Pinned to the top-right corner of the viewport, above the page. */
export const Fixed: Story = {
  args: { placement: 'fixed' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Exit this page' });
    await expect(getComputedStyle(button.parentElement as HTMLElement).position).toBe('fixed');
    await expect(button.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth - 64);
    await userEvent.click(button);
    await expect(args.navigate).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledWith('https://www.bbc.co.uk/weather');
  },
};

/** Shift pressed three times leaves, even while writing in a text field. */
export const ShiftThreeTimes: Story = {
  args: { href: 'https://www.google.com/' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '32rem' }}>
      <QuickExit {...args} />
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        Your memory
        <textarea rows={4} />
      </label>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Your memory' }));
    await userEvent.keyboard('I {Shift>}R{/Shift}emember');
    await expect(args.navigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Shift}{Shift}{Shift}');
    await expect(args.navigate).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledWith('https://www.google.com/');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Leave this site now', shortcut: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Leave this site now' });
    await expect(button).not.toHaveAccessibleDescription();
    await userEvent.keyboard('{Shift}{Shift}{Shift}');
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/**
 * A 390 px phone screen with page content. The frame is the containing block (transform), so
 * the fixed button sits in its corner: small, one line, covering no more than its own corner.
 */
export const FixedOnMobile390: Story = {
  args: { placement: 'fixed' },
  render: (args) => (
    <div style={{ inlineSize: 390, blockSize: 300, transform: 'translateZ(0)', overflow: 'auto' }}>
      <QuickExit {...args} />
      <p style={{ marginBlockStart: '4rem', paddingInline: '1rem' }}>
        The page goes on below the button. Hosts leave the top-right corner free for it.
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Exit this page' });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeLessThan(390 / 2);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeLessThan(64);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-theme="dark"]')).not.toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Exit this page' }));
    await expect(args.navigate).toHaveBeenCalledTimes(1);
  },
};
