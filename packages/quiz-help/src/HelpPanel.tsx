import { Button, cx, WidgetRoot } from '@childhood-memories/ui';
import { useId } from 'react';

import { HELP_TILE_IDS, type HelpTileId } from './constants.ts';
import { Heading } from './Heading.tsx';
import { helpTileDescription, HelpTileDialog, helpTileTitle } from './HelpTileDialog.tsx';
import { preloadHelpContent, type LazyHelpContentId } from './LazyHelpContent.tsx';
import type { QuizHelpCoreMessages, QuizHelpMessages } from './messages.ts';
import type { HeadingLevel } from './types.ts';
import { useQuizHelpMessages } from './use-quiz-help-messages.ts';

/**
 * Which guidance the 'Need help?' link asked for: step1 (writing the memory) or step2
 * (relationship styles). It decides the intro and which tile is suggested.
 *
 * @example
 * <HelpPanel variant="relationship" />
 */
export type HelpPanelVariant = 'memory' | 'relationship';

/**
 * Props of `HelpPanel`.
 *
 * @example
 * const props: HelpPanelProps = { tiles: ['safetyAndGrounding', 'crisisResources'] };
 */
export interface HelpPanelProps {
  /** The tiles to show, in this order. Default: all six in the spec's order (`HELP_TILE_IDS`). */
  tiles?: readonly HelpTileId[];
  /** Called when a tile's dialog opens. */
  onTileOpen?: (id: HelpTileId) => void;
  /** The step the help was asked for; its tile is marked 'Suggested for this step'. */
  variant?: HelpPanelVariant;
  /** Strings of the `quizHelp` namespace; these win over the provider's. */
  messages?: Partial<QuizHelpMessages>;
  /** Level of the panel's heading. Default 2. */
  headingLevel?: HeadingLevel;
  /** Extra class on the root. */
  className?: string;
}

const SUGGESTED_TILE: Record<HelpPanelVariant, HelpTileId> = {
  memory: 'memoryWritingTips',
  relationship: 'loveStyleWritingTips',
};

function isLazyTile(id: HelpTileId): id is LazyHelpContentId {
  return id !== 'safetyAndGrounding' && id !== 'crisisResources';
}

function visibleTiles(tiles: readonly HelpTileId[]): HelpTileId[] {
  return tiles.filter((id, position) => HELP_TILE_IDS.includes(id) && tiles.indexOf(id) === position);
}

function intro(t: QuizHelpCoreMessages, variant: HelpPanelVariant | undefined): string {
  if (variant === 'memory') return t.helpPanelIntroMemory;
  if (variant === 'relationship') return t.helpPanelIntroRelationship;
  return t.helpPanelIntro;
}

interface HelpTileProps {
  id: HelpTileId;
  t: QuizHelpCoreMessages;
  suggested: boolean;
  messages?: Partial<QuizHelpMessages> | undefined;
  onTileOpen?: ((id: HelpTileId) => void) | undefined;
}

// The whole card is clickable (the button stretches over it in CSS), while the button's name stays
// the tile's title and the description is linked to it, not part of it (WCAG 2.5.3). The arrow
// says it opens something; it is drawn, not read (the button's role already says so).
function OpensIcon() {
  return (
    <svg
      className="cm-help-tile-icon"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M7.5 4.5 13 10l-5.5 5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function HelpTile({ id, t, suggested, messages, onTileOpen }: HelpTileProps) {
  const descriptionId = useId();
  const suggestedId = useId();
  // Start the download when a person shows interest, so the dialog rarely shows a spinner.
  const preload = isLazyTile(id) ? () => void preloadHelpContent(id).catch(() => undefined) : undefined;
  return (
    <li
      className="cm-help-tile"
      data-tile={id}
      data-variant={suggested ? 'suggested' : id === 'crisisResources' ? 'crisis' : 'default'}
    >
      {suggested ? (
        <span id={suggestedId} className="cm-help-tile-badge">
          {t.helpTileSuggested}
        </span>
      ) : null}
      <div className="cm-help-tile-header">
        <HelpTileDialog
          id={id}
          t={t}
          messages={messages}
          onOpenChange={(open) => {
            if (open) onTileOpen?.(id);
          }}
          trigger={
            <button
              type="button"
              className="cm-help-tile-button"
              aria-describedby={suggested ? `${suggestedId} ${descriptionId}` : descriptionId}
              onPointerEnter={preload}
              onFocus={preload}
            >
              {helpTileTitle(t, id)}
            </button>
          }
        />
        <OpensIcon />
      </div>
      <p id={descriptionId} className="cm-help-tile-description">
        {helpTileDescription(t, id)}
      </p>
    </li>
  );
}

/**
 * The help panel: the spec's six tiles ('Memory Writing Tips', 'Love Style Writing Tips',
 * 'Safety & Grounding', 'Community Guidelines', 'Privacy & Control', 'Crisis Resources'), each a
 * button opening a dialog with its content. Crisis lines stay one click away: when `tiles` leaves
 * out 'crisisResources', a 'Find a crisis line' button takes its place.
 *
 * @example
 * <HelpPanel variant="memory" onTileOpen={(id) => analytics.track('help', id)} />
 */
export function HelpPanel({
  tiles = HELP_TILE_IDS,
  onTileOpen,
  variant,
  messages,
  headingLevel = 2,
  className,
}: HelpPanelProps) {
  const t = useQuizHelpMessages(messages);
  const titleId = useId();
  const shown = visibleTiles(tiles);
  const suggested = variant ? SUGGESTED_TILE[variant] : undefined;
  return (
    <WidgetRoot className={cx('cm-help', className)} data-variant={variant ?? 'default'}>
      <section className="cm-help-panel" aria-labelledby={titleId}>
        <Heading level={headingLevel} id={titleId} className="cm-help-title">
          {t.helpPanelTitle}
        </Heading>
        <p className="cm-help-intro">{intro(t, variant)}</p>
        {/* The count picks the columns, so a full panel has no lone tile on its last row. */}
        <ul className="cm-help-tiles" data-count={shown.length}>
          {shown.map((id) => (
            <HelpTile
              key={id}
              id={id}
              t={t}
              suggested={id === suggested}
              messages={messages}
              onTileOpen={onTileOpen}
            />
          ))}
        </ul>
        {shown.includes('crisisResources') ? null : (
          <div className="cm-help-crisis">
            <span className="cm-help-crisis-prompt">{t.helpPanelCrisisPrompt}</span>
            <HelpTileDialog
              id="crisisResources"
              t={t}
              messages={messages}
              onOpenChange={(open) => {
                if (open) onTileOpen?.('crisisResources');
              }}
              trigger={
                <Button type="button" variant="link">
                  {t.helpPanelCrisisButton}
                </Button>
              }
            />
          </div>
        )}
      </section>
    </WidgetRoot>
  );
}
