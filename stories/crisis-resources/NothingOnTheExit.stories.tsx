import { QuickExit } from '@childhood-memories/crisis-resources';
import { Button, Dialog, Popover, useToast, WidgetRoot, WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Nothing lands on the way out (issue 35 §2): a toast, a popover or a toast over a dialog moves
 * out of the quick exit's way, at phone and desktop widths, wherever the host put the exit (in
 * its top bar, fixed to the top or the bottom corner). Each story measures what Chromium lays
 * out: the element under the exit's centre (and its hint's) is the exit, and the toast or popover
 * is still wholly on the screen. `navigate` keeps the stories on the page.
 */
const meta: Meta = {
  title: 'crisis-resources/Nothing on the exit',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj;

const body = () => within(document.body);

function screenSize(width: number, height: number) {
  const id = `screen${width}x${height}`;
  return {
    parameters: {
      viewport: {
        options: {
          [id]: {
            name: `${width} × ${height}`,
            styles: { width: `${width}px`, height: `${height}px` },
            type: width < 500 ? 'mobile' : 'desktop',
          },
        },
      },
    },
    globals: { viewport: { value: id, isRotated: false } },
  };
}

/** A host page: a top bar with the exit in it (inline), or a fixed exit, and what opens a layer. */
function Host({ exit, children }: { exit: 'bar' | 'fixed' | 'fixed-bottom'; children: ReactNode }) {
  return (
    <WidgetsProvider>
      <WidgetRoot className="cm-stack">
        {exit === 'bar' ? (
          <header className="cm-row" style={{ justifyContent: 'space-between', padding: '0.5rem 1rem' }}>
            <strong>Memories</strong>
            <QuickExit placement="inline" navigate={() => undefined} />
          </header>
        ) : (
          <QuickExit placement={exit} navigate={() => undefined} />
        )}
        <main className="cm-stack" style={{ padding: '1rem' }}>
          {children}
        </main>
      </WidgetRoot>
    </WidgetsProvider>
  );
}

function PostButton() {
  const { toast } = useToast();
  return (
    <Button
      onClick={() =>
        toast({
          tone: 'success',
          title: 'Your Memory Added Successfully!',
          description: 'Thank you! Your post has been added.',
          duration: 60_000,
        })
      }
    >
      Post
    </Button>
  );
}

/** Under the centre of the exit that is on screen (and of its hint, where shown) is that exit. */
async function expectExitOnTop(scope: HTMLElement = document.body) {
  const exits = within(scope)
    .getAllByRole('link', { name: 'Exit this page' })
    .filter((link) => link.checkVisibility({ visibilityProperty: true }));
  await expect(exits).toHaveLength(1);
  const exit = exits[0] as HTMLElement;
  const parts: HTMLElement[] = [exit];
  const hintId = exit.getAttribute('aria-describedby');
  const hint = hintId ? document.getElementById(hintId) : null;
  if (hint?.checkVisibility()) parts.push(hint);
  for (const part of parts) {
    const box = part.getBoundingClientRect();
    // Its centre and each corner (6 px in, inside its rounding): no part of the way out lies under anything.
    const points: [number, number][] = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 6, box.top + 6],
      [box.right - 6, box.top + 6],
      [box.left + 6, box.bottom - 6],
      [box.right - 6, box.bottom - 6],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      await expect(hit !== null && part.contains(hit)).toBe(true);
    }
  }
  return exit;
}

/** `layer` does not lie over any part of `exit` (the button and its hint). */
async function expectApart(layer: Element, exit: HTMLElement) {
  const root = exit.closest('.cm-quick-exit, .cm-dialog-exit') ?? exit;
  const a = layer.getBoundingClientRect();
  const b = root.getBoundingClientRect();
  const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  await expect(overlaps).toBe(false);
}

/** `element` lies wholly on the screen. */
async function expectOnScreen(element: Element) {
  const box = element.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
}

async function postAndFindToast() {
  await userEvent.click(await body().findByRole('button', { name: 'Post' }));
  const toast = await body().findByText('Your Memory Added Successfully!');
  // Measured again on every size change: let the list settle into place.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return toast.closest('li') ?? toast;
}

/** On a phone the toasts come from the top, where the site's bar keeps the exit: they come below it. */
export const ToastUnderTheBarsExit390: Story = {
  ...screenSize(390, 700),
  render: () => (
    <Host exit="bar">
      <PostButton />
    </Host>
  ),
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const toast = await postAndFindToast();
    await waitFor(() => expectExitOnTop());
    await expectOnScreen(toast);
    const exit = await expectExitOnTop();
    await expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      exit.getBoundingClientRect().bottom,
    );
  },
};

/** At 320 px with the exit fixed to the top corner. */
export const ToastUnderAFixedExit320: Story = {
  ...screenSize(320, 640),
  render: () => (
    <Host exit="fixed">
      <PostButton />
    </Host>
  ),
  play: async () => {
    await expect(window.innerWidth).toBe(320);
    const toast = await postAndFindToast();
    await waitFor(() => expectExitOnTop());
    await expectOnScreen(toast);
    // The fixed exit is above every layer; the toast is not hidden under it either.
    await expectApart(toast, await expectExitOnTop());
  },
};

/** On a desktop the toasts sit in the bottom corner: above an exit fixed to that corner. */
export const ToastAboveABottomExit1280: Story = {
  ...screenSize(1280, 800),
  render: () => (
    <Host exit="fixed-bottom">
      <PostButton />
    </Host>
  ),
  play: async () => {
    const toast = await postAndFindToast();
    await waitFor(() => expectExitOnTop());
    await expectOnScreen(toast);
    await expectApart(toast, await expectExitOnTop());
  },
};

/** A toast over an open dialog keeps clear of the exit the dialog carries at its top. */
export const ToastOverADialog390: Story = {
  ...screenSize(390, 700),
  render: () => (
    <Host exit="bar">
      <Dialog defaultOpen title="Report this memory" trigger={<Button variant="secondary">Report</Button>}>
        <PostButton />
        {/* Long enough to fill a phone, as the memory modal does: its exit row is at the very top. */}
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>Thank you for helping keep the community safe. A moderator reads every report.</p>
        ))}
      </Dialog>
    </Host>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Report this memory' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    const toast = (await body().findByText('Your Memory Added Successfully!')).closest('li') as Element;
    await waitFor(() => expectExitOnTop(dialog));
    await expectOnScreen(toast);
    await expectApart(toast, await expectExitOnTop(dialog));
  },
};

/** A popover asked to open upwards, right under an exit fixed to the top corner, opens below instead. */
export const PopoverUnderAFixedExit390: Story = {
  ...screenSize(390, 700),
  render: () => (
    <Host exit="fixed">
      <div className="cm-row" style={{ justifyContent: 'flex-end', marginTop: '8rem' }}>
        <Popover
          label="What is resonance?"
          side="top"
          align="end"
          trigger={<Button variant="secondary">What is this?</Button>}
        >
          <p>A quiet “me too” on one detail of a memory, so its writer knows they are not alone.</p>
        </Popover>
      </div>
    </Host>
  ),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'What is this?' }));
    const popover = await body().findByRole('dialog', { name: 'What is resonance?' });
    await waitFor(() => expectExitOnTop());
    await expectOnScreen(popover);
    await expectApart(popover, await expectExitOnTop());
  },
};
