import type { FeedbackTarget, MemoryModalClient, UserFeedback } from '@childhood-memories/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { updateCachedComment } from './comments-cache.ts';
import { modalQueryKeys } from './query-keys.ts';

/** The member's earlier praise of exactly this memory (not its comments) or comment. */
export function earlierPraise(feedback: UserFeedback | undefined, target: FeedbackTarget) {
  const commentId = target.comment_id ?? null;
  return feedback?.feedback_list.find((item) => item.comment_id === commentId) ?? null;
}

/**
 * Sending praise (community §4): a create the first time, an update after. Sends of one target
 * run in order (one mutation scope), and each decides create or update from the praise the
 * cache holds by then (the answer of the send before it), so a second send never creates a
 * second praise. The comment's praise count moves only for a create; when the send settles the
 * member's praise, the comment's status and the comment list are refetched.
 */
export function usePraiseSend(
  client: Pick<MemoryModalClient, 'createFeedback' | 'updateFeedback'>,
  target: FeedbackTarget,
  shareableLink: string,
) {
  const queryClient = useQueryClient();
  const userFeedbackKey = modalQueryKeys.userFeedback(target);
  const commentId = target.comment_id;
  return useMutation({
    scope: {
      id: commentId === undefined ? `praise:memory:${shareableLink}` : `praise:comment:${commentId}`,
    },
    mutationFn: async (labels: string[]) => {
      const earlier = earlierPraise(queryClient.getQueryData<UserFeedback>(userFeedbackKey), target);
      const result = earlier
        ? await client.updateFeedback({
            labels,
            shareable_link: shareableLink,
            feedback_id: earlier.feedback_id,
          })
        : await client.createFeedback({ ...target, labels });
      return { result, created: earlier === null };
    },
    onSuccess: ({ result, created }) => {
      queryClient.setQueryData<UserFeedback>(userFeedbackKey, (data) => ({
        feedback_list: [
          ...(data?.feedback_list ?? []).filter(
            (item) => item.feedback_id !== result.feedback_id && item.comment_id !== (commentId ?? null),
          ),
          { feedback_id: result.feedback_id, labels: result.labels, comment_id: commentId ?? null },
        ],
      }));
      if (created && commentId !== undefined) {
        updateCachedComment(queryClient, shareableLink, { id: commentId, is_private: false }, (comment) => ({
          ...comment,
          count_users_given_feedback: comment.count_users_given_feedback + 1,
        }));
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userFeedbackKey }),
        commentId === undefined
          ? undefined
          : queryClient.invalidateQueries({ queryKey: modalQueryKeys.commentStatus(commentId) }),
        commentId === undefined
          ? undefined
          : queryClient.invalidateQueries({ queryKey: modalQueryKeys.comments(shareableLink) }),
      ]),
  });
}
