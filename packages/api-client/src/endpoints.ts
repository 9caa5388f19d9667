/**
 * An HTTP method the API uses.
 *
 * @example
 * ```ts
 * const method: HttpMethod = endpoints.updateMemory.method; // 'PUT'
 * ```
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: `required` needs an access token (the client fails fast without
 * one), `optional` sends it when there is one (so the server can tell owner, member and
 * visitor apart), `none` never sends it.
 *
 * @example
 * ```ts
 * const needsSignIn = endpoints.createComment.auth === 'required';
 * ```
 */
export type EndpointAuth = 'required' | 'optional' | 'none';

/**
 * One row of the {@link endpoints} table.
 *
 * @example
 * ```ts
 * const row: EndpointDefinition = endpoints.createMemory;
 * ```
 */
export interface EndpointDefinition {
  method: HttpMethod;
  /** Relative to the API base; `{name}` marks a path parameter (see {@link buildPath}). */
  path: string;
  auth: EndpointAuth;
  /** Whether the browser sends cookies (`credentials: 'include'`), exactly where the specification says so. */
  credentials: boolean;
  /** The one status that means success; any other status is an error. */
  success: 200 | 201 | 202 | 204;
  /** `documented`: method and path are in the specification; `ours`: the specification does not show them. */
  source: 'documented' | 'ours';
  summary: string;
}

/**
 * Every endpoint of the API, keyed by the client method that calls it. The client builds its
 * requests from this table; mocks and the reference server read the same table, and the
 * README's endpoint table is checked against it.
 *
 * @example
 * ```ts
 * const { method, path } = endpoints.updateMemory; // 'PUT', '/memories/api/v1/memories/{hashId}/get-details'
 * http.on(method, path.replace(/\{(\w+)\}/g, ':$1'), handler);
 * ```
 */
export const endpoints = {
  /* ── Memory writing ── */
  autocompleteHashtags: {
    method: 'GET',
    path: '/memories/api/v1/autocomplete',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'documented',
    summary: 'Suggest hashtags',
  },
  createMemory: {
    method: 'POST',
    path: '/memories/memories-list/',
    auth: 'required',
    credentials: false,
    success: 201,
    source: 'documented',
    summary: 'Create a memory',
  },
  updateMemory: {
    method: 'PUT',
    path: '/memories/api/v1/memories/{hashId}/get-details',
    auth: 'required',
    credentials: false,
    success: 202,
    source: 'documented',
    summary: 'Update a memory',
  },
  getMemory: {
    method: 'GET',
    path: '/memories/api/v1/memories/{hashId}/get-details',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Fetch a memory by hashId',
  },
  deleteMemory: {
    method: 'DELETE',
    path: '/memories/api/v1/memories/{hashId}/get-details',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'ours',
    summary: 'Delete a memory (owner)',
  },
  getMemoryByLink: {
    method: 'GET',
    path: '/memories/api/v1/memories/shared/{shareable_link}/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Fetch a memory by its shareable link',
  },
  getLastPrivacy: {
    method: 'GET',
    path: '/memories/api/v1/memories/last-privacy/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Fetch the last privacy used',
  },
  uploadPhoto: {
    method: 'POST',
    path: '/api/v1/image/upload-image/t/',
    auth: 'required',
    credentials: true,
    success: 201,
    source: 'documented',
    summary: 'Upload a photo',
  },
  deleteTempPhoto: {
    method: 'GET',
    path: '/api/v1/image/upload-image/d/',
    auth: 'required',
    credentials: true,
    success: 204,
    source: 'documented',
    summary: 'Delete a temporary photo',
  },
  listTempPhotos: {
    method: 'GET',
    path: '/api/v1/image/temp-image-list/',
    auth: 'required',
    credentials: true,
    success: 200,
    source: 'documented',
    summary: 'List temporary photos',
  },

  /* ── Reference data ── */
  listAgeRanges: {
    method: 'GET',
    path: '/memories/api/v1/age_ranges/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'documented',
    summary: 'List age options',
  },
  listPersons: {
    method: 'GET',
    path: '/memories/api/v1/tags/person/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'documented',
    summary: 'List person options',
  },
  listPersonActions: {
    method: 'GET',
    path: '/memories/api/v1/tags/actions/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'documented',
    summary: "List people's action options",
  },
  listPersonsInvolved: {
    method: 'GET',
    path: '/memories/api/v1/tags/persons_involved/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List person-involved options',
  },
  listSiblings: {
    method: 'GET',
    path: '/memories/api/v1/tags/sibling/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List sibling options',
  },
  listRiskFactors: {
    method: 'GET',
    path: '/memories/api/v1/tags/risk_factor/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List risk factor options',
  },
  listChronicEvents: {
    method: 'GET',
    path: '/memories/api/v1/tags/chronic_adverse_events/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List challenge (chronic event) options',
  },
  listSuddenEvents: {
    method: 'GET',
    path: '/memories/api/v1/tags/sudden_adverse_events/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List shock (sudden event) options',
  },
  listFeelings: {
    method: 'GET',
    path: '/memories/api/v1/tags/feelings/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List feeling options',
  },
  listNeeds: {
    method: 'GET',
    path: '/memories/api/v1/tags/needs/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List need options',
  },
  listThoughts: {
    method: 'GET',
    path: '/memories/api/v1/tags/thoughts/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List thought options',
  },
  listEmotions: {
    method: 'GET',
    path: '/memories/api/v1/tags/childhood_effects_emotions/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List change (emotion) options',
  },
  listHealthEffects: {
    method: 'GET',
    path: '/memories/api/v1/tags/childhood_effects_health/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List health effect options',
  },
  listSocialEffects: {
    method: 'GET',
    path: '/memories/api/v1/tags/childhood_effects_social/list/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List school and social effect options',
  },
  listContentWarnings: {
    method: 'GET',
    path: '/memories/api/v1/sensitive_topics/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List content warning options',
  },
  listReactionOptions: {
    method: 'GET',
    path: '/api/v1/reaction/options/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List reaction options',
  },
  listFeedbackOptions: {
    method: 'GET',
    path: '/api/v1/feedback/options/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List praise options',
  },
  listReportReasons: {
    method: 'GET',
    path: '/api/v1/report/reasons/',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List report reasons',
  },

  /* ── Feed, lists and search ── */
  getFeed: {
    method: 'GET',
    path: '/memories/api/v1/feed/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Fetch the feed',
  },
  listMemories: {
    method: 'GET',
    path: '/memories/api/v1/memories/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List memories',
  },
  searchByHashtag: {
    method: 'GET',
    path: '/memories/api/v1/search/hashtag/{tag}/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Search memories by hashtag',
  },
  searchByTag: {
    method: 'GET',
    path: '/memories/api/v1/search/tag/{tag_type}/{slug}/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Search memories by tag',
  },
  searchByUser: {
    method: 'GET',
    path: '/memories/api/v1/search/user/{username}/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: "Search a member's memories",
  },

  /* ── Interaction ── */
  getInteractionStatus: {
    method: 'GET',
    path: '/api/v1/interaction/memory/{shareable_link}/status',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: "Fetch the member's interaction with a memory",
  },
  createResonance: {
    method: 'GET',
    path: '/api/v1/resonance/new/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'documented',
    summary: "Say 'me too' to a tag",
  },
  deleteResonance: {
    method: 'GET',
    path: '/api/v1/resonance/delete/',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: "Take back a 'me too' on a tag",
  },
  createFeedback: {
    method: 'POST',
    path: '/api/v1/feedback/new',
    auth: 'required',
    credentials: false,
    success: 201,
    source: 'documented',
    summary: 'Give praise',
  },
  updateFeedback: {
    method: 'POST',
    path: '/api/v1/feedback/update',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'documented',
    summary: 'Change praise',
  },
  deleteFeedback: {
    method: 'GET',
    path: '/api/v1/feedback/delete',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Take back praise',
  },
  getUserFeedback: {
    method: 'GET',
    path: '/api/v1/feedback/user/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: "Fetch the member's praise",
  },
  listComments: {
    method: 'GET',
    path: '/api/v1/comments/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'List comments',
  },
  getCommentStatus: {
    method: 'GET',
    path: '/api/v1/interaction/comment/{id}/status',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: "Fetch the member's interaction with a comment",
  },
  createComment: {
    method: 'POST',
    path: '/api/v1/comments/create/',
    auth: 'required',
    credentials: false,
    success: 201,
    source: 'documented',
    summary: 'Send a comment',
  },
  createPrivateComment: {
    method: 'POST',
    path: '/api/v1/comments/create/private/',
    auth: 'required',
    credentials: false,
    success: 201,
    source: 'documented',
    summary: 'Send a private message',
  },
  deleteComment: {
    method: 'POST',
    path: '/api/v1/comments/{id}/delete/',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Delete a comment',
  },
  deletePrivateComment: {
    method: 'GET',
    path: '/api/v1/comments/delete/private/',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Delete a private message',
  },
  updatePrivateComment: {
    method: 'POST',
    path: '/api/v1/comments/update/private/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'documented',
    summary: 'Edit a private message',
  },
  updateComment: {
    method: 'POST',
    path: '/api/v1/comments/{id}/update/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'documented',
    summary: 'Edit a comment',
  },
  hideComment: {
    method: 'GET',
    path: '/api/v1/interaction/comment/{id}/hide',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Hide a comment',
  },
  createEmpathy: {
    method: 'POST',
    path: '/api/v1/empathy/new/',
    auth: 'required',
    credentials: false,
    success: 201,
    source: 'documented',
    summary: 'Empathize with a memory or comment',
  },
  deleteEmpathy: {
    method: 'POST',
    path: '/api/v1/empathy/delete/',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Take back empathy',
  },
  createTrauma: {
    method: 'POST',
    path: '/api/v1/trauma/new/',
    auth: 'required',
    credentials: false,
    success: 201,
    source: 'documented',
    summary: "Acknowledge a comment's trauma",
  },
  deleteTrauma: {
    method: 'POST',
    path: '/api/v1/trauma/delete/',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Take back a trauma acknowledgement',
  },
  createSave: {
    method: 'POST',
    path: '/api/v1/save/new/',
    auth: 'required',
    credentials: false,
    success: 201,
    source: 'documented',
    summary: 'Save a memory',
  },
  deleteSave: {
    method: 'GET',
    path: '/api/v1/save/delete',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Unsave a memory',
  },
  createReaction: {
    method: 'GET',
    path: '/api/v1/reaction/new-reaction/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'documented',
    summary: 'React to a memory',
  },
  updateReaction: {
    method: 'GET',
    path: '/api/v1/reaction/update/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'documented',
    summary: 'Change a reaction',
  },
  deleteReaction: {
    method: 'GET',
    path: '/api/v1/reaction/delete/',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Take back a reaction',
  },
  sendReport: {
    method: 'POST',
    path: '/guide/',
    auth: 'required',
    credentials: false,
    success: 201,
    source: 'documented',
    summary: 'Report a memory or comment',
  },
  listVotes: {
    method: 'GET',
    path: '/api/v1/votes/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: "List the member's votes",
  },
  listMeTooComments: {
    method: 'GET',
    path: '/api/v1/comments/me-too/',
    auth: 'optional',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: "List 'me too' comments",
  },
  getConnectStatus: {
    method: 'GET',
    path: '/api/v1/connect/status/',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Fetch the connect status of a memory',
  },

  /* ── Notifications ── */
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

  /* ── Account and session ── */
  verifyPassword: {
    method: 'POST',
    path: '/user/verify-password',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Check the password',
  },
  deleteAccount: {
    method: 'POST',
    path: '/user/delete/',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Delete the account',
  },
  changeEmail: {
    method: 'POST',
    path: '/user-change-email',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Ask to change the email address',
  },
  validateEmailChange: {
    method: 'POST',
    path: '/user-change-email/validate/',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Confirm the new email address',
  },
  changePassword: {
    method: 'POST',
    path: '/password/change/validate/2',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Change the password',
  },
  contactSupport: {
    method: 'POST',
    path: '/contact-support',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Write to support',
  },
  refreshToken: {
    method: 'POST',
    path: '/refresh-token',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'documented',
    summary: 'Renew the access token',
  },
  verifyToken: {
    method: 'POST',
    path: '/verify-token',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'documented',
    summary: 'Check an access token',
  },
  setOnboardingStatus: {
    method: 'PATCH',
    path: '/onboarding-status',
    auth: 'required',
    credentials: false,
    success: 204,
    source: 'documented',
    summary: 'Record onboarding as passed or not',
  },
  logOut: {
    method: 'POST',
    path: '/logout',
    auth: 'optional',
    credentials: true,
    success: 204,
    source: 'documented',
    summary: 'Log out',
  },
  signUp: {
    method: 'POST',
    path: '/user/signup',
    auth: 'none',
    credentials: false,
    success: 201,
    source: 'ours',
    summary: 'Sign up',
  },
  logIn: {
    method: 'POST',
    path: '/user/login',
    auth: 'none',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Log in',
  },
  forgotPassword: {
    method: 'POST',
    path: '/user/forgot-password',
    auth: 'none',
    credentials: false,
    success: 202,
    source: 'ours',
    summary: 'Ask for a password reset email',
  },
  resetPassword: {
    method: 'POST',
    path: '/user/reset-password',
    auth: 'none',
    credentials: false,
    success: 204,
    source: 'ours',
    summary: 'Set a new password from a reset email',
  },
  getCurrentUser: {
    method: 'GET',
    path: '/user/me',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Fetch the signed-in member',
  },
  getSafetyPreferences: {
    method: 'GET',
    path: '/user/safety-preferences',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Fetch Safety Filters',
  },
  updateSafetyPreferences: {
    method: 'PUT',
    path: '/user/safety-preferences',
    auth: 'required',
    credentials: false,
    success: 200,
    source: 'ours',
    summary: 'Save Safety Filters',
  },
} as const satisfies Record<string, EndpointDefinition>;

/**
 * The key of an endpoint: the name of the client method that calls it.
 *
 * @example
 * ```ts
 * const key: EndpointKey = 'createMemory';
 * ```
 */
export type EndpointKey = keyof typeof endpoints;

/**
 * The `{name}` parameters of a path template, as an object type.
 *
 * @example
 * ```ts
 * type P = PathParams<'/api/v1/comments/{id}/delete/'>; // { id: string | number }
 * ```
 */
export type PathParams<Template extends string> = string extends Template
  ? Record<string, string | number>
  : Template extends `${string}{${infer Name}}${infer Rest}`
    ? { [K in Name | keyof PathParams<Rest>]: string | number }
    : Record<never, never>;

/**
 * Fills a path template's `{name}` parameters, each encoded with `encodeURIComponent` (and a
 * lone `.` or `..` escaped), so user input can never change which path is called.
 * Throws a `TypeError` for a missing or empty parameter: a programming error, not a user's.
 *
 * @example
 * ```ts
 * buildPath('/memories/api/v1/search/hashtag/{tag}/', { tag: 'Summer Camp' });
 * // '/memories/api/v1/search/hashtag/Summer%20Camp/'
 * ```
 */
export function buildPath<Template extends string>(template: Template, params: PathParams<Template>): string {
  const values = params as Record<string, string | number | undefined>;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      throw new TypeError(`buildPath: the path parameter "${name}" of ${template} is missing.`);
    }
    const encoded = encodeURIComponent(String(value));
    return encoded === '.' || encoded === '..' ? encoded.replace(/\./g, '%2E') : encoded;
  });
}
