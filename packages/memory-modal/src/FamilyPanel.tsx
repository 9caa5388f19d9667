import {
  FAMILY_MEMBER_NAME_MAX,
  FAMILY_MEMBERS_MAX,
  newIdempotencyKey,
  savePayloadFromMemory,
  type FamilyMember,
  type FamilyRelation,
  type MemoryEditorClient,
} from '@childhood-memories/api-client';
import { Button, Dialog, RadioGroup, syncSavedMemory, TextField } from '@childhood-memories/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import type { MemoryModalMessages } from './messages.ts';
import { useMemoryModal, useShownMemory } from './modal-context.tsx';

/** The relationships the add dialog offers (community §2.4): Father and Mother are the placeholders. */
export const ADDABLE_RELATIONS: readonly Exclude<FamilyRelation, 'father' | 'mother'>[] = [
  'grandparent',
  'sibling',
  'child',
  'other',
];

/** The call the panel saves with: the memory's update, when the client has it. */
export type FamilyClient = Partial<Pick<MemoryEditorClient, 'updateMemory'>>;

interface Editing {
  /** The member changed, or null when adding (a placeholder names Father or Mother). */
  id: string | null;
  relation: FamilyRelation;
  name: string;
}

function relationLabel(relation: FamilyRelation, t: MemoryModalMessages): string {
  return t.familyRelations[relation] ?? relation;
}

/** The add or edit dialog of one family member: a relationship (fixed when editing) and an optional name. */
function FamilyMemberDialog({
  editing,
  onChange,
  onSubmit,
  pending,
  failed,
}: {
  editing: Editing | null;
  /** The choice as it changes, or null to close (never while saving). */
  onChange: (next: Editing | null) => void;
  onSubmit: () => void;
  pending: boolean;
  failed: boolean;
}) {
  const { t } = useMemoryModal();
  const radioName = useId();
  const fixed =
    editing !== null && (editing.id !== null || !ADDABLE_RELATIONS.includes(editing.relation as never));
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(next) => {
        if (!next && !pending) onChange(null);
      }}
      title={editing?.id === null && !fixed ? t.familyAddTitle : t.familyEditTitle}
      closeLabel={t.close}
      width={480}
      footer={
        <>
          <Button variant="secondary" onClick={() => onChange(null)} disabled={pending}>
            {t.familyCancel}
          </Button>
          <Button onClick={onSubmit} loading={pending}>
            {t.familySave}
          </Button>
        </>
      }
    >
      {editing ? (
        <form
          className="cm-memory-family-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {fixed ? (
            <p className="cm-memory-field-label">{relationLabel(editing.relation, t)}</p>
          ) : (
            <RadioGroup
              legend={t.familyRelationLegend}
              name={radioName}
              value={editing.relation}
              onValueChange={(relation) => onChange({ ...editing, relation })}
              options={ADDABLE_RELATIONS.map((relation) => ({
                value: relation,
                label: relationLabel(relation, t),
              }))}
            />
          )}
          <TextField
            label={t.familyNameLabel}
            value={editing.name}
            maxLength={FAMILY_MEMBER_NAME_MAX}
            counter="none"
            onChange={(event) => onChange({ ...editing, name: event.currentTarget.value })}
          />
          {failed ? (
            <p className="cm-field-error" role="alert">
              {t.familySaveFailed}
            </p>
          ) : null}
        </form>
      ) : null}
    </Dialog>
  );
}

/**
 * The writer's family-members panel (community §2.4): Father and Mother placeholders, the members
 * added, and the add dialog (Grandparent, Sibling, Child, Other) with an optional name. Only the
 * writer sees it (the server sends the members to nobody else). Saved with the memory
 * (`updateMemory` with `family_members`); a failure keeps the dialog open with what was chosen.
 * Without `updateMemory` on the client, the panel hands over to the tag wizard (`onEditTags(4)`).
 */
export function FamilyPanel() {
  const { t, client: modalClient, onEditTags } = useMemoryModal();
  const { memory } = useShownMemory();
  const client = modalClient as FamilyClient;
  const queryClient = useQueryClient();
  const headingId = useId();
  const [editing, setEditing] = useState<Editing | null>(null);
  const members = memory.family_members ?? [];
  const canSave = typeof client.updateMemory === 'function';
  const placeholders = (['father', 'mother'] as const).filter(
    (relation) => !members.some((member) => member.relation === relation),
  );

  const save = useMutation({
    mutationFn: async (next: FamilyMember[]) => {
      if (!client.updateMemory) throw new Error('The client cannot update a memory.');
      return client.updateMemory(memory.hashId, {
        ...savePayloadFromMemory(memory),
        family_members: next,
      });
    },
    onSuccess: (saved) => {
      syncSavedMemory(queryClient, saved);
      setEditing(null);
    },
  });

  const submit = () => {
    if (editing === null || save.isPending) return;
    const name = editing.name.trim();
    const next =
      editing.id === null
        ? [...members, { id: newIdempotencyKey(), relation: editing.relation, name }]
        : members.map((member) => (member.id === editing.id ? { ...member, name } : member));
    save.mutate(next);
  };

  const open = (next: Editing) => {
    save.reset();
    setEditing(next);
  };

  return (
    <section className="cm-memory-family" aria-labelledby={headingId}>
      <h3 id={headingId} className="cm-heading-part">
        {t.familyLabel}
      </h3>
      <ul className="cm-memory-family-list">
        {placeholders.map((relation) => (
          <li key={relation} className="cm-memory-family-member">
            <span className="cm-memory-field-label">{relationLabel(relation, t)}</span>
            <span className="cm-text-muted">{t.familyNotNamed}</span>
            {canSave ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t.familyEditMember(relationLabel(relation, t))}
                onClick={() => open({ id: null, relation, name: '' })}
              >
                {t.familyEditShort}
              </Button>
            ) : null}
          </li>
        ))}
        {members.map((member) => {
          const who =
            member.name === ''
              ? relationLabel(member.relation, t)
              : `${relationLabel(member.relation, t)}: ${member.name}`;
          return (
            <li key={member.id} className="cm-memory-family-member">
              <span className="cm-memory-field-label">{relationLabel(member.relation, t)}</span>
              {member.name === '' ? (
                <span className="cm-text-muted">{t.familyNotNamed}</span>
              ) : (
                <span>{member.name}</span>
              )}
              {canSave ? (
                <span className="cm-memory-family-actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t.familyEditMember(who)}
                    onClick={() => open({ id: member.id, relation: member.relation, name: member.name })}
                  >
                    {t.familyEditShort}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t.familyRemove(who)}
                    loading={save.isPending && editing === null}
                    onClick={() => save.mutate(members.filter((other) => other.id !== member.id))}
                  >
                    {t.familyRemoveShort}
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {save.isError && editing === null ? (
        <p className="cm-field-error" role="alert">
          {t.familySaveFailed}
        </p>
      ) : null}
      {canSave ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={members.length >= FAMILY_MEMBERS_MAX}
          onClick={() => open({ id: null, relation: 'grandparent', name: '' })}
        >
          {t.familyAdd}
        </Button>
      ) : onEditTags ? (
        <Button variant="secondary" size="sm" onClick={() => onEditTags(4, memory)}>
          {t.familyEdit}
        </Button>
      ) : null}
      <FamilyMemberDialog
        editing={editing}
        onChange={setEditing}
        onSubmit={submit}
        pending={save.isPending}
        failed={save.isError}
      />
    </section>
  );
}
