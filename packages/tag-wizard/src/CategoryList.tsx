import { Button, CheckIcon, ProgressBar } from '@childhood-memories/ui';
import type { ReactNode } from 'react';

import { isAnswered } from './answers.ts';
import { categoriesFor } from './categories.ts';
import { PROGRESS_MAX } from './constants.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { useTagWizard } from './wizard-context.ts';

/** Props of {@link CategoryList}. */
export interface CategoryListProps {
  /** 'Your guide', the family panel, 'Take a break'. */
  children?: ReactNode;
}

/** The list of questions, each with a check mark once answered, and the progress bar. */
export function CategoryList({ children }: CategoryListProps) {
  const { t, memoryType, answers, progress, go, headingRef } = useTagWizard();
  return (
    <section className="cm-tag-wizard-list" aria-labelledby="cm-tag-wizard-list-title">
      <h3 id="cm-tag-wizard-list-title" ref={headingRef} tabIndex={-1} className="cm-tag-wizard-list-title">
        {t.categoriesLabel}
      </h3>
      <ProgressBar
        label={t.progressLabel}
        value={progress}
        max={PROGRESS_MAX}
        valueText={t.progressValue(progress)}
      />
      <SaveStatus />
      <ol className="cm-tag-wizard-categories">
        {categoriesFor(memoryType).map((category, index) => {
          const answered = isAnswered(category, answers);
          return (
            <li
              key={category.key}
              className="cm-tag-wizard-category"
              data-state={answered ? 'answered' : 'unanswered'}
            >
              <Button
                variant="ghost"
                className="cm-tag-wizard-category-button"
                onClick={() => go({ kind: 'category', key: category.key })}
              >
                {/* The place in the list as seen; the spec's numbers stay the `tab` ids. */}
                <span className="cm-tag-wizard-category-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="cm-tag-wizard-category-name">{t.categoryNames[category.key]}</span>
                <span className="cm-visually-hidden">, {answered ? t.answered : t.notAnswered}</span>
                <span
                  className="cm-tag-wizard-category-check"
                  aria-hidden="true"
                  data-state={answered ? 'answered' : 'unanswered'}
                >
                  {answered ? <CheckIcon /> : null}
                </span>
              </Button>
            </li>
          );
        })}
      </ol>
      {children}
    </section>
  );
}
