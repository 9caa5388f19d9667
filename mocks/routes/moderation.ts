/** The mock's moderation routes (ours, issue 31): the queue (with its ETag), actions, the audit log, a writer's review request. */
import { type EndpointKey } from '@childhood-memories/api-client';
import { HttpResponse } from 'msw';
import { type Route } from '../route-kit.ts';

/** The mock's moderation routes. */
export const moderationRoutes = {
  listModerationQueue: ({ backend, viewer, query, request }) => {
    const answer = backend.moderationQueue(viewer, { page: query.page, sort: query.sort });
    const etag = backend.moderation.moderationQueueVersion(answer);
    const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
    const match = request.headers.get('If-None-Match');
    if (match !== null && match.split(',').some((tag) => tag.trim() === etag))
      return new HttpResponse(null, { status: 304, headers });
    return HttpResponse.json(answer, { headers });
  },
  moderate: ({ backend, viewer, body }) => backend.moderate(viewer, body),
  listModerationLog: ({ backend, viewer, query }) => backend.moderation.moderationLogPage(viewer, query.page),
  requestReview: ({ backend, viewer, body }) => {
    backend.moderation.requestReview(viewer, body);
    return null;
  },
} satisfies { [K in EndpointKey]?: Route<K> };
