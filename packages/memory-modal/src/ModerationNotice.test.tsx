import { REVIEW_REQUEST_MAX, type ModerationState } from '@childhood-memories/api-client';
import { errorHandler, kiteMemory, MEMBER_TOKENS, mockEndpoint } from '@childhood-memories/testing';
import { WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { setupMockApi, testClient } from '../../../mocks/node.ts';
import { wireComment, wireMemory, wirePage } from '../../../mocks/wire.ts';
import { MemoryModal, type MemoryModalProps } from './MemoryModal.tsx';

vi.setConfig({ testTimeout: 60_000 });

const { server, backend } = setupMockApi();

const KITE = kiteMemory.shareable_link;
const GUIDELINES = '/safety#community-guidelines';

/**
 * A moderator's hide, as the server tells its writer: the writer's own memory or comment carries
 * `moderation`; the writer's requests for a review are answered (and remembered) here.
 */
function hideForWriter({
  comment = false,
  memory = false,
  reviewRequested = false,
}: {
  comment?: boolean;
  memory?: boolean;
  reviewRequested?: boolean;
}) {
  const state: ModerationState = {
    reason: 'hurtful',
    hidden_at: '2024-05-02T09:00:00.000Z',
    review_requested: reviewRequested,
  };
  const requests: unknown[] = [];
  const viewerOf = (request: Request) =>
    backend.memberForToken(request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? null);
  server.use(
    mockEndpoint('listComments', ({ request }) => {
      const viewer = viewerOf(request);
      const page = backend.listComments(
        viewer,
        new URL(request.url).searchParams.get('shareable_link') ?? '',
      );
      return HttpResponse.json(
        wirePage(page, (stored) => ({
          ...wireComment(backend, stored),
          moderation:
            comment && !stored.is_private && stored.author === viewer?.username ? { ...state } : null,
        })),
      );
    }),
    mockEndpoint('getMemoryByLink', ({ request, params }) => {
      const viewer = viewerOf(request);
      const stored = backend.memoryByLink(viewer, String(params.shareable_link));
      const owner = stored.owner === viewer?.username;
      return HttpResponse.json({
        ...wireMemory(backend, viewer, stored),
        moderation: memory && owner ? { ...state } : null,
      });
    }),
    mockEndpoint('requestReview', async ({ request }) => {
      requests.push(await request.json());
      state.review_requested = true;
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return { requests };
}

function setup(reader: 'ada' | 'ben' | 'cleo', props: Partial<MemoryModalProps> = {}) {
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
    hideForWriter({ comment: true });
    const { user } = setup('ben');
    const dialog = await openComments(user);
    const card = await findOwnComment(dialog);
    const notice = await within(card).findByRole('region', {
      name: 'A moderator hid this comment. Only you can see it.',
    });
    expect(within(notice).getByText('Reason: Hurtful or harassing')).toBeInTheDocument();
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
    hideForWriter({ comment: true });
    const { user } = setup('ben', { guidelinesHref: undefined });
    const card = await findOwnComment(await openComments(user));
    expect(await within(card).findByText('Reason: Hurtful or harassing')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Community Guidelines/ })).toBeNull();
  });

  it('shows nothing of it to another member', async () => {
    hideForWriter({ comment: true });
    const { user } = setup('cleo');
    const dialog = await openComments(user);
    await within(dialog).findAllByRole('listitem');
    expect(within(dialog).queryByText(/A moderator hid/)).toBeNull();
  });

  it('sends one request for a review, trimmed, and then says it was sent, with focus on those words', async () => {
    const { requests } = hideForWriter({ comment: true });
    const { user } = setup('ben');
    const card = await findOwnComment(await openComments(user));
    await user.click(await within(card).findByRole('button', { name: 'Ask for a review' }));
    const field = within(card).getByRole('textbox', { name: 'What would you like the moderators to know?' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', String(REVIEW_REQUEST_MAX));
    await user.type(field, '  I was asking a question about my own story.  ');
    const send = within(card).getByRole('button', { name: 'Send request' });
    await user.dblClick(send);
    const done = await within(card).findByText('You asked for a review. A moderator will look at it again.');
    expect(done).toHaveFocus();
    expect(requests).toEqual([
      {
        memory: KITE,
        comment: expect.any(Number),
        message: 'I was asking a question about my own story.',
      },
    ]);
    expect(within(card).queryByRole('button', { name: 'Ask for a review' })).toBeNull();
    expect(within(card).queryByRole('textbox', { name: /moderators/ })).toBeNull();
  });

  it('keeps the words and says so calmly when sending fails; a second try sends them', async () => {
    const { requests } = hideForWriter({ comment: true });
    server.use(errorHandler('requestReview', 500));
    const { user } = setup('ben');
    const card = await findOwnComment(await openComments(user));
    await user.click(await within(card).findByRole('button', { name: 'Ask for a review' }));
    const field = within(card).getByRole('textbox', { name: 'What would you like the moderators to know?' });
    await user.type(field, 'Please look again.');
    await user.click(within(card).getByRole('button', { name: 'Send request' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Failed to send your request. Please try again.',
    );
    expect(field).toHaveValue('Please look again.');

    expect(requests).toHaveLength(0);

    server.resetHandlers();
    const retry = hideForWriter({ comment: true });
    await user.click(within(card).getByRole('button', { name: 'Send request' }));
    expect(
      await within(card).findByText('You asked for a review. A moderator will look at it again.'),
    ).toBeInTheDocument();
    expect(retry.requests).toEqual([expect.objectContaining({ message: 'Please look again.' })]);
  });

  it('reads a request already open (409) as sent', async () => {
    hideForWriter({ comment: true });
    server.use(
      errorHandler(
        'requestReview',
        409,
        'You have already asked for a review. A moderator will look at it again.',
      ),
    );
    const { user } = setup('ben');
    const card = await findOwnComment(await openComments(user));
    await user.click(await within(card).findByRole('button', { name: 'Ask for a review' }));
    await user.type(within(card).getByRole('textbox', { name: /moderators/ }), 'Again, please.');
    await user.click(within(card).getByRole('button', { name: 'Send request' }));
    expect(
      await within(card).findByText('You asked for a review. A moderator will look at it again.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('says a request was sent when one is open already, with no way to send another', async () => {
    hideForWriter({ comment: true, reviewRequested: true });
    const { user } = setup('ben');
    const card = await findOwnComment(await openComments(user));
    expect(
      await within(card).findByText('You asked for a review. A moderator will look at it again.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Ask for a review' })).toBeNull();
  });

  it('keeps the words of the request through a tab switch, and Cancel puts focus back on Ask', async () => {
    hideForWriter({ comment: true });
    const { user } = setup('ben');
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
    hideForWriter({ comment: true });
    const onOpenChange = vi.fn();
    const { user } = setup('ben', { onOpenChange });
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
    const { requests } = hideForWriter({ memory: true });
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

  it('is not there for a memory that is not hidden', async () => {
    hideForWriter({});
    setup('ada');
    const dialog = await screen.findByRole('dialog', { name: 'The kite on the hill' });
    await within(dialog).findByRole('tablist');
    expect(within(dialog).queryByText(/A moderator hid/)).toBeNull();
  });
});
