import { createHttpClient, type Memory } from '@childhood-memories/api-client';
import { ada, createHandlers, createMockBackend, MOCK_API_BASE } from '@childhood-memories/testing';
import { WidgetsProvider } from '@childhood-memories/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildSavePayload, emptyAnswers, memoryBase } from './answers.ts';
import { TagWizard } from './TagWizard.tsx';
import { receivedMemory } from './test-support.ts';

vi.setConfig({ testTimeout: 60_000 });

const backend = createMockBackend();
const server = setupServer(...createHandlers(backend));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend.reset();
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());

function apiClient() {
  return createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => ada.token });
}

async function untaggedMemory(): Promise<Memory> {
  const base = memoryBase(receivedMemory({ type: 3, photos: [], image_list: [], sensitive_topics: [] }));
  return apiClient().createMemory(buildSavePayload(base, emptyAnswers()));
}

describe("CategoryStep: People's Actions and moving on after a save", () => {
  it("stays on the question after a person is chosen, so that person's actions are offered, and after an action; Next moves on", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const memory = await untaggedMemory();
    const savedPerson = () =>
      backend.memoryByHash(ada, memory.hashId).persons_actions.map((entry) => entry.person.description);
    render(
      <WidgetsProvider client={apiClient()}>
        <TagWizard defaultOpen autoAdvance memory={memory} initialTab={4} />
      </WidgetsProvider>,
    );

    await user.click(await screen.findByRole('radio', { name: 'Father' }));
    await waitFor(() => expect(savedPerson()).toEqual(['Father']));
    // Well past the 1.5 s check: the member is still on People's Actions, with Father's actions.
    await vi.advanceTimersByTimeAsync(3000);
    expect(screen.getByRole('heading', { name: "People's Actions" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Risk Factors' })).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'What did Father do?' })).toBeInTheDocument();

    // Another person is a change of person too: still here, with Mother's actions.
    await user.click(screen.getByRole('radio', { name: 'Mother' }));
    await waitFor(() => expect(savedPerson()).toEqual(['Mother']));
    await vi.advanceTimersByTimeAsync(3000);
    expect(screen.getByRole('heading', { name: "People's Actions" })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'What did Father do?' })).not.toBeInTheDocument();
    const motherActions = await screen.findByRole('group', { name: 'What did Mother do?' });

    // Up to 15 actions may be chosen: an action saves and stays too, so a second can follow.
    await user.click(await within(motherActions).findByRole('checkbox', { name: 'Shouted at me' }));
    await waitFor(() =>
      expect(
        backend.memoryByHash(ada, memory.hashId).persons_actions[0]?.actions.map((a) => a.description),
      ).toEqual(['Shouted at me']),
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(screen.getByRole('heading', { name: "People's Actions" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Risk Factors' })).not.toBeInTheDocument();
    expect(within(motherActions).getByRole('checkbox', { name: 'Shouted at me' })).toBeChecked();

    // Next moves on.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Risk Factors' })).toBeInTheDocument();
  });
});
