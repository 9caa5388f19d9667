import type { Comment, Paged } from '@childhood-memories/api-client';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import { updateCachedMemory } from './memory-cache.ts';
import { modalQueryKeys } from './query-keys.ts';

/** The comment list as TanStack Query keeps it: one page per fetch. */
export type CommentPages = InfiniteData<Paged<Comment>>;

/** A comment's identity: normal and private comments count their ids apart. */
export function commentKey(comment: Pick<Comment, 'id' | 'is_private'>): string {
  return `${comment.is_private ? 'private' : 'comment'}:${comment.id}`;
}

/**
 * Every loaded comment in order, each once: pages fetched at different moments can overlap when
 * comments are added meanwhile (community §4: "merged without duplicates").
 *
 * @example
 * const comments = mergedComments(query.data);
 */
export function mergedComments(data: CommentPages | undefined): Comment[] {
  if (!data) return [];
  const seen = new Set<string>();
  const merged: Comment[] = [];
  for (const page of data.pages) {
    for (const comment of page.results) {
      const key = commentKey(comment);
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(comment);
    }
  }
  return merged;
}

/** Changes every copy of one comment in the cached pages. */
export function updateCachedComment(
  queryClient: QueryClient,
  shareableLink: string,
  target: Pick<Comment, 'id' | 'is_private'>,
  patch: (comment: Comment) => Comment | null,
): void {
  const key = commentKey(target);
  queryClient.setQueryData<CommentPages>(modalQueryKeys.comments(shareableLink), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        results: page.results.flatMap((comment) => {
          if (commentKey(comment) !== key) return [comment];
          const next = patch(comment);
          return next === null ? [] : [next];
        }),
      })),
    };
  });
}

/** Adds a new comment at the end when the last page is loaded (oldest first); later pages bring it otherwise. */
export function appendCachedComment(queryClient: QueryClient, shareableLink: string, comment: Comment): void {
  queryClient.setQueryData<CommentPages>(modalQueryKeys.comments(shareableLink), (data) => {
    if (!data || data.pages.length === 0) return data;
    const last = data.pages[data.pages.length - 1];
    if (!last || last.page < last.total_pages) return data;
    return {
      ...data,
      pages: [
        ...data.pages.slice(0, -1),
        { ...last, results: [...last.results, comment], count: last.count + 1 },
      ],
    };
  });
}

/** Moves the memory's comment count by `delta`, never below 0. */
export function bumpCommentCount(queryClient: QueryClient, shareableLink: string, delta: number): void {
  updateCachedMemory(queryClient, shareableLink, (memory) => ({
    ...memory,
    counts: { ...memory.counts, comments: Math.max(0, memory.counts.comments + delta) },
  }));
}
