import type { CoverMode } from '@childhood-memories/api-client';
import { Button } from '@childhood-memories/ui';
import { useId } from 'react';

import { useMemoryModal, useShownMemory } from './modal-context.tsx';
import { AuthorName, PostedTime } from './ReadView.tsx';

/** How a covered memory is covered: behind its notice, hidden by a filter, or filters loading. */
export type CoveredMode = Exclude<CoverMode, 'open'>;

/**
 * Whether the memory is covered for this reader now, and how: `coverMode`'s answer (api-client),
 * lifted for a 'warn' once the reader chose 'Show memory' (`agreed`). A hidden one and one whose
 * filters are still loading stay covered whatever was chosen.
 *
 * @example
 * coveredMode('warn', false); // 'warn'
 * coveredMode('warn', true); // null: shown
 */
export function coveredMode(mode: CoverMode, agreed: boolean): CoveredMode | null {
  if (mode === 'open' || (mode === 'warn' && agreed)) return null;
  return mode;
}

/**
 * A covered memory, on whichever tab, sub-view or deep link the modal opened: who wrote it and
 * when, its content warnings, and 'Show memory' (or, for a warning the reader's safety filters
 * hide, the way to their filters). No word, tag, photo, comment or link of the memory is here.
 */
export function CoverView() {
  const { t, safetyFiltersHref } = useMemoryModal();
  const { memory, covered: mode, show } = useShownMemory();
  const headingId = useId();
  return (
    <div className="cm-memory-read">
      <div className="cm-memory-meta">
        <AuthorName username={memory.author.username} isYou={false} />
        <span aria-hidden="true">·</span>
        <PostedTime memory={memory} />
      </div>
      <section className="cm-memory-cover" aria-labelledby={headingId}>
        <h3 id={headingId} className="cm-heading-part">
          {t.coverTitle}
        </h3>
        <ul className="cm-memory-warning-list" aria-label={t.warningsLabel}>
          {memory.sensitive_topics.map((warning) => (
            <li key={warning.id} className="cm-memory-warning">
              {warning.description}
            </li>
          ))}
        </ul>
        {mode === 'hide' ? (
          <>
            <p className="cm-prose">{t.coverHidden}</p>
            {safetyFiltersHref ? (
              <a className="cm-link cm-memory-cover-link" href={safetyFiltersHref}>
                {t.safetyFilters}
              </a>
            ) : null}
          </>
        ) : (
          <>
            <p className="cm-prose">{t.coverWarn}</p>
            <Button variant="secondary" onClick={show} disabled={mode === 'pending'}>
              {t.showMemory}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
