import { emptySavePayload, Privacy } from '@childhood-memories/api-client';
import { MEMBER_TOKENS } from '@childhood-memories/testing';
import { WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { setupMockApi, testClient } from '../../../mocks/node.ts';
import { MemoryModal, type MemoryModalProps } from './MemoryModal.tsx';

vi.setConfig({ testTimeout: 60_000 });

setupMockApi();

/** Ada's public memory with an age, a person and their action, a feeling and a feeling of her own words. */
async function taggedMemory() {
  const ada = testClient(MEMBER_TOKENS.ada);
  return ada.createMemory(
    emptySavePayload({
      title: 'The hall light',
      description: 'The hall light stayed on all night.',
      privacy: Privacy.Public,
      age_ranges: [{ id: 103, name: '6-8' }],
      persons_actions: [
        {
          person_involved: { id: 302, description: 'Father' },
          person_action: [{ id: 401, description: 'Shouted at me' }],
        },
      ],
      risk_factor: [{ id: 605, description: 'Domestic violence' }],
      feelings: [
        { id: 901, description: 'Scared' },
        { id: null, description: 'small as a mouse' },
      ],
    }),
  );
}

async function openEmpathize(shareableLink: string, props: Partial<MemoryModalProps>) {
  sessionStorage.clear();
  render(
    <WidgetsProvider
      client={testClient(MEMBER_TOKENS.cleo)}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryModal
        shareableLink={shareableLink}
        open
        viewer={{ username: 'cleo' }}
        initialTab="summary"
        storage={null}
        {...props}
      />
    </WidgetsProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'The hall light' });
  await within(dialog).findByRole('heading', { name: 'Feelings' }, { timeout: 10_000 });
  return dialog;
}

describe('tag links in the Empathize tab (issue 35)', () => {
  it('lead each tag to its tag search by type and slug, never to the hashtag search; own words are not linked', async () => {
    const memory = await taggedMemory();
    const dialog = await openEmpathize(memory.shareable_link, {
      hashtagHref: (tag) => `/memories/search/hashtag/${tag}`,
      tagHref: ({ tagType, slug }) => `/memories/search/${tagType}/${slug}`,
    });
    const href = (name: string) => within(dialog).getByRole('link', { name }).getAttribute('href');
    expect(href('#68: memories tagged 6-8')).toBe('/memories/search/age_ranges/6-8');
    expect(href('#Father: memories tagged Father')).toBe('/memories/search/person_involved/father');
    expect(href('#ShoutedAtMe: memories tagged Shouted at me')).toBe(
      '/memories/search/person_action/shouted-at-me',
    );
    expect(href('#DomesticViolence: memories tagged Domestic violence')).toBe(
      '/memories/search/risk_factor/domestic-violence',
    );
    expect(href('#Scared: memories tagged Scared')).toBe('/memories/search/feelings/scared');
    // The tag links open in the same tab (one quick exit covers them), and none is a hashtag search.
    const links = within(dialog)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/memories/search/'));
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link.getAttribute('href')).not.toContain('/hashtag/');
      expect(link).not.toHaveAttribute('target');
    }
    // The member's own words show their hashtag as text.
    const own = within(dialog).getByText('#SmallAsAMouse');
    expect(own.closest('a')).toBeNull();
  });

  it('leaves tags unlinked when the host has no tag search (a hashtag search would not list the memory)', async () => {
    const memory = await taggedMemory();
    const dialog = await openEmpathize(memory.shareable_link, {
      hashtagHref: (tag) => `/memories/search/hashtag/${tag}`,
    });
    expect(within(dialog).getByText('#Father').closest('a')).toBeNull();
    expect(within(dialog).queryAllByRole('link', { name: /memories tagged/ })).toEqual([]);
  });
});
