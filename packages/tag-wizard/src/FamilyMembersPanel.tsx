import {
  FAMILY_MEMBER_NAME_MAX,
  FAMILY_MEMBERS_MAX,
  newIdempotencyKey,
  type FamilyRelation,
} from '@childhood-memories/api-client';
import { Button, Dialog, TextField } from '@childhood-memories/ui';
import { useId, useState } from 'react';

import type { TagWizardMessages } from './messages.ts';
import { familyOf } from './use-wizard-flow.ts';
import { useTagWizard } from './wizard-context.ts';

const ADDABLE: readonly Exclude<FamilyRelation, 'father' | 'mother'>[] = [
  'grandparent',
  'sibling',
  'child',
  'other',
];

function relationLabel(relation: FamilyRelation, t: TagWizardMessages): string {
  if (relation === 'father') return t.familyFather;
  if (relation === 'mother') return t.familyMother;
  return t.familyRelations[relation];
}

interface EditorState {
  /** The member edited, or null when adding. */
  id: string | null;
  relation: FamilyRelation;
  name: string;
}

/** One row: Father or Mother not named yet (a placeholder), or a member added, with Edit and Remove. */
function FamilyRow({
  relation,
  name,
  onEdit,
  onRemove,
}: {
  relation: FamilyRelation;
  /** null for a placeholder. */
  name: string | null;
  /** null when the viewer may not edit. */
  onEdit: (() => void) | null;
  onRemove?: () => void;
}) {
  const { t } = useTagWizard();
  const label = relationLabel(relation, t);
  const who = name ? `${label}: ${name}` : label;
  const edit = onEdit ? (
    <Button variant="secondary" size="sm" aria-label={t.familyEdit(who)} onClick={onEdit}>
      {t.familyEditShort}
    </Button>
  ) : null;
  return (
    <li className="cm-tag-wizard-family-member" data-state={name === null ? 'placeholder' : 'added'}>
      <span className="cm-tag-wizard-family-relation">{label}</span>
      <span className="cm-tag-wizard-family-name">{name ?? t.familyPlaceholderHint}</span>
      {name === null || edit === null ? (
        edit
      ) : (
        <span className="cm-tag-wizard-family-actions">
          {/* Two separate controls with short visible words; the names say whom they act on. */}
          {edit}
          <Button variant="ghost" size="sm" aria-label={t.familyRemove(who)} onClick={onRemove}>
            {t.familyRemoveShort}
          </Button>
        </span>
      )}
    </li>
  );
}

/** 'Add family member' and its dialog, which also edits a member (the relationship then fixed for Father and Mother). */
function FamilyMemberEditor({
  editor,
  onChange,
  onSave,
  canAdd,
}: {
  editor: EditorState | null;
  onChange: (editor: EditorState | null) => void;
  onSave: () => void;
  canAdd: boolean;
}) {
  const { t } = useTagWizard();
  const relationName = useId();
  const fixedRelation = editor !== null && (editor.relation === 'father' || editor.relation === 'mother');
  return (
    <Dialog
      open={editor !== null}
      onOpenChange={(open) => onChange(open ? { id: null, relation: 'grandparent', name: '' } : null)}
      trigger={
        <Button variant="secondary" size="sm" disabled={!canAdd}>
          {t.familyAdd}
        </Button>
      }
      title={t.familyAddTitle}
      closeLabel={t.close}
      width={480}
      footer={
        <>
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t.cancel}
          </Button>
          <Button onClick={onSave}>{t.save}</Button>
        </>
      }
    >
      {editor ? (
        <div className="cm-tag-wizard-family-form">
          {fixedRelation ? (
            <p className="cm-tag-wizard-family-fixed">{relationLabel(editor.relation, t)}</p>
          ) : (
            <fieldset className="cm-tag-wizard-family-relations">
              <legend>{t.familyRelationLegend}</legend>
              {ADDABLE.map((relation) => (
                <label key={relation} className="cm-tag-wizard-radio">
                  <input
                    type="radio"
                    name={relationName}
                    value={relation}
                    checked={editor.relation === relation}
                    onChange={() => onChange({ ...editor, relation })}
                  />
                  {t.familyRelations[relation]}
                </label>
              ))}
            </fieldset>
          )}
          <TextField
            label={t.familyNameLabel}
            value={editor.name}
            maxLength={FAMILY_MEMBER_NAME_MAX}
            counter="none"
            onChange={(event) => onChange({ ...editor, name: event.currentTarget.value })}
          />
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * The family-members panel: Father and Mother placeholders, the members added, and the add
 * dialog (Grandparent, Sibling, Child, Other). Only the author of the memory may add or edit.
 */
export function FamilyMembersPanel() {
  const scope = useTagWizard();
  const { t, changeFamily: onChange } = scope;
  const members = familyOf(scope);
  // Only the memory's author may add or edit.
  const canEdit = !scope.readOnly;
  const [editor, setEditor] = useState<EditorState | null>(null);
  const headingId = useId();
  const placeholders = (['father', 'mother'] as const).filter(
    (relation) => !members.some((m) => m.relation === relation),
  );

  function save() {
    if (!editor) return;
    const name = editor.name.trim();
    if (editor.id === null)
      onChange([...members, { id: newIdempotencyKey(), relation: editor.relation, name }]);
    else
      onChange(
        members.map((member) =>
          member.id === editor.id ? { ...member, relation: editor.relation, name } : member,
        ),
      );
    setEditor(null);
  }

  return (
    <section className="cm-tag-wizard-family" aria-labelledby={headingId}>
      <h4 id={headingId} className="cm-tag-wizard-family-title">
        {t.familyTitle}
      </h4>
      {canEdit ? null : <p className="cm-tag-wizard-hint">{t.familyOwnerOnly}</p>}
      <ul className="cm-tag-wizard-family-list">
        {placeholders.map((relation) => (
          <FamilyRow
            key={relation}
            relation={relation}
            name={null}
            onEdit={canEdit ? () => setEditor({ id: null, relation, name: '' }) : null}
          />
        ))}
        {members.map((member) => (
          <FamilyRow
            key={member.id}
            relation={member.relation}
            name={member.name}
            onEdit={
              canEdit
                ? () => setEditor({ id: member.id, relation: member.relation, name: member.name })
                : null
            }
            onRemove={() => onChange(members.filter((m) => m.id !== member.id))}
          />
        ))}
      </ul>
      {canEdit ? (
        <FamilyMemberEditor
          editor={editor}
          onChange={setEditor}
          onSave={save}
          canAdd={members.length < FAMILY_MEMBERS_MAX}
        />
      ) : null}
    </section>
  );
}
