import { emptySavePayload, type Memory } from '@childhood-memories/api-client';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { createMockClient } from '../../../../mocks/index.ts';
import { MemoryCard } from './MemoryCard.tsx';

async function written(privacy: 0 | 1 | 2): Promise<Memory> {
  return createMockClient({ as: 'ada' }).createMemory(
    emptySavePayload({ title: 'The attic', description: 'Dust in the light.', privacy }),
  );
}

function renderCard(memory: Memory) {
  render(
    <MemoryRouter>
      <MemoryCard memory={memory} filters={undefined} signedIn />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: 'The attic' });
}

describe('MemoryCard: who can read the writer’s own memory', () => {
  it("says 'Only me' on the writer's own Only me card", async () => {
    expect(renderCard(await written(1))).toHaveTextContent('Who can read it: Only me');
    expect(screen.getByText('Only me')).toBeVisible();
  });

  it("says 'Not posted yet: only you' on the writer's memory saved before Post, not 'Only me'", async () => {
    const draft = { ...(await written(1)), posted_at: null };
    const card = renderCard(draft);
    expect(card).toHaveTextContent('Who can read it: Not posted yet: only you');
    expect(card).not.toHaveTextContent('Who can read it: Only me');
  });

  it("says 'Private with a link' for a memory shared by its link", async () => {
    expect(renderCard(await written(2))).toHaveTextContent('Who can read it: Private with a link');
  });

  it('says only its writer can read a memory a moderator hid, whatever its privacy', async () => {
    const hidden = {
      ...(await written(0)),
      moderation: { reason: 'spam' as const, hidden_at: '2026-11-26T10:00:00Z', review_requested: false },
    };
    expect(renderCard(hidden)).toHaveTextContent('Who can read it: Only you: hidden by a moderator');
  });

  it('says nothing of privacy on a public memory, nor on a card of someone else’s', async () => {
    const card = renderCard(await written(0));
    expect(card).not.toHaveTextContent('Who can read it');
    const other = { ...(await written(2)), title: 'Not mine', is_owner: false };
    render(
      <MemoryRouter>
        <MemoryCard memory={other} filters={undefined} signedIn />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article', { name: 'Not mine' })).not.toHaveTextContent('Who can read it');
  });
});

describe('MemoryCard: its date', () => {
  it('is the day it was posted, not the day the tag wizard first saved it', async () => {
    const memory = {
      ...(await written(0)),
      created: '2024-05-01T23:55:00.000Z',
      posted_at: '2024-05-02T00:03:00.000Z',
    };
    const time = renderCard(memory).querySelector('time');
    expect(time).toHaveTextContent('May 2, 2024');
    expect(time).toHaveAttribute('datetime', '2024-05-02T00:03:00.000Z');
  });
});
