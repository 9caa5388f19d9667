import { SUBJECT_MAX, SUBJECTS_MAX } from '@childhood-memories/api-client';
import { Button, ChipInput } from '@childhood-memories/ui';
import { Suspense, useEffect, useRef, useState } from 'react';

import { DescriptionDialog } from './DescriptionDialog.tsx';
import { DraftControls } from './DraftControls.tsx';
import { useEditorContext } from './editor-context.ts';
import {
  NeedHelp,
  PhotoSection,
  PrivacyField,
  RelationshipFields,
  TagsSection,
  TitleField,
  TypeField,
} from './fields.tsx';
import { GuidanceLinks } from './GuidanceLinks.tsx';
import { LazyHelpPanel } from './lazy-quiz-help.tsx';
import { MemoryAssistant } from './MemoryAssistant.tsx';
import { PostButton, PostHint } from './PostControls.tsx';

/**
 * The single-page layout (memory-writing §2, §4): the text written in its own dialog, who it is
 * about before its type, the assistant's questions, photos, warnings and tags, the relationship
 * reflection, privacy and Post, with the help panel beside it.
 */
export function SinglePageLayout() {
  const { editor, flow, targets, t, ids, editing, onRequireSignIn } = useEditorContext();
  const { form, update, visitor } = editor;
  const [skippedSubjects, setSkippedSubjects] = useState(false);
  const [prompt, setPrompt] = useState<string | null>(null);
  const [scrollRequests, setScrollRequests] = useState(0);
  const typeAreaRef = useRef<HTMLDivElement | null>(null);
  const subjects = form.subjects.map((subject) => subject.description);
  const askedType = subjects.length > 0 || skippedSubjects || form.memoryType !== null;
  const showTags = editing || flow.photoStepDone;

  // After the text is confirmed: to the type question, or the people question before it (§4).
  useEffect(() => {
    if (scrollRequests === 0) return;
    (targets.type.current ?? typeAreaRef.current)?.scrollIntoView?.({ block: 'center' });
  }, [scrollRequests, targets]);

  const openEditor = (withPrompt: string | null = null) => {
    if (visitor) {
      onRequireSignIn?.();
      return;
    }
    setPrompt(withPrompt);
    editor.setPendingDescription(form.desc);
  };

  return (
    <>
      <TitleField />
      <div className="cm-memory-editor-description" data-visitor-field="">
        <p className="cm-memory-editor-legend" id={`${ids}-desc-label`}>
          {t.descriptionLabel}
        </p>
        <p className="cm-memory-editor-preview" data-state={form.desc === '' ? 'empty' : undefined}>
          {form.desc === '' ? t.descriptionEmpty : form.desc}
        </p>
        <div className="cm-memory-editor-row">
          <Button type="button" variant="secondary" onClick={() => openEditor()}>
            {form.desc === '' ? t.descriptionOpen : t.descriptionEdit}
          </Button>
          <NeedHelp variant="memory" />
        </div>
      </div>
      <DescriptionDialog
        prompt={prompt}
        onOpen={() => openEditor()}
        onConfirmed={() => {
          if (editing) return;
          flow.finishPhotoStep();
          setScrollRequests((count) => count + 1);
        }}
      />

      <div ref={typeAreaRef} className="cm-memory-editor-type-area" data-visitor-field="">
        <ChipInput
          label={t.subjectsLabel}
          description={t.subjectsHint}
          placeholder={t.subjectsPlaceholder}
          value={subjects}
          maxChips={SUBJECTS_MAX}
          maxChipLength={SUBJECT_MAX}
          onChange={(next) => {
            update({ subjects: next.map((description) => ({ description })) });
            if (next.length === 0) setSkippedSubjects(false);
          }}
          disabled={visitor}
        />
        {askedType ? (
          <TypeField />
        ) : (
          <Button type="button" variant="link" onClick={() => setSkippedSubjects(true)}>
            {t.subjectsSkip}
          </Button>
        )}
      </div>
      {!editing && showTags ? (
        <MemoryAssistant key={editor.formVersion} onWrite={(chosen) => openEditor(chosen)} />
      ) : null}
      <PhotoSection />
      {showTags ? <TagsSection /> : null}
      <section className="cm-memory-editor-relationship" aria-labelledby={`${ids}-relationship`}>
        <h3 id={`${ids}-relationship`} className="cm-memory-editor-section-title">
          {t.relationshipSectionTitle}
        </h3>
        <p>{t.step2Text}</p>
        <RelationshipFields />
        <NeedHelp variant="relationship" />
      </section>
      <PrivacyField />
      <GuidanceLinks />
      <DraftControls />
      <div className="cm-memory-editor-actions">
        <Button type="button" variant="ghost" onClick={flow.requestCancel}>
          {t.cancel}
        </Button>
        <PostButton />
      </div>
      <PostHint />
      <Suspense fallback={null}>
        <LazyHelpPanel headingLevel={3} />
      </Suspense>
    </>
  );
}
