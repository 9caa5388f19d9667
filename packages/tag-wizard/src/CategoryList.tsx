import type { MemoryType } from '@childhood-memories/api-client';
import { Button, ProgressBar } from '@childhood-memories/ui';
import type { ReactNode, RefObject } from 'react';

import { isAnswered, type TagAnswers } from './answers.ts';
import { categoriesFor, type CategoryKey } from './categories.ts';
import { PROGRESS_MAX } from './constants.ts';
import type { TagWizardMessages } from './messages.ts';
import { CheckMark } from './SaveStatus.tsx';

/** Props of {@link CategoryList}. */
export interface CategoryListProps {
  memoryType: MemoryType;
  answers: TagAnswers;
  progress: number;
  onOpen: (key: CategoryKey) => void;
  t: TagWizardMessages;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The inline save state. */
  status: ReactNode;
  /** 'Your guide', the family panel, 'Take a break'. */
  children?: ReactNode;
}

/** The list of questions, each with a check mark once answered, and the progress bar. */
export function CategoryList({
  memoryType,
  answers,
  progress,
  onOpen,
  t,
  headingRef,
  status,
  children,
}: CategoryListProps) {
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
      {status}
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
                onClick={() => onOpen(category.key)}
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
                  {answered ? <CheckMark /> : null}
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
