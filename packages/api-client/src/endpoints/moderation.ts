import type { EndpointDefinition } from './definition.ts';

/**
 * The endpoints of one part of the API: moderation (ours; the specification stops at the
 * report). Every one needs a signed-in member; all but `requestReview` a moderator.
 */
export const moderationEndpoints = {
  listModerationQueue: {
    method: 'GET',
    path: '/api/v1/moderation/queue/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List the moderation queue',
  },
  moderate: {
    method: 'POST',
    path: '/api/v1/moderation/actions/',
    auth: 'required',
    credentials: false,
    success: 201,
    source: 'ours',
    summary: 'Hide, restore or dismiss the reports of a memory or comment',
  },
  listModerationLog: {
    method: 'GET',
    path: '/api/v1/moderation/log/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List the moderation audit log',
  },
  requestReview: {
    method: 'POST',
    path: '/api/v1/moderation/review-requests/',
    auth: 'required',
    credentials: false,
    success: 201,
    source: 'ours',
    summary: 'Ask moderators to look again at a hidden memory or comment',
  },
} as const satisfies Record<string, EndpointDefinition>;
