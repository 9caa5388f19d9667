import { Button, WidgetRoot } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';

/*
 * The foundations every widget is built from: the type scale, the colours in light and dark,
 * the spacing scale and the focus ring. Values are read from the tokens on `.cm-root`, so this
 * page shows what the CSS says, not a copy of it.
 */

const meta = {
  title: 'ui/Foundations',
  parameters: { layout: 'padded', chromatic: { disableSnapshot: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TYPE_SCALE = [
  ['--cm-text-2xl', 'Widget page title'],
  ['--cm-text-xl', 'Widget and dialog titles'],
  ['--cm-text-lg', 'Section headings'],
  ['--cm-text-md', 'Body text, labels, buttons'],
  ['--cm-text-sm', 'Hints, counters, descriptions'],
] as const;

const COLOURS = [
  '--cm-accent',
  '--cm-foreground',
  '--cm-background',
  '--cm-surface',
  '--cm-muted',
  '--cm-border',
  '--cm-input-border',
  '--cm-muted-foreground',
  '--cm-accent-soft',
  '--cm-danger',
  '--cm-warning',
  '--cm-success',
  '--cm-info',
] as const;

const SPACE = [
  '--cm-space-1',
  '--cm-space-2',
  '--cm-space-3',
  '--cm-space-4',
  '--cm-space-5',
  '--cm-space-6',
  '--cm-space-7',
] as const;

const swatch: CSSProperties = {
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: 'var(--cm-radius)',
  border: '1px solid var(--cm-border)',
};

function Palette({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <WidgetRoot
      data-theme={theme}
      className="cm-card"
      aria-label={theme === 'light' ? 'Light colours' : 'Dark colours'}
      role="group"
    >
      <h3 className="cm-heading-part">{theme === 'light' ? 'Light' : 'Dark'}</h3>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
          gap: 'var(--cm-space-3)',
          padding: 0,
          margin: 'var(--cm-space-3) 0 0',
          listStyle: 'none',
        }}
      >
        {COLOURS.map((name) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 'var(--cm-space-3)' }}>
            <span style={{ ...swatch, background: `var(${name})` }} aria-hidden="true" />
            <code className="cm-text-muted">{name}</code>
          </li>
        ))}
      </ul>
      <p style={{ marginBlock: 'var(--cm-space-3) 0' }}>
        <span style={{ color: 'var(--cm-danger)' }}>Danger is an error.</span>{' '}
        <span style={{ color: 'var(--cm-warning)' }}>Warning asks for care.</span>{' '}
        <span style={{ color: 'var(--cm-success)' }}>Success confirms.</span>{' '}
        <span style={{ color: 'var(--cm-info)' }}>Info explains.</span>
      </p>
    </WidgetRoot>
  );
}

/** The type scale (one ratio, 1.125), the weights, and prose at a readable measure. */
export const Type: Story = {
  render: () => (
    <WidgetRoot className="cm-stack">
      {TYPE_SCALE.map(([token, role]) => (
        <p
          key={token}
          style={{ margin: 0, fontSize: `var(${token})`, lineHeight: 'var(--cm-leading-heading)' }}
        >
          {role} <code className="cm-text-muted">{token}</code>
        </p>
      ))}
      <h2 className="cm-heading-title">A widget title (strong)</h2>
      <h3 className="cm-heading-section">A section heading (strong)</h3>
      <h4 className="cm-heading-part">A part heading (strong)</h4>
      <p className="cm-prose">
        Body text is regular and keeps about seventy characters a line, so a long memory reads calmly. Labels
        and buttons are medium; only headings are stronger, and nothing is bold just because of where it sits.
      </p>
    </WidgetRoot>
  ),
  play: async ({ canvasElement }) => {
    const prose = canvasElement.querySelector<HTMLElement>('.cm-prose');
    await expect(prose).not.toBeNull();
    // About 70 characters a line: the measure is 70 widths of '0' in the body font.
    const zero = document.createElement('span');
    zero.textContent = '0'.repeat(70);
    prose!.append(zero);
    const seventy = zero.getBoundingClientRect().width;
    zero.remove();
    await expect(Number.parseFloat(getComputedStyle(prose!).maxWidth)).toBeCloseTo(seventy, 0);
    const heading = within(canvasElement).getByRole('heading', { name: 'A widget title (strong)' });
    await expect(getComputedStyle(heading).fontWeight).toBe('600');
    await expect(getComputedStyle(prose!).fontWeight).toBe('400');
  },
};

/** Colours in light and dark: derived from the six public tokens. */
export const Colours: Story = {
  render: () => (
    <div className="cm-stack" style={{ display: 'grid', gap: '1rem' }}>
      <Palette theme="light" />
      <Palette theme="dark" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Light colours' })).toBeVisible();
    await expect(within(canvasElement).getByRole('group', { name: 'Dark colours' })).toBeVisible();
  },
};

/** The spacing scale: multiples of `--cm-spacing`. */
export const Spacing: Story = {
  render: () => (
    <WidgetRoot>
      <ul style={{ display: 'grid', gap: 'var(--cm-space-2)', padding: 0, margin: 0, listStyle: 'none' }}>
        {SPACE.map((token) => (
          <li key={token} style={{ display: 'flex', alignItems: 'center', gap: 'var(--cm-space-3)' }}>
            <span
              style={{
                display: 'inline-block',
                width: `var(${token})`,
                height: '1rem',
                background: 'var(--cm-accent)',
              }}
              aria-hidden="true"
            />
            <code className="cm-text-muted">{token}</code>
          </li>
        ))}
      </ul>
    </WidgetRoot>
  ),
  play: async ({ canvasElement }) => {
    const bars = Array.from(canvasElement.querySelectorAll('li > span'));
    const widths = bars.map((bar) => bar.getBoundingClientRect().width);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
  },
};

/**
 * The focus ring is the accent: a host that sets `--cm-accent` sees its own colour around
 * whatever has keyboard focus.
 */
export const FocusRing: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <WidgetRoot>
        <Button variant="secondary">Default accent</Button>
      </WidgetRoot>
      <WidgetRoot style={{ '--cm-accent': 'rgb(122, 40, 140)' } as CSSProperties}>
        <Button variant="secondary">A host’s accent</Button>
      </WidgetRoot>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Default accent' });
    await expect(first).toHaveFocus();
    const accent = getComputedStyle(first.closest('.cm-root')!).getPropertyValue('--cm-accent').trim();
    await expect(accent).toBe('#0e6b66');
    await expect(getComputedStyle(first).outlineColor).toBe('rgb(14, 107, 102)');
    await userEvent.tab();
    const host = canvas.getByRole('button', { name: 'A host’s accent' });
    await expect(host).toHaveFocus();
    await expect(getComputedStyle(host).outlineColor).toBe('rgb(122, 40, 140)');
    await expect(getComputedStyle(host).outlineStyle).toBe('solid');
  },
};
