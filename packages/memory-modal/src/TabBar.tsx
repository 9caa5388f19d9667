import { useRef, type KeyboardEvent, type Ref } from 'react';

import type { TabKey } from './tabs.ts';

/** Props of {@link TabBar}. */
export interface TabBarProps {
  tabs: readonly TabKey[];
  /** The selected tab; a view outside the list (Praise Comment, Send Message) selects none. */
  value: TabKey;
  onChange: (tab: TabKey) => void;
  labelOf: (tab: TabKey) => string;
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the tab and panel ids. */
  idPrefix: string;
  /** The member points at or focuses a tab: fetch its code ahead. */
  onIntent: (tab: TabKey) => void;
  /** The tab list element (the strip that stays at the top of the modal's body). */
  listRef?: Ref<HTMLDivElement>;
}

/** The id of a tab's button and of its panel. */
export function tabIds(idPrefix: string, tab: TabKey) {
  return { tab: `${idPrefix}-tab-${tab}`, panel: `${idPrefix}-panel-${tab}` };
}

/**
 * The modal's tab list, by the WAI-ARIA tabs pattern with manual activation: one tab stop,
 * the arrow keys (and Home, End) move between tabs, Enter or Space opens one. Written here
 * rather than with Radix Tabs, whose roving-focus collection alone would cost the first download
 * about 4 kB (the modal's budget is 40 kB); the ui's look (`cm-tabs-*`) is kept.
 */
export function TabBar({ tabs, value, onChange, labelOf, label, idPrefix, onIntent, listRef }: TabBarProps) {
  const buttons = useRef(new Map<TabKey, HTMLButtonElement>());
  const tabStop = tabs.includes(value) ? value : tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const key = tabs[target];
    if (key !== undefined) buttons.current.get(key)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className="cm-tabs-list cm-memory-tablist"
    >
      {tabs.map((key, index) => {
        const ids = tabIds(idPrefix, key);
        const selected = key === value;
        return (
          <button
            key={key}
            ref={(node) => {
              if (node) buttons.current.set(key, node);
              else buttons.current.delete(key);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={selected ? ids.panel : undefined}
            tabIndex={key === tabStop ? 0 : -1}
            className="cm-tabs-trigger"
            data-state={selected ? 'active' : 'inactive'}
            onClick={() => onChange(key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onFocus={() => onIntent(key)}
            onPointerEnter={() => onIntent(key)}
          >
            {labelOf(key)}
          </button>
        );
      })}
    </div>
  );
}
