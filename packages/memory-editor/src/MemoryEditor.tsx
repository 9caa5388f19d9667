import {
  DESCRIPTION_MAX,
  PATTERN_TITLE_MAX,
  RELATIONSHIP_DESCRIPTION_MAX,
  SUBJECT_MAX,
  SUBJECTS_MAX,
  TITLE_MAX,
  type Memory,
  type MemoryEditorClient,
  type MemorySavePayload,
  type MemoryType,
} from '@childhood-memories/api-client';
import { isQuickExiting } from '@childhood-memories/crisis-resources';
import {
  Button,
  Checkbox,
  ChipInput,
  ConfirmDialog,
  cx,
  Dialog,
  HashtagTextArea,
  ProgressBar,
  Spinner,
  TextField,
  useApiClient,
  useMessages,
  WidgetRoot,
} from '@childhood-memories/ui';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  Suspense,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

import {
  DESCRIPTION_MODAL_WIDTH,
  DESCRIPTION_ROWS,
  MEMORY_ASSISTANT_VISIBLE,
  FORM_STEPS,
  GUIDELINES_MODAL_WIDTH,
  MODAL_EDITOR_ROWS,
  PRIVACY_POLICY_HREF,
  TERMS_HREF,
  TITLE_BLINK_MS,
} from './constants.ts';
import { ContentWarningsPanel, KEEPS_WARNINGS_OPEN } from './ContentWarningsPanel.tsx';
import type { DraftStorage } from './drafts.ts';
import { toSavePayload } from './form.ts';
import {
  LazyCommunityGuidelinesModal,
  LazyHelpModal,
  LazyHelpPanel,
  LazyMemoryWritingSupportModal,
  loadQuizHelp,
} from './lazy-quiz-help.tsx';
import { MEMORY_EDITOR_NAMESPACE, memoryEditorMessages, type MemoryEditorMessages } from './messages.ts';
import { MemoryTypeChoice } from './MemoryTypeChoice.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';
import { PrivacyChoice } from './PrivacyChoice.tsx';
import { TaggingEntry } from './TaggingEntry.tsx';
import {
  useMemoryEditor,
  type MemoryEditorMode,
  type MemoryEditorState,
  type MemorySaveKind,
} from './use-memory-editor.ts';
import { isConfirmableText, validateMemoryForm, type FieldProblem } from './validation.ts';

/** The two layouts of memory-writing §2: the two-step form, or the single page. */
export type MemoryEditorLayout = 'steps' | 'single';

/**
 * What the `renderTagging` slot receives: the memory as saved (null before the first save), the
 * form as a save payload (the tag wizard can create the memory from it), and a way to hand back
 * the memory after tags were saved, so the editor's next save keeps them.
 */
export interface TaggingSlotContext {
  memory: Memory | null;
  draft: MemorySavePayload;
  /**
   * The hashId of the memory once it exists on the server, also when only a restored draft knows
   * it (`memory` is then null): tag it with `{ ...draft, hashId }` so no second memory is created.
   */
  hashId: string | null;
  /** The key of the editor's create call: a wizard that creates the memory must use it too. */
  idempotencyKey: string;
  memoryType: MemoryType | null;
  mode: MemoryEditorMode;
  /** Saves the memory (create or update) without leaving; null when it failed (the member was told). */
  ensureSaved: () => Promise<Memory | null>;
  /** Call with the memory the wizard saved. */
  onTagsSaved: (memory: Memory) => void;
  /** A visitor is looking: the slot should ask to sign in instead of opening anything. */
  visitor: boolean;
}

/** What a host can call on the editor through its ref. */
export interface MemoryEditorHandle {
  /**
   * The in-app navigation guard: resolves true at once when nothing is unsaved (or during a
   * quick exit); otherwise shows 'Leave page?' and resolves true for 'Leave', false for 'Keep writing'.
   */
  confirmNavigateAway: () => Promise<boolean>;
  /** Whether the member has unsaved changes. */
  hasUnsavedChanges: () => boolean;
}

/** Props of {@link MemoryEditor}. */
export interface MemoryEditorProps {
  /** 'create' writes a new memory; 'edit' loads and updates the memory `hashId`. */
  mode: MemoryEditorMode;
  /** The memory to edit (edit mode). */
  hashId?: string;
  /** 'steps' (default): the two-step form; 'single': the single-page layout. */
  layout?: MemoryEditorLayout;
  /** The API client; the `WidgetsProvider`'s by default. */
  client?: MemoryEditorClient;
  /**
   * Who is writing: a stable id of the signed-in member (drafts are kept per member), `null` for a
   * visitor (no access token: fields ask to sign in). Undefined: signed in, drafts in one shared slot.
   */
  memberId?: string | null;
  /** After a successful create (201) or update (202): refresh feeds and go to /home here. */
  onSaved?: (memory: Memory, kind: MemorySaveKind) => void;
  /**
   * Where a saved memory can be read (`/memory/{shareable_link}` on the reference site): the
   * confirmation after Post links there. Without it the confirmation has no link.
   */
  memoryHref?: (memory: Memory) => string;
  /** After a confirmed cancel (the draft and temporary photos are gone): go to /home or / here. */
  onCancel?: () => void;
  /** A visitor tried to write: open sign-in here. */
  onRequireSignIn?: () => void;
  /** Where the tagging entry goes; by default a button that opens the tag wizard (loaded lazily). */
  renderTagging?: (context: TaggingSlotContext) => ReactNode;
  /** Link of the terms of use; default '/terms-of-use'. */
  termsHref?: string;
  /** Link of the privacy policy; default '/privacy-policy'. */
  privacyPolicyHref?: string;
  /** Where drafts are kept; default `window.localStorage`; `null` keeps no drafts at all. */
  storage?: DraftStorage | null;
  /** String overrides (namespace `memoryEditor`). */
  messages?: Partial<MemoryEditorMessages>;
  className?: string;
}

function problemText(problem: FieldProblem, t: MemoryEditorMessages): string | undefined {
  if (problem === null) return undefined;
  return problem.kind === 'required' ? t.errorRequired : t.errorTooLong(problem.max);
}

function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings, sandboxed frame)
  }
}

const MOBILE_QUERY = '(max-width: 639.98px)';

// One MediaQueryList, made on first use (never at import: SSR): `matchMedia` on every render of
// every keystroke showed up in the keystroke benchmark.
let mobileQuery: MediaQueryList | null = null;

function mobileQueryList(): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  mobileQuery ??= window.matchMedia(MOBILE_QUERY);
  return mobileQuery;
}

function subscribeMobile(onChange: () => void): () => void {
  const query = mobileQueryList();
  if (query === null) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => mobileQueryList()?.matches ?? false,
    () => false,
  );
}

/**
 * Write or edit a childhood memory (memory-writing §1-§9): the type first, title and text with
 * hashtag suggestions, who it is about, photos with hidden details removed on the device,
 * content warnings, privacy, guidance, the relationship reflection, drafts on the device, guards
 * against leaving, and saving (201 for create, 202 for update) that never loses what was
 * written. Needs a `WidgetsProvider` (client, toasts, query cache) around it.
 *
 * @example
 * <WidgetsProvider client={createHttpClient({ baseUrl, getAccessToken })}>
 *   <MemoryEditor
 *     mode="create"
 *     memberId={user?.username ?? null}
 *     onSaved={() => navigate('/home')}
 *     onCancel={() => navigate(user ? '/home' : '/')}
 *     onRequireSignIn={() => navigate('?routeAction=login')}
 *   />
 * </WidgetsProvider>
 */
export const MemoryEditor = forwardRef<MemoryEditorHandle, MemoryEditorProps>(function MemoryEditor(
  {
    mode,
    hashId,
    layout = 'steps',
    client: clientProp,
    memberId,
    onSaved,
    memoryHref,
    onCancel,
    onRequireSignIn,
    renderTagging,
    termsHref = TERMS_HREF,
    privacyPolicyHref = PRIVACY_POLICY_HREF,
    storage: storageProp,
    messages,
    className,
  },
  ref,
) {
  const t = useMessages(MEMORY_EDITOR_NAMESPACE, memoryEditorMessages, messages);
  const client = useApiClient<MemoryEditorClient>(clientProp);
  const storage = useMemo(() => (storageProp !== undefined ? storageProp : browserStorage()), [storageProp]);
  // The calm confirmation after a post, with a way to read the memory; cleared by the next save.
  const [confirmation, setConfirmation] = useState<{ memory: Memory; kind: MemorySaveKind } | null>(null);
  const confirmationRef = useRef<HTMLHeadingElement | null>(null);
  const handleSaved = useCallback(
    (memory: Memory, kind: MemorySaveKind) => {
      setConfirmation({ memory, kind });
      onSaved?.(memory, kind);
    },
    [onSaved],
  );
  const editor = useMemoryEditor({ mode, hashId, client, memberId, storage, t, onSaved: handleSaved });
  useEffect(() => {
    if (confirmation !== null) confirmationRef.current?.focus();
  }, [confirmation]);
  useEffect(() => {
    // A new attempt replaces the old news.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (editor.saving) setConfirmation(null);
  }, [editor.saving]);
  const ids = useId();
  const mobile = useMobile();

  const [leaveRequest, setLeaveRequest] = useState<((leave: boolean) => void) | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [warningsOpen, setWarningsOpen] = useState(false);
  const [photoStepDone, setPhotoStepDone] = useState(false);
  const [blink, setBlink] = useState(0);
  const [help, setHelp] = useState<'memory' | 'relationship' | null>(null);
  const [draftDeleted, setDraftDeleted] = useState(false);
  const [focusTags, setFocusTags] = useState(false);
  const tagsHeadingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (!focusTags) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-shot request, consumed here
    setFocusTags(false);
    tagsHeadingRef.current?.focus();
  }, [focusTags]);
  const typeRef = useRef<HTMLFieldSetElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);

  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = editor.dirty && !editor.saving;
  });

  useImperativeHandle(
    ref,
    () => ({
      hasUnsavedChanges: () => dirty.current,
      confirmNavigateAway: () => {
        if (!dirty.current || isQuickExiting()) return Promise.resolve(true);
        return new Promise<boolean>((resolve) => setLeaveRequest(() => resolve));
      },
    }),
    [],
  );

  // The guidance and help (quiz-help) are not in the first download; fetch them once on screen.
  useEffect(() => {
    loadQuizHelp().catch(() => undefined); // a failed chunk shows through Suspense when used
  }, []);

  useEffect(() => {
    if (blink === 0) return;
    const timer = setTimeout(() => setBlink(0), TITLE_BLINK_MS);
    return () => clearTimeout(timer);
  }, [blink]);

  // Each reset (after a save or a confirmed cancel) starts the flow from the top again.
  useEffect(() => {
    if (editor.formVersion === 0 || mode === 'edit') return;
    // A reset or a restored draft comes from the editor hook; the flow follows it once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPhotoStepDone(editor.form.memoryPhoto.length > 0 || editor.draftRestored);
    setWarningsOpen(false);
    // Only on a new form version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor.formVersion]);

  const { form, update, visitor } = editor;
  const editing = mode === 'edit';
  const problems = validateMemoryForm(form);
  const rows = mobile ? DESCRIPTION_ROWS.mobile : DESCRIPTION_ROWS.desktop;

  const chooseType = useCallback(
    (memoryType: MemoryType) => {
      update({ memoryType });
      setBlink((value) => value + 1);
    },
    [update],
  );

  // Visitors see the fields, and any attempt to use them asks to sign in (memory-writing §4).
  const askToSignIn = (event: MouseEvent | KeyboardEvent) => {
    if (!visitor) return;
    const target = event.target;
    if (!(target instanceof Element) || target.closest('[data-visitor-field]') === null) return;
    if ('key' in event && (event.key === 'Tab' || event.key === 'Shift' || event.key === 'Escape')) return;
    event.preventDefault();
    onRequireSignIn?.();
  };

  const requestCancel = () => {
    if (editor.dirty) setCancelOpen(true);
    else onCancel?.();
  };

  if (editor.loading) {
    return (
      <WidgetRoot className={cx('cm-memory-editor', className)} data-state="loading">
        <Spinner label={t.loadingMemory} />
      </WidgetRoot>
    );
  }
  if (editor.loadError) {
    return (
      <WidgetRoot className={cx('cm-memory-editor', className)} data-state="error">
        <h2 className="cm-memory-editor-title">{t.editPrompt}</h2>
        <p role="alert">{t.loadFailed}</p>
        <Button type="button" variant="secondary" onClick={editor.retryLoad}>
          {t.retryLoad}
        </Button>
      </WidgetRoot>
    );
  }

  const showText = editing || form.memoryType !== null || layout === 'single';
  const showTags = editing || photoStepDone;
  // The steps layout's photo step: Skip / Next in the navigation row reveal warnings and tags.
  const photoStepPending = layout === 'steps' && showText && !editing && !photoStepDone;
  const finishPhotoStep = () => {
    setPhotoStepDone(true);
    setFocusTags(true);
  };
  const stepsLayout = layout === 'steps';
  const onStep2 = stepsLayout && editor.step === 2;

  const titleField = (
    // No key here: remounting the field would drop focus and keystrokes mid-word.
    <div className={cx('cm-memory-editor-title-field', blink > 0 && 'cm-blink')}>
      <TextField
        label={t.titleLabel}
        value={form.title}
        maxLength={TITLE_MAX}
        counter="description"
        readOnly={visitor}
        data-visitor-field=""
        error={problemText(problems.title, t)}
        onChange={(event) => update({ title: event.target.value })}
      />
    </div>
  );

  const descriptionField = (
    <HashtagTextArea
      label={t.descriptionLabel}
      placeholder={t.descriptionPlaceholder}
      value={form.desc}
      onValueChange={(desc) => update({ desc })}
      client={client}
      maxLength={DESCRIPTION_MAX}
      counter="description"
      minRows={rows.min}
      maxRows={rows.max}
      readOnly={visitor}
      data-visitor-field=""
      error={form.desc !== '' ? problemText(problems.desc, t) : undefined}
    />
  );

  const photoSection = (
    <PhotoUploader
      photos={form.memoryPhoto}
      uploads={editor.photos}
      t={t}
      showStepButtons={layout === 'single' && !editing && !photoStepDone}
      onDone={() => setPhotoStepDone(true)}
      readOnly={visitor}
      onRequireSignIn={onRequireSignIn}
    />
  );

  const draft = toSavePayload(form);
  const taggingContext: TaggingSlotContext = {
    memory: editor.savedMemory,
    draft,
    hashId: editor.savedHashId,
    idempotencyKey: editor.idempotencyKey,
    memoryType: form.memoryType,
    mode,
    ensureSaved: editor.ensureSaved,
    onTagsSaved: editor.applyTags,
    visitor,
  };

  const tagsSection = showTags ? (
    <section className="cm-memory-editor-tags" aria-labelledby={`${ids}-tags`}>
      <h3 id={`${ids}-tags`} ref={tagsHeadingRef} tabIndex={-1} className="cm-memory-editor-section-title">
        {t.tagsTitle}
      </h3>
      <ContentWarningsPanel
        options={editor.contentWarnings}
        value={form.sensitive_topics}
        onChange={(sensitive_topics) => update({ sensitive_topics })}
        open={warningsOpen}
        onOpenChange={setWarningsOpen}
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
  ) : null;

  const relationshipFields = (
    <>
      <TextField
        label={t.patternTitleLabel}
        value={form.patternTitle}
        maxLength={PATTERN_TITLE_MAX}
        counter="description"
        readOnly={visitor}
        data-visitor-field=""
        error={problemText(problems.patternTitle, t)}
        onChange={(event) => update({ patternTitle: event.target.value })}
      />
      <HashtagTextArea
        label={t.relationshipLabel}
        placeholder={t.relationshipPlaceholder}
        value={form.relationship_description}
        onValueChange={(relationship_description) => update({ relationship_description })}
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

  const needHelp = (variant: 'memory' | 'relationship') => (
    <Button
      type="button"
      variant="link"
      className="cm-memory-editor-need-help"
      onClick={() => setHelp(variant)}
    >
      {t.needHelp}
    </Button>
  );

  const guidance = (
    <div className="cm-memory-editor-guidance-row">
      <LazyHelpModal
        modal={LazyCommunityGuidelinesModal}
        trigger={(onPress) => (
          <button type="button" className="cm-link cm-memory-editor-link" onClick={onPress}>
            {t.guidelinesLink}
          </button>
        )}
      />
      <LazyHelpModal
        modal={LazyMemoryWritingSupportModal}
        trigger={(onPress) => (
          <Button type="button" variant="ghost" size="sm" onClick={onPress}>
            {t.needSupport}
          </Button>
        )}
      />
      <p className="cm-memory-editor-hint">
        {t.agreement}{' '}
        <a
          href={termsHref}
          target="_blank"
          rel="noopener noreferrer"
          className="cm-link cm-memory-editor-link"
        >
          {t.termsLink}
          <span className="cm-visually-hidden"> {t.opensInNewTab}</span>
        </a>{' '}
        {t.and}{' '}
        <a
          href={privacyPolicyHref}
          target="_blank"
          rel="noopener noreferrer"
          className="cm-link cm-memory-editor-link"
        >
          {t.privacyPolicyLink}
          <span className="cm-visually-hidden"> {t.opensInNewTab}</span>
        </a>
      </p>
    </div>
  );

  // Secondary: a quiet box under the actions, about this device only.
  const draftControls =
    !editing && !visitor && storage !== null ? (
      <section className="cm-memory-editor-draft" aria-label={t.draftSectionLabel}>
        {editor.draftRestored ? <p className="cm-memory-editor-hint">{t.draftRestored}</p> : null}
        <div className="cm-memory-editor-draft-row">
          <p className="cm-memory-editor-hint" role="status">
            {editor.draftSavedAt !== null && !editor.draftsOff
              ? t.draftSaved
              : draftDeleted && !editor.draftsOff
                ? t.draftDeleted
                : ''}
          </p>
          {!editor.draftsOff && editor.draftSavedAt !== null ? (
            <Button
              type="button"
              variant="link"
              size="sm"
              onClick={() => {
                editor.deleteDraftNow();
                setDraftDeleted(true);
              }}
            >
              {t.draftDelete}
            </Button>
          ) : null}
        </div>
        <Checkbox
          label={t.draftsOff}
          description={t.draftsOffText}
          checked={editor.draftsOff}
          onCheckedChange={editor.setDraftsOff}
        />
      </section>
    ) : null;

  // A disabled Post always says why, next to it.
  const postBlocked = editor.saving
    ? null
    : form.desc.trim() === ''
      ? t.postDisabledHint
      : form.memoryPhoto.some((photo) => photo.status === 'uploading')
        ? t.postWaitPhotos
        : !editor.canPost
          ? t.postFixFields
          : null;
  const postDescribedBy = [
    postBlocked !== null ? `${ids}-post-hint` : null,
    editor.saveFailed ? `${ids}-post-failed` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const postButton = (
    <Button
      type="button"
      onClick={() => void editor.post()}
      disabled={!editor.canPost}
      loading={editor.saving}
      aria-describedby={postDescribedBy || undefined}
      {...{ [KEEPS_WARNINGS_OPEN]: '' }}
    >
      {editor.saving ? t.posting : t.post}
    </Button>
  );
  const postHint = (
    <>
      {postBlocked !== null ? (
        <p id={`${ids}-post-hint`} className="cm-memory-editor-hint cm-memory-editor-post-hint">
          {postBlocked}
        </p>
      ) : null}
      {/* The toast with the spec's words goes after 3 s; this stays until the next attempt, in
          words of its own (the same sentence twice on screen would read as two events). */}
      {editor.saveFailed ? (
        <div id={`${ids}-post-failed`} className="cm-memory-editor-save-failed">
          <p className="cm-memory-editor-save-failed-title">
            {editing ? t.updateFailedInline : t.createFailedInline}
          </p>
          <p>{t.savedKeptText}</p>
        </div>
      ) : null}
    </>
  );

  return (
    <WidgetRoot
      className={cx('cm-memory-editor', className)}
      data-layout={layout}
      data-variant={visitor ? 'visitor' : undefined}
      data-state={editor.saving ? 'saving' : undefined}
    >
      <h2 ref={headingRef} className="cm-memory-editor-title cm-heading-title" tabIndex={-1}>
        {editing ? t.editPrompt : t.createPrompt}
      </h2>
      {confirmation !== null ? (
        <section className="cm-memory-editor-saved" aria-labelledby={`${ids}-saved`}>
          <h3 id={`${ids}-saved`} ref={confirmationRef} tabIndex={-1} className="cm-heading-part">
            {confirmation.kind === 'updated' ? t.updatedInline : t.createdInline}
          </h3>
          <div className="cm-memory-editor-row">
            {memoryHref ? (
              <a
                className="cm-button cm-button-secondary cm-button-sm"
                href={memoryHref(confirmation.memory)}
              >
                {t.savedRead}
              </a>
            ) : null}
            {confirmation.kind === 'created' ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  setConfirmation(null);
                  headingRef.current?.focus();
                }}
              >
                {t.savedWriteAnother}
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
      {visitor ? (
        <div className="cm-memory-editor-visitor">
          <p>{t.visitorHint}</p>
          <Button type="button" onClick={() => onRequireSignIn?.()}>
            {t.signIn}
          </Button>
        </div>
      ) : null}

      {/* Capturing handlers only redirect visitors to sign-in; the fields inside stay keyboard accessible. */}
      <div className="cm-memory-editor-body" onClickCapture={askToSignIn} onKeyDownCapture={askToSignIn}>
        {stepsLayout ? (
          <>
            <ProgressBar
              value={editor.step}
              max={FORM_STEPS}
              label={t.progressLabel}
              valueText={t.progressValue(editor.step, FORM_STEPS)}
            />
            {!onStep2 ? (
              <section className="cm-memory-editor-step" aria-labelledby={`${ids}-step1`}>
                <h3 id={`${ids}-step1`} className="cm-memory-editor-step-title">
                  {t.step1Title}
                </h3>
                <div data-visitor-field="">
                  <MemoryTypeChoice
                    ref={typeRef}
                    value={form.memoryType}
                    onChange={chooseType}
                    t={t}
                    name={`${ids}-type`}
                    readOnly={visitor}
                  />
                </div>
                {showText ? (
                  <>
                    {titleField}
                    {descriptionField}
                    {needHelp('memory')}
                    {photoSection}
                    {tagsSection}
                  </>
                ) : null}
                <div data-visitor-field="">
                  <PrivacyChoice
                    value={form.privacy}
                    onChange={(privacy) => update({ privacy })}
                    t={t}
                    name={`${ids}-privacy`}
                    readOnly={visitor}
                  />
                </div>
                {guidance}
                {/* One navigation row for the step: the photo step's Skip / Next, then Continue. */}
                <div className="cm-memory-editor-actions">
                  <Button type="button" variant="ghost" onClick={requestCancel}>
                    {t.cancel}
                  </Button>
                  {photoStepPending ? (
                    // The photo step ends here too: Skip or Next opens warnings and tags.
                    <>
                      <Button type="button" variant="ghost" onClick={finishPhotoStep}>
                        {t.photoSkip}
                      </Button>
                      <Button type="button" variant="secondary" onClick={finishPhotoStep}>
                        {t.photoNext}
                      </Button>
                    </>
                  ) : null}
                  <Button
                    type="button"
                    onClick={() => {
                      editor.setStep(2);
                      headingRef.current?.focus();
                    }}
                  >
                    {t.continue}
                  </Button>
                </div>
                {draftControls}
              </section>
            ) : (
              <section className="cm-memory-editor-step" aria-labelledby={`${ids}-step2`}>
                <h3 id={`${ids}-step2`} className="cm-memory-editor-step-title">
                  {t.step2Title}
                </h3>
                <p>{t.step2Text}</p>
                {relationshipFields}
                {needHelp('relationship')}
                {guidance}
                <div className="cm-memory-editor-actions">
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => {
                      editor.setStep(1);
                      headingRef.current?.focus();
                    }}
                  >
                    {t.back}
                  </Button>
                  {postButton}
                </div>
                {postHint}
                {draftControls}
              </section>
            )}
          </>
        ) : (
          <SinglePageBody
            editor={editor}
            t={t}
            ids={ids}
            mobile={mobile}
            client={client}
            editing={editing}
            titleField={titleField}
            typeRef={typeRef}
            chooseType={chooseType}
            photoSection={photoSection}
            tagsSection={tagsSection}
            revealTags={() => setPhotoStepDone(true)}
            relationshipFields={relationshipFields}
            needHelp={needHelp}
            guidance={guidance}
            draftControls={draftControls}
            actions={
              <>
                <div className="cm-memory-editor-actions">
                  <Button type="button" variant="ghost" onClick={requestCancel}>
                    {t.cancel}
                  </Button>
                  {postButton}
                </div>
                {postHint}
              </>
            }
            onRequireSignIn={onRequireSignIn}
          />
        )}
      </div>

      <Dialog
        open={help !== null}
        onOpenChange={(open) => {
          if (!open) setHelp(null);
        }}
        title={t.helpTitle}
        width={GUIDELINES_MODAL_WIDTH}
      >
        <Suspense fallback={<Spinner label={t.helpLoading} />}>
          <LazyHelpPanel variant={help ?? 'memory'} headingLevel={3} />
        </Suspense>
      </Dialog>

      <ConfirmDialog
        open={leaveRequest !== null}
        onOpenChange={(open) => {
          if (!open && leaveRequest !== null) {
            leaveRequest(false);
            setLeaveRequest(null);
          }
        }}
        title={t.leaveTitle}
        description={t.leaveText}
        confirmLabel={t.leave}
        cancelLabel={t.keepWriting}
        onConfirm={() => {
          leaveRequest?.(true);
          setLeaveRequest(null);
        }}
      />
      <ConfirmDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        title={t.cancelTitle}
        description={t.cancelText}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.keepWriting}
        tone="danger"
        onConfirm={() => {
          setCancelOpen(false);
          editor.discard();
          onCancel?.();
        }}
      />
    </WidgetRoot>
  );
});

function SinglePageBody({
  editor,
  t,
  ids,
  mobile,
  client,
  editing,
  titleField,
  typeRef,
  chooseType,
  photoSection,
  tagsSection,
  revealTags,
  relationshipFields,
  needHelp,
  guidance,
  draftControls,
  actions,
  onRequireSignIn,
}: {
  editor: MemoryEditorState;
  t: MemoryEditorMessages;
  ids: string;
  mobile: boolean;
  client: MemoryEditorClient;
  editing: boolean;
  titleField: ReactNode;
  typeRef: React.RefObject<HTMLFieldSetElement | null>;
  chooseType: (type: MemoryType) => void;
  photoSection: ReactNode;
  tagsSection: ReactNode;
  revealTags: () => void;
  relationshipFields: ReactNode;
  needHelp: (variant: 'memory' | 'relationship') => ReactNode;
  guidance: ReactNode;
  draftControls: ReactNode;
  actions: ReactNode;
  onRequireSignIn?: (() => void) | undefined;
}) {
  const { form, update, visitor, pendingDescription: text, setPendingDescription } = editor;
  const [skippedSubjects, setSkippedSubjects] = useState(false);
  const [scrollToType, setScrollToType] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [prompt, setPrompt] = useState<string | null>(null);
  const typeAreaRef = useRef<HTMLDivElement | null>(null);
  const subjects = form.subjects.map((subject) => subject.description);
  const askedType = subjects.length > 0 || skippedSubjects || form.memoryType !== null;

  useEffect(() => {
    if (!scrollToType) return;
    // The type question, or the people question that comes before it (memory-writing §4).
    const target = typeRef.current ?? typeAreaRef.current;
    if (target === null) return;
    setScrollToType(false);
    target.scrollIntoView?.({ block: 'center' });
  }, [scrollToType, typeRef]);

  const openEditor = (withPrompt: string | null = null) => {
    if (visitor) {
      onRequireSignIn?.();
      return;
    }
    setPrompt(withPrompt);
    setPendingDescription(form.desc);
  };
  // Closing with words not confirmed by Done asks first; nothing is thrown away silently.
  const requestClose = () => {
    if (text !== null && text !== form.desc) setConfirmDiscard(true);
    else setPendingDescription(null);
  };
  const confirmText = () => {
    if (text === null) return;
    update({ desc: text });
    setPendingDescription(null);
    if (!editing) {
      revealTags();
      setScrollToType(true);
    }
  };

  return (
    <>
      {titleField}
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
          {needHelp('memory')}
        </div>
      </div>
      <Dialog
        open={text !== null}
        onOpenChange={(open) => (open ? openEditor() : requestClose())}
        title={t.descriptionModalTitle}
        description={prompt !== null ? `${t.assistantPromptLabel} ${prompt}` : undefined}
        width={DESCRIPTION_MODAL_WIDTH}
        footer={
          <>
            <Button type="button" variant="ghost" onClick={requestClose}>
              {t.cancel}
            </Button>
            <Button
              type="button"
              disabled={text === null || !isConfirmableText(text, DESCRIPTION_MAX)}
              onClick={confirmText}
            >
              {editing ? t.save : t.done}
            </Button>
          </>
        }
      >
        <HashtagTextArea
          label={t.descriptionLabel}
          hideLabel
          placeholder={t.descriptionPlaceholder}
          value={text ?? ''}
          onValueChange={setPendingDescription}
          client={client}
          maxLength={DESCRIPTION_MAX}
          counter="description"
          minRows={MODAL_EDITOR_ROWS.min}
          maxRows={mobile ? MODAL_EDITOR_ROWS.maxMobile : MODAL_EDITOR_ROWS.maxDesktop}
        />
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t.discardTitle}
        description={t.discardText}
        confirmLabel={t.discard}
        cancelLabel={t.keepWriting}
        tone="danger"
        onConfirm={() => setPendingDescription(null)}
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
        {!askedType ? (
          <Button type="button" variant="link" onClick={() => setSkippedSubjects(true)}>
            {t.subjectsSkip}
          </Button>
        ) : null}
        {askedType ? (
          <MemoryTypeChoice
            ref={typeRef}
            value={form.memoryType}
            onChange={chooseType}
            t={t}
            name={`${ids}-type`}
            readOnly={visitor}
          />
        ) : null}
      </div>
      {!editing && tagsSection !== null ? (
        <MemoryAssistant key={editor.formVersion} t={t} ids={ids} onWrite={(chosen) => openEditor(chosen)} />
      ) : null}
      {photoSection}
      {tagsSection}
      <section className="cm-memory-editor-relationship" aria-labelledby={`${ids}-relationship`}>
        <h3 id={`${ids}-relationship`} className="cm-memory-editor-section-title">
          {t.relationshipSectionTitle}
        </h3>
        <p>{t.step2Text}</p>
        {relationshipFields}
        {needHelp('relationship')}
      </section>
      <div data-visitor-field="">
        <PrivacyChoice
          value={form.privacy}
          onChange={(privacy) => update({ privacy })}
          t={t}
          name={`${ids}-privacy`}
          readOnly={visitor}
        />
      </div>
      {guidance}
      {draftControls}
      {actions}
      <Suspense fallback={null}>
        <LazyHelpPanel headingLevel={3} />
      </Suspense>
    </>
  );
}

/**
 * The memory assistant (memory-writing §4, §9): gentle questions to write from, shown after the
 * description is confirmed in create mode, 10 at first and the rest on request. Each opens the
 * memory text with the question above it; 'Hide the assistant' puts it away for this memory.
 */
function MemoryAssistant({
  t,
  ids,
  onWrite,
}: {
  t: MemoryEditorMessages;
  ids: string;
  onWrite: (prompt: string) => void;
}) {
  const [hidden, setHidden] = useState(false);
  const [all, setAll] = useState(false);
  if (hidden) return null;
  const prompts = t.assistantPrompts;
  const shown = all ? prompts : prompts.slice(0, MEMORY_ASSISTANT_VISIBLE);
  const more = prompts.length - shown.length;
  return (
    <section className="cm-memory-editor-assistant" aria-labelledby={`${ids}-assistant`}>
      <h3 id={`${ids}-assistant`} className="cm-memory-editor-section-title">
        {t.assistantTitle}
      </h3>
      <p className="cm-memory-editor-hint">{t.assistantText}</p>
      <ul className="cm-memory-editor-assistant-list">
        {shown.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              className="cm-memory-editor-assistant-prompt"
              aria-label={t.assistantWrite(prompt)}
              onClick={() => onWrite(prompt)}
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
      <div className="cm-memory-editor-row">
        {more > 0 ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setAll(true)}>
            {t.assistantMore(more)}
          </Button>
        ) : null}
        <Button type="button" variant="ghost" size="sm" onClick={() => setHidden(true)}>
          {t.assistantHide}
        </Button>
      </div>
    </section>
  );
}
