import { Button } from '@childhood-memories/ui';
import { lazy, Suspense } from 'react';

import { CategoryList } from './CategoryList.tsx';
import { CategoryStep } from './CategoryStep.tsx';
import { categoriesFor, neighbours, type CategoryDefinition } from './categories.ts';
import { IntroductionCard } from './IntroductionCard.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { CATEGORY_BY_KEY } from './storage.ts';
import { useTagWizard, type TagWizardScope } from './wizard-context.ts';
import { YourGuide } from './YourGuide.tsx';

// The family panel (below the questions, with its add dialog) comes a moment after the list.
const FamilyMembersPanel = lazy(() =>
  import('./FamilyMembersPanel.tsx').then((module) => ({ default: module.FamilyMembersPanel })),
);

// Loaded only when the member takes a break: quiz-help's tips are not part of the wizard's entry.
const GroundingTip = lazy(() =>
  import('@childhood-memories/quiz-help').then((module) => ({ default: module.GroundingTip })),
);

/** The question a view shows, when it is one of the questions for this memory's type. */
export function shownCategory({ view, memoryType }: Pick<TagWizardScope, 'view' | 'memoryType'>) {
  if (view.kind !== 'category') return null;
  const category = CATEGORY_BY_KEY.get(view.key);
  const shown = categoriesFor(memoryType).some((candidate) => candidate.key === view.key);
  return category && shown ? category : null;
}

/** Whether the view has buttons in the dialog's footer (the guide, a break, a question). */
export function hasFooter(scope: Pick<TagWizardScope, 'view' | 'memoryType'>): boolean {
  const { kind } = scope.view;
  return kind === 'guide' || kind === 'break' || shownCategory(scope) !== null;
}

function TakeBreakButton() {
  const { t, takeBreak } = useTagWizard();
  return (
    <Button variant="ghost" className="cm-tag-wizard-break-button" onClick={takeBreak}>
      {t.takeBreak}
    </Button>
  );
}

/** The list of questions, then 'Your guide', 'Take a break' and the family panel. */
function ListView() {
  const { t, go } = useTagWizard();
  return (
    <CategoryList>
      <div className="cm-tag-wizard-list-actions">
        <Button variant="secondary" onClick={() => go({ kind: 'guide' })}>
          {t.yourGuide}
        </Button>
        <TakeBreakButton />
      </div>
      <Suspense fallback={null}>
        <FamilyMembersPanel />
      </Suspense>
    </CategoryList>
  );
}

/** A calm break: everything chosen is saved (or still saving), and a grounding tip. */
function BreakView() {
  const { t, saveState, breaks, headingRef } = useTagWizard();
  const waiting = saveState === 'saving' || saveState === 'retrying';
  return (
    <section className="cm-tag-wizard-break" aria-labelledby="cm-tag-wizard-break-title">
      <h3 id="cm-tag-wizard-break-title" ref={headingRef} tabIndex={-1} className="cm-tag-wizard-list-title">
        {t.breakTitle}
      </h3>
      <p className="cm-tag-wizard-break-text">{waiting ? t.breakSaving : t.breakSaved}</p>
      <SaveStatus />
      <Suspense fallback={null}>
        <GroundingTip index={breaks - 1} />
      </Suspense>
    </section>
  );
}

/** The wizard's body for the view it is on. */
export function WizardBody() {
  const scope = useTagWizard();
  switch (scope.view.kind) {
    case 'intro':
      return <IntroductionCard />;
    case 'list':
      return <ListView />;
    case 'guide':
      return <YourGuide />;
    case 'break':
      return <BreakView />;
    case 'category': {
      const category = shownCategory(scope);
      return category ? <CategoryStep key={category.key} category={category} /> : null;
    }
  }
}

/** In the dialog's footer, which stays on screen: 'Next' is never scrolled away (390 px). */
function StepNavigation({ category }: { category: CategoryDefinition }) {
  const { t, memoryType, go } = useTagWizard();
  const { previous, next } = neighbours(memoryType, category.key);
  return (
    <div className="cm-tag-wizard-step-nav">
      <Button
        variant="secondary"
        disabled={!previous}
        onClick={() => previous && go({ kind: 'category', key: previous.key })}
      >
        {t.previous}
      </Button>
      <Button variant="ghost" onClick={() => go({ kind: 'list' })}>
        {t.backToList}
      </Button>
      <TakeBreakButton />
      <Button onClick={() => go(next ? { kind: 'category', key: next.key } : { kind: 'list' })}>
        {t.next}
      </Button>
    </div>
  );
}

/** The footer's buttons for the view it is on (see `hasFooter`). */
export function WizardFooter() {
  const scope = useTagWizard();
  const { t, go, closeForBreak } = scope;
  if (scope.view.kind === 'guide') {
    return (
      <Button variant="secondary" onClick={() => go({ kind: 'list' })}>
        {t.backToList}
      </Button>
    );
  }
  if (scope.view.kind === 'break') {
    return (
      <>
        <Button variant="secondary" onClick={() => go({ kind: 'list' })}>
          {t.breakBack}
        </Button>
        <Button onClick={closeForBreak}>{t.breakClose}</Button>
      </>
    );
  }
  const category = shownCategory(scope);
  return category ? <StepNavigation category={category} /> : null;
}
