import { errorHandler, kiteMemory, MEMBER_TOKENS } from '@childhood-memories/testing';
import { memoryQueryKeys, WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setupMockApi, testClient } from '../../../mocks/node.ts';
import { COMMENT_HIGHLIGHT_MS, DEEP_LINK_SCROLL_DELAY_MS, FEEDBACK_STEP_MS } from './constants.ts';
import { memoryModalMessages as t } from './messages.ts';
import PhotoViewer, { wrapIndex } from './PhotoViewer.tsx';
import PraisePanel from './PraisePanel.tsx';
import ReportDialog from './ReportDialog.tsx';
import { storeMemoryByLink } from './memory-cache.ts';
import { MessagePanel } from './MessagePanel.tsx';
import { useDeepLinkFocus } from './use-deep-link-focus.ts';

vi.setConfig({ testTimeout: 60_000 });

const { server } = setupMockApi();
afterEach(() => server.events.removeAllListeners());

function wrap(children: ReactNode, token: string | null = MEMBER_TOKENS.cleo) {
  const client = testClient(token);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    ui: (
      <WidgetsProvider client={client} queryClient={queryClient}>
        {children}
      </WidgetsProvider>
    ),
  };
}

describe('PhotoViewer (community §2.4)', () => {
  it('wraps around both ways', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });

  function Viewer({ onClose }: { onClose: () => void }) {
    const [index, setIndex] = useState(0);
    const photos = [1, 2, 3].map((n) => ({
      url: `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${n}`,
      alt: `Photo ${n}`,
    }));
    return (
      <PhotoViewer
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        open
        onOpenChange={(open) => !open && onClose()}
      />
    );
  }

  it('moves with the arrow keys and the buttons, wrapping, and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Viewer onClose={onClose} />);
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of 3' });
    await user.keyboard('{ArrowLeft}');
    expect(viewer).toHaveAccessibleName('Photo 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(viewer).toHaveAccessibleName('Photo 1 of 3');
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(viewer).toHaveAccessibleName('Photo 2 of 3');
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(viewer).toHaveAccessibleName('Photo 1 of 3');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('MessagePanel (community §2.3, Send Message)', () => {
  it('sends a private message without counting it among the memory’s comments', async () => {
    const user = userEvent.setup();
    const client = testClient(MEMBER_TOKENS.cleo);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const memory = await client.getMemoryByLink(kiteMemory.shareable_link);
    const key = memoryQueryKeys.memory(storeMemoryByLink(queryClient, kiteMemory.shareable_link, memory));
    const comments = memory.counts.comments;
    render(
      <WidgetsProvider client={client} queryClient={queryClient}>
        <MessagePanel memory={memory} client={client} />
      </WidgetsProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: t.validateLabel }), 'Thank you for this.');
    await user.click(screen.getByRole('button', { name: t.validateSend }));
    expect(await screen.findByText(t.validateSent)).toBeInTheDocument();
    expect(queryClient.getQueryData<typeof memory>(key)?.counts.comments).toBe(comments);
  });
});

describe('ReportDialog (community §5, §8)', () => {
  function setup(commentId: number | null = null) {
    const onOpenChange = vi.fn();
    const { client, ui } = wrap(
      <ReportDialog
        open
        onOpenChange={onOpenChange}
        shareableLink={kiteMemory.shareable_link}
        commentId={commentId}
        client={testClient(MEMBER_TOKENS.cleo)}
      />,
    );
    render(ui);
    return { onOpenChange, client, user: userEvent.setup() };
  }

  it('needs a reason, and for Other a non-blank remark; sends the remark only for Other', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/guide/')
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    const { user, onOpenChange } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Report this memory' });
    await within(dialog).findAllByRole('radio');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Please choose a reason.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const remark = within(dialog).getByRole('textbox', { name: 'Please describe the problem' });
    expect(remark).toHaveAttribute('maxLength', '250');
    await user.type(remark, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(remark).toHaveAccessibleDescription(
      expect.stringContaining('Please describe the problem in a few words.'),
    );
    expect(sent).toHaveLength(0);

    await user.type(remark, 'It names my cousin.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report has been sent')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      memory: kiteMemory.shareable_link,
      metoo: null,
      remark: 'It names my cousin.',
    });
  });

  it('does not send a remark for another reason, and reports comments with the comment reasons', async () => {
    const sent: Record<string, unknown>[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/guide/')
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    const { user } = setup(7);
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    const radios = await within(dialog).findAllByRole('radio');
    await user.click(radios[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('remark');
    expect(sent[0]).toMatchObject({ metoo: 7 });
  });

  it('stays open with the choice kept when sending fails', async () => {
    server.use(errorHandler('sendReport', 500));
    const { user, onOpenChange } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Report this memory' });
    const radios = await within(dialog).findAllByRole('radio');
    await user.click(radios[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Failed to send report. Please try again.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(radios[0]).toBeChecked();
  });
});

describe('PraisePanel (community §4, §5)', () => {
  function setup(props: Partial<Parameters<typeof PraisePanel>[0]> = {}) {
    const onDone = vi.fn();
    const { client, ui } = wrap(
      <PraisePanel
        target={{ shareable_link: kiteMemory.shareable_link }}
        shareableLink={kiteMemory.shareable_link}
        onDone={onDone}
        client={testClient(MEMBER_TOKENS.cleo)}
        {...props}
      />,
    );
    render(ui);
    return { onDone, client };
  }

  it('allows 3 labels at most, says so with Reset, and keeps Send disabled with none', async () => {
    const user = userEvent.setup();
    setup();
    const send = await screen.findByRole('button', { name: 'Send praise' });
    expect(send).toBeDisabled();
    for (const label of ['Brave', 'Honest', 'Kind'])
      await user.click(screen.getByRole('checkbox', { name: label }));
    expect(screen.getByText('Maximum of 3 options selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Moving' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Maximum of 3 options selected')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Brave' })).not.toBeChecked();
    expect(send).toBeDisabled();
  });

  it('sends, then steps after 1 s and goes back after 2 s; a second visit updates', async () => {
    const user = userEvent.setup();
    const { onDone, client } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Brave' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Send praise' }));
      expect(await screen.findByText('Thank you. Your praise was sent.')).toBeInTheDocument();
      expect(onDone).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_STEP_MS));
      expect(screen.getByText('Brave')).toBeInTheDocument();
      expect(onDone).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_STEP_MS));
      expect(onDone).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    const given = await client.getUserFeedback({ shareable_link: kiteMemory.shareable_link });
    expect(given.feedback_list.map((item) => item.labels)).toEqual([['Brave']]);
  });

  it('preselects earlier praise and offers to update it', async () => {
    await testClient(MEMBER_TOKENS.cleo).createFeedback({
      shareable_link: kiteMemory.shareable_link,
      labels: ['Kind'],
    });
    setup();
    expect(await screen.findByRole('button', { name: 'Update praise' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Kind' })).toBeChecked();
  });

  it('shows the praise of a notification read-only: chosen, disabled, nothing to send', async () => {
    setup({ notificationLabels: ['brave', 'kind'] });
    expect(await screen.findByRole('checkbox', { name: 'Brave' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kind' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Honest' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /praise/ })).toBeNull();
  });

  it('says so when praise fails, keeping the choice', async () => {
    server.use(errorHandler('createFeedback', 500));
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Honest' }));
    await user.click(screen.getByRole('button', { name: 'Send praise' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your praise was not sent. Please try again in a moment.',
    );
    expect(screen.getByRole('checkbox', { name: 'Honest' })).toBeChecked();
  });
});

describe('useDeepLinkFocus (community §2.3)', () => {
  it('scrolls after 700 ms and highlights for the given time', () => {
    vi.useFakeTimers();
    try {
      const node = document.createElement('div');
      node.scrollIntoView = vi.fn();
      const { result } = renderHook(() => {
        const ref = useRef<HTMLElement | null>(node);
        return useDeepLinkFocus(ref, 12, true, COMMENT_HIGHLIGHT_MS);
      });
      expect(result.current).toBe(false);
      act(() => vi.advanceTimersByTime(DEEP_LINK_SCROLL_DELAY_MS - 1));
      expect(node.scrollIntoView).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(node.scrollIntoView).toHaveBeenCalledTimes(1);
      expect(result.current).toBe(true);
      act(() => vi.advanceTimersByTime(COMMENT_HIGHLIGHT_MS - 1));
      expect(result.current).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits until the target is there', () => {
    vi.useFakeTimers();
    try {
      const node = document.createElement('div');
      node.scrollIntoView = vi.fn();
      const { rerender } = renderHook(
        ({ ready }) => useDeepLinkFocus(useRef<HTMLElement | null>(node), 3, ready, 2000),
        {
          initialProps: { ready: false },
        },
      );
      act(() => vi.advanceTimersByTime(5000));
      expect(node.scrollIntoView).not.toHaveBeenCalled();
      rerender({ ready: true });
      act(() => vi.advanceTimersByTime(DEEP_LINK_SCROLL_DELAY_MS));
      expect(node.scrollIntoView).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
