import { createHttpClient, emptySavePayload, Privacy } from '@childhood-memories/api-client';
import { ada, ben, createHandlers, createMockBackend, MOCK_API_BASE } from '@childhood-memories/testing';
import { TagWizard, type TagWizardProps } from '@childhood-memories/tag-wizard';
import { Button, WidgetRoot, WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { findWizard } from './story-support.tsx';

/*
 * The wizard on a memory that is not posted yet (issue 26 §2), as the memory editor hands it: a
 * draft that is Only me. Its saves are autosaves (the member's last used privacy stays theirs),
 * and a host that deletes the unposted memory and gives the draft again gets a new memory on the
 * next tag, never a save that retries forever on the one that is gone. At 1280 and 390 px.
 */

const backend = createMockBackend();
const adaClient = createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => ada.token });
const benClient = createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => ben.token });
const TEXT = 'The day the dog ran off, and nobody looked for him.';
const DRAFT = { ...emptySavePayload({ description: TEXT, type: 3, privacy: Privacy.OnlyMe }), hashId: null };
const SLOW = { timeout: 10_000 };

type Tagged = TagWizardProps['memory'];

/** A host page with an unposted draft: it tags it, and can delete what the tagging created. */
function DraftHost() {
  const [memory, setMemory] = useState<Tagged>(DRAFT);
  const [open, setOpen] = useState(false);
  return (
    <WidgetsProvider client={adaClient}>
      <WidgetRoot className="cm-stack">
        <Button onClick={() => setOpen(true)}>Tag this draft</Button>
        <Button
          variant="secondary"
          onClick={() => {
            if (memory.hashId) void adaClient.deleteMemory(memory.hashId);
            setMemory(DRAFT);
          }}
        >
          Delete the draft
        </Button>
        <TagWizard
          memory={memory}
          open={open}
          onOpenChange={setOpen}
          onSaved={setMemory}
          autoAdvance={false}
        />
      </WidgetRoot>
    </WidgetsProvider>
  );
}

function at(width: 1280 | 390) {
  const name = `w${width}`;
  return {
    parameters: {
      viewport: {
        options: {
          [name]: {
            name: `${width} px`,
            styles: { width: `${width}px`, height: '900px' },
            type: width < 640 ? 'mobile' : 'desktop',
          },
        },
      },
    },
    globals: { viewport: { value: name, isRotated: false } },
  };
}

const meta: Meta = {
  title: 'tag-wizard/Before Post',
  component: TagWizard,
  tags: ['!autodocs'],
  parameters: { msw: { handlers: createHandlers(backend) } },
  render: () => <DraftHost />,
  beforeEach: () => {
    backend.reset();
    localStorage.setItem('hideIntroductionScreen', 'true');
  },
};

export default meta;
type Story = StoryObj;

const mine = () => backend.allMemories().filter((memory) => memory.description === TEXT);

/** Opens the wizard and answers Age with `age`; the dialog stays open. */
async function answerAge(canvasElement: HTMLElement, age: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tag this draft' }));
  const wizard = await findWizard();
  await userEvent.click(await within(wizard).findByRole('button', { name: /^1?Age\W/ }, SLOW));
  const option = await within(wizard).findByRole('radio', { name: age }, SLOW);
  const box = option.getBoundingClientRect();
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await userEvent.click(option);
  return wizard;
}

async function close(wizard: HTMLElement) {
  await userEvent.click(within(wizard).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), SLOW);
}

function privateTagging(width: 1280 | 390): Story {
  return {
    ...at(width),
    play: async ({ canvasElement }) => {
      await expect(window.innerWidth).toBe(width);
      const lastBefore = await adaClient.getLastPrivacy();
      const wizard = await answerAge(canvasElement, '6-8');
      await waitFor(() => expect(mine()).toHaveLength(1), SLOW);
      await expect(await within(wizard).findByText('Saved', {}, SLOW)).toBeVisible();
      await expect(mine()[0]?.privacy).toBe(Privacy.OnlyMe);
      await expect(benClient.getMemory(mine()[0]!.hashId)).rejects.toThrow();
      // A tag save is not the member's choice of privacy.
      await expect(await adaClient.getLastPrivacy()).toBe(lastBefore);
      await close(wizard);

      // The host deletes the unposted memory with its draft, then the member tags again.
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete the draft' }));
      await waitFor(() => expect(mine()).toHaveLength(0), SLOW);
      const again = await answerAge(canvasElement, '9-12');
      await waitFor(() => expect(mine()).toHaveLength(1), SLOW);
      await expect(await within(again).findByText('Saved', {}, SLOW)).toBeVisible();
      await expect(mine()[0]?.privacy).toBe(Privacy.OnlyMe);
      await expect(mine()[0]?.tags.age_ranges.map((tag) => tag.description)).toEqual(['9-12']);
    },
  };
}

/** Tagging a draft saves it privately and leaves the last used privacy alone; a deleted one starts anew (1280 px). */
export const DraftTaggedPrivately1280 = privateTagging(1280);
/** The same on a 390 px phone. */
export const DraftTaggedPrivately390 = privateTagging(390);
