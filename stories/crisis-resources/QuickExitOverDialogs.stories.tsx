import { QuickExit } from '@childhood-memories/crisis-resources';
import { kiteMemory } from '@childhood-memories/testing';
import { Button, ConfirmDialog, Dialog, WidgetRoot } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { findModal, ModalHarness, modalScene } from '../memory-modal/story-support.tsx';
import { findWizard, scene, WizardHarness } from '../tag-wizard/story-support.tsx';

/**
 * The way out over every dialog (issue 26): with a `QuickExit` on the page, each of our dialogs
 * carries 'Exit this page' at its top, on top of its overlay and first in its focus order, so one
 * tap or one Shift+Tab leaves from inside the memory modal, the tag wizard or a question opened
 * over a dialog. The page's fixed exit steps aside meanwhile. `navigate` replaces
 * `window.location.replace`, so the stories record the exit and stay.
 */
const meta: Meta = {
  title: 'crisis-resources/QuickExit over dialogs',
  // No docs page: every story opens a modal dialog (some on their own mock backend).
  tags: ['!autodocs'],
};
export default meta;
type Story = StoryObj;

const navigate = fn();
const body = () => within(document.body);

function phone(width: number) {
  return {
    parameters: {
      viewport: {
        options: {
          [`phone${width}`]: {
            name: `Phone ${width} px`,
            styles: { width: `${width}px`, height: '700px' },
            type: 'mobile',
          },
        },
      },
    },
    globals: { viewport: { value: `phone${width}`, isRotated: false } },
  };
}

/** The page as a partner builds it: their fixed exit, then whatever opens a dialog. */
function Page({ children }: { children: ReactNode }) {
  return (
    <>
      <QuickExit placement="fixed" navigate={navigate} />
      {children}
    </>
  );
}

function GuidelinesWithQuestion() {
  const [asking, setAsking] = useState(false);
  return (
    <WidgetRoot className="cm-stack">
      <p>A page with a dialog on it.</p>
      <Dialog
        defaultOpen
        title="Community Guidelines"
        trigger={<Button variant="secondary">View Guidelines</Button>}
        footer={<Button onClick={() => setAsking(true)}>Stop writing</Button>}
      >
        <p>Be kind. Share only what feels right for you today.</p>
        <label className="cm-stack">
          A note to yourself
          <textarea rows={3} />
        </label>
      </Dialog>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Leave page?"
        description="You have unsaved changes. Are you sure you want to leave?"
        cancelLabel="Keep writing"
        confirmLabel="Leave"
        onConfirm={() => undefined}
      />
    </WidgetRoot>
  );
}

/** The exit a person finds in `dialog`: visible, on top where a finger lands, inside the screen. */
async function expectExitOnTop(dialog: HTMLElement) {
  const exit = within(dialog).getByRole('link', { name: 'Exit this page' });
  await waitFor(() => expect(exit).toBeVisible());
  const box = exit.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(box.height).toBeGreaterThanOrEqual(44);
  // Where a finger lands is the exit itself, not the overlay, the page's button or anything else.
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(hit === exit || exit.contains(hit)).toBe(true);
  // Not dimmed: fully opaque, in its own warning colour.
  await expect(getComputedStyle(exit).opacity).toBe('1');
  // Clear of the dialog's close button.
  const close = within(dialog).queryByRole('button', { name: 'Close' });
  if (close) {
    const closeBox = close.getBoundingClientRect();
    const overlaps =
      box.left < closeBox.right &&
      closeBox.left < box.right &&
      box.top < closeBox.bottom &&
      closeBox.top < box.bottom;
    await expect(overlaps).toBe(false);
  }
  return exit;
}

/** The page's own fixed exit stepped aside: one exit on screen. */
async function expectPageExitAside() {
  const pageExit = document.querySelector<HTMLElement>('.cm-quick-exit[data-placement="fixed"]');
  await expect(pageExit).not.toBeNull();
  await waitFor(() => expect(getComputedStyle(pageExit as HTMLElement).visibility).toBe('hidden'));
}

/** A tap on the dialog's exit leaves at once; the dialog was not closed first. */
export const TapFromDialog: Story = {
  render: () => (
    <Page>
      <GuidelinesWithQuestion />
    </Page>
  ),
  play: async () => {
    navigate.mockClear();
    const dialog = await body().findByRole('dialog', { name: 'Community Guidelines' });
    const exit = await expectExitOnTop(dialog);
    await expectPageExitAside();
    await userEvent.click(exit);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('https://www.bbc.co.uk/weather');
    await expect(dialog).toBeVisible();
  },
};

/** By keyboard: opening never focuses the exit; one Shift+Tab reaches it, with a visible ring; Enter leaves. */
export const KeyboardFromDialog: Story = {
  render: () => (
    <Page>
      <GuidelinesWithQuestion />
    </Page>
  ),
  play: async () => {
    navigate.mockClear();
    const dialog = await body().findByRole('dialog', { name: 'Community Guidelines' });
    const exit = await expectExitOnTop(dialog);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(exit).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(exit).toHaveFocus();
    await expect(exit.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(exit).outlineStyle).not.toBe('none');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('https://www.bbc.co.uk/weather');
  },
};

/** A question opened over a dialog carries the exit too, on top of both overlays. */
export const FromQuestionOverDialog: Story = {
  render: () => (
    <Page>
      <GuidelinesWithQuestion />
    </Page>
  ),
  play: async () => {
    navigate.mockClear();
    const dialog = await body().findByRole('dialog', { name: 'Community Guidelines' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop writing' }));
    const question = await body().findByRole('dialog', { name: 'Leave page?' });
    await waitFor(() => expect(body().getByRole('button', { name: 'Keep writing' })).toHaveFocus());
    const exit = await expectExitOnTop(question);
    await userEvent.click(exit);
    await expect(navigate).toHaveBeenCalledOnce();
  },
};

/** At 320 px, the narrowest phone: inside the screen, finger-sized, clear of the close button. */
export const TapFromDialog320: Story = {
  ...phone(320),
  render: () => (
    <Page>
      <GuidelinesWithQuestion />
    </Page>
  ),
  play: async () => {
    navigate.mockClear();
    await expect(window.innerWidth).toBe(320);
    const dialog = await body().findByRole('dialog', { name: 'Community Guidelines' });
    const exit = await expectExitOnTop(dialog);
    await expectPageExitAside();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    await userEvent.click(exit);
    await expect(navigate).toHaveBeenCalledOnce();
  },
};

const modalScenery = modalScene();

/** Reading a memory on a 390 px phone: the exit at the top of the modal, one tap away. */
export const FromMemoryModal390: Story = {
  ...phone(390),
  parameters: { ...phone(390).parameters, msw: { handlers: modalScenery.handlers } },
  render: () => (
    <Page>
      <ModalHarness backend={modalScenery.backend} reader="ben" shareableLink={kiteMemory.shareable_link} />
    </Page>
  ),
  play: async () => {
    navigate.mockClear();
    await expect(window.innerWidth).toBe(390);
    const dialog = await findModal('The kite on the hill');
    const exit = await expectExitOnTop(dialog);
    await expectPageExitAside();
    await userEvent.click(exit);
    await expect(navigate).toHaveBeenCalledOnce();
  },
};

/** The memory modal at 1280 by keyboard: Shift+Tab from where focus starts reaches the exit. */
export const FromMemoryModalByKeyboard: Story = {
  parameters: { msw: { handlers: modalScenery.handlers } },
  render: () => (
    <Page>
      <ModalHarness backend={modalScenery.backend} reader="ben" shareableLink={kiteMemory.shareable_link} />
    </Page>
  ),
  play: async () => {
    navigate.mockClear();
    const dialog = await findModal('The kite on the hill');
    const exit = await expectExitOnTop(dialog);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Back through the dialog's own order until the exit (it is the first of it).
    for (let presses = 0; presses < 10 && document.activeElement !== exit; presses += 1) {
      await userEvent.tab({ shift: true });
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await expect(exit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledOnce();
  },
};

const wizardScenery = scene();

/** Tagging on a 390 px phone (the wizard fills the screen): the exit at its top, one tap away. */
export const FromTagWizard390: Story = {
  ...phone(390),
  parameters: { ...phone(390).parameters, msw: { handlers: wizardScenery.handlers } },
  render: () => (
    <Page>
      <WizardHarness scene={wizardScenery.scene} />
    </Page>
  ),
  play: async () => {
    navigate.mockClear();
    await expect(window.innerWidth).toBe(390);
    const wizard = await findWizard();
    const exit = await expectExitOnTop(wizard);
    await expectPageExitAside();
    await userEvent.click(exit);
    await expect(navigate).toHaveBeenCalledOnce();
  },
};

/** Dark theme: the exit keeps its own colour over the dark dialog (axe checks the contrast). */
export const DarkDialog: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Page>
      <GuidelinesWithQuestion />
    </Page>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Community Guidelines' });
    await expectExitOnTop(dialog);
  },
};
