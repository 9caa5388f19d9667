import { type Comment, type Memory } from '@childhood-memories/api-client';
import { Button, ConfirmDialog, cx, TextArea, useToast } from '@childhood-memories/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { bumpCommentCount, commentKey, updateCachedComment } from './comments-cache.ts';
import { COMMENT_EMPATHY_BLINK_MS, COMMENT_LENGTH_MAX } from './constants.ts';
import type { MemoryModalMessages } from './messages.ts';
import { modalQueryKeys } from './query-keys.ts';
import { AuthorName, RelativeTime, TextWithHashtags } from './ReadView.tsx';
import { LazyReportDialog } from './lazy-parts.ts';
import type { MemoryModalApi, Viewer } from './use-modal-data.ts';
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

/** Props of {@link CommentCard}. */
interface CommentCardProps {
  comment: Comment;
  memory: Memory;
  viewer: Viewer;
  client: MemoryModalApi;
  highlighted: boolean;
  cardRef: ((node: HTMLLIElement | null) => void) | undefined;
  onPraise: (comment: Comment) => void;
  onBlocked: () => void;
  memberHref: ((username: string) => string) | undefined;
  hashtagHref: ((hashtag: string) => string) | undefined;
  t: MemoryModalMessages;
}

export function CommentCard({
  comment,
  memory,
  viewer,
  client,
  highlighted,
  cardRef,
  onPraise,
  onBlocked,
  memberHref,
  hashtagHref,
  t,
}: CommentCardProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const link = memory.shareable_link;
  // Private comments are always treated as the viewer's own (community §5).
  const isMine = comment.is_private || (viewer !== null && viewer.username === comment.author.username);
  const signedIn = viewer !== null;
  const status = useCommentStatus(client, comment, signedIn && !comment.is_private);
  const empathy = useCommentToggle(client, link, comment, 'empathy');
  const trauma = useCommentToggle(client, link, comment, 'trauma');
  // An edit in progress is unsent words: a tab switch, a remount or a refetch keeps it.
  const key = commentKey(comment);
  const [edit, updateWords] = useUnsentWords((words) => words.edits[key]);
  const editing = edit !== undefined;
  const draft = edit?.text ?? comment.content;
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
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [blink, setBlink] = useState(false);
  const editId = useId();
  const editField = useRef<HTMLTextAreaElement | null>(null);
  const editButton = useRef<HTMLButtonElement | null>(null);
  // An edit brought back (a tab switch, a reopening) leaves focus where it is.
  const wasEditing = useRef(editing);
  // Into the box when editing starts; back to 'Edit' when it ends (saved or cancelled).
  useEffect(() => {
    if (editing && !wasEditing.current) editField.current?.focus();
    else if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  useEffect(() => {
    if (!blink) return undefined;
    const timer = setTimeout(() => setBlink(false), COMMENT_EMPATHY_BLINK_MS);
    return () => clearTimeout(timer);
  }, [blink]);

  const failedUpdate = () =>
    toast({ tone: 'error', title: t.commentUpdateFailedTitle, description: t.commentUpdateFailed });

  const update = useMutation({
    mutationFn: (content: string) =>
      comment.is_private
        ? client.updatePrivateComment({ private_comment_id: comment.id, comment_content: content })
        : client.updateComment(comment.id, { content }),
    onSuccess: (saved, content) => {
      updateCachedComment(queryClient, link, comment, (item) => ({
        ...item,
        content: saved.content || content,
      }));
      setEditing(false);
    },
    onError: failedUpdate,
  });

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

  const empathized = status.data?.empathy.empathized ?? false;
  const acknowledged = status.data?.trauma.trauma_acknowledged ?? false;
  const praised = status.data?.feedback.feedback_given ?? false;

  return (
    <li
      ref={cardRef}
      className={cx(
        'cm-memory-comment',
        highlighted && 'cm-highlight',
        comment.is_private && 'cm-memory-comment-private',
      )}
      aria-label={t.commentActions(isMine && !comment.is_private ? t.authorYou : comment.author.username)}
    >
      <div className="cm-memory-comment-meta">
        <AuthorName
          username={comment.author.username}
          isYou={viewer !== null && viewer.username === comment.author.username}
          memberHref={memberHref}
          t={t}
        />
        <RelativeTime iso={comment.created_at} />
        {comment.is_private ? <span className="cm-memory-badge">{t.commentPrivate}</span> : null}
        <span className="cm-memory-comment-manage">
          {!signedIn ? (
            <Button variant="link" size="sm" onClick={onBlocked}>
              {t.signIn}
            </Button>
          ) : isMine ? (
            editing ? null : (
              <>
                <Button ref={editButton} variant="ghost" size="sm" onClick={() => setEditing(true)}>
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
        </span>
      </div>
      {editing ? (
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
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={COMMENT_LENGTH_MAX}
            counter="description"
            minRows={3}
            maxRows={10}
            error={draft.trim() === '' ? t.commentBlank : undefined}
            ref={editField}
          />
          <div className="cm-memory-composer-actions">
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t.commentCancel}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={draft.trim() === ''}>
              {t.commentSaveChanges}
            </Button>
          </div>
        </form>
      ) : (
        <p className="cm-memory-comment-text cm-prose">
          <TextWithHashtags text={comment.content} hashtagHref={hashtagHref} t={t} />
        </p>
      )}
      <div className="cm-memory-comment-actions">
        {comment.is_private ? null : isMine || !signedIn ? (
          <span className={cx('cm-memory-comment-count', blink && 'cm-blink')}>
            {t.commentEmpathyCount(comment.count_empathies)}
          </span>
        ) : (
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
        )}
        {comment.is_private ? null : isMine || !signedIn ? (
          <span className="cm-memory-comment-count">
            {t.commentPraiseCount(comment.count_users_given_feedback)}
          </span>
        ) : (
          <Button variant="ghost" size="sm" aria-pressed={praised} onClick={() => onPraise(comment)}>
            {t.commentPraise} · {comment.count_users_given_feedback}
          </Button>
        )}
        {comment.is_private ? null : isMine || !signedIn ? (
          <span className="cm-memory-comment-count">{t.commentTraumaCount(comment.count_traumas)}</span>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={acknowledged}
            aria-label={`${t.commentTrauma}: ${t.commentTraumaCount(comment.count_traumas)}`}
            onClick={() => trauma.toggle(null)}
          >
            {t.commentTrauma} · {comment.count_traumas}
          </Button>
        )}
      </div>
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
            t={t}
            client={client}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
