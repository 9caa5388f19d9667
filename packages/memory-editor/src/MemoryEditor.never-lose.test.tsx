import type { Memory } from '@childhood-memories/api-client';
import { memoryQueryKeys, WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { MEMORY_ASSISTANT_VISIBLE } from './constants.ts';
import { draftKey, draftScope, readDraft } from './drafts.ts';
import { MemoryEditor, type MemoryEditorHandle, type MemoryEditorProps } from './MemoryEditor.tsx';
import { memoryEditorMessages } from './messages.ts';
import { memoryStorage, setupMockApi, testClient } from './test-support.ts';

// Issue 8: what a member can lose or duplicate, and what the editor now does instead.
vi.setConfig({ testTimeout: 60_000 });

const { backend } = setupMockApi();
const client = testClient();

function setup(
  props: Partial<Omit<MemoryEditorProps, 'storage'>> & {
    queryClient?: QueryClient;
    storage?: ReturnType<typeof memoryStorage>;
  } = {},
) {
  const { queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }), ...rest } = props;
  const storage = rest.storage ?? memoryStorage();
  const onSaved = vi.fn();
  const ref = createRef<MemoryEditorHandle>();
  const user = userEvent.setup();
  const utils = render(
    <WidgetsProvider client={client} queryClient={queryClient}>
      <MemoryEditor ref={ref} mode="create" memberId="ada" onSaved={onSaved} storage={storage} {...rest} />
    </WidgetsProvider>,
  );
  return { user, storage, onSaved, ref, utils, queryClient };
}

const adaMemories = () => backend.allMemories().filter((memory) => memory.owner === 'ada');

async function openDescription(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Write your memory' }));
  return screen.findByRole('dialog', { name: 'Your memory' });
}

describe('the single-page description editor never drops words', () => {
  it('asks before closing with words not confirmed: Keep writing keeps them, Discard closes', async () => {
    const { user } = setup({ layout: 'single' });
    const dialog = await openDescription(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your memory' }), 'Half a sentence');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Close without keeping these words?' });
    expect(question).toHaveAccessibleDescription(
      'What you wrote in this window has not been added to your memory yet.',
    );
    await user.click(within(question).getByRole('button', { name: 'Keep writing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Close without keeping these words?' })).toBeNull(),
    );
    expect(screen.getByRole('textbox', { name: 'Your memory' })).toHaveValue('Half a sentence');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Close without keeping these words?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Nothing written yet.')).toBeInTheDocument();
  });

  it('closes at once when nothing was changed', async () => {
    const { user } = setup({ layout: 'single' });
    const dialog = await openDescription(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the words in the draft and opens the editor with them again after a reload', async () => {
    const storage = memoryStorage();
    const first = setup({ layout: 'single', storage });
    const dialog = await openDescription(first.user);
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Your memory' }), 'Only in the window');
    await waitFor(() =>
      expect(readDraft(storage, draftScope('ada'))?.pendingDescription).toBe('Only in the window'),
    );
    first.utils.unmount();

    setup({ layout: 'single', storage });
    const reopened = await screen.findByRole('dialog', { name: 'Your memory' });
    expect(within(reopened).getByRole('textbox', { name: 'Your memory' })).toHaveValue('Only in the window');
  });

  it('counts words only in the window as unsaved for the leave guard', async () => {
    const { user, ref } = setup({ layout: 'single' });
    expect(ref.current?.hasUnsavedChanges()).toBe(false);
    const dialog = await openDescription(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your memory' }), 'Unconfirmed');
    await waitFor(() => expect(ref.current?.hasUnsavedChanges()).toBe(true));
  });
});

describe('a memory is never posted twice', () => {
  it('remembers in the draft the memory the tagging created, so Post after a reload updates it', async () => {
    const storage = memoryStorage();
    let context: Parameters<NonNullable<MemoryEditorProps['renderTagging']>>[0] | null = null;
    const renderTagging: MemoryEditorProps['renderTagging'] = (slot) => {
      context = slot;
      return <p>tagging</p>;
    };
    const first = setup({ storage, renderTagging });
    await first.user.click(screen.getByRole('radio', { name: 'Unhappy' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Your memory' }), 'Tagged before posting.');
    await first.user.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByText('tagging');

    // The wizard's first tag creates the memory with the editor's key, and hands it back.
    const slot = context!;
    const created = await client.createMemory(slot.draft, { idempotencyKey: slot.idempotencyKey });
    slot.onTagsSaved(created);
    await waitFor(() => expect(readDraft(storage, draftScope('ada'))?.memoryHashId).toBe(created.hashId));
    first.utils.unmount();

    const second = setup({ storage, renderTagging });
    expect(await screen.findByRole('textbox', { name: 'Your memory' })).toHaveValue('Tagged before posting.');
    await waitFor(() => expect(context!.hashId).toBe(created.hashId));
    await second.user.click(screen.getByRole('button', { name: 'Continue' }));
    await second.user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Your Memory Added Successfully!');
    expect(adaMemories().filter((memory) => memory.description === 'Tagged before posting.')).toHaveLength(1);
    expect(second.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ hashId: created.hashId }),
      'created',
    );
  });

  it("gives the tagging the editor's idempotency key, so a create lost in a reload is answered with the same memory", async () => {
    const storage = memoryStorage();
    let context: Parameters<NonNullable<MemoryEditorProps['renderTagging']>>[0] | null = null;
    const first = setup({
      storage,
      renderTagging: (slot) => {
        context = slot;
        return <p>tagging</p>;
      },
    });
    await first.user.click(screen.getByRole('radio', { name: 'Unhappy' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Your memory' }), 'The answer never arrived.');
    await first.user.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByText('tagging');
    // The create went through, but the page reloaded before its answer reached the editor.
    await client.createMemory(context!.draft, { idempotencyKey: context!.idempotencyKey });
    first.utils.unmount();

    const second = setup({ storage });
    await screen.findByRole('textbox', { name: 'Your memory' });
    await second.user.click(screen.getByRole('button', { name: 'Continue' }));
    await second.user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Your Memory Added Successfully!');
    expect(adaMemories().filter((memory) => memory.description === 'The answer never arrived.')).toHaveLength(
      1,
    );
  });
});

describe('after a save, every widget on the page sees it', () => {
  it('puts the saved memory in the shared cache and refetches feeds and lists', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const feed = vi.fn(async () => ['a host feed']);
    await queryClient.prefetchQuery({ queryKey: [...memoryQueryKeys.lists, 'home'], queryFn: feed });
    const { user, onSaved } = setup({ queryClient });
    await user.click(screen.getByRole('radio', { name: 'Unhappy' }));
    await user.type(screen.getByRole('textbox', { name: 'Your memory' }), 'For the feed.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = onSaved.mock.calls[0]![0] as Memory;
    expect(queryClient.getQueryData(memoryQueryKeys.memory(saved.hashId))).toEqual(saved);
    // One entry per memory: the link leads to its hashId.
    expect(queryClient.getQueryData(memoryQueryKeys.memoryIdByLink(saved.shareable_link))).toBe(saved.hashId);
    expect(queryClient.getQueryState([...memoryQueryKeys.lists, 'home'])?.isInvalidated).toBe(true);
  });
});

describe("'Need help?' opens the guidance of the section it sits in (memory-writing §2)", () => {
  it('opens the memory guidance on step 1 and the relationship guidance on step 2', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Happy' }));
    await user.click(screen.getByRole('button', { name: 'Need help?' }));
    const help = await screen.findByRole('dialog', { name: 'Help and support' });
    await waitFor(() => expect(help.querySelector('[data-variant="memory"]')).not.toBeNull(), {
      timeout: 20_000,
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Need help?' }));
    const relationship = await screen.findByRole('dialog', { name: 'Help and support' });
    await waitFor(() => expect(relationship.querySelector('[data-variant="relationship"]')).not.toBeNull());
  });

  it('is offered for both sections of the single-page layout', async () => {
    const { user } = setup({ layout: 'single' });
    const links = screen.getAllByRole('button', { name: 'Need help?' });
    expect(links).toHaveLength(2);
    await user.click(links[1]!);
    const help = await screen.findByRole('dialog', { name: 'Help and support' });
    await waitFor(() => expect(help.querySelector('[data-variant="relationship"]')).not.toBeNull(), {
      timeout: 20_000,
    });
  });
});

describe('the memory assistant (memory-writing §4, §9)', () => {
  it('opens after the description is confirmed, with 10 questions, more on request, and can be hidden', async () => {
    const { user } = setup({ layout: 'single' });
    expect(screen.queryByRole('heading', { name: 'Memory assistant' })).toBeNull();
    const dialog = await openDescription(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your memory' }), 'A first line.');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    const assistant = screen.getByRole('region', { name: 'Memory assistant' });
    const prompts = within(assistant).getAllByRole('button', { name: /^Write about: / });
    expect(MEMORY_ASSISTANT_VISIBLE).toBe(10);
    expect(prompts).toHaveLength(10);
    const rest = memoryEditorMessages.assistantPrompts.length - 10;
    await user.click(within(assistant).getByRole('button', { name: `Show ${rest} more questions` }));
    expect(within(assistant).getAllByRole('button', { name: /^Write about: / })).toHaveLength(10 + rest);

    // A question opens the memory text with the question above it; nothing is inserted.
    await user.click(prompts[2]!);
    const writing = await screen.findByRole('dialog', { name: 'Your memory' });
    expect(writing).toHaveAccessibleDescription('Writing from this question: Who was there with you?');
    expect(within(writing).getByRole('textbox', { name: 'Your memory' })).toHaveValue('A first line.');
    await user.click(within(writing).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(assistant).getByRole('button', { name: 'Hide the assistant' }));
    expect(screen.queryByRole('region', { name: 'Memory assistant' })).toBeNull();
  });

  it('does not appear in edit mode', async () => {
    const { user } = setup({ layout: 'single', mode: 'edit', hashId: 'hKite7Qm2' });
    await user.click(await screen.findByRole('button', { name: 'Edit your memory text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your memory' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('region', { name: 'Memory assistant' })).toBeNull();
  });
});

describe('confirming the description scrolls to the type choice (memory-writing §4)', () => {
  it('scrolls to the people question that comes first when no subject was given yet', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const { user } = setup({ layout: 'single' });
    const dialog = await openDescription(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your memory' }), 'Words.');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const people = screen.getByRole('textbox', { name: 'Who is this memory about?' });
    await waitFor(() => expect(scrolled.some((element) => element.contains(people))).toBe(true));
  });
});

describe('photos and draft controls', () => {
  it('calls saved photos "Photo 1" in edit mode, never by their address', async () => {
    setup({ mode: 'edit', hashId: 'hKite7Qm2' });
    await screen.findByRole('heading', { name: 'Edit Your Memory' });
    const remove = await screen.findByRole('button', { name: 'Remove Photo 1' });
    expect(remove).toBeInTheDocument();
    expect(screen.getByText('Photo 1')).toBeInTheDocument();
  });

  it("offers 'Delete draft now' only once there is a draft", async () => {
    const { user, storage } = setup();
    expect(screen.queryByRole('button', { name: 'Delete draft now' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Unhappy' }));
    await user.type(screen.getByRole('textbox', { name: 'Your memory' }), 'Kept.');
    await waitFor(() => expect(storage.map.has(draftKey(draftScope('ada')))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Delete draft now' }));
    expect(storage.map.has(draftKey(draftScope('ada')))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Delete draft now' })).toBeNull();
  });
});

describe('the title field keeps focus and keystrokes when its highlight ends', () => {
  it('typing through the end of the 3-second highlight after a type choice loses nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Unhappy' }));
    const title = screen.getByRole('textbox', { name: 'Title (optional)' });
    await user.type(title, 'Can');
    // The highlight that follows the type choice ends while the member is still typing.
    await new Promise((resolve) => setTimeout(resolve, 3200));
    await user.keyboard('dles');
    const now = screen.getByRole('textbox', { name: 'Title (optional)' });
    expect(now).toBe(title);
    expect(now).toHaveFocus();
    expect(now).toHaveValue('Candles');
  });
});
