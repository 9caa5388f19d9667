import type { Memory, MemoryEditorClient } from '@childhood-memories/api-client';
import {
  Button,
  cx,
  Spinner,
  TimeSliced,
  useApiClient,
  useMessages,
  WidgetRoot,
} from '@childhood-memories/ui';
import {
  forwardRef,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

import { PRIVACY_POLICY_HREF, TERMS_HREF } from './constants.ts';
import type { DraftStorage } from './drafts.ts';
import { EditorDialogs } from './EditorDialogs.tsx';
import { MemoryEditorContext, type MemoryEditorContextValue } from './editor-context.ts';
import { MEMORY_EDITOR_NAMESPACE, memoryEditorMessages, type MemoryEditorMessages } from './messages.ts';
import type { MemoryEditorHandle, MemoryEditorProps } from './props.ts';
import { SavedConfirmation } from './SavedConfirmation.tsx';
import { SinglePageLayout } from './SinglePageLayout.tsx';
import { StepsLayout } from './StepsLayout.tsx';
import { useEditorFlow } from './use-editor-flow.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useMemoryEditor, type MemorySaveKind } from './use-memory-editor.ts';
import { useMobile } from './use-mobile.ts';
import { validateMemoryForm } from './validation.ts';

export type {
  MemoryEditorHandle,
  MemoryEditorLayout,
  MemoryEditorProps,
  TaggingSlotContext,
} from './props.ts';

function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings, sandboxed frame)
  }
}

/** Above the form, for a visitor: why they cannot write yet, and a way to sign in. */
function visitorHint(t: MemoryEditorMessages, onRequireSignIn: (() => void) | undefined) {
  return (
    <div className="cm-memory-editor-visitor">
      <p>{t.visitorHint}</p>
      <Button type="button" onClick={() => onRequireSignIn?.()}>
        {t.signIn}
      </Button>
    </div>
  );
}

/**
 * Write or edit a childhood memory (memory-writing §1-§9): the type first, title and text with
 * hashtag suggestions, who it is about, photos with hidden details removed on the device,
 * content warnings, privacy, guidance, the relationship reflection, drafts on the device, guards
 * against leaving, and saving (201 for create, 202 for update) that never loses what was
 * written. Needs a `WidgetsProvider` (client, toasts, query cache) around it.
 *
 * This component wires the props and picks a layout; the parts (`StepsLayout`,
 * `SinglePageLayout`, the fields, `DraftControls`, `GuidanceLinks`, the dialogs) read one
 * `MemoryEditorContext`.
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
export const MemoryEditor = forwardRef<MemoryEditorHandle, MemoryEditorProps>(
  function MemoryEditor(props, ref) {
    // A client mount shows the editor's frame at its reserved height at once and renders the rest
    // in slices that leave the host page responsive; a server render and hydration render it all.
    // Its parts are the editor's own: the title, the visitor's hint, and the body's height
    // (reserve.css, measured by `npm run reserve`), so nothing below moves when the body arrives.
    const t = useMessages(MEMORY_EDITOR_NAMESPACE, memoryEditorMessages, props.messages);
    const { mode, memberId, storage, layout = 'steps', onRequireSignIn } = props;
    const starting =
      mode === 'edit' ? (
        <WidgetRoot className={cx('cm-memory-editor', props.className)} data-state="loading">
          <Spinner label={t.loadingMemory} />
        </WidgetRoot>
      ) : (
        <WidgetRoot
          className={cx('cm-memory-editor', props.className)}
          data-layout={layout}
          data-variant={memberId === null ? 'visitor' : undefined}
          data-state="starting"
          aria-busy="true"
        >
          <h2 className="cm-memory-editor-title cm-heading-title">{t.createPrompt}</h2>
          {memberId === null ? visitorHint(t, onRequireSignIn) : null}
          <div
            className="cm-memory-editor-reserve"
            data-reserve={
              memberId !== null && (storage === undefined ? browserStorage() : storage) !== null
                ? layout
                : `${layout}-plain`
            }
          />
        </WidgetRoot>
      );
    return (
      <TimeSliced fallback={starting}>
        <MemoryEditorBody {...props} ref={ref} />
      </TimeSliced>
    );
  },
);

const MemoryEditorBody = forwardRef<MemoryEditorHandle, MemoryEditorProps>(function MemoryEditorBody(
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
  // The calm confirmation after a post; a new attempt replaces the old news.
  const [confirmation, setConfirmation] = useState<{ memory: Memory; kind: MemorySaveKind } | null>(null);
  const handleSaved = useCallback(
    (memory: Memory, kind: MemorySaveKind) => {
      setConfirmation({ memory, kind });
      onSaved?.(memory, kind);
    },
    [onSaved],
  );
  const editor = useMemoryEditor({
    mode,
    hashId,
    client,
    memberId,
    storage,
    t,
    onSaved: handleSaved,
    onSaving: () => setConfirmation(null),
  });
  const type = useRef<HTMLFieldSetElement | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const tagsHeading = useRef<HTMLHeadingElement | null>(null);
  const privacy = useRef<HTMLFieldSetElement | null>(null);
  const targets = useMemo(() => ({ type, heading, tagsHeading, privacy }), []);
  const flow = useEditorFlow(editor, mode, onCancel, targets);
  const leave = useLeaveGuard(ref, editor.dirty && !editor.saving);
  const ids = useId();
  const mobile = useMobile();

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

  const editing = mode === 'edit';
  const { visitor } = editor;
  const context: MemoryEditorContextValue = {
    editor,
    flow,
    targets,
    t,
    client,
    ids,
    editing,
    layout,
    mobile,
    problems: validateMemoryForm(editor.form),
    draftsKept: storageProp !== null && (storage !== null || !editor.hydrated),
    termsHref,
    privacyPolicyHref,
    renderTagging,
    onRequireSignIn,
    onCancel,
  };

  // Visitors see the fields, and any attempt to use them asks to sign in (memory-writing §4).
  const askToSignIn = (event: MouseEvent | KeyboardEvent) => {
    if (!visitor) return;
    const target = event.target;
    if (!(target instanceof Element) || target.closest('[data-visitor-field]') === null) return;
    if ('key' in event && (event.key === 'Tab' || event.key === 'Shift' || event.key === 'Escape')) return;
    event.preventDefault();
    onRequireSignIn?.();
  };

  return (
    <MemoryEditorContext.Provider value={context}>
      <WidgetRoot
        className={cx('cm-memory-editor', className)}
        data-layout={layout}
        data-variant={visitor ? 'visitor' : undefined}
        data-state={editor.saving ? 'saving' : undefined}
      >
        <h2 ref={targets.heading} className="cm-memory-editor-title cm-heading-title" tabIndex={-1}>
          {editing ? t.editPrompt : t.createPrompt}
        </h2>
        {confirmation !== null ? (
          <SavedConfirmation
            memory={confirmation.memory}
            kind={confirmation.kind}
            memoryHref={memoryHref}
            onDismiss={() => setConfirmation(null)}
          />
        ) : null}
        {visitor ? visitorHint(t, onRequireSignIn) : null}
        {/* Capturing handlers only redirect visitors to sign-in; the fields inside stay keyboard accessible. */}
        <div className="cm-memory-editor-body" onClickCapture={askToSignIn} onKeyDownCapture={askToSignIn}>
          {layout === 'steps' ? <StepsLayout /> : <SinglePageLayout />}
        </div>
        <EditorDialogs leave={leave} />
      </WidgetRoot>
    </MemoryEditorContext.Provider>
  );
});
