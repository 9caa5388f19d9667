/*
 * A partner's unit test with the published test kit: the real memory editor, given an in-memory
 * client (no network, no server to start), posts a memory; the backend behind the client holds
 * it. Then the same with the backend failing: nothing the member wrote is lost.
 * Runs with Vitest and happy-dom (Jest with jsdom is the same test).
 */
import { MemoryEditor } from '@childhood-memories/memory-editor';
import { createMockBackend, createMockClient } from '@childhood-memories/testing';
import { WidgetsProvider } from '@childhood-memories/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000 });

function renderEditor() {
  const client = createMockClient({ backend: createMockBackend({ seed: 'empty' }) });
  const user = userEvent.setup();
  render(
    <WidgetsProvider client={client}>
      <MemoryEditor mode="create" memberId="ada" storage={null} />
    </WidgetsProvider>,
  );
  return { client, user };
}

async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(await screen.findByRole('radio', { name: 'Happy' }));
  await user.type(screen.getByRole('textbox', { name: 'Your memory' }), text);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Post' }));
}

it('posts a memory into the mock backend', async () => {
  const { client, user } = renderEditor();
  await write(user, 'Bread on Sunday mornings. #bread');
  expect(await screen.findByText('Your Memory Added Successfully!')).toBeInTheDocument();
  const [stored] = client.backend.allMemories();
  expect(stored?.description).toBe('Bread on Sunday mornings. #bread');
  expect(stored?.owner).toBe('ada');
});

it('keeps what was written when the backend fails', async () => {
  const { client, user } = renderEditor();
  client.backend.fail('createMemory', 500);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await write(user, 'Still here.');
  expect(await screen.findByText('Memory Submission Failed')).toBeInTheDocument();
  expect(client.backend.allMemories()).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('textbox', { name: 'Your memory' })).toHaveValue('Still here.');
});
