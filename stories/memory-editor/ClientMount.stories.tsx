import { createHttpClient } from '@childhood-memories/api-client';
import { MemoryEditor, type DraftStorage, type MemoryEditorLayout } from '@childhood-memories/memory-editor';
import { MEMBER_TOKENS, MOCK_API_BASE } from '@childhood-memories/testing';
import { WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { expect, waitFor } from 'storybook/test';

import { apiNeverAnswers } from '../ui/decorators.tsx';
import { CommitProbe } from '../ui/server-frames.tsx';

/*
 * A client mount, frame by frame: mounted by `createRoot` (as a partner's page does), the editor
 * commits its starting frame at once (its title and the body's reserved height, reserve.css) and
 * renders the body in slices. At each container width, the play checks that the starting frame
 * was what the first commit showed, and that it was as tall as the editor once the body arrived:
 * a host's text below the editor does not move. The API never answers and the device storage is
 * empty, so the body is the one a member sees first. When what the first step shows changes,
 * `npm run reserve -w @childhood-memories/memory-editor` measures the heights again.
 */

const WIDTHS = [240, 326, 420, 560, 704, 800];

const client = createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => MEMBER_TOKENS.ada });

/** Empty device storage of its own, so no other story's draft comes back. */
function emptyStorage(): DraftStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

interface ClientMountProps {
  layout: MemoryEditorLayout;
  variant: 'member' | 'visitor' | 'no storage';
}

function Frames({ layout, variant }: ClientMountProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = host.current;
    if (node === null) return undefined;
    let live = true;
    let root: Root | null = null;
    const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));
    // One width after another (one editor on the page at a time, as a member sees it): mount,
    // read the first commit, wait until the body has arrived and the lazy parts with it, read again.
    void (async () => {
      for (const slot of node.querySelectorAll<HTMLElement>('[data-width]')) {
        if (!live) return;
        const height = () => slot.getBoundingClientRect().height.toFixed(1);
        const state = () => slot.querySelector('.cm-memory-editor')?.getAttribute('data-state') ?? '';
        const mounted = createRoot(slot);
        root = mounted;
        mounted.render(
          <WidgetsProvider client={client}>
            <MemoryEditor
              mode="create"
              layout={layout}
              memberId={variant === 'visitor' ? null : 'ada'}
              storage={variant === 'no storage' ? null : emptyStorage()}
            />
            <CommitProbe
              onCommit={() => {
                slot.dataset.firstState = state();
                slot.dataset.firstHeight = height();
              }}
            />
          </WidgetsProvider>,
        );
        await pause(800);
        if (!live) return;
        slot.dataset.settledState = state();
        slot.dataset.settledHeight = height();
        // The next width starts on an empty page; this one keeps its measured height.
        slot.style.height = `${height()}px`;
        if (slot.nextElementSibling !== null) {
          mounted.unmount();
          root = null;
        }
      }
    })();
    return () => {
      live = false;
      const mounted = root;
      // Unmounted after the story's own commit, never inside it.
      queueMicrotask(() => mounted?.unmount());
    };
  }, [layout, variant]);
  return (
    <div ref={host}>
      {WIDTHS.map((width) => (
        <div key={width} data-width={width} style={{ width }} />
      ))}
    </div>
  );
}

const meta = {
  title: 'memory-editor/Client mount',
  component: Frames,
  parameters: { msw: apiNeverAnswers, layout: 'padded' },
  play: async ({ canvasElement, args }) => {
    const slots = [...canvasElement.querySelectorAll<HTMLElement>('[data-width]')];
    await waitFor(() => expect(slots.every((slot) => slot.dataset.settledHeight !== undefined)).toBe(true), {
      timeout: 15_000,
    });
    // The single page is taller than any screen and reserved within 2 %; the steps exactly.
    const tolerance = args.layout === 'single' ? 0.02 : 0;
    for (const slot of slots) {
      const first = Number(slot.dataset.firstHeight);
      const settled = Number(slot.dataset.settledHeight);
      const at = `at ${slot.dataset.width} px`;
      await expect(slot.dataset.firstState, at).toBe('starting');
      await expect(slot.dataset.settledState, at).toBe('');
      await expect(Math.abs(settled - first), at).toBeLessThanOrEqual(Math.max(0.5, tolerance * settled));
    }
  },
} satisfies Meta<typeof Frames>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Steps: Story = { args: { layout: 'steps', variant: 'member' } };
export const StepsWithoutStorage: Story = {
  name: 'Steps, no device storage',
  args: { layout: 'steps', variant: 'no storage' },
};
export const StepsVisitor: Story = { name: 'Steps, visitor', args: { layout: 'steps', variant: 'visitor' } };
export const SinglePage: Story = { name: 'Single page', args: { layout: 'single', variant: 'member' } };
