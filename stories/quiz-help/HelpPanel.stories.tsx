import {
  CommunityGuidelines,
  GroundingTip,
  groundingTips,
  HelpPanel,
  LoveStyleWritingTips,
  MemoryWritingTips,
  PhotoGuidance,
  PrivacyAndControl,
  QuizHelpPanel,
  SafetyAndGrounding,
} from '@childhood-memories/quiz-help';
import { WidgetsProvider } from '@childhood-memories/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GalleryCanvas, galleryHeading } from '../ui/decorators.tsx';

const meta = {
  title: 'quiz-help/HelpPanel',
  component: HelpPanel,
  args: { onTileOpen: fn() },
} satisfies Meta<typeof HelpPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lazily loaded help texts: the first download includes a transform, slow on a busy machine. */
const LAZY = { timeout: 10_000 };

/** The dialog named `name`, portalled into document.body, once its opening fade has finished. */
async function findDialog(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name }, { timeout: 10_000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 10_000 });
  return dialog;
}

function tiles(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('list')).getAllByRole('button');
}

/** Opens a tile with the keyboard and returns its dialog (portalled into document.body). */
async function openTile(canvasElement: HTMLElement, name: string) {
  const tile = within(canvasElement).getByRole('button', { name });
  tile.focus();
  await userEvent.keyboard('{Enter}');
  return findDialog(name);
}

/** Rows of cards by their top edge: how many cards a person sees on each row. */
function rowSizes(cards: HTMLElement[]) {
  const rows = new Map<number, number>();
  for (const card of cards) {
    const top = Math.round(card.getBoundingClientRect().top);
    rows.set(top, (rows.get(top) ?? 0) + 1);
  }
  return [...rows.values()];
}

/** The six tiles of the spec, with their exact titles, in order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const buttons = tiles(canvasElement);
    await expect(buttons).toHaveLength(6);
    await expect(buttons[0]).toHaveAccessibleName('Memory Writing Tips');
    await expect(buttons[1]).toHaveAccessibleName('Love Style Writing Tips');
    await expect(buttons[2]).toHaveAccessibleName('Safety & Grounding');
    await expect(buttons[3]).toHaveAccessibleName('Community Guidelines');
    await expect(buttons[4]).toHaveAccessibleName('Privacy & Control');
    await expect(buttons[5]).toHaveAccessibleName('Crisis Resources');
  },
};

export const MemoryWritingTipsOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openTile(canvasElement, 'Memory Writing Tips');
    await expect(
      await within(dialog).findByRole('heading', { name: 'Go at your own pace' }, LAZY),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('heading', { name: 'Write from the child’s view and the adult’s view' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Photo guidance' })).toBeVisible();
    await expect(args.onTileOpen).toHaveBeenCalledWith('memoryWritingTips');
  },
};

export const LoveStyleWritingTipsOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTile(canvasElement, 'Love Style Writing Tips');
    await expect(
      await within(dialog).findByRole('heading', { name: 'Notice patterns in yourself' }, LAZY),
    ).toBeVisible();
    await expect(within(dialog).getByText(/not a place to describe or judge a partner/)).toBeVisible();
  },
};

export const SafetyAndGroundingOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTile(canvasElement, 'Safety & Grounding');
    await expect(
      within(dialog).getByRole('heading', { name: 'Notice five things around you' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'It’s OK to stop' })).toBeVisible();
    // One 'If you feel unsafe' sentence, then the button; the lines come into view with focus.
    await expect(within(dialog).getAllByText(/If you feel unsafe/)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show crisis lines' }));
    await expect(within(dialog).getByRole('region', { name: 'Crisis Resources' })).toBeVisible();
    const heading = within(dialog).getByRole('heading', { name: 'Crisis Resources' });
    await expect(heading).toHaveFocus();
    await expectInView(heading, dialog);
    await expectInView(within(dialog).getAllByRole('link')[0] as HTMLElement, dialog);
  },
};

/** The element is on screen inside the dialog (not scrolled away below its fold). */
async function expectInView(element: HTMLElement, dialog: HTMLElement) {
  await waitFor(async () => {
    const box = element.getBoundingClientRect();
    const frame = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(frame.top);
    await expect(box.bottom).toBeLessThanOrEqual(Math.min(frame.bottom, window.innerHeight));
  });
}

/**
 * A 1280 px page: the six tiles make two full rows of three (no tile alone on a row), and every
 * tile shows the arrow that says it opens.
 */
export const Tiles1280: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 1280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const cards = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
    await expect(rowSizes(cards)).toEqual([3, 3]);
    for (const card of cards) {
      const arrow = card.querySelector('svg') as SVGElement;
      await expect(arrow).toBeVisible();
      await expect(arrow).toHaveAttribute('aria-hidden', 'true');
      await expect(within(card).getByRole('button')).toHaveAttribute('aria-haspopup', 'dialog');
    }
  },
};

/** Four tiles at 1280 px: two rows of two, not three and one. */
export const FourTiles1280: Story = {
  args: { tiles: ['memoryWritingTips', 'safetyAndGrounding', 'privacyAndControl', 'crisisResources'] },
  decorators: Tiles1280.decorators,
  play: async ({ canvasElement }) => {
    const cards = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
    await expect(rowSizes(cards)).toEqual([2, 2]);
  },
};

export const CommunityGuidelinesOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTile(canvasElement, 'Community Guidelines');
    await expect(await within(dialog).findByRole('heading', { name: 'Be kind' }, LAZY)).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Moderators are here to help' })).toBeVisible();
  },
};

export const PrivacyAndControlOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTile(canvasElement, 'Privacy & Control');
    const levels = await within(dialog).findAllByRole('term', undefined, LAZY);
    await expect(levels.map((term) => term.textContent)).toEqual([
      'Public',
      'Private with a link',
      'Only me',
    ]);
    await expect(within(dialog).getByText(/for example a therapist or a friend/)).toBeVisible();
  },
};

export const CrisisResourcesOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTile(canvasElement, 'Crisis Resources');
    await expect(within(dialog).getByRole('combobox', { name: 'Country' })).toBeVisible();
    await expect(within(dialog).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

/** Escape closes a dialog and focus goes back to its tile. */
export const FocusReturns: Story = {
  play: async ({ canvasElement }) => {
    await openTile(canvasElement, 'Community Guidelines');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Community Guidelines' })).toHaveFocus();
  },
};

/** `tiles`: a subset, in the host's order. */
export const Subset: Story = {
  args: { tiles: ['safetyAndGrounding', 'crisisResources'] },
  play: async ({ canvasElement }) => {
    const buttons = tiles(canvasElement);
    await expect(buttons).toHaveLength(2);
    await expect(buttons[0]).toHaveAccessibleName('Safety & Grounding');
    await expect(buttons[1]).toHaveAccessibleName('Crisis Resources');
  },
};

/** Without the Crisis Resources tile, crisis lines stay one click away. */
export const SubsetWithoutCrisisTile: Story = {
  args: { tiles: ['memoryWritingTips', 'communityGuidelines'] },
  play: async ({ canvasElement, args }) => {
    await expect(tiles(canvasElement)).toHaveLength(2);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Find a crisis line' }));
    await expect(await findDialog('Crisis Resources')).toBeVisible();
    await expect(args.onTileOpen).toHaveBeenCalledWith('crisisResources');
  },
};

/** 'Need help?' from step1 (the memory): Memory Writing Tips suggested. */
export const MemoryVariant: Story = {
  args: { variant: 'memory' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Writing your memory\?/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Memory Writing Tips' })).toHaveAccessibleDescription(
      /^Suggested for this step/,
    );
  },
};

/** 'Need help?' from step2 (relationship styles): Love Style Writing Tips suggested. */
export const RelationshipVariant: Story = {
  args: { variant: 'relationship' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Reflecting on your relationships\?/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Love Style Writing Tips' })).toHaveAccessibleDescription(
      /^Suggested for this step/,
    );
    await expect(canvas.getAllByText('Suggested for this step')).toHaveLength(1);
  },
};

/** Strings from the provider's `quizHelp` namespace, including lazily loaded content; the prop wins. */
export const OverriddenStrings: Story = {
  args: { messages: { helpPanelTitle: 'Support for you' } },
  decorators: [
    (Story) => (
      <WidgetsProvider
        messages={{
          quizHelp: {
            helpPanelTitle: 'Provider title',
            memoryWritingTipsTitle: 'Writing tips',
            memoryTipPaceTitle: 'Take your time',
          },
        }}
      >
        <Story />
      </WidgetsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Support for you' })).toBeVisible();
    const dialog = await openTile(canvasElement, 'Writing tips');
    await expect(await within(dialog).findByRole('heading', { name: 'Take your time' }, LAZY)).toBeVisible();
  },
};

/** A phone screen, 390 px wide: one column of tiles, nothing overflowing. */
export const Mobile390: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Need help?' });
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    const [first, second] = tiles(canvasElement);
    await expect(first?.getBoundingClientRect().left).toBe(second?.getBoundingClientRect().left);
    // The whole card is the click target (the button stretches over it).
    for (const card of within(within(canvasElement).getByRole('list')).getAllByRole('listitem')) {
      await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Dark theme, with a dialog open: the dialog carries the theme into document.body. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await openTile(canvasElement, 'Privacy & Control');
    await within(dialog).findAllByRole('term', undefined, LAZY);
    await expect(dialog.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
  },
};

/** The gallery's own section headings, readable on the light and the dark frame. */
/**
 * Every state on one canvas, for visual review (Chromatic snapshots this story only): the quiz
 * panel; the help panel's variants at 1280 px (3 + 3 tiles), with a subset, at 390 px and dark;
 * every help text as it shows in a dialog, Safety & Grounding with its crisis lines shown; every
 * grounding tip. Sections are plain headings, not landmarks, and every panel region has a name of
 * its own (axe fails duplicate landmarks).
 */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (_args, { globals }) => (
    <GalleryCanvas>
      <div>
        <h2 style={galleryHeading(globals.theme)}>Quiz help</h2>
        <QuizHelpPanel headingLevel={3} />
      </div>
      <div>
        <h2 style={galleryHeading(globals.theme)}>Help panel</h2>
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2rem' }}>
          <HelpPanel headingLevel={3} messages={{ helpPanelTitle: 'Need help? (default)' }} />
          <HelpPanel
            headingLevel={3}
            variant="memory"
            messages={{ helpPanelTitle: 'Need help? (memory, step1)' }}
          />
          <HelpPanel
            headingLevel={3}
            variant="relationship"
            messages={{ helpPanelTitle: 'Need help? (relationship, step2)' }}
          />
          <HelpPanel
            headingLevel={3}
            tiles={['memoryWritingTips', 'privacyAndControl']}
            messages={{ helpPanelTitle: 'Need help? (subset without crisis tile)' }}
          />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem', alignItems: 'flex-start' }}>
            <div style={{ inlineSize: 390, maxInlineSize: '100%' }}>
              <HelpPanel headingLevel={3} messages={{ helpPanelTitle: 'Need help? (390 px)' }} />
            </div>
            <div data-theme="dark" style={{ inlineSize: 560, maxInlineSize: '100%' }}>
              <HelpPanel
                headingLevel={3}
                variant="memory"
                messages={{ helpPanelTitle: 'Need help? (dark)' }}
              />
            </div>
          </div>
        </div>
      </div>
      <div>
        <h2 style={galleryHeading(globals.theme)}>Help texts, as in their dialogs</h2>
        <div
          style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2rem', maxInlineSize: 600 }}
        >
          <MemoryWritingTips headingLevel={3} />
          <LoveStyleWritingTips headingLevel={3} />
          <SafetyAndGrounding headingLevel={3} />
          <CommunityGuidelines headingLevel={3} />
          <PrivacyAndControl headingLevel={3} />
          <PhotoGuidance headingLevel={3} />
        </div>
      </div>
      <div>
        <h2 style={galleryHeading(globals.theme)}>Grounding tips</h2>
        <div
          style={{
            display: 'grid',
            gap: '1rem',
            gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
          }}
        >
          {groundingTips.map((tip, index) => (
            <GroundingTip key={tip.id} index={index} />
          ))}
        </div>
      </div>
    </GalleryCanvas>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region', { name: /^Need help\?/ })).toHaveLength(6);
    await expect(await canvas.findByRole('heading', { name: 'Go at your own pace' }, LAZY)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Be kind' }, LAZY)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Keep the focus on you' }, LAZY)).toBeVisible();
    await expect(await canvas.findAllByRole('term', undefined, LAZY)).toHaveLength(3);
    await expect(canvas.getAllByRole('note')).toHaveLength(6);
    // The state after 'Show crisis lines' (one region more, with a name of its own).
    await userEvent.click(canvas.getByRole('button', { name: 'Show crisis lines' }));
    await expect(canvas.getByRole('region', { name: 'Crisis Resources' })).toBeVisible();
    window.scrollTo(0, 0);
  },
};
