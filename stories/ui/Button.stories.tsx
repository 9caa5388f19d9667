import { Button, buttonVariants } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { withWidgetRoot } from './decorators.tsx';

const meta = {
  title: 'ui/Button',
  component: Button,
  decorators: [withWidgetRoot],
  args: { children: 'Post', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Post' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      <Button {...args} variant="primary">
        Post
      </Button>
      <Button {...args} variant="secondary">
        Keep writing
      </Button>
      <Button {...args} variant="ghost">
        Skip
      </Button>
      <Button {...args} variant="danger">
        Leave
      </Button>
      <Button {...args} variant="link">
        View our Community Guidelines.
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Keep writing' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
    await expect(canvas.getByRole('button', { name: 'Leave' })).toHaveAttribute('data-variant', 'danger');
    await expect(canvas.getByRole('button', { name: 'View our Community Guidelines.' })).toHaveAttribute(
      'data-variant',
      'link',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect();
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect();
    // WCAG 2.2 target size: even the small button is at least 24 px high.
    await expect(small.height).toBeGreaterThanOrEqual(24);
    await expect(large.height).toBeGreaterThan(small.height);
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Post' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Post' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Post' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Post' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Continue to How you show up in relationships and reflect on the patterns you notice' },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    // Long labels wrap inside the button instead of overflowing it.
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
  },
};

export const LinkStyledAsButton: Story = {
  render: () => (
    <a href="#write" className={buttonVariants({ variant: 'secondary' })}>
      Write a memory
    </a>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Write a memory' });
    await expect(link).toHaveClass('cm-button', 'cm-button-secondary');
  },
};

export const Dark: Story = {
  ...Variants,
  globals: { theme: 'dark' },
};
