import { QuickExit, isQuickExiting } from '@childhood-memories/crisis-resources';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

// `navigate` replaces `window.location.replace` here, so the story records the exit and stays.
const meta = {
  title: 'crisis-resources/QuickExit',
  component: QuickExit,
  args: { href: 'https://www.bbc.co.uk/weather', navigate: fn(), onExit: fn() },
} satisfies Meta<typeof QuickExit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** sRGB channels of a computed colour ('rgb(…)', 'rgba(…)' or 'color(srgb …)') as 0-255. */
function channels(colour: string): [number, number, number] {
  const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(colour);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255];
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

function luminance(colour: string) {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * What a person sees: the exit colour, not the accent of a primary (Post) button, its text at
 * 4.5:1 or more on it, and the button at 3:1 or more against the page behind it.
 */
async function expectExitColours(button: HTMLElement) {
  const style = getComputedStyle(button);
  const root = button.parentElement as HTMLElement;
  const accent = getComputedStyle(root).getPropertyValue('--cm-accent').trim();
  const probe = document.createElement('span');
  probe.style.color = accent;
  root.append(probe);
  const accentColour = getComputedStyle(probe).color;
  probe.remove();
  await expect(style.backgroundColor).not.toBe(accentColour);
  await expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  await expect(contrast(style.backgroundColor, backgroundBehind(root))).toBeGreaterThanOrEqual(3);
}

/** The first opaque background from `element` up: what the button is seen against. */
function backgroundBehind(element: HTMLElement | null): string {
  for (let node = element; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour;
  }
  return 'rgb(255, 255, 255)';
}

/** Its own warning colour, not the accent of the page's main button; the hint beside it. */
export const Inline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('link', { name: 'Exit this page' });
    await expect(button).toHaveAccessibleDescription('or press Shift 3 times');
    await expect(canvas.getByText('or press Shift 3 times')).toBeVisible();
    await expectExitColours(button);
    await userEvent.click(button);
    await expect(args.onExit).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledWith('https://www.bbc.co.uk/weather');
    await expect(isQuickExiting()).toBe(true);
  },
};

/**
 * Pinned to the top-right corner of the viewport, above the page, and still there after the page
 * scrolls; the hint is shown under it.
 */
export const Fixed: Story = {
  args: { placement: 'fixed' },
  render: (args) => (
    <div style={{ blockSize: '300vh' }}>
      <QuickExit {...args} />
      <p>The page goes on below.</p>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('link', { name: 'Exit this page' });
    await expect(getComputedStyle(button.parentElement as HTMLElement).position).toBe('fixed');
    await expect(button.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth - 64);
    await expect(button.getBoundingClientRect().top).toBeLessThan(24);
    await expect(within(canvasElement).getByText('or press Shift 3 times')).toBeVisible();
    const before = button.getBoundingClientRect();
    window.scrollTo(0, 600);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await expect(button.getBoundingClientRect().top).toBe(before.top);
    await expect(button.getBoundingClientRect().right).toBe(before.right);
    window.scrollTo(0, 0);
    await expectExitColours(button);
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
    const button = within(canvasElement).getByRole('link', { name: 'Leave this site now' });
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
      <p style={{ marginBlockStart: '6rem', paddingInline: '1rem' }}>
        The page goes on below the button. Hosts leave the top-right corner free for it.
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('link', { name: 'Exit this page' });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeLessThan(390 / 2);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeLessThan(64);
    // The hint comes with it, under the button, and the two stay in their corner.
    const hint = within(canvasElement).getByText('or press Shift 3 times');
    await expect(hint).toBeVisible();
    await expect(hint.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
    await expect((button.parentElement as HTMLElement).getBoundingClientRect().width).toBeLessThan(390 / 2);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-theme="dark"]')).not.toBeNull();
    await expectExitColours(within(canvasElement).getByRole('link', { name: 'Exit this page' }));
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Exit this page' }));
    await expect(args.navigate).toHaveBeenCalledTimes(1);
  },
};

/** A host's header whose top-right corner holds its own control (a bell), as partners' do. */
function HostPage({ children, onBell }: { children: React.ReactNode; onBell: () => void }) {
  return (
    <div style={{ inlineSize: 390, blockSize: 420, transform: 'translateZ(0)', overflow: 'auto' }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          blockSize: 56,
          paddingInline: 12,
          borderBlockEnd: '1px solid #ccd',
        }}
      >
        <strong>A partner’s site</strong>
        <button type="button" onClick={onBell} style={{ inlineSize: 44, blockSize: 44 }}>
          Bell
        </button>
      </header>
      <p style={{ paddingInline: 12 }}>The page goes on below its header.</p>
      {children}
    </div>
  );
}

/** The centre of `element` is where a finger lands on it: is `element` what it lands on? */
function onTopAtCentre(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit === element || element.contains(hit);
}

/**
 * Fixed, moved below the host's 56 px header with `--cm-quick-exit-inset-block`: the host's bell
 * in the top corner stays on top and clickable, the exit sits under the header.
 */
export const FixedBelowHostHeader: Story = {
  args: { placement: 'fixed' },
  render: (args) => {
    const onBell = fn();
    return (
      <HostPage onBell={onBell}>
        <div className="host-exit" style={{ ['--cm-quick-exit-inset-block' as string]: '64px' }}>
          <QuickExit {...args} />
        </div>
      </HostPage>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('button', { name: 'Bell' });
    const exit = canvas.getByRole('link', { name: 'Exit this page' });
    await expect(onTopAtCentre(bell)).toBe(true);
    await expect(onTopAtCentre(exit)).toBe(true);
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(exit.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      header.getBoundingClientRect().bottom,
    );
    await userEvent.click(exit);
    await expect(args.navigate).toHaveBeenCalledTimes(1);
  },
};

/** 'fixed-bottom': the bottom corner on the inline end, for a header that keeps its top corner. */
export const FixedBottom: Story = {
  args: { placement: 'fixed-bottom' },
  render: (args) => (
    <HostPage onBell={() => undefined}>
      <QuickExit {...args} />
    </HostPage>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('button', { name: 'Bell' });
    const exit = canvas.getByRole('link', { name: 'Exit this page' });
    await expect(onTopAtCentre(bell)).toBe(true);
    await expect(onTopAtCentre(exit)).toBe(true);
    const frame = (exit.closest('.cm-quick-exit') as HTMLElement).getBoundingClientRect();
    // In the frame's bottom-right corner, with the hint.
    const host = (canvasElement.querySelector('header') as HTMLElement).parentElement as HTMLElement;
    const hostBox = host.getBoundingClientRect();
    await expect(hostBox.bottom - frame.bottom).toBeLessThanOrEqual(16);
    await expect(hostBox.right - frame.right).toBeLessThanOrEqual(16);
    await expect(canvas.getByText('or press Shift 3 times')).toBeVisible();
    await userEvent.click(exit);
    await expect(args.navigate).toHaveBeenCalledTimes(1);
  },
};
