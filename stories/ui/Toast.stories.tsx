import { Button, TOAST_DURATION_MS, useToast, type ToastOptions } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { withWidgetsProvider } from './decorators.tsx';

function ToastButtons({ toasts }: { toasts: ToastOptions[] }) {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      {toasts.map((options) => (
        <Button key={options.title} variant="secondary" onClick={() => toast(options)}>
          {`Show: ${options.title}`}
        </Button>
      ))}
    </div>
  );
}

const success: ToastOptions = {
  tone: 'success',
  title: 'Your Memory Added Successfully!',
  description: 'Thank you! Your post has been added.',
};
const error: ToastOptions = {
  tone: 'error',
  title: 'Memory Submission Failed',
  description: 'There was an error entering your post. Please try again later.',
};
const info: ToastOptions = {
  tone: 'info',
  title: 'Post Updated Successfully',
  description: 'Your changes have been saved!',
};

const meta = {
  title: 'ui/Toast',
  component: ToastButtons,
  decorators: [withWidgetsProvider],
  args: { toasts: [success] },
} satisfies Meta<typeof ToastButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toast area: it appears with the first toast, once Radix Toast has loaded (lazy). */
function toastArea() {
  return within(document.body).findByRole('region', { name: 'Notifications (F8)' }, { timeout: 10_000 });
}

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Show: ${success.title}` }));
    const region = await toastArea();
    await waitFor(() => expect(region).toHaveTextContent('Thank you! Your post has been added.'));
  },
};

export const Error: Story = {
  args: { toasts: [error] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Show: ${error.title}` }));
    const body = within(document.body);
    await waitFor(async () => expect(await toastArea()).toHaveTextContent(error.title));
    // Errors interrupt: Radix announces them assertively.
    await waitFor(() =>
      expect(body.getByText(/Notification\s*Error: Memory Submission Failed/)).toHaveAttribute(
        'aria-live',
        'assertive',
      ),
    );
  },
};

export const Info: Story = {
  args: { toasts: [info] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Show: ${info.title}` }));
    await waitFor(async () => expect(await toastArea()).toHaveTextContent(info.title));
  },
};

export const DisappearsAfterThreeSeconds: Story = {
  args: { toasts: [{ tone: 'info', title: 'Link copied' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show: Link copied' }));
    const region = await toastArea();
    await waitFor(() => expect(region).toHaveTextContent('Link copied'));
    // Move the pointer away: Radix pauses the timer while a toast is hovered.
    await userEvent.unhover(region);
    await waitFor(() => expect(region).not.toHaveTextContent('Link copied'), {
      timeout: TOAST_DURATION_MS + 2000,
    });
  },
};

export const AllTones: Story = {
  args: {
    toasts: [
      { ...success, duration: 60_000 },
      { ...error, duration: 60_000 },
      { ...info, duration: 60_000 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await userEvent.click(button);
    const region = await toastArea();
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
  },
};

export const Dark: Story = {
  ...AllTones,
  globals: { theme: 'dark' },
};
