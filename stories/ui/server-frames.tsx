/*
 * The widgets the "Server rendering" stories render, shared by the story (which hydrates them in
 * the page) and the worker (which renders them to HTML where there is no `window`, no `document`
 * and no storage, as on a partner's server).
 */
import { createHttpClient, emptySavePayload, memorySchema } from '@childhood-memories/api-client';
import { CrisisResources, QuickExit } from '@childhood-memories/crisis-resources';
import { MemoryEditor } from '@childhood-memories/memory-editor';
import { MemoryModal } from '@childhood-memories/memory-modal';
import { NotificationsBell } from '@childhood-memories/notifications-bell';
import { GroundingTip, HelpPanel, QuizHelpPanel } from '@childhood-memories/quiz-help';
import { TagWizard } from '@childhood-memories/tag-wizard';
import { Button, WidgetsProvider } from '@childhood-memories/ui';
import { useLayoutEffect, type ReactElement } from 'react';

// The mocks' modules without MSW (the worker cannot load it: it wants a browser's storage).
import { fixtureAnswers } from '../../mocks/answers.ts';
import { MOCK_API_BASE } from '../../mocks/base-url.ts';
import { ben, MEMBER_TOKENS } from '../../mocks/fixtures/members.ts';

const client = createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => MEMBER_TOKENS.ada });

/** The kite memory as Ben reads it, as a host's server would have loaded it. */
const kite = () => memorySchema.parse(fixtureAnswers(ben).memories.kite);

export const serverFrames = {
  'memory-editor': () => <MemoryEditor mode="create" memberId="ada" />,
  'tag-wizard': () => (
    <TagWizard
      memory={{ ...emptySavePayload({ description: 'The summer I was seven.' }), hashId: null }}
      trigger={<Button variant="secondary">Tag this memory</Button>}
    />
  ),
  'memory-modal': () => <MemoryModal inline open memory={kite()} viewer={{ username: 'ben' }} />,
  'notifications-bell': () => <NotificationsBell />,
  'crisis-resources': () => <CrisisResources defaultCountry="GB" />,
  'quick-exit': () => <QuickExit placement="inline" />,
  'quiz-help': () => (
    <>
      <QuizHelpPanel />
      <HelpPanel />
      <GroundingTip />
    </>
  ),
} satisfies Record<string, () => ReactElement>;

export type ServerFrameName = keyof typeof serverFrames;

/** Calls `onCommit` in the commit that mounts it (a layout effect: after the DOM changed, before paint). */
export function CommitProbe({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => {
    onCommit();
  }, [onCommit]);
  return null;
}

/** The same tree on the server and in the page (the probe renders nothing), so React's ids match. */
export function serverFrame(name: ServerFrameName, onCommit: () => void = () => undefined): ReactElement {
  return (
    <>
      <WidgetsProvider client={client}>{serverFrames[name]()}</WidgetsProvider>
      <CommitProbe onCommit={onCommit} />
    </>
  );
}
