import { emptySavePayload, type Memory } from '@childhood-memories/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { createMockClient } from '../../../../mocks/index.ts';
import { MemoryCard } from './MemoryCard.tsx';

/** Ada's memory with a content warning, as another member (Ben) receives it. */
async function warned(): Promise<Memory> {
  const client = createMockClient({ as: 'ada' });
  const [warning] = await client.listContentWarnings();
  const memory = await client.createMemory(
    emptySavePayload({
      title: 'The night the door slammed',
      description: 'I counted the stairs.',
      privacy: 0,
      sensitive_topics: [warning?.id ?? 2],
    }),
  );
  return { ...memory, is_owner: false };
}

describe('MemoryCard: a memory behind its content warnings', () => {
  it('names its writer, not its title, until the reader chooses to see it (as the modal does)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MemoryCard memory={await warned()} filters={undefined} signedIn={false} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Childhood Memory by ada' });
    expect(card).not.toHaveTextContent('The night the door slammed');
    expect(card).not.toHaveTextContent('I counted the stairs.');
    expect(within(card).getByRole('link', { name: 'Childhood Memory by ada' })).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Show the opening words' }));
    const shown = screen.getByRole('article', { name: 'The night the door slammed' });
    expect(shown).toHaveTextContent('I counted the stairs.');
  });
});
