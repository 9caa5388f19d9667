import { Button, Checkbox } from '@childhood-memories/ui';
import { useEditorContext } from './editor-context.ts';

/**
 * The draft on this device (create mode, members, storage available): secondary, a quiet box
 * under the actions — whether it was brought back or saved, delete it now, or keep none.
 */
export function DraftControls() {
  const { editor, flow, t, editing, draftsKept } = useEditorContext();
  if (editing || editor.visitor || !draftsKept) return null;
  return (
    <section className="cm-memory-editor-draft" aria-label={t.draftSectionLabel}>
      {editor.draftRestored ? <p className="cm-memory-editor-hint">{t.draftRestored}</p> : null}
      <div className="cm-memory-editor-draft-row">
        <p className="cm-memory-editor-hint" role="status">
          {editor.draftSavedAt !== null && !editor.draftsOff
            ? t.draftSaved
            : flow.draftDeleted && !editor.draftsOff
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
              flow.setDraftDeleted(true);
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
  );
}
