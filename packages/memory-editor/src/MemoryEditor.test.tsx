import { emptySavePayload, type Memory } from '@childhood-memories/api-client';
import {
  errorHandler,
  MEMBER_TOKENS,
  MOCK_API_BASE,
  mockEndpoint,
  referenceData,
} from '@childhood-memories/testing';
import { WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { draftKey, draftScope, type DraftStorage } from './drafts.ts';
import { memoryStorage, setupMockApi, testClient } from './test-support.ts';
import { MemoryEditor, type MemoryEditorHandle, type MemoryEditorProps } from './MemoryEditor.tsx';

// A whole editor per test, queried by role in happy-dom: slower than a unit of logic.
vi.setConfig({ testTimeout: 60_000 });

const { backend, server } = setupMockApi();

function setup(props: Partial<MemoryEditorProps> & { token?: string | null } = {}) {
  const { token = MEMBER_TOKENS.ada, ...rest } = props;
  const client = testClient(token);
  const storage = rest.storage ?? memoryStorage();
  const onSaved = vi.fn();
  const ref = createRef<MemoryEditorHandle>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = (
    <WidgetsProvider client={client} queryClient={queryClient}>
      <MemoryEditor ref={ref} mode="create" memberId="ada" onSaved={onSaved} storage={storage} {...rest} />
    </WidgetsProvider>
  );
  const utils = render(view);
  return { user, storage, onSaved, ref, utils, view };
}

async function chooseUnhappyAndWrite(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('radio', { name: 'Unhappy' }));
  await user.type(screen.getByRole('textbox', { name: 'Your memory' }), text);
}

describe('MemoryEditor: create, two steps', () => {
  it('shows the prompt, step 1 and asks for the type before the text', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { name: 'Start Sharing Your Memory' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Share your childhood memory.' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 2',
    );
    expect(screen.queryByRole('textbox', { name: 'Your memory' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Happy' }));
    expect(screen.getByRole('textbox', { name: 'Your memory' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title (optional)' })).toBeInTheDocument();
  });

  it('moves to step 2 with its text, and Post stays disabled without a description', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'How you show up in relationships.' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Reflect on how this childhood experience might connect to patterns in your current relationships.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 2 of 2',
    );
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Share your childhood memory.' })).toBeInTheDocument();
  });

  it('posts with 201 and an idempotency key, shows the success toast and calls onSaved', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/memories/memories-list/')) {
        keys.push(request.headers.get('Idempotency-Key'));
      }
    });
    const { user, onSaved } = setup();
    await chooseUnhappyAndWrite(user, 'The night the power went out.');
    await user.type(screen.getByRole('textbox', { name: 'Title (optional)' }), 'Candles');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Relationship description' }),
      'I light candles now.',
    );
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Your Memory Added Successfully!')).toBeInTheDocument();
    expect(screen.getByText('Thank you! Your post has been added.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    const [memory, kind] = onSaved.mock.calls[0] as [Memory, string];
    expect(kind).toBe('created');
    expect(memory.description).toBe('The night the power went out.');
    expect(memory.title).toBe('Candles');
    expect(memory.type).toBe(3);
    expect(memory.relationship_description).toBe('I light candles now.');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/.{8,}/);
    server.events.removeAllListeners();
  });

  it('keeps everything written when the server answers 500, with the failure toast', async () => {
    server.use(errorHandler('createMemory', 500));
    const { user, onSaved } = setup();
    await chooseUnhappyAndWrite(user, 'Still here after a failure.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Memory Submission Failed')).toBeInTheDocument();
    // The toast says the spec's words and nothing else; the reassurance is its own line.
    expect(
      screen.getByText('There was an error entering your post. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Everything you wrote is still here.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Your memory' })).toHaveValue('Still here after a failure.');
  });

  it('treats a create answered with 200 instead of 201 as a failure', async () => {
    server.use(mockEndpoint('createMemory', () => HttpResponse.json({}, { status: 200 })));
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'Two hundred is not enough.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Memory Submission Failed')).toBeInTheDocument();
  });

  it('sends one create for a double click', async () => {
    let creates = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/memories/memories-list/')) creates += 1;
    });
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'Once only.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.dblClick(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Your Memory Added Successfully!')).toBeInTheDocument();
    expect(creates).toBe(1);
    server.events.removeAllListeners();
  });
});

describe('MemoryEditor: edit', () => {
  it('loads the memory and updates it with 202', async () => {
    const { user, onSaved } = setup({ mode: 'edit', hashId: 'hKite7Qm2' });
    expect(await screen.findByRole('heading', { name: 'Edit Your Memory' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Title (optional)' });
    expect(title).toHaveValue('The kite on the hill');
    await user.type(title, ' again');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Post Updated Successfully')).toBeInTheDocument();
    expect(screen.getByText('Your changes have been saved!')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'The kite on the hill again' }),
      'updated',
    );
  });

  it('clears a pattern title the member emptied, instead of keeping the old one', async () => {
    const created = await testClient(MEMBER_TOKENS.ada).createMemory(
      emptySavePayload({ description: 'We waited by the window.', pattern_title: 'Waiting' }),
    );
    const { user, onSaved } = setup({ mode: 'edit', hashId: created.hashId });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const pattern = screen.getByRole('textbox', { name: 'Pattern title (optional)' });
    expect(pattern).toHaveValue('Waiting');
    await user.clear(pattern);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((await testClient(MEMBER_TOKENS.ada).getMemory(created.hashId)).pattern_title).toBe('');
  });

  it('shows the update failure toast and keeps the edit', async () => {
    server.use(errorHandler('updateMemory', 500));
    const { user } = setup({ mode: 'edit', hashId: 'hKite7Qm2' });
    const title = await screen.findByRole('textbox', { name: 'Title (optional)' });
    await user.clear(title);
    await user.type(title, 'A new title');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Memory Update Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error updating your post. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Everything you wrote is still here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue('A new title');
  });

  it('shows the content warnings and tags at once, with "Edit Content Warnings" when it had some', async () => {
    const memory = backend
      .allMemories()
      .find((entry) => entry.owner === 'ada' && entry.sensitive_topics.length > 0);
    if (memory === undefined) throw new Error('fixture with warnings missing');
    setup({ mode: 'edit', hashId: memory.hashId });
    expect(
      await screen.findByRole('button', { name: /^Edit Content Warnings \(\d+ Added\)$/ }),
    ).toBeInTheDocument();
  });
});

describe('MemoryEditor: tagging entry', () => {
  it('by default offers a button that loads the tag wizard and opens it', async () => {
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'A memory to tag.');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    const entry = screen.getByRole('button', { name: 'Tag Your Childhood Trauma' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(entry);
    expect(
      await screen.findByRole('dialog', { name: 'Tag Your Childhood Trauma' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it('puts what renderTagging returns in place of the default button', async () => {
    const renderTagging = vi.fn(() => <p>The host's tagging</p>);
    const { user } = setup({ renderTagging });
    await chooseUnhappyAndWrite(user, 'A memory to tag.');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText("The host's tagging")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tag Your Childhood Trauma' })).not.toBeInTheDocument();
    expect(renderTagging).toHaveBeenLastCalledWith(
      expect.objectContaining({ mode: 'create', memory: null, visitor: false }),
    );
  });
});

describe('MemoryEditor: content warnings', () => {
  it('lists warnings by ui_sort_order, counts them and closes on an outside click but not on Post', async () => {
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'A memory.');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    const toggle = screen.getByRole('button', { name: 'Add Content Warnings (Recommended)' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = await screen.findByRole('group', { name: 'Content warnings' });
    const boxes = await within(group).findAllByRole('checkbox');
    await user.click(boxes[0] as HTMLElement);
    expect(
      screen.getByRole('button', { name: 'Add Content Warnings (Recommended) (1 Added)' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Start Sharing Your Memory' }));
    expect(screen.getByRole('button', { name: /Add Content Warnings/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('MemoryEditor: drafts', () => {
  it('saves the draft on change, restores it on the next visit and clears it after posting', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    await chooseUnhappyAndWrite(first.user, 'Written before a reload.');
    const key = draftKey(draftScope('ada'));
    await waitFor(() => expect(storage.map.get(key)).toContain('Written before a reload.'));
    expect(screen.getByText('Draft saved on this device')).toBeInTheDocument();
    first.utils.unmount();

    const second = setup({ storage });
    expect(await screen.findByRole('textbox', { name: 'Your memory' })).toHaveValue(
      'Written before a reload.',
    );
    await second.user.click(screen.getByRole('button', { name: 'Continue' }));
    await second.user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Your Memory Added Successfully!');
    await waitFor(() => expect(storage.map.has(key)).toBe(false));
  });

  it('saves again every 3 seconds when an earlier save failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const map = new Map<string, string>();
      let refuse = true;
      const storage: DraftStorage = {
        getItem: (key) => map.get(key) ?? null,
        setItem: (key, value) => {
          if (refuse) throw new Error('QuotaExceededError');
          map.set(key, value);
        },
        removeItem: (key) => void map.delete(key),
      };
      const { user } = setup({ storage });
      await chooseUnhappyAndWrite(user, 'Kept later.');
      expect(map.size).toBe(0);
      refuse = false;
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(map.get(draftKey(draftScope('ada')))).toContain('Kept later.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes the draft now, and keeps none after "Don\'t keep drafts on this device"', async () => {
    const storage = memoryStorage();
    const { user } = setup({ storage });
    await chooseUnhappyAndWrite(user, 'Private.');
    const key = draftKey(draftScope('ada'));
    await waitFor(() => expect(storage.map.has(key)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Delete draft now' }));
    expect(storage.map.has(key)).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: "Don't keep drafts on this device" }));
    await user.type(screen.getByRole('textbox', { name: 'Your memory' }), ' More.');
    expect(storage.map.has(key)).toBe(false);
  });

  it('clears drafts in edit mode', async () => {
    const storage = memoryStorage();
    const key = draftKey(draftScope('ada'));
    storage.setItem(key, JSON.stringify({ version: 1, form: { desc: 'old' }, step: 1, idempotencyKey: 'k' }));
    setup({ storage, mode: 'edit', hashId: 'hKite7Qm2' });
    await screen.findByRole('heading', { name: 'Edit Your Memory' });
    expect(storage.map.has(key)).toBe(false);
  });
});

describe('MemoryEditor: leaving and cancelling', () => {
  it('asks "Leave page?" through the navigation guard when something is written', async () => {
    const { user, ref } = setup();
    expect(await ref.current?.confirmNavigateAway()).toBe(true);
    await chooseUnhappyAndWrite(user, 'Unsaved.');
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = ref.current?.confirmNavigateAway();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Leave page?' });
    expect(
      within(dialog).getByText('You have unsaved changes. Are you sure you want to leave?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep writing' }));
    expect(await answer).toBe(false);
    act(() => {
      answer = ref.current?.confirmNavigateAway();
    });
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await answer).toBe(true);
  });

  it('confirms a cancel with the text of the specification, then resets and calls onCancel', async () => {
    const onCancel = vi.fn();
    const storage = memoryStorage();
    const { user } = setup({ onCancel, storage });
    await chooseUnhappyAndWrite(user, 'To be cancelled.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this memory?' });
    expect(
      within(dialog).getByText(
        'Are you sure you wish to cancel? This action cannot be undone, and any unsaved changes or progress will be lost.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox', { name: 'Your memory' })).not.toBeInTheDocument();
    await waitFor(() => expect(storage.map.has(draftKey(draftScope('ada')))).toBe(false));
  });
});

describe('MemoryEditor: visitors', () => {
  it('asks a visitor to sign in when they use a field', async () => {
    const onRequireSignIn = vi.fn();
    const { user } = setup({ token: null, memberId: null, onRequireSignIn });
    await user.click(screen.getByRole('radio', { name: 'Happy' }));
    expect(onRequireSignIn).toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Happy' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Sign in to write' }));
    expect(onRequireSignIn).toHaveBeenCalledTimes(2);
  });
});

describe('MemoryEditor: photos', () => {
  function jpeg(name: string) {
    return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });
  }

  it('drops photos past 3 with the warning of the specification', async () => {
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'With photos.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'), jpeg('d.jpg')]);
    expect(await screen.findByText('You can only upload up to 3 photos')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove a.jpg' })).toBeInTheDocument();
    expect(screen.queryByText('d.jpg')).not.toBeInTheDocument();
    expect(await screen.findByText('3 of 3 photos')).toBeInTheDocument();
  });

  it('removes a failed upload and shows the server text', async () => {
    server.use(errorHandler('uploadPhoto', 400, { error: 'This photo is too large.' }));
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'With a photo.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, jpeg('big.jpg'));
    expect(await screen.findByText('This photo is too large.')).toBeInTheDocument();
    expect(screen.queryByText('big.jpg')).not.toBeInTheDocument();
  });

  it('reads problems out in the alert region and progress in the status region, each on its own', async () => {
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'With photos.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    const photos = within(screen.getByRole('region', { name: 'Photos (optional)' }));
    const alert = photos.getByRole('alert');
    const status = photos.getByRole('status');
    await user.upload(input, [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'), jpeg('d.jpg')]);
    expect(alert).toHaveTextContent('You can only upload up to 3 photos');
    await waitFor(() => expect(status).toHaveTextContent('c.jpg uploaded'));
    expect(alert).toHaveTextContent('You can only upload up to 3 photos');
    expect(alert).not.toHaveTextContent('uploaded');
    expect(status).not.toHaveTextContent('You can only upload');
  });

  it('puts a failed upload in the alert region, not the status region', async () => {
    server.use(errorHandler('uploadPhoto', 400, { error: 'This photo is too large.' }));
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'With a photo.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, jpeg('big.jpg'));
    const photos = within(screen.getByRole('region', { name: 'Photos (optional)' }));
    await waitFor(() => expect(photos.getByRole('alert')).toHaveTextContent('This photo is too large.'));
    expect(photos.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows "Upload failed, please try again" when the server gives no text', async () => {
    server.use(
      http.post(`${MOCK_API_BASE}/api/v1/image/upload-image/t/`, () =>
        HttpResponse.text('', { status: 502 }),
      ),
    );
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'With a photo.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, jpeg('x.jpg'));
    expect(await screen.findByText('Upload failed, please try again')).toBeInTheDocument();
  });
});

describe('MemoryEditor: hashtags', () => {
  it('suggests hashtags for "#" words longer than 2 characters and inserts the chosen one', async () => {
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'I remember #s');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your memory' }), 'u');
    const list = await screen.findByRole('listbox', { name: 'Hashtag suggestions' });
    const first = within(list).getAllByRole('option')[0];
    expect(first).toHaveAttribute('aria-selected', 'true');
    const chosen = first?.textContent ?? '';
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Your memory' })).toHaveValue(`I remember ${chosen} `);
  });

  it('says "No suggestions" when the list is empty', async () => {
    server.use(mockEndpoint('autocompleteHashtags', () => HttpResponse.json([])));
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'Something #zzz');
    expect(await screen.findAllByText('No suggestions')).not.toHaveLength(0);
  });
});

describe('MemoryEditor: failures the specification keeps silent (memory-writing §8)', () => {
  function shownProblems() {
    return [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')]
      .map((region) => region.textContent ?? '')
      .filter((text) => /fail|error|wrong|could not/i.test(text));
  }

  it('says nothing when hashtag suggestions fail, and logs it', async () => {
    server.use(errorHandler('autocompleteHashtags', 500));
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'Something #sum');
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        '[childhood-memories] autocomplete failed',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(shownProblems()).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Your memory' })).toHaveValue('Something #sum');
  });

  it('says nothing when the last privacy cannot be fetched, and starts from Public', async () => {
    server.use(errorHandler('getLastPrivacy', 500));
    setup();
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        '[memory-editor] last-privacy fetch failed',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('radio', { name: /^Public/ })).toBeChecked();
    expect(shownProblems()).toEqual([]);
  });

  it('says nothing when a removed photo cannot be deleted on the server, and logs it', async () => {
    server.use(errorHandler('deleteTempPhoto', 500));
    const { user } = setup();
    await chooseUnhappyAndWrite(user, 'With a photo.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'a.jpg', { type: 'image/jpeg' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove a.jpg' }));
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        '[memory-editor] temporary photo deletion failed',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('button', { name: 'Remove a.jpg' })).not.toBeInTheDocument();
    expect(shownProblems()).toEqual([]);
  });
});

describe('MemoryEditor: the save payload on the wire (memory-writing §3)', () => {
  function captureCreates(): unknown[] {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/memories/memories-list/')) {
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
      }
    });
    return bodies;
  }

  it('sends every field: type code, texts, empty tag lists, status 1, privacy 1 for Only me, warning ids, no empty _text', async () => {
    const bodies = captureCreates();
    const [first, second] = [...referenceData.contentWarnings].sort(
      (a, b) => a.ui_sort_order - b.ui_sort_order,
    );
    if (first === undefined || second === undefined) throw new Error('content warning fixtures missing');
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Bittersweet' }));
    await user.type(screen.getByRole('textbox', { name: 'Your memory' }), 'The lake in August.');
    await user.type(screen.getByRole('textbox', { name: 'Title (optional)' }), 'The lake');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Add Content Warnings (Recommended)' }));
    await user.click(await screen.findByRole('checkbox', { name: first.description }));
    await user.click(screen.getByRole('checkbox', { name: second.description }));
    await user.click(screen.getByRole('radio', { name: 'Only me' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByRole('textbox', { name: 'Pattern title (optional)' }), 'Waiting');
    await user.type(screen.getByRole('textbox', { name: 'Relationship description' }), 'I wait.');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Your Memory Added Successfully!');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      type: 2,
      description: 'The lake in August.',
      title: 'The lake',
      pattern_title: 'Waiting',
      age_ranges: [],
      persons_actions: [],
      risk_factor: [],
      sibling: [],
      chronic_adverse_events: [],
      sudden_adverse_events: [],
      feelings: [],
      needs: [],
      thoughts: [],
      impacts: [],
      childhood_effects_emotions: [],
      childhood_effects_health: [],
      childhood_effects_social: [],
      status: 1,
      privacy: 1,
      sensitive_topics: [first.id, second.id],
      image_list: [],
      subjects: [],
      relationship_description: 'I wait.',
    });
    server.events.removeAllListeners();
  });

  it('sends the subjects as strings and privacy 2 for "Private with a link" (single-page layout)', async () => {
    const bodies = captureCreates();
    const { user } = setup({ layout: 'single' });
    const subjects = screen.getByRole('textbox', { name: 'Who is this memory about?' });
    await user.type(subjects, 'Mum{Enter}');
    await user.type(subjects, 'My brother{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Unhappy' }));
    await user.click(screen.getByRole('button', { name: 'Write your memory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your memory' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your memory' }), 'The long winter.');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('radio', { name: 'Private with a link' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Your Memory Added Successfully!');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      type: 3,
      description: 'The long winter.',
      status: 1,
      privacy: 2,
      subjects: ['Mum', 'My brother'],
    });
    server.events.removeAllListeners();
  });
});

describe('MemoryEditor: counters (memory-writing §5, §9)', () => {
  it('shows the title counter above 80 % (81 of 100) and turns it red above 90 % (91 of 100)', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Happy' }));
    const title = screen.getByRole('textbox', { name: 'Title (optional)' });
    await user.click(title);
    await user.paste('a'.repeat(80));
    expect(title).not.toHaveAccessibleDescription(/characters/);
    await user.paste('a');
    expect(title).toHaveAccessibleDescription(/81 of 100 characters/);
    expect(screen.getByText('81/100').parentElement).toHaveAttribute('data-state', 'normal');
    await user.paste('a'.repeat(9));
    expect(screen.getByText('90/100').parentElement).toHaveAttribute('data-state', 'normal');
    await user.paste('a');
    expect(screen.getByText('91/100').parentElement).toHaveAttribute('data-state', 'danger');
  });

  it('shows the description counter above 4000 of 5000 and turns it red above 4500', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Happy' }));
    const description = screen.getByRole('textbox', { name: 'Your memory' });
    await user.click(description);
    await user.paste('a'.repeat(4000));
    expect(description).not.toHaveAccessibleDescription(/characters/);
    await user.paste('a');
    expect(description).toHaveAccessibleDescription(/4001 of 5000 characters/);
    expect(screen.getByText('4001/5000').parentElement).toHaveAttribute('data-state', 'normal');
    await user.paste('a'.repeat(500));
    expect(screen.getByText('4501/5000').parentElement).toHaveAttribute('data-state', 'danger');
  });

  it('bounds the pattern title at 100 and the relationship description at 5000 with the same counters', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const pattern = screen.getByRole('textbox', { name: 'Pattern title (optional)' });
    expect(pattern).toHaveAttribute('maxlength', '100');
    await user.click(pattern);
    await user.paste('a'.repeat(91));
    expect(pattern).toHaveAccessibleDescription(/91 of 100 characters/);
    expect(screen.getByText('91/100').parentElement).toHaveAttribute('data-state', 'danger');
    const relationship = screen.getByRole('textbox', { name: 'Relationship description' });
    expect(relationship).toHaveAttribute('maxlength', '5000');
    await user.click(relationship);
    await user.paste('a'.repeat(4001));
    expect(relationship).toHaveAccessibleDescription(/4001 of 5000 characters/);
  });
});

describe('MemoryEditor: single-page layout (memory-writing §2, §4, §5)', () => {
  it('adds subjects on Enter, comma and semicolon, trimmed and without duplicates; Backspace removes the last', async () => {
    const { user } = setup({ layout: 'single' });
    const subjects = screen.getByRole('textbox', { name: 'Who is this memory about?' });
    await user.type(subjects, '  Mum  {Enter}');
    await user.type(subjects, 'Dad,');
    await user.type(subjects, 'Gran;');
    await user.type(subjects, 'Mum{Enter}');
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Remove Mum' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Dad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Gran' })).toBeInTheDocument();
    await user.clear(subjects);
    await user.type(subjects, '{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove Gran' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Dad' })).toBeInTheDocument();
  });

  it('keeps a subject over 100 characters in the field with a hint, so a save is never refused for it', async () => {
    const { user } = setup({ layout: 'single' });
    const subjects = screen.getByRole('textbox', { name: 'Who is this memory about?' });
    await user.click(subjects);
    await user.paste(`${'a'.repeat(101)};`);
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(subjects).toHaveValue('a'.repeat(101));
    expect(screen.getByText('Each entry can be up to 100 characters.')).toBeInTheDocument();
  });

  it('asks who the memory is about first, then the type; removing every subject asks again', async () => {
    const { user } = setup({ layout: 'single' });
    expect(screen.queryByRole('radio', { name: 'Happy' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Who is this memory about?' }), 'Mum{Enter}');
    expect(screen.getByRole('radio', { name: 'Happy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Mum' }));
    expect(screen.queryByRole('radio', { name: 'Happy' })).not.toBeInTheDocument();
  });

  it('confirms the description editor with Done only when the text is not blank', async () => {
    const { user } = setup({ layout: 'single' });
    await user.click(screen.getByRole('button', { name: 'Write your memory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your memory' });
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    const text = within(dialog).getByRole('textbox', { name: 'Your memory' });
    await user.type(text, '   ');
    expect(done).toBeDisabled();
    await user.type(text, 'Words.');
    expect(done).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('confirms the description editor with Save in edit mode', async () => {
    const { user } = setup({ layout: 'single', mode: 'edit', hashId: 'hKite7Qm2' });
    await screen.findByRole('heading', { name: 'Edit Your Memory' });
    await user.click(await screen.findByRole('button', { name: 'Edit your memory text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your memory' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
  });
});

describe('MemoryEditor: who can read it, said where the member posts (issue 35)', () => {
  async function newcomer() {
    const session = await testClient(null).signUp({
      username: 'newcomer',
      email: 'newcomer@example.org',
      password: 'a quiet river at dawn',
    });
    return setup({ token: session.access, memberId: 'newcomer' });
  }

  it('tells a new member before Post that nobody else sees it yet, and next to Post that it will be Public', async () => {
    const { user, onSaved } = await newcomer();
    const question = screen.getByRole('group', { name: 'Who can see this memory?' });
    expect(question).toHaveAccessibleDescription('Nobody else can see this memory until you press Post.');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked());
    await chooseUnhappyAndWrite(user, 'My first memory.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const line = 'Who can read it once you post: Public. Anyone can read it, on this site and beyond.';
    expect(screen.getByText(line)).toBeInTheDocument();
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toHaveAccessibleDescription(line);
    // Posting without touching the choice works, as the spec's default (0, Public).
    await user.click(post);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((onSaved.mock.calls[0]?.[0] as Memory).privacy).toBe(0);
  });

  it('takes the member from Post back to the choice, and Post then says what they chose', async () => {
    const { user, onSaved } = await newcomer();
    await chooseUnhappyAndWrite(user, 'Only for me.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Change who can read it' }));
    const question = screen.getByRole('group', { name: 'Who can see this memory?' });
    expect(question).toHaveFocus();
    await user.click(within(question).getByRole('radio', { name: 'Only me' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toHaveAccessibleDescription('Who can read it once you post: Only me. Only you can see it.');
    await user.click(post);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((onSaved.mock.calls[0]?.[0] as Memory).privacy).toBe(1);
  });

  it('says nothing of it while editing a posted memory, nor under the choice', async () => {
    const created = await testClient().createMemory(emptySavePayload({ description: 'Posted before.' }));
    const { user } = setup({ mode: 'edit', hashId: created.hashId });
    const question = await screen.findByRole('group', { name: 'Who can see this memory?' });
    expect(question).not.toHaveAccessibleDescription(/until you press Post/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByText(/Who can read it once you post/)).not.toBeInTheDocument();
  });
});

describe('MemoryEditor: privacy (community §3)', () => {
  it('offers Public, Private with a link and Only me, each explained in one line', async () => {
    setup();
    expect(await screen.findByRole('radio', { name: 'Public' })).toHaveAccessibleDescription(
      'Anyone can read it, on this site and beyond.',
    );
    expect(screen.getByRole('radio', { name: 'Private with a link' })).toHaveAccessibleDescription(
      'Anyone who has the link can read it, such as a therapist or a friend.',
    );
    expect(screen.getByRole('radio', { name: 'Only me' })).toHaveAccessibleDescription(
      'Only you can see it.',
    );
  });
});
