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
  const relationName = useId();
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

  const fixedRelation = editor !== null && (editor.relation === 'father' || editor.relation === 'mother');

  return (
    <section className="cm-tag-wizard-family" aria-labelledby={headingId}>
      <h4 id={headingId} className="cm-tag-wizard-family-title">
        {t.familyTitle}
      </h4>
      {canEdit ? null : <p className="cm-tag-wizard-hint">{t.familyOwnerOnly}</p>}
      <ul className="cm-tag-wizard-family-list">
        {placeholders.map((relation) => (
          <li key={relation} className="cm-tag-wizard-family-member" data-state="placeholder">
            <span className="cm-tag-wizard-family-relation">{relationLabel(relation, t)}</span>
            <span className="cm-tag-wizard-family-name">{t.familyPlaceholderHint}</span>
            {canEdit ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t.familyEdit(relationLabel(relation, t))}
                onClick={() => setEditor({ id: null, relation, name: '' })}
              >
                {t.familyEditShort}
              </Button>
            ) : null}
          </li>
        ))}
        {members.map((member) => {
          const who =
            member.name !== ''
              ? `${relationLabel(member.relation, t)}: ${member.name}`
              : relationLabel(member.relation, t);
          return (
            <li key={member.id} className="cm-tag-wizard-family-member" data-state="added">
              <span className="cm-tag-wizard-family-relation">{relationLabel(member.relation, t)}</span>
              <span className="cm-tag-wizard-family-name">{member.name}</span>
              {canEdit ? (
                <span className="cm-tag-wizard-family-actions">
                  {/* Two separate controls with short visible words; the names say whom they act on. */}
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t.familyEdit(who)}
                    onClick={() => setEditor({ id: member.id, relation: member.relation, name: member.name })}
                  >
                    {t.familyEditShort}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t.familyRemove(who)}
                    onClick={() => onChange(members.filter((m) => m.id !== member.id))}
                  >
                    {t.familyRemoveShort}
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {canEdit ? (
        <Dialog
          open={editor !== null}
          onOpenChange={(open) => {
            if (open) setEditor({ id: null, relation: 'grandparent', name: '' });
            else setEditor(null);
          }}
          trigger={
            <Button variant="secondary" size="sm" disabled={members.length >= FAMILY_MEMBERS_MAX}>
              {t.familyAdd}
            </Button>
          }
          title={t.familyAddTitle}
          closeLabel={t.close}
          width={480}
          footer={
            <>
              <Button variant="secondary" onClick={() => setEditor(null)}>
                {t.cancel}
              </Button>
              <Button onClick={save}>{t.save}</Button>
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
                        onChange={() => setEditor({ ...editor, relation })}
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
                onChange={(event) => setEditor({ ...editor, name: event.currentTarget.value })}
              />
            </div>
          ) : null}
        </Dialog>
      ) : null}
    </section>
  );
}
