import { FORM_STEPS } from './constants.ts';
import { Button, ProgressBar } from '@childhood-memories/ui';

import { DraftControls } from './DraftControls.tsx';
import { useEditorContext } from './editor-context.ts';
import {
  DescriptionField,
  NeedHelp,
  PhotoSection,
  PrivacyField,
  RelationshipFields,
  TagsSection,
  TitleField,
  TypeField,
} from './fields.tsx';
import { GuidanceLinks } from './GuidanceLinks.tsx';
import { PostButton, PostHint, PostPrivacy } from './PostControls.tsx';

/**
 * The two-step layout (memory-writing §2): the memory (type, title, text, photos, warnings and
 * tags, privacy), then the relationship reflection and Post.
 */
export function StepsLayout() {
  const { editor, flow, targets, t, ids, editing } = useEditorContext();
  const showText = editing || editor.form.memoryType !== null;
  const showTags = editing || flow.photoStepDone;
  // The photo step: Skip / Next in the navigation row reveal warnings and tags.
  const photoStepPending = showText && !editing && !flow.photoStepDone;
  const goTo = (step: number) => {
    editor.setStep(step);
    targets.heading.current?.focus();
  };

  return (
    <>
      <ProgressBar
        value={editor.step}
        max={FORM_STEPS}
        label={t.progressLabel}
        valueText={t.progressValue(editor.step, FORM_STEPS)}
      />
      {editor.step !== 2 ? (
        <section className="cm-memory-editor-step" aria-labelledby={`${ids}-step1`}>
          <h3 id={`${ids}-step1`} className="cm-memory-editor-step-title">
            {t.step1Title}
          </h3>
          <div data-visitor-field="">
            <TypeField />
          </div>
          {showText ? (
            <>
              <TitleField />
              <DescriptionField />
              <NeedHelp variant="memory" />
              <PhotoSection />
              {showTags ? <TagsSection /> : null}
            </>
          ) : null}
          <PrivacyField />
          <GuidanceLinks />
          {/* One navigation row for the step: the photo step's Skip / Next, then Continue. */}
          <div className="cm-memory-editor-actions">
            <Button type="button" variant="ghost" onClick={flow.requestCancel}>
              {t.cancel}
            </Button>
            {photoStepPending ? (
              <>
                <Button type="button" variant="ghost" onClick={() => flow.finishPhotoStep(true)}>
                  {t.photoSkip}
                </Button>
                <Button type="button" variant="secondary" onClick={() => flow.finishPhotoStep(true)}>
                  {t.photoNext}
                </Button>
              </>
            ) : null}
            <Button type="button" onClick={() => goTo(2)}>
              {t.continue}
            </Button>
          </div>
          <DraftControls />
        </section>
      ) : (
        <section className="cm-memory-editor-step" aria-labelledby={`${ids}-step2`}>
          <h3 id={`${ids}-step2`} className="cm-memory-editor-step-title">
            {t.step2Title}
          </h3>
          <p>{t.step2Text}</p>
          <RelationshipFields />
          <NeedHelp variant="relationship" />
          <GuidanceLinks />
          <PostPrivacy />
          <div className="cm-memory-editor-actions">
            <Button type="button" variant="ghost" onClick={() => goTo(1)}>
              {t.back}
            </Button>
            <PostButton />
          </div>
          <PostHint />
          <DraftControls />
        </section>
      )}
    </>
  );
}
