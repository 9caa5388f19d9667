import type { EndpointDefinition } from './definition.ts';

/** The endpoints of one part of the API: notifications (see `endpoints`). */
export const notificationEndpoints = {
  listNotifications: {
    method: 'GET',
    path: '/api/v1/notifications/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List notifications',
  },
  listGroupedNotifications: {
    method: 'GET',
    path: '/api/v1/notifications/grouped/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List grouped notifications',
  },
  listResonanceNotifications: {
    method: 'GET',
    path: '/api/v1/notifications/resonance/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: "List 'me too' notifications",
  },
  getUnseenNotificationCount: {
    method: 'GET',
    path: '/api/v1/notifications/unseen-count/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Count unseen notifications',
  },
  markAllNotificationsSeen: {
    method: 'POST',
    path: '/api/v1/notifications/mark-all-seen/',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'ours',
    summary: 'Mark all notifications seen',
  },
  markNotificationsRead: {
    method: 'POST',
    path: '/api/v1/notifications/mark-read/',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'ours',
    summary: 'Mark notifications read',
  },
} as const satisfies Record<string, EndpointDefinition>;
