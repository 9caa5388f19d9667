import {
  type ContentWarningOption,
  type Memory,
  type MemoryEditorClient,
  type MemoryFormData,
  type Photo,
  type Privacy,
} from '@childhood-memories/api-client';
import { memoryQueryKeys, syncSavedMemory, useToast } from '@childhood-memories/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';

import { sortContentWarnings } from './content-warnings.ts';
import {
  areDraftsOff,
  clearDraft,
  draftScope,
  logSilently,
  readDraft,
  setDraftsOff as storeDraftsOff,
  type DraftStorage,
} from './drafts.ts';
import { emptyMemoryForm, formFromMemory, hasContent, toSavePayload, withTagsOf } from './form.ts';
import type { MemoryEditorMessages } from './messages.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { usePhotoUploads, type PhotoUploads } from './use-photo-uploads.ts';
import { canPost } from './validation.ts';

/** Create a new memory, or edit the one with `hashId`. */
export type MemoryEditorMode = 'create' | 'edit';

/** How a save ended, for `onSaved`. */
export type MemorySaveKind = 'created' | 'updated';

/** Options of {@link useMemoryEditor}. */
export interface UseMemoryEditorOptions {
  mode: MemoryEditorMode;
  hashId?: string | undefined;
  client: MemoryEditorClient;
  /** null for a visitor (no access token). */
  memberId: string | null | undefined;
  storage: DraftStorage | null;
  t: MemoryEditorMessages;
  onSaved?: ((memory: Memory, kind: MemorySaveKind) => void) | undefined;
  /** A save starts (a post, or the tagging entry's save). */
  onSaving?: (() => void) | undefined;
}

/** Everything the editor's views read and do. */
export interface MemoryEditorState {
  form: MemoryFormData;
  setForm: Dispatch<SetStateAction<MemoryFormData>>;
  update: (patch: Partial<MemoryFormData>) => void;
  step: number;
  setStep: (step: number) => void;
  /** Edit mode: the memory is loading, or could not be loaded. */
  loading: boolean;
  loadError: boolean;
  retryLoad: () => void;
  /** The memory as saved on the server (edit mode, or after the tagging entry saved it). */
  savedMemory: Memory | null;
  /**
   * The hashId of the memory once it exists on the server (known from `savedMemory`, or from a
   * restored draft: the tag wizard created it before a reload). Saves update it.
   */
  savedHashId: string | null;
  /** The single-page description editor's words while it is open (null when closed). */
  pendingDescription: string | null;
  /** Open (a string) or close (null) the description editor with these words. */
  setPendingDescription: (text: string | null) => void;
  /** The memory had content warnings when it was loaded (for 'Edit Content Warnings'). */
  hadWarnings: boolean;
  contentWarnings: ContentWarningOption[];
  contentWarningsFailed: boolean;
  photos: PhotoUploads;
  saving: boolean;
  /** The last save failed (everything written is kept); false again once a save starts. */
  saveFailed: boolean;
  canPost: boolean;
  /** Post (create or update); resolves to the saved memory, or null when it failed. */
  post: () => Promise<Memory | null>;
  /** Save without leaving (the tagging entry needs a saved memory); null when it failed. */
  ensureSaved: () => Promise<Memory | null>;
  /** Lay the tags the wizard saved over the form. */
  applyTags: (memory: Memory) => void;
  /** Unsaved changes worth a leave warning (the description editor's unconfirmed words count). */
  dirty: boolean;
  /** The create call's idempotency key (the tag wizard's first create uses it too). */
  idempotencyKey: string;
  /** Confirmed cancel: delete temporary photos, clear the draft, reset the form. */
  discard: () => void;
  visitor: boolean;
  draftsOff: boolean;
  setDraftsOff: (off: boolean) => void;
  deleteDraftNow: () => void;
  draftSavedAt: Date | null;
  draftRestored: boolean;
  /** Bumped when the form is reset or loaded, so uncontrolled parts can start over. */
  formVersion: number;
}

function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi !== undefined && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

function tempPhoto(photo: { temp_id: string; image_url: string }): Photo {
  return {
    uid: `temp-${photo.temp_id}`,
    name: '', // shown as 'Photo n'
    status: 'done',
    url: photo.image_url,
    thumbUrl: photo.image_url,
    tempId: photo.temp_id,
  };
}

function sameTexts(a: MemoryFormData, b: MemoryFormData): boolean {
  return (
    a.title === b.title &&
    a.desc === b.desc &&
    a.patternTitle === b.patternTitle &&
    a.relationship_description === b.relationship_description &&
    a.memoryType === b.memoryType &&
    a.privacy === b.privacy &&
    a.subjects.map((s) => s.description).join('\n') === b.subjects.map((s) => s.description).join('\n') &&
    a.sensitive_topics.join(',') === b.sensitive_topics.join(',') &&
    a.image_list.join(',') === b.image_list.join(',')
  );
}

/**
 * Query keys of this package, so a host can invalidate them. The memory itself is under the
 * shared `memoryQueryKeys.memory(hashId)` of `@childhood-memories/ui`.
 */
export const memoryEditorKeys = {
  all: ['memory-editor'] as const,
  lastPrivacy: ['memory-editor', 'last-privacy'] as const,
  contentWarnings: ['memory-editor', 'content-warnings'] as const,
  tempPhotos: ['memory-editor', 'temp-photos'] as const,
};

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
  // Drafts are read after mounting (the server renders an empty form; no hydration mismatch),
  // and nothing is saved before they were read, so an empty first render never erases a draft.
  const [draftsReady, setDraftsReady] = useState(false);
  const [savedMemory, setSavedMemory] = useState<Memory | null>(null);
  const [restoredHashId, setRestoredHashId] = useState<string | null>(null);
  const [pendingDescription, setPendingDescription] = useState<string | null>(null);
  const [loadedForm, setLoadedForm] = useState<MemoryFormData | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const savingRef = useRef(false);
  const touchedPrivacy = useRef(false);

  useEffect(() => {
    // Browser storage is read after mounting (never during a server render): syncing it into
    // state here is the point of this effect.
    /* eslint-disable react-hooks/set-state-in-effect */
    if (storage === null) {
      setDraftsReady(true);
      return;
    }
    setDraftsOffState(areDraftsOff(storage, scope));
    if (creating) {
      const draft = readDraft(storage, scope);
      if (draft !== null) {
        touchedPrivacy.current = true;
        setForm((current) => ({
          ...draft.form,
          // Temporary photos that already loaded stay.
          memoryPhoto: current.memoryPhoto,
          image_list: current.image_list,
          image_data: current.image_data,
        }));
        setStep(draft.step);
        if (draft.idempotencyKey !== '') setIdempotencyKey(draft.idempotencyKey);
        setRestoredHashId(draft.memoryHashId ?? null);
        setPendingDescription(draft.pendingDescription ?? null);
        setFormVersion((version) => version + 1);
        setDraftRestored(true);
      }
    }
    setDraftsReady(true);
    /* eslint-enable react-hooks/set-state-in-effect */
    // Read once per member scope; later changes of mode do not re-read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storage, scope]);

  const update = useCallback((patch: Partial<MemoryFormData>) => {
    if ('privacy' in patch) touchedPrivacy.current = true;
    setForm((current) => ({ ...current, ...patch }));
  }, []);

  // Edit mode: load the memory (failures are logged, and shown calmly with a retry).
  const memoryQuery = useQuery({
    queryKey: memoryQueryKeys.memory(hashId ?? ''),
    queryFn: ({ signal }) => client.getMemory(hashId ?? '', { signal }),
    enabled: mode === 'edit' && hashId !== undefined && hashId !== '',
    retry: false,
  });
  const loadedMemory = memoryQuery.data;
  useEffect(() => {
    if (memoryQuery.error) logSilently('memory detail fetch', memoryQuery.error);
  }, [memoryQuery.error]);
  // Which memory the form was loaded from: a later answer in the shared cache (a tag saved by
  // the wizard, another widget's save) must not overwrite what the member is typing.
  const loadedFrom = useRef<string | null>(null);
  useEffect(() => {
    if (mode !== 'edit' || loadedMemory === undefined) return;
    if (loadedFrom.current === loadedMemory.hashId) return;
    loadedFrom.current = loadedMemory.hashId;
    const loaded = formFromMemory(loadedMemory);
    // The loaded memory becomes the editable form once; later typing must not be overwritten.
    setSavedMemory(loadedMemory);
    setLoadedForm(loaded);
    setForm(loaded);
    setFormVersion((version) => version + 1);
  }, [mode, loadedMemory]);

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
  });
  useEffect(() => {
    if (lastPrivacy.error) logSilently('last-privacy fetch', lastPrivacy.error);
  }, [lastPrivacy.error]);
  useEffect(() => {
    const privacy = lastPrivacy.data;
    if (privacy === undefined || touchedPrivacy.current) return;
    setForm((current) => ({ ...current, privacy }));
  }, [lastPrivacy.data]);

  const warningsQuery = useQuery({
    queryKey: memoryEditorKeys.contentWarnings,
    queryFn: ({ signal }) => client.listContentWarnings({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const contentWarnings = useMemo(() => sortContentWarnings(warningsQuery.data ?? []), [warningsQuery.data]);

  // Photos uploaded before but not yet attached to a memory come back at start.
  const tempPhotos = useQuery({
    queryKey: memoryEditorKeys.tempPhotos,
    queryFn: ({ signal }) => client.listTempPhotos({ signal }),
    enabled: creating && !visitor,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (tempPhotos.error) logSilently('temporary photo list', tempPhotos.error);
  }, [tempPhotos.error]);
  useEffect(() => {
    const list = tempPhotos.data;
    if (list === undefined || list.length === 0) return;
    // Server photos are merged into what the member already has (never replacing it).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setForm((current) => {
      const known = new Set(current.memoryPhoto.map((photo) => photo.tempId));
      const added = list.filter((photo) => !known.has(photo.temp_id)).map(tempPhoto);
      if (added.length === 0) return current;
      return {
        ...current,
        memoryPhoto: [...current.memoryPhoto, ...added],
        image_list: [...current.image_list, ...added.map((photo) => photo.tempId ?? '')],
        image_data: [...current.image_data, ...added.map((photo) => photo.url)],
      };
    });
  }, [tempPhotos.data]);

  const photos = usePhotoUploads({ client, form, setForm, t });

  const savedHashId = savedMemory?.hashId ?? restoredHashId;
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
    [storage, scope],
  );

  const deleteDraftNow = autosave.deleteNow;

  const reset = useCallback(
    (privacy: Privacy | undefined = lastPrivacy.data) => {
      setForm(emptyMemoryForm(privacy));
      setStep(1);
      setSavedMemory(null);
      setRestoredHashId(null);
      setPendingDescription(null);
      setSaveFailed(false);
      setIdempotencyKey(newIdempotencyKey());
      setFormVersion((version) => version + 1);
      touchedPrivacy.current = false;
    },
    [lastPrivacy.data],
  );

  const discard = useCallback(() => {
    photos.deleteAllTemporary();
    if (storage !== null) clearDraft(storage, scope);
    if (creating) {
      reset();
    } else if (loadedForm !== null) {
      setForm(loadedForm);
      setPendingDescription(null);
      setFormVersion((version) => version + 1);
    }
  }, [photos, storage, scope, creating, reset, loadedForm]);

  const saveMutation = useMutation({
    mutationFn: async (snapshot: MemoryFormData): Promise<Memory> => {
      const payload = toSavePayload(snapshot);
      const target = savedHashId ?? (mode === 'edit' ? hashId : undefined);
      if (target !== undefined) return client.updateMemory(target, payload);
      const created = await client.createMemory(payload, { idempotencyKey });
      // A retry with the same key answers with the first memory; if the member changed the text
      // since, bring the server up to date instead of losing the newer words.
      if (created.description !== payload.description || created.title !== payload.title) {
        return client.updateMemory(created.hashId, payload);
      }
      return created;
    },
  });

  const save = useCallback(
    async (leaveAfter: boolean): Promise<Memory | null> => {
      if (savingRef.current) return null;
      savingRef.current = true;
      setSaving(true);
      setSaveFailed(false);
      onSaving?.();
      const updating = mode === 'edit';
      try {
        const memory = await saveMutation.mutateAsync(form);
        // Every widget on the page sees the memory as saved; feeds and lists refresh. The privacy
        // just used is the member's last one: the next memory starts from it.
        syncSavedMemory(queryClient, memory);
        queryClient.setQueryData(memoryEditorKeys.lastPrivacy, memory.privacy);
        if (!leaveAfter) {
          // Not posted yet: the draft stays, and now carries the memory's hashId.
          setSavedMemory(memory);
          return memory;
        }
        toast(
          updating
            ? { tone: 'success', title: t.updateSuccessTitle, description: t.updateSuccessText }
            : { tone: 'success', title: t.createSuccessTitle, description: t.createSuccessText },
        );
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
      } catch (error) {
        logSilently(updating ? 'memory update' : 'memory create', error);
        setSaveFailed(true);
        toast(
          updating
            ? {
                tone: 'error',
                title: t.updateFailedTitle,
                description: t.updateFailedText,
              }
            : {
                tone: 'error',
                title: t.createFailedTitle,
                description: t.createFailedText,
              },
        );
        return null;
      } finally {
        savingRef.current = false;
        setSaving(false);
      }
    },
    [saveMutation, form, mode, storage, scope, toast, t, creating, reset, onSaved, onSaving, queryClient],
  );

  const post = useCallback(() => save(true), [save]);
  const ensureSaved = useCallback(
    () => (savedMemory !== null && mode === 'edit' ? Promise.resolve(savedMemory) : save(false)),
    [save, savedMemory, mode],
  );

  const applyTags = useCallback((memory: Memory) => {
    setSavedMemory(memory);
    setForm((current) => withTagsOf(current, memory));
  }, []);

  return {
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
