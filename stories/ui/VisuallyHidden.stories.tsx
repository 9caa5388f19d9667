import { VisuallyHidden } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { withWidgetRoot } from './decorators.tsx';

const meta = {
  title: 'ui/VisuallyHidden',
  component: VisuallyHidden,
  decorators: [withWidgetRoot],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InAButton: Story = {
  render: () => (
    <button type="button" className="cm-button cm-button-secondary cm-button-md">
      <span aria-hidden="true">♥</span>
      <VisuallyHidden>Send empathy</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send empathy' })).toBeInTheDocument();
    const hidden = canvas.getByText('Send empathy');
    // Read aloud, but takes no space on screen.
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
