import { Button, Checkbox, ProgressBar } from '@childhood-memories/ui';

import { PROGRESS_MAX } from './constants.ts';
import type { TagWizardMessages } from './messages.ts';
import { useTagWizard } from './wizard-context.ts';

/** Which title and button the introduction card shows (README: decisions). */
export function introductionCopy(
  isEdit: boolean,
  progress: number,
  t: TagWizardMessages,
): { title: string; action: string } {
  if (progress >= PROGRESS_MAX)
    return { title: isEdit ? t.introEditTitle : t.introNewTitle, action: t.editTags };
  if (!isEdit) return { title: t.introNewTitle, action: t.gotIt };
  if (progress === 0) return { title: t.introTagTitle, action: t.editDetailsButton };
  return { title: t.introEditTitle, action: t.addMore };
}

/**
 * The introduction card: 'Did You Know?' for new posts, 'Tag Your Trauma Details' or 'Edit Your
 * Trauma Details' when editing, the progress bar, the button ('Got It!', 'Add More', 'Edit
 * Details', or 'Edit Tags' at 100) and 'Don't show this again'.
 */
export function IntroductionCard() {
  const { t, isEdit, progress, hideIntroduction, setHideIntroduction, go, headingRef } = useTagWizard();
  const copy = introductionCopy(isEdit, progress, t);
  return (
    <section className="cm-tag-wizard-intro" aria-labelledby="cm-tag-wizard-intro-title">
      <h3 id="cm-tag-wizard-intro-title" ref={headingRef} tabIndex={-1} className="cm-tag-wizard-intro-title">
        {copy.title}
      </h3>
      <p className="cm-tag-wizard-intro-text">{isEdit ? t.introEditText : t.introNewText}</p>
      <ProgressBar
        label={t.progressLabel}
        value={progress}
        max={PROGRESS_MAX}
        valueText={t.progressValue(progress)}
      />
      <div className="cm-tag-wizard-intro-actions">
        <Button onClick={() => go({ kind: 'list' })}>{copy.action}</Button>
        <Checkbox label={t.dontShowAgain} checked={hideIntroduction} onCheckedChange={setHideIntroduction} />
      </div>
    </section>
  );
}
