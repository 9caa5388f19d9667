import { GUIDE_STEPS } from './storage.ts';
import { useTagWizard } from './wizard-context.ts';

/**
 * The read-only 'your guide' view: the guide's answers stored on this device
 * (`yourGuideFormData`) under the headings Age, Siblings, Risk Factors, People's Actions,
 * Challenges, Shocks, Feelings, Needs, Thoughts, Changes.
 */
export function YourGuide() {
  const { t, guide, headingRef } = useTagWizard();
  const hasAny = GUIDE_STEPS.some((step) => guide[step] !== undefined);
  return (
    <section className="cm-tag-wizard-guide" aria-labelledby="cm-tag-wizard-guide-title">
      <h3 id="cm-tag-wizard-guide-title" ref={headingRef} tabIndex={-1} className="cm-tag-wizard-list-title">
        {t.yourGuideTitle}
      </h3>
      <p className="cm-tag-wizard-hint">{hasAny ? t.yourGuideIntro : t.yourGuideNothing}</p>
      {hasAny ? (
        <dl className="cm-tag-wizard-guide-list">
          {GUIDE_STEPS.map((step) => {
            const answer = guide[step];
            const heading = t.categoryNames[step];
            return (
              <div key={step} className="cm-tag-wizard-guide-item">
                <dt>{heading}</dt>
                <dd>
                  {answer
                    ? [...answer.labels, ...(answer.text !== '' ? [answer.text] : [])].join(', ')
                    : t.yourGuideEmpty}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </section>
  );
}
