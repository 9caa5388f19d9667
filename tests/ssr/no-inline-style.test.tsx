// No inline style attribute in server-rendered HTML, from any widget in any state we can render
// on a server: under `style-src 'self'` (no 'unsafe-inline') the browser refuses every `style="…"`
// in the page's HTML, so a value a widget needs at first paint must come from a class or a data
// attribute. (The client may still set a property through the CSSOM after hydration: a policy
// allows that.) States that need data are rendered from a query cache seeded with the test kit's
// memories, as a host that prefetches on its server would.
import { createMockClient, kiteMemory, stairsMemory } from '@childhood-memories/testing';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Memory } from '@childhood-memories/api-client';
import { CrisisResources, QuickExit } from '@childhood-memories/crisis-resources';
import { MemoryEditor } from '@childhood-memories/memory-editor';
import { MemoryModal } from '@childhood-memories/memory-modal';
import { NotificationsBell } from '@childhood-memories/notifications-bell';
import {
  CommunityGuidelinesModal,
  GroundingTip,
  HelpPanel,
  MemoryWritingSupportModal,
  QuizHelpPanel,
} from '@childhood-memories/quiz-help';
import { TagWizard } from '@childhood-memories/tag-wizard';
import {
  createWidgetsQueryClient,
  Dialog,
  memoryQueryKeys,
  ProgressBar,
  WidgetsProvider,
} from '@childhood-memories/ui';
import type { CSSProperties, ReactNode } from 'react';

const client = createMockClient();
let kite: Memory;
let stairs: Memory;

beforeAll(async () => {
  kite = await client.getMemoryByLink(kiteMemory.shareable_link);
  stairs = await client.getMemoryByLink(stairsMemory.shareable_link);
});

/** Rendered in a provider whose cache holds both memories, as if the host had prefetched them. */
function render(node: ReactNode): string {
  const queryClient = createWidgetsQueryClient();
  for (const memory of [kite, stairs]) {
    queryClient.setQueryData(memoryQueryKeys.memory(memory.hashId), memory);
    queryClient.setQueryData(memoryQueryKeys.memoryIdByLink(memory.shareable_link), memory.hashId);
  }
  return renderToString(
    <WidgetsProvider client={client} queryClient={queryClient} locale="en-GB">
      {node}
    </WidgetsProvider>,
  );
}

/** Every `style=` in the HTML, with what surrounds it, for the failure message. */
function styleAttributes(html: string): string[] {
  return [...html.matchAll(/<[^>]*\sstyle=[^>]*>/g)].map(([tag]) => tag.slice(0, 160));
}

describe('server-rendered HTML has no inline style attribute', () => {
  const states: [string, () => ReactNode, string][] = [
    ['CrisisResources', () => <CrisisResources defaultCountry="GB" />, '116 123'],
    ['QuickExit, inline', () => <QuickExit />, 'cm-quick-exit'],
    ['QuickExit, fixed', () => <QuickExit placement="fixed" />, 'cm-quick-exit'],
    ['QuickExit, fixed at the bottom', () => <QuickExit placement="fixed-bottom" />, 'cm-quick-exit'],
    ['HelpPanel', () => <HelpPanel />, 'Memory Writing Tips'],
    ['QuizHelpPanel', () => <QuizHelpPanel />, 'cm-root'],
    ['CommunityGuidelinesModal', () => <CommunityGuidelinesModal />, 'View Guidelines'],
    ['MemoryWritingSupportModal', () => <MemoryWritingSupportModal />, 'Need Support?'],
    ['GroundingTip', () => <GroundingTip />, 'cm-root'],
    [
      'MemoryEditor, create in two steps',
      () => <MemoryEditor mode="create" memberId="ada" />,
      'Start Sharing Your Memory',
    ],
    [
      'MemoryEditor, create on one page',
      () => <MemoryEditor mode="create" memberId="ada" layout="single" />,
      'Nothing written yet.',
    ],
    [
      'MemoryEditor, a visitor',
      () => <MemoryEditor mode="create" memberId={null} />,
      'Start Sharing Your Memory',
    ],
    [
      'MemoryEditor, edit with the memory loaded',
      () => <MemoryEditor mode="edit" hashId={stairs.hashId} memberId="ada" />,
      stairsMemory.title,
    ],
    [
      'MemoryEditor, edit on one page with the memory loaded',
      () => <MemoryEditor mode="edit" hashId={kite.hashId} memberId="ada" layout="single" />,
      kiteMemory.title,
    ],
    [
      'MemoryEditor, edit while the memory loads',
      () => <MemoryEditor mode="edit" hashId="not-in-the-cache" memberId="ada" />,
      'Loading your memory',
    ],
    ['TagWizard, open as a dialog', () => <TagWizard memory={stairs} defaultOpen />, 'cm-tag-wizard-root'],
    [
      'TagWizard, inline',
      () => <TagWizard memory={stairs} presentation="inline" isEdit isOwner />,
      'cm-tag-wizard-inline',
    ],
    [
      'TagWizard, inline on a later category',
      () => <TagWizard memory={stairs} presentation="inline" initialTab={3} isEdit isOwner />,
      'cm-tag-wizard-inline',
    ],
    [
      'MemoryModal, closed with its trigger',
      () => <MemoryModal shareableLink={kite.shareable_link} trigger={<button type="button">Read</button>} />,
      'Read',
    ],
    [
      'MemoryModal, inline with a memory from the cache',
      () => (
        <MemoryModal shareableLink={stairs.shareable_link} inline defaultOpen viewer={{ username: 'ben' }} />
      ),
      stairsMemory.title,
    ],
    [
      'MemoryModal, inline with a memory given',
      () => <MemoryModal memory={kite} inline defaultOpen viewer={null} />,
      kiteMemory.title,
    ],
    [
      'MemoryModal, open as a dialog',
      () => <MemoryModal shareableLink={stairs.shareable_link} defaultOpen viewer={{ username: 'ada' }} />,
      'cm-memory-modal-root',
    ],
    ['NotificationsBell, signed in', () => <NotificationsBell routeKey="/home" />, 'cm-bell-button'],
    ['NotificationsBell, a visitor', () => <NotificationsBell signedIn={false} />, ''],
    ['ui ProgressBar at a half', () => <ProgressBar value={50} label="Tagged" />, 'Tagged'],
    [
      'ui Dialog, open at another width',
      () => (
        <Dialog open inline title="A wide dialog" width={820}>
          <p>Inside.</p>
        </Dialog>
      ),
      'A wide dialog',
    ],
  ];

  it.each(states)('%s', (_name, node, expected) => {
    const html = render(node());
    expect(html).toContain(expected);
    expect(styleAttributes(html)).toEqual([]);
  });

  it('finds a style attribute when there is one (the check itself)', () => {
    const html = render(<div style={{ '--cm-progress-percent': '50%' } as CSSProperties} />);
    expect(styleAttributes(html)).toEqual(['<div style="--cm-progress-percent:50%">']);
  });
});
