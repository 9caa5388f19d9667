import { createHttpClient } from '@childhood-memories/api-client';
import { MemoryModal, type MemoryModalProps } from '@childhood-memories/memory-modal';
import {
  createHandlers,
  createMockBackend,
  MOCK_API_BASE,
  mockMembers,
  type MockBackend,
  type MockMember,
} from '@childhood-memories/testing';
import { Button, WidgetRoot, WidgetsProvider } from '@childhood-memories/ui';
import type { HttpHandler } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Who reads the memory in a story: a mock member's username, or null for a visitor. */
export type Reader = 'ada' | 'ben' | 'cleo' | 'noor' | 'eli' | null;

function member(reader: Reader): MockMember | null {
  return reader === null ? null : (mockMembers.find((candidate) => candidate.username === reader) ?? null);
}

/** A story's own mock backend; `handlers` go before the backend's own (they win). */
export function modalScene(handlers: (backend: MockBackend) => HttpHandler[] = () => []) {
  const backend = createMockBackend();
  return { backend, handlers: [...handlers(backend), ...createHandlers(backend)] };
}

export interface ModalHarnessProps extends Partial<MemoryModalProps> {
  backend: MockBackend;
  reader: Reader;
  shareableLink: string;
  /** Run once on the fresh backend before the modal opens (e.g. set safety filters). */
  setup?: (backend: MockBackend, reader: MockMember | null) => void;
  /** Props read from the fresh backend (e.g. a comment's id for the `comment` deep link). */
  resolve?: (backend: MockBackend) => Partial<MemoryModalProps>;
}

/**
 * The modal as a host page mounts it: the reader signed in (or a visitor), a button that opens
 * the memory, the modal open from the start. Closing and reopening keeps the query cache, as a
 * page would; the host's hrefs are simple paths.
 */
export function ModalHarness({
  backend,
  reader,
  shareableLink,
  setup,
  resolve,
  ...props
}: ModalHarnessProps) {
  const [{ client, resolved }] = useState(() => {
    backend.reset();
    localStorage.clear();
    // Unsent words are kept per memory for the visit: each story starts with none.
    sessionStorage.clear();
    const who = member(reader);
    setup?.(backend, who);
    return {
      client: createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => who?.token ?? null }),
      resolved: resolve?.(backend) ?? {},
    };
  });
  const [open, setOpen] = useState(true);
  const [signInAsked, setSignInAsked] = useState(0);
  return (
    <WidgetsProvider client={client}>
      <WidgetRoot className="cm-stack">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Open the memory
        </Button>
        {signInAsked > 0 ? <p role="status">The host page would ask you to sign in now.</p> : null}
        <MemoryModal
          shareableLink={shareableLink}
          open={open}
          onOpenChange={setOpen}
          viewer={reader === null ? null : { username: reader }}
          hashtagHref={(tag) => `/hashtag/${encodeURIComponent(tag)}`}
          tagHref={({ tagType, slug }) => `/memories/search/${tagType}/${slug}`}
          memberHref={(username) => `/members/${encodeURIComponent(username)}`}
          memoryHref={(link) => `/memory/${link}`}
          safetyFiltersHref="/account/safety"
          onRequireSignIn={() => setSignInAsked((count) => count + 1)}
          storage={localStorage}
          {...props}
          {...resolved}
        />
      </WidgetRoot>
    </WidgetsProvider>
  );
}

/**
 * The `parameters` and `render` of a modal story on its own fresh backend.
 *
 * @example
 * export const Owner: Story = { ...modalStory({ reader: 'ada', shareableLink: stairsMemory.shareable_link }) };
 */
export function modalStory(
  props: Omit<ModalHarnessProps, 'backend'>,
  scene: ReturnType<typeof modalScene> = modalScene(),
) {
  return {
    parameters: { msw: { handlers: scene.handlers } },
    render: () => <ModalHarness backend={scene.backend} {...props} />,
  };
}

/** The id of the first comment `author` wrote on a memory, as the member `reader` sees them. */
export function commentIdOf(backend: MockBackend, link: string, author: string): number {
  const reader = mockMembers.find((candidate) => candidate.username === 'ada') ?? null;
  const found = backend.listComments(reader, link).results.find((comment) => comment.author === author);
  if (!found) throw new Error(`no comment by ${author} on ${link}`);
  return found.id;
}

/** The modal once it shows a memory (its tab list is there). */
export async function findModal(name?: string | RegExp) {
  const dialog = await within(document.body).findByRole('dialog', name ? { name } : {}, { timeout: 5000 });
  await within(dialog).findByRole('tablist', {}, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * A memory with content warnings opens covered, headed by its writer, never its title: 'Show
 * memory' (enabled once the reader's filters are in), then its title heads the dialog.
 */
export async function openCovered(writer: string, title: string) {
  const dialog = await findModal(`Childhood Memory by ${writer}`);
  const show = within(dialog).getByRole('button', { name: 'Show memory' });
  await waitFor(() => expect(show).toBeEnabled());
  await userEvent.click(show);
  await waitFor(() => expect(dialog).toHaveAccessibleName(title));
  return dialog;
}
