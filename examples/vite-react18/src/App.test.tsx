/*
 * The app's own test, with the published test kit: the real widgets and the real HTTP client,
 * answered in memory by the kit's mock backend (no network, no server). A member signs in with
 * the page's form, posts a memory, and reads it in the modal.
 */
import { createMockBackend, createMockClient, MOCK_PASSWORD } from '@childhood-memories/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';

import { App } from './App.tsx';

vi.setConfig({ testTimeout: 60_000 });

it('lets a member sign in, post a memory and read it in the modal', async () => {
  const client = createMockClient({ backend: createMockBackend({ seed: 'empty' }) });
  const user = userEvent.setup();
  render(<App client={client} />);

  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), MOCK_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Signed in as ada.')).toBeInTheDocument();

  await user.click(await screen.findByRole('radio', { name: 'Happy' }));
  await user.type(screen.getByRole('textbox', { name: 'Your memory' }), 'Bread on Sunday mornings. #bread');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Post' }));

  const modal = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  expect(await within(modal).findByText(/Bread on Sunday mornings\./)).toBeInTheDocument();
  const [stored] = client.backend.allMemories();
  expect(stored).toMatchObject({ owner: 'ada', description: 'Bread on Sunday mornings. #bread' });
});
