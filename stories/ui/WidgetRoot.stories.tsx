import { Button, TextField, WidgetRoot } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'ui/WidgetRoot',
  component: WidgetRoot,
} satisfies Meta<typeof WidgetRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

function Sample() {
  return (
    <>
      <p style={{ margin: 0 }}>Everything inside a widget root uses the design tokens.</p>
      <TextField label="Title" defaultValue="The blue bicycle" />
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Button>Post</Button>
        <Button variant="secondary">Keep writing</Button>
      </div>
    </>
  );
}

export const Default: Story = {
  render: () => (
    <WidgetRoot className="cm-stack" aria-label="Sample widget" role="region">
      <Sample />
    </WidgetRoot>
  ),
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('region', { name: 'Sample widget' });
    const style = getComputedStyle(root);
    await expect(style.getPropertyValue('--cm-accent').trim()).toBe('#0e6b66');
    await expect(style.getPropertyValue('--cm-spacing').trim()).toBe('1rem');
    // A focus ring shows for keyboard users.
    await userEvent.tab();
    await expect(getComputedStyle(document.activeElement as Element).outlineStyle).toBe('solid');
  },
};

/** A host themes every widget with the six public tokens; here set inline for the demo. */
export const CustomTokens: Story = {
  render: () => (
    <WidgetRoot
      className="cm-stack"
      aria-label="Themed widget"
      role="region"
      style={
        {
          '--cm-accent': '#5b3fa8',
          '--cm-radius': '2px',
          '--cm-spacing': '1.5rem',
          '--cm-font': 'Georgia, serif',
        } as CSSProperties
      }
    >
      <Sample />
    </WidgetRoot>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const post = canvas.getByRole('button', { name: 'Post' });
    await expect(getComputedStyle(post).backgroundColor).toBe('rgb(91, 63, 168)');
    await expect(getComputedStyle(post).borderTopLeftRadius).toBe('2px');
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('region', { name: 'Sample widget' });
    await expect(getComputedStyle(root).getPropertyValue('--cm-background').trim()).toBe('#161a21');
  },
};
