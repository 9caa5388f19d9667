import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { expect, waitFor } from 'storybook/test';

import { apiNeverAnswers } from './decorators.tsx';
import { serverFrame, type ServerFrameName } from './server-frames.tsx';

/*
 * Server rendering, frame by frame: each story has a widget rendered to HTML by React's server
 * renderer in a worker (no `window`, no `document`, no storage: a server's conditions), puts that
 * HTML on the page as a partner's server would send it, measures its height, hydrates it, and
 * measures again at the hydration's commit and once everything the widget does on its own has
 * happened (1.5 s: lazy code, idle work). The API never answers (every request waits forever),
 * so what is compared is the widget's own first frame, not its data. The play function checks
 * that hydration reused the server's markup (no recoverable error) and that the height did not
 * move: a host that reserves the server frame's height sees no jump.
 */

function renderOnServer(name: ServerFrameName): Promise<string> {
  const worker = new Worker(new URL('./server-frames.worker.tsx', import.meta.url), { type: 'module' });
  return new Promise<string>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ html?: string; error?: string }>) => {
      worker.terminate();
      if (event.data.html === undefined) reject(new Error(event.data.error));
      else resolve(event.data.html);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(name);
  });
}

/** The widget server-rendered, then hydrated; the frames' heights land in data attributes. */
function ServerRendered({ name }: { name: ServerFrameName }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = host.current;
    if (node === null) return undefined;
    let root: Root | undefined;
    let live = true;
    const timer: { id?: number } = {};
    void renderOnServer(name).then(
      (html) => {
        if (!live) return;
        node.innerHTML = html;
        // The height of everything the widget shows, a fixed dialog included.
        const height = () => {
          let top = Infinity;
          let bottom = -Infinity;
          for (const element of node.querySelectorAll('*')) {
            const box = element.getBoundingClientRect();
            // Nothing, or text kept for screen readers only (1 × 1 px).
            if (box.width <= 1 || box.height <= 1) continue;
            top = Math.min(top, box.top);
            bottom = Math.max(bottom, box.bottom);
          }
          return (bottom > top ? bottom - top : 0).toFixed(1);
        };
        node.dataset.serverHeight = height();
        const errors: string[] = [];
        root = hydrateRoot(
          node,
          serverFrame(name, () => (node.dataset.hydratedHeight ??= height())),
          { onRecoverableError: (error) => errors.push(String(error)) },
        );
        timer.id = window.setTimeout(() => {
          node.dataset.settledHeight = height();
          node.dataset.recoverableErrors = JSON.stringify(errors);
        }, 1500);
      },
      (error: unknown) => {
        node.dataset.recoverableErrors = JSON.stringify([`server render failed: ${String(error)}`]);
      },
    );
    return () => {
      live = false;
      window.clearTimeout(timer.id);
      // Unmounted after the story's own commit, never inside it.
      const mounted = root;
      queueMicrotask(() => mounted?.unmount());
    };
  }, [name]);
  return <div ref={host} data-testid="server-rendered" />;
}

const meta = {
  title: 'Server rendering/First frame',
  component: ServerRendered,
  // No docs page: each story renders its widget on a server worker against an API that never
  // answers, one at a time; the measurement is the story's play function.
  tags: ['!autodocs'],
  parameters: { msw: apiNeverAnswers },
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector<HTMLElement>('[data-testid="server-rendered"]');
    if (host === null) throw new Error('no host');
    await waitFor(() => expect(host.dataset.recoverableErrors).toBeDefined(), { timeout: 10_000 });
    await expect(JSON.parse(host.dataset.recoverableErrors ?? '[]')).toEqual([]);
    await expect(Number(host.dataset.serverHeight)).toBeGreaterThan(0);
    await expect(host.dataset.hydratedHeight).toBe(host.dataset.serverHeight);
    await expect(host.dataset.settledHeight).toBe(host.dataset.serverHeight);
  },
} satisfies Meta<typeof ServerRendered>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemoryEditorCreate: Story = { name: 'memory-editor', args: { name: 'memory-editor' } };
export const TagWizardTrigger: Story = { name: 'tag-wizard (its trigger)', args: { name: 'tag-wizard' } };
export const MemoryModalInline: Story = {
  name: 'memory-modal (inline, open)',
  args: { name: 'memory-modal' },
};
export const NotificationsBellButton: Story = {
  name: 'notifications-bell',
  args: { name: 'notifications-bell' },
};
export const CrisisResourcesPanel: Story = { name: 'crisis-resources', args: { name: 'crisis-resources' } };
export const QuickExitInline: Story = { name: 'quick exit (inline)', args: { name: 'quick-exit' } };
export const QuizHelp: Story = { name: 'quiz-help panels', args: { name: 'quiz-help' } };
