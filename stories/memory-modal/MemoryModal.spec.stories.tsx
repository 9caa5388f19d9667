import { createHttpClient } from '@childhood-memories/api-client';
import { MemoryModal } from '@childhood-memories/memory-modal';
import {
  createHandlers,
  createMockBackend,
  errorHandler,
  kiteMemory,
  MEMBER_TOKENS,
  MOCK_API_BASE,
  stairsMemory,
  type MockBackend,
} from '@childhood-memories/testing';
import { NotificationsBell, type NotificationTarget } from '@childhood-memories/notifications-bell';
import { WidgetRoot, WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { expectOnScreen } from './screen-support.ts';
import { findModal, modalScene, modalStory } from './story-support.tsx';

// Spec rows (community §2.3, §2.4, §4): the writer's 4 tabs and everyone else's 3, the family
// add dialog, and where each kind of notification leads.
const meta: Meta = {
  title: 'memory-modal/Spec rows',
  component: MemoryModal,
};

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 5000 };
const body = () => within(document.body);

function tabNames(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

/** On a tagged memory a member sees 3 tabs (Empathize among them), and Praise among the actions. */
export const OthersSeeThreeTabs: Story = {
  ...modalStory({ reader: 'cleo', shareableLink: kiteMemory.shareable_link }),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await expect(tabNames(dialog)).toEqual(['Childhood Memory by ada', 'Comments', 'Empathize']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Praise' }));
    await expect(await within(dialog).findByRole('heading', { name: 'Praise Memory' }, SLOW)).toBeVisible();
    // Its back arrow, and Escape, go back to the memory.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(within(dialog).getByRole('tab', { name: 'Childhood Memory by ada' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

const familyScene = modalScene();
const familyOf = () =>
  familyScene.backend.allMemories().find((memory) => memory.shareable_link === kiteMemory.shareable_link)
    ?.family_members ?? [];

/** The writer adds a sibling through the add dialog (Grandparent, Sibling, Child, Other); one save. */
export const WriterAddsFamilyMember: Story = {
  ...modalStory({ reader: 'ada', shareableLink: kiteMemory.shareable_link }, familyScene),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    const panel = await within(dialog).findByRole('region', { name: 'Family members' }, SLOW);
    await userEvent.click(within(panel).getByRole('button', { name: 'Add family member' }));
    const add = await body().findByRole('dialog', { name: 'Add a family member' });
    await expect(within(add).getAllByRole('radio')).toHaveLength(4);
    for (const relation of ['Grandparent', 'Sibling', 'Child', 'Other']) {
      await expect(within(add).getByRole('radio', { name: relation })).toBeVisible();
    }
    await userEvent.click(within(add).getByRole('radio', { name: 'Sibling' }));
    await userEvent.type(within(add).getByRole('textbox', { name: 'Name or description (optional)' }), 'Sam');
    await expectOnScreen(within(add).getByRole('button', { name: 'Save' }));
    await userEvent.dblClick(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Add a family member' })).toBeNull());
    await expect(await within(panel).findByText('Sam')).toBeVisible();
    await waitFor(() =>
      expect(familyOf()).toEqual([expect.objectContaining({ relation: 'sibling', name: 'Sam' })]),
    );
  },
};

/** A failed save keeps the dialog open with what was chosen, and says so calmly. */
export const FamilySaveFails: Story = {
  ...modalStory(
    { reader: 'ada', shareableLink: kiteMemory.shareable_link },
    modalScene(() => [errorHandler('updateMemory', 500)]),
  ),
  play: async () => {
    const dialog = await findModal('The kite on the hill');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add family member' }, SLOW));
    const add = await body().findByRole('dialog', { name: 'Add a family member' });
    await userEvent.click(within(add).getByRole('radio', { name: 'Child' }));
    await userEvent.type(within(add).getByRole('textbox', { name: 'Name or description (optional)' }), 'Mia');
    await userEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await expect(await within(add).findByRole('alert')).toHaveTextContent(
      /could not save the family members/,
    );
    await expect(within(add).getByRole('radio', { name: 'Child' })).toBeChecked();
    await expect(within(add).getByRole('textbox', { name: 'Name or description (optional)' })).toHaveValue(
      'Mia',
    );
  },
};

/** The host of a bell and a modal, mapping a notification's target onto the modal's props. */
function BellAndModal({ backend }: { backend: MockBackend }) {
  const [client] = useState(() => {
    backend.reset();
    sessionStorage.clear();
    return createHttpClient({ baseUrl: MOCK_API_BASE, getAccessToken: () => MEMBER_TOKENS.ada });
  });
  const [channelName] = useState(() => `story-${crypto.randomUUID()}`);
  const [target, setTarget] = useState<NotificationTarget | null>(null);
  return (
    <WidgetsProvider client={client}>
      <WidgetRoot className="cm-stack">
        <NotificationsBell routeKey="/home" channelName={channelName} onOpenNotification={setTarget} />
        {target ? (
          <MemoryModal
            shareableLink={target.shareableLink}
            open
            onOpenChange={(open) => (open ? undefined : setTarget(null))}
            viewer={{ username: 'ada' }}
            initialTab={target.tab}
            reaction={target.reaction}
            comment={target.comment}
            commentEmpathy={target.commentEmpathy}
            feedback={target.feedback}
            resonance={target.resonance}
            storage={null}
          />
        ) : null}
      </WidgetRoot>
    </WidgetsProvider>
  );
}

function bellStory() {
  const backend = createMockBackend();
  return {
    parameters: { msw: { handlers: createHandlers(backend) } },
    render: () => <BellAndModal backend={backend} />,
  };
}

async function openRow(name: RegExp) {
  await userEvent.click(await body().findByRole('button', { name: /^Notifications/ }, SLOW));
  const panel = await body().findByRole('dialog', { name: 'Notifications' });
  const rows = await within(panel).findAllByRole('button', { name }, SLOW);
  await userEvent.click(rows[0] as HTMLElement);
}

/** 'ben reacted to your memory' opens the memory with his reaction (Love) highlighted. */
export const ReactionRowHighlightsItsOption: Story = {
  ...bellStory(),
  play: async () => {
    await openRow(/ben reacted to your memory/);
    const dialog = await findModal('The kite on the hill');
    const love = within(dialog).getByText('Love').closest('.cm-memory-reaction') as HTMLElement;
    await waitFor(() => expect(love).toHaveClass('cm-highlight'), SLOW);
    await expectOnScreen(love);
    await expect(dialog.querySelectorAll('.cm-highlight')).toHaveLength(1);
  },
};

/** 'cleo praised your comment' opens that comment's praise with the labels she chose, read-only. */
export const PraisedCommentOpensItsPraise: Story = {
  ...bellStory(),
  play: async () => {
    await openRow(/cleo praised your comment/);
    const dialog = await findModal('The cupboard under the stairs');
    await expect(await within(dialog).findByRole('heading', { name: 'Praise Comment' }, SLOW)).toBeVisible();
    const kind = await within(dialog).findByRole('checkbox', { name: 'Kind' }, SLOW);
    await expect(kind).toBeChecked();
    await expect(kind).toBeDisabled();
    await expect(within(dialog).getByText('The praise you received')).toBeVisible();
    await expect(within(dialog).getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  },
};

/** `feedback=<id>`: the praise options named by their ids (1 Brave, 6 Honest), chosen and read-only. */
export const FeedbackByOptionId: Story = {
  ...modalStory({ reader: 'ada', shareableLink: stairsMemory.shareable_link, feedback: '1,6' }),
  play: async () => {
    const dialog = await findModal('The cupboard under the stairs');
    await expect(await within(dialog).findByRole('heading', { name: 'Praise Memory' }, SLOW)).toBeVisible();
    await expect(await within(dialog).findByRole('checkbox', { name: 'Brave' }, SLOW)).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Honest' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Kind' })).not.toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Brave' })).toBeDisabled();
  },
};
