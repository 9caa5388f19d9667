import {
  newIdempotencyKey,
  saveMemory,
  type Memory,
  type MemorySavePayload,
  type Privacy,
} from '@childhood-memories/api-client';
import {
  memoryQueryKeys,
  quietFailure,
  syncSavedMemory,
  useHydrated,
  useToast,
} from '@childhood-memories/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { sortContentWarnings } from './content-warnings.ts';
import {
  areDraftsOff,
  clearDraft,
  draftScope,
  readDraft,
  setDraftsOff as storeDraftsOff,
  type DraftStorage,
} from './drafts.ts';
import {
  emptyMemoryForm,
  formFromMemory,
  hasContent,
  sameTexts,
  toSavePayload,
  unpostedPayload,
  withoutPhotos,
  withPhotos,
  withPhotosOf,
  withTagsOf,
  withTempPhotos,
} from './form.ts';
import { memoryEditorKeys } from './query-keys.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { usePhotoUploads } from './use-photo-uploads.ts';
import { useUnpostedMemory } from './use-unposted-memory.ts';
import { canPost } from './validation.ts';
import { saveOutcomeToast, type MemoryEditorState, type UseMemoryEditorOptions } from './editor-state.ts';

export type {
  MemoryEditorMode,
  MemoryEditorState,
  MemorySaveKind,
  UseMemoryEditorOptions,
} from './editor-state.ts';
import type { MemoryFormData } from './form-types.ts';

/**
 * The memory editor's state and calls (a hook; the views only render): the form, edit-mode
 * loading, reference data, photos, drafts, the leave state and saving with 201/202 and an
 * idempotency key.
 *
 * @example
 * const editor = useMemoryEditor({ mode: 'create', client, memberId: 'ada', storage: localStorage, t });
 */
export function useMemoryEditor({
  mode,
  hashId,
  client,
  memberId,
  storage,
  t,
  onSaved,
  onSaving,
}: UseMemoryEditorOptions): MemoryEditorState {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const visitor = memberId === null;
  const scope = draftScope(memberId);
  const creating = mode === 'create';

  const [form, setForm] = useState<MemoryFormData>(() => emptyMemoryForm());
  const [step, setStep] = useState(1);
  const [formVersion, setFormVersion] = useState(0);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [draftsOff, setDraftsOffState] = useState(false);
  const [draftRestored, setDraftRestored] = useState(false);
  const [savedMemory, setSavedMemory] = useState<Memory | null>(null);
  const [restoredHashId, setRestoredHashId] = useState<string | null>(null);
  const [pendingDescription, setPendingDescription] = useState<string | null>(null);
  const [loadedForm, setLoadedForm] = useState<MemoryFormData | null>(null);
  // The member chose a privacy (or a draft brought one back): the last-used privacy stays away.
  const [privacyChosen, setPrivacyChosen] = useState(false);
  // A second click while a save is under way must not post twice: a synchronous guard (the
  // mutation's own pending state arrives with the next render).
  const savingRef = useRef(false);

  // Drafts are read once the page is hydrated (the server renders an empty form; no hydration
  // mismatch), and nothing is saved before they were read, so an empty first render never erases
  // a draft. Reading adjusts the state while rendering, once per storage and member.
  const hydrated = useHydrated();
  const [draftsReadFrom, setDraftsReadFrom] = useState<{
    storage: DraftStorage | null;
    scope: string;
  } | null>(null);
  const draftsReady =
    draftsReadFrom !== null && draftsReadFrom.storage === storage && draftsReadFrom.scope === scope;
  if (hydrated && !draftsReady) {
    setDraftsReadFrom({ storage, scope });
    const draft = storage !== null && creating ? readDraft(storage, scope) : null;
    if (storage !== null) setDraftsOffState(areDraftsOff(storage, scope));
    if (draft !== null) {
      setPrivacyChosen(true);
      // The draft's photos come back; temporary photos already loaded stay, with fresh addresses.
      setForm((current) => withPhotos(draft.form, current.memoryPhoto));
      setStep(draft.step);
      if (draft.idempotencyKey !== '') setIdempotencyKey(draft.idempotencyKey);
      setRestoredHashId(draft.memoryHashId ?? null);
      setPendingDescription(draft.pendingDescription ?? null);
      setFormVersion((version) => version + 1);
      setDraftRestored(true);
    }
  }

  const update = useCallback(
    (patch: Partial<MemoryFormData>) => {
      if ('privacy' in patch) setPrivacyChosen(true);
      setForm((current) => ({ ...current, ...patch }));
    },
    [setForm, setPrivacyChosen],
  );

  // Edit mode: load the memory (failures are logged, and shown calmly with a retry).
  const memoryQuery = useQuery({
    queryKey: memoryQueryKeys.memory(hashId ?? ''),
    queryFn: ({ signal }) => client.getMemory(hashId ?? '', { signal }),
    enabled: mode === 'edit' && hashId !== undefined && hashId !== '',
    retry: false,
    meta: quietFailure('[memory-editor] memory detail fetch failed'),
  });
  const loadedMemory = memoryQuery.data;
  // The loaded memory becomes the editable form once: a later answer in the shared cache (a tag
  // saved by the wizard, another widget's save) must not overwrite what the member is typing.
  const [loadedFrom, setLoadedFrom] = useState<string | null>(null);
  if (mode === 'edit' && loadedMemory !== undefined && loadedFrom !== loadedMemory.hashId) {
    setLoadedFrom(loadedMemory.hashId);
    const loaded = formFromMemory(loadedMemory);
    setSavedMemory(loadedMemory);
    setLoadedForm(loaded);
    setForm(loaded);
    setFormVersion((version) => version + 1);
  }

  // In edit mode, drafts of this device are cleared (memory-writing §4).
  useEffect(() => {
    if (mode === 'edit' && storage !== null) clearDraft(storage, scope);
  }, [mode, storage, scope]);

  // New memories start with the privacy the member used last (unless they already chose).
  const lastPrivacy = useQuery({
    queryKey: memoryEditorKeys.lastPrivacy,
    queryFn: ({ signal }) => client.getLastPrivacy({ signal }),
    enabled: creating && !visitor,
    retry: false,
    meta: quietFailure('[memory-editor] last-privacy fetch failed'),
  });
  const [privacyFrom, setPrivacyFrom] = useState<Privacy | undefined>(undefined);
  if (creating && lastPrivacy.data !== undefined && privacyFrom !== lastPrivacy.data) {
    const privacy = lastPrivacy.data;
    setPrivacyFrom(privacy);
    if (!privacyChosen) setForm((current) => ({ ...current, privacy }));
  }

  const warningsQuery = useQuery({
    queryKey: memoryEditorKeys.contentWarnings,
    queryFn: ({ signal }) => client.listContentWarnings({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const contentWarnings = useMemo(() => sortContentWarnings(warningsQuery.data ?? []), [warningsQuery.data]);

  // Photos uploaded before but not yet attached to a memory come back at start, merged into what
  // the member already has (never replacing it).
  const tempPhotos = useQuery({
    queryKey: memoryEditorKeys.tempPhotos,
    queryFn: ({ signal }) => client.listTempPhotos({ signal }),
    enabled: creating && !visitor,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    meta: quietFailure('[memory-editor] temporary photo list failed'),
  });
  const [photosFrom, setPhotosFrom] = useState<typeof tempPhotos.data>(undefined);
  if (tempPhotos.data !== undefined && photosFrom !== tempPhotos.data) {
    setPhotosFrom(tempPhotos.data);
    setForm((current) => withTempPhotos(current, tempPhotos.data ?? []));
  }

  const photos = usePhotoUploads({ client, form, setForm, t });

  const savedHashId = savedMemory?.hashId ?? restoredHashId;

  // The memory a restored draft made before Post: its photos come back (a draft never returns
  // without one) and the wizard shows its tags; gone from the server, Post creates it anew.
  const unposted = useUnpostedMemory({
    client,
    creating,
    restoredHashId,
    savedMemory,
    onRestored: (memory) => {
      setSavedMemory(memory);
      setForm((current) => withPhotosOf(current, memory));
    },
    onGone: () => setRestoredHashId(null),
    // A tag save that answered after the draft was cancelled or deleted: the editor forgets the
    // memory it made (deleted now), so the next tag or Post starts a new one.
    onLateDeleted: (hashId) => {
      setSavedMemory((current) => (current?.hashId === hashId ? null : current));
      setRestoredHashId((current) => (current === hashId ? null : current));
    },
  });
  const { attached } = unposted;
  const unconfirmedText = pendingDescription !== null && pendingDescription.trim() !== form.desc.trim();
  const worthKeeping = hasContent(form) || (pendingDescription ?? '').trim() !== '';
  const dirty =
    unconfirmedText || (creating ? hasContent(form) : loadedForm !== null && !sameTexts(form, loadedForm));

  // Drafts: create mode only, kept unless the member turned them off.
  const draftStorage = storage !== null && !draftsOff ? storage : null;
  const draft = useMemo(
    () =>
      worthKeeping ? { form, step, idempotencyKey, memoryHashId: savedHashId, pendingDescription } : null,
    [worthKeeping, form, step, idempotencyKey, savedHashId, pendingDescription],
  );
  const autosave = useDraftAutosave({ storage: draftStorage, scope, active: creating && draftsReady, draft });

  const setDraftsOff = useCallback(
    (off: boolean) => {
      if (storage !== null) storeDraftsOff(storage, scope, off);
      setDraftsOffState(off);
    },
    [storage, scope, setDraftsOffState],
  );

  // 'Delete draft now' also deletes the memory the tagging made before Post (and the photos it
  // holds); the words stay on screen, and a later tag makes a new private memory.
  const { deleteNow } = autosave;
  const deleteDraftNow = () => {
    if (!creating || savedHashId === null) {
      // A first tag may still be creating the memory: it is deleted once it answers.
      if (creating) unposted.remove(null);
      deleteNow();
      return;
    }
    const remaining = withoutPhotos(form, attached ?? []);
    unposted.remove(savedHashId);
    setForm(remaining);
    setSavedMemory(null);
    setRestoredHashId(null);
    setIdempotencyKey(newIdempotencyKey());
    deleteNow({ form: remaining, step, pendingDescription });
  };

  const saveMutation = useMutation({
    meta: quietFailure(`[memory-editor] memory ${mode === 'edit' ? 'update' : 'create'} failed`),
    mutationFn: ({ payload, autosave }: { payload: MemorySavePayload; autosave: boolean }): Promise<Memory> =>
      saveMemory(client, {
        hashId: savedHashId ?? (mode === 'edit' ? (hashId ?? null) : null),
        payload,
        idempotencyKey,
        autosave,
      }),
  });

  const { reset: resetSave, isPending: saving, isError: saveFailed } = saveMutation;

  const reset = useCallback(
    (privacy: Privacy | undefined = lastPrivacy.data) => {
      setForm(emptyMemoryForm(privacy));
      setStep(1);
      setSavedMemory(null);
      setRestoredHashId(null);
      setPendingDescription(null);
      setIdempotencyKey(newIdempotencyKey());
      setFormVersion((version) => version + 1);
      setPrivacyChosen(false);
      resetSave();
    },
    [
      lastPrivacy.data,
      resetSave,
      setForm,
      setFormVersion,
      setIdempotencyKey,
      setPendingDescription,
      setPrivacyChosen,
      setRestoredHashId,
      setSavedMemory,
      setStep,
    ],
  );

  const discard = useCallback(() => {
    photos.deleteAllTemporary();
    if (storage !== null) clearDraft(storage, scope);
    if (creating) {
      // The memory the tagging made before Post goes too: nothing of it stays on the server.
      unposted.remove(savedHashId);
      reset();
    } else if (loadedForm !== null) {
      setForm(loadedForm);
      setPendingDescription(null);
      setFormVersion((version) => version + 1);
    }
  }, [
    photos,
    storage,
    scope,
    creating,
    savedHashId,
    unposted,
    reset,
    loadedForm,
    setForm,
    setFormVersion,
    setPendingDescription,
  ]);

  const save = useCallback(
    async (leaveAfter: boolean): Promise<Memory | null> => {
      if (savingRef.current) return null;
      savingRef.current = true;
      onSaving?.();
      const updating = mode === 'edit';
      try {
        // Before Post a new memory is saved Only me (the tagging needs it on the server), and as
        // an autosave: nothing reaches anyone, and the last used privacy stays the member's.
        const memory = await saveMutation.mutateAsync({
          payload: creating && !leaveAfter ? unpostedPayload(form, attached) : toSavePayload(form),
          autosave: !leaveAfter,
        });
        // Every widget on the page sees the memory as saved; feeds and lists refresh.
        syncSavedMemory(queryClient, memory);
        if (!leaveAfter) {
          // Not posted yet: the draft stays, and now carries the memory's hashId.
          setSavedMemory(memory);
          return memory;
        }
        // The privacy just posted is the member's last one: the next memory starts from it.
        queryClient.setQueryData(memoryEditorKeys.lastPrivacy, memory.privacy);
        toast(saveOutcomeToast(t, updating, true));
        if (storage !== null) clearDraft(storage, scope);
        if (creating) reset(memory.privacy);
        else {
          const saved = formFromMemory(memory);
          setSavedMemory(memory);
          setLoadedForm(saved);
          setForm(saved);
        }
        onSaved?.(memory, updating ? 'updated' : 'created');
        return memory;
      } catch {
        // Logged once by the query cache (the mutation's meta); everything written is kept.
        toast(saveOutcomeToast(t, updating, false));
        return null;
      } finally {
        savingRef.current = false;
      }
    },
    [
      saveMutation,
      form,
      attached,
      mode,
      storage,
      scope,
      toast,
      t,
      creating,
      reset,
      onSaved,
      onSaving,
      queryClient,
      setForm,
      setLoadedForm,
      setSavedMemory,
    ],
  );

  const post = useCallback(() => save(true), [save]);
  const ensureSaved = useCallback(
    () => (savedMemory !== null && mode === 'edit' ? Promise.resolve(savedMemory) : save(false)),
    [save, savedMemory, mode],
  );

  const applyTags = useCallback(
    (memory: Memory) => {
      setSavedMemory(memory);
      setForm((current) => withTagsOf(current, memory));
    },
    [setForm, setSavedMemory],
  );

  return {
    hydrated,
    form,
    setForm,
    update,
    step,
    setStep,
    loading: mode === 'edit' && memoryQuery.isPending && memoryQuery.fetchStatus !== 'idle',
    loadError: mode === 'edit' && memoryQuery.isError,
    retryLoad: () => void memoryQuery.refetch(),
    savedMemory,
    savedHashId,
    pendingDescription,
    setPendingDescription,
    hadWarnings: (loadedMemory?.sensitive_topics.length ?? 0) > 0,
    contentWarnings,
    contentWarningsFailed: warningsQuery.isError,
    photos,
    saving,
    saveFailed,
    canPost: canPost(form, saving) && !form.memoryPhoto.some((photo) => photo.status === 'uploading'),
    post,
    ensureSaved,
    taggingDraft: creating ? unpostedPayload(form, attached) : toSavePayload(form),
    applyTags,
    dirty,
    idempotencyKey,
    discard,
    visitor,
    draftsOff,
    setDraftsOff,
    deleteDraftNow,
    draftSavedAt: autosave.savedAt,
    draftRestored,
    formVersion,
  };
}
