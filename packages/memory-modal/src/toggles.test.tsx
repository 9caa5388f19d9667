import type { EndpointKey, Memory } from '@childhood-memories/api-client';
import {
  errorHandler,
  kiteMemory,
  MEMBER_TOKENS,
  mockEndpoint,
  stairsMemory,
} from '@childhood-memories/testing';
import { memoryQueryKeys, WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setupMockApi, testClient } from '../../../mocks/node.ts';
import { MemoryModal } from './MemoryModal.tsx';

/*
 * Counts never lie (issue 27 §3): after any sequence of fast clicks and failures, every toggle
 * shows what the mock backend holds, and one memory is one cache entry.
 */

vi.setConfig({ testTimeout: 60_000 });

const { server, backend } = setupMockApi();
afterEach(() => server.events.removeAllListeners());

const link = kiteMemory.shareable_link;

/** Every request the modal makes, as 'METHOD /path'. */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

const calls = (recorded: string[], part: string) => recorded.filter((call) => call.includes(part)).length;

/** Holds every call to `key` until `release()`; then each answers as the backend would, or fails. */
function hold(key: EndpointKey, answer: 'backend' | 'fail' = 'backend') {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    mockEndpoint(key, async () => {
      await gate;
      return answer === 'fail' ? HttpResponse.json({ detail: 'down' }, { status: 500 }) : undefined;
    }),
  );
  return { release: () => release() };
}

function setup(shareableLink = link, probe = false) {
  const client = testClient(MEMBER_TOKENS.cleo);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <WidgetsProvider client={client} queryClient={queryClient}>
      {probe ? <SupportProbe hashId={kiteMemory.hashId} /> : null}
      <MemoryModal
        shareableLink={shareableLink}
        open
        onOpenChange={() => undefined}
        viewer={{ username: 'cleo' }}
        storage={null}
      />
    </WidgetsProvider>,
  );
  const settled = () =>
    waitFor(() => {
      expect(queryClient.isMutating()).toBe(0);
      expect(queryClient.isFetching()).toBe(0);
    });
  return { user, queryClient, settled };
}

/** Another widget on the page reading the memory by its hashId (as the editor does). */
function SupportProbe({ hashId }: { hashId: string }) {
  const { data } = useQuery<Memory>({
    queryKey: memoryQueryKeys.memory(hashId),
    queryFn: () => new Promise<Memory>(() => undefined),
    enabled: false,
  });
  return <p>Elsewhere: {data === undefined ? 'nothing' : `support ${data.counts.empathies}`}</p>;
}

async function findModal(title: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByRole('tablist');
  return dialog;
}

/** What the backend holds for the memory and Cleo's own state, read through the API. */
async function held(shareableLink = link) {
  const memory = await testClient(MEMBER_TOKENS.ada).getMemoryByLink(shareableLink);
  const status = await testClient(MEMBER_TOKENS.cleo).getInteractionStatus(shareableLink);
  const reaction = (option: number) =>
    memory.reactions.find((entry) => entry.reaction_option_id === option)?.reaction_count ?? 0;
  return { memory, status, reaction };
}

const button = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name: new RegExp(`^${name} \\d+$`) });

describe('Support (empathy on the memory)', () => {
  it('a double click is a create then a delete, and the screen ends on the server’s count', async () => {
    const recorded = recordCalls();
    const { user, settled } = setup();
    const dialog = await findModal('The kite on the hill');
    const before = (await held()).memory.counts.empathies;
    await user.dblClick(button(dialog, 'Support'));
    await settled();
    const after = await held();
    expect(calls(recorded, '/empathy/new')).toBe(1);
    expect(after.memory.counts.empathies).toBe(before);
    expect(button(dialog, 'Support')).toHaveAccessibleName(`Support ${after.memory.counts.empathies}`);
    expect(button(dialog, 'Support')).toHaveAttribute(
      'aria-pressed',
      String(after.status.empathy_id !== null),
    );
  });

  it('a failed click, then another: supported once, as the server holds', async () => {
    backend.fail('createEmpathy', 500, { times: 1 });
    const { user, settled } = setup();
    const dialog = await findModal('The kite on the hill');
    const before = (await held()).memory.counts.empathies;
    await user.click(button(dialog, 'Support'));
    await waitFor(() => expect(button(dialog, 'Support')).toHaveAttribute('aria-pressed', 'false'));
    expect(button(dialog, 'Support')).toHaveAccessibleName(`Support ${before}`);
    await user.click(button(dialog, 'Support'));
    await settled();
    const after = await held();
    expect(after.memory.counts.empathies).toBe(before + 1);
    expect(button(dialog, 'Support')).toHaveAccessibleName(`Support ${before + 1}`);
    expect(button(dialog, 'Support')).toHaveAttribute('aria-pressed', 'true');
  });

  it('a failure while a later click waits takes back only its own click', async () => {
    const recorded = recordCalls();
    const gate = hold('createEmpathy', 'fail');
    const { user, settled } = setup();
    const dialog = await findModal('The kite on the hill');
    const before = (await held()).memory.counts.empathies;
    await user.click(button(dialog, 'Support'));
    await user.click(button(dialog, 'Support'));
    expect(button(dialog, 'Support')).toHaveAccessibleName(`Support ${before}`);
    gate.release();
    await settled();
    expect(button(dialog, 'Support')).toHaveAccessibleName(`Support ${before}`);
    expect(button(dialog, 'Support')).toHaveAttribute('aria-pressed', 'false');
    expect((await held()).memory.counts.empathies).toBe(before);
    // The second click asked for what the server already held: nothing to delete.
    expect(calls(recorded, '/empathy/delete')).toBe(0);
  });

  it('a failed Support leaves a reaction made meanwhile on screen', async () => {
    const gate = hold('createEmpathy', 'fail');
    const { user, settled } = setup();
    const dialog = await findModal('The kite on the hill');
    const before = await held();
    await user.click(button(dialog, 'Support'));
    await user.click(button(dialog, 'Sad'));
    await waitFor(async () => expect((await held()).reaction(3)).toBe(before.reaction(3) + 1));
    gate.release();
    await waitFor(() => expect(button(dialog, 'Support')).toHaveAttribute('aria-pressed', 'false'));
    expect(button(dialog, 'Sad')).toHaveAccessibleName(`Sad ${before.reaction(3) + 1}`);
    await settled();
    expect(button(dialog, 'Sad')).toHaveAccessibleName(`Sad ${(await held()).reaction(3)}`);
    expect(button(dialog, 'Support')).toHaveAccessibleName(`Support ${before.memory.counts.empathies}`);
  });
});

describe('the reaction', () => {
  it('Love then Sad while the first call is held: one create, one update, the server’s counts', async () => {
    const recorded = recordCalls();
    const gate = hold('createReaction');
    const { user, settled } = setup();
    const dialog = await findModal('The kite on the hill');
    const before = await held();
    await user.click(button(dialog, 'Love'));
    await user.click(button(dialog, 'Sad'));
    expect(button(dialog, 'Love')).toHaveAccessibleName(`Love ${before.reaction(4)}`);
    expect(button(dialog, 'Sad')).toHaveAccessibleName(`Sad ${before.reaction(3) + 1}`);
    gate.release();
    await settled();
    const after = await held();
    expect(calls(recorded, '/reaction/new-reaction')).toBe(1);
    expect(calls(recorded, '/reaction/update')).toBe(1);
    expect(after.status.reaction_option_id).toBe(3);
    expect(button(dialog, 'Love')).toHaveAccessibleName(`Love ${after.reaction(4)}`);
    expect(button(dialog, 'Sad')).toHaveAccessibleName(`Sad ${after.reaction(3)}`);
    expect(button(dialog, 'Sad')).toHaveAttribute('aria-pressed', 'true');
  });

  it('Love then Sad delivered in one task (a busy phone): the server’s counts, not Sad 2 and Love 0', async () => {
    const { settled } = setup();
    const dialog = await findModal('The kite on the hill');
    const before = await held();
    // Input events queued behind a long task arrive back to back, before React renders.
    fireEvent.click(button(dialog, 'Love'));
    fireEvent.click(button(dialog, 'Sad'));
    await settled();
    const after = await held();
    expect(after.reaction(4)).toBe(before.reaction(4));
    expect(after.reaction(3)).toBe(before.reaction(3) + 1);
    expect(button(dialog, 'Love')).toHaveAccessibleName(`Love ${after.reaction(4)}`);
    expect(button(dialog, 'Sad')).toHaveAccessibleName(`Sad ${after.reaction(3)}`);
  });

  it('a triple click on one reaction ends on, as the server holds', async () => {
    const { user, settled } = setup();
    const dialog = await findModal('The kite on the hill');
    const sad = button(dialog, 'Sad');
    await user.tripleClick(sad);
    await settled();
    const after = await held();
    expect(after.status.reaction_option_id).toBe(3);
    expect(button(dialog, 'Sad')).toHaveAccessibleName(`Sad ${after.reaction(3)}`);
    expect(button(dialog, 'Sad')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe("'me too', save and comment empathy", () => {
  it("a double click on 'me too' ends on the server's count", async () => {
    const { user, settled } = setup(stairsMemory.shareable_link);
    // It carries content warnings: its title waits behind them.
    const dialog = await findModal(/./);
    await user.click(within(dialog).getByRole('tab', { name: 'Empathize' }));
    const show = within(dialog).queryByRole('button', { name: 'Show memory' });
    if (show) await user.click(show);
    const box = await within(dialog).findByRole('checkbox', { name: 'Me too: Scared' });
    await user.dblClick(box);
    await settled();
    const after = await held(stairsMemory.shareable_link);
    const tags = Object.values(after.memory).flatMap((value) =>
      Array.isArray(value) ? (value as { description?: string; memory_tag_id?: number | null }[]) : [],
    );
    const tagId = tags.find((tag) => tag.description === 'Scared')?.memory_tag_id;
    const entry = after.status.resonances.find((item) => item.memory_tag_id === tagId);
    expect(entry).toBeDefined();
    const row = box.closest('li') as HTMLElement;
    expect(box.getAttribute('aria-checked') ?? String((box as HTMLInputElement).checked)).toBe(
      String(entry?.resonated === 1),
    );
    expect(within(row).getByText(/relates?$/)).toHaveTextContent(
      entry?.count_resonances === 1 ? '1 member relates' : `${entry?.count_resonances} members relate`,
    );
  });

  it('a double click on save ends on what the server holds', async () => {
    const { user, settled } = setup();
    const dialog = await findModal('The kite on the hill');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save this memory' }));
    await settled();
    const saved = (await held()).status.save_id !== null;
    expect(
      within(dialog).getByRole('button', { name: saved ? 'Remove from saved memories' : 'Save this memory' }),
    ).toHaveAttribute('aria-pressed', String(saved));
  });

  it("a double click on a comment's Empathize ends on the server's count", async () => {
    const recorded = recordCalls();
    const { user, settled } = setup();
    const dialog = await findModal('The kite on the hill');
    await user.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    const empathize = await within(dialog).findByRole('button', { name: /^Empathize · \d+$/ });
    await user.dblClick(empathize);
    await settled();
    const comments = await testClient(MEMBER_TOKENS.ada).listComments({ shareable_link: link });
    const count = comments.results[0]?.count_empathies;
    expect(calls(recorded, '/empathy/new')).toBe(1);
    expect(within(dialog).getByRole('button', { name: /^Empathize · \d+$/ })).toHaveAccessibleName(
      `Empathize · ${count}`,
    );
  });
});

describe('a failure between two clicks on a comment', () => {
  it('created, a failed take-back, then another take-back: the server’s state and count', async () => {
    const gate = hold('createEmpathy');
    backend.fail('deleteEmpathy', 500, { times: 1 });
    const { user, settled } = setup();
    const dialog = await findModal('The kite on the hill');
    await user.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    const empathize = () => within(dialog).getByRole('button', { name: /^Empathize · \d+$/ });
    await within(dialog).findByRole('button', { name: /^Empathize · \d+$/ });
    await user.click(empathize());
    await user.click(empathize());
    gate.release();
    await settled();
    expect(empathize()).toHaveAttribute('aria-pressed', 'true');
    await user.click(empathize());
    await settled();
    const comment = (await testClient(MEMBER_TOKENS.ada).listComments({ shareable_link: link })).results[0];
    const status = await testClient(MEMBER_TOKENS.cleo).getCommentStatus(comment?.id ?? 0);
    expect(status.empathy.empathized).toBe(false);
    expect(empathize()).toHaveAttribute('aria-pressed', 'false');
    expect(empathize()).toHaveAccessibleName(`Empathize · ${comment?.count_empathies}`);
  });
});

describe('praise on a comment', () => {
  it('a send over praise it could not load ends on the server’s count, not one more', async () => {
    const ben = (await testClient(MEMBER_TOKENS.ada).listComments({ shareable_link: link })).results[0];
    await testClient(MEMBER_TOKENS.cleo).createFeedback({ comment_id: ben?.id ?? 0, labels: ['Kind'] });
    server.use(errorHandler('getUserFeedback', 500));
    const { user, settled } = setup();
    const dialog = await findModal('The kite on the hill');
    await user.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    await user.click(await within(dialog).findByRole('button', { name: /^Praise · \d+$/ }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Brave' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send praise' }));
    expect(await within(dialog).findByText('Thank you. Your praise was sent.')).toBeInTheDocument();
    // About 2 s later the panel goes back to the comments.
    await within(dialog).findByRole('button', { name: /^Praise · \d+$/ }, { timeout: 5000 });
    await settled();
    const count = (await testClient(MEMBER_TOKENS.ada).listComments({ shareable_link: link })).results[0]
      ?.count_users_given_feedback;
    expect(count).toBe(1);
    expect(within(dialog).getByRole('button', { name: /^Praise · \d+$/ })).toHaveAccessibleName(
      `Praise · ${count}`,
    );
  });
});

describe('one cache entry per memory', () => {
  it('keeps the memory once, under its hashId, and a click shows wherever it is read', async () => {
    const gate = hold('createEmpathy');
    const { user, queryClient, settled } = setup(link, true);
    const dialog = await findModal('The kite on the hill');
    const before = (await held()).memory.counts.empathies;
    const memories = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => {
        const data = query.state.data as Partial<Memory> | undefined;
        return typeof data === 'object' && data !== null && data.hashId === kiteMemory.hashId;
      });
    expect(memories.map((query) => query.queryKey)).toEqual([memoryQueryKeys.memory(kiteMemory.hashId)]);
    await user.click(button(dialog, 'Support'));
    expect(await screen.findByText(`Elsewhere: support ${before + 1}`)).toBeInTheDocument();
    gate.release();
    await settled();
    expect(
      screen.getByText(`Elsewhere: support ${(await held()).memory.counts.empathies}`),
    ).toBeInTheDocument();
  });
});
