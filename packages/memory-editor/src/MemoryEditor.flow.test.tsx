import { Privacy } from '@childhood-memories/api-client';
import { errorHandler } from '@childhood-memories/testing';
import { memoryQueryKeys, WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { MemoryEditor, type MemoryEditorProps } from './MemoryEditor.tsx';
import { memoryEditorKeys } from './query-keys.ts';
import { memoryStorage, setupMockApi, testClient } from './test-support.ts';

// Issue 10: the editor's flow as a person meets it — one navigation row, why Post waits,
// what stays after a failure, and the calm confirmation after a post.
vi.setConfig({ testTimeout: 60_000 });

const { backend, server, resetHandlers } = setupMockApi();

function setup(props: Partial<MemoryEditorProps> = {}) {
  const client = testClient();
  const user = userEvent.setup();
  render(
    <WidgetsProvider
      client={client}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryEditor mode="create" memberId="ada" storage={memoryStorage()} {...props} />
    </WidgetsProvider>,
  );
  return { user };
}

async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('radio', { name: 'Unhappy' }));
  await user.type(screen.getByRole('textbox', { name: 'Your memory' }), text);
}

describe('one navigation row per step', () => {
  it('ends the photo step in the row with Skip and Next, which open warnings and tags and move focus there', async () => {
    const { user } = setup();
    await write(user, 'Words.');
    // Only one Next and one Skip, in the row with Continue; Continue is the primary action.
    expect(screen.getAllByRole('button', { name: 'Next' })).toHaveLength(1);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveAttribute('data-variant', 'primary');
    expect(screen.queryByRole('heading', { name: 'Tags' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const tags = screen.getByRole('heading', { name: 'Tags' });
    await waitFor(() => expect(tags).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});

describe('a disabled Post says why, next to it', () => {
  it('asks for the memory first', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Happy' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Post' })).toHaveAccessibleDescription(
      /^Write your memory to be able to post it\. Who can read it once you post: /,
    );
  });

  it('says when a field needs a change', async () => {
    const { user } = setup();
    await write(user, 'Words.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // A relationship text over its limit can only come from a paste past maxLength: set it directly.
    const relationship = screen.getByRole('textbox', { name: 'Relationship description' });
    relationship.removeAttribute('maxlength');
    await user.click(relationship);
    await user.paste('x'.repeat(5001));
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Post' })).toHaveAccessibleDescription(
      /^Something above needs a small change first; the field says what\. Who can read it/,
    );
  });
});

describe('a failed save stays next to Post', () => {
  it('keeps a calm line and the reassurance after the toast has gone, until the next attempt', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.use(errorHandler('createMemory', 500));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const client = testClient();
      render(
        <WidgetsProvider client={client}>
          <MemoryEditor mode="create" memberId="ada" storage={memoryStorage()} />
        </WidgetsProvider>,
      );
      await write(user, 'Kept safe.');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(screen.getByRole('button', { name: 'Post' }));
      expect(await screen.findByText('Memory Submission Failed')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(4000);
      await waitFor(() => expect(screen.queryByText('Memory Submission Failed')).toBeNull());
      expect(
        screen.getByText('Your memory was not posted yet. Please try again in a moment.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Everything you wrote is still here.')).toBeInTheDocument();
      resetHandlers();
      await user.click(screen.getByRole('button', { name: 'Post' }));
      await waitFor(() =>
        expect(
          screen.queryByText('Your memory was not posted yet. Please try again in a moment.'),
        ).toBeNull(),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('after a post', () => {
  it('confirms calmly on the page with a link to read the memory, and can start another', async () => {
    const { user } = setup({ memoryHref: (memory) => `/memory/${memory.shareable_link}` });
    await write(user, 'Posted at last.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const heading = await screen.findByRole('heading', { name: 'Your memory is posted.' });
    await waitFor(() => expect(heading).toHaveFocus());
    const posted = backend.allMemories().find((memory) => memory.description === 'Posted at last.');
    expect(screen.getByRole('link', { name: 'Read your memory' })).toHaveAttribute(
      'href',
      `/memory/${posted?.shareable_link}`,
    );
    await user.click(screen.getByRole('button', { name: 'Write another memory' }));
    expect(screen.queryByRole('heading', { name: 'Your memory is posted.' })).toBeNull();
  });
});

describe('the next memory after a post in place', () => {
  it('starts with the privacy just used, not the one cached before the post', async () => {
    const { user } = setup();
    // The member's last memory was Public: a new one starts there.
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Public/ })).toBeChecked());
    await write(user, 'Kept for me alone.');
    await user.click(screen.getByRole('radio', { name: /^Only me/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByRole('heading', { name: 'Your memory is posted.' });
    await user.click(screen.getByRole('button', { name: 'Write another memory' }));
    expect(screen.getByRole('radio', { name: /^Only me/ })).toBeChecked();
  });
});

describe('drafts on this device', () => {
  it("confirms what 'Delete draft now' did", async () => {
    const { user } = setup();
    await write(user, 'A draft.');
    await user.click(await screen.findByRole('button', { name: 'Delete draft now' }));
    expect(screen.getByText('The draft was deleted from this device.')).toBeInTheDocument();
  });
});

describe('videos', () => {
  it('says a video is cleaned when it is stored, not on the device', async () => {
    const { user } = setup();
    await write(user, 'A summer film.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    await user.upload(input!, new File([new Uint8Array(64)], 'kites.mp4', { type: 'video/mp4' }));
    expect(
      await screen.findByText(
        'kites.mp4 is a video: hidden details such as its location are removed when it is stored, and a video that cannot be cleaned is not kept.',
      ),
    ).toBeInTheDocument();
  });
});

describe('editing keeps the memory’s own privacy', () => {
  it('never lays the last-used privacy over a memory being edited, even when both are cached', async () => {
    const client = testClient();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const memory = await client.getMemory('hKite7Qm2');
    expect(memory.privacy).toBe(Privacy.Public);
    queryClient.setQueryData(memoryQueryKeys.memory(memory.hashId), memory);
    queryClient.setQueryData(memoryEditorKeys.lastPrivacy, Privacy.OnlyMe);
    render(
      <WidgetsProvider client={client} queryClient={queryClient}>
        <MemoryEditor mode="edit" hashId={memory.hashId} memberId="ada" storage={memoryStorage()} />
      </WidgetsProvider>,
    );
    expect(await screen.findByRole('radio', { name: /^Public/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Only me/ })).not.toBeChecked();
  });
});
