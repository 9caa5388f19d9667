import { Button } from '@childhood-memories/ui';

import { KEEPS_WARNINGS_OPEN } from './ContentWarningsPanel.tsx';
import { useEditorContext } from './editor-context.ts';

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
  return { blocked, hintId: `${ids}-post-hint`, failedId: `${ids}-post-failed` };
}

/** Post (or 'Posting...'), described by why it is disabled and by the last failure. */
export function PostButton() {
  const { editor, t } = useEditorContext();
  const { blocked, hintId, failedId } = usePostState();
  const describedBy = [blocked !== null ? hintId : null, editor.saveFailed ? failedId : null]
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
