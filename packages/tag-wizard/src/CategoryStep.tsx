import type { TagSelection } from '@childhood-memories/api-client';
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
} from 'react';

import { resetCategory, chosenIn } from './answers.ts';
import { categoriesFor, type CategoryDefinition } from './categories.ts';
import { SEARCH_SCROLL_DELAY_MS, SELECTION_MAX } from './constants.ts';
import { listOptions, OptionList, type OptionSection } from './OptionList.tsx';
import { capitalise, isChosen, previewDetails, sortBySortOrder, tagKey, toggleTag } from './rules.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { StepContext, toTags, useStep, useStepScope, withChosen } from './step-scope.ts';
import { useTagOptions } from './use-tag-options.ts';
import { useTagWizard } from './wizard-context.ts';

/** Props of {@link CategoryStep}. */
export interface CategoryStepProps {
  category: CategoryDefinition;
}

// 'Add more details' (with hashtag suggestions) loads when first opened: most members never use it.
const DetailsDialog = lazy(() =>
  import('./DetailsDialog.tsx').then((module) => ({ default: module.DetailsDialog })),
);

/** The question's place, heading (focused when it opens) and question. */
function StepHeader() {
  const { t, memoryType, headingRef } = useTagWizard();
  const { category, heading, questionId } = useStep();
  return (
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
}

/** A list while its options load, or a calm error with a retry. */
function OptionsState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTagWizard();
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
  return children;
}

/** Someone who did not write the memory sees its answers for this question, and changes nothing. */
function ReadOnlyStep() {
  const { t, answers, footerRef } = useTagWizard();
  const { category, questionId } = useStep();
  const chosen = chosenIn(category, answers);
  const text = answers.texts[category.textField];
  return (
    <section
      className="cm-tag-wizard-step"
      aria-labelledby={`${questionId}-heading`}
      data-category={category.key}
      data-state="read-only"
    >
      <StepHeader />
      <p className="cm-tag-wizard-hint">{t.readOnlyNote}</p>
      {chosen.length > 0 ? (
        <ul className="cm-tag-wizard-read-only-list" aria-label={t.readOnlyChosen}>
          {chosen.map((tag) => (
            <li key={tagKey(tag)}>{capitalise(tag.label)}</li>
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

/** The guide's answers for this question, read-only, behind 'Your guide'. */
function GuideNote() {
  const { t, guide: answers } = useTagWizard();
  const { category } = useStep();
  const guide = category.key === 'school' || category.key === 'health' ? undefined : answers[category.key];
  if (!guide) return null;
  return (
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
  );
}

/** People's Actions: the person (one, as a radio), then what that person did. */
function PeopleLists() {
  const { t, client, memoryType, answers, change } = useTagWizard();
  const { category, main, sections, selected, onToggle, query, counterId } = useStep();
  const personCounterId = useId();
  const person = answers.persons[0] ?? null;
  const persons = useTagOptions(client, 'person', memoryType);
  const chosenPersons = useMemo(() => answers.persons.map((entry) => entry.person), [answers.persons]);
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
  const onTogglePerson = useCallback(
    (tag: TagSelection, checked: boolean) => {
      // The person starts the question and their actions follow on it: it never moves on.
      change((current) => {
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
      });
    },
    [change],
  );
  return (
    <>
      <OptionsState query={persons}>
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
        />
      </OptionsState>
      <p id={personCounterId} className="cm-tag-wizard-counter" data-part="person">
        {t.personCount(chosenPersons.length, SELECTION_MAX.person)}
      </p>
      {person ? (
        <OptionsState query={main}>
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
          />
        </OptionsState>
      ) : (
        <p className="cm-tag-wizard-hint">{t.choosePersonFirst}</p>
      )}
    </>
  );
}

/** The question's own words: their preview, 'Add more details' (its dialog) and 'Reset All'. */
function StepDetails() {
  const { t, answers, change } = useTagWizard();
  const { category, name } = useStep();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [detailsLoaded, setDetailsLoaded] = useState(false);
  const text = answers.texts[category.textField];
  const canReset = chosenIn(category, answers).length > 0 || text.trim() !== '';
  return (
    <>
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
              onSave={(next) =>
                change((current) => ({
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
          onClick={() => change((current) => resetCategory(category, current))}
        >
          {t.resetAll}
        </Button>
      </div>
    </>
  );
}

/** The search box and the counter of chosen options. */
function StepToolbar({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useTagWizard();
  const { category, name, selected, counterId } = useStep();
  return (
    <div className="cm-tag-wizard-toolbar">
      <SearchField
        label={t.searchLabel(name)}
        hideLabel
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={onSearch}
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
  );
}

/** One category: search, the checkbox list, the counter, 'Add more details' and 'Reset All'. */
export function CategoryStep({ category }: CategoryStepProps) {
  const { t, readOnly, footerRef } = useTagWizard();
  const [search, setSearch] = useState('');
  const query = search.trim().toLocaleLowerCase('en');
  const step = useStepScope(category, query);
  const optionsRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (query === '') return;
    const timer = setTimeout(
      () => optionsRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }),
      SEARCH_SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [query]);

  if (readOnly) {
    return (
      <StepContext.Provider value={step}>
        <ReadOnlyStep />
      </StepContext.Provider>
    );
  }

  const { selected } = step;
  return (
    <StepContext.Provider value={step}>
      <section
        className="cm-tag-wizard-step"
        aria-labelledby={`${step.questionId}-heading`}
        data-category={category.key}
      >
        <StepHeader />
        <SaveStatus />
        <GuideNote />
        <StepToolbar search={search} onSearch={setSearch} />
        <div ref={optionsRef} className="cm-tag-wizard-lists">
          {category.list === 'persons_actions' ? (
            <PeopleLists />
          ) : (
            <OptionsState query={step.main}>
              <OptionList
                legend={step.heading}
                sections={step.sections}
                selected={selected}
                max={category.max}
                query={query}
                onToggle={step.onToggle}
                describedBy={step.counterId}
                noMatches={t.noMatches}
              />
            </OptionsState>
          )}
          {selected.length >= category.max ? <p className="cm-tag-wizard-hint">{t.maxReached}</p> : null}
        </div>
        <StepDetails />
        <div ref={footerRef} />
      </section>
    </StepContext.Provider>
  );
}
