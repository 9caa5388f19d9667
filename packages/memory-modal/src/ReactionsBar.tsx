import { ReactionOption } from '@childhood-memories/api-client';
import { cx } from '@childhood-memories/ui';
import { useRef } from 'react';

import { COMMENT_HIGHLIGHT_MS, EMPATHY_REACTION } from './constants.ts';
import { HeartHandIcon } from './icons.tsx';
import { useMemoryModal, useShownMemory } from './modal-context.tsx';
import { idParam } from './tabs.ts';
import { useDeepLinkFocus } from './use-deep-link-focus.ts';
import { reactionCount, useEmpathyToggle, useReactionToggle } from './use-toggles.ts';

/**
 * The six reactions of community §3, in their order. They are named in words, not emoji: a
 * word reads the same on every device and to every screen reader.
 */
const REACTIONS: readonly ReactionOption[] = [
  ReactionOption.Compassion,
  ReactionOption.Like,
  ReactionOption.Sad,
  ReactionOption.Love,
  ReactionOption.BeStrong,
  ReactionOption.Empathy,
];

/** A reaction's name and count, read as it shows: 'Love 2'. */
function NameAndCount({ name, count }: { name: string; count: number }) {
  return (
    <>
      {name} <span className="cm-memory-reaction-count">{count}</span>
    </>
  );
}

/**
 * The reactions bar (community §2.4, §3, §4): Support (empathy, toggled with its `empathy_id`)
 * and the six reactions with their counts, one reaction per member (none → new, another →
 * update, the same → delete). The writer sees the counts without buttons. Fast clicks are sent
 * in order against what the server holds; a failure takes back only its own click, silently
 * (§8); the counts end on the server's.
 */
export function ReactionsBar() {
  const { t, client, requireSignIn: onBlocked, links } = useMemoryModal();
  const { memory, status, canRespond } = useShownMemory();
  // The `reaction` deep link: that reaction (6: the shared empathy) is highlighted.
  const highlightReaction = idParam(
    typeof links.reaction === 'string' || typeof links.reaction === 'number' ? links.reaction : null,
  );
  const link = memory.shareable_link;
  const reaction = useReactionToggle(client, link);
  const empathy = useEmpathyToggle(client, link);
  const empathized = (status?.empathy_id ?? null) !== null;
  const active = status?.reaction_option_id ?? null;
  const highlightRef = useRef<HTMLElement | null>(null);
  const setHighlightNode = (node: HTMLElement | null) => {
    highlightRef.current = node;
  };
  const highlighted = useDeepLinkFocus(highlightRef, highlightReaction, true, COMMENT_HIGHLIGHT_MS);
  const readOnly = memory.is_owner;

  const supportCount = memory.counts.empathies;
  const supportHighlighted = highlighted && highlightReaction === EMPATHY_REACTION;

  return (
    <div className="cm-memory-reactions" role="group" aria-label={t.reactionsLabel}>
      {readOnly ? (
        <span
          ref={highlightReaction === EMPATHY_REACTION ? setHighlightNode : undefined}
          className={cx('cm-memory-reaction', supportHighlighted && 'cm-highlight')}
          data-readonly=""
        >
          <HeartHandIcon />
          <NameAndCount name={t.support} count={supportCount} />
        </span>
      ) : (
        <button
          ref={highlightReaction === EMPATHY_REACTION ? setHighlightNode : undefined}
          type="button"
          className={cx('cm-memory-reaction', 'cm-memory-support', supportHighlighted && 'cm-highlight')}
          aria-pressed={empathized}
          onClick={() => {
            if (!canRespond) return onBlocked();
            empathy.toggle(null);
          }}
        >
          <HeartHandIcon />
          <NameAndCount name={t.support} count={supportCount} />
        </button>
      )}
      {REACTIONS.map((option) => {
        const name = t.reactionNames[option] ?? String(option);
        const count = reactionCount(memory, option);
        const isHighlighted = highlighted && highlightReaction === option && option !== EMPATHY_REACTION;
        if (readOnly) {
          return (
            <span
              key={option}
              ref={highlightReaction === option && option !== EMPATHY_REACTION ? setHighlightNode : undefined}
              className={cx('cm-memory-reaction', isHighlighted && 'cm-highlight')}
              data-readonly=""
            >
              <NameAndCount name={name} count={count} />
            </span>
          );
        }
        return (
          <button
            key={option}
            ref={highlightReaction === option && option !== EMPATHY_REACTION ? setHighlightNode : undefined}
            type="button"
            className={cx('cm-memory-reaction', isHighlighted && 'cm-highlight')}
            aria-pressed={active === option}
            onClick={() => {
              if (!canRespond) return onBlocked();
              reaction.toggle(option);
            }}
          >
            <NameAndCount name={name} count={count} />
          </button>
        );
      })}
    </div>
  );
}
