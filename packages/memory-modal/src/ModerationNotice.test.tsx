import { REVIEW_REQUEST_MAX } from '@childhood-memories/api-client';
import {
  errorHandler,
  kiteMemory,
  MEMBER_TOKENS,
  mockEndpoint,
  stormMemory,
} from '@childhood-memories/testing';
import { WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { setupMockApi, testClient } from '../../../mocks/node.ts';
import { MemoryModal, type MemoryModalProps } from './MemoryModal.tsx';

vi.setConfig({ testTimeout: 60_000 });

// The kit's moderation fixtures: Sam (a moderator) hid Eli's comment on Ada's kite memory (Eli's
// request was answered, so Eli may ask again) and Eli's memory 'The night of the storm' (Eli's
// request for a review is open).
const { server, backend } = setupMockApi();

const KITE = kiteMemory.shareable_link;
const GUIDELINES = '/safety#community-guidelines';

/** Every request for a review the modal sends, as sent; the backend still answers it. */
function watchReviewRequests() {
  const requests: unknown[] = [];
  server.use(
    mockEndpoint('requestReview', async ({ request }) => {
      requests.push(await request.clone().json());
      return undefined;
    }),
  );
  return requests;
}

function setup(reader: 'ada' | 'cleo' | 'eli', props: Partial<MemoryModalProps> = {}) {
  sessionStorage.clear();
  const client = testClient(MEMBER_TOKENS[reader]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <WidgetsProvider client={client} queryClient={queryClient}>
      <MemoryModal
        shareableLink={KITE}
        open
        viewer={{ username: reader }}
        storage={null}
        guidelinesHref={GUIDELINES}
        {...props}
      />
    </WidgetsProvider>,
  );
  return { user, queryClient };
}

async function openComments(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'The kite on the hill' });
  await user.click(await within(dialog).findByRole('tab', { name: 'Comments' }));
  return dialog;
}

async function findOwnComment(dialog: HTMLElement) {
  return within(dialog).findByRole('listitem', { name: 'Comment by You' });
}

describe("the writer's own hidden comment", () => {
  it('says a moderator hid it, only they can see it, why, and links the Community Guidelines in a new tab', async () => {
    const { user } = setup('eli');
    const dialog = await openComments(user);
    const card = await findOwnComment(dialog);
    const notice = await within(card).findByRole('region', {
      name: 'A moderator hid this comment. Only you can see it.',
    });
    expect(within(notice).getByText('Reason: Spam or advertising')).toBeInTheDocument();
    const link = within(notice).getByRole('link', {
      name: 'Read the Community Guidelines (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', GUIDELINES);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(notice).getByRole('button', { name: 'Ask for a review' })).toBeInTheDocument();
    // Only on the writer's own hidden comment: no other card says it.
    expect(within(dialog).getAllByText('A moderator hid this comment. Only you can see it.')).toHaveLength(1);
  });

  it('names the reason without a link when the host gives no guidelines page', async () => {
    const { user } = setup('eli', { guidelinesHref: undefined });
    const card = await findOwnComment(await openComments(user));
    expect(await within(card).findByText('Reason: Spam or advertising')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Community Guidelines/ })).toBeNull();
  });

  it('shows nothing of it to another member', async () => {
    const { user } = setup('cleo');
    const dialog = await openComments(user);
    await within(dialog).findAllByRole('listitem');
    expect(within(dialog).queryByText(/A moderator hid/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Ask for a review' })).toBeNull();
  });

  it('sends one request for a review, trimmed, and then says it was sent, with focus on those words', async () => {
    const requests = watchReviewRequests();
    const { user } = setup('eli');
    const card = await findOwnComment(await openComments(user));
    await user.click(await within(card).findByRole('button', { name: 'Ask for a review' }));
    const field = within(card).getByRole('textbox', { name: 'What would you like the moderators to know?' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', String(REVIEW_REQUEST_MAX));
    await user.type(field, '  I only wanted to share my kites.  ');
    await user.dblClick(within(card).getByRole('button', { name: 'Send request' }));
    const done = await within(card).findByText('You asked for a review. A moderator will look at it again.');
    expect(done).toHaveFocus();
    expect(requests).toEqual([
      { memory: KITE, comment: expect.any(Number), message: 'I only wanted to share my kites.' },
    ]);
    expect(within(card).queryByRole('button', { name: 'Ask for a review' })).toBeNull();
    expect(within(card).queryByRole('textbox', { name: /moderators/ })).toBeNull();
  });

  it('keeps the words and says so calmly when sending fails; a second try sends them', async () => {
    server.use(errorHandler('requestReview', 500));
    const { user } = setup('eli');
    const card = await findOwnComment(await openComments(user));
    await user.click(await within(card).findByRole('button', { name: 'Ask for a review' }));
    const field = within(card).getByRole('textbox', { name: 'What would you like the moderators to know?' });
    await user.type(field, 'Please look again.');
    await user.click(within(card).getByRole('button', { name: 'Send request' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Failed to send your request. Please try again.',
    );
    expect(field).toHaveValue('Please look again.');

    server.resetHandlers();
    const requests = watchReviewRequests();
    await user.click(within(card).getByRole('button', { name: 'Send request' }));
    expect(
      await within(card).findByText('You asked for a review. A moderator will look at it again.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([expect.objectContaining({ message: 'Please look again.' })]);
  });

  it('reads a request already open (409) as sent', async () => {
    server.use(
      errorHandler(
        'requestReview',
        409,
        'You have already asked for a review. A moderator will look at it again.',
      ),
    );
    const { user } = setup('eli');
    const card = await findOwnComment(await openComments(user));
    await user.click(await within(card).findByRole('button', { name: 'Ask for a review' }));
    await user.type(within(card).getByRole('textbox', { name: /moderators/ }), 'Again, please.');
    await user.click(within(card).getByRole('button', { name: 'Send request' }));
    expect(
      await within(card).findByText('You asked for a review. A moderator will look at it again.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('keeps the words of the request through a tab switch, and Cancel puts focus back on Ask', async () => {
    const { user } = setup('eli');
    const dialog = await openComments(user);
    let card = await findOwnComment(dialog);
    await user.click(await within(card).findByRole('button', { name: 'Ask for a review' }));
    await user.type(within(card).getByRole('textbox', { name: /moderators/ }), 'My own story.');
    await user.click(within(dialog).getByRole('tab', { name: 'Childhood Memory by ada' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    card = await findOwnComment(dialog);
    const field = await within(card).findByRole('textbox', { name: /moderators/ });
    expect(field).toHaveValue('My own story.');
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByRole('button', { name: 'Ask for a review' })).toHaveFocus();
  });

  it('asks before closing the memory over the words of a request', async () => {
    const onOpenChange = vi.fn();
    const { user } = setup('eli', { onOpenChange });
    const card = await findOwnComment(await openComments(user));
    await user.click(await within(card).findByRole('button', { name: 'Ask for a review' }));
    await user.type(within(card).getByRole('textbox', { name: /moderators/ }), 'Please.');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Close this memory?' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe("the writer's own hidden memory", () => {
  it('shows a calm notice above the tabs, on every tab, and sends a request about the memory', async () => {
    backend.moderate(backend.member('sam'), {
      action: 'hide',
      memory: KITE,
      comment: null,
      reason: 'hurtful',
    });
    const requests = watchReviewRequests();
    const { user } = setup('ada');
    const dialog = await screen.findByRole('dialog', { name: 'The kite on the hill' });
    const notice = await within(dialog).findByRole('region', {
      name: 'A moderator hid this memory. Only you can see it.',
    });
    expect(within(notice).getByText('Reason: Hurtful or harassing')).toBeInTheDocument();
    expect(
      within(notice).getByRole('link', { name: 'Read the Community Guidelines (opens in a new tab)' }),
    ).toHaveAttribute('href', GUIDELINES);
    await user.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    expect(within(dialog).getByRole('region', { name: /A moderator hid this memory/ })).toBe(notice);

    await user.click(within(notice).getByRole('button', { name: 'Ask for a review' }));
    await user.type(within(notice).getByRole('textbox', { name: /moderators/ }), 'It has a warning now.');
    await user.click(within(notice).getByRole('button', { name: 'Send request' }));
    expect(
      await within(notice).findByText('You asked for a review. A moderator will look at it again.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([{ memory: KITE, comment: null, message: 'It has a warning now.' }]);
  });

  it('says a request is open already, with no way to send another', async () => {
    setup('eli', { shareableLink: stormMemory.shareable_link });
    const dialog = await screen.findByRole('dialog', { name: 'The night of the storm' });
    const notice = await within(dialog).findByRole('region', {
      name: 'A moderator hid this memory. Only you can see it.',
    });
    expect(within(notice).getByText('Reason: Needs a content warning')).toBeInTheDocument();
    expect(
      within(notice).getByText('You asked for a review. A moderator will look at it again.'),
    ).toBeInTheDocument();
    expect(within(notice).queryByRole('button', { name: 'Ask for a review' })).toBeNull();
  });

  it('is not there for a memory that is not hidden', async () => {
    setup('ada');
    const dialog = await screen.findByRole('dialog', { name: 'The kite on the hill' });
    await within(dialog).findByRole('tablist');
    expect(within(dialog).queryByText(/A moderator hid/)).toBeNull();
  });
});
