import type { MemoryType, TagOption, TagWizardClient } from '@childhood-memories/api-client';
import { Button, SearchField, Spinner } from '@childhood-memories/ui';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

import { resetCategory, chosenIn, type TagAnswers } from './answers.ts';
import { categoriesFor, type CategoryDefinition } from './categories.ts';
import { SEARCH_SCROLL_DELAY_MS, SELECTION_MAX } from './constants.ts';
import type { TagWizardMessages } from './messages.ts';
import { listOptions, OptionList, type OptionSection } from './OptionList.tsx';
import {
  ageHeadingKind,
  ageOptions,
  capitalise,
  groupSchool,
  isChosen,
  previewDetails,
  sortBySortOrder,
  sortHealth,
  toggleTag,
  type ChosenTag,
} from './rules.ts';
import type { YourGuideAnswers } from './storage.ts';
import { useTagOptions } from './use-tag-options.ts';

/** Props of {@link CategoryStep}. */
export interface CategoryStepProps {
  category: CategoryDefinition;
  memoryType: MemoryType;
  client: TagWizardClient;
  answers: TagAnswers;
  /** Applies and saves a change; `stay`: no moving on after it (People's Actions' person). */
  onChange: (update: (answers: TagAnswers) => TagAnswers, options?: { stay?: boolean }) => void;
  t: TagWizardMessages;
  /** The guide's answers for this step, shown read-only. */
  guide: YourGuideAnswers[keyof YourGuideAnswers];
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The inline save state. */
  status: ReactNode;
  /** The end of the question, which the view scrolls to after a saved change. */
  footerRef: RefObject<HTMLDivElement | null>;
  /** The viewer does not own the memory: the answers are shown, nothing can be changed. */
  readOnly?: boolean;
}

// 'Add more details' (with hashtag suggestions) loads when first opened: most members never use it.
const DetailsDialog = lazy(() =>
  import('./DetailsDialog.tsx').then((module) => ({ default: module.DetailsDialog })),
);

function toTags(options: readonly TagOption[]): ChosenTag[] {
  return options.map((option) => ({ id: option.id, label: option.label }));
}

/** Chosen tags the options list does not offer (custom words, retired options): always shown. */
function withChosen(offered: readonly ChosenTag[], chosen: readonly ChosenTag[]): ChosenTag[] {
  const extra = chosen.filter((tag) => !isChosen(offered, tag));
  return extra.length === 0 ? [...offered] : [...offered, ...extra];
}

function sectionsFor(
  category: CategoryDefinition,
  options: readonly TagOption[],
  chosen: readonly ChosenTag[],
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

function useOptionsView(
  client: TagWizardClient,
  category: CategoryDefinition,
  memoryType: MemoryType,
  enabled = true,
) {
  return useTagOptions(client, category.options, memoryType, enabled);
}

/** One category: search, the checkbox list, the counter, 'Add more details' and 'Reset All'. */
export function CategoryStep({
  category,
  memoryType,
  client,
  answers,
  onChange,
  t,
  guide,
  headingRef,
  status,
  footerRef,
  readOnly = false,
}: CategoryStepProps) {
  const [search, setSearch] = useState('');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [detailsLoaded, setDetailsLoaded] = useState(false);
  const optionsRef = useRef<HTMLDivElement | null>(null);
  const counterId = useId();
  const personCounterId = useId();
  const questionId = useId();
  const name = t.categoryNames[category.key];
  const query = search.trim().toLocaleLowerCase('en');
  const isPeople = category.list === 'persons_actions';
  const person = answers.persons[0] ?? null;

  const persons = useTagOptions(client, 'person', memoryType, isPeople && !readOnly);
  // A read-only view lists what was chosen; it needs the options only for the Age heading.
  const main = useOptionsView(
    client,
    category,
    memoryType,
    category.key === 'age' || (!readOnly && (!isPeople || person !== null)),
  );

  useEffect(() => {
    if (query === '') return;
    const timer = setTimeout(
      () => optionsRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }),
      SEARCH_SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [query]);

  const selected = useMemo(
    () => (category.list === 'persons_actions' ? (person?.actions ?? []) : answers.lists[category.list]),
    [answers, category.list, person],
  );
  const chosenPersons = useMemo(() => answers.persons.map((entry) => entry.person), [answers.persons]);
  const sections = useMemo(
    () => sectionsFor(category, main.data ?? [], selected, t),
    [category, main.data, selected, t],
  );
  const personSections = useMemo<OptionSection[]>(
    () => [
      {
        id: 'persons',
        heading: null,
        options: listOptions(withChosen(toTags(sortBySortOrder(persons.data ?? [])), chosenPersons)),
      },
    ],
    [persons.data, chosenPersons],
  );

  const onToggle = useCallback(
    (tag: ChosenTag, checked: boolean) => {
      onChange((current) => {
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
      });
    },
    [category, onChange],
  );

  const onTogglePerson = useCallback(
    (tag: ChosenTag, checked: boolean) => {
      onChange(
        (current) => {
          const chosen = toggleTag(
            current.persons.map((entry) => entry.person),
            tag,
            checked,
            SELECTION_MAX.person,
          );
          // A person who stays keeps their actions; removing the person clears them.
          const persons = chosen.map(
            (candidate) =>
              current.persons.find((entry) => isChosen([entry.person], candidate)) ?? {
                person: candidate,
                actions: [],
              },
          );
          return { ...current, persons };
        },
        { stay: true },
      );
    },
    [onChange],
  );

  const text = answers.texts[category.textField];
  const chosen = chosenIn(category, answers);
  const canReset = chosen.length > 0 || text.trim() !== '';
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
  const heading = ageHeading ?? name;

  function optionsState(
    query: { isPending: boolean; isError: boolean; refetch: () => unknown },
    list: ReactNode,
  ) {
    if (query.isError) {
      return (
        <div className="cm-tag-wizard-load-error" role="alert">
          <p>{t.optionsFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      );
    }
    if (query.isPending) return <Spinner label={t.loadingOptions} />;
    return list;
  }

  const header = (
    <header className="cm-tag-wizard-step-header">
      <p className="cm-tag-wizard-step-number">
        {t.categoryNumber(categoriesFor(memoryType).findIndex((shown) => shown.key === category.key) + 1)}
      </p>
      <h3 id={`${questionId}-heading`} ref={headingRef} tabIndex={-1} className="cm-tag-wizard-step-title">
        {heading}
      </h3>
      <p id={questionId} className="cm-tag-wizard-step-question">
        {t.categoryQuestions[category.key]}
      </p>
    </header>
  );

  if (readOnly) {
    return (
      <section
        className="cm-tag-wizard-step"
        aria-labelledby={`${questionId}-heading`}
        data-category={category.key}
        data-state="read-only"
      >
        {header}
        <p className="cm-tag-wizard-hint">{t.readOnlyNote}</p>
        {chosen.length > 0 ? (
          <ul className="cm-tag-wizard-read-only-list" aria-label={t.readOnlyChosen}>
            {chosen.map((tag) => (
              <li key={tag.id === null ? `text:${tag.label}` : `id:${tag.id}`}>{capitalise(tag.label)}</li>
            ))}
          </ul>
        ) : (
          <p className="cm-tag-wizard-hint">{t.readOnlyNothing}</p>
        )}
        {text.trim() !== '' ? (
          <p className="cm-tag-wizard-details-preview">
            <span className="cm-tag-wizard-details-preview-label">{t.detailsPreviewLabel}</span> {text}
          </p>
        ) : null}
        <div ref={footerRef} />
      </section>
    );
  }

  return (
    <section
      className="cm-tag-wizard-step"
      aria-labelledby={`${questionId}-heading`}
      data-category={category.key}
    >
      {header}
      {status}
      {guide ? (
        <details className="cm-tag-wizard-guide-note">
          <summary>{t.yourGuide}</summary>
          {guide.labels.length > 0 ? (
            <ul>
              {guide.labels.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          ) : null}
          {guide.text !== '' ? <p>{guide.text}</p> : null}
        </details>
      ) : null}

      <div className="cm-tag-wizard-toolbar">
        <SearchField
          label={t.searchLabel(name)}
          hideLabel
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={setSearch}
          className="cm-tag-wizard-search"
          messages={{ clearSearch: t.clearSearch }}
        />
        <p
          id={counterId}
          className="cm-tag-wizard-counter"
          data-state={selected.length >= category.max ? 'full' : undefined}
        >
          {t.selectionCount(selected.length, category.max)}
        </p>
      </div>

      <div ref={optionsRef} className="cm-tag-wizard-lists">
        {isPeople ? (
          <>
            {optionsState(
              persons,
              <OptionList
                legend={t.personLegend}
                showLegend
                sections={personSections}
                selected={chosenPersons}
                max={SELECTION_MAX.person}
                query={query}
                onToggle={onTogglePerson}
                describedBy={personCounterId}
                noMatches={t.noMatches}
              />,
            )}
            <p id={personCounterId} className="cm-tag-wizard-counter" data-part="person">
              {t.personCount(chosenPersons.length, SELECTION_MAX.person)}
            </p>
            {person ? (
              optionsState(
                main,
                <OptionList
                  legend={t.actionsLegend(person.person.label)}
                  showLegend
                  sections={sections}
                  selected={selected}
                  max={category.max}
                  query={query}
                  onToggle={onToggle}
                  describedBy={counterId}
                  noMatches={t.noMatches}
                />,
              )
            ) : (
              <p className="cm-tag-wizard-hint">{t.choosePersonFirst}</p>
            )}
          </>
        ) : (
          optionsState(
            main,
            <OptionList
              legend={heading}
              sections={sections}
              selected={selected}
              max={category.max}
              query={query}
              onToggle={onToggle}
              describedBy={counterId}
              noMatches={t.noMatches}
            />,
          )
        )}
        {selected.length >= category.max ? <p className="cm-tag-wizard-hint">{t.maxReached}</p> : null}
      </div>

      {text.trim() !== '' ? (
        <p className="cm-tag-wizard-details-preview">
          <span className="cm-tag-wizard-details-preview-label">{t.detailsPreviewLabel}</span>{' '}
          {previewDetails(text)}
        </p>
      ) : null}

      <div className="cm-tag-wizard-step-actions">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setDetailsLoaded(true);
            setDetailsOpen(true);
          }}
        >
          {t.addMoreDetails}
        </Button>
        {detailsLoaded ? (
          <Suspense fallback={<Spinner label={t.loadingDetails} />}>
            <DetailsDialog
              open={detailsOpen}
              onOpenChange={setDetailsOpen}
              categoryName={name}
              text={text}
              t={t}
              client={client}
              onSave={(next) =>
                onChange((current) => ({
                  ...current,
                  texts: { ...current.texts, [category.textField]: next },
                }))
              }
            />
          </Suspense>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          disabled={!canReset}
          onClick={() => onChange((current) => resetCategory(category, current))}
        >
          {t.resetAll}
        </Button>
      </div>

      <div ref={footerRef} />
    </section>
  );
}
