import { FIRST_PAGE } from '@childhood-memories/api-client';
import { Button, quietFailure, Spinner, useToast } from '@childhood-memories/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { appendCachedComment, bumpCommentCount, commentKey, mergedComments } from './comments-cache.ts';
import { COMMENT_HIGHLIGHT_MS } from './constants.ts';
import { useMemoryModal, useShownMemory } from './modal-context.tsx';
import { modalQueryKeys } from './query-keys.ts';
import { idParam, type DeepLinks } from './tabs.ts';
import { useDeepLinkFocus } from './use-deep-link-focus.ts';
import type { MemoryModalApi } from './use-modal-data.ts';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentCard } from './CommentCard.tsx';
import { useUnsentWords } from './use-unsent-words.tsx';

/** The memory's comments, page by page (oldest first), synced on window focus. */
export function useCommentPages(client: MemoryModalApi, shareableLink: string) {
  return useInfiniteQuery({
    queryKey: modalQueryKeys.comments(shareableLink),
    queryFn: ({ pageParam, signal }) =>
      client.listComments({ shareable_link: shareableLink, page: pageParam }, { signal }),
    // Comment-fetch failures are logged (§8); a first page that fails shows a calm retry.
    meta: quietFailure('[memory-modal] Loading comments failed.'),
    initialPageParam: FIRST_PAGE as number,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    refetchOnWindowFocus: true,
  });
}

/** The `comment` or `commentEmpathy` deep link's comment id. */
function focusedComment(links: DeepLinks): number | null {
  return idParam(links.comment ?? null) ?? idParam(links.commentEmpathy ?? null);
}

/**
 * The comment box under the list: it alone reads the unsent comment, so a keystroke re-renders
 * no comment card. A visitor is offered to sign in instead.
 */
function CommentBox() {
  const { t, client, viewer, requireSignIn } = useMemoryModal();
  const { memory } = useShownMemory();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const link = memory.shareable_link;
  const [unsentComment, updateWords] = useUnsentWords((words) => words.comment);
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

  if (viewer === null) {
    return (
      <div className="cm-memory-visitor">
        <p>{t.visitorComment}</p>
        <Button variant="secondary" onClick={requireSignIn}>
          {t.signIn}
        </Button>
      </div>
    );
  }
  return (
    <CommentComposer
      label={t.commentLabel}
      submitLabel={t.sendComment}
      value={unsentComment}
      onValueChange={(comment) => updateWords((unsent) => ({ ...unsent, comment }))}
      onSubmit={send}
      pending={create.isPending}
    />
  );
}

/**
 * The comments (community §2.5, §4, §5): the list, paged at scroll end and merged without
 * duplicates; each card with empathy, praise and trauma acknowledgement; the writer's Edit and
 * Delete, everyone else's Hide Comment; the editor; every §8 text. The `comment` or
 * `commentEmpathy` deep link's comment is scrolled to after 700 ms and highlighted about 3 s.
 */
export function Comments() {
  const { t, client, links } = useMemoryModal();
  const { memory } = useShownMemory();
  const pages = useCommentPages(client, memory.shareable_link);
  const comments = mergedComments(pages.data);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const focusRef = useRef<HTMLLIElement | null>(null);
  const focusCommentId = focusedComment(links);
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
                highlighted={highlighted && isTarget}
                cardRef={isTarget ? (node) => void (focusRef.current = node) : undefined}
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
      <CommentBox />
    </div>
  );
}
