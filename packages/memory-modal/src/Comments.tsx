import { FIRST_PAGE, type Comment, type CommentStatus, type Memory } from '@childhood-memories/api-client';
import { Button, ConfirmDialog, cx, Spinner, TextArea, useToast } from '@childhood-memories/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';

import {
  appendCachedComment,
  bumpCommentCount,
  commentKey,
  mergedComments,
  updateCachedComment,
} from './comments-cache.ts';
import { COMMENT_EMPATHY_BLINK_MS, COMMENT_HIGHLIGHT_MS, COMMENT_LENGTH_MAX } from './constants.ts';
import type { MemoryModalMessages } from './messages.ts';
import { modalQueryKeys } from './query-keys.ts';
import { AuthorName, RelativeTime, TextWithHashtags } from './ReadView.tsx';
import { useDeepLinkFocus } from './use-deep-link-focus.ts';
import { LazyReportDialog } from './lazy-parts.ts';
import { logQuietly, type MemoryModalApi, type Viewer } from './use-modal-data.ts';

/** The memory's comments, page by page (oldest first), synced on window focus. */
export function useCommentPages(client: MemoryModalApi, shareableLink: string) {
  return useInfiniteQuery({
    queryKey: modalQueryKeys.comments(shareableLink),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await client.listComments({ shareable_link: shareableLink, page: pageParam }, { signal });
      } catch (error) {
        // Comment-fetch failures are logged (§8); a first page that fails shows a calm retry.
        logQuietly('Loading comments', error);
        throw error;
      }
    },
    initialPageParam: FIRST_PAGE as number,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    refetchOnWindowFocus: true,
  });
}

/** The comment editor's bounds (community §5): non-blank (the textarea's maxLength keeps 1000). */
export function commentError(text: string, t: MemoryModalMessages): string | null {
  return text.trim() === '' ? t.commentBlank : null;
}

/** A comment box with the spec's counter (shown above 800, red above 900) and a Send button. */
export function CommentComposer({
  label,
  submitLabel,
  onSubmit,
  pending,
  t,
  focusOnMount = false,
}: {
  label: string;
  submitLabel: string;
  /** Resolves true when the words were taken (the box empties), false to keep them. */
  onSubmit: (text: string) => Promise<boolean>;
  pending: boolean;
  t: MemoryModalMessages;
  focusOnMount?: boolean;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    if (focusOnMount) field.current?.focus();
  }, [focusOnMount]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = commentError(text, t);
    setError(problem);
    if (problem) return;
    if (await onSubmit(text.trim())) setText('');
  };
  return (
    <form className="cm-memory-composer" onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        maxLength={COMMENT_LENGTH_MAX}
        counter="description"
        minRows={3}
        maxRows={10}
        placeholder={t.commentPlaceholder}
        error={error ?? undefined}
        ref={field}
      />
      <div className="cm-memory-composer-actions">
        <Button type="submit" loading={pending}>
          {pending ? t.sending : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function useCommentStatus(client: MemoryModalApi, comment: Comment, enabled: boolean) {
  return useQuery({
    queryKey: modalQueryKeys.commentStatus(comment.id),
    queryFn: ({ signal }) => client.getCommentStatus(comment.id, { signal }),
    enabled,
    refetchOnWindowFocus: true,
  });
}

type CountField = 'count_empathies' | 'count_traumas';

/** Empathy or trauma acknowledgement on a comment: toggled with the stored id, count never below 0. */
function useCommentToggle(
  client: MemoryModalApi,
  shareableLink: string,
  comment: Comment,
  kind: 'empathy' | 'trauma',
) {
  const queryClient = useQueryClient();
  const statusKey = modalQueryKeys.commentStatus(comment.id);
  const field: CountField = kind === 'empathy' ? 'count_empathies' : 'count_traumas';
  return useMutation({
    scope: { id: `comment-${kind}:${comment.id}` },
    mutationFn: async (on: boolean) => {
      const status = queryClient.getQueryData<CommentStatus>(statusKey);
      if (kind === 'empathy') {
        if (on)
          return (await client.createEmpathy({ shareable_link: shareableLink, comment_id: comment.id }))
            .empathy_id;
        const id = status?.empathy.empathy_id ?? null;
        if (id !== null && id > 0) await client.deleteEmpathy(id);
        return null;
      }
      if (on)
        return (await client.createTrauma({ shareable_link: shareableLink, comment_id: comment.id }))
          .trauma_id;
      const id = status?.trauma.trauma_id ?? null;
      if (id !== null && id > 0) await client.deleteTrauma(id);
      return null;
    },
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: statusKey });
      const saved = queryClient.getQueryData<CommentStatus>(statusKey);
      // The flag moves at once; the id stays until the call is done (a delete needs it).
      queryClient.setQueryData<CommentStatus>(statusKey, (status) => {
        if (!status) return status;
        return kind === 'empathy'
          ? { ...status, empathy: { empathized: on, empathy_id: on ? -1 : status.empathy.empathy_id } }
          : { ...status, trauma: { trauma_acknowledged: on, trauma_id: on ? -1 : status.trauma.trauma_id } };
      });
      updateCachedComment(queryClient, shareableLink, comment, (item) => ({
        ...item,
        [field]: Math.max(0, item[field] + (on ? 1 : -1)),
      }));
      return { saved };
    },
    onSuccess: (id) => {
      queryClient.setQueryData<CommentStatus>(statusKey, (status) => {
        if (!status) return status;
        return kind === 'empathy'
          ? { ...status, empathy: { ...status.empathy, empathy_id: id } }
          : { ...status, trauma: { ...status.trauma, trauma_id: id } };
      });
    },
    onError: (error, on, context) => {
      if (context) queryClient.setQueryData(statusKey, context.saved);
      updateCachedComment(queryClient, shareableLink, comment, (item) => ({
        ...item,
        [field]: Math.max(0, item[field] + (on ? -1 : 1)),
      }));
      logQuietly(kind === 'empathy' ? 'Empathy on a comment' : 'A trauma acknowledgement', error);
    },
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

function CommentCard({
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
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [blink, setBlink] = useState(false);
  const editId = useId();
  const editField = useRef<HTMLTextAreaElement | null>(null);
  const editButton = useRef<HTMLButtonElement | null>(null);
  const wasEditing = useRef(false);
  // Into the box when editing starts; back to 'Edit' when it ends (saved or cancelled).
  useEffect(() => {
    if (editing) editField.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
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
      bumpCommentCount(queryClient, link, -1);
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
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setDraft(comment.content);
              }}
            >
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
              empathy.mutate(!empathized);
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
            onClick={() => trauma.mutate(!acknowledged)}
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

/** Props of {@link Comments}. */
export interface CommentsProps {
  memory: Memory;
  viewer: Viewer;
  client: MemoryModalApi;
  /** The `comment` or `commentEmpathy` deep link: scrolled to after 700 ms, highlighted about 3 s. */
  focusCommentId: number | null;
  onPraise: (comment: Comment) => void;
  onBlocked: () => void;
  memberHref: ((username: string) => string) | undefined;
  hashtagHref: ((hashtag: string) => string) | undefined;
  t: MemoryModalMessages;
}

/**
 * The comments (community §2.5, §4, §5): the list, paged at scroll end and merged without
 * duplicates; each card with empathy, praise and trauma acknowledgement; the writer's Edit and
 * Delete, everyone else's Hide Comment; the editor; every §8 text.
 */
export function Comments({
  memory,
  viewer,
  client,
  focusCommentId,
  onPraise,
  onBlocked,
  memberHref,
  hashtagHref,
  t,
}: CommentsProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const link = memory.shareable_link;
  const pages = useCommentPages(client, link);
  const comments = mergedComments(pages.data);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const focusRef = useRef<HTMLLIElement | null>(null);
  const target =
    focusCommentId === null ? undefined : comments.find((comment) => comment.id === focusCommentId);
  const highlighted = useDeepLinkFocus(
    focusRef,
    target ? focusCommentId : null,
    target !== undefined,
    COMMENT_HIGHLIGHT_MS,
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  // A deep-linked comment on a later page: keep paging until it is here or the pages end.
  useEffect(() => {
    if (focusCommentId === null || target || !hasNextPage || isFetchingNextPage || pages.isPending) return;
    void fetchNextPage();
  }, [focusCommentId, target, hasNextPage, isFetchingNextPage, pages.isPending, fetchNextPage]);

  // Paging at scroll end (page + 1); the button below does the same for keyboards.
  useEffect(() => {
    const node = sentinel.current;
    const Observer = node?.ownerDocument.defaultView?.IntersectionObserver;
    if (!node || !Observer || !hasNextPage) return undefined;
    const observer = new Observer((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const create = useMutation({
    mutationFn: (content: string) => client.createComment({ shareable_link: link, content }),
    onSuccess: (comment) => {
      appendCachedComment(queryClient, link, comment);
      bumpCommentCount(queryClient, link, +1);
    },
  });

  const send = async (content: string) => {
    try {
      await create.mutateAsync(content);
      return true;
    } catch {
      toast({ tone: 'error', title: t.commentSendFailedTitle, description: t.commentSendFailed });
      return false;
    }
  };

  return (
    <div className="cm-memory-comments">
      {pages.isPending ? (
        <p className="cm-memory-loading">
          <Spinner /> {t.loadingComments}
        </p>
      ) : pages.isError && comments.length === 0 ? (
        <div className="cm-memory-failed" role="alert">
          <p>{t.commentsFailed}</p>
          <Button variant="secondary" onClick={() => void pages.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : comments.length === 0 ? (
        <p className="cm-memory-empty">{t.commentsEmpty}</p>
      ) : (
        <ul className="cm-memory-comment-list">
          {comments.map((comment) => {
            const isTarget = target !== undefined && commentKey(target) === commentKey(comment);
            return (
              <CommentCard
                key={commentKey(comment)}
                comment={comment}
                memory={memory}
                viewer={viewer}
                client={client}
                highlighted={highlighted && isTarget}
                cardRef={isTarget ? (node) => void (focusRef.current = node) : undefined}
                onPraise={onPraise}
                onBlocked={onBlocked}
                memberHref={memberHref}
                hashtagHref={hashtagHref}
                t={t}
              />
            );
          })}
        </ul>
      )}
      <div ref={sentinel} className="cm-memory-sentinel" />
      {hasNextPage ? (
        <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {t.loadMoreComments}
        </Button>
      ) : null}
      {viewer === null ? (
        <div className="cm-memory-visitor">
          <p>{t.visitorComment}</p>
          <Button variant="secondary" onClick={onBlocked}>
            {t.signIn}
          </Button>
        </div>
      ) : (
        <CommentComposer
          label={t.commentLabel}
          submitLabel={t.sendComment}
          onSubmit={send}
          pending={create.isPending}
          t={t}
        />
      )}
    </div>
  );
}
