import { selectionFromOption, type TagOption, type TagSelection } from '@childhood-memories/api-client';
import { createContext, useCallback, useContext, useId, useMemo } from 'react';

import { movesOnAfterChoice, type CategoryDefinition } from './categories.ts';
import type { TagWizardMessages } from './messages.ts';
import { listOptions, type OptionSection } from './OptionList.tsx';
import {
  ageHeadingKind,
  ageOptions,
  groupSchool,
  isChosen,
  sortBySortOrder,
  sortHealth,
  toggleTag,
} from './rules.ts';
import { useTagOptions } from './use-tag-options.ts';
import { useTagWizard } from './wizard-context.ts';

export function toTags(options: readonly TagOption[]): TagSelection[] {
  return options.map(selectionFromOption);
}

/** Chosen tags the options list does not offer (custom words, retired options): always shown. */
export function withChosen(
  offered: readonly TagSelection[],
  chosen: readonly TagSelection[],
): TagSelection[] {
  const extra = chosen.filter((tag) => !isChosen(offered, tag));
  return extra.length === 0 ? [...offered] : [...offered, ...extra];
}

function sectionsFor(
  category: CategoryDefinition,
  options: readonly TagOption[],
  chosen: readonly TagSelection[],
  t: TagWizardMessages,
): OptionSection[] {
  if (category.key === 'school') {
    const groups = groupSchool(options);
    const offered = groups.flatMap((group) => toTags(group.options));
    const extra = withChosen(offered, chosen).slice(offered.length);
    const sections: OptionSection[] = groups.map((group) => ({
      id: group.type,
      heading: t.schoolHeadings[group.type],
      options: listOptions(toTags(group.options)),
    }));
    if (extra.length > 0) sections.push({ id: 'chosen', heading: null, options: listOptions(extra) });
    return sections;
  }
  const sorted =
    category.key === 'age'
      ? ageOptions(options)
      : category.key === 'health'
        ? sortHealth(options)
        : sortBySortOrder(options);
  return [{ id: 'all', heading: null, options: listOptions(withChosen(toTags(sorted), chosen)) }];
}

/** What the parts of one question read, besides the wizard's own context. */
export interface StepScope {
  category: CategoryDefinition;
  /** The question's name ('Feelings'). */
  name: string;
  /** Its heading: the name, or the Age heading the options decide. */
  heading: string;
  questionId: string;
  counterId: string;
  /** The search, trimmed and lowercase. */
  query: string;
  /** The main list's options (a person's actions on People's Actions). */
  main: ReturnType<typeof useTagOptions>;
  sections: OptionSection[];
  selected: readonly TagSelection[];
  onToggle: (tag: TagSelection, checked: boolean) => void;
}

export const StepContext = createContext<StepScope | null>(null);

export function useStep(): StepScope {
  const step = useContext(StepContext);
  if (step === null) throw new Error('[tag-wizard] useStep() is read inside a CategoryStep only.');
  return step;
}

/**
 * The parts' shared state for one question: its options (the person's actions on People's
 * Actions), the chosen tags, the Age heading, and the toggle that saves a change.
 */
export function useStepScope(category: CategoryDefinition, query: string): StepScope {
  const { t, client, memoryType, answers, change, readOnly } = useTagWizard();
  const counterId = useId();
  const questionId = useId();
  const isPeople = category.list === 'persons_actions';
  const person = answers.persons[0] ?? null;
  // A read-only view lists what was chosen; it needs the options only for the Age heading.
  const main = useTagOptions(
    client,
    category.options,
    memoryType,
    category.key === 'age' || (!readOnly && (!isPeople || person !== null)),
  );
  const selected = useMemo(
    () => (category.list === 'persons_actions' ? (person?.actions ?? []) : answers.lists[category.list]),
    [answers, category.list, person],
  );
  const sections = useMemo(
    () => sectionsFor(category, main.data ?? [], selected, t),
    [category, main.data, selected, t],
  );
  const onToggle = useCallback(
    (tag: TagSelection, checked: boolean) => {
      const moveOn = checked && movesOnAfterChoice(category);
      change(
        (current) => {
          if (category.list === 'persons_actions') {
            const [first, ...rest] = current.persons;
            if (!first) return current;
            return {
              ...current,
              persons: [{ ...first, actions: toggleTag(first.actions, tag, checked, category.max) }, ...rest],
            };
          }
          return {
            ...current,
            lists: {
              ...current.lists,
              [category.list]: toggleTag(current.lists[category.list], tag, checked, category.max),
            },
          };
        },
        { moveOn },
      );
    },
    [category, change],
  );
  // The Age heading reads the tags the step offers and the ones the memory holds (memory-writing §2).
  const ageHeading = useMemo(
    () =>
      category.key === 'age'
        ? t.ageHeadings[
            ageHeadingKind([
              ...ageOptions(main.data ?? []).map((option) => option.label),
              ...answers.lists.age_ranges.map((tag) => tag.label),
            ])
          ]
        : null,
    [category.key, main.data, answers.lists.age_ranges, t],
  );
  const name = t.categoryNames[category.key];
  return {
    category,
    name,
    heading: ageHeading ?? name,
    questionId,
    counterId,
    query,
    main,
    sections,
    selected,
    onToggle,
  };
}
