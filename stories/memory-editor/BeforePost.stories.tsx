import { createHttpClient, tagSlug, type HttpClient } from '@childhood-memories/api-client';
import { draftScope, MemoryEditor, type MemoryEditorProps } from '@childhood-memories/memory-editor';
import { createHandlers, createMockBackend, MEMBER_TOKENS, MOCK_API_BASE } from '@childhood-memories/testing';
import { Button, WidgetsProvider } from '@childhood-memories/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

// The draft store is the editor's own business, not its public API: read from the package's source.
import { draftKey } from '../../packages/memory-editor/src/drafts.ts';

/*
 * Issue 26 §2 and §3, in Chromium at 1280 and 390 px: a memory the tag wizard creates before Post
 * is its writer's alone (feed, link, hashtag and tag search answer nothing to anyone else), a
 * confirmed cancel or 'Delete draft now' deletes it, and a photo survives a reload between
 * tagging and posting.
 */

const MEMBER = 'ada';
const client = (token: string | null) =>
  createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => token });
const adaClient = client(MEMBER_TOKENS.ada);
const benClient = client(MEMBER_TOKENS.ben);
const visitorClient = client(null);

const withProvider: Decorator = (Story) => (
  <WidgetsProvider client={adaClient}>
    <Story />
  </WidgetsProvider>
);

const backend = createMockBackend();

function clearEditorStorage() {
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith('cm:memory-editor')) window.localStorage.removeItem(key);
  }
}

const SLOW = { timeout: 10_000 };
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

/** The story's viewport: a desktop 1280 px wide, or a phone 390 px wide. */
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

/** Remounts the editor, as a page reload would, reading the same device storage. */
function ReloadableEditor(props: MemoryEditorProps) {
  const [loads, setLoads] = useState(1);
  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setLoads((n) => n + 1)}>
        Reload the page
      </Button>
      <MemoryEditor key={loads} {...props} />
    </>
  );
}

/** Presses `button` where a finger lands: it must be what the page has on top at its centre. */
async function tap(button: HTMLElement) {
  button.scrollIntoView({ block: 'center' });
  const box = button.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(top === button || button.contains(top)).toBe(true);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await userEvent.click(button);
}

/** Type, words, optionally a photo; then the tags section (Skip the photo step, or it ends by itself). */
async function write(canvasElement: HTMLElement, text: string, withPhoto = false) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: 'Unhappy' }));
  await userEvent.click(await canvas.findByRole('textbox', { name: 'Your memory' }));
  await userEvent.paste(text);
  if (withPhoto) {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await userEvent.upload(input, new File([PNG_BYTES], 'garden.png', { type: 'image/png' }));
    await expect(await canvas.findByText('garden.png uploaded', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  } else {
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
  }
}

/** Opens the real tag wizard, answers Age with '6-8' (which creates the memory) and closes it. */
async function tagAge(canvasElement: HTMLElement, created: () => boolean) {
  const body = within(document.body);
  await tap(within(canvasElement).getByRole('button', { name: 'Tag Your Childhood Trauma' }));
  const wizard = await body.findByRole('dialog', { name: 'Tag Your Childhood Trauma' }, SLOW);
  const gotIt = within(wizard).queryByRole('button', { name: 'Got It!' });
  if (gotIt !== null) await userEvent.click(gotIt);
  await userEvent.click(await within(wizard).findByRole('button', { name: /^Age\W/ }, SLOW));
  await userEvent.click(await within(wizard).findByRole('radio', { name: '6-8' }, SLOW));
  await waitFor(() => expect(created()).toBe(true), SLOW);
  await userEvent.click(within(wizard).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), SLOW);
}

const mine = (text: string) => backend.allMemories().filter((memory) => memory.description === text);

/** Everything another reader could reach the memory by: feed, link, hashtag and tag search. */
async function whatOthersSee(reader: HttpClient, text: string, hashtag: string) {
  const memory = mine(text)[0];
  if (memory === undefined) throw new Error('no memory');
  const byLink = await reader.getMemoryByLink(memory.shareable_link).then(
    () => true,
    () => false,
  );
  const feed = (await reader.getFeed()).results.some((item) => item.data.memory?.description === text);
  const byHashtag = (await reader.searchByHashtag({ tag: hashtag })).results.length > 0;
  const byTag = (await reader.searchByTag({ tag_type: 'age_ranges', slug: tagSlug('6-8') })).results.some(
    (found) => found.description === text,
  );
  return { byLink, feed, byHashtag, byTag };
}

const NOBODY = { byLink: false, feed: false, byHashtag: false, byTag: false };

const meta = {
  title: 'memory-editor/Before Post',
  component: MemoryEditor,
  decorators: [withProvider],
  args: { mode: 'create', memberId: MEMBER, onSaved: fn(), onCancel: fn(), onRequireSignIn: fn() },
  parameters: { msw: { handlers: createHandlers(backend) } },
  beforeEach: () => {
    backend.reset();
    clearEditorStorage();
    return clearEditorStorage;
  },
} satisfies Meta<typeof MemoryEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

function taggedIsPrivate(width: 1280 | 390): Story {
  return {
    ...at(width),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const body = within(document.body);
      await expect(window.innerWidth).toBe(width);
      const text = `Nobody reads this yet, at ${width}. #notyet${width}`;
      await write(canvasElement, text);
      await tagAge(canvasElement, () => mine(text).length === 1);
      await expect(mine(text)[0]?.privacy).toBe(1);
      // The form keeps the member's choice; nobody else reaches the memory anywhere.
      await expect(canvas.getByRole('radio', { name: 'Public' })).toBeChecked();
      await expect(await whatOthersSee(visitorClient, text, `notyet${width}`)).toEqual(NOBODY);
      await expect(await whatOthersSee(benClient, text, `notyet${width}`)).toEqual(NOBODY);
      await expect(await adaClient.getLastPrivacy()).toBe(0);

      // Post is the moment it reaches others, with the privacy the form shows.
      await tap(canvas.getByRole('button', { name: 'Continue' }));
      await tap(canvas.getByRole('button', { name: 'Post' }));
      await expect(await body.findByText('Your Memory Added Successfully!', {}, SLOW)).toBeVisible();
      await expect(mine(text)).toHaveLength(1);
      await expect(mine(text)[0]?.privacy).toBe(0);
      await expect(await whatOthersSee(benClient, text, `notyet${width}`)).toEqual({
        byLink: true,
        feed: true,
        byHashtag: true,
        byTag: true,
      });
    },
  };
}

/** The wizard's first tag creates the memory Only me: nobody else finds it until Post (1280 px). */
export const TaggedStaysPrivate1280 = taggedIsPrivate(1280);
/** The same on a 390 px phone. */
export const TaggedStaysPrivate390 = taggedIsPrivate(390);

function cancelDeletes(width: 1280 | 390): Story {
  return {
    ...at(width),
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      const body = within(document.body);
      await expect(window.innerWidth).toBe(width);
      const text = `Cancelled at ${width}.`;
      await write(canvasElement, text, true);
      await tagAge(canvasElement, () => mine(text).length === 1);
      await tap(canvas.getByRole('button', { name: 'Cancel' }));
      const question = await body.findByRole('dialog', { name: 'Cancel this memory?' }, SLOW);
      await tap(within(question).getByRole('button', { name: 'Yes, cancel' }));
      await waitFor(() => expect(args.onCancel).toHaveBeenCalled(), SLOW);
      await waitFor(() => expect(mine(text)).toHaveLength(0), SLOW);
      await waitFor(async () => expect(await adaClient.listTempPhotos()).toEqual([]), SLOW);
    },
  };
}

/** A confirmed cancel deletes the memory the tagging created, and its photo (1280 px). */
export const CancelDeletesIt1280 = cancelDeletes(1280);
/** The same on a 390 px phone. */
export const CancelDeletesIt390 = cancelDeletes(390);

function deleteDraftDeletes(width: 1280 | 390): Story {
  return {
    ...at(width),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(window.innerWidth).toBe(width);
      const text = `Draft deleted at ${width}.`;
      await write(canvasElement, text);
      await tagAge(canvasElement, () => mine(text).length === 1);
      await tap(await canvas.findByRole('button', { name: 'Delete draft now' }, SLOW));
      await waitFor(() => expect(mine(text)).toHaveLength(0), SLOW);
      await expect(canvas.getByText('The draft was deleted from this device.')).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Your memory' })).toHaveValue(text);
      await expect(window.localStorage.getItem(draftKey(draftScope(MEMBER)))).toBeNull();
    },
  };
}

/** 'Delete draft now' deletes the unposted memory too; the words stay on screen (1280 px). */
export const DeleteDraftDeletesIt1280 = deleteDraftDeletes(1280);
/** The same on a 390 px phone. */
export const DeleteDraftDeletesIt390 = deleteDraftDeletes(390);

function photoSurvivesReload(width: 1280 | 390): Story {
  return {
    ...at(width),
    render: (args) => <ReloadableEditor {...args} />,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const body = within(document.body);
      await expect(window.innerWidth).toBe(width);
      const text = `The photo stays, at ${width}.`;
      await write(canvasElement, text, true);
      await tagAge(canvasElement, () => mine(text).length === 1);
      await waitFor(
        () =>
          expect(window.localStorage.getItem(draftKey(draftScope(MEMBER)))).toContain(mine(text)[0]!.hashId),
        SLOW,
      );

      await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
      await expect(
        await canvas.findByText('We brought back the draft you were writing on this device.', {}, SLOW),
      ).toBeVisible();
      // The photo is back, under its own name, shown from a working address.
      const remove = await canvas.findByRole('button', { name: 'Remove garden.png' }, SLOW);
      await expect(remove).toBeVisible();
      await tap(canvas.getByRole('button', { name: 'Continue' }));
      await tap(canvas.getByRole('button', { name: 'Post' }));
      await expect(await body.findByText('Your Memory Added Successfully!', {}, SLOW)).toBeVisible();
      await expect(mine(text)).toHaveLength(1);
      await expect(mine(text)[0]?.photos).toHaveLength(1);
      await expect(mine(text)[0]?.tags.age_ranges.map((tag) => tag.description)).toEqual(['6-8']);
    },
  };
}

/** Write, add a photo, tag, reload, post: the photo is on the memory (1280 px). */
export const PhotoSurvivesReload1280 = photoSurvivesReload(1280);
/** The same on a 390 px phone. */
export const PhotoSurvivesReload390 = photoSurvivesReload(390);
