import { createHttpClient, MemoryType } from '@childhood-memories/api-client';
import { draftScope, MemoryEditor, type MemoryEditorProps } from '@childhood-memories/memory-editor';
import { Button, WidgetsProvider } from '@childhood-memories/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  createHandlers,
  createMockBackend,
  delayedHandler,
  errorHandler,
  kiteMemory,
  MEMBER_TOKENS,
  MOCK_API_BASE,
} from '@childhood-memories/testing';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

// Seeding a draft is the editor's own business, not its public API: the stories reach the
// draft store in the package's source.
import { draftKey, writeDraft } from '../../packages/memory-editor/src/drafts.ts';
import { emptyMemoryForm } from '../../packages/memory-editor/src/form.ts';
import { textOfLength } from '../ui/decorators.tsx';

/* ───────────── Helpers ───────────── */

const MEMBER = 'ada';
const adaClient = createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => MEMBER_TOKENS.ada });
const visitorClient = createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => null });

/** A signed-in member (Ada) by default; `parameters.visitor` gives a client without a token. */
const withProvider: Decorator = (Story, context) => (
  <WidgetsProvider client={context.parameters.visitor === true ? visitorClient : adaClient}>
    <Story />
  </WidgetsProvider>
);

/** One stateful mock backend, back to its fixtures before each story (see `beforeEach`). */
const backend = createMockBackend();

/** The mock API, with a story's overrides placed first so they win. */
function mockApi(...overrides: ReturnType<typeof errorHandler>[]) {
  return { handlers: [...overrides, ...createHandlers(backend)] };
}

/** A real 1×1 PNG, as a member's photo would arrive from the file picker. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);
function photoFile(name = 'garden.png'): File {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}

/** The hidden file input behind 'Add photos' (it has no role: the button is its accessible face). */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  return input;
}

/** Drafts live in localStorage, shared by every story in the browser: each story starts clean. */
function clearEditorStorage() {
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith('cm:memory-editor')) window.localStorage.removeItem(key);
  }
}

const MEMORY_TEXT = 'The smell of bread in my grandmother’s kitchen on Sunday mornings.';
const SLOW = { timeout: 10_000 };

async function chooseTypeAndWrite(canvasElement: HTMLElement, text = MEMORY_TEXT) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: 'Happy' }));
  const description = await canvas.findByRole('textbox', { name: 'Your memory' });
  await userEvent.click(description);
  await userEvent.paste(text);
  return description;
}

/* ───────────── Meta ───────────── */

const meta = {
  title: 'memory-editor/MemoryEditor',
  component: MemoryEditor,
  decorators: [withProvider],
  args: {
    mode: 'create',
    memberId: MEMBER,
    onSaved: fn(),
    onCancel: fn(),
    onRequireSignIn: fn(),
  },
  parameters: { msw: mockApi() },
  beforeEach: () => {
    backend.reset();
    clearEditorStorage();
    return clearEditorStorage;
  },
} satisfies Meta<typeof MemoryEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/* ───────────── States ───────────── */

/** A new memory: the type comes first; the text appears once a type is chosen. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Start Sharing Your Memory' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Share your childhood memory.' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 2',
    );
    await expect(canvas.getByRole('radio', { name: 'Unhappy' })).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Your memory' })).not.toBeInTheDocument();
  },
};

/**
 * The guidance modals arrive lazily (quiz-help is not in the first download) and behave as
 * before: 'View our Community Guidelines.' opens its modal, Escape closes it and focus goes back.
 */
export const GuidanceModals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'View our Community Guidelines.' }));
    const guidelines = await body.findByRole('dialog', { name: 'Community Guidelines' }, SLOW);
    await waitFor(() => expect(guidelines).toBeVisible(), SLOW);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), SLOW);
    await expect(canvas.getByRole('button', { name: 'View our Community Guidelines.' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Need Support?' }));
    const support = await body.findByRole('dialog', { name: 'Memory Writing Support' }, SLOW);
    await waitFor(() => expect(support).toBeVisible(), SLOW);
  },
};

/** A visitor (no access token): using a field asks to sign in, nothing is changed. */
export const Visitor: Story = {
  args: { memberId: null },
  parameters: { visitor: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Please sign in to write a memory. Nothing you see here is lost.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Happy' }));
    await expect(args.onRequireSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('radio', { name: 'Happy' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to write' }));
    await expect(args.onRequireSignIn).toHaveBeenCalledTimes(2);
  },
};

/** Title and text written: the counters follow, and the draft is kept on the device. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Happy' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Title (optional)' }), 'Sunday bread');
    const description = await chooseTypeAndWrite(canvasElement);
    await expect(description).toHaveValue(MEMORY_TEXT);
    await expect(await canvas.findByText('Draft saved on this device', {}, SLOW)).toBeVisible();
  },
};

/** Hashtag suggestions: '#su' lists what others used; the keyboard picks one and it lands at the caret. */
export const HashtagSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = await chooseTypeAndWrite(canvasElement, 'We flew kites all ');
    await userEvent.type(description, '#su');
    const list = await canvas.findByRole('listbox', { name: 'Hashtag suggestions' }, SLOW);
    await expect(description).toHaveAttribute('aria-controls', list.id);
    await expect(within(list).getByRole('option', { name: '#summer' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(description).toHaveValue('We flew kites all #summer ');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** A restored text over 5000 characters: the error shows next to the field and Post is disabled. */
export const OverLimit: Story = {
  beforeEach: () => {
    writeDraft(window.localStorage, draftScope(MEMBER), {
      form: { ...emptyMemoryForm(), memoryType: MemoryType.Unhappy, desc: textOfLength(5010) },
      step: 1,
      idempotencyKey: 'story-over-limit',
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = await canvas.findByRole('textbox', { name: 'Your memory' }, SLOW);
    await waitFor(() => expect(description).toHaveAccessibleDescription(/5000 characters or fewer/));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

/** A photo on its way: progress is shown and the upload can be cancelled. */
export const Uploading: Story = {
  parameters: { msw: mockApi(delayedHandler('uploadPhoto', 'infinite')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTypeAndWrite(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photoFile());
    await expect(await canvas.findByRole('progressbar', { name: /^Uploading / }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Cancel upload of / })).toBeEnabled();
    await expect(canvas.getByText('1 of 3 photos')).toBeVisible();
  },
};

/** The server refused the photo: it is removed and its error text is read out as an alert. */
export const UploadFailed: Story = {
  parameters: { msw: mockApi(errorHandler('uploadPhoto', 400, { error: 'This photo is too large.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTypeAndWrite(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photoFile());
    const photos = within(canvas.getByRole('region', { name: 'Photos (optional)' }));
    await waitFor(
      () => expect(photos.getByRole('alert')).toHaveTextContent('This photo is too large.'),
      SLOW,
    );
    await expect(photos.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('img', { name: /^Photo \d$/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('0 of 3 photos')).toBeVisible();
  },
};

/** Three photos is the most: a fourth is dropped with the spec's message and Add photos is off. */
export const ThreePhotos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTypeAndWrite(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      photoFile('one.png'),
      photoFile('two.png'),
      photoFile('three.png'),
      photoFile('four.png'),
    ]);
    const photos = within(canvas.getByRole('region', { name: 'Photos (optional)' }));
    await expect(photos.getByRole('alert')).toHaveTextContent('You can only upload up to 3 photos');
    await waitFor(() => expect(canvas.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(3), SLOW);
    await expect(canvas.getByText('3 of 3 photos')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add photos' })).toBeDisabled();
  },
};

/** After the photo step, the content warnings panel opens and counts what was added. */
export const WarningsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTypeAndWrite(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    const toggle = canvas.getByRole('button', { name: 'Add Content Warnings (Recommended)' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = await canvas.findByRole('group', { name: 'Content warnings' }, SLOW);
    const [first] = await within(group).findAllByRole('checkbox', {}, SLOW);
    await userEvent.click(first!);
    await expect(
      canvas.getByRole('button', { name: 'Add Content Warnings (Recommended) (1 Added)' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Posting: the button says so and cannot be pressed twice. */
export const Saving: Story = {
  parameters: { msw: mockApi(delayedHandler('createMemory', 'infinite')) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseTypeAndWrite(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Post' }));
    const posting = await canvas.findByRole('button', { name: /Posting…/ });
    await expect(posting).toBeDisabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/**
 * Flow (b): the server answers 500. The failure toast uses the spec's words and everything the
 * member wrote is still there.
 */
export const SaveFailed: Story = {
  parameters: { msw: mockApi(errorHandler('createMemory', 500)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseTypeAndWrite(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Post' }));
    const body = within(document.body);
    await expect(await body.findByText('Memory Submission Failed', {}, SLOW)).toBeVisible();
    await expect(
      body.getByText('There was an error entering your post. Please try again later.'),
    ).toBeVisible();
    await expect(canvas.getByText('Everything you wrote is still here.')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    const post = canvas.getByRole('button', { name: 'Post' });
    await expect(post).toBeEnabled();
    // The toast goes after 3 s; the failure stays next to Post until the next attempt.
    await waitFor(() => expect(body.queryByText('Memory Submission Failed')).toBeNull(), { timeout: 8_000 });
    const inline = canvas.getByText('Your memory was not posted yet. Please try again in a moment.');
    await expect(inline).toBeVisible();
    await expect(canvas.getByText('Everything you wrote is still here.')).toBeVisible();
    await expect(post).toHaveAccessibleDescription(
      /^Your memory was not posted yet\. Please try again in a moment\. Everything you wrote is still here\. Who can read it once you post: /,
    );
    const gap = inline.getBoundingClientRect().top - post.getBoundingClientRect().bottom;
    await expect(gap).toBeLessThan(80);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('textbox', { name: 'Your memory' })).toHaveValue(MEMORY_TEXT);
  },
};

/**
 * Flow (a): a member writes, adds a photo and a content warning, posts, and is thanked with the
 * spec's words; the host's `onSaved` receives the created memory with its photo and warning.
 */
export const Saved: Story = {
  args: { memoryHref: (memory) => `/memory/${memory.shareable_link}` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseTypeAndWrite(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photoFile());
    await expect(await canvas.findByRole('img', { name: 'Photo 1' }, SLOW)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('progressbar', { name: /^Uploading / })).toBeNull(), SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Content Warnings (Recommended)' }));
    const group = await canvas.findByRole('group', { name: 'Content warnings' }, SLOW);
    const [first] = await within(group).findAllByRole('checkbox', {}, SLOW);
    await userEvent.click(first!);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Post' }));

    await expect(
      await within(document.body).findByText('Your Memory Added Successfully!', {}, SLOW),
    ).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    const [memory, kind] = (args.onSaved as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(kind).toBe('created');
    await expect(memory).toMatchObject({ description: MEMORY_TEXT, type: MemoryType.Happy });
    await expect(memory.sensitive_topics, JSON.stringify(memory.sensitive_topics)).toHaveLength(1);
    await expect(memory.photos, JSON.stringify(memory.photos)).toHaveLength(1);
    // A calm confirmation on the page, with a way to read the memory.
    const confirmation = await canvas.findByRole('heading', { name: 'Your memory is posted.' }, SLOW);
    await expect(confirmation).toBeVisible();
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Read your memory' })).toHaveAttribute(
      'href',
      `/memory/${memory.shareable_link}`,
    );
  },
};

/** A disabled Post always says why, right next to it: here, nothing is written yet. */
export const PostDisabledReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Happy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const post = await canvas.findByRole('button', { name: 'Post' });
    await expect(post).toBeDisabled();
    await expect(post).toHaveAccessibleDescription(
      /^Write your memory to be able to post it\. Who can read it once you post: /,
    );
    const reason = canvas.getByText('Write your memory to be able to post it.');
    await expect(reason).toBeVisible();
    const gap = reason.getBoundingClientRect().top - post.getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThanOrEqual(0);
    await expect(gap).toBeLessThan(40);
  },
};

/**
 * Issue 35: on the last step, above Post, the member reads who can read the memory once posted
 * (the choice is on the first step), and 'Change who can read it' takes them back to it, at 390 px.
 */
export const PrivacyAtPost390: Story = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await chooseTypeAndWrite(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Public' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const line = canvas.getByText(
      'Who can read it once you post: Public. Anyone can read it, on this site and beyond.',
    );
    await expect(line).toBeVisible();
    const post = canvas.getByRole('button', { name: 'Post' });
    await expect(post).toHaveAccessibleDescription(line.textContent ?? '');
    const change = canvas.getByRole('button', { name: 'Change who can read it' });
    change.scrollIntoView({ block: 'center' });
    const box = change.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(390);
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(change);
    await userEvent.click(change);
    const question = canvas.getByRole('group', { name: 'Who can see this memory?' });
    await waitFor(() => expect(question).toHaveFocus());
    await expect(question).toHaveAccessibleDescription(
      'Nobody else can see this memory until you press Post.',
    );
    await userEvent.click(within(question).getByRole('radio', { name: 'Only me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      canvas.getByText('Who can read it once you post: Only me. Only you can see it.'),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Edit mode loads the memory and asks 'Edit Your Memory'; the tags are there at once. */
export const EditModeLoaded: Story = {
  args: { mode: 'edit', hashId: kiteMemory.hashId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit Your Memory' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue(kiteMemory.title);
    await expect(canvas.getByRole('radio', { name: 'Happy' })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Tags' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: "Don't keep drafts on this device" })).toBeNull();
  },
};

/** A draft kept on this device is brought back, and the member is told so. */
export const DraftRestored: Story = {
  // The story Chromatic snapshots: a filled form with its draft notice. (A gallery of several
  // editors on one page would repeat their landmarks, which a real page never does.)
  parameters: { chromatic: { disableSnapshot: false } },
  beforeEach: () => {
    writeDraft(window.localStorage, draftScope(MEMBER), {
      form: { ...emptyMemoryForm(), memoryType: MemoryType.Bittersweet, desc: MEMORY_TEXT },
      step: 1,
      idempotencyKey: 'story-draft-restored',
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('We brought back the draft you were writing on this device.', {}, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your memory' })).toHaveValue(MEMORY_TEXT);
    await expect(canvas.getByRole('radio', { name: 'Bittersweet' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete draft now' }));
    await waitFor(() => expect(window.localStorage.getItem(draftKey(draftScope(MEMBER)))).toBeNull());
  },
};

/** Remounts the editor, as a page reload would, reading the same device storage. */
function ReloadableEditor(props: MemoryEditorProps) {
  const [loads, setLoads] = useState(1);
  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setLoads((n) => n + 1)}>
        Reload the page
      </Button>
      <MemoryEditor key={loads} {...props} />
    </>
  );
}

/** Flow (c): reloading mid-write brings the draft back. */
export const ReloadRestoresDraft: Story = {
  render: (args) => <ReloadableEditor {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTypeAndWrite(canvasElement);
    await expect(await canvas.findByText('Draft saved on this device', {}, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
    await expect(
      await canvas.findByText('We brought back the draft you were writing on this device.', {}, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your memory' })).toHaveValue(MEMORY_TEXT);
    await expect(canvas.getByRole('radio', { name: 'Happy' })).toBeChecked();
  },
};

/** The two-step layout: Continue to the relationship step, its fields, Back and Post. */
export const StepsLayout: Story = {
  args: { layout: 'steps' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTypeAndWrite(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('heading', { name: 'How you show up in relationships.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 2 of 2',
    );
    await expect(canvas.getByRole('textbox', { name: 'Pattern title (optional)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Relationship description' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('textbox', { name: 'Your memory' })).toHaveValue(MEMORY_TEXT);
  },
};

/** The single page: the text is written in a modal editor and confirmed with Done. */
export const SingleLayout: Story = {
  args: { layout: 'single' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing written yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Write your memory' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Your memory' }, SLOW);
    await waitFor(() => expect(dialog).toBeVisible());
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Your memory' }));
    await userEvent.paste(MEMORY_TEXT);
    await userEvent.click(done);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText(MEMORY_TEXT)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Relationship styles' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled();
  },
};

/** A phone 390 px wide (the real viewport, in Storybook and in the Chromium test): nothing scrolls sideways. */
export const Mobile390: Story = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await chooseTypeAndWrite(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Content Warnings (Recommended)' }));
    await expect(await canvas.findByRole('group', { name: 'Content warnings' }, SLOW)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(
      canvas.getByRole('button', { name: 'Continue' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(390);
  },
};

/** Dark theme: the same editor on the dark tokens (axe checks the contrast). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('theme-frame')).toHaveAttribute('data-theme', 'dark');
    await chooseTypeAndWrite(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Content Warnings (Recommended)' }));
    await expect(await canvas.findByRole('group', { name: 'Content warnings' }, SLOW)).toBeVisible();
  },
};

/* ───────────── Never lose, never duplicate (issue 8) ───────────── */

async function openDescriptionEditor(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Write your memory' }));
  const dialog = await within(document.body).findByRole('dialog', { name: 'Your memory' }, SLOW);
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Where the suggestion list sits: inside the dialog, at the caret's line rather than below the whole text area. */
async function expectSuggestionsAtTheCaret(dialog: HTMLElement, text: HTMLElement) {
  const list = await within(dialog).findByRole('listbox', { name: 'Hashtag suggestions' }, SLOW);
  await waitFor(() => expect(list).toBeVisible());
  const box = dialog.getBoundingClientRect();
  await waitFor(() => {
    const rect = list.getBoundingClientRect();
    expect(rect.top).toBeGreaterThanOrEqual(box.top);
    expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
    expect(rect.left).toBeGreaterThanOrEqual(box.left);
    expect(rect.right).toBeLessThanOrEqual(box.right);
    // The first line's caret: the list starts within about two lines of the text area's top.
    const field = text.getBoundingClientRect();
    expect(rect.top).toBeGreaterThan(field.top);
    expect(rect.top).toBeLessThan(field.top + 80);
  });
  return list;
}

/**
 * The single-page description editor: suggestions open under the caret inside the dialog,
 * Escape closes only them, and closing with unconfirmed words asks 'Keep writing' or 'Discard'.
 */
export const DescriptionEditorKeepsWords: Story = {
  args: { layout: 'single' },
  play: async ({ canvasElement }) => {
    const dialog = await openDescriptionEditor(canvasElement);
    const text = within(dialog).getByRole('textbox', { name: 'Your memory' });
    // The focus ring (2 px, 2 px away) is not cut by the dialog's scrolling body.
    await userEvent.click(text);
    const scroller = text.closest('.cm-dialog-body');
    await expect(scroller).not.toBeNull();
    const ring = text.getBoundingClientRect();
    const room = scroller!.getBoundingClientRect();
    await expect(ring.left - 4).toBeGreaterThanOrEqual(room.left);
    await expect(ring.right + 4).toBeLessThanOrEqual(room.right);
    await expect(ring.top - 4).toBeGreaterThanOrEqual(room.top);
    await userEvent.type(text, 'We flew kites all #su');
    await expectSuggestionsAtTheCaret(dialog, text);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).queryByRole('listbox')).toBeNull());
    await expect(dialog).toBeVisible();
    await expect(text).toHaveValue('We flew kites all #su');

    // Escape again, now for the dialog: it asks before the words could go.
    await userEvent.keyboard('{Escape}');
    const question = await within(document.body).findByRole(
      'dialog',
      { name: 'Close without keeping these words?' },
      SLOW,
    );
    await waitFor(() => expect(question).toBeVisible());
    await expect(within(question).getByRole('button', { name: 'Keep writing' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Keep writing' }));
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog', { name: /Close without keeping/ })).toBeNull(),
    );
    await expect(text).toHaveValue('We flew kites all #su');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const again = await within(document.body).findByRole(
      'dialog',
      { name: 'Close without keeping these words?' },
      SLOW,
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('Nothing written yet.')).toBeVisible();
  },
};

/** At 390 px the suggestions still sit under the caret inside the description dialog. */
export const DescriptionSuggestions390: Story = {
  args: { layout: 'single' },
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const dialog = await openDescriptionEditor(canvasElement);
    const text = within(dialog).getByRole('textbox', { name: 'Your memory' });
    await userEvent.type(text, 'Kites #su');
    await expectSuggestionsAtTheCaret(dialog, text);
  },
};

/** Words only in the description dialog are in the draft: a reload opens the dialog with them. */
export const ReloadKeepsDescriptionEditor: Story = {
  args: { layout: 'single' },
  render: (args) => <ReloadableEditor {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDescriptionEditor(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your memory' }), 'Not confirmed yet');
    await waitFor(
      () => expect(window.localStorage.getItem(draftKey(draftScope(MEMBER)))).toContain('Not confirmed yet'),
      SLOW,
    );
    // The reload button is behind the modal: press it the way the browser would reload.
    const reload = Array.from(canvasElement.querySelectorAll('button')).find(
      (button) => button.textContent === 'Reload the page',
    );
    reload?.click();
    await waitFor(() => {
      const reopened = within(document.body).getByRole('dialog', { name: 'Your memory' });
      expect(within(reopened).getByRole('textbox', { name: 'Your memory' })).toHaveValue('Not confirmed yet');
    }, SLOW);
  },
};

const TAGGED_TEXT = 'The day we moved house, I held the cat all the way.';

/**
 * The tag wizard creates the memory on its first tag; a reload before Post must not post it a
 * second time: Post updates the memory the draft remembers, and the backend holds one.
 */
export const ReloadBetweenTaggingAndPosting: Story = {
  render: (args) => <ReloadableEditor {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const mine = () => backend.allMemories().filter((memory) => memory.description === TAGGED_TEXT);
    await chooseTypeAndWrite(canvasElement, TAGGED_TEXT);
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tag Your Childhood Trauma' }));
    const wizard = await body.findByRole('dialog', { name: 'Tag Your Childhood Trauma' }, SLOW);
    const gotIt = within(wizard).queryByRole('button', { name: 'Got It!' });
    if (gotIt !== null) await userEvent.click(gotIt);
    await userEvent.click(await within(wizard).findByRole('button', { name: /^Age\W/ }, SLOW));
    await userEvent.click(await within(wizard).findByRole('radio', { name: '6-8' }, SLOW));
    await waitFor(() => expect(mine()).toHaveLength(1), SLOW);
    await waitFor(
      () => expect(window.localStorage.getItem(draftKey(draftScope(MEMBER)))).toContain(mine()[0]!.hashId),
      SLOW,
    );
    await userEvent.click(within(wizard).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), SLOW);

    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
    await expect(
      await canvas.findByText('We brought back the draft you were writing on this device.', {}, SLOW),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(await body.findByText('Your Memory Added Successfully!', {}, SLOW)).toBeVisible();
    await expect(mine()).toHaveLength(1);
    await expect(mine()[0]!.tags.age_ranges.map((tag) => tag.description)).toEqual(['6-8']);
  },
};

/** 'Need help?' opens the memory guidance on step 1 and the relationship-styles guidance on step 2. */
export const NeedHelpPerStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await chooseTypeAndWrite(canvasElement);
    // A link-sized button, not a bar across the form.
    const needHelp = canvas.getByRole('button', { name: 'Need help?' });
    await expect(needHelp.getBoundingClientRect().width).toBeLessThan(
      canvasElement.getBoundingClientRect().width / 2,
    );
    await userEvent.click(needHelp);
    const memoryHelp = await body.findByRole('dialog', { name: 'Help and support' }, SLOW);
    await waitFor(() => expect(memoryHelp.querySelector('[data-variant="memory"]')).toBeVisible(), SLOW);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), SLOW);
    await expect(canvas.getByRole('button', { name: 'Need help?' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Need help?' }));
    const relationshipHelp = await body.findByRole('dialog', { name: 'Help and support' }, SLOW);
    await waitFor(
      () => expect(relationshipHelp.querySelector('[data-variant="relationship"]')).toBeVisible(),
      SLOW,
    );
  },
};

/** The single page offers 'Need help?' for the memory and for the relationship styles. */
export const NeedHelpSinglePage: Story = {
  args: { layout: 'single' },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const links = within(canvasElement).getAllByRole('button', { name: 'Need help?' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toBeVisible();
    await userEvent.click(links[0]!);
    const help = await body.findByRole('dialog', { name: 'Help and support' }, SLOW);
    await waitFor(() => expect(help.querySelector('[data-variant="memory"]')).toBeVisible(), SLOW);
  },
};

/** After Done, the memory assistant offers gentle questions: 10 first, the rest on request. */
export const MemoryAssistant: Story = {
  args: { layout: 'single' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openDescriptionEditor(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your memory' }), 'A first line.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), SLOW);
    const assistant = canvas.getByRole('region', { name: 'Memory assistant' });
    await expect(assistant).toBeVisible();
    await expect(within(assistant).getAllByRole('button', { name: /^Write about: / })).toHaveLength(10);
    await userEvent.click(within(assistant).getByRole('button', { name: /^Show \d+ more questions$/ }));
    await expect(within(assistant).getAllByRole('button', { name: /^Write about: / }).length).toBeGreaterThan(
      10,
    );
  },
};

/** Edit mode: a saved photo is 'Photo 1', never the address it is served from. */
export const EditModePhotoNames: Story = {
  args: { mode: 'edit', hashId: kiteMemory.hashId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Remove Photo 1' }, SLOW)).toBeVisible();
    await expect(canvas.getByText('Photo 1')).toBeVisible();
  },
};

/* ───────────── One canvas for visual review (Chromatic) ───────────── */

/** One editor of the gallery: its state named in its headings, so every landmark stays unique. */
function GalleryEditor({ state, ...props }: MemoryEditorProps & { state: string }) {
  return (
    <MemoryEditor
      {...props}
      messages={{
        createPrompt: `Start Sharing Your Memory · ${state}`,
        editPrompt: `Edit Your Memory · ${state}`,
        step1Title: `Share your childhood memory. · ${state}`,
        step2Title: `How you show up in relationships. · ${state}`,
        tagsTitle: `Tags · ${state}`,
        photosTitle: `Photos (optional) · ${state}`,
        relationshipSectionTitle: `Relationship styles · ${state}`,
        draftSectionLabel: `Drafts on this device · ${state}`,
      }}
    />
  );
}

/**
 * Every main state of the editor on one canvas, for a designer's review and Chromatic's
 * snapshot: a new memory, a draft brought back, a visitor, the single page and edit mode.
 */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  beforeEach: () => {
    writeDraft(window.localStorage, draftScope('gallery-draft'), {
      form: {
        ...emptyMemoryForm(),
        memoryType: MemoryType.Bittersweet,
        desc: MEMORY_TEXT,
        title: 'Sunday bread',
      },
      step: 1,
      idempotencyKey: 'gallery-draft',
    });
  },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(40rem, 100%), 1fr))',
        gap: '2rem',
      }}
    >
      <GalleryEditor {...args} state="new" memberId="gallery-new" />
      <GalleryEditor {...args} state="draft" memberId="gallery-draft" />
      <WidgetsProvider client={visitorClient}>
        <GalleryEditor {...args} state="visitor" memberId={null} />
      </WidgetsProvider>
      <GalleryEditor {...args} state="single page" layout="single" memberId="gallery-single" />
      <GalleryEditor {...args} state="edit" mode="edit" hashId={kiteMemory.hashId} storage={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Start Sharing Your Memory · new' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Edit Your Memory · edit' }, SLOW)).toBeVisible();
    await expect(await canvas.findByDisplayValue('Sunday bread', {}, SLOW)).toBeVisible();
    await expect(
      canvas.getByText('Please sign in to write a memory. Nothing you see here is lost.'),
    ).toBeVisible();
  },
};
