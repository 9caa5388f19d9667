import { createHttpClient, emptySavePayload, type Memory } from '@childhood-memories/api-client';
import {
  ada,
  createHandlers,
  schoolGateMemory,
  stairsMemory,
  createMockBackend,
  MOCK_API_BASE,
  type MockBackend,
} from '@childhood-memories/testing';
import { TagWizard, type TagWizardProps } from '@childhood-memories/tag-wizard';
import { Button, WidgetRoot, WidgetsProvider } from '@childhood-memories/ui';
import type { HttpHandler } from 'msw';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';

/** A story's own mock backend, with the memory it tags (Ada's, created on each mount). */
export interface WizardScene {
  backend: MockBackend;
  /** Create (or pick) the memory the story tags; returns its hashId. */
  setup: (backend: MockBackend) => string;
}

/** Ada's untagged memory of type `type`, with nothing answered yet. */
export function untaggedMemory(type: 1 | 2 | 3 = 3): (backend: MockBackend) => string {
  return (backend) => {
    const payload = emptySavePayload({
      type,
      title: 'The summer I was seven',
      description: 'We stayed at my grandmother’s house by the sea, and I remember the long evenings.',
      privacy: 1,
    });
    return backend.createMemory(ada, payload).memory.hashId;
  };
}

/** A scene on a fresh backend; `handlers` go before the backend's own (they win). */
export function scene(
  setup: WizardScene['setup'] = untaggedMemory(),
  handlers: (backend: MockBackend) => HttpHandler[] = () => [],
): { scene: WizardScene; handlers: HttpHandler[] } {
  const backend = createMockBackend();
  return { scene: { backend, setup }, handlers: [...handlers(backend), ...createHandlers(backend)] };
}

/**
 * The `parameters` and `render` of a wizard story: its own scene (by default a fresh mock
 * backend with an untagged memory; pass one from {@link scene} to reach its backend in `play`)
 * rendered through {@link WizardHarness}.
 *
 * @example
 * export const Feelings: Story = { ...wizardStory({ initialTab: 7 }), play: async () => {} };
 */
export function wizardStory(
  props: Omit<WizardHarnessProps, 'scene'> = {},
  current: ReturnType<typeof scene> = scene(),
) {
  return {
    parameters: { msw: { handlers: current.handlers } },
    render: () => <WizardHarness scene={current.scene} {...props} />,
  };
}

export interface WizardHarnessProps extends Partial<Omit<TagWizardProps, 'memory' | 'client'>> {
  scene: WizardScene;
  /** Show the introduction card (default false: 'Don't show this again' was ticked earlier). */
  intro?: boolean;
}

/**
 * The wizard as a host page mounts it: Ada signed in, her memory fetched from the API, the
 * wizard open. 'Reload the page' unmounts everything (provider and query cache too) and
 * fetches the memory again, as a browser reload would.
 */
export function WizardHarness({ scene: { backend, setup }, intro = false, ...props }: WizardHarnessProps) {
  const [hashId] = useState(() => {
    backend.reset();
    localStorage.clear();
    localStorage.setItem('hideIntroductionScreen', intro ? 'false' : 'true');
    return setup(backend);
  });
  const [memory, setMemory] = useState<Memory | null>(null);
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    let live = true;
    const client = createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => ada.token });
    void client.getMemory(hashId).then((loaded) => {
      if (live) setMemory(loaded);
    });
    return () => {
      live = false;
    };
  }, [hashId, loads]);

  return (
    // The host page around the wizard, drawn with ui (no browser-default buttons behind the dialog).
    <WidgetRoot className="cm-stack">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setMemory(null);
          setLoads((count) => count + 1);
        }}
      >
        Reload the page
      </Button>
      {memory === null ? <p>Loading the memory…</p> : <LoadedWizard key={loads} memory={memory} {...props} />}
    </WidgetRoot>
  );
}

function LoadedWizard({ memory, ...props }: Partial<TagWizardProps> & { memory: Memory }) {
  const [client] = useState(() =>
    createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => ada.token }),
  );
  return (
    <WidgetsProvider client={client}>
      <TagWizard
        memory={memory}
        defaultOpen
        autoAdvance={false}
        trigger={<Button variant="secondary">Tag this memory</Button>}
        {...props}
      />
    </WidgetsProvider>
  );
}

/** The wizard's dialog once it is open and visible. */
export async function findWizard() {
  const dialog = await within(document.body).findByRole(
    'dialog',
    { name: 'Tag Your Childhood Trauma' },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 10_000 });
  return dialog;
}

/** A dialog other than the wizard (details, add a family member), once visible. */
export async function findDialog(name: string | RegExp) {
  const dialog = await within(document.body).findByRole('dialog', { name }, { timeout: 10_000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 10_000 });
  return dialog;
}

/** The category's options once loaded. */
/** The answers of the open question: checkboxes, or radios for a single choice (Age, the person). */
export async function findOptions(wizard: HTMLElement) {
  const options = () =>
    Array.from(
      wizard.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]'),
    ).filter((input) => input.closest('[hidden]') === null);
  await waitFor(() => expect(options().length).toBeGreaterThan(0), { timeout: 10_000 });
  return options();
}

/** The backend and handlers of the wizard gallery (see `WizardGallery`). */
export const galleryScene = scene();

interface GalleryItem {
  view: string;
  hashId: string;
  props: Partial<TagWizardProps>;
}

/**
 * Several wizards in the page (presentation 'inline'), each in another view, for one canvas of
 * every state: the introduction, the list (its story presses 'Got It!'), a question with answers
 * and a question read-only. Each names its view in its title, so every landmark stays unique.
 */
export function WizardGallery() {
  const [items] = useState<GalleryItem[]>(() => {
    const { backend } = galleryScene.scene;
    backend.reset();
    localStorage.clear();
    localStorage.setItem('hideIntroductionScreen', 'false');
    const untagged = untaggedMemory()(backend);
    return [
      { view: 'introduction', hashId: untagged, props: { isEdit: false } },
      { view: 'the list', hashId: untaggedMemory(1)(backend), props: { isEdit: false } },
      { view: 'a question', hashId: schoolGateMemory.hashId, props: { initialTab: 7 } },
      { view: 'read-only', hashId: stairsMemory.hashId, props: { initialTab: 8, isOwner: false } },
    ];
  });
  const [client] = useState(() =>
    createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => ada.token }),
  );
  const [memories, setMemories] = useState<Record<string, Memory>>({});
  useEffect(() => {
    let live = true;
    for (const item of items) {
      void client.getMemory(item.hashId).then((memory) => {
        if (live) setMemories((current) => ({ ...current, [item.hashId]: memory }));
      });
    }
    return () => {
      live = false;
    };
  }, [client, items]);
  return (
    <WidgetsProvider client={client}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(36rem, 100%), 1fr))',
          gap: '2rem',
          alignItems: 'start',
        }}
      >
        {items.map((item) => {
          const memory = memories[item.hashId];
          return memory ? (
            <TagWizard
              key={item.view}
              memory={memory}
              presentation="inline"
              autoAdvance={false}
              messages={{ title: `Tag Your Childhood Trauma · ${item.view}` }}
              {...item.props}
            />
          ) : (
            <p key={item.view}>Loading the memory…</p>
          );
        })}
      </div>
    </WidgetsProvider>
  );
}
