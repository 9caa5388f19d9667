import { Button } from '@childhood-memories/ui';
import { flushSync } from 'react-dom';

import { KEEPS_WARNINGS_OPEN } from './ContentWarningsPanel.tsx';
import { useEditorContext } from './editor-context.ts';
import { PRIVACY_MESSAGE_KEYS } from './PrivacyChoice.tsx';

function usePostState() {
  const { editor, t, ids } = useEditorContext();
  const { form } = editor;
  // A disabled Post always says why, next to it.
  const blocked = editor.saving
    ? null
    : form.desc.trim() === ''
      ? t.postDisabledHint
      : form.memoryPhoto.some((photo) => photo.status === 'uploading')
        ? t.postWaitPhotos
        : !editor.canPost
          ? t.postFixFields
          : null;
  return {
    blocked,
    hintId: `${ids}-post-hint`,
    failedId: `${ids}-post-failed`,
    privacyId: `${ids}-post-privacy`,
  };
}

/** Whether Post is told who can read the memory once posted: a new memory, in the two-step layout. */
function usePrivacyShownAtPost() {
  const { editing, layout } = useEditorContext();
  return !editing && layout === 'steps';
}

/**
 * Who can read the memory once it is posted, above Post where the choice is on the other step
 * (issue 35: a new memory starts as Public, or as the member's last choice, and the member sees
 * it where they decide to post), with the way back to the choice.
 */
export function PostPrivacy() {
  const { editor, t, targets } = useEditorContext();
  const { privacyId } = usePostState();
  if (!usePrivacyShownAtPost()) return null;
  const [label, text] = PRIVACY_MESSAGE_KEYS[editor.form.privacy];
  const change = () => {
    // The first step renders at once, so focus can land on the question.
    flushSync(() => editor.setStep(1));
    targets.privacy.current?.focus();
  };
  return (
    <div className="cm-memory-editor-post-privacy">
      <p id={privacyId}>{t.postPrivacy(t[label], t[text])}</p>
      <Button type="button" variant="link" onClick={change}>
        {t.postPrivacyChange}
      </Button>
    </div>
  );
}

/** Post (or 'Posting...'), described by why it is disabled and by the last failure. */
export function PostButton() {
  const { editor, t } = useEditorContext();
  const { blocked, hintId, failedId, privacyId } = usePostState();
  const privacyShown = usePrivacyShownAtPost();
  // Why it waits or failed first, then who can read the memory once posted.
  const describedBy = [
    blocked !== null ? hintId : null,
    editor.saveFailed ? failedId : null,
    privacyShown ? privacyId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Button
      type="button"
      onClick={() => void editor.post()}
      disabled={!editor.canPost}
      loading={editor.saving}
      aria-describedby={describedBy || undefined}
      {...{ [KEEPS_WARNINGS_OPEN]: '' }}
    >
      {editor.saving ? t.posting : t.post}
    </Button>
  );
}

/** Why Post is disabled, and what the last failed save kept. */
export function PostHint() {
  const { editor, t, editing } = useEditorContext();
  const { blocked, hintId, failedId } = usePostState();
  return (
    <>
      {blocked !== null ? (
        <p id={hintId} className="cm-memory-editor-hint cm-memory-editor-post-hint">
          {blocked}
        </p>
      ) : null}
      {/* The toast with the spec's words goes after 3 s; this stays until the next attempt, in
          words of its own (the same sentence twice on screen would read as two events). */}
      {editor.saveFailed ? (
        <div id={failedId} className="cm-memory-editor-save-failed">
          <p className="cm-memory-editor-save-failed-title">
            {editing ? t.updateFailedInline : t.createFailedInline}
          </p>
          <p>{t.savedKeptText}</p>
        </div>
      ) : null}
    </>
  );
}
