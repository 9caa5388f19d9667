import { createHttpClient, type Memory, type MemorySavePayload } from '@childhood-memories/api-client';
import {
  ada,
  answerHandler,
  createHandlers,
  createMockBackend,
  errorHandler,
  MOCK_API_BASE,
} from '@childhood-memories/testing';
import { memoryQueryKeys, WidgetsProvider } from '@childhood-memories/ui';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  answersFromMemory,
  buildSavePayload,
  emptyAnswers,
  memoryBase,
  type MemoryDraft,
} from './answers.ts';
import { TagWizard, type TagWizardProps } from './TagWizard.tsx';
import { receivedMemory, receivedTag } from './test-support.ts';

// Several requests and dialogs per test: give a loaded CI machine time.
vi.setConfig({ testTimeout: 60_000 });

const backend = createMockBackend();
const server = setupServer(...createHandlers(backend));
const saves: { method: string; path: string; body: MemorySavePayload }[] = [];

server.events.on('request:start', ({ request }) => {
  if (request.method !== 'PUT' && request.method !== 'POST') return;
  void request
    .clone()
    .json()
    .then((body: MemorySavePayload) =>
      saves.push({ method: request.method, path: new URL(request.url).pathname, body }),
    );
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend.reset();
  saves.length = 0;
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());

function apiClient() {
  return createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => ada.token });
}

/** An unhappy memory of Ada's with no tags yet, as the server sends it. */
async function untaggedMemory(type: 1 | 2 | 3 = 3): Promise<Memory> {
  const client = apiClient();
  const base = memoryBase(receivedMemory({ type, photos: [], image_list: [], sensitive_topics: [] }));
  return client.createMemory(buildSavePayload(base, emptyAnswers()));
}

function renderWizard(props: Partial<TagWizardProps> & Pick<TagWizardProps, 'memory'>) {
  const client = apiClient();
  const onSaved = vi.fn();
  const view = render(
    <WidgetsProvider client={client}>
      <TagWizard defaultOpen autoAdvance={false} onSaved={onSaved} {...props} />
    </WidgetsProvider>,
  );
  return { ...view, onSaved, client };
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Tag Your Childhood Trauma' });
}

function lastSave() {
  const save = saves.at(-1);
  if (!save) throw new Error('nothing was saved');
  return save;
}

describe('TagWizard: opening', () => {
  it("opens on the 'Did You Know?' card for a new post, then the list of twelve questions in order", async () => {
    const user = userEvent.setup();
    const memory = await untaggedMemory();
    renderWizard({ memory, isEdit: false });

    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Did You Know?' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tagging progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await user.click(screen.getByRole('button', { name: 'Got It!' }));

    const list = within(dialog()).getAllByRole('list')[0];
    if (!list) throw new Error('no list');
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      '1Age, Not answered yet',
      '2Siblings, Not answered yet',
      "3People's Actions, Not answered yet",
      '4Risk Factors, Not answered yet',
      '5Challenges, Not answered yet',
      '6Shocks, Not answered yet',
      '7Feelings, Not answered yet',
      '8Needs, Not answered yet',
      '9Thoughts, Not answered yet',
      '10Changes, Not answered yet',
      '11School, Not answered yet',
      '12Health, Not answered yet',
    ]);
  });

  it('shows a happy memory the first ten questions only', async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(1), isEdit: false });
    await user.click(screen.getByRole('button', { name: 'Got It!' }));
    expect(screen.getByRole('button', { name: /Changes/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /School/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Health/ })).not.toBeInTheDocument();
  });

  it('opens straight on the question a tab deep link names; the number shown is its place in the list', async () => {
    renderWizard({ memory: await untaggedMemory(), initialTab: 3 });
    expect(await screen.findByRole('heading', { name: 'Risk Factors' })).toBeInTheDocument();
    // `tab` 3 is Risk Factors (the spec's number); on screen it is the fourth question.
    expect(screen.getByText('Question 4')).toBeInTheDocument();
  });

  it("offers 'Edit Tags' at 100 and remembers 'Don't show this again'", async () => {
    const user = userEvent.setup();
    const memory = await apiClient().getMemory('hStai5Rn6');
    const { unmount } = renderWizard({ memory });
    expect(screen.getByRole('heading', { name: 'Edit Your Trauma Details' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tagging progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await user.click(screen.getByRole('checkbox', { name: "Don't show this again" }));
    expect(localStorage.getItem('hideIntroductionScreen')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Edit Tags' }));
    expect(screen.getByRole('heading', { name: 'Questions' })).toBeInTheDocument();
    unmount();

    renderWizard({ memory });
    expect(screen.getByRole('heading', { name: 'Questions' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit Your Trauma Details' })).not.toBeInTheDocument();
  });

  it("titles the card 'Tag Your Trauma Details' when editing an untagged memory, 'Add More' part way", async () => {
    renderWizard({ memory: await untaggedMemory() });
    expect(screen.getByRole('heading', { name: 'Tag Your Trauma Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
  });

  it("offers 'Add More' when part of the memory is tagged", async () => {
    renderWizard({ memory: await apiClient().getMemory('hGate8Vb1') });
    expect(screen.getByRole('heading', { name: 'Edit Your Trauma Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add More' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tagging progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
  });
});

describe('TagWizard: a question', () => {
  it('saves each change at once with the payload of its list, and shows Saved', async () => {
    const user = userEvent.setup();
    const memory = await untaggedMemory();
    const { onSaved } = renderWizard({ memory, initialTab: 7 });

    await user.click(await screen.findByRole('checkbox', { name: 'Scared' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(lastSave()).toMatchObject({
      method: 'PUT',
      path: `/memories/api/v1/memories/${memory.hashId}/get-details`,
      body: { feelings: [{ id: 901, description: 'Scared' }], title: memory.title, status: 1 },
    });
    expect(screen.getByText('1/15 selections')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ hashId: memory.hashId }));
    expect(backend.memoryByHash(ada, memory.hashId).tags.feelings.map((tag) => tag.tag_id)).toEqual([901]);
  });

  it('creates a draft memory on the first change and updates it afterwards', async () => {
    const user = userEvent.setup();
    const draft: MemoryDraft = {
      ...buildSavePayload(
        memoryBase(receivedMemory({ photos: [], image_list: [], sensitive_topics: [] })),
        emptyAnswers(),
      ),
      hashId: null,
    };
    renderWizard({ memory: draft, initialTab: 7 });

    await user.click(await screen.findByRole('checkbox', { name: 'Scared' }));
    await screen.findByText('Saved');
    expect(lastSave()).toMatchObject({ method: 'POST', path: '/memories/memories-list/' });

    await user.click(screen.getByRole('checkbox', { name: 'Sad' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(lastSave().method).toBe('PUT');
    expect(lastSave().body.feelings.map((tag) => tag.description)).toEqual(['Scared', 'Sad']);
  });

  it('filters options by search, case-insensitively, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 3 });
    await screen.findByRole('checkbox', { name: 'Poverty' });
    const search = screen.getByRole('searchbox', { name: 'Search Risk Factors' });

    await user.type(search, 'VIOLENCE');
    expect(screen.getByRole('checkbox', { name: 'Domestic violence' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Community violence' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Poverty' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zebra');
    expect(screen.getByText('No options match your search')).toBeInTheDocument();
  });

  it("empties the search with Escape (the wizard stays open) or 'Clear search'", async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 3 });
    await screen.findByRole('checkbox', { name: 'Poverty' });
    const search = screen.getByRole('searchbox', { name: 'Search Risk Factors' });

    await user.type(search, 'violence');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Poverty' })).toBeVisible();

    await user.type(search, 'violence');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
  });

  it('disables every other option at the maximum (shocks: 10)', async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 6 });
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(12);
    for (const box of boxes.slice(0, 10)) await user.click(box);

    expect(screen.getByText('10/10 selections')).toBeInTheDocument();
    expect(boxes[10]).toBeDisabled();
    expect(boxes[11]).toBeDisabled();
    expect(boxes[0]).toBeEnabled();
    await waitFor(() => expect(lastSave().body.sudden_adverse_events).toHaveLength(10));
  });

  it('offers one age as radios, and filters generations out of the age list', async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 1 });
    expect(await screen.findByRole('heading', { name: 'Age at the Time' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Millennial/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    // One age: a radio group; choosing another age replaces the first.
    await user.click(await screen.findByRole('radio', { name: '6-8' }));
    expect(screen.getByText('1/1 selections')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Age' })).toBeInTheDocument();
    await waitFor(() => expect(lastSave().body.age_ranges).toEqual([{ id: 103, name: '6-8' }]));
    await user.click(screen.getByRole('radio', { name: '9-12' }));
    expect(screen.getByRole('radio', { name: '6-8' })).not.toBeChecked();
    await waitFor(() => expect(lastSave().body.age_ranges).toEqual([{ id: 104, name: '9-12' }]));
  });

  it("lets 'I don't remember' replace the other choices, and another choice remove it", async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 3 });
    await user.click(await screen.findByRole('checkbox', { name: 'Poverty' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bullying' }));
    await user.click(screen.getByRole('checkbox', { name: "I don't remember" }));

    expect(screen.getByRole('checkbox', { name: "I don't remember" })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Poverty' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bullying' })).not.toBeChecked();
    await waitFor(() =>
      expect(lastSave().body.risk_factor).toEqual([{ id: 601, description: "I don't remember" }]),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Poverty' }));
    expect(screen.getByRole('checkbox', { name: "I don't remember" })).not.toBeChecked();
    await waitFor(() => expect(lastSave().body.risk_factor).toEqual([{ id: 607, description: 'Poverty' }]));
  });

  it('offers one person as radios, loads their actions, and clears them when the person changes', async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 4 });
    expect(await screen.findByText('Choose a person first to see their actions.')).toBeInTheDocument();

    await user.click(await screen.findByRole('radio', { name: 'Father' }));
    expect(screen.getByText('1/1 selections')).toBeInTheDocument();
    const actions = await screen.findByRole('group', { name: 'What did Father do?' });
    await user.click(within(actions).getByRole('checkbox', { name: 'Shouted at me' }));
    await waitFor(() =>
      expect(lastSave().body.persons_actions).toEqual([
        {
          person_involved: { id: 302, description: 'Father' },
          person_action: [{ id: 401, description: 'Shouted at me' }],
        },
      ]),
    );

    // Another person replaces Father, and Father's actions go with him.
    await user.click(screen.getByRole('radio', { name: 'Mother' }));
    expect(screen.queryByRole('group', { name: 'What did Father do?' })).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'What did Mother do?' })).toBeInTheDocument();
    await waitFor(() =>
      expect(lastSave().body.persons_actions).toEqual([
        { person_involved: { id: 301, description: 'Mother' }, person_action: [] },
      ]),
    );
    // Reset All removes the person and the actions.
    await user.click(screen.getByRole('button', { name: 'Reset All' }));
    await waitFor(() => expect(lastSave().body.persons_actions).toEqual([]));
  });

  it("sorts Health alphabetically with 'I don't remember' first", async () => {
    renderWizard({ memory: await untaggedMemory(), initialTab: 12 });
    const labels = (await screen.findAllByRole('checkbox')).map((box) => box.closest('li')?.textContent);
    expect(labels.slice(0, 4)).toEqual([
      "I don't remember",
      'Bedwetting',
      'Changes in eating',
      'Feeling disconnected from my body',
    ]);
  });

  it('groups School with headings, hidden while searching', async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 11 });
    expect(await screen.findByText('School Challenges:')).toBeVisible();
    expect(screen.getByText('Adolescence Challenges:')).toBeVisible();
    expect(screen.getByText('Other Challenges:')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search School' }), 'friends');
    expect(screen.queryByText('School Challenges:')).not.toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Few friends' })).toBeVisible();
  });

  it("adds, previews and deletes details in the 'Add more details' modal", async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 8 });
    await screen.findByRole('checkbox', { name: 'Safety' });
    expect(screen.getByRole('button', { name: 'Reset All' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add more details' }));
    const modal = await screen.findByRole('dialog', { name: 'More details: Needs' });
    const field = within(modal).getByPlaceholderText('Describe your experience (optional)');
    expect(within(modal).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Delete' })).toBeDisabled();
    const long = `${'I needed someone to notice. '.repeat(5)}`;
    await user.type(field, long);
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog', { name: 'More details: Needs' })).not.toBeInTheDocument();
    await waitFor(() => expect(lastSave().body.needs_text).toBe(long));
    expect(screen.getByText(`${long.trim().slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset All' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Add more details' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'More details: Needs' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(lastSave().body).not.toHaveProperty('needs_text'));
  });

  it('counts the details from the first character, turns the counter red above 450 and stops at 500', async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 8 });
    await screen.findByRole('checkbox', { name: 'Safety' });
    await user.click(screen.getByRole('button', { name: 'Add more details' }));
    const modal = await screen.findByRole('dialog', { name: 'More details: Needs' });
    const field = within(modal).getByPlaceholderText('Describe your experience (optional)');
    expect(field).toHaveAttribute('maxlength', '500');
    expect(within(modal).queryByText(/\/500$/)).not.toBeInTheDocument();

    await user.type(field, 'a');
    expect(within(modal).getByText('1/500')).toBeInTheDocument();

    await user.paste('a'.repeat(449));
    expect(within(modal).getByText('450/500').parentElement).toHaveAttribute('data-state', 'normal');
    await user.type(field, 'a');
    expect(within(modal).getByText('451/500').parentElement).toHaveAttribute('data-state', 'danger');

    await user.paste('a'.repeat(100));
    expect(field).toHaveValue('a'.repeat(500));
  });

  it("saves details only when they are more than spaces, and 'Cancel' keeps what was saved", async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 8 });
    await screen.findByRole('checkbox', { name: 'Safety' });
    await user.click(screen.getByRole('button', { name: 'Add more details' }));
    const modal = await screen.findByRole('dialog', { name: 'More details: Needs' });
    const field = within(modal).getByPlaceholderText('Describe your experience (optional)');
    await user.type(field, '   ');
    expect(within(modal).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Delete' })).toBeEnabled();

    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'More details: Needs' })).not.toBeInTheDocument();
    expect(saves.filter((save) => save.method === 'PUT')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Reset All' })).toBeDisabled();
  });

  it('shows each option label with its first letter capitalised, and saves the words as they are', async () => {
    const user = userEvent.setup();
    server.use(
      answerHandler('listFeelings', [
        { id: 990, description: 'felt invisible', ui_sort_order: 1 },
        { id: 991, description: 'ashamed', ui_sort_order: 2 },
      ]),
    );
    renderWizard({ memory: await untaggedMemory(), initialTab: 7 });
    await user.click(await screen.findByRole('checkbox', { name: 'Felt invisible' }));
    expect(screen.getByRole('checkbox', { name: 'Ashamed' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'felt invisible' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(lastSave().body.feelings).toEqual([{ id: 990, description: 'felt invisible' }]),
    );
  });

  // memory-writing §2: the heading reads the tags the step offers and the ones the memory holds.
  async function ageHeadingWith(rows: { id: number; name: string; options: string }[], memory: Memory) {
    server.use(
      answerHandler(
        'listAgeRanges',
        rows.map((row, index) => ({ ...row, ui_sort_order: index })),
      ),
    );
    const view = renderWizard({ memory, initialTab: 1 });
    await screen.findByRole('radio', {
      name: rows.find((row) => row.options !== 'generation')?.name ?? /./,
    });
    const heading = within(dialog()).getByRole('heading', { level: 3 });
    const text = heading.textContent;
    view.unmount();
    return text;
  }

  const AGES = [
    { id: 101, name: 'Under 3', options: 'age' },
    { id: 104, name: '9-12', options: 'age' },
  ];
  const GENERATIONS = [{ id: 111, name: 'Gen Z (born 1997-2012)', options: 'generation' }];

  it("heads the Age step 'Age' for age options, and 'Age and Generation' once a generation tag is held", async () => {
    expect(await ageHeadingWith([...AGES, ...GENERATIONS], receivedMemory())).toBe('Age');
    expect(
      await ageHeadingWith(
        [...AGES, ...GENERATIONS],
        receivedMemory({ age_ranges: [receivedTag(111, 'Gen Z (born 1997-2012)')] }),
      ),
    ).toBe('Age and Generation');
  });

  it("heads the Age step 'Generation' when the step offers generations only, else 'Age at the Time'", async () => {
    expect(
      await ageHeadingWith(
        [
          { id: 120, name: 'Millennial (born 1981-1996)', options: 'cohort' },
          { id: 121, name: 'Gen X (born 1965-1980)', options: 'cohort' },
        ],
        receivedMemory(),
      ),
    ).toBe('Generation');
    expect(
      await ageHeadingWith(
        [
          { id: 130, name: 'Before school', options: 'stage' },
          { id: 131, name: 'At primary school', options: 'stage' },
        ],
        receivedMemory(),
      ),
    ).toBe('Age at the Time');
  });

  it("clears selections and text with 'Reset All', and saves", async () => {
    const user = userEvent.setup();
    const memory = await apiClient().getMemory('hGate8Vb1');
    renderWizard({ memory, initialTab: 7 });
    expect(await screen.findByRole('checkbox', { name: 'Lonely' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset All' }));
    await waitFor(() => expect(lastSave().body.feelings).toEqual([]));
    expect(lastSave().body.needs).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reset All' })).toBeDisabled();
  });

  it('marks an answered question in the list and counts 10 points for it', async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 7 });
    await user.click(await screen.findByRole('checkbox', { name: 'Scared' }));
    await screen.findByText('Saved');

    await user.click(screen.getByRole('button', { name: 'All questions' }));
    expect(screen.getByRole('button', { name: /^Feelings\W+Answered$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Needs\W+Not answered yet$/ })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tagging progress' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
  });

  it('moves with Previous and Next in order; Next on the last returns to the list', async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 2 });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: "People's Actions" })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Risk Factors' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: "People's Actions" })).toBeInTheDocument();

    renderWizard({ memory: await untaggedMemory(), initialTab: 12 });
    const dialogs = screen.getAllByRole('dialog', { name: 'Tag Your Childhood Trauma' });
    const last = dialogs.at(-1);
    if (!last) throw new Error('no dialog');
    await user.click(await within(last).findByRole('button', { name: 'Next' }));
    expect(within(last).getByRole('heading', { name: 'Questions' })).toBeInTheDocument();
  });
});

describe('TagWizard: autosave', () => {
  it('keeps the choice after a failed save, says so quietly, and retries until it is saved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const memory = await untaggedMemory();
    server.use(errorHandler('updateMemory', 503));
    const error = vi.fn();
    renderWizard({ memory, initialTab: 7, onSaveError: error });

    await user.click(await screen.findByRole('checkbox', { name: 'Scared' }));
    expect(await screen.findByText('Not saved yet — retrying')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Scared' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();

    server.resetHandlers();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(backend.memoryByHash(ada, memory.hashId).tags.feelings.map((tag) => tag.tag_id)).toEqual([901]);
  });

  it("logs a failed autosave as 'Submission error' by default, with no error message", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const memory = await untaggedMemory();
      server.use(errorHandler('updateMemory', 503));
      renderWizard({ memory, initialTab: 7 });

      await user.click(await screen.findByRole('checkbox', { name: 'Scared' }));
      expect(await screen.findByText('Not saved yet — retrying')).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith('Submission error', expect.anything());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      // Let the retry land here: a save still backing off outlives the test (a save is never
      // dropped) and would reach a later test's memory log as a stray PUT.
      server.resetHandlers();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(await screen.findByText('Saved')).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  /** Time passing in small steps, so renders and the effects they schedule run in between. */
  async function passTime(ms: number) {
    for (let passed = 0; passed < ms; passed += 100) await vi.advanceTimersByTimeAsync(100);
  }

  it('stays on a question that allows several answers while three are ticked by pointer and by Space, with the check after each; Next moves on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const memory = await untaggedMemory();
    const { onSaved } = renderWizard({ memory, initialTab: 7, autoAdvance: true });
    const savedFeelings = () =>
      backend
        .memoryByHash(ada, memory.hashId)
        .tags.feelings.map((tag) => tag.description)
        .sort();

    await user.click(await screen.findByRole('checkbox', { name: 'Scared' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(savedFeelings()).toEqual(['Scared']);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // Well past the 1.5 s check: the question stays, and so does focus.
    await passTime(3000);
    expect(screen.getByRole('heading', { name: 'Feelings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Needs' })).not.toBeInTheDocument();

    // The second by pointer, the third by Space on the focused box: still here after each check.
    await user.click(screen.getByRole('checkbox', { name: 'Lonely' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(savedFeelings()).toEqual(['Lonely', 'Scared']);
    await passTime(3000);
    const sad = screen.getByRole('checkbox', { name: 'Sad' });
    sad.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(3));
    expect(savedFeelings()).toEqual(['Lonely', 'Sad', 'Scared']);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await passTime(3000);
    expect(screen.getByRole('heading', { name: 'Feelings' })).toBeInTheDocument();
    expect(sad).toHaveFocus();
    for (const name of ['Scared', 'Lonely', 'Sad'])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();

    // Next is how the member moves on.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const needs = await screen.findByRole('heading', { name: 'Needs' });
    await waitFor(() => expect(needs).toHaveFocus());
  });

  it('stays after a single-answer question is reset: a reset is not a choice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const memory = await untaggedMemory();
    const { onSaved } = renderWizard({ memory, initialTab: 1, autoAdvance: true });
    await user.click(await screen.findByRole('radio', { name: '6-8' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    // The reset saves (with its check) and is not a choice: the question stays.
    await user.click(screen.getByRole('button', { name: 'Reset All' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(backend.memoryByHash(ada, memory.hashId).tags.age_ranges).toEqual([]);
    await passTime(3000);
    expect(screen.getByRole('heading', { name: 'Age' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Siblings' })).not.toBeInTheDocument();
  });

  it('shows the green check for 1.5 s after the one answer of a single-answer question (Age), then moves on to the next question', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWizard({ memory: await untaggedMemory(), initialTab: 1, autoAdvance: true });

    await user.click(await screen.findByRole('radio', { name: '6-8' }));
    await screen.findByText('Saved');
    await vi.advanceTimersByTimeAsync(1400);
    expect(screen.getByRole('heading', { name: 'Age' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(200);
    const siblings = await screen.findByRole('heading', { name: 'Siblings' });
    await waitFor(() => expect(siblings).toHaveFocus());
  });
});

describe('TagWizard: pacing, guide and family', () => {
  it("'Take a break' shows that everything is saved and a grounding tip, and closes", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWizard({ memory: await untaggedMemory(), initialTab: 7, onOpenChange });
    await user.click(await screen.findByRole('checkbox', { name: 'Scared' }));
    await screen.findByText('Saved');

    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(screen.getByRole('heading', { name: 'Take a break' })).toBeInTheDocument();
    expect(screen.getByText(/Everything you chose is saved\./)).toBeInTheDocument();
    // The tip comes in quiz-help's lazy chunk: slow to arrive when CI's two cores are busy.
    expect(await screen.findByRole('note', { name: /Grounding tip/ }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close for now' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // The page confirms it where the wizard opens.
    expect(
      await screen.findByText(
        'Everything you chose is saved. The questions will be here whenever you want to come back.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it("shows the guide's stored answers read-only under the spec's headings", async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'yourGuideFormData',
      JSON.stringify({ feelingsAtTheTime: [{ label: 'Scared', value: 901 }], needs_text: 'To be seen' }),
    );
    renderWizard({ memory: await untaggedMemory(), isEdit: false });
    await user.click(screen.getByRole('button', { name: 'Got It!' }));
    await user.click(screen.getByRole('button', { name: 'Your guide' }));
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      'Age',
      'Siblings',
      'Risk Factors',
      "People's Actions",
      'Challenges',
      'Shocks',
      'Feelings',
      'Needs',
      'Thoughts',
      'Changes',
    ]);
    expect(screen.getByText('Scared')).toBeInTheDocument();
    expect(screen.getByText('To be seen')).toBeInTheDocument();
  });

  it('saves the family members the owner adds with the memory (family_members), and finds them after a reload', async () => {
    const user = userEvent.setup();
    const memory = await untaggedMemory();
    const { unmount, client } = renderWizard({ memory, isEdit: false });
    await user.click(screen.getByRole('button', { name: 'Got It!' }));
    // The family panel may take a while on a busy machine (CI's two cores run everything at once).
    expect(await screen.findByText('Father', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Mother')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    const add = screen.getByRole('dialog', { name: 'Add a family member' });
    for (const relation of ['Grandparent', 'Sibling', 'Child', 'Other']) {
      expect(within(add).getByRole('radio', { name: relation })).toBeInTheDocument();
    }
    await user.click(within(add).getByRole('radio', { name: 'Grandparent' }));
    await user.type(
      within(add).getByRole('textbox', { name: 'Name or description (optional)' }),
      '  Nana Rose ',
    );
    await user.click(within(add).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Nana Rose')).toBeInTheDocument();

    const puts = () => saves.filter((save) => save.method === 'PUT' && save.path.includes(memory.hashId));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body.family_members).toEqual([
      { id: expect.any(String) as string, relation: 'grandparent', name: 'Nana Rose' },
    ]);
    // A family change is not an answer: progress stays at 0.
    expect(screen.getByRole('progressbar', { name: 'Tagging progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    unmount();
    localStorage.clear();

    renderWizard({ memory: await client.getMemory(memory.hashId), isEdit: false });
    await user.click(screen.getByRole('button', { name: 'Got It!' }));
    expect(await screen.findByText('Nana Rose', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('leaves family_members out of the payload while it does not know them, so the server keeps them', () => {
    const base = memoryBase(receivedMemory());
    expect(buildSavePayload(base, emptyAnswers())).not.toHaveProperty('family_members');
    const nana = { id: 'f1', relation: 'grandparent' as const, name: 'Nana' };
    expect(answersFromMemory(receivedMemory({ family_members: [nana] })).family).toEqual([nana]);
    expect(buildSavePayload(base, { ...emptyAnswers(), family: [nana] }).family_members).toEqual([nana]);
  });

  it('offers no more than 20 family members', async () => {
    const members = Array.from({ length: 20 }, (_, index) => ({
      id: `f${index}`,
      relation: 'other' as const,
      name: `Relative ${index}`,
    }));
    const user = userEvent.setup();
    renderWizard({ memory: receivedMemory({ family_members: members }), isEdit: false });
    await user.click(screen.getByRole('button', { name: 'Got It!' }));
    expect(await screen.findByText('Relative 19')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add family member' })).toBeDisabled();
  });

  it('does not let anyone but the author edit family members', async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), isEdit: false, isOwner: false });
    await user.click(screen.getByRole('button', { name: 'Got It!' }));
    expect(
      await screen.findByText('Only the author of this memory can add or edit family members.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add family member' })).not.toBeInTheDocument();
  });
});

describe('TagWizard: who may tag, and what the page sees after a save', () => {
  it('shows a memory the viewer does not own read-only: the answers, no checkboxes, nothing saved', async () => {
    const user = userEvent.setup();
    const memory = receivedMemory({
      is_owner: false,
      feelings: [receivedTag(901, 'Scared')],
      feelings_text: 'I hid under the stairs.',
    });
    renderWizard({ memory, initialTab: 7 });
    expect(await screen.findByRole('heading', { name: 'Feelings' })).toBeInTheDocument();
    expect(
      screen.getByText('Only the person who wrote this memory can change its tags.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen tags' })).getByText('Scared')).toBeInTheDocument();
    expect(screen.getByText('I hid under the stairs.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add more details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset All' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Needs' })).toBeInTheDocument();
    expect(screen.getByText('Nothing chosen here.')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it("suggests hashtags in 'Add more details' from 2 characters ('#' and one more)", async () => {
    const user = userEvent.setup();
    renderWizard({ memory: await untaggedMemory(), initialTab: 8 });
    await screen.findByRole('checkbox', { name: 'Safety' });
    await user.click(screen.getByRole('button', { name: 'Add more details' }));
    const modal = await screen.findByRole('dialog', { name: 'More details: Needs' });
    const field = within(modal).getByRole('textbox', { name: 'Your details' });
    await user.type(field, 'I needed #g');
    const list = await within(modal).findByRole('listbox', { name: 'Hashtag suggestions' });
    const first = within(list).getAllByRole('option')[0]!;
    const chosen = first.textContent ?? '';
    await user.keyboard('{Enter}');
    expect(field).toHaveValue(`I needed ${chosen} `);
  });

  it('updates the shared cache after each save, and uses the host’s idempotency key for a create', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'POST') keys.push(request.headers.get('Idempotency-Key'));
    };
    server.events.on('request:start', listen);
    const draft: MemoryDraft = {
      ...buildSavePayload(memoryBase(receivedMemory({ photos: [], image_list: [] })), emptyAnswers()),
      hashId: null,
    };
    const queryClient = new QueryClient();
    const onSaved = vi.fn();
    render(
      <WidgetsProvider client={apiClient()} queryClient={queryClient}>
        <TagWizard
          defaultOpen
          autoAdvance={false}
          memory={draft}
          initialTab={7}
          createIdempotencyKey="editor-key-1"
          onSaved={onSaved}
        />
      </WidgetsProvider>,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Scared' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    server.events.removeListener('request:start', listen);
    expect(keys).toEqual(['editor-key-1']);
    const saved = onSaved.mock.calls[0]![0] as Memory;
    expect(queryClient.getQueryData(memoryQueryKeys.memory(saved.hashId))).toEqual(saved);
    // One entry per memory: the link leads to its hashId.
    expect(queryClient.getQueryData(memoryQueryKeys.memoryIdByLink(saved.shareable_link))).toBe(saved.hashId);
  });
});
