import { ApiError, emptySavePayload, type Memory } from '@childhood-memories/api-client';
import { memoryQueryKeys, WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { errorHandler, MEMBER_TOKENS } from '../../../mocks/index.ts';
import { draftKey, draftScope, readDraft, writeDraft } from './drafts.ts';
import { emptyMemoryForm } from './form.ts';
import { MemoryEditor, type MemoryEditorProps, type TaggingSlotContext } from './MemoryEditor.tsx';
import { memoryStorage, setupMockApi, testClient } from './test-support.ts';

// Issue 26 §2 and §3: nothing is visible to anyone before Post, and no photo is lost.
vi.setConfig({ testTimeout: 60_000 });

const { backend, server } = setupMockApi();
const client = testClient();
const ben = testClient(MEMBER_TOKENS.ben);

/** The editor with a tagging slot the test drives itself (the wizard's own walk is its package's test). */
function setup(storage = memoryStorage(), props: Partial<MemoryEditorProps> = {}) {
  const slot: { current: TaggingSlotContext | null } = { current: null };
  const onCancel = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const utils = render(
    <WidgetsProvider client={client} queryClient={queryClient}>
      <MemoryEditor
        mode="create"
        memberId="ada"
        storage={storage}
        onCancel={onCancel}
        renderTagging={(context) => {
          slot.current = context;
          return <p>tagging</p>;
        }}
        {...props}
      />
    </WidgetsProvider>,
  );
  const context = () => {
    if (slot.current === null) throw new Error('the tagging slot is not shown');
    return slot.current;
  };
  return { user, storage, utils, context, onCancel, queryClient };
}

function jpeg(name: string) {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });
}

async function writeWithPhoto(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('radio', { name: 'Unhappy' }));
  await user.type(screen.getByRole('textbox', { name: 'Your memory' }), text);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  await user.upload(input, jpeg('kitchen.jpg'));
  await screen.findByText('kitchen.jpg uploaded');
}

const written = (text: string) => backend.allMemories().filter((memory) => memory.description === text);

/** The tagging's first save: what the wizard's first tag does through the slot. */
async function tagOnce(context: () => TaggingSlotContext): Promise<Memory> {
  let saved: Memory | null = null;
  await act(async () => {
    saved = await context().ensureSaved();
  });
  if (saved === null) throw new Error('the save before tagging failed');
  return saved;
}

describe('before Post, a memory the tagging created is its writer’s alone', () => {
  it('is saved Only me and without its photo, whatever the member chose; Post gives the chosen privacy and the photo', async () => {
    const { user, context } = setup();
    await writeWithPhoto(user, 'The kitchen at night.');
    await user.click(screen.getByRole('radio', { name: 'Private with a link' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByText('tagging');
    // What the wizard creates the memory from.
    expect(context().draft.privacy).toBe(1);
    expect(context().draft.image_list).toEqual([]);

    const saved = await tagOnce(context);
    expect(saved.privacy).toBe(1);
    expect(written('The kitchen at night.')[0]?.photos).toEqual([]);
    // Nobody else reads it, and the member's last used privacy is not the private one.
    await expect(ben.getMemory(saved.hashId)).rejects.toBeInstanceOf(ApiError);
    await expect(ben.getMemoryByLink(saved.shareable_link)).rejects.toBeInstanceOf(ApiError);
    expect(await client.getLastPrivacy()).toBe(0);
    expect(screen.getByRole('radio', { name: 'Private with a link' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Your Memory Added Successfully!');
    const posted = written('The kitchen at night.');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.privacy).toBe(2);
    expect(posted[0]?.photos).toHaveLength(1);
    expect(await client.getLastPrivacy()).toBe(2);
    expect((await ben.getMemoryByLink(saved.shareable_link)).description).toBe('The kitchen at night.');
  });

  it('keeps the privacy shown in the form after a save before Post (the private answer is not the last used one)', async () => {
    const { user, context } = setup();
    await user.click(screen.getByRole('radio', { name: 'Unhappy' }));
    await user.type(screen.getByRole('textbox', { name: 'Your memory' }), 'Not chosen yet.');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByText('tagging');
    await tagOnce(context);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(context().draft.privacy).toBe(1);
  });

  it('is deleted by a confirmed cancel, with its photo', async () => {
    const { user, context, onCancel } = setup();
    await writeWithPhoto(user, 'Cancelled before posting.');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByText('tagging');
    const saved = await tagOnce(context);
    expect(written('Cancelled before posting.')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel this memory?' });
    await user.click(within(question).getByRole('button', { name: 'Yes, cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(written('Cancelled before posting.')).toHaveLength(0));
    await expect(client.getMemory(saved.hashId)).rejects.toBeInstanceOf(ApiError);
    await waitFor(async () => expect(await client.listTempPhotos()).toEqual([]));
  });

  it('is deleted when the first tag’s create answers only after the member cancelled', async () => {
    const { user, context, queryClient } = setup();
    await user.click(screen.getByRole('radio', { name: 'Unhappy' }));
    await user.type(screen.getByRole('textbox', { name: 'Your memory' }), 'Created after the cancel.');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByText('tagging');
    // The wizard's first tag, still on its way when the member cancels (its key is the wizard's).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { draft, idempotencyKey } = context();
    const create = queryClient.getMutationCache().build(queryClient, {
      mutationKey: [...memoryQueryKeys.tagSaves, 'a-wizard-session'],
      mutationFn: async () => {
        await held;
        return client.createMemory(draft, { idempotencyKey, autosave: true });
      },
    });
    const answered = create.execute(undefined);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel this memory?' });
    await user.click(within(question).getByRole('button', { name: 'Yes, cancel' }));
    release();
    const late = await answered;
    expect(late.privacy).toBe(1);
    await waitFor(() => expect(written('Created after the cancel.')).toHaveLength(0));
    await expect(client.getMemory(late.hashId)).rejects.toBeInstanceOf(ApiError);
  });

  it('never deletes a posted memory a tag save answers with after a cancel', async () => {
    const { user, queryClient } = setup();
    const posted = await client.createMemory(
      emptySavePayload({ description: 'Posted long ago.', type: 3, privacy: 0 }),
    );
    await user.click(screen.getByRole('radio', { name: 'Unhappy' }));
    await user.type(screen.getByRole('textbox', { name: 'Your memory' }), 'A new one, cancelled.');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tagSave = queryClient.getMutationCache().build(queryClient, {
      mutationKey: [...memoryQueryKeys.tagSaves, 'another-session'],
      mutationFn: async () => {
        await held;
        return client.getMemory(posted.hashId);
      },
    });
    const answered = tagSave.execute(undefined);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel this memory?' });
    await user.click(within(question).getByRole('button', { name: 'Yes, cancel' }));
    release();
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await client.getMemory(posted.hashId)).description).toBe('Posted long ago.');
  });

  it("is deleted by 'Delete draft now'; the words stay on screen, and the next tag makes a new private memory", async () => {
    const { user, context, storage } = setup();
    await user.click(screen.getByRole('radio', { name: 'Unhappy' }));
    await user.type(screen.getByRole('textbox', { name: 'Your memory' }), 'Deleted before posting.');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByText('tagging');
    const first = await tagOnce(context);
    await waitFor(() => expect(readDraft(storage, draftScope('ada'))?.memoryHashId).toBe(first.hashId));

    await user.click(screen.getByRole('button', { name: 'Delete draft now' }));
    await waitFor(() => expect(written('Deleted before posting.')).toHaveLength(0));
    expect(screen.getByRole('textbox', { name: 'Your memory' })).toHaveValue('Deleted before posting.');
    expect(context().hashId).toBeNull();
    // Nothing is kept on the device until the member changes what they wrote.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(storage.map.has(draftKey(draftScope('ada')))).toBe(false);

    const second = await tagOnce(context);
    expect(second.hashId).not.toBe(first.hashId);
    expect(second.privacy).toBe(1);
    expect(written('Deleted before posting.')).toHaveLength(1);
  });
});

describe('no photo is lost across a reload', () => {
  it('write, add a photo, tag, reload, post: the photo is on the memory', async () => {
    const storage = memoryStorage();
    const first = setup(storage);
    await writeWithPhoto(first.user, 'The photo survives.');
    await first.user.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByText('tagging');
    const saved = await tagOnce(first.context);
    await waitFor(() => expect(readDraft(storage, draftScope('ada'))?.memoryHashId).toBe(saved.hashId));
    first.utils.unmount();

    const second = setup(storage);
    expect(await screen.findByRole('button', { name: 'Remove kitchen.jpg' })).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Continue' }));
    await second.user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Your Memory Added Successfully!');
    const posted = written('The photo survives.');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.hashId).toBe(saved.hashId);
    expect(posted[0]?.photos).toHaveLength(1);
  });

  it('brings back a photo the memory already holds (tagged by an earlier version), and Post keeps it', async () => {
    const storage = memoryStorage();
    const uploaded = await client.uploadPhoto(jpeg('attic.jpg'));
    const tagged = await client.createMemory(
      emptySavePayload({
        description: 'Tagged long ago.',
        type: 3,
        privacy: 0,
        image_list: [uploaded.temp_id],
      }),
    );
    // A draft of that time: no photo in it, only the memory's hashId.
    writeDraft(storage, draftScope('ada'), {
      form: { ...emptyMemoryForm(), memoryType: 3, desc: 'Tagged long ago.' },
      step: 1,
      idempotencyKey: 'old-key',
      memoryHashId: tagged.hashId,
    });
    const { user } = setup(storage);
    expect(await screen.findByRole('button', { name: 'Remove Photo 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Your Memory Added Successfully!');
    expect(written('Tagged long ago.')[0]?.photos.map((photo) => photo.temp_id)).toEqual([uploaded.temp_id]);
  });

  it('keeps the draft’s photo when the temporary photos cannot be read at start', async () => {
    const storage = memoryStorage();
    const uploaded = await client.uploadPhoto(jpeg('garden.jpg'));
    const photo = {
      uid: 'photo-1',
      name: 'garden.jpg',
      status: 'done' as const,
      url: uploaded.image,
      thumbUrl: uploaded.image,
      tempId: uploaded.temp_id,
    };
    writeDraft(storage, draftScope('ada'), {
      form: {
        ...emptyMemoryForm(),
        memoryType: 3,
        desc: 'A garden.',
        memoryPhoto: [photo],
        image_list: [uploaded.temp_id],
        image_data: [uploaded.image],
      },
      step: 2,
      idempotencyKey: 'garden-key',
    });
    server.use(errorHandler('listTempPhotos', 500));
    const { user } = setup(storage);
    await screen.findByText('We brought back the draft you were writing on this device.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Remove garden.jpg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Your Memory Added Successfully!');
    expect(written('A garden.')[0]?.photos.map((entry) => entry.temp_id)).toEqual([uploaded.temp_id]);
  });
});
