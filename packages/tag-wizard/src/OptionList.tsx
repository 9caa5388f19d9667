import type { TagSelection } from '@childhood-memories/api-client';
import { memo, startTransition, useEffect, useId, useState, type ReactNode } from 'react';

import { capitalise, isChosen, isOptionDisabled, tagKey } from './rules.ts';

/** Rows mounted with the question; a longer list mounts the rest right after. */
const INITIAL_ROWS = 60;

/** One option as a list shows it: the tag and its lower-cased search text. */
export interface ListedOption {
  tag: TagSelection;
  /** Capitalised label. */
  label: string;
  /** Lower-cased label, compared with the search text. */
  key: string;
  /** The option's id as a React key (custom tags use their text). */
  reactKey: string;
}

/** Turn tags into listed options once per options list (not per keystroke). */
export function listOptions(tags: readonly TagSelection[]): ListedOption[] {
  return tags.map((tag) => {
    const label = capitalise(tag.label);
    return { tag, label, key: tag.label.toLocaleLowerCase('en'), reactKey: tagKey(tag) };
  });
}

interface OptionRowProps {
  option: ListedOption;
  checked: boolean;
  disabled: boolean;
  hidden: boolean;
  name: string;
  /** A single choice (at most one): a radio. */
  single: boolean;
  onToggle: (tag: TagSelection, checked: boolean) => void;
}

/*
 * The ui's one checkbox and radio look (real inputs), memoised per row: with 300 options a
 * search keystroke only flips the `hidden` attribute of the rows whose visibility changed (rows
 * are never re-mounted).
 */
const OptionRow = memo(function OptionRow({
  option,
  checked,
  disabled,
  hidden,
  name,
  single,
  onToggle,
}: OptionRowProps) {
  // The ui's checkbox and radio markup, written out (a label around the input, no ids): with
  // 300 rows the component around it cost a third of the time to open a question.
  return (
    <li className="cm-tag-wizard-option" hidden={hidden} data-state={checked ? 'checked' : 'unchecked'}>
      <label className="cm-choice" data-disabled={disabled ? '' : undefined}>
        <span className="cm-control" data-type={single ? 'radio' : 'checkbox'}>
          <input
            type={single ? 'radio' : 'checkbox'}
            className="cm-control-input"
            name={name}
            value={option.reactKey}
            checked={checked}
            disabled={disabled}
            onChange={(event) => onToggle(option.tag, single ? true : event.currentTarget.checked)}
          />
          <span className="cm-control-visual" aria-hidden="true" />
        </span>
        <span className="cm-choice-label">{option.label}</span>
      </label>
    </li>
  );
});

/** A titled run of options (School groups); the heading is hidden while searching. */
export interface OptionSection {
  id: string;
  heading: ReactNode | null;
  options: readonly ListedOption[];
}

/** Props of {@link OptionList}. */
export interface OptionListProps {
  /** The group's accessible name (the question or category). */
  legend: ReactNode;
  /** Show the legend on screen (otherwise it is for screen readers only). */
  showLegend?: boolean;
  sections: readonly OptionSection[];
  selected: readonly TagSelection[];
  max: number;
  /** Lower-cased, trimmed search text; '' shows every option. */
  query: string;
  onToggle: (tag: TagSelection, checked: boolean) => void;
  /** Id of the text that describes the group (the counter). */
  describedBy?: string;
  /** Shown instead of the options when none matches. */
  noMatches: ReactNode;
}

/**
 * A group of checkboxes with the category's rules: at the maximum every unchosen option is
 * disabled; a single choice (maximum 1: Age, the person) is a group of radios instead; options
 * not matching the search are hidden; 'No options match your search' when none is left.
 */
export function OptionList({
  legend,
  showLegend = false,
  sections,
  selected,
  max,
  query,
  onToggle,
  describedBy,
  noMatches,
}: OptionListProps) {
  const name = useId();
  const single = max === 1;
  const searching = query !== '';
  // A long list mounts its first rows with the question and the rest in a transition right
  // after, so opening a category with 300 options shows at once (searching renders them all).
  const [mountAll, setMountAll] = useState(false);
  useEffect(() => {
    if (!mountAll) startTransition(() => setMountAll(true));
  }, [mountAll]);
  const limit = mountAll || searching ? Number.POSITIVE_INFINITY : INITIAL_ROWS;
  const firstIndexes = sections.reduce<number[]>(
    (indexes, section, index) => [
      ...indexes,
      index === 0 ? 0 : indexes[index - 1]! + sections[index - 1]!.options.length,
    ],
    [],
  );
  const visible = searching
    ? sections.reduce(
        (count, section) => count + section.options.filter((option) => option.key.includes(query)).length,
        0,
      )
    : sections.reduce((count, section) => count + section.options.length, 0);
  const rendered = sections.map((section, index) => {
    const mounted = section.options.slice(0, Math.max(0, limit - (firstIndexes[index] ?? 0)));
    const rows = mounted.map((option) => {
      const hidden = searching && !option.key.includes(query);
      const checked = isChosen(selected, option.tag);
      return (
        <OptionRow
          key={option.reactKey}
          option={option}
          checked={checked}
          // A single choice is a radio: choosing another answer replaces the first.
          disabled={single ? false : isOptionDisabled(selected, option.tag, max)}
          hidden={hidden}
          name={name}
          single={single}
          onToggle={onToggle}
        />
      );
    });
    return { section, rows };
  });

  return (
    <fieldset className="cm-tag-wizard-options" aria-describedby={describedBy}>
      <legend className={showLegend ? 'cm-tag-wizard-options-legend' : 'cm-visually-hidden'}>{legend}</legend>
      {rendered.map(({ section, rows }) => (
        <div key={section.id} className="cm-tag-wizard-options-section">
          {section.heading !== null ? (
            <p className="cm-tag-wizard-options-heading" hidden={searching}>
              {section.heading}
            </p>
          ) : null}
          <ul className="cm-tag-wizard-options-list">{rows}</ul>
        </div>
      ))}
      <p className="cm-tag-wizard-no-matches" role="status">
        {visible === 0 ? noMatches : null}
      </p>
    </fieldset>
  );
}
