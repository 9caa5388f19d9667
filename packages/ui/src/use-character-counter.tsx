import { useRef, useState, type ReactNode } from 'react';

import { counterState, type CounterKind } from './counter.ts';
import type { uiMessages } from './messages.ts';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.ts';

interface CounterParts {
  /** The visible `n/max` element (or null), to render in the field footer. */
  counter: ReactNode;
  /** A polite live region that speaks only when a threshold is crossed. */
  announcer: ReactNode;
  /** Id of the full-text count, for the field's `aria-describedby` (undefined when hidden). */
  describedById: string | undefined;
}

/**
 * The counter of a text field: visible text `n/max`, a full sentence for screen readers in the
 * field description, and an announcement only when the counter appears or turns red, never per
 * keystroke.
 */
export function useCharacterCounter(
  baseId: string,
  length: number,
  max: number | undefined,
  kind: CounterKind,
  characterCount: (typeof uiMessages)['characterCount'],
): CounterParts {
  const state = max === undefined ? { visible: false, danger: false } : counterState(length, max, kind);
  const level = state.danger ? 2 : state.visible ? 1 : 0;
  const previousLevel = useRef(level);
  const [announcement, setAnnouncement] = useState('');

  useIsomorphicLayoutEffect(() => {
    if (level === previousLevel.current) return;
    const rising = level > previousLevel.current;
    previousLevel.current = level;
    setAnnouncement(rising && max !== undefined ? characterCount(length, max) : '');
  }, [level, length, max, characterCount]);

  const countId = `${baseId}-count`;
  const counter =
    state.visible && max !== undefined ? (
      <span className="cm-field-counter" data-state={state.danger ? 'danger' : 'normal'}>
        <span aria-hidden="true">{`${length}/${max}`}</span>
        <span className="cm-visually-hidden" id={countId}>
          {characterCount(length, max)}
        </span>
      </span>
    ) : null;

  const announcer = (
    <span className="cm-visually-hidden" role="status" aria-atomic="true">
      {announcement}
    </span>
  );

  return { counter, announcer, describedById: counter ? countId : undefined };
}
