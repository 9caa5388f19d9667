import type { ReportType } from '@childhood-memories/api-client';
import { memoryQueryKeys } from '@childhood-memories/ui';

/**
 * The modal's TanStack Query keys, under the shared root so `memoryQueryKeys.all` covers them.
 * The memory itself and the reader's interaction status use the shared `memoryQueryKeys`, so a
 * feed card and the modal show the same counts.
 */
export const modalQueryKeys = {
  viewer: [...memoryQueryKeys.all, 'viewer'] as const,
  safetyPreferences: [...memoryQueryKeys.all, 'safety-preferences'] as const,
  reactionOptions: [...memoryQueryKeys.all, 'reaction-options'] as const,
  feedbackOptions: [...memoryQueryKeys.all, 'feedback-options'] as const,
  reportReasons: (type: ReportType) => [...memoryQueryKeys.all, 'report-reasons', type] as const,
  comments: (shareableLink: string) => [...memoryQueryKeys.all, 'comments', shareableLink] as const,
  commentStatus: (commentId: number) => [...memoryQueryKeys.all, 'comment-status', commentId] as const,
  userFeedback: (target: { shareable_link: string } | { comment_id: number }) =>
    [
      ...memoryQueryKeys.all,
      'user-feedback',
      'comment_id' in target ? `comment:${target.comment_id}` : `memory:${target.shareable_link}`,
    ] as const,
  votes: [...memoryQueryKeys.all, 'votes'] as const,
  connectStatus: (shareableLink: string) => [...memoryQueryKeys.all, 'connect', shareableLink] as const,
  meToo: (shareableLink: string) => [...memoryQueryKeys.all, 'me-too', shareableLink] as const,
};
