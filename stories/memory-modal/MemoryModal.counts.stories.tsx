import { createHttpClient, type EndpointKey, type Memory } from '@childhood-memories/api-client';
import { MemoryModal } from '@childhood-memories/memory-modal';
import {
  createHandlers,
  createMockBackend,
  kiteMemory,
  MOCK_API_BASE,
  mockEndpoint,
  mockMembers,
  stairsMemory,
  type MockBackend,
} from '@childhood-memories/testing';
import { memoryQueryKeys, WidgetRoot, WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/*
 * Counts never lie (issue 27 §3). Cleo reads Ada's memories on a story's own mock backend and
 * clicks fast: double and triple clicks, a second click while the first call is held, a failed
 * call then a click. When every call has settled, what the screen shows is what the backend
 * holds, read from the backend itself.
 */

const meta: Meta = {
  title: 'memory-modal/Counts never lie',
  component: MemoryModal,
};

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 5000 };
const cleo = mockMembers.find((member) => member.username === 'cleo') ?? null;
const ada = mockMembers.find((member) => member.username === 'ada') ?? null;

/** The cache of the story on screen, so a play can wait until every call has settled. */
let shownCache: QueryClient | null = null;

/** A call held until the play releases it; it then answers as the backend would, or fails. */
function gate() {
  let open: () => void = () => undefined;
  let opened = new Promise<void>((resolve) => (open = resolve));
  return {
    reset: () => {
      opened = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => open(),
    handler: (key: EndpointKey, answer: 'backend' | 'fail'): HttpHandler =>
      mockEndpoint(key, async () => {
        await opened;
        return answer === 'fail'
          ? HttpResponse.json({ detail: 'Down for a moment.' }, { status: 500 })
          : undefined;
      }),
  };
}

/** Every API call, as 'METHOD /path', passed on to the backend's handlers. */
const calls: string[] = [];
const recordCalls = http.all(`${MOCK_API_BASE}/*`, ({ request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
  return undefined;
});

/** Elsewhere on the page: a host's card reading the memory from the shared cache by its hashId. */
function HostCard({ hashId }: { hashId: string }) {
  const { data } = useQuery<Memory>({
    queryKey: memoryQueryKeys.memory(hashId),
    queryFn: () => new Promise<Memory>(() => undefined),
    enabled: false,
  });
  return data ? <p>On the host’s card: Support {data.counts.empathies}</p> : null;
}

function Harness({ backend, link, setup }: { backend: MockBackend; link: string; setup?: () => void }) {
  const [{ client, queryClient }] = useState(() => {
    backend.reset();
    calls.length = 0;
    setup?.();
    const made = {
      client: createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => cleo?.token ?? null }),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    };
    shownCache = made.queryClient;
    return made;
  });
  const [open, setOpen] = useState(true);
  const hashId = backend.allMemories().find((memory) => memory.shareable_link === link)?.hashId ?? '';
  return (
    <WidgetsProvider client={client} queryClient={queryClient}>
      <WidgetRoot className="cm-stack">
        <HostCard hashId={hashId} />
        <MemoryModal
          shareableLink={link}
          open={open}
          onOpenChange={setOpen}
          viewer={{ username: 'cleo' }}
          storage={null}
        />
      </WidgetRoot>
    </WidgetsProvider>
  );
}

function countsStory(
  link: string,
  handlers: (backend: MockBackend) => HttpHandler[] = () => [],
  setup?: (backend: MockBackend) => void,
) {
  const backend = createMockBackend();
  return {
    backend,
    story: {
      parameters: { msw: { handlers: [recordCalls, ...handlers(backend), ...createHandlers(backend)] } },
      render: () => <Harness backend={backend} link={link} setup={() => setup?.(backend)} />,
    },
  };
}

/** Every call answered and every refetch done, twice in a row (no late answer still coming). */
async function settled() {
  for (let round = 0; round < 2; round += 1) {
    await waitFor(() => {
      expect(shownCache?.isMutating()).toBe(0);
      expect(shownCache?.isFetching()).toBe(0);
    }, SLOW);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function findModal() {
  const dialog = await within(document.body).findByRole('dialog', {}, SLOW);
  await within(dialog).findByRole('tablist', {}, SLOW);
  return dialog;
}

const button = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name: new RegExp(`^${name} \\d+$`) });

/** What the backend holds for the memory: Support, each reaction, and Cleo's own state. */
function held(backend: MockBackend, link: string) {
  const memory = backend.memoryByLink(ada, link);
  const reactions = backend.reactionCounts(memory);
  return {
    support: backend.memoryCounts(memory, cleo).empathies,
    reaction: (option: number) =>
      reactions.find((entry) => entry.reaction_option_id === option)?.reaction_count,
    status: backend.interactionStatus(cleo, link),
  };
}

const kite = kiteMemory.shareable_link;

const doubleSupport = countsStory(kite);
/** A double click on Support: a create then a delete (never two creates); Support ends as the backend's. */
export const DoubleClickSupport: Story = {
  ...doubleSupport.story,
  play: async () => {
    const dialog = await findModal();
    await userEvent.dblClick(button(dialog, 'Support'));
    await settled();
    const server = held(doubleSupport.backend, kite);
    await expect(calls.filter((call) => call.includes('/empathy/new')).length).toBe(1);
    await expect(button(dialog, 'Support')).toHaveAccessibleName(`Support ${server.support}`);
    await expect(button(dialog, 'Support')).toHaveAttribute(
      'aria-pressed',
      String(server.status.empathy_id !== null),
    );
    await expect(
      within(document.body).getByText(`On the host’s card: Support ${server.support}`),
    ).toBeVisible();
  },
};

const loveHeld = gate();
const loveThenSad = countsStory(
  kite,
  () => [loveHeld.handler('createReaction', 'backend')],
  () => loveHeld.reset(),
);
/** Love, then Sad while Love's call is held: one create and one update; every count as the backend's. */
export const LoveThenSadWhileHeld: Story = {
  ...loveThenSad.story,
  play: async () => {
    const dialog = await findModal();
    const before = held(loveThenSad.backend, kite);
    await userEvent.click(button(dialog, 'Love'));
    await userEvent.click(button(dialog, 'Sad'));
    await expect(button(dialog, 'Love')).toHaveAccessibleName(`Love ${before.reaction(4)}`);
    await expect(button(dialog, 'Sad')).toHaveAccessibleName(`Sad ${(before.reaction(3) ?? 0) + 1}`);
    loveHeld.release();
    await settled();
    const server = held(loveThenSad.backend, kite);
    await expect(calls.filter((call) => call.includes('/reaction/new-reaction')).length).toBe(1);
    await expect(calls.filter((call) => call.includes('/reaction/update')).length).toBe(1);
    await expect(button(dialog, 'Love')).toHaveAccessibleName(`Love ${server.reaction(4)}`);
    await expect(button(dialog, 'Sad')).toHaveAccessibleName(`Sad ${server.reaction(3)}`);
    await expect(button(dialog, 'Sad')).toHaveAttribute(
      'aria-pressed',
      String(server.status.reaction_option_id === 3),
    );
  },
};

const busyPhone = countsStory(kite);
/** Love and Sad delivered back to back, as a busy phone delivers queued taps: not 'Sad 2, Love 0'. */
export const LoveThenSadBackToBack: Story = {
  ...busyPhone.story,
  play: async () => {
    const dialog = await findModal();
    button(dialog, 'Love').click();
    button(dialog, 'Sad').click();
    await settled();
    const server = held(busyPhone.backend, kite);
    await expect(button(dialog, 'Love')).toHaveAccessibleName(`Love ${server.reaction(4)}`);
    await expect(button(dialog, 'Sad')).toHaveAccessibleName(`Sad ${server.reaction(3)}`);
  },
};

const tripleSad = countsStory(kite);
/** A triple click on Sad: on, off, on; the count ends as the backend's. */
export const TripleClickReaction: Story = {
  ...tripleSad.story,
  play: async () => {
    const dialog = await findModal();
    await userEvent.tripleClick(button(dialog, 'Sad'));
    await settled();
    const server = held(tripleSad.backend, kite);
    await expect(server.status.reaction_option_id).toBe(3);
    await expect(button(dialog, 'Sad')).toHaveAccessibleName(`Sad ${server.reaction(3)}`);
    await expect(button(dialog, 'Sad')).toHaveAttribute('aria-pressed', 'true');
  },
};

const failThenClick = countsStory(
  kite,
  () => [],
  (backend) => backend.fail('createEmpathy', 500, { times: 1 }),
);
/** Support fails (silently undone), then a second click: supported once, as the backend holds. */
export const FailThenClick: Story = {
  ...failThenClick.story,
  play: async () => {
    const dialog = await findModal();
    const before = held(failThenClick.backend, kite).support;
    await userEvent.click(button(dialog, 'Support'));
    await waitFor(() => expect(button(dialog, 'Support')).toHaveAttribute('aria-pressed', 'false'), SLOW);
    await expect(button(dialog, 'Support')).toHaveAccessibleName(`Support ${before}`);
    await userEvent.click(button(dialog, 'Support'));
    await settled();
    const server = held(failThenClick.backend, kite);
    await expect(server.support).toBe(before + 1);
    await expect(button(dialog, 'Support')).toHaveAccessibleName(`Support ${server.support}`);
    await expect(button(dialog, 'Support')).toHaveAttribute('aria-pressed', 'true');
    await expect(within(document.body).queryByRole('alert')).toBeNull();
  },
};

const supportHeld = gate();
const ownRollback = countsStory(
  kite,
  () => [supportHeld.handler('createEmpathy', 'fail')],
  () => supportHeld.reset(),
);
/** Support fails after Sad was clicked: only Support is undone; Sad stays, as the backend holds. */
export const RollbackOnlyItsOwn: Story = {
  ...ownRollback.story,
  play: async () => {
    const dialog = await findModal();
    const before = held(ownRollback.backend, kite);
    await userEvent.click(button(dialog, 'Support'));
    await userEvent.click(button(dialog, 'Sad'));
    await waitFor(
      () => expect(held(ownRollback.backend, kite).reaction(3)).toBe((before.reaction(3) ?? 0) + 1),
      SLOW,
    );
    supportHeld.release();
    await settled();
    const server = held(ownRollback.backend, kite);
    await expect(button(dialog, 'Support')).toHaveAccessibleName(`Support ${server.support}`);
    await expect(button(dialog, 'Support')).toHaveAttribute('aria-pressed', 'false');
    await expect(button(dialog, 'Sad')).toHaveAccessibleName(`Sad ${server.reaction(3)}`);
    await expect(button(dialog, 'Sad')).toHaveAttribute('aria-pressed', 'true');
  },
};

const meToo = countsStory(stairsMemory.shareable_link);
/** A double click on 'me too': the box and '… members relate' end as the backend holds. */
export const DoubleClickMeToo: Story = {
  ...meToo.story,
  play: async () => {
    const dialog = await findModal();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Empathize' }));
    const show = within(dialog).queryByRole('button', { name: 'Show memory' });
    if (show) await userEvent.click(show);
    const box = await within(dialog).findByRole('checkbox', { name: 'Me too: Scared' }, SLOW);
    await userEvent.dblClick(box);
    await settled();
    const memory = meToo.backend.memoryByLink(ada, stairsMemory.shareable_link);
    const scared = meToo.backend.memoryTags(memory).find((tag) => tag.description === 'Scared');
    const entry = held(meToo.backend, stairsMemory.shareable_link).status.resonances.find(
      (item) => item.memory_tag_id === scared?.memory_tag_id,
    );
    await expect(entry).toBeDefined();
    const row = box.closest('li') as HTMLElement;
    await expect((box as HTMLInputElement).checked).toBe(entry?.resonated === 1);
    await expect(within(row).getByText(/relates?$/)).toHaveTextContent(
      entry?.count_resonances === 1 ? '1 member relates' : `${entry?.count_resonances} members relate`,
    );
  },
};

const saveTwice = countsStory(kite);
/** A double click on save, then two taps delivered back to back: each time, saved as the backend holds. */
export const DoubleClickSave: Story = {
  ...saveTwice.story,
  play: async () => {
    const dialog = await findModal();
    const saveButton = () =>
      within(dialog).getByRole('button', { name: /^(Save this memory|Remove from saved memories)$/ });
    const expectBackendsSave = async () => {
      const saved = held(saveTwice.backend, kite).status.save_id !== null;
      await expect(saveButton()).toHaveAttribute('aria-pressed', String(saved));
      await expect(saveButton()).toHaveAccessibleName(
        saved ? 'Remove from saved memories' : 'Save this memory',
      );
    };
    await userEvent.dblClick(saveButton());
    await settled();
    await expectBackendsSave();
    saveButton().click();
    saveButton().click();
    await settled();
    await expectBackendsSave();
  },
};

const commentHeld = gate();
const commentFlow = countsStory(
  kite,
  () => [commentHeld.handler('createEmpathy', 'backend')],
  (backend) => {
    commentHeld.reset();
    backend.fail('deleteEmpathy', 500, { times: 1 });
  },
);
/** Empathize on a comment, a take-back that fails, another take-back: the count as the backend's. */
export const CommentEmpathyFailBetween: Story = {
  ...commentFlow.story,
  play: async () => {
    const dialog = await findModal();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    const empathize = () => within(dialog).getByRole('button', { name: /^Empathize · \d+$/ });
    await within(dialog).findByRole('button', { name: /^Empathize · \d+$/ }, SLOW);
    await userEvent.click(empathize());
    await userEvent.click(empathize());
    commentHeld.release();
    await settled();
    await expect(empathize()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(empathize());
    await settled();
    const comment = commentFlow.backend.listComments(ada, kite).results[0];
    const counts = comment ? commentFlow.backend.commentCounts(comment) : null;
    await expect(commentFlow.backend.commentStatus(cleo, comment?.id ?? 0).empathy.empathized).toBe(false);
    await expect(empathize()).toHaveAttribute('aria-pressed', 'false');
    await expect(empathize()).toHaveAccessibleName(`Empathize · ${counts?.count_empathies}`);
  },
};

const supportHeldForCard = gate();
const oneEntry = countsStory(
  kite,
  () => [supportHeldForCard.handler('createEmpathy', 'backend')],
  () => supportHeldForCard.reset(),
);
/** One cache entry per memory: the host's card shows the click at once, and the backend's count after. */
export const OneEntryEverywhere: Story = {
  ...oneEntry.story,
  play: async () => {
    const dialog = await findModal();
    const before = held(oneEntry.backend, kite).support;
    await expect(
      await within(document.body).findByText(`On the host’s card: Support ${before}`),
    ).toBeVisible();
    await userEvent.click(button(dialog, 'Support'));
    await expect(
      await within(document.body).findByText(`On the host’s card: Support ${before + 1}`),
    ).toBeVisible();
    supportHeldForCard.release();
    await settled();
    const server = held(oneEntry.backend, kite).support;
    await expect(within(document.body).getByText(`On the host’s card: Support ${server}`)).toBeVisible();
    await expect(button(dialog, 'Support')).toHaveAccessibleName(`Support ${server}`);
  },
};
