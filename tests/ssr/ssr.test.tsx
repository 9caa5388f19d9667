// Server-side rendering: every package imports in plain Node with no DOM, and every widget
// renders to a string. A module that touched `window`, `document` or storage at import time,
// or a component that did so during render, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { createHttpClient, emptySavePayload } from '@childhood-memories/api-client';
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
import { TagWizard, type MemoryDraft } from '@childhood-memories/tag-wizard';
import { WidgetsProvider } from '@childhood-memories/ui';

const packagesDir = path.resolve(import.meta.dirname, '../../packages');
const publishedPackages = readdirSync(packagesDir)
  .map(
    (dir) =>
      JSON.parse(readFileSync(path.join(packagesDir, dir, 'package.json'), 'utf8')) as {
        name: string;
        private?: boolean;
      },
  )
  .filter((pkg) => !pkg.private);

const tagWizardDraft: MemoryDraft = emptySavePayload({
  description: 'The summer I was seven.',
});

describe('server-side rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(publishedPackages.map((pkg) => pkg.name))('%s imports in plain Node', async (name) => {
    const module: Record<string, unknown> = await import(/* @vite-ignore */ name);
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });

  const client = createHttpClient({ baseUrl: 'https://api.example.org', getAccessToken: () => null });
  const inProvider = (node: React.ReactNode) => (
    <WidgetsProvider client={client} locale="en-GB">
      {node}
    </WidgetsProvider>
  );

  it.each([
    ['CrisisResources without a provider', <CrisisResources key="a" />, '13 11 14'],
    ['CrisisResources in a provider', inProvider(<CrisisResources defaultCountry="GB" />), '116 123'],
    ['QuickExit', <QuickExit key="b" />, 'cm-quick-exit'],
    ['QuizHelpPanel', inProvider(<QuizHelpPanel />), 'cm-root'],
    ['HelpPanel', inProvider(<HelpPanel />), 'Memory Writing Tips'],
    ['CommunityGuidelinesModal', inProvider(<CommunityGuidelinesModal />), 'View Guidelines'],
    ['MemoryWritingSupportModal', inProvider(<MemoryWritingSupportModal />), 'Need Support?'],
    ['GroundingTip', inProvider(<GroundingTip />), 'cm-root'],
    ['MemoryEditor, two steps', inProvider(<MemoryEditor mode="create" />), 'Start Sharing Your Memory'],
    [
      'MemoryEditor, single page',
      inProvider(<MemoryEditor mode="create" layout="single" />),
      'Nothing written yet.',
    ],
    [
      'MemoryEditor, lazy guidance',
      inProvider(<MemoryEditor mode="create" />),
      'View our Community Guidelines.',
    ],
    [
      'MemoryEditor, edit',
      inProvider(<MemoryEditor mode="edit" hashId="hKite7Qm2" />),
      'Loading your memory',
    ],
    [
      'TagWizard, closed with its trigger',
      inProvider(
        <TagWizard memory={tagWizardDraft} trigger={<button type="button">Tag this memory</button>} />,
      ),
      'Tag this memory',
    ],
    ['TagWizard, open', inProvider(<TagWizard memory={tagWizardDraft} defaultOpen />), 'cm-tag-wizard-root'],
    [
      'MemoryModal, closed with its trigger',
      inProvider(
        <MemoryModal
          shareableLink="kite-on-the-hill-3f9a"
          trigger={<button type="button">Read the memory</button>}
        />,
      ),
      'Read the memory',
    ],
    [
      'MemoryModal, open',
      inProvider(<MemoryModal shareableLink="kite-on-the-hill-3f9a" defaultOpen viewer={null} />),
      'cm-memory-modal-root',
    ],
    ['NotificationsBell', inProvider(<NotificationsBell routeKey="/home" />), 'cm-bell-button'],
  ] as const)('%s renders to a string', (_name, element, expected) => {
    const html = renderToString(element);
    expect(html).toContain(expected);
  });

  it('renders no bell for a visitor, beside a signed-in member’s that renders one', () => {
    // A visitor has no notifications: the bell renders nothing at all, not an empty button.
    const visitor = renderToString(
      inProvider(
        <p>
          <NotificationsBell signedIn={false} />
        </p>,
      ),
    );
    expect(visitor).toBe('<p></p>');
    expect(renderToString(inProvider(<NotificationsBell routeKey="/home" />))).toContain('cm-bell-button');
  });
});
