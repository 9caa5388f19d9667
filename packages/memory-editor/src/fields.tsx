import {
  DESCRIPTION_MAX,
  PATTERN_TITLE_MAX,
  RELATIONSHIP_DESCRIPTION_MAX,
  TITLE_MAX,
} from '@childhood-memories/api-client';
import { Button, cx, HashtagTextArea, TextField } from '@childhood-memories/ui';

import { DESCRIPTION_ROWS } from './constants.ts';
import { ContentWarningsPanel } from './ContentWarningsPanel.tsx';
import { useEditorContext } from './editor-context.ts';
import type { MemoryEditorMessages } from './messages.ts';
import { MemoryTypeChoice } from './MemoryTypeChoice.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';
import { PrivacyChoice } from './PrivacyChoice.tsx';
import type { TaggingSlotContext } from './props.ts';
import { TaggingEntry } from './TaggingEntry.tsx';
import type { FieldProblem } from './validation.ts';

/** The words under a field for its problem (none while it is fine). */
export function problemText(problem: FieldProblem, t: MemoryEditorMessages): string | undefined {
  if (problem === null) return undefined;
  return problem.kind === 'required' ? t.errorRequired : t.errorTooLong(problem.max);
}

function useDescriptionRows() {
  const { mobile } = useEditorContext();
  return mobile ? DESCRIPTION_ROWS.mobile : DESCRIPTION_ROWS.desktop;
}

/** The title; it blinks once after a type was chosen. */
export function TitleField() {
  const { editor, t, problems, flow } = useEditorContext();
  return (
    <div className={cx('cm-memory-editor-title-field', flow.blink && 'cm-blink')}>
      <TextField
        label={t.titleLabel}
        value={editor.form.title}
        maxLength={TITLE_MAX}
        counter="description"
        readOnly={editor.visitor}
        data-visitor-field=""
        error={problemText(problems.title, t)}
        onChange={(event) => editor.update({ title: event.target.value })}
      />
    </div>
  );
}

/** The memory's text, with hashtag suggestions (the steps layout writes it in place). */
export function DescriptionField() {
  const { editor, t, problems, client } = useEditorContext();
  const rows = useDescriptionRows();
  const { form } = editor;
  return (
    <HashtagTextArea
      label={t.descriptionLabel}
      placeholder={t.descriptionPlaceholder}
      value={form.desc}
      onValueChange={(desc) => editor.update({ desc })}
      client={client}
      maxLength={DESCRIPTION_MAX}
      counter="description"
      minRows={rows.min}
      maxRows={rows.max}
      readOnly={editor.visitor}
      data-visitor-field=""
      error={form.desc !== '' ? problemText(problems.desc, t) : undefined}
    />
  );
}

/** The relationship reflection: a pattern's title and its description. */
export function RelationshipFields() {
  const { editor, t, problems, client } = useEditorContext();
  const rows = useDescriptionRows();
  const { form, visitor } = editor;
  return (
    <>
      <TextField
        label={t.patternTitleLabel}
        value={form.patternTitle}
        maxLength={PATTERN_TITLE_MAX}
        counter="description"
        readOnly={visitor}
        data-visitor-field=""
        error={problemText(problems.patternTitle, t)}
        onChange={(event) => editor.update({ patternTitle: event.target.value })}
      />
      <HashtagTextArea
        label={t.relationshipLabel}
        placeholder={t.relationshipPlaceholder}
        value={form.relationship_description}
        onValueChange={(relationship_description) => editor.update({ relationship_description })}
        client={client}
        maxLength={RELATIONSHIP_DESCRIPTION_MAX}
        counter="description"
        minRows={rows.min}
        maxRows={rows.max}
        readOnly={visitor}
        data-visitor-field=""
        error={problemText(problems.relationship_description, t)}
      />
    </>
  );
}

/** 'Need help?': the memory or the relationship guidance in a dialog. */
export function NeedHelp({ variant }: { variant: 'memory' | 'relationship' }) {
  const { t, flow } = useEditorContext();
  return (
    <Button
      type="button"
      variant="link"
      className="cm-memory-editor-need-help"
      onClick={() => flow.setHelp(variant)}
    >
      {t.needHelp}
    </Button>
  );
}

/** The memory's type (childhood, bittersweet…). */
export function TypeField() {
  const { editor, t, ids, flow, targets } = useEditorContext();
  const { type: typeRef } = targets;
  return (
    <MemoryTypeChoice
      ref={typeRef}
      value={editor.form.memoryType}
      onChange={flow.chooseType}
      t={t}
      name={`${ids}-type`}
      readOnly={editor.visitor}
    />
  );
}

/** Who may read the memory. */
export function PrivacyField() {
  const { editor, t, ids, editing, targets } = useEditorContext();
  return (
    <div data-visitor-field="">
      <PrivacyChoice
        value={editor.form.privacy}
        onChange={(privacy) => editor.update({ privacy })}
        t={t}
        name={`${ids}-privacy`}
        readOnly={editor.visitor}
        description={editing ? undefined : t.privacyBeforePost}
        fieldsetRef={targets.privacy}
      />
    </div>
  );
}

/** Photos, hidden details removed on the device; the single page's photo step ends here. */
export function PhotoSection() {
  const { editor, t, editing, layout, flow, onRequireSignIn } = useEditorContext();
  return (
    <PhotoUploader
      photos={editor.form.memoryPhoto}
      uploads={editor.photos}
      t={t}
      showStepButtons={layout === 'single' && !editing && !flow.photoStepDone}
      onDone={() => flow.finishPhotoStep()}
      readOnly={editor.visitor}
      onRequireSignIn={onRequireSignIn}
    />
  );
}

/** Content warnings and the tagging entry (the host's slot, or the lazy tag wizard). */
export function TagsSection() {
  const { editor, t, ids, editing, flow, targets, renderTagging, onRequireSignIn } = useEditorContext();
  const { tagsHeading: tagsHeadingRef } = targets;
  const { form, visitor } = editor;
  const draft = editor.taggingDraft;
  const taggingContext: TaggingSlotContext = {
    memory: editor.savedMemory,
    draft,
    hashId: editor.savedHashId,
    idempotencyKey: editor.idempotencyKey,
    memoryType: form.memoryType,
    mode: editing ? 'edit' : 'create',
    ensureSaved: editor.ensureSaved,
    onTagsSaved: editor.applyTags,
    visitor,
  };
  return (
    <section className="cm-memory-editor-tags" aria-labelledby={`${ids}-tags`}>
      <h3 id={`${ids}-tags`} ref={tagsHeadingRef} tabIndex={-1} className="cm-memory-editor-section-title">
        {t.tagsTitle}
      </h3>
      <ContentWarningsPanel
        options={editor.contentWarnings}
        value={form.sensitive_topics}
        onChange={(sensitive_topics) => editor.update({ sensitive_topics })}
        open={flow.warningsOpen}
        onOpenChange={flow.setWarningsOpen}
        t={t}
        editing={editing}
        hadWarnings={editor.hadWarnings}
        failed={editor.contentWarningsFailed}
        readOnly={visitor}
      />
      <p className="cm-memory-editor-hint">{t.tagsText}</p>
      {renderTagging ? (
        renderTagging(taggingContext)
      ) : (
        <TaggingEntry
          memory={editor.savedMemory}
          draft={draft}
          hashId={editor.savedHashId}
          idempotencyKey={editor.idempotencyKey}
          label={t.tagsOpen}
          loadingLabel={t.tagsLoading}
          onTagsSaved={editor.applyTags}
          isEdit={editing}
          readOnly={visitor}
          onRequireSignIn={onRequireSignIn}
        />
      )}
    </section>
  );
}
