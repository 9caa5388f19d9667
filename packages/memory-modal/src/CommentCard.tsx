import { type Comment } from '@childhood-memories/api-client';
import { Button, ConfirmDialog, cx, TextArea, useToast } from '@childhood-memories/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { bumpCommentCount, commentKey, updateCachedComment } from './comments-cache.ts';
import { COMMENT_EMPATHY_BLINK_MS, COMMENT_LENGTH_MAX } from './constants.ts';
import { useMemoryModal, useShownMemory } from './modal-context.tsx';
import { modalQueryKeys } from './query-keys.ts';
import { AuthorName, RelativeTime, TextWithHashtags } from './ReadView.tsx';
import { LazyModerationNotice, LazyReportDialog } from './lazy-parts.ts';
import type { MemoryModalApi } from './use-modal-data.ts';
import { useCommentToggle } from './use-toggles.ts';
import { useUnsentWords } from './use-unsent-words.tsx';

function useCommentStatus(client: MemoryModalApi, comment: Comment, enabled: boolean) {
  return useQuery({
    queryKey: modalQueryKeys.commentStatus(comment.id),
    queryFn: ({ signal }) => client.getCommentStatus(comment.id, { signal }),
    enabled,
    refetchOnWindowFocus: true,
  });
}

/** A failed edit, delete or hide says so calmly (§8). */
function useFailedUpdate() {
  const { t } = useMemoryModal();
  const { toast } = useToast();
  return () =>
    toast({ tone: 'error', title: t.commentUpdateFailedTitle, description: t.commentUpdateFailed });
}

/**
 * The writer's edit of a comment. An edit in progress is unsent words: a tab switch, a remount or
 * a refetch keeps it. Focus goes into the box when editing starts, back to 'Edit' when it ends;
 * an edit brought back (a tab switch, a reopening) leaves focus where it is.
 */
function useCommentEdit(
  comment: Comment,
  fieldRef: RefObject<HTMLTextAreaElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
) {
  const { client } = useMemoryModal();
  const { memory } = useShownMemory();
  const queryClient = useQueryClient();
  const failedUpdate = useFailedUpdate();
  const key = commentKey(comment);
  const [edit, updateWords] = useUnsentWords((words) => words.edits[key]);
  const editing = edit !== undefined;
  const setDraft = (text: string) =>
    updateWords((unsent) => ({
      ...unsent,
      edits: { ...unsent.edits, [key]: { text, original: unsent.edits[key]?.original ?? comment.content } },
    }));
  const setEditing = (on: boolean) =>
    updateWords((unsent) => {
      const { [key]: _ended, ...others } = unsent.edits;
      return {
        ...unsent,
        edits: on ? { ...others, [key]: { text: comment.content, original: comment.content } } : others,
      };
    });
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing && !wasEditing.current) fieldRef.current?.focus();
    else if (!editing && wasEditing.current) buttonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing, fieldRef, buttonRef]);
  const update = useMutation({
    mutationFn: (content: string) =>
      comment.is_private
        ? client.updatePrivateComment({ private_comment_id: comment.id, comment_content: content })
        : client.updateComment(comment.id, { content }),
    onSuccess: (saved, content) => {
      updateCachedComment(queryClient, memory.shareable_link, comment, (item) => ({
        ...item,
        content: saved.content || content,
      }));
      setEditing(false);
    },
    onError: failedUpdate,
  });
  return { editing, draft: edit?.text ?? comment.content, setDraft, setEditing, update };
}

type CommentEdit = ReturnType<typeof useCommentEdit>;

function CommentEditForm({
  edit,
  fieldRef,
}: {
  edit: CommentEdit;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useMemoryModal();
  const editId = useId();
  const { draft, update } = edit;
  return (
    <form
      className="cm-memory-composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim() === '' || update.isPending) return;
        update.mutate(draft.trim());
      }}
      noValidate
    >
      <TextArea
        id={editId}
        label={t.commentEditLabel}
        value={draft}
        onChange={(event) => edit.setDraft(event.currentTarget.value)}
        maxLength={COMMENT_LENGTH_MAX}
        counter="description"
        minRows={3}
        maxRows={10}
        error={draft.trim() === '' ? t.commentBlank : undefined}
        ref={fieldRef}
      />
      <div className="cm-memory-composer-actions">
        <Button variant="secondary" onClick={() => edit.setEditing(false)}>
          {t.commentCancel}
        </Button>
        <Button type="submit" loading={update.isPending} disabled={draft.trim() === ''}>
          {t.commentSaveChanges}
        </Button>
      </div>
    </form>
  );
}

/**
 * A comment's own buttons: a visitor's Sign in; the writer's Edit and Delete (asked first);
 * everyone else's Hide Comment and Report.
 */
function CommentManage({
  comment,
  isMine,
  edit,
  editButtonRef,
}: {
  comment: Comment;
  isMine: boolean;
  edit: Pick<CommentEdit, 'editing' | 'setEditing'>;
  editButtonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t, client, viewer, requireSignIn } = useMemoryModal();
  const { memory } = useShownMemory();
  const link = memory.shareable_link;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const failedUpdate = useFailedUpdate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useMutation({
    mutationFn: () =>
      comment.is_private ? client.deletePrivateComment(comment.id) : client.deleteComment(comment.id),
    onSuccess: () => {
      updateCachedComment(queryClient, link, comment, () => null);
      // Only public comments are in `counts.comments`.
      if (!comment.is_private) bumpCommentCount(queryClient, link, -1);
      setConfirmDelete(false);
    },
    onError: () => {
      setConfirmDelete(false);
      failedUpdate();
    },
  });
  const hide = useMutation({
    mutationFn: () => client.hideComment(comment.id),
    onSuccess: () => {
      updateCachedComment(queryClient, link, comment, () => null);
      toast({ tone: 'success', title: t.commentHidden });
    },
    onError: () => toast({ tone: 'error', title: t.commentHideFailed }),
  });

  return (
    <span className="cm-memory-comment-manage">
      {viewer === null ? (
        <Button variant="link" size="sm" onClick={requireSignIn}>
          {t.signIn}
        </Button>
      ) : isMine ? (
        edit.editing ? null : (
          <>
            <Button ref={editButtonRef} variant="ghost" size="sm" onClick={() => edit.setEditing(true)}>
              {t.commentEdit}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
              {t.commentDelete}
            </Button>
          </>
        )
      ) : (
        <>
          <Button variant="ghost" size="sm" loading={hide.isPending} onClick={() => hide.mutate()}>
            {t.commentHide}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
            {t.report}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t.commentDeleteConfirmTitle}
        description={t.commentDeleteConfirm}
        confirmLabel={t.commentDelete}
        cancelLabel={t.commentKeep}
        tone="danger"
        onConfirm={() => remove.mutate()}
      />
      {reporting ? (
        <Suspense fallback={null}>
          <LazyReportDialog
            open
            onOpenChange={(open) => setReporting(open)}
            shareableLink={link}
            commentId={comment.id}
          />
        </Suspense>
      ) : null}
    </span>
  );
}

/**
 * Empathy, praise and trauma acknowledgement on a public comment: buttons for other members
 * (empathy blinks when given), counts for its writer and for visitors.
 */
function CommentResponses({ comment, isMine }: { comment: Comment; isMine: boolean }) {
  const { t, client, viewer } = useMemoryModal();
  const { memory, praiseComment } = useShownMemory();
  const signedIn = viewer !== null;
  const status = useCommentStatus(client, comment, signedIn && !comment.is_private);
  const empathy = useCommentToggle(client, memory.shareable_link, comment, 'empathy');
  const trauma = useCommentToggle(client, memory.shareable_link, comment, 'trauma');
  const [blink, setBlink] = useState(false);
  useEffect(() => {
    if (!blink) return undefined;
    const timer = setTimeout(() => setBlink(false), COMMENT_EMPATHY_BLINK_MS);
    return () => clearTimeout(timer);
  }, [blink]);
  const empathized = status.data?.empathy.empathized ?? false;
  const acknowledged = status.data?.trauma.trauma_acknowledged ?? false;
  const praised = status.data?.feedback.feedback_given ?? false;

  if (comment.is_private) return <div className="cm-memory-comment-actions" />;
  if (isMine || !signedIn) {
    return (
      <div className="cm-memory-comment-actions">
        <span className={cx('cm-memory-comment-count', blink && 'cm-blink')}>
          {t.commentEmpathyCount(comment.count_empathies)}
        </span>
        <span className="cm-memory-comment-count">
          {t.commentPraiseCount(comment.count_users_given_feedback)}
        </span>
        <span className="cm-memory-comment-count">{t.commentTraumaCount(comment.count_traumas)}</span>
      </div>
    );
  }
  return (
    <div className="cm-memory-comment-actions">
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={empathized}
        className={cx(blink && 'cm-blink')}
        onClick={() => {
          if (!empathized) setBlink(true);
          empathy.toggle(null);
        }}
      >
        {t.commentEmpathy} · {comment.count_empathies}
      </Button>
      <Button variant="ghost" size="sm" aria-pressed={praised} onClick={() => praiseComment(comment)}>
        {t.commentPraise} · {comment.count_users_given_feedback}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={acknowledged}
        aria-label={`${t.commentTrauma}: ${t.commentTraumaCount(comment.count_traumas)}`}
        onClick={() => trauma.toggle(null)}
      >
        {t.commentTrauma} · {comment.count_traumas}
      </Button>
    </div>
  );
}

/** Props of {@link CommentCard}. */
interface CommentCardProps {
  comment: Comment;
  highlighted: boolean;
  cardRef: ((node: HTMLLIElement | null) => void) | undefined;
}

/** One comment: who wrote it and when, its words (or the writer's edit), its buttons and responses. */
export function CommentCard({ comment, highlighted, cardRef }: CommentCardProps) {
  const { t, viewer } = useMemoryModal();
  const isYou = viewer !== null && viewer.username === comment.author.username;
  // Private comments are always treated as the viewer's own (community §5).
  const isMine = comment.is_private || isYou;
  const editFieldRef = useRef<HTMLTextAreaElement | null>(null);
  const editButtonRef = useRef<HTMLButtonElement | null>(null);
  const edit = useCommentEdit(comment, editFieldRef, editButtonRef);
  // Only the writer's own hidden comment carries it (everyone else never sees a hidden comment).
  const moderation = isYou ? (comment.moderation ?? null) : null;

  return (
    <li
      ref={cardRef}
      className={cx(
        'cm-memory-comment',
        highlighted && 'cm-highlight',
        comment.is_private && 'cm-memory-comment-private',
      )}
      data-state={moderation ? 'hidden' : undefined}
      aria-label={t.commentActions(isMine && !comment.is_private ? t.authorYou : comment.author.username)}
    >
      <div className="cm-memory-comment-meta">
        <AuthorName username={comment.author.username} isYou={isYou} />
        <RelativeTime iso={comment.created_at} />
        {comment.is_private ? <span className="cm-memory-badge">{t.commentPrivate}</span> : null}
        <CommentManage comment={comment} isMine={isMine} edit={edit} editButtonRef={editButtonRef} />
      </div>
      {moderation ? (
        <Suspense fallback={null}>
          <LazyModerationNotice moderation={moderation} comment={comment} />
        </Suspense>
      ) : null}
      {edit.editing ? (
        <CommentEditForm edit={edit} fieldRef={editFieldRef} />
      ) : (
        <p className="cm-memory-comment-text cm-prose">
          <TextWithHashtags text={comment.content} />
        </p>
      )}
      <CommentResponses comment={comment} isMine={isMine} />
    </li>
  );
}
